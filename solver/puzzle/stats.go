package puzzle

// Quality figures of a puzzle. The generation report (generator/report)
// reads what it can from the display list, which every genre has: the
// givens and the numbers in them. What a display list cannot say cheaply
// (how long Flow's paths are) or names only a genre knows ("signs" for
// Futoshiki) comes from this optional hook, so the report imports no genre.

// Stat is one named figure of a puzzle, e.g. {"signs", 12}.
type Stat struct {
	Name  string
	Value float64
}

// Statser is implemented by puzzles with figures of their own. solution
// is the puzzle's solution when the caller has one (a benchmark file's
// recorded answer, a recheck's unique answer), else nil: a figure that
// needs it is then left out rather than solved for, so reports stay cheap.
// Names are short, lower case and stable: they are JSON keys.
type Statser interface {
	Stats(solution Answer) []Stat
}
