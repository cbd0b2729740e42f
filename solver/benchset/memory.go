package benchset

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"time"
)

// Memory figures of `bench --mem`: the most memory the Go runtime held
// from the system while one instance ran (mapped minus released to the
// system, which natively tracks the resident size). Before each instance
// the heap is collected and returned to the system, so one instance's
// figure does not carry the last one's garbage. Natively a goroutine
// samples every few milliseconds. Under WASM a solver call is never
// interrupted, so the sampler and the runtime's scavenger only run
// between calls: the figure read when the instance ends is close to its
// peak, since nothing was returned meanwhile. The WASM linear memory
// itself never shrinks, so the process's peak is the largest figure of
// the run.

var memSamples = []metrics.Sample{
	{Name: "/memory/classes/total:bytes"},
	{Name: "/memory/classes/heap/released:bytes"},
}

// heldBytes is the memory the runtime holds from the system now.
func heldBytes() uint64 {
	s := make([]metrics.Sample, len(memSamples))
	copy(s, memSamples)
	metrics.Read(s)
	var total, released uint64
	if s[0].Value.Kind() == metrics.KindUint64 {
		total = s[0].Value.Uint64()
	}
	if s[1].Value.Kind() == metrics.KindUint64 {
		released = s[1].Value.Uint64()
	}
	return total - min(released, total)
}

// peakMeter samples heldBytes until stopped.
type peakMeter struct {
	mu   sync.Mutex
	peak uint64
	stop chan struct{}
	done chan struct{}
}

const memSampleEvery = 5 * time.Millisecond

func startPeakMeter() *peakMeter {
	runtime.GC()
	debug.FreeOSMemory()
	m := &peakMeter{peak: heldBytes(), stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(m.done)
		t := time.NewTicker(memSampleEvery)
		defer t.Stop()
		for {
			select {
			case <-m.stop:
				return
			case <-t.C:
				m.note()
			}
		}
	}()
	return m
}

func (m *peakMeter) note() {
	b := heldBytes()
	m.mu.Lock()
	m.peak = max(m.peak, b)
	m.mu.Unlock()
}

// Stop ends sampling and returns the peak in MB.
func (m *peakMeter) Stop() float64 {
	m.note()
	close(m.stop)
	<-m.done
	m.mu.Lock()
	defer m.mu.Unlock()
	return float64(m.peak) / (1 << 20)
}
