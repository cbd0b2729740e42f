//go:build js && wasm

package benchset

import "syscall/js"

// processCPU under node is process.cpuUsage(): the process's user and
// system CPU time, in milliseconds (node's compiler and collector threads
// included). In a browser there is no such clock: ok is false.
func processCPU() (ms float64, ok bool) {
	p := js.Global().Get("process")
	if p.Type() != js.TypeObject {
		return 0, false
	}
	f := p.Get("cpuUsage")
	if f.Type() != js.TypeFunction {
		return 0, false
	}
	u := p.Call("cpuUsage")
	return (u.Get("user").Float() + u.Get("system").Float()) / 1000, true
}
