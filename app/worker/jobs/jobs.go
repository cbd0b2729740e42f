// Package jobs is the solver worker's request handler, kept free of
// syscall/js so it builds and is tested natively: the worker main only
// moves JSON between postMessage and Handle.
//
// Every failure is a value: a bad link, a move that does not apply, a
// genre without a solver, a deadline, even a panic inside a genre come
// back as {ok:false, error} and the worker keeps running.
package jobs

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"time"

	"pencilbox/app/protocol"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"

	// Every genre registers itself; the worker serves them all.
	_ "pencilbox/solver/genres"
)

// Default deadlines per op, used when the request has no timeout_ms. Go in
// WASM cannot be interrupted from outside, so these bound how long a
// forgotten request can hold the worker; the UI's cancel button (which
// restarts the worker) is the way out sooner.
var defaultTimeouts = map[string]time.Duration{
	protocol.OpSolve:    60 * time.Second,
	protocol.OpCount:    60 * time.Second,
	protocol.OpFacts:    60 * time.Second,
	protocol.OpHint:     30 * time.Second,
	protocol.OpGenerate: 5 * time.Minute,
	protocol.OpWatch:    60 * time.Second,
	protocol.OpGrade:    20 * time.Second,
	protocol.OpAnalyze:  60 * time.Second,
}

// MaxTimeout caps timeout_ms so a typo cannot pin the worker for days.
const MaxTimeout = 30 * time.Minute

// Handle runs one request. progress may be called any number of times
// before Handle returns (generate reports its phases); it may be nil.
// The response always carries the request's id.
func Handle(ctx context.Context, req protocol.Request, progress func(protocol.Progress)) (resp protocol.Response) {
	start := time.Now()
	defer func() {
		if r := recover(); r != nil {
			resp = protocol.Response{ID: req.ID, Error: fmt.Sprintf("worker: internal error in %s: %v", req.Op, r)}
			// The stack goes to the console (stderr in a worker), not to the player.
			fmt.Printf("worker: panic in %s: %v\n%s", req.Op, r, debug.Stack())
		}
		resp.ID = req.ID
		if resp.OK && resp.Result != nil {
			resp.Result.MS = time.Since(start).Milliseconds()
		}
	}()
	if progress == nil {
		progress = func(protocol.Progress) {}
	}

	timeout, ok := defaultTimeouts[req.Op]
	if !ok && req.Op != protocol.OpLab {
		return fail(fmt.Errorf("worker: unknown op %q", req.Op))
	}
	if req.Params.TimeoutMS > 0 {
		timeout = min(time.Duration(req.Params.TimeoutMS)*time.Millisecond, MaxTimeout)
	}
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}

	var res *protocol.Result
	var err error
	switch req.Op {
	case protocol.OpSolve:
		res, err = solve(ctx, req, true)
	case protocol.OpCount:
		res, err = solve(ctx, req, false)
	case protocol.OpFacts:
		res, err = facts(ctx, req)
	case protocol.OpHint:
		res, err = hint(ctx, req)
	case protocol.OpGenerate:
		res, err = generate(ctx, req, progress)
	case protocol.OpLab:
		res, err = lab(ctx, req, progress)
	case protocol.OpWatch:
		res, err = watch(ctx, req, progress)
	case protocol.OpGrade:
		res, err = grade(ctx, req)
	case protocol.OpAnalyze:
		res, err = analyze(ctx, req, progress)
	}
	if err != nil {
		return fail(err)
	}
	return protocol.Response{OK: true, Result: res}
}

func fail(err error) protocol.Response { return protocol.Response{Error: err.Error()} }

// decode reads the request's puzzle and checks it is of the genre asked
// for (when one is named).
func decode(req protocol.Request) (puzzle.Puzzle, error) {
	if strings.TrimSpace(req.Puzzle) == "" {
		return nil, errors.New("worker: the request has no puzzle")
	}
	p, err := puzzle.Decode(req.Puzzle)
	if err != nil {
		return nil, err
	}
	if req.Genre != "" && p.Genre().Name() != req.Genre {
		return nil, fmt.Errorf("worker: the puzzle is %s, not %s", p.Genre().Name(), req.Genre)
	}
	return p, nil
}

// solve settles uniqueness (limit 2). The rules checker has accepted the
// answer before it leaves (puzzle.Solve verifies it). count omits the
// answer: the UI asks it only to know how many solutions there are.
func solve(ctx context.Context, req protocol.Request, withAnswer bool) (*protocol.Result, error) {
	p, err := decode(req)
	if err != nil {
		return nil, err
	}
	r, err := puzzle.Solve(ctx, p, 2)
	if err != nil {
		return nil, err
	}
	res := &protocol.Result{Status: r.Status, Nodes: r.Nodes}
	if withAnswer && r.Answer != nil {
		res.Answer = r.Answer.String()
	}
	return res, nil
}

func facts(ctx context.Context, req protocol.Request) (*protocol.Result, error) {
	p, err := decode(req)
	if err != nil {
		return nil, err
	}
	ff, ok := p.(puzzle.FactFinder)
	if !ok {
		return nil, fmt.Errorf("%s: facts are not available yet", p.Genre().Name())
	}
	fs, err := ff.Facts(ctx)
	if err != nil {
		return nil, err
	}
	res := &protocol.Result{Facts: []protocol.Fact{}}
	for _, f := range fs {
		res.Facts = append(res.Facts, protocol.Fact{At: points(f.At), Move: f.Move, Text: f.Text})
	}
	return res, nil
}

// hint replays the player's moves from the start position, then asks the
// genre's Hinter. A move that no longer applies is reported with its
// number, so a stale saved game gives a clear message rather than a wrong
// hint.
func hint(ctx context.Context, req protocol.Request) (*protocol.Result, error) {
	p, err := decode(req)
	if err != nil {
		return nil, err
	}
	h, ok := p.(puzzle.Hinter)
	if !ok {
		if h, ok = p.Genre().(puzzle.Hinter); !ok {
			return nil, fmt.Errorf("%s: hints are not available yet", p.Genre().Name())
		}
	}
	s := p.NewState()
	for i, m := range req.Params.Moves {
		next, err := s.Apply(m)
		if err != nil {
			return nil, fmt.Errorf("worker: move %d (%q) does not apply: %w", i+1, m, err)
		}
		s = next
	}
	hn, err := h.Hint(ctx, s)
	if err != nil {
		return nil, err
	}
	return &protocol.Result{Hint: &protocol.Hint{
		Technique: hn.Technique, Text: hn.Text, At: points(hn.At), Move: hn.Move,
	}}, nil
}

func points(ps []grid.Point) []protocol.Point {
	if len(ps) == 0 {
		return nil
	}
	out := make([]protocol.Point, len(ps))
	for i, p := range ps {
		out[i] = protocol.Point{Y: p.Y, X: p.X}
	}
	return out
}

// throttle forwards progress at most every interval, but always when the
// phase changes or the work is done, so a fast generator does not flood
// postMessage while the bar still shows every phase and its end.
func throttle(send func(protocol.Progress), interval time.Duration, now func() time.Time) func(protocol.Progress) {
	var last time.Time
	var lastPhase string
	started := false
	return func(p protocol.Progress) {
		t := now()
		if started && p.Phase == lastPhase && !(p.Total > 0 && p.Done >= p.Total) && t.Sub(last) < interval {
			return
		}
		started, last, lastPhase = true, t, p.Phase
		send(p)
	}
}
