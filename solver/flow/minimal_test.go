package flow

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// TestMinimalCountIsExact: the reference's count of smallest colourings
// (minimal, with the fallback when its single one leaves cells empty)
// gives the status of the plain model, which counts every colouring,
// touching lines included, and of the frontier counter, on random
// Numberlink boards up to 6x6: half of them cut from a random path
// through every cell (so they have an answer that uses every cell), half
// with random dots. From such a filling answer S, the fast side's SAT
// question with minimal's clauses (touchFreeFillOther) finds another
// colouring exactly when there is one. Boards whose single smallest
// colouring leaves cells empty and is not the only one (a line turned or
// rerouted into it) must occur.
func TestMinimalCountIsExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(81, 82))
	n := 1500
	if testing.Short() {
		n = 150
	}
	ctx := context.Background()
	seen := map[string]int{}
	for i := range n {
		var p *Puzzle
		var fill []int
		if i%2 == 0 {
			p, fill = filledBoard(rng, 2+rng.IntN(5), 2+rng.IntN(5), 1+rng.IntN(6))
		} else {
			p = randomBoard(rng, Numberlink, 6, 4)
			fill, _ = p.touchFreeFill(ctx, false) // a touch-free filling answer, if any
		}
		link := puzzle.LinkOf(p)
		_, all := p.satModel(context.Background()).prob.Enumerate(ctx, 2)
		if !all.Complete && all.N < 2 {
			t.Fatalf("%s: the plain model did not finish", link)
		}
		want := map[int]puzzle.Status{0: puzzle.None, 1: puzzle.Unique, 2: puzzle.Multiple}[all.N]
		ref := p.SolveReference(ctx, 2)
		if err := puzzle.Verify(p, ref); err != nil {
			t.Fatalf("%s: %v", link, err)
		}
		if ref.Status != want {
			t.Fatalf("%s: reference %s, plain model %s", link, ref.Status, want)
		}
		sol, settled, _ := p.frontierOther(ctx, nil, 0)
		fr := puzzle.None
		if sol != nil {
			other, ok, _ := p.frontierOther(ctx, sol, 0)
			settled = settled && ok
			fr = puzzle.Unique
			if other != nil {
				fr = puzzle.Multiple
			}
		}
		if !settled || fr != want {
			t.Fatalf("%s: frontier %s (settled %v), plain model %s", link, fr, settled, want)
		}
		// The smallest colourings alone.
		m := p.satModel0(context.Background())
		m.touchFree(p)
		m.touchFreeFacts(p)
		m.minimal(p)
		models, cnt := m.prob.Enumerate(ctx, 2)
		if !cnt.Complete && cnt.N < 2 || cnt.N > all.N {
			t.Fatalf("%s: %+v smallest colourings, %+v in all", link, cnt, all)
		}
		kind := fmt.Sprintf("%d smallest", cnt.N)
		if cnt.N == 1 {
			if cells := p.modelCells(m, models[0]); hasZero(cells) {
				kind += " leaving cells empty, " + want.String()
				// expands alone decides it: another solution exactly
				// when there is one; "by a reroute" when no solution
				// keeps every used cell of M (extends would miss it).
				st := p.expands(ctx, cells)
				if (st == sat.Sat) != (want == puzzle.Multiple) || st == sat.Unknown {
					t.Fatalf("%s: expands %v, plain model %s", link, st, want)
				}
				if st == sat.Sat && !p.hasDetour(cells) {
					seen["expands by a reroute"]++
				}
			} else {
				kind += " filling, " + want.String()
			}
		}
		seen[kind]++
		if fill != nil && p.touchFreeColouring(fill) {
			other, done := p.touchFreeFillOther(ctx, fill)
			if !done || (other != nil) != (want == puzzle.Multiple) {
				t.Fatalf("%s: fill model's other %v (done %v), plain model %s", link, other, done, want)
			}
			if other != nil {
				checkCells(t, p, other)
			}
			r, ok := p.touchFreeSettle(ctx, fill, puzzle.Result{})
			if !ok || r.Status != want {
				t.Fatalf("%s: touchFreeSettle %s (ok %v), plain model %s", link, r.Status, ok, want)
			}
			seen["fill model "+want.String()]++
		}
	}
	requireOutcomes(t, seen, "0 smallest", "2 smallest", "1 smallest filling, unique",
		"1 smallest leaving cells empty, unique", "1 smallest leaving cells empty, multiple",
		"expands by a reroute", "fill model unique")
}

