package jobs

import (
	"context"
	"fmt"
	"time"

	"pencilbox/app/protocol"
	"pencilbox/generator"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// progressInterval spaces progress messages; the bar needs no more than
// a few updates a second.
const progressInterval = 50 * time.Millisecond

// generate makes a new puzzle. Sizes and levels default to the genre's
// first; the generator proves uniqueness, and the puzzle goes back as its
// canonical link (a link survives new versions, a seed would not).
func generate(ctx context.Context, req protocol.Request, progress func(protocol.Progress)) (*protocol.Result, error) {
	if req.Genre == "" {
		return nil, fmt.Errorf("worker: generate needs a genre")
	}
	g, ok := puzzle.ByName(req.Genre)
	if !ok {
		return nil, fmt.Errorf("worker: unknown genre %q", urlcodec.Clip(req.Genre))
	}
	if (req.Params.Cols == 0) != (req.Params.Rows == 0) {
		return nil, fmt.Errorf("worker: give both cols and rows, or neither")
	}
	send := throttle(progress, progressInterval, time.Now)
	p, level, err := generator.Generate(ctx, g, generator.Params{
		Cols:      req.Params.Cols,
		Rows:      req.Params.Rows,
		Level:     req.Params.Level,
		Seed:      req.Params.Seed,
		Symmetric: req.Params.Symmetric,
	}, func(done, total int, phase string) {
		send(protocol.Progress{Done: done, Total: total, Phase: phase})
	})
	if err != nil {
		return nil, err
	}
	return &protocol.Result{Status: puzzle.Found, Puzzle: puzzle.LinkOf(p), Level: level}, nil
}
