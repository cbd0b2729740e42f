//go:build unix

package metatest

import (
	"syscall"
	"time"
)

// CPUTime is the process's user+system CPU time. Throughput figures divide
// by it as well as by wall time, because the lab machines are shared and a
// wall-clock rate measures the neighbours as much as the code.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
