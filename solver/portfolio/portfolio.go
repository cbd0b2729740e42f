// Package portfolio is the one place where a genre's exact methods share
// a deadline. A genre says which methods it runs and why; portfolio owns
// the clock arithmetic (each method's slice of the time left), the
// first-answer fallback (an answer found by a method that ran out of time
// is kept for the result), the merge of what the methods found (two
// different answers make Multiple) and the status of a count stopped at a
// limit. Every result it returns has the shape puzzle.Solver promises.
//
// Two shapes cover the genres:
//
//   - Sequence: methods in order, each with a share of the time left (a
//     cheap rule pass first, a search next, the SAT model with all that is
//     left).
//   - Turns: methods that take turns with growing slices, for methods
//     that resume where they stopped (a search and a lazy SAT model that
//     keeps its cuts), so the one that suits the board wins without
//     knowing in advance which it is. Paused makes any search resumable
//     (it parks on its own goroutine between turns, depth-first stack
//     and all) and ResumableSAT keeps one SAT query, solver and answers
//     found, across turns: with both, a board costs about the faster
//     method's time per method, and the first slice can be short.
package portfolio

import (
	"context"
	"time"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// Method is one exact way to solve: the puzzle.Solver contract, under the
// context portfolio gives it (its slice of the deadline).
type Method func(ctx context.Context, limit int) puzzle.Result

// Step is a method of a Sequence with its share of the time left when it
// starts (0 or 1 and above: all of it).
type Step struct {
	Share float64
	Run   Method
}

// Settled says whether r answers a request for limit answers: a proof of
// none, of one, or two different answers; with limit 1 any answer.
func Settled(r puzzle.Result, limit int) bool {
	if limit <= 1 && r.Answer != nil {
		return true
	}
	switch r.Status {
	case puzzle.None, puzzle.Unique, puzzle.Multiple:
		return true
	case puzzle.Found:
		return limit <= 1
	}
	return false
}

// merger gathers what the methods found.
type merger struct {
	limit int
	best  puzzle.Result // the first answer seen, as the fallback
	nodes int64
}

// add folds one method's result in and says whether the request is
// settled; the merged result is then m.result.
func (m *merger) add(r puzzle.Result) bool {
	m.nodes += r.Nodes
	if r.Answer != nil && m.best.Answer != nil && m.limit >= 2 && r.Answer.String() != m.best.Answer.String() {
		// Two methods found two different answers: more than one.
		m.best = puzzle.Result{Status: puzzle.Multiple, Answer: m.best.Answer}
		return true
	}
	if r.Status == puzzle.None && m.best.Answer != nil {
		// A proof of none beside an answer is a bug in one of them; the
		// answer (which the rules will check) wins and nothing is settled.
		return false
	}
	if Settled(r, m.limit) {
		m.best = r
		if r.Status == puzzle.Unknown {
			m.best.Status = puzzle.Found // an answer is all limit 1 asks
		}
		return true
	}
	if r.Answer != nil && m.best.Answer == nil {
		m.best = puzzle.Result{Status: puzzle.Unknown, Answer: r.Answer}
	}
	return false
}

func (m *merger) result() puzzle.Result {
	r := m.best
	r.Nodes = m.nodes
	if !Settled(r, m.limit) {
		r.Status = puzzle.Unknown
		if r.Answer != nil && m.limit <= 1 {
			r.Status = puzzle.Found
		}
	}
	return r
}

// Sequence runs the steps in order until one settles the request or ctx
// ends. Each step gets Share of the time left when it starts (a step
// without a deadline on ctx gets no deadline).
func Sequence(ctx context.Context, limit int, steps ...Step) puzzle.Result {
	m := &merger{limit: limit}
	for _, s := range steps {
		if puzzle.Expired(ctx) {
			break
		}
		sctx, cancel := Slice(ctx, s.Share)
		done := m.add(s.Run(sctx, limit))
		cancel()
		if done {
			break
		}
	}
	return m.result()
}

// Turns runs the methods in rounds, each with the same slice of time,
// the first round first and every later one growth times longer, until
// one settles the request or ctx ends. A method is called once per round,
// so it should resume its work from the previous round where it can.
func Turns(ctx context.Context, limit int, first time.Duration, growth int, methods ...Method) puzzle.Result {
	m := &merger{limit: limit}
	for d := first; ; d *= time.Duration(max(growth, 2)) {
		for _, run := range methods {
			if puzzle.Expired(ctx) {
				return m.result()
			}
			sctx, cancel := context.WithTimeout(ctx, d)
			done := m.add(run(sctx, limit))
			cancel()
			if done {
				return m.result()
			}
		}
	}
}

// Slice is ctx with share of its time left (all of it for share <= 0 or
// >= 1, or when ctx has no deadline), for a genre whose methods do not
// fit Sequence or Turns but still want a share of the deadline.
func Slice(ctx context.Context, share float64) (context.Context, context.CancelFunc) {
	d, ok := ctx.Deadline()
	if !ok || share <= 0 || share >= 1 {
		return context.WithCancel(ctx)
	}
	return context.WithDeadline(ctx, time.Now().Add(time.Duration(share*float64(time.Until(d)))))
}

// SAT answers a request for limit answers with prob, whose answer keys
// are marked: one solve for limit 1, an enumeration up to limit beyond.
// answer reads a model as the genre's answer. Nodes is left to the
// caller (the SAT calls its lazy constraints counted, say).
func SAT(ctx context.Context, prob *sat.Problem, limit int, answer func(sat.Model) puzzle.Answer) puzzle.Result {
	if limit <= 1 {
		mo, st := prob.Solve(ctx)
		switch st {
		case sat.Sat:
			return puzzle.Result{Status: puzzle.Found, Answer: answer(mo)}
		case sat.Unsat:
			return puzzle.Result{Status: puzzle.None}
		}
		return puzzle.Result{Status: puzzle.Unknown}
	}
	models, cnt := prob.Enumerate(ctx, limit)
	r := puzzle.Result{Status: puzzle.CountStatus(cnt.N, cnt.Complete, limit)}
	if len(models) > 0 {
		r.Answer = answer(models[0])
	}
	return r
}

// ResumableSAT is a SAT method for Turns that keeps one query across its
// turns: the gophersat solver with its learned clauses and activities, the
// lazy cuts and the answers already found carry over from one turn to the
// next, where a fresh query per turn would start its learning over (a
// turn that ends between two gophersat calls, as a lazy model's turns
// mostly do, loses nothing; one cut off inside a call loses the learning,
// not the cuts). Prob may still grow between turns (units a search
// proved, say); its answer keys are marked before the first turn.
type ResumableSAT struct {
	Prob   *sat.Problem
	Answer func(sat.Model) puzzle.Answer

	search   *sat.Search
	first    puzzle.Answer
	found    int
	complete bool
}

// Run answers a request for limit answers (the same limit every turn),
// resuming the query of the previous turns.
func (r *ResumableSAT) Run(ctx context.Context, limit int) puzzle.Result {
	if r.search == nil {
		r.search = r.Prob.NewSearch()
	}
	limit = max(limit, 1)
	for !r.complete && r.found < limit {
		mo, st := r.search.Next(ctx)
		if st == sat.Unknown {
			break
		}
		if st == sat.Unsat {
			r.complete = true
			break
		}
		r.found++
		if r.first == nil {
			r.first = r.Answer(mo)
		}
		if r.found < limit {
			r.search.Exclude(mo)
		}
	}
	return puzzle.Result{Status: puzzle.CountStatus(r.found, r.complete, limit), Answer: r.first}
}

// Paused is a search that Turns can stop and resume: it runs on its own
// goroutine, and when its turn's time is up it parks there (Yield) until
// its next turn, keeping its whole state (a depth-first search's stack
// included) where a method restarted each turn would redo its earlier
// turns' work. Only one of the search and its caller runs at a time, so
// they share memory without locks. Close must be called once the caller
// is done, so that a parked search ends.
type Paused struct {
	// Search runs the whole search, checking y.Context() as its deadline
	// and calling y.Yield when it has passed.
	Search func(y *Yielder) puzzle.Result

	y       *Yielder
	done    chan puzzle.Result
	settled *puzzle.Result
}

// Yielder is a paused search's side of the handover.
type Yielder struct {
	ctx    context.Context
	resume chan context.Context
	parked chan puzzle.Result
}

// Context is the current turn's context: its deadline is the search's.
func (y *Yielder) Context() context.Context { return y.ctx }

// Yield ends the search's turn, reporting what it has found so far
// (Status Unknown, an answer if it has one), and waits for its next turn.
// It returns false when there is none: the search must then return.
func (y *Yielder) Yield(sofar puzzle.Result) bool {
	y.parked <- sofar
	ctx := <-y.resume
	if ctx == nil {
		return false
	}
	y.ctx = ctx
	return true
}

// Run is the Method: the first call starts the search, later ones resume
// it, each for ctx's time.
func (p *Paused) Run(ctx context.Context, limit int) puzzle.Result {
	if p.settled != nil {
		return *p.settled
	}
	if p.y == nil {
		p.y = &Yielder{ctx: ctx, resume: make(chan context.Context), parked: make(chan puzzle.Result)}
		p.done = make(chan puzzle.Result, 1)
		go func() { p.done <- p.Search(p.y) }()
	} else {
		p.y.resume <- ctx
	}
	select {
	case r := <-p.y.parked:
		return r
	case r := <-p.done:
		p.settled = &r
		return r
	}
}

// Close ends a parked search and waits for it to return.
func (p *Paused) Close() {
	if p.y == nil || p.settled != nil {
		return
	}
	p.y.resume <- nil
	r := <-p.done
	p.settled = &r
}
