package generator

// Flow's builder: a seeded random partition of the board into paths (so
// every cell is used), whose end points become the dots; a candidate is
// kept only when the fast solver proves its colouring unique within a node
// budget. Levels are graded by solver effort: how many branching moves the
// touch-free search needs to the first solution (forced moves are free)
// and how many nodes it expands.

import (
	"context"
	"math"
	"math/rand/v2"

	"pencilbox/solver/flow"
	"pencilbox/solver/puzzle"
)

var flowLevels = []Level{
	{"easy", "Forced moves alone solve it: every step is a line end with one way on, or a cell only one line end can fill. No guessing."},
	{"medium", "A few choices (at most 2 + cells/40 branching moves on the way to the solution and at most one search node per cell); forced moves do the rest."},
	{"hard", "Needs real search: more branching moves or nodes than medium."},
}

type flowBuilder struct{}

func init() { RegisterBuilder("flow", flowBuilder{}) }

func (flowBuilder) Levels() []Level { return flowLevels }

// Sizes: 9x9 first (the default), then 5x5 to 15x15 squares; the CLI may
// ask for any of them.
func (flowBuilder) Sizes() [][2]int {
	out := [][2]int{{9, 9}}
	for n := 5; n <= 15; n++ {
		if n != 9 {
			out = append(out, [2]int{n, n})
		}
	}
	return out
}

func (flowBuilder) MaxAttempts(cols, rows, level int) int { return 400 }

// flowBudget bounds each uniqueness proof in search nodes (never time).
func flowBudget(cols, rows int) int64 { return int64(cols*rows) * 200 }

func (flowBuilder) Build(ctx context.Context, cols, rows int, rng *rand.Rand) (puzzle.Puzzle, int, error) {
	paths := partition(cols, rows, rng)
	if paths == nil {
		return nil, -1, nil
	}
	// While the pairs allow another colouring, split a path where the
	// other colouring differs: its two halves become two pairs, which
	// rules that colouring out. A few splits make most candidates unique.
	var p *flow.Puzzle
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
		var err error
		if p, err = flow.New(cols, rows, flow.FlowFree, nums, nil); err != nil {
			return nil, -1, nil
		}
		other, complete := p.OtherThan(ctx, cells)
		if !complete || fix >= 2*cols {
			return nil, -1, nil
		}
		if other == nil {
			break
		}
		if paths = splitWhereDiffer(paths, cells, other, rng); paths == nil {
			return nil, -1, nil
		}
	}
	r, complete := p.SolveWatch(ctx, 2, flowBudget(cols, rows), nil, 0)
	if !complete || r.Status != puzzle.Unique {
		return nil, -1, nil
	}
	first := flow.Search(ctx, p, flow.Options{Limit: 1, NodeBudget: flowBudget(cols, rows)})
	switch {
	case len(first.Solutions) == 0:
		// Only a self-touching solution: fine to play, graded hard.
		return p, 2, nil
	case first.Chosen == 0:
		return p, 0, nil
	case first.Chosen <= 2+cols*rows/40 && first.Nodes <= int64(cols*rows):
		return p, 1, nil
	}
	return p, 2, nil
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

// partition splits the board into paths of at least two cells by joining
// path ends at random, starting from single cells, while no path would
// run beside itself (touching paths make puzzles with many solutions), and
// until about sqrt(cells) paths are left. nil when a single cell is left
// over.
func partition(cols, rows int, rng *rand.Rand) [][]int {
	n := cols * rows
	paths := make([][]int, n)
	of := make([]int, n)
	for c := range paths {
		paths[c] = []int{c}
		of[c] = c
	}
	alive := n
	target := int(math.Round(math.Sqrt(float64(n)))) + rng.IntN(3) - 1
	maxLen := 2 * n / max(target, 1)
	nb := func(c int) []int {
		y, x := c/cols, c%cols
		var out []int
		if y > 0 {
			out = append(out, c-cols)
		}
		if x < cols-1 {
			out = append(out, c+1)
		}
		if y < rows-1 {
			out = append(out, c+cols)
		}
		if x > 0 {
			out = append(out, c-1)
		}
		return out
	}
	isEnd := func(c int) bool {
		p := paths[of[c]]
		return p[0] == c || p[len(p)-1] == c
	}
	touches := func(a, b []int, ca, cb int) bool {
		inB := make(map[int]bool, len(b))
		for _, c := range b {
			inB[c] = true
		}
		for _, c := range a {
			for _, r := range nb(c) {
				if inB[r] && !(c == ca && r == cb) {
					return true
				}
			}
		}
		return false
	}
	stale := 0
	for alive > target && stale < 20*n {
		a := rng.IntN(n)
		if !isEnd(a) {
			stale++
			continue
		}
		ns := nb(a)
		b := ns[rng.IntN(len(ns))]
		pa, pb := of[a], of[b]
		if pa == pb || !isEnd(b) {
			stale++
			continue
		}
		A, B := paths[pa], paths[pb]
		single := len(A) == 1 || len(B) == 1
		if len(A)+len(B) > maxLen && !single || touches(A, B, a, b) {
			stale++
			continue
		}
		stale = 0
		if A[len(A)-1] != a {
			reverse(A)
		}
		if B[0] != b {
			reverse(B)
		}
		joined := append(A, B...)
		paths[pa], paths[pb] = joined, nil
		for _, c := range B {
			of[c] = pa
		}
		alive--
	}
	// A cell left alone joins a neighbouring path: at its end, or by
	// cutting that path after the neighbour when the rest keeps two cells.
	for c := 0; c < n; c++ {
		if len(paths[of[c]]) != 1 {
			continue
		}
		done := false
		for _, q := range nb(c) {
			P := paths[of[q]]
			if done || of[q] == of[c] {
				continue
			}
			at := -1
			for i, x := range P {
				if x == q {
					at = i
				}
			}
			switch {
			case at == len(P)-1:
				paths[of[q]] = append(P, c)
			case at == 0:
				reverse(P)
				paths[of[q]] = append(P, c)
			case len(P)-at-1 >= 2:
				rest := append([]int(nil), P[at+1:]...)
				paths[of[q]] = append(P[:at+1:at+1], c)
				paths[of[c]] = rest
				for _, x := range rest {
					of[x] = of[c]
				}
				of[c] = of[q]
				done = true
				continue
			case at+1 >= 2:
				rest := append([]int(nil), P[:at]...)
				head := append([]int(nil), P[at:]...)
				reverse(head)
				paths[of[q]] = append(head, c)
				paths[of[c]] = rest
				for _, x := range rest {
					of[x] = of[c]
				}
				of[c] = of[q]
				done = true
				continue
			default:
				continue
			}
			paths[of[c]] = nil
			of[c] = of[q]
			done = true
		}
	}
	var out [][]int
	for _, p := range paths {
		if p == nil {
			continue
		}
		if len(p) < 2 {
			return nil
		}
		out = append(out, p)
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

func reverse(s []int) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}
