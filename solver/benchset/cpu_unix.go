//go:build unix && !(js && wasm)

package benchset

import "syscall"

// processCPU is the CPU time (user + system) the process has used, in
// milliseconds; ok is false where the platform cannot tell.
func processCPU() (ms float64, ok bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0, false
	}
	tv := func(t syscall.Timeval) float64 { return float64(t.Sec)*1e3 + float64(t.Usec)/1e3 }
	return tv(ru.Utime) + tv(ru.Stime), true
}
