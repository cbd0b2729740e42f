package sat

import "fmt"

// Problem is a set of boolean variables and constraints over them. The zero
// value is an empty problem ready to use. A Problem is not safe for
// concurrent use; distinct Problems may be solved concurrently.
//
// Constraints are stored in a normalised form (see normalize.go) in flat
// slices, so a model with 10^5 variables costs a few slices, not a map or an
// object per literal. Every query builds its own gophersat solver from them
// (see search.go), so queries never see each other's blocking clauses.
type Problem struct {
	nvars int

	lits    []Lit        // literals of all stored constraints, back to back
	weights []int        // weights of the pseudo-boolean ones, back to back
	cons    []constraint // one per stored constraint, in insertion order
	units   []Lit        // facts: literals that must be true
	fixed   []int8       // per variable: +1 or -1 once a unit fixes it
	unsat   bool         // a constraint that no assignment satisfies was added

	answer []int32  // answer variables, in marking order
	marked []uint64 // bitset of answer variables, to ignore repeats

	checks []func(Model) [][]Lit
	truth  Lit    // the literal True returns, made on first use
	terms  []term // scratch for normalisation

	calls   int    // gophersat Solve calls so far, for tests and benchmarks
	failure string // the last panic recovered from gophersat, for tests

	interrupts int // Solve calls cut off at the deadline, for tests

	budget     int // learned clauses each query may make, 0 for no bound
	overBudget int // Solve calls refused or cut off by the budget, for tests

	unfinished bool // Unfinished was called: every query reports Unknown
}

// Unfinished marks a problem whose building stopped early (its caller's
// deadline passed while a large model was being stated): it lacks
// constraints, so every later query reports Unknown rather than answer
// for a weaker problem, and constraints added later are dropped (the
// caller's remaining steps cost no memory).
func (p *Problem) Unfinished() { p.unfinished = true }

// LimitLearning bounds the work of each later query of p to n units,
// counted over all of the query's gophersat calls: each call counts one,
// and so does each clause or unit it learns and the final step of a proof
// of unsatisfiability (a query whose lazy checks reject model after model
// learns little per call, so the calls must count too). Past the bound the
// query stops and reports Unknown (an incomplete Count), as at a deadline. n <= 0 removes the bound. Unlike a deadline, the bound
// is a count of the search's own work: the same problem gets the same
// answer on every platform, in every run, under any load, so a generator
// can give up on a query and stay reproducible.
//
// Queries under a bound are watched (see search.go): on models whose
// learned clauses are long that costs time (BenchmarkWatch).
func (p *Problem) LimitLearning(n int) { p.budget = max(n, 0) }

// constraint is "the sum of the weights of the true literals is at least k"
// over lits[start:end]. w is the offset of its weights in Problem.weights, or
// -1 when every weight is 1 (a clause when k == 1, else a cardinality
// constraint).
type constraint struct {
	start, end int32
	k          int32
	w          int32
}

// NumVars returns the number of variables created so far.
func (p *Problem) NumVars() int { return p.nvars }

// NumConstraints is the number of constraints stored so far (units
// included): a model's size, which is what its memory grows with.
func (p *Problem) NumConstraints() int { return len(p.cons) + len(p.units) }

// NewVar creates a variable and returns it as a positive literal.
func (p *Problem) NewVar() Lit {
	p.nvars++
	return Lit(p.nvars)
}

// NewVars creates n variables with consecutive indices (a block, e.g. one per
// cell of a grid) and returns them as positive literals.
func (p *Problem) NewVars(n int) []Lit {
	vs := make([]Lit, n)
	for i := range vs {
		vs[i] = p.NewVar()
	}
	return vs
}

// True returns a literal that is true in every solution; True().Not() is
// false in every solution. Genres use them for cells outside the grid.
func (p *Problem) True() Lit {
	if p.truth == 0 {
		p.truth = p.NewVar()
		p.addUnit(p.truth)
	}
	return p.truth
}

// MarkAnswer declares the variables of lits (signs are ignored) as answer
// keys. Enumerate, Unique and Facts look only at answer keys, so helper
// variables never make two solutions distinct. Until the first call, every
// variable is an answer key.
func (p *Problem) MarkAnswer(lits ...Lit) {
	for _, l := range lits {
		p.check(l)
		v := l.Var()
		for len(p.marked) <= v/64 {
			p.marked = append(p.marked, 0)
		}
		if p.marked[v/64]&(1<<(v%64)) == 0 {
			p.marked[v/64] |= 1 << (v % 64)
			p.answer = append(p.answer, int32(v))
		}
	}
}

