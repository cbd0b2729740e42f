package fillomino

import (
	"context"
	"fmt"
	"time"

	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// Solve implements puzzle.Solver: limit 1 finds a solution (Found), 2 or
// more settles uniqueness.
//
// Three exact methods take turns, each with a growing time (0.1 s, then
// twice more each round), until one settles the board or ctx ends: the
// propagating search of search.go (first: it settles most boards in a few
// hundred nodes, and boards with long snaking regions only it settles),
// the lazy SAT model with clause learning (better on large boards with
// many small regions), which starts from what the search proved at its
// root, and the restarting search of search_restart.go (boards with large
// regions and few givens, which have many solutions, and boards with one
// or two huge regions, which it settles in a few hundred nodes; it uses
// half of each of its turns shorter than restartWhole). Each
// goes on where its previous turn stopped: the searches park
// (portfolio.Paused), the SAT model keeps its solver, cuts and answers
// (portfolio.ResumableSAT).
//
// Methods that do not pay drop out, by what they measure, not by the
// board's size: the search when the rate at which it fills the board
// would not fill it before ctx's deadline (the restarts then take its
// slot with whole turns, and the SAT model gets half turns, is never
// built if it was not yet, and drops out when a turn's best candidate is
// no nearer an answer than the turns' before). On the 64x50 boards with
// large regions that leaves the restarts nearly all the time and a
// tenth of the memory; on the janko boards nothing drops out but for a
// few of the 36x20s' searches.
//
// A fourth method, the windows of bands.go, finds a first answer on large
// boards with many answers and janko's share of givens, where the other
// three find none (64x50) or take seconds (36x20). It comes second in
// each round from the third (windowsFrom): the boards the others settle
// within their first two turns (most of the public set) never run it.
// Once it has an answer, the lazy model, if it has none yet, excludes
// that one and looks for another: none proves it unique, one more proves
// two. On a board the search dropped out of, the restarts have half
// turns while the windows are in.
func (p *Puzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	var m *model
	var s *searcher
	var resumable portfolio.ResumableSAT
	reported := 0
	// The turns are timed, not counted in nodes: a node of the search
	// costs a few microseconds at 10x10 and milliseconds at 36x20. The
	// search parks at the end of its turn and goes on from there at its
	// next one, so no turn redoes an earlier one's work.
	search := portfolio.Paused{Search: func(y *portfolio.Yielder) puzzle.Result {
		s = p.newSearcher(y.Context(), p.Clues)
		s.yield = y
		return s.run(limit)
	}}
	defer search.Close()
	restart := portfolio.Paused{Search: func(y *portfolio.Yielder) puzzle.Result {
		return p.restarts(y, limit)
	}}
	defer restart.Close()
	// The search drops out once the rate at which it fills the board says
	// it would not reach a full one before ctx's deadline (on a 64x50
	// with large regions a node probes for about a second and fills a
	// few cells); it is ended then. From the next round on, its slot is
	// the restarting search's, with whole turns, ahead of the lazy
	// model's: the board is one of the large ones the restarts are for,
	// and they settle it mostly within a round, so the lazy model's turn
	// of that round is saved.
	searchOut, restartMoved := false, false
	var bands *bander // the windows method's, below
	searchTurn := func(tctx context.Context, limit int) puzzle.Result {
		if searchOut {
			restartMoved = true
			if bands != nil && !bands.out {
				// Half turns while the windows are in: the board shows
				// janko's share of givens, not the few of the large
				// regions the restarts settle, and there they found no
				// answer in a minute (64x50) where the windows do.
				var cancel context.CancelFunc
				tctx, cancel = portfolio.Slice(tctx, 0.5)
				defer cancel()
			}
			return restart.Run(tctx, limit)
		}
		r := search.Run(tctx, limit)
		if r.Status == puzzle.Unknown && s != nil && s.descentOutOfTime(ctx) {
			searchOut = true
			search.Close()
		}
		return r
	}
	// debt is how much the lazy model's turns have overrun by more than
	// their own length: one gophersat call cannot be cut off, and on a
	// 64x50 board one call takes seconds where a turn has a tenth of one,
	// which would leave the other methods a fraction of the time. Later
	// turns repay it. Overruns within a turn's length (a call of the
	// usual size, as on the janko boards, which the model often settles)
	// are not counted.
	var debt time.Duration
	// On a board the search dropped out of, the lazy model drops out too
	// when it stalls: a turn none of whose candidates comes nearer an
	// answer (fewer wrong regions cut) than the best of the turns before.
	// On boards of large regions with few givens its candidates keep
	// about as many wrong regions turn after turn, and each call costs up
	// to seconds on a 64x50; its turns then go to the restarts and its
	// memory is freed. On the janko boards it settles, the best candidate
	// mostly improves each turn, but not always (225, 65, 85, then an
	// answer on a 36x20), and there the search stays in, so the model is
	// never judged.
	satOut := false
	// found0 is the windows' answer; given is it once excluded from the
	// lazy model, found the model's own first answer.
	var found0, given, found *Answer
	lazy := func(tctx context.Context, limit int) puzzle.Result {
		if satOut {
			return puzzle.Result{Status: puzzle.Unknown}
		}
		if searchOut {
			// Half turns, as the restarts had before: on the boards
			// the search gave up, they are the method that settles.
			var cancel context.CancelFunc
			tctx, cancel = portfolio.Slice(tctx, 0.5)
			defer cancel()
		}
		if d, ok := tctx.Deadline(); ok && m != nil {
			turn := time.Until(d)
			if debt >= turn {
				debt -= turn
				return puzzle.Result{Status: puzzle.Unknown}
			}
			var cancel context.CancelFunc
			tctx, cancel = context.WithTimeout(tctx, turn-debt)
			defer cancel()
			debt = 0
		}
		start := time.Now()
		defer func() {
			if d, ok := tctx.Deadline(); ok {
				debt += max(0, time.Since(start)-2*d.Sub(start))
			}
		}()
		if m == nil {
			// The model starts from what the search proved at its root,
			// so it waits for that root; and it is not built at all
			// once the search has dropped out before it: a board whose
			// root propagation outlasts a turn and whose search fills it
			// too slowly is one of the large ones where its calls take
			// seconds and it does not settle (a 64x50 with large
			// regions), and building it cost a second and 300 MB there.
			if s == nil || s.rootVal == nil || searchOut {
				return puzzle.Result{Status: puzzle.Unknown}
			}
			if m = p.newModel(ctx); m == nil {
				return puzzle.Result{Status: puzzle.Unknown}
			}
			s.root(m)
			resumable.Prob = m.prob
			resumable.Answer = func(mo sat.Model) puzzle.Answer { return Answer{G: m.p.G, Values: m.values(mo)} }
		}
		// Once the windows have an answer, and the model none yet, it
		// is excluded from the model, which then looks for one other
		// answer: none proves the windows' answer unique, one more
		// proves two (Turns sees two different answers). The model
		// need not find that answer again first: on the janko boards
		// its first answer is about half its work.
		if given == nil && found == nil && limit == 2 {
			given = found0
			if given != nil {
				m.exclude(given.Values)
			}
		}
		want := limit
		if given != nil {
			want = limit - 1
		}
		// The turn ends after a lazy check, between two gophersat calls,
		// not inside one: a call cut off loses the solver and all it
		// learned (the cuts stay), and with short turns that would be
		// most of them. Only the overall deadline cuts a call off.
		sctx, cancel := context.WithCancel(ctx)
		defer cancel()
		m.watchTurn(tctx, cancel)
		m.fewest = -1
		r := resumable.Run(sctx, want)
		r.Nodes = int64(m.cuts - reported) // the turn's own cuts: Turns adds them up
		reported = m.cuts
		if given != nil {
			switch r.Status {
			case puzzle.None:
				r = puzzle.Result{Status: puzzle.Unique, Answer: *given, Nodes: r.Nodes}
			case puzzle.Found, puzzle.Multiple:
				r.Status = puzzle.Unknown // a second answer: Turns sees two
			}
		} else if r.Answer != nil {
			a := r.Answer.(Answer)
			found = &a
		}
		if searchOut && m.stalled(r) {
			satOut = true
			m, resumable = nil, portfolio.ResumableSAT{}
		}
		return r
	}
	// Half of each of its turns while they are short, as the fail-first
	// search it replaces had: the boards that the first two methods
	// settle in a few seconds (the public sets, the janko 36x20s
	// included) take no longer than they did. Turns of a second and more
	// are whole: by then the board is mostly one of those it is for (a
	// 64x50 with large regions needs about a node per cell, 3,200 nodes
	// at about 0.3 ms).
	halfRestart := func(tctx context.Context, limit int) puzzle.Result {
		if restartMoved {
			return puzzle.Result{Status: puzzle.Unknown} // it had its turn
		}
		share := 1.0
		if d, ok := tctx.Deadline(); ok && time.Until(d) < restartWhole {
			share = 0.5
		}
		half, cancel := portfolio.Slice(tctx, share)
		defer cancel()
		return restart.Run(half, limit)
	}
	// The windows method (bands.go) drops out (returns at once) on boards
	// of one window, with few givens, once it has its answer or once its
	// windows would be the whole board. Like the restarts it has half of
	// its turns while they are short: on the janko 36x20s, which are
	// unique and which the lazy model settles in a second or two, its
	// answer proves nothing, and whole turns cost them half as much
	// again.
	windows := func(tctx context.Context, limit int) puzzle.Result {
		d, ok := tctx.Deadline()
		if ok && time.Until(d) < windowsFrom*turnSlice {
			return puzzle.Result{Status: puzzle.Unknown}
		}
		if bands == nil {
			bands = p.newBander()
		}
		if ok && time.Until(d) < restartWhole {
			var cancel context.CancelFunc
			tctx, cancel = portfolio.Slice(tctx, 0.5)
			defer cancel()
		}
		r := bands.run(ctx, tctx, limit)
		if a, ok := r.Answer.(Answer); ok && found0 == nil {
			found0 = &a
		}
		return r
	}
	return portfolio.Turns(ctx, limit, turnSlice, turnGrowth, searchTurn, windows, lazy, halfRestart)
}

// turnSlice is the first turn's time for each method, and each later
// round's turns are turnGrowth times longer. Both methods resume where
// they stopped, so a board costs about twice what the faster method
// needs, plus at most one turn of the other.
var turnSlice = 100 * time.Millisecond

const turnGrowth = 2

// restartWhole is the turn from which the restarting search has whole
// turns (see Solve).
const restartWhole = time.Second

// windowsFrom is the turn, in turnSlices, from which the windows method
// runs: the third round's, when the other methods have had 0.3 s each.
// The janko boards they settle within that pay nothing for a method that
// finds only first answers. Against main, 20 public boards of 481+ cells
// and the janko-density 36x20s, CPU s, same window, load 1: main 5.8 and
// 32.9; windows from the first round 7.5 and 26.7; from the third 5.9
// and 28.6; from the fourth 6.6 and 26.9.
const windowsFrom = 4

// descentOutOfTime says whether the search, parked at the end of a turn,
// would not reach a full board before ctx's deadline at the rate it has
// filled cells since its root (one cell more than it has, so a root just
// done is not judged on no progress). Before its root's propagation is
// done, and without a deadline, there is nothing to judge by: false.
func (s *searcher) descentOutOfTime(ctx context.Context) bool {
	d, ok := ctx.Deadline()
	if !ok || s.rootFilled < 0 {
		return false
	}
	spent := s.busy - s.rootBusy
	gained := s.deepest - s.rootFilled + 1
	need := time.Duration(float64(spent) * float64(s.n-s.deepest) / float64(gained))
	return need > time.Until(d)
}

// stopped says ctx has ended, by its own word or by the clock.
func stopped(ctx context.Context) bool { return puzzle.Expired(ctx) }

// solveSAT solves the lazy SAT model alone (SolveReference).
func (p *Puzzle) solveSAT(ctx context.Context, limit int) puzzle.Result {
	m := p.newModel(ctx)
	if m == nil {
		return puzzle.Result{Status: puzzle.Unknown}
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	m.watch(ctx, cancel)
	return m.result(ctx, limit)
}

// stalled says whether the turn that ended with r made no headway: its
// best candidate had no fewer wrong regions than the best of the turns
// before it (a turn without a check, all spent inside one call, is not
// judged). Once there is an answer the question is another one, and the
// model is not judged again.
func (m *model) stalled(r puzzle.Result) bool {
	if r.Status != puzzle.Unknown || r.Answer != nil || m.fewest < 0 {
		return false
	}
	if m.before >= 0 && m.fewest >= m.before {
		return true
	}
	m.before = m.fewest
	return false
}

// watchTurn makes the lazy check end a turn (cancel) once turn's deadline
// or turn itself has ended.
func (m *model) watchTurn(turn context.Context, cancel context.CancelFunc) {
	m.stop = func() {
		if stopped(turn) {
			cancel()
		}
	}
}

// watch makes the lazy check end the query once ctx's deadline has
// passed. Under js/wasm a busy goroutine never lets the deadline's timer
// fire, so ctx.Err() would stay nil; the clock is read between two
// gophersat calls instead.
func (m *model) watch(ctx context.Context, cancel context.CancelFunc) {
	if deadline, ok := ctx.Deadline(); ok {
		m.stop = func() {
			if time.Now().After(deadline) {
				cancel()
			}
		}
	}
}

func (m *model) result(ctx context.Context, limit int) puzzle.Result {
	if limit <= 1 {
		mo, st := m.prob.Solve(ctx)
		switch st {
		case sat.Sat:
			return puzzle.Result{Status: puzzle.Found, Answer: Answer{G: m.p.G, Values: m.values(mo)}, Nodes: int64(m.cuts)}
		case sat.Unsat:
			return puzzle.Result{Status: puzzle.None, Nodes: int64(m.cuts)}
		}
		return puzzle.Result{Status: puzzle.Unknown, Nodes: int64(m.cuts)}
	}
	models, cnt := m.prob.Enumerate(ctx, limit)
	r := puzzle.Result{Nodes: int64(m.cuts)}
	if len(models) > 0 {
		r.Answer = Answer{G: m.p.G, Values: m.values(models[0])}
	}
	r.Status = puzzle.CountStatus(cnt.N, cnt.Complete, limit)
	return r
}

func ctxErr(ctx context.Context) error {
	if ctx != nil && ctx.Err() != nil {
		return ctx.Err()
	}
	return fmt.Errorf("search stopped early")
}

var (
	_ puzzle.Solver     = (*Puzzle)(nil)
	_ puzzle.FactFinder = (*Puzzle)(nil)
	_ puzzle.Puzzle     = (*Puzzle)(nil)
	_ puzzle.State      = (*State)(nil)
	_ puzzle.Answer     = Answer{}
)
