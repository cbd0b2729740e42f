package sat

import (
	"runtime"
	"runtime/debug"
	"testing"
)

var garbage [][]byte

// collectUnderPressure collects once the heap holds more than twice what
// the last collection kept (plus 64 MB), and not before.
func TestCollectUnderPressure(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1)) // only explicit collections
	runtime.GC()
	numGC := func() uint32 {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return ms.NumGC
	}
	n := numGC()
	collectUnderPressure()
	if numGC() != n {
		t.Fatalf("collected right after a collection")
	}
	for range 160 { // 160 MB, dropped at once
		garbage = append(garbage, make([]byte, 1<<20))
		garbage = garbage[:0]
	}
	collectUnderPressure()
	if numGC() == n {
		t.Fatalf("160 MB of garbage on a small heap and no collection")
	}
}
