package conformance

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	_ "pencilbox/solver/genres"
	"pencilbox/solver/puzzle"
)

// The whole matrix (every board, every operation, every genre) takes a
// minute or two: `make deadlines` runs it. go test runs a fixed sample.
var matrix = flag.Bool("deadline.matrix", false, "run every board and operation of every genre, not the fixed sample")

// deadline is each call's deadline. A call must return within it plus
// max(1 s, 10%); in between it may finish an uninterruptible step.
const deadline = time.Second

func bound(d time.Duration) time.Duration { return d + max(time.Second, d/10) }

// heapLimit bounds the Go heap in use during a call.
const heapLimit = 512 << 20

// board is one adversarial board of the matrix: a size asked of the
// genre's SampleSize and a clue density (see puzzle.Sampler).
type board struct {
	name       string
	cols, rows int
	density    float64
	seed       uint64
}

// boards lists the matrix's boards: the empty board, one clue, random
// sparse clues at 8x8, 10x10 and 20x20 (a sparse, under-constrained
// density and a denser, probably unsolvable one), and the genre's largest
// size (SampleSize of a huge board: fixed-size genres give their largest).
func boards() []board {
	const huge = 1 << 20
	bs := []board{
		{"empty-10x10", 10, 10, 0, 1},
		{"one-clue-10x10", 10, 10, 1e-9, 2},
		{"one-clue-max", huge, huge, 1e-9, 3},
		{"empty-max", huge, huge, 0, 4},
	}
	for _, side := range []int{8, 10, 20, huge} {
		size := fmt.Sprint(side, "x", side)
		if side == huge {
			size = "max"
		}
		for i, d := range []float64{0.06, 0.2} {
			bs = append(bs, board{fmt.Sprintf("d%02.0f-%s", 100*d, size), side, side, d, uint64(10*side + i)})
		}
	}
	return bs
}

// op is one solver entry point run under a context.
type op struct {
	name string
	run  func(ctx context.Context, p puzzle.Puzzle) (ran bool, err error)
}

var ops = []op{
	{"solve", func(ctx context.Context, p puzzle.Puzzle) (bool, error) { return solve(ctx, p, 1) }},
	{"count", func(ctx context.Context, p puzzle.Puzzle) (bool, error) { return solve(ctx, p, 2) }},
	{"facts", func(ctx context.Context, p puzzle.Puzzle) (bool, error) {
		f, ok := p.(puzzle.FactFinder)
		if !ok {
			return false, nil
		}
		f.Facts(ctx) // a stopped Facts reports an error: any result will do
		return true, nil
	}},
	{"hint", func(ctx context.Context, p puzzle.Puzzle) (bool, error) {
		h, ok := p.(puzzle.Hinter)
		if !ok {
			return false, nil
		}
		h.Hint(ctx, p.NewState()) // as Facts
		return true, nil
	}},
}

// solve runs Solve(ctx, limit) and checks what it says: an answer it
// gives passes the rules, and a call that returns past its deadline
// without settling anything says Unknown.
func solve(ctx context.Context, p puzzle.Puzzle, limit int) (bool, error) {
	s, ok := p.(puzzle.Solver)
	if !ok {
		return false, nil
	}
	r := s.Solve(ctx, limit)
	if r.Answer != nil && r.Status != puzzle.Unknown {
		if vs := p.Check(r.Answer); len(vs) > 0 {
			return true, fmt.Errorf("status %v with an answer that breaks the rules: %s", r.Status, vs[0].Msg)
		}
	}
	if (r.Status == puzzle.Found || r.Status == puzzle.Unique || r.Status == puzzle.Multiple) && r.Answer == nil {
		return true, fmt.Errorf("status %v without an answer", r.Status)
	}
	return true, nil
}

// measured is what one call cost.
type measured struct {
	elapsed time.Duration
	heap    uint64 // the most heap in use seen during the call
	ran     bool
	err     error
}

