package flow

// Flow's builder (puzzle.Builder): a seeded random partition of the board
// into a few long paths, like the real game's (so every cell is used),
// whose end points become the dots; a candidate is kept only when
// the colouring counters prove its colouring unique under puzz.link's
// rules (lines may run beside themselves) within a node budget. Levels are
// graded by solver effort: how many branching moves the touch-free line
// search needs to the first solution (forced moves are free) and how many
// nodes it expands.

import (
	"context"
	"math/rand/v2"

	"pencilbox/solver/puzzle"
)

var flowLevels = []puzzle.Level{
	{Name: "easy", Description: "Almost all forced: every step but a few (at most one per 20 cells) is a line end with one way on, or a cell only one line end can fill."},
	{Name: "medium", Description: "Some choices (at most one per 8 cells) on the way to the solution, with little backtracking; forced moves do the rest."},
	{Name: "hard", Description: "Needs real search: more choices or more backtracking than medium."},
}

// The engine finds these hooks by type assertion: a signature that drifts
// must fail to compile here, not drop the genre from generation.
var (
	_ puzzle.Builder = Genre{}
	_ puzzle.Grader  = Genre{}
)

func (Genre) Levels() []puzzle.Level { return flowLevels }

// Sizes: 9x9 first (the default), then 5x5 to 15x15 squares; the CLI may
// ask for any of them.
func (Genre) Sizes() [][2]int {
	out := [][2]int{{9, 9}}
	for n := 5; n <= 15; n++ {
		if n != 9 {
			out = append(out, [2]int{n, n})
		}
	}
	return out
}

// MaxAttempts: a hard candidate is rare on small boards (few lines leave
// little to search; at 5x5 about one build in a thousand), but builds
// there cost about a millisecond, so they get many more; boards from
// 11x11 up get more of every level, where a tenth of seeds ran out.
func (Genre) MaxAttempts(cols, rows, level int) int {
	switch cells := cols * rows; {
	case level == 2 && cells <= 49:
		return 12000
	case cells >= 121:
		return 1500
	}
	return 600
}

// flowBudget bounds the colouring counters of each uniqueness proof in
// search nodes.
func flowBudget(cols, rows int) int64 { return int64(cols*rows) * 20 }

// flowLocalStates bounds the local look for another colouring
// (LocalOther) in frontier states.
func flowLocalStates(cols, rows int) int64 { return 300_000 }

// flowStates bounds the frontier counter's part of a uniqueness proof
// (lines beside themselves) in states; a candidate it cannot settle
// within them is dropped. A budget, not the clock: the same seed gives
// the same puzzle.
func flowStates(cols, rows int) int64 { return 3_000_000 }

// Build makes one candidate: a partition into a few long paths (the low
// end of flowColours), whose ends become the pairs. While the pairs
// allow another colouring and there is room for one more colour, a path
// is split where the other colouring differs (its halves become two
// pairs, which rules that colouring out). Another colouring is looked for
// first inside small windows (LocalOther: most are a local change); a
// candidate without one is graded, dropped when of another level, and
// proved unique under puzz.link's rules, self-touching lines included:
// the touch-free colourings by the colouring counter and a short exact
// look (OtherColouring), then the frontier counter within a state budget
// (FrontierOther); an unproved candidate is dropped.
func (Genre) Build(ctx context.Context, cols, rows, want int, rng *rand.Rand) (puzzle.Puzzle, int, error) {
	lo, hi := flowColours(cols, rows)
	paths := partition(cols, rows, lo+rng.IntN(max(1, hi-lo-1)), rng)
	if paths == nil || len(paths) > hi {
		return nil, -1, nil
	}
	for fix := 0; ; fix++ {
		if ctx.Err() != nil {
			return nil, -1, nil
		}
		nums := make([]int, cols*rows)
		cells := make([]int, cols*rows)
		for i, path := range paths {
			nums[path[0]], nums[path[len(path)-1]] = i+1, i+1
			for _, c := range path {
				cells[c] = i + 1
			}
		}
		p, err := New(cols, rows, FlowFree, nums, nil)
		if err != nil {
			return nil, -1, nil
		}
		// Most candidates' other colouring is a local change (a line
		// beside itself takes in a few cells): a look inside small
		// windows finds it cheaply. A candidate of another level is
		// dropped before the proof; the proof is the touch-free
		// colourings and a short exact look, then the frontier counter.
		other := p.LocalOther(ctx, cells, flowLocalStates(cols, rows))
		if other == nil {
			level := flowGrade(ctx, p)
			if len(paths) < lo || want >= 0 && level != want {
				return nil, -1, nil // not what is asked for: skip the proof
			}
			o, settled := p.OtherColouring(ctx, cells, flowBudget(cols, rows), false)
			if o == nil && !settled {
				// Self-touching colourings: the frontier counter, bounded.
				o, settled = p.FrontierOther(ctx, cells, flowStates(cols, rows))
				if !settled {
					return nil, -1, nil
				}
			}
			if o == nil {
				return p, level, nil
			}
			other = o
		}
		if len(paths) >= hi {
			return nil, -1, nil
		}
		if paths = splitWhereDiffer(paths, cells, other, rng); paths == nil {
			return nil, -1, nil
		}
	}
}

