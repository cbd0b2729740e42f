package sat

import "context"

// The queries. Each builds its own engine, so blocking clauses never leak
// from one query into the next, while lazy cuts (true of every accepted
// solution) stay in the problem and speed up later queries. The context's
// deadline is checked before every gophersat call; past it a query stops and
// reports Unknown (or an incomplete Count).

// Solve finds one solution that every lazy check accepts.
func (p *Problem) Solve(ctx context.Context) (Model, Status) {
	return p.newEngine().next(ctx)
}

// Enumerate returns up to max solutions with pairwise different answers
// (values of the answer keys; see MarkAnswer). After each solution it adds a
// clause excluding that answer and solves again. When max solutions are
// found it stops without looking for another, so Count.Complete is false.
func (p *Problem) Enumerate(ctx context.Context, max int) ([]Model, Count) {
	if max <= 0 {
		return nil, Count{}
	}
	e := p.newEngine()
	var models []Model
	for {
		m, st := e.next(ctx)
		switch st {
		case Unsat:
			return models, Count{N: len(models), Complete: true}
		case Unknown:
			return models, Count{N: len(models)}
		}
		models = append(models, m)
		if len(models) == max {
			return models, Count{N: max}
		}
		e.block(m)
	}
}

// Unique counts answers up to two and returns the first solution found:
// N == 1 with Complete means the answer is unique, N == 2 that it is not,
// N == 0 with Complete that there is none, anything else that the deadline
// passed first.
func (p *Problem) Unique(ctx context.Context) (Model, Count) {
	models, c := p.Enumerate(ctx, 2)
	if len(models) == 0 {
		return Model{}, c
	}
	return models[0], c
}

// block excludes m's answer: at least one answer key must differ.
func (e *engine) block(m Model) {
	vars := e.p.answerVars()
	clause := make([]Lit, len(vars))
	for i, v := range vars {
		l := Lit(v + 1)
		if m.Value(l) {
			l = -l
		}
		clause[i] = l
	}
	e.addLocal(clause)
}

// Facts returns the answer literals that are true in every solution (for
// an answer key false in every solution, its negation), ordered as the
// answer keys. Status is Sat when they are proven, Unsat when there is no
// solution, Unknown when the deadline passed first; the facts are nil
// unless Sat.
//
// It solves once, takes the answer literals of that solution as candidates,
// then repeatedly requires that at least one candidate be false: a new
// solution removes every candidate it falsifies (at least one), Unsat proves
// the remaining ones. Each required clause is stronger than the previous
// one, so they can all stay in the same solver. A puzzle with a unique
// answer needs two gophersat calls.
func (p *Problem) Facts(ctx context.Context) ([]Lit, Status) {
	e := p.newEngine()
	m, st := e.next(ctx)
	if st != Sat {
		return nil, st
	}
	vars := p.answerVars()
	cand := make([]Lit, len(vars))
	for i, v := range vars {
		cand[i] = Lit(v + 1)
		if !m.Value(cand[i]) {
			cand[i] = -cand[i]
		}
	}
	differ := make([]Lit, 0, len(cand))
	for len(cand) > 0 {
		differ = differ[:0]
		for _, l := range cand {
			differ = append(differ, -l)
		}
		e.addLocal(differ)
		m, st = e.next(ctx)
		switch st {
		case Unsat:
			return cand, Sat
		case Unknown:
			return nil, Unknown
		}
		n := 0
		for _, l := range cand {
			if m.Value(l) {
				cand[n] = l
				n++
			}
		}
		cand = cand[:n]
	}
	return cand, Sat
}

// Search is a Solve that can be resumed: a call of Next that stops at its
// context's deadline between two gophersat calls leaves the solver as it
// was, and the next call continues with it (its learned clauses, variable
// activities and phases), where a new Solve would start from scratch.
type Search struct{ e *engine }

// NewSearch starts a resumable Solve of p.
func (p *Problem) NewSearch() *Search { return &Search{e: p.newEngine()} }

// Next finds one solution that every lazy check accepts, as Solve does,
// continuing the search of the previous call.
func (s *Search) Next(ctx context.Context) (Model, Status) { return s.e.next(ctx) }

// Exclude makes the later calls of Next skip m's answer (the values of
// the answer keys), as Enumerate does between two solutions: a
// resumable enumeration. The exclusion belongs to this search alone, not
// to the problem.
func (s *Search) Exclude(m Model) { s.e.block(m) }
