package slitherlink

import (
	"context"
	"fmt"
	"math/bits"
	"slices"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// Uniqueness as carving asks it: hundreds of times per puzzle, with one
// clue fewer each time and the solution known. These make that cheaper
// than Solve with a limit of two:
//
//   - Once a removal was kept, the clues before each removal have one
//     solution, so any other solution breaks a removed clue: the rules try
//     each other count of the removed cell first (brokenClues), and the
//     model asks for a broken clue rather than for any difference.
//   - The model has variables for the open edges only; the edges the
//     rules decided are constants (most of the board late in a carving).
//   - Each query has a work budget (uniqueBudget); past it the removal is
//     refused, which costs a clue, never uniqueness.
//
//   - The model is asked for a loop other than the known one, so a unique
//     puzzle costs one unsatisfiable query instead of a solution and then
//     an unsatisfiable one.
//   - The single-loop cuts are kept from one query to the next. Each says
//     "if these two separate loops both had a line, a line would cross
//     the border of the first", true of any single loop on the board
//     whatever the clues, so it stays valid as clues go. sat.SingleLoop
//     learns them afresh for every problem, a round of search per cut;
//     here the same cuts are made and pooled per carving (on 20x20 hard
//     that halved the carving's time).

// loopCuts is a pool of single-loop cuts over the edges of one board,
// each literal as edge+1, negated for "edge is off".
type loopCuts struct {
	cuts [][]int32
	seen map[string]bool // the cuts already pooled, by their literals
}

// removal is a clue carving took away: its cell and its value.
type removal struct{ cell, clue int }

// uniqueBudget bounds the work of one query of otherLoop (sat.LimitLearning:
// gophersat calls and learned clauses). On 20x20 hard boards a few queries
// near the end of carving took thousands of calls, seconds to minutes
// each; past the budget the query answers Unknown and carving keeps the
// clue. Counting work, not time, keeps generation reproducible.
const uniqueBudget = 1000

// outcome of brokenClues.
const (
	unsettled = iota
	refuted   // no solution breaks a removed clue: the puzzle stays unique
	found     // a solution that breaks one: another solution
)

// brokenClues settles by the medium rules whether a solution other than
// the carving's exists, given known (the rules' fixpoint with the
// solution known) and gone, the clues just removed from a puzzle with one
// solution. Such a solution breaks a removed clue (see otherLoop), so it
// tries every way to set the sides of each removed cell to another count:
// when the rules break the board in each, there is none. The rules are
// sound, and the trials cannot lean on the carving's solution here (it
// is not in these boards), so this proves what the model would.
func (p *Puzzle) brokenClues(known []uint8, gone []removal) int {
	if len(gone) == 0 {
		return unsettled
	}
	e := make([]uint8, len(known))
	for _, r := range gone {
		sides := p.geo.cellEdges[r.cell]
	masks:
		for mask := range 16 {
			if bits.OnesCount(uint(mask)) == r.clue {
				continue
			}
			copy(e, known)
			for i, s := range sides {
				m := uint8(Off)
				if mask>>i&1 == 1 {
					m = On
				}
				if e[s] != Unset && e[s] != m {
					continue masks // the rules already rule it out
				}
				e[s] = m
			}
			solved, broken := newDeducer(p, e).settle(LevelMedium)
			switch {
			case solved:
				return found
			case !broken:
				return unsettled
			}
		}
	}
	return refuted
}

// onlySolution reports whether sol is the only solution of p, given known,
// edges the rules decided (which every solution shares), with the pooled
// cuts of pool (nil: none kept). gone, when not nil, are the clues just
// removed from a puzzle that had sol as its only solution (see otherLoop).
func (p *Puzzle) onlySolution(ctx context.Context, known, sol []uint8, pool *loopCuts, gone []removal) bool {
	st, ok := p.otherLoop(ctx, known, sol, nil, pool, gone)
	if !ok {
		return p.Solve(ctx, 2).Status == puzzle.Unique // a rule broke: not worth trusting its edges
	}
	return st == sat.Unsat
}

// otherLoop asks the model for a solution of p other than sol that agrees
// with known and, outside free (nil: everywhere free), with sol. ok is false when
// known disagrees with sol.
//
// gone, when not nil, are clues just removed from a puzzle whose only
// solution is sol. Then any other solution breaks at least one of them
// (one that kept them all would be a second solution of that puzzle), so
// the model asks for that: a count other than the clue around one of those
// cells. That keeps the search at the removed clues, where an early
// carving's "differ anywhere" let it wander through the whole board's open
// edges, one cut of separate loops at a time (on 20x20 hard, thousands of
// gophersat calls for one query).
func (p *Puzzle) otherLoop(ctx context.Context, known, sol []uint8, free []bool, pool *loopCuts, gone []removal) (st sat.Status, ok bool) {
	if pool == nil {
		pool = &loopCuts{}
	}
	// The model has variables for the open edges only: the edges fixed
	// (decided by the rules, or outside free) are constants, folded into
	// every constraint here. Late in a carving most of the board is fixed,
	// and gophersat would otherwise build and propagate it all per query.
	fixed := make([]uint8, len(known))
	prob := &sat.Problem{}
	x := make([]sat.Lit, len(known)) // 0 for a fixed edge
	var other []sat.Lit
	for e, m := range known {
		if m != Unset && m != sol[e] {
			return sat.Unknown, false
		}
		if m == Unset && free != nil && !free[e] {
			m = sol[e]
		}
		fixed[e] = m
		if m != Unset {
			continue
		}
		x[e] = prob.NewVar()
		if sol[e] == On {
			other = append(other, x[e].Not())
		} else {
			other = append(other, x[e])
		}
	}
	if len(other) == 0 {
		return sat.Unsat, true
	}
	prob.MarkAnswer(other...)
	// split gives the open edges among es as literals and how many of
	// es are fixed on.
	split := func(es []int32) (lits []sat.Lit, on int) {
		for _, e := range es {
			switch {
			case e < 0:
			case fixed[e] == On:
				on++
			case fixed[e] == Unset:
				lits = append(lits, x[e])
			}
		}
		return lits, on
	}
	for c, v := range p.Clues {
		if v < 0 {
			continue
		}
		if lits, on := split(p.geo.cellEdges[c][:]); len(lits) > 0 {
			prob.Exactly(v-on, lits...)
		} else if on != v {
			return sat.Unsat, true
		}
	}
	eg, _ := p.G.VertexGraph()
	inc := make([]int32, 0, 4)
	for _, es := range eg.Inc {
		inc = inc[:0]
		for _, e := range es {
			inc = append(inc, int32(e))
		}
		lits, on := split(inc)
		switch {
		case on > 2:
			return sat.Unsat, true
		case on == 2:
			for _, l := range lits {
				prob.AddClause(l.Not())
			}
		case on == 1:
			prob.Exactly(1, lits...)
		default: // 0 or 2 lines
			if len(lits) > 2 {
				prob.AtMost(2, lits...)
			}
			for i, l := range lits {
				clause := []sat.Lit{l.Not()}
				for j, m := range lits {
					if j != i {
						clause = append(clause, m)
					}
				}
				prob.AddClause(clause...)
			}
		}
	}
	// A loop must have a line: one fixed on, or an open one.
	if !slices.Contains(fixed, On) {
		open := make([]sat.Lit, 0, len(other))
		for _, l := range x {
			if l != 0 {
				open = append(open, l)
			}
		}
		prob.AtLeast(1, open...)
	}
	prob.AddClause(other...)
	var bad bool // a cut over fixed edges alone (impossible, see below)
	prob.Lazy(func(m sat.Model) [][]sat.Lit {
		on := make([]bool, len(fixed))
		for e, f := range fixed {
			on[e] = f == On || f == Unset && m.Value(x[e])
		}
		var out [][]sat.Lit
		for _, cut := range pool.cut(eg, on) {
			lits, needed := pool.under(cut, fixed, x)
			if !needed || len(lits) == 0 {
				// The model breaks the cut, so fixed cannot satisfy
				// it; and fixed alone cannot break it, as the fixed
				// lines are part of the one loop sol. Should either
				// happen, the query answers Unknown below.
				bad = true
				lits = []sat.Lit{x[firstOpen(fixed)]}
				if m.Value(lits[0]) {
					lits[0] = lits[0].Not()
				}
			}
			out = append(out, lits)
		}
		return out
	})
	for _, cut := range pool.cuts {
		if lits, needed := pool.under(cut, fixed, x); needed {
			if len(lits) == 0 {
				return sat.Unsat, true // the fixed lines alone make two loops
			}
			prob.AddClause(lits...)
		}
	}
	prob.LimitLearning(uniqueBudget)
	if len(gone) > 0 {
		var broken []sat.Lit // one per way to break a removed clue
		for _, r := range gone {
			lits, on := split(p.geo.cellEdges[r.cell][:])
			if need := r.clue + 1 - on; need <= len(lits) { // more lines than the clue
				more := prob.NewVar()
				w := make([]int, len(lits)+1)
				for i := range lits {
					w[i] = 1
				}
				w[len(lits)] = need
				prob.SumAtLeast(append(lits[:len(lits):len(lits)], more.Not()), w, need)
				broken = append(broken, more)
			}
			if most := r.clue - 1 - on; most >= 0 { // fewer
				fewer := prob.NewVar()
				w := make([]int, len(lits)+1)
				for i := range lits {
					w[i] = 1
				}
				w[len(lits)] = len(lits) - most
				prob.SumAtMost(append(lits[:len(lits):len(lits)], fewer), w, len(lits))
				broken = append(broken, fewer)
			}
		}
		if len(broken) == 0 {
			return sat.Unsat, true
		}
		prob.AddClause(broken...)
	}
	_, st = prob.Solve(ctx)
	if bad {
		return sat.Unknown, true
	}
	return st, true
}

// firstOpen is the first edge that fixed leaves open.
func firstOpen(fixed []uint8) int {
	for e, f := range fixed {
		if f == Unset {
			return e
		}
	}
	return -1
}

// under is cut without its literals that fixed (On, Off or Unset per
// edge) makes false, and whether it is needed at all: a cut that fixed
// already satisfies is left out, since the pool grows long and most of a
// carved board is fixed.
func (pool *loopCuts) under(cut []int32, fixed []uint8, x []sat.Lit) ([]sat.Lit, bool) {
	var out []sat.Lit
	for _, l := range cut {
		e, want := l-1, uint8(On)
		if l < 0 {
			e, want = -l-1, Off
		}
		switch fixed[e] {
		case Unset:
			if want == On {
				out = append(out, x[e])
			} else {
				out = append(out, x[e].Not())
			}
		case want:
			return nil, false
		}
	}
	return out, true
}

// cut rejects a model made of several loops, on (per edge) its lines:
// for each loop, one of its edges, one edge of another loop (the largest,
// or the next one for the largest itself), or an edge across the loop's
// border must change. The cuts, each literal as edge+1 (negated for "edge
// is off"), go to the pool too.
func (pool *loopCuts) cut(eg grid.EdgeGraph, on []bool) [][]int32 {
	nv := len(eg.Inc)
	uf := grid.NewUnionFind(nv)
	for e, ends := range eg.Ends {
		if on[e] {
			uf.Union(int(ends[0]), int(ends[1]))
		}
	}
	witness := map[int]int32{} // loop root -> one of its edges
	var roots []int
	for e, ends := range eg.Ends {
		if r := uf.Find(int(ends[0])); on[e] && witness[r] == 0 {
			witness[r] = int32(e + 1)
			roots = append(roots, r)
		}
	}
	if len(roots) <= 1 {
		return nil
	}
	anchor := roots[0]
	for _, r := range roots[1:] {
		if uf.Size(r) > uf.Size(anchor) {
			anchor = r
		}
	}
	var cuts [][]int32
	for i, r := range roots {
		other := anchor
		if r == anchor {
			other = roots[(i+1)%len(roots)]
		}
		cut := []int32{-witness[r], -witness[other]}
		for e, ends := range eg.Ends {
			if in0, in1 := uf.Find(int(ends[0])) == r, uf.Find(int(ends[1])) == r; in0 != in1 {
				cut = append(cut, int32(e+1))
			}
		}
		pool.add(cut)
		cuts = append(cuts, cut)
	}
	return cuts
}

// add pools cut unless it is there already: the same pair of loops comes
// back in many queries.
func (pool *loopCuts) add(cut []int32) {
	key := fmt.Sprint(cut)
	if pool.seen == nil {
		pool.seen = map[string]bool{}
	}
	if !pool.seen[key] {
		pool.seen[key] = true
		pool.cuts = append(pool.cuts, cut)
	}
}
