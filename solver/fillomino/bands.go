package fillomino

// A first answer by windows, for large boards with many answers (a
// setter's draft, or a random partition showing about a third of its
// cells): the lazy SAT model's cost grows much faster than the board
// (measured on such boards: about 0.1-0.5 s for 320 cells, 3-10 s for
// 720, nothing in 30 s for 3,200), because every candidate it proposes
// has wrong regions all over the board and each round cuts only those.
//
// So the board is filled top to bottom through a window of whole rows,
// each on its own small model. A straight lower edge would leave almost
// every window without an answer (two equal clues across it, clues whose
// region must cross it), so the window's last row is open (Puzzle.open:
// a region through it may be smaller than its value) and only the
// regions ending b.keep rows above it are kept. Kept cells in the window
// are clues, open when their region reaches beyond it, and a cell next
// to a kept one may not hold its value, so kept regions stay as they
// are. A window with no answer forgets the kept regions down to its top,
// and the windows after it reach at least as far down; the method gives
// up once a window from the first row would be the whole board (the
// other methods are for that). Any board so
// filled is an answer of the whole board, and the checker confirms it
// before it is shown. It proves nothing beyond "found", but for limit 2
// the last window is enumerated up to two answers, and two answers the
// checker accepts prove Multiple.
//
// Solve's second method each round from the third (windowsFrom). Alone (limit 2, native) it settles
// (Multiple) the six janko-density 36x20 boards of seeds 1-6 in 0.5-2 s
// each (4.5 s in WASM), and with 30 s four of six 64x50 in about 16 s
// each; the other 64x50s fail near the bottom (kept rows 39-42 of 50) or
// cycle higher up (BenchmarkWindows).

