package sat

import (
	"fmt"
	"slices"
)

// Every constraint is stored as "sum of w_i over true l_i >= k" with distinct
// variables, 0 < w_i <= k and no literal forced by the constraint alone. The
// normalisation below is why gophersat only ever sees constraints of shapes
// its code handles correctly:
//
//   - gophersat's parsers simplify against unit facts, and ParseCardConstrs
//     does it wrongly (a cardinality constraint with one literal fixed true
//     is dropped whatever its bound; see bug_test.go). Units are kept apart
//     here and handed to gophersat by Solver.Assume, which propagates them
//     through the watch lists like any other assignment.
//   - NewCardClause panics when k > len, and a clause watcher reads a second
//     literal that a one-literal clause does not have. Degenerate shapes
//     (k <= 0, k >= sum, one literal) therefore become units, nothing, or
//     "unsatisfiable" here.
//   - Repeated and complementary literals change the meaning of a sum
//     (x + x counts twice, x + not x is the constant 1); gophersat assumes
//     distinct variables. Negative weights are rewritten with negated
//     literals (w*l = w + (-w)*(not l)).
//
// Constraints whose weights end up equal become clauses or cardinality
// constraints, which gophersat propagates more cheaply than general sums.

// maxBound keeps bounds clear of gophersat's limit: it stores k-1 in 30 bits.
const maxBound = 1 << 29

// term is one literal of a constraint being normalised.
type term struct {
	l Lit
	w int
}

// add stores sum(weights[i] * lits[i]) >= k; weights nil means all 1;
// negate uses the negation of every literal (for the "at most" forms).
func (p *Problem) add(lits []Lit, weights []int, k int, negate bool) {
	if p.unfinished {
		return
	}
	ts := p.terms[:0]
	sorted := true // genre code mostly lists variables in creation order
	for i, l := range lits {
		p.check(l)
		w := 1
		if weights != nil {
			w = weights[i]
		}
		if negate {
			l = -l
		}
		switch {
		case w == 0:
			continue
		case w < 0:
			// w*l = w + (-w)*(not l): move the constant to the bound.
			l, w, k = -l, -w, k-w
		}
		sorted = sorted && (len(ts) == 0 || ts[len(ts)-1].l.Var() < l.Var())
		ts = append(ts, term{l, w})
	}
	if !sorted {
		slices.SortFunc(ts, func(a, b term) int { return a.l.Var() - b.l.Var() })
	}
	ts, k = merge(ts, k)
	p.terms = ts[:0]
	p.store(ts, k)
}

// merge combines terms of the same variable (ts sorted by variable):
// a*x + b*(not x) = min(a,b) + |a-b| * (the heavier literal).
func merge(ts []term, k int) ([]term, int) {
	out := ts[:0]
	for i := 0; i < len(ts); {
		v := ts[i].l.Var()
		var pos, neg int
		for ; i < len(ts) && ts[i].l.Var() == v; i++ {
			if ts[i].l > 0 {
				pos += ts[i].w
			} else {
				neg += ts[i].w
			}
		}
		x := Lit(v + 1)
		switch {
		case pos > neg:
			k -= neg
			out = append(out, term{x, pos - neg})
		case neg > pos:
			k -= pos
			out = append(out, term{-x, neg - pos})
		default:
			k -= pos
		}
	}
	return out, k
}

// store adds sum(ts) >= k for merged terms (distinct variables, w > 0).
func (p *Problem) store(ts []term, k int) {
	if k <= 0 {
		return // always true
	}
	sum := 0
	for _, t := range ts {
		sum += t.w
	}
	if sum < k {
		p.unsat = true
		return
	}
	// A literal heavier than the slack must be true: without it even all
	// the others cannot reach k. Removing it leaves the slack unchanged, so
	// one pass finds them all.
	slack := sum - k
	n := 0
	for _, t := range ts {
		if t.w > slack {
			p.addUnit(t.l)
			k -= t.w
		} else {
			ts[n] = t
			n++
		}
	}
	ts = ts[:n]
	if k <= 0 {
		return
	}
	if k > maxBound {
		panic(fmt.Sprintf("sat: bound %d too large", k))
	}
	// Saturate: a weight above k counts as k, and equal weights mean a
	// cardinality constraint.
	uniform := true
	g := 0
	for i := range ts {
		ts[i].w = min(ts[i].w, k)
		uniform = uniform && ts[i].w == ts[0].w
		g = gcd(g, ts[i].w)
	}
	c := constraint{start: int32(len(p.lits)), w: -1}
	for _, t := range ts {
		p.lits = append(p.lits, t.l)
	}
	c.end = int32(len(p.lits))
	// Dividing by the gcd (rounding the bound up) keeps the same solutions;
	// for equal weights it leaves every weight 1.
	c.k = int32((k + g - 1) / g)
	if !uniform {
		c.w = int32(len(p.weights))
		for _, t := range ts {
			p.weights = append(p.weights, t.w/g)
		}
	}
	p.cons = append(p.cons, c)
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
