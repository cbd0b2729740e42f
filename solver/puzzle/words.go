package puzzle

import "strconv"

// Count is a number with its noun for the messages players read: "1
// bridge", "2 bridges", "0 cells". The noun is given in the singular and
// takes an s (every noun our rules and hints count does); "1 bridges" in
// a check message reads as a bug.
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