import (
	"context"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// windowCells is about how many cells a window has: where the lazy model
// settles in well under a second on boards of this kind.
const windowCells = 480

// fewestGivens is the share of cells given below which the method does
// not run: a window settles its regions only where givens pin them down.
// With few givens (the suite's boards of 6-30-cell regions show about a
// tenth of their cells) regions reach past the window's kept rows, a
// window's answer says little about the next, and the windows' turns
// only take time from the restarting search, which settles those boards.
// Janko's boards show about a third.
const fewestGivens = 0.2

// bander is the windows method's state between its turns.
type bander struct {
	p      *Puzzle
	h      int   // rows per window, before it grows
	keep   int   // rows at a window's bottom whose regions are not kept (but the board's last)
	vals   []int // the regions kept so far (0: not yet filled)
	region []int // per cell kept: its region's number
	top    []int // per region kept: its first row
	bottom []int // per region kept: its last row
	grow   int   // rows added to the window after a failure
	// frontier is the row above which the last window kept its regions:
	// the next window starts there or above, at the first cell not
	// filled, and reaches b.h rows below it.
	frontier int
	furthest int     // the furthest frontier so far
	reach    int     // the row the windows reach at least: a failed window's bottom
	out      bool    // given up, or done: no more turns
	pending  *window // the window a turn ended in, to go on with
}

func (p *Puzzle) newBander() *bander {
	n := p.G.Cells()
	windows := (n + windowCells - 1) / windowCells
	given := 0
	for _, v := range p.Clues {
		if v > 0 {
			given++
		}
	}
	out := windows < 2 || p.G.Rows < 3 || float64(given) < fewestGivens*float64(n)
	b := &bander{p: p, vals: make([]int, n), region: make([]int, n), out: out}
	b.h = max(2, (p.G.Rows+windows-1)/windows)
	b.keep = max(1, b.h*2/3)
	return b
}

// window is the rows of the next window: from the first row with a cell
// not filled, to b.h rows below the frontier.
func (b *bander) window() (top, bottom int) {
	p := b.p
	for top < p.G.Rows && b.rowFilled(top) {
		top++
	}
	return top, min(p.G.Rows, max(max(top, b.frontier)+b.h+b.grow, b.reach))
}

func (b *bander) rowFilled(y int) bool {
	cols := b.p.G.Cols
	for c := y * cols; c < (y+1)*cols; c++ {
		if b.vals[c] == 0 {
			return false
		}
	}
	return true
}

// run works until turn ends (a window cut off goes on next turn) or ctx
// does, and reports an answer once it has one.
func (b *bander) run(ctx, turn context.Context, limit int) puzzle.Result {
	p := b.p
	cols := p.G.Cols
	for !b.out {
		if stopped(turn) {
			return puzzle.Result{Status: puzzle.Unknown}
		}
		top, bottom := b.window()
		last := bottom == p.G.Rows
		answers, st := b.solve(ctx, turn, top, bottom, limit, last)
		switch st {
		case sat.Unknown:
			return puzzle.Result{Status: puzzle.Unknown}
		case sat.Unsat:
			if b.release(top) {
				// The next windows look as far down as this one, so they
				// do not keep the same regions again.
				b.reach = bottom
				continue
			}
			if last || (top == 0 && bottom+b.h >= p.G.Rows) {
				b.out = true
				return puzzle.Result{Status: puzzle.Unknown}
			}
			b.grow += b.h
			continue
		}
		if last {
			b.out = true
			var whole []Answer
			for _, vals := range answers {
				a := Answer{G: p.G, Values: append([]int(nil), b.vals...)}
				copy(a.Values[top*cols:], vals)
				if len(p.Check(a)) > 0 {
					return puzzle.Result{Status: puzzle.Unknown} // a bug: never show an answer the rules refuse
				}
				whole = append(whole, a)
			}
			st := puzzle.Found
			if len(whole) > 1 {
				st = puzzle.Multiple
			} else if limit > 1 {
				st = puzzle.Unknown
			}
			return puzzle.Result{Status: st, Answer: whole[0]}
		}
		if !b.commit(top, bottom, answers[0]) {
			b.grow += b.h
		}
	}
	return puzzle.Result{Status: puzzle.Unknown}
}

// release forgets the kept regions that reach row top-1 or below, which
// may be what leaves the window from top no answer, and says whether
// there were any. The frontier goes back to the first row not filled.
func (b *bander) release(top int) bool {
	released := false
	for c, v := range b.vals {
		if v > 0 && b.bottom[b.region[c]] >= top-1 {
			b.vals[c] = 0
			released = true
		}
	}
	b.frontier = 0
	b.frontier, _ = b.window()
	return released
}

// commit keeps the new regions of a window's answer that end above its
// last b.keep rows, and says whether there were any.
func (b *bander) commit(top, bottom int, vals []int) bool {
	p := b.p
	cols := p.G.Cols
	sub := &Puzzle{G: grid.Grid{Cols: cols, Rows: bottom - top}}
	sub.Walls = make([]bool, 2*sub.G.Cells()-sub.G.Cols-sub.G.Rows)
	sub.index()
	_, members := sub.regions(vals)
	kept := false
	for _, cells := range members {
		c0 := cells[0] + top*cols
		if b.vals[c0] > 0 {
			continue // kept before
		}
		first, last := p.G.Rows, 0
		for _, c := range cells {
			first, last = min(first, c/cols+top), max(last, c/cols+top)
		}
		if last >= bottom-b.keep {
			continue
		}
		r := len(b.top)
		b.top = append(b.top, first)
		b.bottom = append(b.bottom, last)
		for _, c := range cells {
			b.vals[c+top*cols] = vals[c]
			b.region[c+top*cols] = r
		}
		kept = true
	}
	b.frontier = max(b.frontier, bottom-b.keep)
	if b.frontier > b.furthest {
		b.furthest, b.grow = b.frontier, 0 // new ground: windows of b.h again
	}
	return kept
}

// solve fills rows [top, bottom) as a board of their own whose cells
// next to a filled cell above or below may not hold its value, and whose
// filled cells are clues. It gives the window's values (up to two
// answers when limit > 1 and all is true, else one) and Sat, Unsat when
// it has none, or Unknown when turn or ctx ended first. The turn ends
// between two gophersat calls, and the window's query waits for the
// next turn (b.pending): a window cut off and solved again from nothing
// each turn would waste every turn shorter than it.
func (b *bander) solve(ctx, turn context.Context, top, bottom, limit int, all bool) ([][]int, sat.Status) {
	w := b.pending
	if w == nil || w.top != top || w.bottom != bottom || w.all != all {
		if w = b.newWindow(ctx, top, bottom, all); w == nil {
			return nil, sat.Unknown
		}
		b.pending = w
	}
	want := 1
	if all && limit > 1 {
		want = 2
	}
	sctx, cancel := context.WithCancel(ctx)
	defer cancel()
	w.m.watchTurn(turn, cancel)
	for len(w.found) < want {
		mo, st := w.search.Next(sctx)
		if st == sat.Unknown {
			return nil, sat.Unknown
		}
		if st == sat.Unsat {
			break
		}
		w.found = append(w.found, b.values(w.m, mo, top))
		w.search.Exclude(mo)
	}
	b.pending = nil
	if len(w.found) == 0 {
		return nil, sat.Unsat
	}
	return w.found, sat.Sat
}

// window is one window's query, kept between turns.
type window struct {
	top, bottom int
	all         bool
	m           *model
	search      *sat.Search
	found       [][]int
}

// newWindow builds the model of rows [top, bottom) (see solve), or nil
// when ctx ended first.
func (b *bander) newWindow(ctx context.Context, top, bottom int, all bool) *window {
	p := b.p
	cols := p.G.Cols
	g := grid.Grid{Cols: cols, Rows: bottom - top}
	sub := &Puzzle{G: g, Clues: append([]int(nil), p.Clues[top*cols:bottom*cols]...), MaxRegion: p.MaxRegion}
	for c := range sub.Clues {
		if v := b.vals[c+top*cols]; v > 0 {
			sub.Clues[c] = v
		}
	}
	sub.Walls = make([]bool, 2*g.Cells()-g.Cols-g.Rows)
	sub.index()
	for e, ed := range sub.edges {
		sub.Walls[e] = p.Walls[p.edgeBetween(int(ed.a)+top*cols, int(ed.b)+top*cols)]
	}
	// Open: the last row's cells not filled (their regions may go on
	// below), and the kept cells of regions that reach beyond the window
	// (the clues of their cells here are a part of their region).
	sub.open = make([]bool, g.Cells())
	for c := range sub.open {
		if v := b.vals[c+top*cols]; v > 0 {
			r := b.region[c+top*cols]
			sub.open[c] = b.top[r] < top || b.bottom[r] >= bottom
		} else {
			sub.open[c] = bottom < p.G.Rows && c >= (g.Rows-1)*cols
		}
	}
	m := sub.newModel(ctx)
	if m == nil {
		return nil
	}
	// A cell not filled next to a kept one may not hold its value, so the
	// kept regions stay as they are (across a wall too: a wall forbids
	// equal values on its two sides).
	for c := range sub.open {
		if b.vals[c+top*cols] > 0 {
			continue
		}
		for _, e := range p.inc[c+top*cols] {
			if e < 0 {
				continue
			}
			d := int(p.edges[e].a) + int(p.edges[e].b) - (c + top*cols)
			if v := b.vals[d]; v > 0 {
				m.prob.AddClause(m.valueLit(c, v).Not())
			}
		}
	}
	return &window{top: top, bottom: bottom, all: all, m: m, search: m.prob.NewSearch()}
}

// values reads a window's answer from row top: its regions' sizes, but
// for the kept cells, whose regions may reach beyond the window, their
// own values.
func (b *bander) values(m *model, mo sat.Model, top int) []int {
	vals := m.values(mo)
	for c := range vals {
		if v := b.vals[c+top*b.p.G.Cols]; v > 0 {
			vals[c] = v
		}
	}
	return vals
}
