package sat

import (
	"context"
	"fmt"
	"runtime"
	"runtime/metrics"
	"sync"
	"time"

	"github.com/crillab/gophersat/solver"
)

// This file is the only place that talks to gophersat. A query owns one
// engine: one gophersat solver built from the problem, then grown in place
// with AppendClause (blocking clauses, lazy cuts) between Solve calls, so the
// solver keeps its learned clauses and variable activities from one call to
// the next. Rebuilding the solver for every call costs the build and all
// learning each time; see BenchmarkEnumerate for the measured difference.
//
// Why this construction and not gophersat's parsers:
//   - solver.New is given prebuilt, normalised constraints and no units, so
//     no gophersat simplification runs (ParseCardConstrs' simplification is
//     wrong, see bug_test.go, and New does not propagate units it is given).
//   - Units then go through Solver.Assume, which binds them at the top level
//     and propagates them through every watch list, exactly as an assignment
//     during search. An engine never assumes anything else, so the top level
//     only ever holds consequences of the problem: AppendClause, which
//     simplifies a new clause against the top level for good, stays sound.
//   - AppendClause does its own simplification correctly (reading it, and
//     tested here); it also makes room for variables gophersat has not seen,
//     but then leaves some internal slices short, so an engine rebuilds the
//     solver instead when the problem gained variables (a lazy check may
//     create some).

// gophersatMu serialises gophersat's Solve: its conflict analysis writes a
// package-level buffer (bufLits in learn.go), so two solvers searching at
// once in different goroutines would corrupt each other's learned clauses.
var gophersatMu sync.Mutex

type engine struct {
	p *Problem
	s *solver.Solver

	// What s already holds: p's first nvars variables, ncons constraints
	// and nunits units, and the first nlocal entries of local.
	nvars, ncons, nunits, nlocal int

	// local holds the query's own clauses (blocking clauses), each followed
	// by a 0. They are not part of the problem, but a rebuilt solver needs
	// them again.
	local []Lit

	failed bool // gophersat panicked; the solver state cannot be trusted

	// cert is the native watch's channel, kept empty between calls, or,
	// under a learning budget, holding a mark for every call and clause
	// of the query's work since it was made (see watchAtTicks).
	cert chan string

	learned  int // the query's work so far under a budget: calls and learned clauses
	certBase int // learned when cert was made
}

func (p *Problem) newEngine() *engine { return &engine{p: p} }

// addLocal adds a query-local clause (distinct variables); the next solve
// hands it to gophersat.
func (e *engine) addLocal(lits []Lit) {
	e.local = append(e.local, lits...)
	e.local = append(e.local, 0)
}

// build makes a fresh solver holding everything added so far.
func (e *engine) build() {
	p := e.p
	// One backing array for all literals and one for all weights: gophersat
	// keeps (and reorders) the slices it is given, so they are copies, each
	// capped so that nothing can grow into its neighbour.
	lits := make([]solver.Lit, len(p.lits))
	for i, l := range p.lits {
		lits[i] = l.gophersat()
	}
	weights := append([]int(nil), p.weights...)
	// The clauses themselves share one allocation too: a model of 10^5
	// constraints would otherwise make 10^5 small objects per query.
	pool := make([]solver.Clause, len(p.cons))
	clauses := make([]*solver.Clause, len(p.cons))
	for i, c := range p.cons {
		pool[i] = newClause(c, lits[c.start:c.end:c.end], weights)
		clauses[i] = &pool[i]
	}
	e.s = solver.New(&solver.Problem{
		NbVars:  p.nvars,
		Clauses: clauses,
		Model:   make(solver.Model, p.nvars),
	})
	if len(p.units) > 0 {
		units := make([]solver.Lit, len(p.units))
		for i, u := range p.units {
			units[i] = u.gophersat()
		}
		e.s.Assume(units)
	}
	e.nvars, e.ncons, e.nunits, e.nlocal = p.nvars, len(p.cons), len(p.units), 0
	e.sync()
}

// sync hands gophersat whatever was added since the last call.
func (e *engine) sync() {
	p := e.p
	if e.s == nil || e.nvars != p.nvars {
		e.build()
		return
	}
	for _, c := range p.cons[e.ncons:] {
		lits := make([]solver.Lit, c.end-c.start)
		for i, l := range p.lits[c.start:c.end] {
			lits[i] = l.gophersat()
		}
		var weights []int
		if c.w >= 0 {
			weights = append(weights, p.weights[c.w:int(c.w)+len(lits)]...)
			c.w = 0 // now an offset in the copy
		}
		clause := newClause(c, lits, weights)
		e.s.AppendClause(&clause)
	}
	for _, u := range p.units[e.nunits:] {
		e.s.AppendClause(solver.NewClause([]solver.Lit{u.gophersat()}))
	}
	var clause []solver.Lit
	for _, l := range e.local[e.nlocal:] {
		if l != 0 {
			clause = append(clause, l.gophersat())
			continue
		}
		e.s.AppendClause(solver.NewClause(clause))
		clause = nil
	}
	e.ncons, e.nunits, e.nlocal = len(p.cons), len(p.units), len(e.local)
}

