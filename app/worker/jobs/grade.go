package jobs

import (
	"context"

	"pencilbox/app/protocol"
	"pencilbox/solver/puzzle"
)

// Grading a puzzle that came from a link or a saved game: the genre
// grades it as its generator grades candidates (puzzle.Grader), once the
// solver has proved it unique. A genre without a grader, or a grade not
// settled in time, leaves the level empty: the UI then shows no level
// rather than a guessed one.

// grade answers OpGrade: Level is the level's name, or empty when the
// genre cannot grade this puzzle here or it is not proved unique (a
// puzzle with several solutions has no level).
func grade(ctx context.Context, req protocol.Request) (*protocol.Result, error) {
	p, err := decode(req)
	if err != nil {
		return nil, err
	}
	gr, ok := p.Genre().(puzzle.Grader)
	if !ok {
		return &protocol.Result{}, nil
	}
	levels := gr.Levels()
	r, err := puzzle.Solve(ctx, p, 2)
	if err != nil {
		return nil, err
	}
	if r.Status != puzzle.Unique {
		return &protocol.Result{Status: r.Status}, nil
	}
	i := gr.Grade(ctx, p)
	res := &protocol.Result{Status: r.Status}
	if i >= 0 && i < len(levels) {
		res.Level = levels[i].Name
	}
	return res, nil
}
