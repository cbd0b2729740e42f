package nurikabe

import (
	"context"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// LevelRules are the rule sets of the generator's levels, easiest first:
// a puzzle is of level i when the rules of LevelRules[i] finish it from
// the empty board (and those of level i-1 do not). A puzzle the last set
// cannot finish needs guessing.
var LevelRules = [][]Rule{
	{RuleComplete, RuleTwoNumbers, RuleTooBig, RuleUnreachable, RulePool, RuleCount},
	{RuleComplete, RuleTwoNumbers, RuleTooBig, RuleUnreachable, RulePool, RuleCount, RuleIslandExit, RuleWallExit},
	allRules,
}

// Grade returns the index of the easiest LevelRules set that solves p
// without guessing, or len(LevelRules) when none does.
func (p *Puzzle) Grade() int {
	for i, rules := range LevelRules {
		b := p.newBoard()
		if _, err := b.propagate(rules); err == nil && b.branchCell() < 0 {
			return i
		}
	}
	return len(LevelRules)
}

// SolvedBy says whether the rules of LevelRules[level] finish p from the
// empty board, i.e. Grade() <= level (the sets grow level by level), at
// the cost of one propagation instead of Grade's several.
func (p *Puzzle) SolvedBy(level int) bool {
	if level < 0 || level >= len(LevelRules) {
		return false
	}
	b := p.newBoard()
	_, err := b.propagate(LevelRules[level])
	return err == nil && b.branchCell() < 0
}

// hintRules is the order hints try the rules: what a person spots first.
var hintRules = []Rule{RuleComplete, RuleTwoNumbers, RuleTooBig, RulePool, RuleIslandExit, RuleWallExit, RuleUnreachable, RuleWallCut, RuleCount}

func (p *Puzzle) move(c int, v int8) string {
	y, x := p.G.YX(c)
	if v == wallV {
		return fmt.Sprintf("%d,%d#", y, x)
	}
	return fmt.Sprintf("%d,%d.", y, x)
}

// Hint gives the next step for s: first a mistake against the solution
// (a cell shaded or dotted wrongly), else the first rule that applies,
// else a fact the solver proves.
func (p *Puzzle) Hint(ctx context.Context, s puzzle.State) (puzzle.Hint, error) {
	st, ok := s.(*State)
	if !ok || st.P != p {
		return puzzle.Hint{}, fmt.Errorf("nurikabe: the position is not of this puzzle")
	}
	res := p.Solve(ctx, 2)
	if res.Answer != nil && res.Status == puzzle.Unique {
		sol := res.Answer.(Answer)
		for c, v := range st.Cells {
			if v == Wall && sol.Cells[c] != Wall || v == Dot && sol.Cells[c] == Wall {
				y, x := p.G.YX(c)
				what := "shaded"
				if v == Dot {
					what = "dotted"
				}
				return puzzle.Hint{Technique: "mistake", Text: fmt.Sprintf("%s should not be %s.", p.rc(c), what),
					At: []grid.Point{p.G.CellPoint(c)}, Move: fmt.Sprintf("%d,%d_", y, x)}, nil
			}
		}
	}
	b := p.newBoard()
	for c, v := range st.Cells {
		switch {
		case p.Clues[c] != NoClue:
		case v == Wall:
			b.v[c] = wallV
		case v == Dot:
			b.v[c] = white
		}
	}
	if b.branchCell() < 0 {
		return puzzle.Hint{Technique: "done", Text: "Every cell is decided; press Check."}, nil
	}
	step, err := b.deduce(hintRules)
	if err != nil {
		return puzzle.Hint{Technique: "mistake", Text: "The board contradicts the rules somewhere; press Check to see where."}, nil
	}
	if step != nil {
		at := points(p.G, step.why)
		for _, c := range step.cells {
			at = append(at, p.G.CellPoint(c))
		}
		return puzzle.Hint{Technique: step.rule.String(), Text: step.text, At: at, Move: p.move(step.cells[0], step.val)}, nil
	}
	// No rule applies: offer a fact of the solution.
	if res.Answer != nil && res.Status == puzzle.Unique {
		sol := res.Answer.(Answer)
		for c, v := range b.v {
			if v == unk {
				val, what := white, "unshaded"
				if sol.Cells[c] == Wall {
					val, what = wallV, "wall"
				}
				return puzzle.Hint{Technique: "forced", Text: fmt.Sprintf("No simple rule applies; the solver proves %s is %s.", p.rc(c), what),
					At: []grid.Point{p.G.CellPoint(c)}, Move: p.move(c, val)}, nil
			}
		}
	}
	return puzzle.Hint{Technique: "none", Text: "No simple rule applies here."}, nil
}

// Interface checks.
var (
	_ puzzle.Solver          = (*Puzzle)(nil)
	_ puzzle.ReferenceSolver = (*Puzzle)(nil)
	_ puzzle.FactFinder      = (*Puzzle)(nil)
	_ puzzle.Hinter          = (*Puzzle)(nil)
)