// flowGrade: the level by solver effort, relative to the board's size.
// Up to 10x10, by how the touch-free line search solves it: easy when a
// few branching moves (cells/20) and at most one node per cell do it,
// medium up to cells/8 branching moves and four nodes per cell, hard
// beyond. On bigger boards with the real game's long lines that search
// nearly always needs more (every 14x14 candidate came out hard), so
// the effort there is the colouring counter's (search_colour.go): the
// nodes it needs to the first solution, every other step being forced by
// its propagation; easy up to cells/9 nodes, medium up to cells/5, hard
// beyond (14x14: 21 and 39 nodes; of 48 proved 14x14 puzzles 14, 21 and
// 13, with medians 12, 29 and 113 nodes).
func flowGrade(ctx context.Context, p *Puzzle) int {
	cells := p.G.Cells()
	if p.G.Cols > 10 || p.G.Rows > 10 {
		o, ok := CountColourings(ctx, p, 1, int64(cells)*10, nil, true)
		switch {
		case !ok || len(o.Solutions) == 0:
			return 2
		case o.Nodes <= int64(cells/9):
			return 0
		case o.Nodes <= int64(cells/5):
			return 1
		}
		return 2
	}
	first := Search(ctx, p, Options{Limit: 1, NodeBudget: int64(cells) * 10})
	switch {
	case len(first.Solutions) == 0:
		return 2 // beyond the line search's budget: hard
	case first.Chosen <= cells/20 && first.Nodes <= int64(cells):
		return 0
	case first.Chosen <= cells/8 && first.Nodes <= 4*int64(cells):
		return 1
	}
	return 2
}

// splitWhereDiffer cuts one path of at least four cells at a cell where
// the other colouring differs (the cut keeps two cells on each side), or
// returns nil when no path can be cut there.
func splitWhereDiffer(paths [][]int, cells, other []int, rng *rand.Rand) [][]int {
	var diff []int
	for c := range cells {
		if cells[c] != other[c] {
			diff = append(diff, c)
		}
	}
	rng.Shuffle(len(diff), func(i, j int) { diff[i], diff[j] = diff[j], diff[i] })
	for _, c := range diff {
		k := cells[c] - 1
		path := paths[k]
		if len(path) < 4 {
			continue
		}
		at := 0
		for i, q := range path {
			if q == c {
				at = i
			}
		}
		at = min(max(at, 2), len(path)-2) // cut before index at
		out := append([][]int(nil), paths...)
		out[k] = path[:at:at]
		out = append(out, path[at:])
		return out
	}
	return nil
}