// newClause makes the gophersat form of c from its own copies of the
// literals and of the weights (c.w indexes weights). It returns a value so
// that build can place clauses in one slice (the constructors' results do
// not escape once inlined).
func newClause(c constraint, lits []solver.Lit, weights []int) solver.Clause {
	switch {
	case c.w >= 0:
		w := weights[c.w : int(c.w)+len(lits) : int(c.w)+len(lits)]
		return *solver.NewPBClause(lits, w, int(c.k))
	case c.k == 1:
		return *solver.NewClause(lits)
	default:
		return *solver.NewCardClause(lits, int(c.k))
	}
}

// solve runs one gophersat Solve on everything added so far. The deadline is
// checked first, and a context that can end is also watched during the call
// (see watch): every caller's deadline holds, whatever the model. Only a
// context that can never end (the generator's budgets, benchmarks of the
// plain call) skips the watch and its cost.
func (e *engine) solve(ctx context.Context) (st Status) {
	if e.failed || e.p.unfinished || expired(ctx) {
		return Unknown
	}
	if e.p.unsat {
		return Unsat
	}
	// A panic inside gophersat is its bug, not the caller's: the honest
	// answer is Unknown, and the worker survives.
	defer func() {
		if r := recover(); r != nil {
			e.failed = true
			e.p.failure = fmt.Sprint(r)
			st = Unknown
		}
	}()
	budget := e.p.budget
	if budget > 0 && e.learned >= budget {
		e.p.overBudget++
		return Unknown
	}
	e.sync()
	gophersatMu.Lock()
	defer gophersatMu.Unlock()
	e.p.calls++
	var res solver.Status
	if ctx.Done() == nil && budget == 0 {
		e.s.Certified, e.s.CertChan = false, nil
		res = e.s.Solve()
	} else {
		var stopped bool
		res, stopped = e.watch(ctx)
		if stopped {
			// The solver was left in the middle of its search: the next
			// call starts from a fresh one.
			e.s = nil
			if budget > 0 && e.learned >= budget {
				e.p.overBudget++
			} else {
				e.p.interrupts++
			}
			return Unknown
		}
	}
	switch res {
	case solver.Sat:
		return Sat
	case solver.Unsat:
		return Unsat
	default:
		return Unknown
	}
}

// watch runs Solve and stops it once ctx ends. gophersat has no interrupt,
// but in certified mode it sends every learned clause on CertChan: that
// send is where the search can be stopped. The watcher closes the channel
// once the context has ended, so the solver's next send panics and unwinds
// its search. stopped reports that the search was cut off; a Solve that
// ended by itself reports its result even past the deadline.
//
// The price is gophersat formatting each learned clause as text, in time
// quadratic in its length: on models whose learned clauses run to thousands
// of literals (Evolomino's block model: up to 6000) a call takes about 4
// times as long (unwatched, one call on a 10x10 Nurikabe ran for minutes
// past a 2 s deadline). So natively a call with only a deadline is watched
// by a flag instead (watchByFlag), which costs nothing until the deadline;
// the certificate stays for learning budgets and js/wasm, where the sends
// are also the points at which the other goroutines get their turn.
//
// Under a learning budget (Problem.LimitLearning) the watch also stops the
// call at the solver's first send past the budget, counted over the whole
// query, and only there: whether a call ends by itself or is stopped
// depends on the search alone, never on when the watch looks, so the
// answer is the same on every platform and every run. Both watches keep
// e.learned.
func (e *engine) watch(ctx context.Context) (res solver.Status, stopped bool) {
	switch {
	case wasm:
		return e.watchEachClause(ctx)
	case e.p.budget > 0:
		return e.watchAtTicks(ctx)
	}
	return e.watchByFlag(ctx)
}

// stoppedCert is a closed channel: a send on it panics, which is how a
// flagged call (watchByFlag) is stopped.
var stoppedCert = func() chan string {
	ch := make(chan string)
	close(ch)
	return ch
}()

