package meta

import (
	"context"
	"errors"
	"math"
)

// Random picks uniformly among the options at every step and keeps the best
// construction: the baseline every other solver must beat.
type Random struct{}

func (Random) Name() string { return "random" }

func (Random) Solve(ctx context.Context, sim Simulator, cfg Config) Result {
	t := newTracker(ctx, "random", cfg)
	rng := newRand(cfg.Seed, 4)
	n := max(sim.Starts(), 1)
	var rec []int
	for !t.done() {
		start := rng.IntN(n)
		sim.Reset(start)
		rec = rec[:0]
		for {
			opts := sim.Options()
			if len(opts) == 0 {
				break
			}
			c := opts[rng.IntN(len(opts))]
			sim.Choose(c)
			rec = append(rec, c)
		}
		t.eval(sim.Cost(), start, rec)
	}
	return t.result()
}

// Backtrack is the paper's backtracking baseline: depth-first over the
// simulator's options, visiting each level's options in a random order (so
// repeated runs measure its average), counting one evaluation per dead end
// (a construction with no option left). Going back up a level resets the
// simulator and replays the path, as the reference code's simulator stack
// does, so any simulator works without a copy or undo operation.
type Backtrack struct{}

func (Backtrack) Name() string { return "backtrack" }

func (Backtrack) Solve(ctx context.Context, sim Simulator, cfg Config) Result {
	t := newTracker(ctx, "backtrack", cfg)
	rng := newRand(cfg.Seed, 5)
	start := rng.IntN(max(sim.Starts(), 1))
	type frame struct {
		opts []int
		next int
	}
	var frames []frame
	var path []int
	var pool [][]int // reused option lists, one per depth
	push := func(opts []int) {
		d := len(frames)
		if d == len(pool) {
			pool = append(pool, nil)
		}
		o := append(pool[d][:0], opts...)
		rng.Shuffle(len(o), func(i, j int) { o[i], o[j] = o[j], o[i] })
		pool[d] = o
		frames = append(frames, frame{opts: o})
	}
	sim.Reset(start)
	push(sim.Options())
	atPath := true // the simulator's state is the end of path
	for len(frames) > 0 && !t.done() {
		f := &frames[len(frames)-1]
		depth := len(frames) - 1
		if len(f.opts) == 0 {
			// A dead end: the construction is complete.
			t.eval(sim.Cost(), start, path)
			frames = frames[:depth]
			if depth > 0 {
				path = path[:depth-1]
			}
			atPath = false
			continue
		}
		if f.next == len(f.opts) {
			frames = frames[:depth]
			if depth > 0 {
				path = path[:depth-1]
			}
			atPath = false
			continue
		}
		c := f.opts[f.next]
		f.next++
		if !atPath {
			sim.Reset(start)
			for _, p := range path {
				sim.Choose(p)
			}
		}
		sim.Choose(c)
		path = append(path, c)
		atPath = true
		push(sim.Options())
	}
	return t.result()
}

// Prescient knows the solution (Oracle tells whether a component belongs to
// it). It picks a correct option at random at every step and multiplies the
// fraction of offered options that are correct: the probability that a
// random construction reaches the solution. Its inverse is the paper's
// search-space size; Result.LogSS holds its log10. Steps where no offered
// option belongs to the solution (a choice that does not matter, such as
// which island to grow first) are taken at random and not counted.
type Prescient struct {
	Oracle func(option int) bool
}

func (Prescient) Name() string { return "prescient" }

// ErrNoOracle is the prescient solver's error without a solution.
var ErrNoOracle = errors.New("meta: the prescient solver needs the puzzle's solution")

func (p Prescient) Solve(ctx context.Context, sim Simulator, cfg Config) Result {
	t := newTracker(ctx, "prescient", cfg)
	if p.Oracle == nil {
		return t.result()
	}
	rng := newRand(cfg.Seed, 6)
	sim.Reset(0)
	var rec, good []int
	logp := 0.0
	for {
		opts := sim.Options()
		if len(opts) == 0 {
			break
		}
		good = good[:0]
		for _, o := range opts {
			if p.Oracle(o) {
				good = append(good, o)
			}
		}
		var c int
		if len(good) == 0 {
			c = opts[rng.IntN(len(opts))]
		} else {
			logp += math.Log10(float64(len(good)) / float64(len(opts)))
			c = good[rng.IntN(len(good))]
		}
		sim.Choose(c)
		rec = append(rec, c)
	}
	t.eval(sim.Cost(), 0, rec)
	r := t.result()
	r.LogSS = math.Abs(logp) // logp <= 0; Abs avoids a negative zero
	return r
}
