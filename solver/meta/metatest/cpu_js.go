//go:build js && wasm

package metatest

import (
	"syscall/js"
	"time"
)

// CPUTime is node's process.cpuUsage() (user + system), so figures under
// node can be given per CPU second too; 0 in a browser.
func CPUTime() time.Duration {
	p := js.Global().Get("process")
	if !p.Truthy() || p.Get("cpuUsage").Type() != js.TypeFunction {
		return 0
	}
	u := p.Call("cpuUsage")
	return time.Duration(u.Get("user").Float()+u.Get("system").Float()) * time.Microsecond
}
