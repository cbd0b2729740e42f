//go:build !unix && !(js && wasm)

package benchset

// processCPU: no CPU clock here (non-unix systems other than WASM, which
// has cpu_js.go), so --cpu reports nothing.
func processCPU() (float64, bool) { return 0, false }