// flowColours is the range of pair counts at a size. The builder starts
// at lo (or one more) and adds a pair wherever another colouring shows,
// up to hi, so the count ends where uniqueness needs it; the range keeps
// it near the published boards' (mean path length about 1.2 times the
// side: janko's 9x9 11.6 cells, the Flow Free app's 14.2; 5x5 and 6x6
// were there already, with a pair more). Fewer pairs cost more time on
// big boards: easy boards get rarer and the frontier counter settles
// fewer candidates within its states. So the cut tapers: three pairs
// below the side up to 12x12, one at 13x13 and 14x14 (three there left
// 14x14 easy short of candidates: 4 of 20 seeds ran out of a minute),
// none from 15x15 on, whose time is tight (with 12 to 15 pairs one of 30
// 15x15 builds proved, against six of 30 from 15 to 19, at 2.7 times
// the CPU).
func flowColours(cols, rows int) (lo, hi int) {
	side := (cols + rows) / 2
	switch {
	case side <= 6:
		return max(2, side-1), side + 1
	case side <= 9:
		return side - 3, side - 1
	case side <= 12:
		return side - 3, side
	case side <= 14:
		return side - 1, side + 3
	}
	return side, side + 4
}

// partition splits the board into `want` paths (or a few more when the
// merges run out) of at least three cells, none of which runs beside
// itself: starting from single cells, it joins two path ends that are
// neighbours, chosen at random among all joins that keep every path
// touch-free and under a length cap, the shorter pairs of paths more
// often, so the lengths stay varied but not lopsided. nil when it cannot
// get within reach of want or a lone cell is left over.
func partition(cols, rows, want int, rng *rand.Rand) [][]int {
	pt := newPartitioner(cols, rows, want, rng)
	alive := pt.n
	pivots := 0
	var cands []pathJoin
	var weights []float64
	for alive > want {
		var total float64
		cands, weights, total = pt.joins(cands[:0], weights[:0])
		if len(cands) == 0 {
			if pivots >= 20*pt.n || !pt.pivot() {
				break
			}
			pivots++
			continue
		}
		pick := rng.Float64() * total
		k := 0
		for ; k < len(cands)-1 && pick >= weights[k]; k++ {
			pick -= weights[k]
		}
		pt.join(cands[k].a, cands[k].b)
		alive--
	}
	return pt.result()
}

// partitioner is partition's working state: the paths so far (nil once
// joined into another), the path each cell is on, and the board's
// neighbour lists.
type partitioner struct {
	n, maxLen int
	paths     [][]int
	of        []int
	nbs       [][]int
	rng       *rand.Rand
}

// pathJoin is a candidate join of the path ending at a with the path
// ending at its neighbour b.
type pathJoin struct{ a, b int }

// newPartitioner starts from every cell a path of its own.
func newPartitioner(cols, rows, want int, rng *rand.Rand) *partitioner {
	n := cols * rows
	pt := &partitioner{n: n, rng: rng}
	pt.paths = make([][]int, n)
	pt.of = make([]int, n)
	for c := range pt.paths {
		pt.paths[c] = []int{c}
		pt.of[c] = c
	}
	pt.maxLen = 3 * n / max(want, 1)
	pt.nbs = make([][]int, n)
	for c := range pt.nbs {
		y, x := c/cols, c%cols
		if y > 0 {
			pt.nbs[c] = append(pt.nbs[c], c-cols)
		}
		if x < cols-1 {
			pt.nbs[c] = append(pt.nbs[c], c+1)
		}
		if y < rows-1 {
			pt.nbs[c] = append(pt.nbs[c], c+cols)
		}
		if x > 0 {
			pt.nbs[c] = append(pt.nbs[c], c-1)
		}
	}
	return pt
}

func (pt *partitioner) nb(c int) []int { return pt.nbs[c] }

func (pt *partitioner) isEnd(c int) bool {
	p := pt.paths[pt.of[c]]
	return p[0] == c || p[len(p)-1] == c
}

// touches: would joining A (at a) and B (at b) make a line beside
// itself? Every other pair of neighbouring cells across A and B.
func (pt *partitioner) touches(a, b int) bool {
	pa, pb := pt.of[a], pt.of[b]
	for _, c := range pt.paths[pa] {
		for _, r := range pt.nb(c) {
			if pt.of[r] == pb && !(c == a && r == b) {
				return true
			}
		}
	}
	return false
}

