package sat

import "runtime"

// Platform policy: the one place where solving code learns that it runs
// under js/wasm, where one thread runs the search, the timers and the
// garbage collector's workers, and the heap is wasm32's 4 GB shared with
// the page. Genre packages ask these instead of runtime.GOOS, so their
// code reads the same on every platform.

// wasm says the program runs under js/wasm (a constant: the other branch
// compiles away).
const wasm = runtime.GOOS == "js"

// Yield lets other goroutines run in a long loop that never blocks: under
// js/wasm a busy goroutine starves the collector's workers (a lazy cut
// loop's garbage then grows until node runs out of memory). Natively they
// run on other threads and it does nothing.
func Yield() {
	if wasm {
		runtime.Gosched()
	}
}

// Collect runs a garbage collection before a phase that will hold a large
// model, under js/wasm only: the previous phase's garbage would otherwise
// stay on a heap that has no room to spare. Natively the collector keeps
// up by itself.
func Collect() {
	if wasm {
		runtime.GC()
	}
}

// ModelCap is the most constraints a model may hold here, 0 for no cap:
// under js/wasm models past about 3.6 million constraints peaked near
// wasm32's 4 GB while their calls ran; natively memory is the machine's.
func ModelCap() int {
	if wasm {
		return 3_600_000
	}
	return 0
}

// HeapShare is the bytes a solver may use for its own tables (a counting
// DP's layers, say), given what it would use natively: at most 512 MB
// under js/wasm, where the heap is shared with everything else the page
// holds.
func HeapShare(native int) int {
	if wasm {
		return min(native, 512<<20)
	}
	return native
}
