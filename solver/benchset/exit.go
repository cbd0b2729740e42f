package benchset

// Exit statuses of `pencilbox solve` and `pencilbox bench` (and the WASM
// benchmark main). Scripts branch on them, so they are part of the
// command's output contract: out of time is its own status, apart from a
// wrong answer or a crash, because a longer deadline may cure it and
// nothing else will.
const (
	ExitSettled   = 0 // every puzzle settled (bench: every instance passed)
	ExitFailed    = 1 // a solver error, a rejected or wrong answer, an interrupted run
	ExitInvalid   = 2 // invalid input: bad flags, an unreadable file, a link that does not decode
	ExitUnsettled = 3 // nothing failed, but something ran out of time (status unknown)
)

// ExitCodesHelp is the exit-status paragraph of the commands' --help.
const ExitCodesHelp = `exit status:
  0  settled: every puzzle answered (unique, multiple or none)
  1  failed: a solver error or a wrong answer (or the run was interrupted)
  2  invalid input: bad flags, an unreadable file or a link that does not decode
  3  out of time: nothing failed, but at least one puzzle stayed unknown
`

// WorseExit combines two exit statuses: a failure outranks invalid input,
// which outranks running out of time.
func WorseExit(a, b int) int {
	rank := func(c int) int {
		switch c {
		case ExitFailed:
			return 3
		case ExitInvalid:
			return 2
		case ExitUnsettled:
			return 1
		}
		return 0
	}
	if rank(b) > rank(a) {
		return b
	}
	return a
}