// TestFillMinimalFindsOther: boards with a touch-free filling answer and
// another one are rare among the random ones (about one in 4,000 cut
// paths): this scans cut paths for some and checks that the fill model's
// question with minimal's clauses finds the other answer.
func TestFillMinimalFindsOther(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	want := 4
	if testing.Short() {
		want = 1
	}
	ctx := context.Background()
	found, free := 0, 0
	for found < want {
		p, fill := filledBoard(rng, 2+rng.IntN(5), 2+rng.IntN(5), 1+rng.IntN(8))
		if !p.touchFreeColouring(fill) {
			continue
		}
		free++
		_, all := p.satModel(context.Background()).prob.Enumerate(ctx, 2)
		other, done := p.touchFreeFillOther(ctx, fill)
		if !done || (other != nil) != (all.N == 2) {
			t.Fatalf("%s: fill model's other %v (done %v), plain model %+v", puzzle.LinkOf(p), other, done, all)
		}
		if other != nil {
			checkCells(t, p, other)
			found++
		}
	}
	t.Logf("%d of %d touch-free filled boards have another answer", found, free)
}

// TestMinimalTurnAndReroute: boards whose second answer is the first one
// turned round a corner or rerouted through empty cells have one smallest
// colouring, and the reference still says multiple.
func TestMinimalTurnAndReroute(t *testing.T) {
	for _, c := range []struct {
		cols, rows int
		nums       []int
	}{
		{2, 2, []int{1, 0, 0, 1}},                // 0-1-3 or 0-2-3
		{3, 2, []int{1, 0, 1, 0, 0, 0}},          // straight or round
		{3, 3, []int{1, 0, 1, 0, 0, 0, 0, 0, 0}}, // straight or round, two ways
		{3, 3, []int{1, 0, 2, 0, 0, 0, 1, 0, 2}}, // two columns, the middle one free
	} {
		p, err := New(c.cols, c.rows, Numberlink, c.nums, nil)
		if err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		m := p.satModel0(context.Background())
		m.touchFree(p)
		m.touchFreeFacts(p)
		m.minimal(p)
		_, cnt := m.prob.Enumerate(ctx, 2)
		if cnt.N != 1 || !cnt.Complete {
			t.Fatalf("%s: %+v smallest colourings, want one", puzzle.LinkOf(p), cnt)
		}
		if r := p.SolveReference(ctx, 2); r.Status != puzzle.Multiple {
			t.Fatalf("%s: reference %s, want multiple", puzzle.LinkOf(p), r.Status)
		}
	}
}

// filledBoard cuts a random path through every cell of a cols x rows board
// (a snake shuffled by backbite moves) into up to k lines of two cells or
// more, and returns the board of their ends with that filling answer.
func filledBoard(rng *rand.Rand, cols, rows, k int) (*Puzzle, []int) {
	n := cols * rows
	path := make([]int, 0, n)
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			if y%2 == 1 {
				path = append(path, y*cols+cols-1-x)
			} else {
				path = append(path, y*cols+x)
			}
		}
	}
	adjacent := func(a, b int) bool {
		ay, ax, by, bx := a/cols, a%cols, b/cols, b%cols
		return ay == by && (ax-bx == 1 || bx-ax == 1) || ax == bx && (ay-by == 1 || by-ay == 1)
	}
	at := make([]int, n)
	for range 20 * n {
		if rng.IntN(2) == 0 { // backbite at the end: reverse the path
			for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
				path[i], path[j] = path[j], path[i]
			}
		}
		for i, c := range path {
			at[c] = i
		}
		end := path[n-1]
		var opts []int
		for c := 0; c < n; c++ {
			if c != end && adjacent(c, end) && at[c] != n-2 {
				opts = append(opts, at[c])
			}
		}
		if len(opts) == 0 {
			continue
		}
		i := opts[rng.IntN(len(opts))]
		for a, b := i+1, n-1; a < b; a, b = a+1, b-1 {
			path[a], path[b] = path[b], path[a]
		}
	}
	k = min(k, n/2)
	// Line lengths: two cells each, the rest handed out at random.
	size := make([]int, k)
	for i := range size {
		size[i] = 2
	}
	for range n - 2*k {
		size[rng.IntN(k)]++
	}
	var cuts []int
	for i, at := 0, 0; i+1 < k; i++ {
		at += size[i]
		cuts = append(cuts, at)
	}
	cells := make([]int, n)
	nums := make([]int, n)
	colour, start := 1, 0
	for i, c := range path {
		cut := false
		for _, d := range cuts {
			if i == d {
				cut = true
			}
		}
		if cut {
			nums[path[i-1]] = colour
			colour++
			start = i
		}
		cells[c] = colour
		if i == start {
			nums[c] = colour
		}
	}
	nums[path[n-1]] = colour
	p, err := New(cols, rows, Numberlink, nums, nil)
	if err != nil {
		panic(err)
	}
	return p, cells
}

