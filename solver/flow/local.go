package flow

import "context"

// The local look for a second solution: given a known solution S, is
// there another that differs from S only inside a small window? Outside
// the window every cell keeps S's lines (its down and right edges); inside
// it the frontier counter (frontier.go) is free, starting from S's own
// frontier state where the window begins. A drawing that completes with
// the "differs" bit set is another solution under puzz.link's rules, found
// exactly as the full count would find it; it is checked by the rule
// checker before it is believed. Finding none says nothing: this only
// ever concludes "multiple".
//
// Most second solutions of puzzles made from random partitions, and the
// self-touching ones of Zucker's 14x14 jumbos, are a local change: a line
// that runs beside itself takes in a cell or two of a neighbour, which
// takes some of the next line's, and so on over a few cells. The windows
// are read smallest first, each a few hundred states, so a whole scan
// costs far less than a proof.

// useLocal: Solve looks locally first on boards whose frontier count is
// costly (narrower side 13 and up); on narrower ones the full count is
// cheap and settles everything.
func (p *Puzzle) useLocal() bool { return min(p.G.Cols, p.G.Rows) >= 13 }

// LocalOther is localOther for the generator: another solution than cells
// that differs from it only inside a small window, or nil (which proves
// nothing), within budget states (0 = LocalBudget).
func (p *Puzzle) LocalOther(ctx context.Context, cells []int, budget int64) []int {
	if ctx == nil {
		ctx = context.Background()
	}
	if budget <= 0 {
		budget = LocalBudget
	}
	if len(cells) != p.G.Cells() {
		return nil
	}
	o, _ := p.localOther(ctx, cells, budget)
	return o
}

// localWindows are the window sizes, rows x columns in the frontier's
// frame (its rows run along the board's longer side), read in this order.
var localWindows = [][2]int{{3, 4}, {5, 5}, {6, 7}}

// LocalBudget bounds the local look in frontier states, over all windows.
const LocalBudget = 400_000

// localOther returns a solution other than first that differs from it only
// inside some window (nil when none is found within budget states), and
// the states made.
func (p *Puzzle) localOther(ctx context.Context, first []int, budget int64) (other []int, states int64) {
	if first == nil {
		return nil, 0
	}
	f := p.newFrontier(ctx, first, budget)
	if f == nil || !f.knownStates() {
		return nil, 0
	}
	W, H := f.w, f.h
	n := W * H
	fixed := make([]int8, n)
	seen := map[[2]int]bool{}
	for _, sz := range localWindows {
		h, w := min(sz[0], H), min(sz[1], W)
		if seen[[2]int{h, w}] {
			continue
		}
		seen[[2]int{h, w}] = true
		for r0 := 0; r0+h <= H; r0++ {
			for c0 := 0; c0+w <= W; c0++ {
				copy(fixed, f.own)
				for r := r0; r < r0+h; r++ {
					for j := c0; j < c0+w; j++ {
						fixed[r*W+j] = -1
					}
				}
				o := f.window(fixed, r0*W+c0, (r0+h-1)*W+c0+w-1)
				if o != nil && len(p.Check(Answer{P: p, Cells: o})) == 0 {
					return o, f.states
				}
				if f.states > f.budget || expired(ctx) {
					return nil, f.states
				}
			}
		}
	}
	return nil, f.states
}

// window reads the frame from index start (the known solution's state
// before it) to the end with the choices fixed where fixed says, keeping
// only states whose colouring differs once the window, which ends at
// index last, is read. It returns the other colouring found, or nil.
func (f *frontier) window(fixed []int8, start, last int) []int {
	n := f.w * f.h
	f.fixed, f.start, f.keep = fixed, start, last
	defer func() { f.fixed, f.start, f.keep = nil, 0, n }()
	f.cur = f.cur[:0]
	if start == 0 {
		f.cur = append(f.cur, make([]byte, f.stride)...)
	} else {
		f.cur = append(f.cur, f.known[(start-1)*f.stride:start*f.stride]...)
	}
	f.ncur = 1
	f.par = f.par[:0]
	for i := start; i < n; i++ {
		if !f.layer(i) || f.ncur == 0 {
			return nil
		}
		if s := f.lookupKnown(i); s >= 0 {
			return f.witness(i, s)
		}
	}
	for s := 0; s < f.ncur; s++ {
		if f.cur[s*f.stride+f.bitAt] == 1 {
			return f.witness(n-1, int32(s))
		}
	}
	return nil
}