// watchByFlag is the native watch of a call that has only a deadline (no
// learning budget): the call runs uncertified, so gophersat never formats
// a learned clause, and when ctx ends its Certified flag is turned on over
// a closed channel, so the solver's next learned clause (or unit, or final
// "unsat") panics and unwinds the search. Formatting every clause as
// watchAtTicks does costs Evolomino's block model (learned clauses of
// thousands of literals) several times its search; this costs nothing
// until the deadline.
//
// The flag is written by ctx's AfterFunc while Solve reads it, without
// synchronisation gophersat could share: a word-sized write the solver
// sees at its next learned clause on every platform Go supports natively
// (js/wasm, which has one thread, keeps watchEachClause). The race
// detector reports it; the mutex orders the flag against the call's end,
// so a flag set after Solve returned is cleared before the next call.
func (e *engine) watchByFlag(ctx context.Context) (res solver.Status, stopped bool) {
	var mu sync.Mutex
	over, fired := false, false
	e.s.Certified, e.s.CertChan = false, stoppedCert
	stop := context.AfterFunc(ctx, func() {
		mu.Lock()
		defer mu.Unlock()
		if !over {
			fired = true
			e.s.Certified = true
		}
	})
	defer func() {
		r := recover()
		stop()
		mu.Lock()
		over = true
		cut := fired
		mu.Unlock()
		switch {
		case r == nil:
			if e.s != nil {
				e.s.Certified = false
			}
		case cut: // our own panic, from the closed channel
			res, stopped = solver.Indet, true
		default:
			panic(r) // gophersat's own panic: solve records it
		}
	}()
	return e.s.Solve(), false
}

// watchAtTicks is the native watch. Solve runs on the calling goroutine;
// a timer fires at each tick to drain the learned clauses and read the
// clock, and closes the channel once the context has ended. Handing each
// call to another goroutine, or waking one for each learned clause, cost
// models of many short calls half their time again; a call shorter than a
// tick costs one timer. The buffer holds far more than a tick's worth of
// clauses; a full one only makes the search wait for the next tick.
//
// The race detector reports the close against the solver's next send:
// that send is meant to panic (a channel's close and send are ordered by
// its own lock, so nothing else is shared).
//
// Under a budget the channel holds exactly the budget and is never
// drained: it counts the query's learned clauses itself. Once it is full
// the solver's next send waits, and the tick that finds it full closes
// it, so that send panics; a call that ends without sending again ends
// normally, whenever the tick comes.
func (e *engine) watchAtTicks(ctx context.Context) (res solver.Status, stopped bool) {
	budget := e.p.budget
	if e.cert == nil {
		e.cert, e.certBase = make(chan string, certBuffer), 0
		if budget > 0 {
			e.cert, e.certBase = make(chan string, budget-e.learned), e.learned
		}
	}
	cert := e.cert
	if budget > 0 {
		cert <- "" // the call itself; solve saw room for it
	}
	e.s.Certified, e.s.CertChan = true, cert
	var mu sync.Mutex // orders each tick against the call's end
	over, closed := false, false
	var tick *time.Timer
	mu.Lock() // the first tick may fire before tick is set
	tick = time.AfterFunc(pollEvery, func() {
		mu.Lock()
		defer mu.Unlock()
		switch {
		case over:
		case expired(ctx), budget > 0 && len(cert) == cap(cert):
			closed = true
			close(cert)
		case budget > 0:
			tick.Reset(pollEvery)
		default:
			drain(cert)
			tick.Reset(pollEvery)
		}
	})
	mu.Unlock()
	defer func() {
		r := recover()
		mu.Lock()
		over = true
		cut := closed
		mu.Unlock()
		tick.Stop()
		switch {
		case budget > 0:
			e.learned = e.certBase + len(cert)
		case !cut:
			drain(cert)
		}
		if cut {
			e.cert = nil
		}
		switch {
		case r == nil:
		case cut: // our own panic, from the closed channel
			res, stopped = solver.Indet, true
		default:
			panic(r) // gophersat's own panic: solve records it
		}
	}()
	return e.s.Solve(), false
}

// drain empties ch without waiting.
func drain(ch chan string) {
	for {
		select {
		case <-ch:
		default:
			return
		}
	}
}

