package jobs

import (
	"context"

	"pencilbox/app/protocol"
	"pencilbox/generator"
	"pencilbox/solver/futoshiki"
	"pencilbox/solver/hashi"
	"pencilbox/solver/nurikabe"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/slitherlink"
	"pencilbox/solver/sudoku"
	"pencilbox/solver/survo"
)

// Grading a puzzle that came from a link or a saved game. The generator
// grades its own candidates inside each genre's carving, which a finished
// puzzle has no way back into; the rule engines those gradings lean on
// are exported, though, so the level is worked out here the same way,
// genre by genre. A genre is graded only where the answer is exactly the
// one its generator would give; where that needs the generator's private
// search budgets (Sudoku and Futoshiki "expert", Survo above easy) or an
// engine that is not exported (Fillomino, Evolomino, Flow), the grade is
// left unsettled and the UI shows no level rather than a guessed one.

// graders give a level index of the genre's Levels, or -1 when unsettled.
// They run on a puzzle already proved unique.
var graders = map[string]func(p puzzle.Puzzle) int{
	"sudoku": func(p puzzle.Puzzle) int {
		s := p.(*sudoku.Puzzle)
		hardest, solved, err := sudoku.NewHuman(s.Geo).Grade(s.Givens, sudoku.MaxTechnique)
		if err != nil || !solved {
			return -1
		}
		return hardest.Tier() - 1
	},
	"futoshiki": func(p puzzle.Puzzle) int {
		f := p.(*futoshiki.Puzzle)
		h, err := futoshiki.NewHuman(f, f.Givens)
		if err != nil {
			return -1
		}
		if hardest, solved := h.Grade(futoshiki.MaxTechnique); solved {
			return hardest.Tier()
		}
		return -1
	},
	"survo": func(p puzzle.Puzzle) int {
		s := p.(*survo.Puzzle)
		h, err := survo.NewHuman(s, s.Givens)
		if err != nil {
			return -1
		}
		if solved, _ := h.Grade(); solved {
			return 0
		}
		return -1
	},
	"hashi": func(p puzzle.Puzzle) int {
		if g := p.(*hashi.Puzzle).Grade(); g <= hashi.LevelHard {
			return g
		}
		return -1
	},
	"slitherlink": func(p puzzle.Puzzle) int { return p.(*slitherlink.Puzzle).Grade() },
	"nurikabe":    func(p puzzle.Puzzle) int { return p.(*nurikabe.Puzzle).Grade() },
}

// grade answers OpGrade: Level is the level's name, or empty when the
// genre cannot grade this puzzle here or it is not proved unique (a
// puzzle with several solutions has no level).
func grade(ctx context.Context, req protocol.Request) (*protocol.Result, error) {
	p, err := decode(req)
	if err != nil {
		return nil, err
	}
	g := p.Genre()
	levels := generator.Levels(g)
	f, ok := graders[g.Name()]
	if !ok || len(levels) == 0 {
		return &protocol.Result{}, nil
	}
	r, err := puzzle.Solve(ctx, p, 2)
	if err != nil {
		return nil, err
	}
	if r.Status != puzzle.Unique {
		return &protocol.Result{Status: r.Status}, nil
	}
	// A wrong puzzle type would panic in f; Handle turns that into an
	// error answer like any other panic.
	i := f(p)
	res := &protocol.Result{Status: r.Status}
	if i >= 0 && i < len(levels) {
		res.Level = levels[i].Name
	}
	return res, nil
}
