//go:build !unix && !(js && wasm)

package metatest

import "time"

// CPUTime is not available here (js/wasm): 0, and callers report wall-clock
// rates only.
func CPUTime() time.Duration { return 0 }