// measure runs f under a fresh deadline, sampling the heap in use while it
// runs. A call still running long past its bound ends the test binary:
// it holds the solver's lock and would fail every later case.
func measure(p puzzle.Puzzle, f func(ctx context.Context, p puzzle.Puzzle) (bool, error)) measured {
	runtime.GC()
	type outcome struct {
		ran bool
		err error
	}
	done := make(chan outcome, 1)
	ctx, cancel := context.WithTimeout(context.Background(), deadline)
	defer cancel()
	start := time.Now()
	go func() {
		ran, err := f(ctx, p)
		done <- outcome{ran, err}
	}()
	var m measured
	var ms runtime.MemStats
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	hang := time.NewTimer(bound(deadline) + 20*time.Second)
	defer hang.Stop()
	for {
		select {
		case o := <-done:
			m.elapsed = time.Since(start)
			runtime.ReadMemStats(&ms)
			m.heap = max(m.heap, ms.HeapInuse)
			m.ran, m.err = o.ran, o.err
			return m
		case <-tick.C:
			runtime.ReadMemStats(&ms)
			m.heap = max(m.heap, ms.HeapInuse)
		case <-hang.C:
			panic(fmt.Sprintf("conformance: %s still running %v after its %v deadline", puzzle.LinkOf(p), time.Since(start), deadline))
		}
	}
}

// TestDeadlines runs the genres' Solve (limit 1), Count (Solve with limit
// 2), Facts and Hint (from the empty state) on adversarial boards, each
// with a 1 s deadline, and fails on a call that overruns it by more than
// max(1 s, 10%) or whose heap in use passes heapLimit. Without
// -deadline.matrix it runs one board per genre and operation (under
// -short in WASM, only Solve on a small board).
func TestDeadlines(t *testing.T) {
	names := puzzle.Names()
	if len(names) == 0 {
		t.Fatal("no genres registered")
	}
	bs := boards()
	for gi, name := range names {
		g, _ := puzzle.ByName(name)
		sampler, ok := g.(puzzle.Sampler)
		if !ok {
			t.Errorf("%s: the genre has no Sampler, so its deadlines go untested", name)
			continue
		}
		for oi, o := range ops {
			for bi, b := range bs {
				if !*matrix && !sampled(gi, oi, bi, bs) {
					continue
				}
				t.Run(fmt.Sprintf("%s/%s/%s", name, b.name, o.name), func(t *testing.T) {
					rng := rand.New(rand.NewPCG(b.seed, uint64(gi)))
					p, err := sampler.Sample(rng, b.cols, b.rows, b.density)
					if err != nil {
						t.Skipf("no such board: %v", err)
					}
					m := measure(p, o.run)
					if !m.ran {
						t.Skipf("%s has no %s", name, o.name)
					}
					link := puzzle.LinkOf(p)
					if len(link) > 200 {
						link = link[:200] + "..."
					}
					t.Logf("%v, heap %d MB: %s", m.elapsed.Round(time.Millisecond), m.heap>>20, link)
					if m.elapsed > bound(deadline) {
						t.Errorf("%s ran %v: past its %v deadline by more than the %v allowed", o.name, m.elapsed, deadline, bound(deadline)-deadline)
					}
					if m.heap > heapLimit {
						t.Errorf("%s used %d MB of heap (limit %d MB)", o.name, m.heap>>20, heapLimit>>20)
					}
					if m.err != nil {
						t.Error(m.err)
					}
				})
			}
		}
	}
}

// sampled picks go test's fixed sample: one board per genre and
// operation, spread over the boards. Under -short in WASM (node runs
// Go about three times slower, and the suite has a 10-minute budget)
// only Solve on the first sparse 8x8 board runs.
func sampled(gi, oi, bi int, bs []board) bool {
	if testing.Short() && runtime.GOOS == "js" {
		return oi == 0 && bs[bi].name == "d06-8x8"
	}
	return bi == (3+gi*5+oi*7)%len(bs)
}