// watchEachClause is the js/wasm watch: Solve runs in its own goroutine
// and this one takes each learned clause as it comes, reads the clock and
// relieves the heap (see collectUnderPressure). The blocking sends also give other
// goroutines (the garbage collector's workers among them) their turn
// during a long call, which wasm's one thread needs.
//
// Under a budget the channel is unbuffered, so a send completes only when
// it is taken here, and the one that reaches the budget closes it before
// the next is taken: as natively, every send past the budget panics.
func (e *engine) watchEachClause(ctx context.Context) (res solver.Status, stopped bool) {
	type outcome struct {
		res    solver.Status
		failed any
	}
	budget := e.p.budget
	cert := make(chan string, 1)
	if budget > 0 {
		cert = make(chan string)
	}
	done := make(chan outcome, 1)
	e.s.Certified, e.s.CertChan = true, cert
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- outcome{failed: r}
			}
		}()
		done <- outcome{res: e.s.Solve()}
	}()
	if budget > 0 {
		e.learned++ // the call itself; solve saw room for it
		if e.learned == budget {
			close(cert) // natively the channel is full: the first send panics
			if o := <-done; o.failed == nil {
				return o.res, false
			}
			return solver.Indet, true
		}
	}
	for {
		select {
		case c := <-cert:
			if budget > 0 {
				e.learned++
			}
			if (budget == 0 || e.learned < budget) && len(c) <= certGiveUp && !collectUnderPressure() && !expired(ctx) {
				continue
			}
			close(cert)
			o := <-done
			if o.failed != nil { // our own panic, from the closed channel
				return solver.Indet, true
			}
			return o.res, false
		case o := <-done:
			if o.failed != nil {
				panic(o.failed) // gophersat's own panic: solve records it
			}
			return o.res, false
		}
	}
}

// next returns the next solution that every lazy check accepts, adding the
// checks' cuts to the problem until one is found.
func (e *engine) next(ctx context.Context) (Model, Status) {
	for {
		st := e.solve(ctx)
		if st != Sat {
			return Model{}, st
		}
		// Model panics unless the last Solve said Sat, which it just did.
		m := Model{vals: e.s.Model()}
		if !e.p.rejects(m) {
			return m, Sat
		}
	}
}

// rejects runs every lazy check on m and stores their cuts.
func (p *Problem) rejects(m Model) bool {
	rejected, cut := false, false
	for _, check := range p.checks {
		for _, c := range check(m) {
			rejected = true
			if !anyTrue(m, c) {
				cut = true
			}
			p.AddClause(c...)
		}
	}
	if rejected && !cut {
		panic("sat: a lazy check rejected a model but none of its cuts excludes it")
	}
	return rejected
}

// expired reads the clock as well as ctx.Err: under js/wasm a goroutine
// that never blocks keeps the context's timer from firing, so a lazy cut
// loop would run minutes past its deadline if it trusted ctx.Err alone.
func expired(ctx context.Context) bool {
	if ctx.Err() != nil {
		return true
	}
	d, ok := ctx.Deadline()
	return ok && !time.Now().Before(d)
}

func anyTrue(m Model, lits []Lit) bool {
	for _, l := range lits {
		if m.Value(l) {
			return true
		}
	}
	return false
}

// Under js/wasm the certificate itself is the danger: gophersat builds each
// learned clause's text by repeated concatenation, so its garbage grows
// quadratically with the clause (tens of megabytes for a few thousand
// literals), and a collection marking a gigabyte heap on wasm's one thread
// lasts seconds while the search allocates on: on Evolomino's 16x16-18x18
// block models node ran out of its 4 GB (GOGC and GOMEMLIMIT did not help).
// So the watch collects once the heap is twice what the last collection
// kept, or past heapCeiling (twice a large model's heap is past wasm32's
// 4 GB), the search waiting on a one-clause buffer meanwhile; and it stops
// a call, as at its deadline, once the live heap stays past heapGiveUp or
// a clause's text passes certGiveUp bytes (about 18000 literals: the next
// such clause would leave a gigabyte of garbage, beyond any collection).
// With these those boards answer in about two minutes or stop cleanly; a
// 64 KB cap stopped some before their answers.
const (
	heapCeiling = 2 << 30
	heapGiveUp  = 2560 << 20
	certGiveUp  = 128 << 10
	// The native watch's buffer and tick (see watchAtTicks).
	certBuffer = 1024
	pollEvery  = time.Millisecond
)

var heapSamples = []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/memory/classes/heap/objects:bytes"}}

// collectUnderPressure runs a collection when the objects on the heap weigh
// more than twice (plus 64 MB) what the last collection found live, or more
// than heapCeiling; full reports a live heap past heapGiveUp after it.
func collectUnderPressure() (full bool) {
	metrics.Read(heapSamples)
	live, objects := heapSamples[0].Value.Uint64(), heapSamples[1].Value.Uint64()
	if objects <= min(2*live+64<<20, heapCeiling) {
		return false
	}
	runtime.GC()
	metrics.Read(heapSamples)
	return heapSamples[0].Value.Uint64() > heapGiveUp
}
