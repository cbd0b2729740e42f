package puzzle

import (
	"fmt"

	"pencilbox/solver/grid"
)

// AnswerAs reads a as genre's own answer type T. A T (or non-nil *T) whose
// fields fit the puzzle (fit says so and returns them) is used as it is;
// any other answer is read back from its text with parse, so an answer
// from elsewhere (a benchmark file, the worker, another genre's type) is
// judged by the same rules as the genre's own.
func AnswerAs[T, V any](genre string, a Answer, fit func(T) (V, bool), parse func(string) (V, error)) (V, error) {
	var zero V
	switch v := any(a).(type) {
	case nil:
		return zero, fmt.Errorf("%s: no answer", genre)
	case T:
		if x, ok := fit(v); ok {
			return x, nil
		}
	case *T:
		if v == nil {
			return zero, fmt.Errorf("%s: no answer", genre)
		}
		if x, ok := fit(*v); ok {
			return x, nil
		}
	}
	return parse(a.String())
}

// cellPointer is the part of a grid EmptyCells needs.
type cellPointer interface{ CellPoint(c int) grid.Point }

// EmptyCells is the Incomplete violation naming the cells whose value is
// the zero value (empty), or nil when every cell is filled: a gap, not a
// mistake, so Check-on-demand does not paint it.
func EmptyCells[V comparable](genre string, g cellPointer, vals []V) []Violation {
	var zero V
	var empty []grid.Point
	for c, v := range vals {
		if v == zero {
			empty = append(empty, g.CellPoint(c))
		}
	}
	switch len(empty) {
	case 0:
		return nil
	case 1:
		return []Violation{{Rule: "empty", Msg: genre + ": 1 cell is empty", At: empty, Incomplete: true}}
	}
	verb := "are"
	if len(empty) == 1 {
		verb = "is"
	}
	return []Violation{{Rule: "empty", Msg: fmt.Sprintf("%s: %s %s empty", genre, Count(len(empty), "cell"), verb), At: empty, Incomplete: true}}
}