// joins appends every allowed join to cands, with its weight (the shorter
// pair of paths the heavier) to weights, and returns the weights' total.
func (pt *partitioner) joins(cands []pathJoin, weights []float64) ([]pathJoin, []float64, float64) {
	of, paths := pt.of, pt.paths
	total := 0.0
	for a := 0; a < pt.n; a++ {
		if !pt.isEnd(a) {
			continue
		}
		for _, b := range pt.nb(a) {
			if b < a || of[a] == of[b] || !pt.isEnd(b) {
				continue
			}
			la, lb := len(paths[of[a]]), len(paths[of[b]])
			if la+lb > pt.maxLen || pt.touches(a, b) {
				continue
			}
			w := 1 / float64(la+lb)
			if la == 1 || lb == 1 {
				w *= 4 // lone cells first: they cannot be dots of a pair
			}
			cands = append(cands, pathJoin{a, b})
			weights = append(weights, w)
			total += w
		}
	}
	return cands, weights, total
}

// join joins the path ending at a and the path ending at b into one.
func (pt *partitioner) join(a, b int) {
	of, paths := pt.of, pt.paths
	pa, pb := of[a], of[b]
	A, B := paths[pa], paths[pb]
	if A[len(A)-1] != a {
		reverse(A)
	}
	if B[0] != b {
		reverse(B)
	}
	paths[pa], paths[pb] = append(A, B...), nil
	for _, c := range B {
		of[c] = pa
	}
}

// pivot unsticks the joins: a path end a beside the middle cell b of
// another path B takes over the part of B up to b (B keeps the rest),
// which leaves the number of paths alone and makes new ends.
func (pt *partitioner) pivot() bool {
	of, paths, rng := pt.of, pt.paths, pt.rng
	type move struct{ a, b, dir int }
	var moves []move
	for a := 0; a < pt.n; a++ {
		if !pt.isEnd(a) {
			continue
		}
		for _, b := range pt.nb(a) {
			if of[a] == of[b] || pt.isEnd(b) {
				continue
			}
			moves = append(moves, move{a, b, rng.IntN(2)})
		}
	}
	rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	for _, m := range moves {
		pa, pb := of[m.a], of[m.b]
		B := paths[pb]
		at := 0
		for i, c := range B {
			if c == m.b {
				at = i
			}
		}
		var part, rest []int
		if m.dir == 0 {
			part, rest = append([]int(nil), B[:at+1]...), append([]int(nil), B[at+1:]...)
			reverse(part) // b first
		} else {
			part, rest = append([]int(nil), B[at:]...), append([]int(nil), B[:at]...)
		}
		A := paths[pa]
		if len(A)+len(part) > pt.maxLen {
			continue
		}
		// A and part may meet only at a-b.
		inPart := make(map[int]bool, len(part))
		for _, c := range part {
			inPart[c] = true
		}
		ok := true
		for _, c := range A {
			for _, r := range pt.nb(c) {
				if inPart[r] && !(c == m.a && r == m.b) {
					ok = false
				}
			}
		}
		if !ok {
			continue
		}
		if A[len(A)-1] != m.a {
			reverse(A)
		}
		paths[pa] = append(A, part...)
		for _, c := range part {
			of[c] = pa
		}
		paths[pb] = rest
		return true
	}
	return false
}

// result is the paths left, shuffled, or nil when one is shorter than
// three cells.
func (pt *partitioner) result() [][]int {
	var out [][]int
	for _, p := range pt.paths {
		if p == nil {
			continue
		}
		if len(p) < 3 {
			return nil
		}
		out = append(out, p)
	}
	pt.rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

func reverse(s []int) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// Grade is p's level by solver effort (flowGrade), as the builder grades
// its candidates (puzzle.Grader).
func (Genre) Grade(ctx context.Context, p puzzle.Puzzle) int {
	return puzzle.GradeAs(p, func(p *Puzzle) int {
		if len(p.Hidden) > 0 {
			return -1 // the grades measure the search on one ordinary puzzle
		}
		return flowGrade(ctx, p)
	})
}
