package sat

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// The wrapper is trusted only because it agrees with brute force: random
// problems of at most 12 variables mixing every constraint form, degenerate
// ones included (units, k out of range, repeated and complementary literals,
// zero and negative weights), compared on satisfiability, on every model,
// and on answers projected on random answer keys.

// spec is one constraint in a form brute force can evaluate directly.
type spec struct {
	kind    string
	lits    []Lit
	weights []int
	k       int
}

func (s spec) sum(a []bool) int {
	t := 0
	for i, l := range s.lits {
		if a[l.Var()] == (l > 0) {
			if s.weights == nil {
				t++
			} else {
				t += s.weights[i]
			}
		}
	}
	return t
}

func (s spec) holds(a []bool) bool { return s.accepts(s.sum(a)) }

// accepts reports whether a sum t satisfies s.
func (s spec) accepts(t int) bool {
	switch s.kind {
	case "clause":
		return t >= 1
	case "atMostOne":
		return t <= 1
	case "exactlyOne":
		return t == 1
	case "atLeast", "sumAtLeast":
		return t >= s.k
	case "atMost", "sumAtMost":
		return t <= s.k
	default: // exactly, sumEqual
		return t == s.k
	}
}

func (s spec) addTo(p *Problem) {
	switch s.kind {
	case "clause":
		p.AddClause(s.lits...)
	case "atMostOne":
		p.AtMostOne(s.lits...)
	case "exactlyOne":
		p.ExactlyOne(s.lits...)
	case "atLeast":
		p.AtLeast(s.k, s.lits...)
	case "atMost":
		p.AtMost(s.k, s.lits...)
	case "exactly":
		p.Exactly(s.k, s.lits...)
	case "sumAtLeast":
		p.SumAtLeast(s.lits, s.weights, s.k)
	case "sumAtMost":
		p.SumAtMost(s.lits, s.weights, s.k)
	case "sumEqual":
		p.SumEqual(s.lits, s.weights, s.k)
	}
}

func (s spec) String() string {
	return fmt.Sprintf("%s(k=%d %v %v)", s.kind, s.k, s.lits, s.weights)
}

var kinds = []string{"clause", "clause", "atMostOne", "exactlyOne", "atLeast", "atMost", "exactly", "sumAtLeast", "sumAtMost", "sumEqual"}

func randSpec(r *rand.Rand, n int) spec {
	s := spec{kind: kinds[r.IntN(len(kinds))]}
	size := 1 + r.IntN(min(n, 6))
	if r.IntN(8) == 0 {
		size = 1 // units of every kind
	}
	for range size {
		l := Lit(1 + r.IntN(n))
		if r.IntN(2) == 0 {
			l = -l
		}
		s.lits = append(s.lits, l)
	}
	if r.IntN(6) == 0 { // a repeated or complementary literal
		l := s.lits[r.IntN(len(s.lits))]
		if r.IntN(2) == 0 {
			l = -l
		}
		s.lits = append(s.lits, l)
	}
	s.k = r.IntN(len(s.lits)+3) - 1
	if s.kind[0] == 's' {
		total := 0
		same := r.IntN(10) - 3 // equal weights make cardinality constraints
		for range s.lits {
			w := r.IntN(10) - 3
			if r.IntN(3) == 0 {
				w = same
			}
			s.weights = append(s.weights, w)
			total += max(w, -w)
		}
		s.k = r.IntN(total+3) - 1
		if r.IntN(3) == 0 {
			s.k = -s.k
		}
	}
	return s
}

// randProblem returns the specs, the problem built from them and the
// projection (answer keys) it was given; nil projection means all variables.
func randProblem(r *rand.Rand) (int, []spec, *Problem, []Lit) {
	n := 1 + r.IntN(12)
	p := &Problem{}
	vars := p.NewVars(n)
	specs := make([]spec, r.IntN(n+4))
	for i := range specs {
		specs[i] = randSpec(r, n)
		specs[i].addTo(p)
	}
	var proj []Lit
	if r.IntN(4) != 0 {
		for _, v := range vars {
			if r.IntN(2) == 0 {
				proj = append(proj, v)
			}
		}
		if len(proj) == 0 {
			proj = vars[:1]
		}
		p.MarkAnswer(proj...)
	}
	return n, specs, p, proj
}

// brute returns every assignment satisfying all specs and accept.
func brute(n int, specs []spec, accept func([]bool) bool) [][]bool {
	var out [][]bool
	for mask := 0; mask < 1<<n; mask++ {
		a := make([]bool, n)
		for i := range a {
			a[i] = mask>>i&1 == 1
		}
		ok := accept == nil || accept(a)
		for _, s := range specs {
			ok = ok && s.holds(a)
		}
		if ok {
			out = append(out, a)
		}
	}
	return out
}