// Lazy registers a check for constraints that are too big to state up
// front, such as connectivity. Every query calls each check on each
// solution it finds, in registration order. A check returns nil to accept
// the model, or cut clauses to reject it. Cuts must hold in every solution
// the checks accept (they are kept in the problem for later queries) and at
// least one must be false in the model, or the search could return the same
// model forever: that is a bug in the check, and the query panics. A model
// rejected by a check is never returned or counted.
//
// A check may also add variables and constraints of any kind to p itself,
// under the same rule: every accepted solution must satisfy them (helper
// variables may be set to fit). New variables make the query rebuild its
// gophersat solver, so prefer cuts over existing variables.
func (p *Problem) Lazy(check func(Model) [][]Lit) {
	p.checks = append(p.checks, check)
}

// AddClause requires at least one of lits to be true. With no literals the
// problem becomes unsatisfiable.
func (p *Problem) AddClause(lits ...Lit) { p.add(lits, nil, 1, false) }

// AtLeast requires at least k of lits to be true. A literal listed twice
// counts twice, as in a sum.
func (p *Problem) AtLeast(k int, lits ...Lit) { p.add(lits, nil, k, false) }

// AtMost requires at most k of lits to be true.
func (p *Problem) AtMost(k int, lits ...Lit) {
	// sum(l) <= k  <=>  sum(not l) >= n-k
	p.add(lits, nil, len(lits)-k, true)
}

// Exactly requires exactly k of lits to be true.
func (p *Problem) Exactly(k int, lits ...Lit) {
	p.AtLeast(k, lits...)
	p.AtMost(k, lits...)
}

// AtMostOne requires at most one of lits to be true.
func (p *Problem) AtMostOne(lits ...Lit) { p.AtMost(1, lits...) }

// ExactlyOne requires exactly one of lits to be true.
func (p *Problem) ExactlyOne(lits ...Lit) { p.Exactly(1, lits...) }

// SumAtLeast requires sum(weights[i] for each true lits[i]) >= k. Weights
// may be negative or zero.
func (p *Problem) SumAtLeast(lits []Lit, weights []int, k int) {
	p.checkWeights(lits, weights)
	p.add(lits, weights, k, false)
}

// SumAtMost requires sum(weights[i] for each true lits[i]) <= k.
func (p *Problem) SumAtMost(lits []Lit, weights []int, k int) {
	p.checkWeights(lits, weights)
	// sum(w*l) <= k  <=>  sum(w*(not l)) >= sum(w)-k, whatever the signs.
	total := 0
	for _, w := range weights {
		total += w
	}
	p.add(lits, weights, total-k, true)
}

// SumEqual requires sum(weights[i] for each true lits[i]) == k.
func (p *Problem) SumEqual(lits []Lit, weights []int, k int) {
	p.SumAtLeast(lits, weights, k)
	p.SumAtMost(lits, weights, k)
}

func (p *Problem) checkWeights(lits []Lit, weights []int) {
	if len(lits) != len(weights) {
		panic(fmt.Sprintf("sat: %d literals but %d weights", len(lits), len(weights)))
	}
}

// check panics on a literal that is not a variable of p: that is a bug in the
// caller, and gophersat would otherwise index out of range much later.
func (p *Problem) check(l Lit) {
	if v := l.Var(); l == 0 || v < 0 || v >= p.nvars {
		panic(fmt.Sprintf("sat: literal %d is not a variable of this problem (%d variables)", int32(l), p.nvars))
	}
}

func (p *Problem) addUnit(l Lit) {
	v := l.Var()
	for len(p.fixed) <= v {
		p.fixed = append(p.fixed, 0)
	}
	sign := int8(1)
	if l < 0 {
		sign = -1
	}
	switch p.fixed[v] {
	case sign:
	case -sign:
		p.unsat = true
	default:
		p.fixed[v] = sign
		p.units = append(p.units, l)
	}
}

// answerVars returns the answer variables: the marked ones, or all.
func (p *Problem) answerVars() []int32 {
	if len(p.answer) > 0 {
		return p.answer
	}
	all := make([]int32, p.nvars)
	for i := range all {
		all[i] = int32(i)
	}
	return all
}
