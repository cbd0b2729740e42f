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
//     knowing in advance which it is.
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
