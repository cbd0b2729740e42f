package jobs

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"pencilbox/app/protocol"
	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

// labInterval spaces lab progress messages: the page's plot wants a few
// frames a second and the issue asks for at least one every 200 ms.
const labInterval = 150 * time.Millisecond

// MaxLabBudget caps the evaluations per solver a page may ask for.
const MaxLabBudget = 2_000_000

// lab races the requested J-POP solvers on the puzzle, one after the
// other, each from a fresh simulator with the request's seed, reporting
// every improvement of each solver's best cost in progress messages (at
// most every labInterval, and always when a solver ends). The exact
// solver's time comes first when asked for.
func lab(ctx context.Context, req protocol.Request, progress func(protocol.Progress)) (*protocol.Result, error) {
	p, err := decode(req)
	if err != nil {
		return nil, err
	}
	sm, ok := p.(meta.Simulable)
	if !ok {
		return nil, fmt.Errorf("%s: the solver lab is not available for this genre yet", p.Genre().Name())
	}
	var lr meta.LabRequest
	if len(req.Params.Extra) > 0 {
		if err := json.Unmarshal(req.Params.Extra, &lr); err != nil {
			return nil, fmt.Errorf("worker: lab settings: %v", err)
		}
	}
	if len(lr.Solvers) == 0 {
		return nil, fmt.Errorf("worker: the lab needs at least one solver")
	}
	if lr.Budget <= 0 {
		lr.Budget = meta.DefaultBudget
	}
	if lr.Budget > MaxLabBudget {
		return nil, fmt.Errorf("worker: a lab budget of %d evaluations is more than %d", lr.Budget, MaxLabBudget)
	}
	solvers := make([]meta.Solver, len(lr.Solvers))
	for i, name := range lr.Solvers {
		if solvers[i], err = meta.New(name); err != nil {
			return nil, err
		}
	}
	out := meta.LabResult{Runs: []meta.LabRun{}}
	if lr.Exact {
		t0 := time.Now()
		r, err := puzzle.Solve(ctx, p, 1)
		out.ExactMS = float64(time.Since(t0).Microseconds()) / 1000
		if err != nil {
			out.ExactStatus = err.Error()
		} else {
			out.ExactStatus = r.Status.String()
		}
	}
	total := lr.Budget * len(solvers)
	for i, s := range solvers {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		sim := sm.NewSimulator()
		var last time.Time
		sent := 0 // curve points already sent
		var curve []meta.Point
		send := func(evals int, best float64, force bool) {
			now := time.Now()
			if !force && now.Sub(last) < labInterval {
				return
			}
			last = now
			data, _ := json.Marshal(meta.LabProgress{Solver: lr.Solvers[i], Index: i, Evals: evals, Best: best,
				Points: curve[sent:]})
			sent = len(curve)
			progress(protocol.Progress{Done: i*lr.Budget + evals, Total: total, Phase: lr.Solvers[i], Data: data})
		}
		t0 := time.Now()
		res := s.Solve(ctx, sim, meta.Config{Seed: req.Params.Seed, Budget: lr.Budget,
			Observe: func(evals int, best float64) {
				if len(curve) == 0 || best < curve[len(curve)-1].Best {
					curve = append(curve, meta.Point{Evals: evals, Best: best})
				}
				send(evals, best, false)
			}})
		run := meta.LabRun{Result: res, MS: float64(time.Since(t0).Microseconds()) / 1000}
		meta.Replay(sim, res.BestStart, res.BestChoices)
		run.Answer = sim.Answer().String()
		out.Runs = append(out.Runs, run)
		send(res.Evals, res.Best, true)
	}
	data, err := json.Marshal(out)
	if err != nil {
		return nil, fmt.Errorf("worker: lab result: %v", err)
	}
	return &protocol.Result{Status: puzzle.Found, Data: data}, nil
}
