package jobs

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
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
	var m meter
	p, level, err := generator.Generate(ctx, g, generator.Params{
		Cols:      req.Params.Cols,
		Rows:      req.Params.Rows,
		Level:     req.Params.Level,
		Seed:      req.Params.Seed,
		Symmetric: req.Params.Symmetric,
	}, func(done, total int, phase string) {
		send(m.step(done, total, phase))
	})
	if err != nil {
		return nil, err
	}
	return &protocol.Result{Status: puzzle.Found, Puzzle: puzzle.LinkOf(p), Level: level}, nil
}

// meter turns the generator's reports, which restart with every attempt,
// into one fraction of the whole job. How many attempts a puzzle needs is
// unknown until it is found, so each attempt fills a fixed share of what
// is left of the bar (most puzzles come at the first or second try): the
// bar moves with the real work inside an attempt, never goes back, and
// fills only when the puzzle is there.
type meter struct{ last int }

// Share of the bar left over that an attempt leaves to the next ones:
// carving attempts are few and long, building attempts many and short.
const (
	carvingKeeps  = 0.3
	buildingKeeps = 0.9
)

func (m *meter) step(done, total int, phase string) protocol.Progress {
	a, kind := generator.ParsePhase(phase)
	stage, within, keeps := protocol.StageBuilding, 0.0, buildingKeeps
	switch kind {
	case generator.PhaseDone:
		m.last = protocol.ProgressTotal
		return protocol.Progress{Done: m.last, Total: protocol.ProgressTotal, Phase: protocol.StageDone}
	case generator.PhaseCarving:
		keeps = carvingKeeps
		switch {
		case total <= 1 && done == 0: // before the full solution exists
			stage = protocol.StageSolution
		case done >= total:
			stage, within = protocol.StageGrading, 0.9
		default:
			stage, within = protocol.StageClues, 0.1+0.8*float64(done)/float64(total)
		}
	}
	a = max(a, 1)
	left := math.Pow(keeps, float64(a-1)) // the bar not yet filled when attempt a starts
	frac := 1 - left + left*(1-keeps)*within
	m.last = max(m.last, min(int(frac*protocol.ProgressTotal), protocol.ProgressTotal-1))
	data, _ := json.Marshal(protocol.GenStep{Attempt: a})
	return protocol.Progress{Done: m.last, Total: protocol.ProgressTotal, Phase: stage, Data: data}
}