// TestReroutes: on solutions of random boards (up to 30 per board, the
// touch-free ones), every reroute the fill model's lazy check finds gives
// a valid solution that is smaller (fewer used cells, or as many with a
// smaller index sum), and it finds a strictly shorter way exactly when the
// reference's check (written apart) does.
func TestReroutes(t *testing.T) {
	rng := rand.New(rand.NewPCG(83, 84))
	n := 600
	if testing.Short() {
		n = 60
	}
	ctx := context.Background()
	seen := map[string]int{}
	for range n {
		p := randomBoard(rng, Numberlink, 6, 4)
		cells := p.G.Cells()
		sols, _ := p.satModel(context.Background()).prob.Enumerate(ctx, 30)
		plain := p.satModel(context.Background())
		for _, model := range sols {
			s := p.modelCells(plain, model)
			if !p.touchFreeColouring(s) {
				continue
			}
			size, sum := 0, 0
			for c, k := range s {
				if k != 0 {
					size, sum = size+1, sum+c
				}
			}
			shorter := false
			found := p.fillReroutes(p.linesOf(s), func(c int) bool { return s[c] == 0 }, 1<<30)
			for _, r := range found {
				k := s[r.seg[0]]
				u := append([]int(nil), s...)
				for _, c := range r.seg[1 : len(r.seg)-1] {
					u[c] = 0
				}
				for _, c := range r.way {
					u[c] = k
				}
				checkCells(t, p, u)
				size2, sum2 := 0, 0
				for c, k := range u {
					if k != 0 {
						size2, sum2 = size2+1, sum2+c
					}
				}
				if size2 > size || size2 == size && sum2 >= sum {
					t.Fatalf("%s: reroute %v of %v is not smaller", puzzle.LinkOf(p), r, s)
				}
				shorter = shorter || len(r.way) < len(r.seg)-2
			}
			// The reference's check on the same colouring.
			m := p.satModel0(context.Background())
			m.touchFree(p)
			K := p.Colours()
			for c, k := range s {
				if k != 0 {
					m.prob.AddClause(m.x[c*K+k-1])
				} else if p.Dots[c] == 0 {
					m.prob.AddClause(m.used[c].Not())
				}
			}
			fixed, st := m.prob.Solve(ctx)
			if st != sat.Sat {
				t.Fatalf("%s: the reference model rejects %v", puzzle.LinkOf(p), s)
			}
			cuts := m.rerouteCuts(p, fixed)
			if len(cuts) >= cells {
				continue // capped
			}
			refShorter := false
			for _, cut := range cuts {
				way := 0
				for _, l := range cut {
					if l.Positive() {
						way++
					}
				}
				refShorter = refShorter || way < len(cut)-way-2
			}
			if shorter != refShorter {
				t.Fatalf("%s: on %v the fill check finds a shorter way %v, the reference's %v", puzzle.LinkOf(p), s, shorter, refShorter)
			}
			seen[fmt.Sprintf("reroutes %v, shorter %v", len(found) > 0, shorter)]++
		}
	}
	for _, key := range []string{"reroutes false, shorter false", "reroutes true, shorter true", "reroutes true, shorter false"} {
		if seen[key] == 0 {
			t.Fatalf("no solution with outcome %q among %v", key, seen)
		}
	}
	t.Log(seen)
}