// projections returns the distinct answers among sols, as strings.
func projections(sols [][]bool, proj []Lit) map[string]bool {
	out := map[string]bool{}
	for _, a := range sols {
		out[key(func(l Lit) bool { return a[l.Var()] }, proj, len(a))] = true
	}
	return out
}

func key(val func(Lit) bool, proj []Lit, n int) string {
	if proj == nil {
		for i := range n {
			proj = append(proj, Lit(i+1))
		}
	}
	b := make([]byte, len(proj))
	for i, l := range proj {
		b[i] = '0'
		if val(l) {
			b[i] = '1'
		}
	}
	return string(b)
}

func modelSlice(m Model, n int) []bool {
	a := make([]bool, n)
	for i := range a {
		a[i] = m.Value(Lit(i + 1))
	}
	return a
}

// bruteFacts returns the answer literals true in every solution.
func bruteFacts(sols [][]bool, proj []Lit, n int) []Lit {
	if proj == nil {
		for i := range n {
			proj = append(proj, Lit(i+1))
		}
	}
	var facts []Lit
	for _, v := range proj {
		for _, l := range []Lit{v, -v} {
			all := true
			for _, a := range sols {
				all = all && a[l.Var()] == (l > 0)
			}
			if all {
				facts = append(facts, l)
			}
		}
	}
	return facts
}

// checkAgainstBrute runs every query on p and compares it with sols.
func checkAgainstBrute(t *testing.T, name string, p *Problem, n int, specs []spec, proj []Lit, sols [][]bool, accept func([]bool) bool) {
	t.Helper()
	// Every query watches its gophersat calls (search.go: the context can
	// end); TestMediumAgainstClauses compares with unwatched calls.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	valid := func(m Model) bool {
		a := modelSlice(m, n)
		for _, s := range specs {
			if !s.holds(a) {
				t.Errorf("%s: model %v violates %v", name, a, s)
				return false
			}
		}
		if accept != nil && !accept(a) {
			t.Errorf("%s: model %v was rejected by the check", name, a)
			return false
		}
		return true
	}
	want := projections(sols, proj)

	m, st := p.Solve(ctx)
	if (st == Sat) != (len(sols) > 0) || st == Unknown {
		t.Fatalf("%s: Solve = %v, brute force finds %d solutions; specs %v", name, st, len(sols), specs)
	}
	if st == Sat {
		valid(m)
	}

	models, c := p.Enumerate(ctx, 1<<n+1)
	got := map[string]bool{}
	for _, m := range models {
		valid(m)
		k := key(m.Value, proj, n)
		if got[k] {
			t.Errorf("%s: answer %s enumerated twice", name, k)
		}
		got[k] = true
	}
	if !c.Complete || c.N != len(want) || len(got) != len(want) {
		t.Fatalf("%s: Enumerate = %+v (%d distinct), want %d; specs %v proj %v", name, c, len(got), len(want), specs, proj)
	}
	for k := range got {
		if !want[k] {
			t.Errorf("%s: enumerated answer %s is not a solution", name, k)
		}
	}

	if len(want) > 1 { // a limit below the count stops early and says so
		limit := 1 + rand.IntN(len(want)-1)
		if _, c := p.Enumerate(ctx, limit); c.N != limit || c.Complete {
			t.Errorf("%s: Enumerate(%d) = %+v with %d answers", name, limit, c, len(want))
		}
	}

	_, c = p.Unique(ctx)
	if c.N != min(2, len(want)) || c.Complete != (len(want) < 2) {
		t.Errorf("%s: Unique = %+v with %d answers", name, c, len(want))
	}

	facts, st := p.Facts(ctx)
	if len(sols) == 0 {
		if st != Unsat || facts != nil {
			t.Errorf("%s: Facts = %v %v without solutions", name, facts, st)
		}
	} else if wantFacts := bruteFacts(sols, proj, n); st != Sat || !sameLits(facts, wantFacts) {
		t.Errorf("%s: Facts = %v %v, want %v", name, facts, st, wantFacts)
	}
	if p.failure != "" {
		t.Fatalf("%s: gophersat panicked: %s", name, p.failure)
	}
}

func sameLits(a, b []Lit) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

func TestRandomAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	rounds := 1500
	if testing.Short() {
		rounds = 300
	}
	sat := 0
	for i := range rounds {
		n, specs, p, proj := randProblem(r)
		sols := brute(n, specs, nil)
		if len(sols) > 0 {
			sat++
		}
		checkAgainstBrute(t, fmt.Sprintf("problem %d", i), p, n, specs, proj, sols, nil)
	}
	// Both outcomes must be common or the comparison proves little.
	if sat < rounds/4 || sat > rounds*3/4 {
		t.Errorf("%d of %d random problems satisfiable: tune the generator", sat, rounds)
	}
}
