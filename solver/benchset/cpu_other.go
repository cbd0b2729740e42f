//go:build !unix || (js && wasm)

package benchset

// processCPU: no CPU clock here (WASM under node, non-unix systems), so
// --cpu reports nothing.
func processCPU() (float64, bool) { return 0, false }