// TestExpandsIsExact: on boards whose single smallest colouring leaves
// cells empty, expands (the reference's question after minimal's count)
// finds another solution exactly when the plain model has two. The boards
// are cut from random paths through every cell, then some lines are
// shortened by moving a dot one step inward, which leaves its old cell
// empty in the recorded answer: many of them are unique.
func TestExpandsIsExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(91, 92))
	n := 1500
	if testing.Short() {
		n = 200
	}
	ctx := context.Background()
	seen := map[string]int{}
	for range n {
		p, cells := filledBoard(rng, 3+rng.IntN(4), 3+rng.IntN(4), 2+rng.IntN(5))
		p, cells = shortenLines(rng, p, cells, 1+rng.IntN(3))
		if p == nil {
			continue
		}
		checkCells(t, p, cells)
		link := puzzle.LinkOf(p)
		_, all := p.satModel(context.Background()).prob.Enumerate(ctx, 2)
		if !all.Complete && all.N < 2 {
			t.Fatalf("%s: the plain model did not finish", link)
		}
		want := map[int]puzzle.Status{1: puzzle.Unique, 2: puzzle.Multiple}[all.N]
		m := p.satModel0(context.Background())
		m.touchFree(p)
		m.touchFreeFacts(p)
		m.minimal(p)
		models, cnt := m.prob.Enumerate(ctx, 2)
		if !cnt.Complete || cnt.N != 1 {
			seen[fmt.Sprintf("%d smallest", cnt.N)]++
			continue
		}
		small := p.modelCells(m, models[0])
		if !hasZero(small) {
			seen["smallest filling"]++
			continue
		}
		st := p.expands(ctx, small)
		if st == sat.Unknown || (st == sat.Sat) != (want == puzzle.Multiple) {
			t.Fatalf("%s: expands %v, plain model %s", link, st, want)
		}
		ref := p.SolveReference(ctx, 2)
		if err := puzzle.Verify(p, ref); err != nil || ref.Status != want {
			t.Fatalf("%s: reference %s (%v), plain model %s", link, ref.Status, err, want)
		}
		// The fast side's question, from the smallest answer and from the
		// recorded one (which may touch itself or not be smallest).
		for _, known := range [][]int{small, cells} {
			r, ok := p.touchFreeSettle(ctx, known, puzzle.Result{})
			if !ok || r.Status != want {
				t.Fatalf("%s: touchFreeSettle %s (ok %v) from %v, plain model %s", link, r.Status, ok, known, want)
			}
			if other, done := p.touchFreeFillOther(ctx, known); other != nil {
				checkCells(t, p, other)
				if slices.Equal(other, known) {
					t.Fatalf("%s: the fill model's other answer is the known one", link)
				}
			} else if !done {
				t.Fatalf("%s: the fill model did not finish", link)
			}
		}
		kind := "empty, " + want.String()
		if st == sat.Sat && !p.hasDetour(small) {
			kind += " by a reroute"
		}
		seen[kind]++
	}
	requireOutcomes(t, seen, "empty, unique", "empty, multiple", "empty, multiple by a reroute")
}

// shortenLines moves one dot of up to times random lines (of at least four
// cells) one step along its line, leaving its old cell empty: the board
// and that answer, or nil when no line was long enough.
func shortenLines(rng *rand.Rand, p *Puzzle, cells []int, times int) (*Puzzle, []int) {
	nums := append([]int(nil), p.Dots...)
	cells = append([]int(nil), cells...)
	done := 0
	for range times {
		paths := p.pathsOf(cells)
		var long []int
		for k := 1; k < len(paths); k++ {
			if len(paths[k]) >= 4 {
				long = append(long, k)
			}
		}
		if len(long) == 0 {
			break
		}
		k := long[rng.IntN(len(long))]
		path := paths[k]
		if rng.IntN(2) == 0 {
			path = append([]int(nil), path...)
			for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
				path[i], path[j] = path[j], path[i]
			}
		}
		nums[path[0]], cells[path[0]] = 0, 0
		nums[path[1]] = k
		q, err := New(p.G.Cols, p.G.Rows, Numberlink, nums, nil)
		if err != nil {
			panic(err)
		}
		p = q
		done++
	}
	if done == 0 {
		return nil, nil
	}
	return p, cells
}
