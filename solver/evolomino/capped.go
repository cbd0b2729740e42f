package evolomino

// Capped lazy models: the lazy model (model.go) under an assumed cap on the
// size of every block, the cap growing from phase to phase. Not a rule: a
// help for the first answer on boards with wide open areas.
//
// Why: on such boards the lazy model's candidates fill the open area with
// blocks of 10-35 squares (published answers there have at most 9-10), and
// each cut excludes one exact block, so the candidates wander over ever new
// giant blocks; each long arrow alone settles in milliseconds, two together
// in under a second, three no longer within 20 s. Under a cap a candidate
// block past it is cut at once by sizeCap+1 of its squares, so the
// candidates stay small. A cap below the answers' largest block proves
// "none" quickly (a 15x15: cap 6 in 0.7 s, cap 8 in 2 s), a cap at or just
// above it answers (2-3 s where the plain lazy model needed about 150000
// cuts), and a cap far above it is the plain model again, so the caps grow
// slowly from small.
//
// Exact all the same: an answer under a cap is an answer (the rule checker
// accepts it before it is used); "none under the cap" only moves to the next
// cap, never reaches the caller as None.

import (
	"context"
	"time"

	"pencilbox/solver/sat"
)

// cappedFirst runs the capped schedules (capRun) in turns until one
// answers (the squares), both have run out of caps that bound anything or
// a phase has run past phaseCuts, the phases have added maxCuts cuts in
// all, or ctx ends. cuts is the number of cuts added.
//
// Two schedules take turns, because boards differ in which one answers:
// the uniform caps (every block within k) answer the boards whose
// answers' blocks are all small or medium, and prove "none" cheaply below
// that; the per-arrow caps (each arrow's blocks within its own cap,
// loosened only for the arrows whose caps the last phase cut) answer the
// boards whose answers mix blocks of 14-15 squares on a few arrows with
// small ones elsewhere, where a uniform cap that admits the large blocks
// admits giant candidates everywhere and no phase settles. The turns
// double in cuts every round. The per-arrow turns are half the uniform
// ones, from the second round on (their first phase, every cap at
// firstCap, is the uniform schedule's first): the uniform caps answer
// most boards, which so pay at most about
// half again what the uniform schedule alone needs (at equal turns, about
// 30% more CPU on the public 15x15-18x18 boards than without the per-arrow
// schedule), while where the per-arrow caps are needed the uniform
// schedule mostly stalls at a cap and ends (phaseCuts), leaving them the
// turns.
func (p *Puzzle) cappedFirst(ctx context.Context, phaseCuts, maxCuts int) (sq []bool, cuts int) {
	return p.cappedFirstWith(ctx, phaseCuts, maxCuts, nil)
}

// cappedFirstWith is cappedFirst with the search's randomised restarts
// (s, seeded; nil: none) taking each round's last turn once the turns
// reach restartTurnFrom cuts, with as many nodes as the schedules added
// cuts in the round (a node costs a fraction of a cut, so they take less
// time): on boards where both schedules stall at a cap (a phase that
// neither answers nor proves none), the restarts answer within tens of
// thousands of nodes, while the stalled phases would hold them back for
// 40000 cuts; where a schedule answers within its first turn the
// restarts cost nothing. They join from the second round, not the third:
// a board whose uniform schedule stalls at a cap of 17 (20000 cuts) was
// answered by the restarts at 12800 nodes only after that stall, and on
// the other public 15x15-18x18 boards the earlier nodes cost about as
// much as they saved (CPU sums within 10% per size either way).
func (p *Puzzle) cappedFirstWith(ctx context.Context, phaseCuts, maxCuts int, s *search) (sq []bool, cuts int) {
	limit := p.capLimit()
	runs := []*capRun{
		{p: p, phaseCuts: phaseCuts, loosen: p.uniformCaps(limit), share: 1},
		{p: p, phaseCuts: phaseCuts, loosen: p.arrowCaps(limit), share: 2},
	}
	for turn := capTurnCuts; ; turn *= 2 {
		live, round := false, 0
		for _, r := range runs {
			if r.done {
				continue
			}
			live = true
			if turn < capTurnCuts*r.share {
				continue // see share
			}
			budget := min(turn/r.share, maxCuts-cuts)
			if budget <= 0 || expired(ctx) {
				return nil, cuts
			}
			sq, used := r.run(ctx, budget)
			cuts += used
			round += used
			if sq != nil {
				return sq, cuts
			}
		}
		if !live {
			return nil, cuts
		}
		if s != nil && turn >= restartTurnFrom && !expired(ctx) {
			sols, complete := s.restarts(ctx, restartBase, s.nodes+int64(round))
			if len(sols) > 0 && len(p.Check(Answer{P: p, Squares: sols[0]})) == 0 {
				return sols[0], cuts
			}
			if complete {
				// No answer at all: the caller's own restarts say so.
				return nil, cuts
			}
		}
	}
}

// capTurnCuts is the first turn of each capped schedule, in cuts;
// restartTurnFrom the first turn with restarts.
const (
	capTurnCuts     = 2000
	restartTurnFrom = 2 * capTurnCuts
)

// capRun is one capped schedule in progress: the present phase's model and
// its resumable search, and how the next phase's caps follow from a phase
// that proved none.
type capRun struct {
	p         *Puzzle
	phaseCuts int
	// share: its turns are the round's turn over share, from the round
	// whose turn is capTurnCuts*share on.
	share  int
	m      *model
	search *sat.Search
	t0     time.Time
	done   bool
	// loosen sets the caps of the next phase's model from the model of
	// the phase that proved none (nil: the first phase); false when no
	// cap would bound anything.
	loosen func(m, prev *model) bool
}

// run continues the schedule for about budget cuts (the phases it
// settles in that time included). used is the number of cuts added.
func (r *capRun) run(ctx context.Context, budget int) (sq []bool, used int) {
	for used < budget && !r.done && !expired(ctx) {
		if r.m == nil {
			m := r.p.newModel()
			if !r.loosen(m, nil) {
				r.done = true
				return nil, used
			}
			r.start(m)
		}
		m := r.m
		before := m.cuts
		limit := before + budget - used
		pctx, cancel := newUnwatched() // stopped by m.stop, at its deadline too
		m.stop = func() {
			if m.cuts > limit || m.cuts > r.phaseCuts || expired(ctx) {
				cancel()
			}
			sat.Yield() // see solveSAT
		}
		mo, st := r.search.Next(pctx)
		cancel()
		used += m.cuts - before
		switch st {
		case sat.Sat:
			r.trace(st)
			r.done = true
			if a := m.squares(mo); len(r.p.Check(Answer{P: r.p, Squares: a})) == 0 {
				return a, used
			}
			return nil, used // a bug of the model: say nothing
		case sat.Unsat:
			// No answer within these caps: the next, looser ones.
			r.trace(st)
			sat.Collect()
			next := r.p.newModel()
			if !r.loosen(next, m) {
				r.done = true
				return nil, used
			}
			r.start(next)
		default:
			if m.cuts > r.phaseCuts {
				// A phase that cannot settle its caps: on the public
				// boards where that happened no looser cap of the
				// same schedule answered either, so the time goes
				// elsewhere.
				r.trace(st)
				r.done = true
			}
		}
	}
	return nil, used
}

func (r *capRun) start(m *model) {
	r.m, r.search, r.t0 = m, m.prob.NewSearch(), time.Now()
}

func (r *capRun) trace(st sat.Status) {
	if capTrace != nil {
		k := r.m.sizeCap
		for _, c := range r.m.arrowCap {
			k = max(k, c)
		}
		capTrace(k, st, r.m.cuts, time.Since(r.t0))
	}
	if capPhaseTrace != nil {
		capPhaseTrace(r.m, st)
	}
}

// uniformCaps is the schedule of one cap for every block, from firstCap
// growing by about a third a phase up to limit.
func (p *Puzzle) uniformCaps(limit int) func(m, prev *model) bool {
	return func(m, prev *model) bool {
		k := firstCap
		if prev != nil {
			k = nextCap(prev.sizeCap)
		}
		m.sizeCap = k
		return k < limit
	}
}

// arrowCaps is the schedule of a cap per arrow, each from firstCap; after
// a phase that proved none, the caps that phase cut grow by about a third
// (those of the arrows whose blocks it cut, and the largest ones when it
// cut blocks off one arrow), up to limit. The others stay: a proof of
// "none" that never cut an arrow's blocks did not use its cap.
func (p *Puzzle) arrowCaps(limit int) func(m, prev *model) bool {
	return func(m, prev *model) bool {
		m.capHits = make([]int, len(p.Arrows))
		if prev == nil {
			m.arrowCap = make([]int, len(p.Arrows))
			for a := range m.arrowCap {
				m.arrowCap[a] = firstCap
			}
			return firstCap < limit
		}
		top, most := 0, 0
		for a, k := range prev.arrowCap {
			top = max(top, k)
			if k < limit {
				most = max(most, prev.capHits[a])
			}
		}
		m.arrowCap = append([]int(nil), prev.arrowCap...)
		grew := false
		for a, k := range prev.arrowCap {
			if k < limit && (most > 0 && 2*prev.capHits[a] >= most || most == 0 && prev.capHitAll > 0 && k == top) {
				m.arrowCap[a] = nextCap(k)
				grew = true
			}
		}
		return grew
	}
}

// capTrace, when set (tests), hears of each phase.
var capTrace func(k int, st sat.Status, cuts int, d time.Duration)

// capPhaseTrace, when set (tests), is handed each settled phase's model.
var capPhaseTrace func(m *model, st sat.Status)

// firstCap is the first phase's cap: the smallest with room for an arrow
// of three blocks (1, 2, 3), below which the proofs of "none" are trivial.
const firstCap = 3

// nextCap grows the cap by about a third: the phases' work grows with the
// cap, so the total stays within a small multiple of the last phase's.
func nextCap(k int) int { return k + max(1, k/3) }

// capLimit is the first cap that bounds nothing: the number of cells some
// block may use.
func (p *Puzzle) capLimit() int {
	n := 0
	for c, ok := range p.reach() {
		if ok && p.Cells[c] != Shaded {
			n++
		}
	}
	return n
}

// The capped phases' budgets in cuts (counted, not timed, so WASM does the
// same work as natively): where a cap answers, its phase needed at most
// about 17000 cuts on the public 15x15-16x16 boards; a phase past
// capPhaseCuts ends its schedule (the other goes on alone), and past
// capTotalCuts in all the plain lazy model and the restarts take over
// (portfolio). The per-arrow schedule answered a 15x15 whose answer has
// blocks of 14-15 squares after about 45000 cuts of its own (65000 with
// the uniform schedule's turns); on the boards neither answers, both
// schedules end at their first phase past capPhaseCuts, about 45000 cuts
// in all.
const (
	capPhaseCuts = 20000
	capTotalCuts = 100000
)

// Tried against the stalled phases and not kept (on the slowest public
// board, a 15x15: the uniform cap 10 stalls at 20000 cuts, the
// per-arrow cap 10 proves none in 14061, cap 13 answers in 16949; each
// variant changes which candidates follow, and the board sits near a
// cliff: most variants left it with no answer in 60 s):
//   - a block on no arrow cut from each of its squares with its fence,
//     or a block past its arrow's cap cut along a path from each square:
//     per-arrow cap 10 stalled;
//   - caps growing by a half: caps 9 and 13 both stalled;
//   - no placement past the phase's cap (2-4x cheaper cuts), or a
//     stalled phase loosening its caps as if it had proved none: looser
//     per-arrow (10/10, then 13/13) and uniform (13, 17) phases stalled;
//     the placements limited in the uniform phases only kept that board
//     (11.4 -> 11.6 s) but moved the public set both ways (CPU sums 16x16
//     8.9 -> 11.0 s, 18x18 15.8 -> 12.4 s; boards 2.5x slower or 6x
//     faster);
//   - every square within cap-1 steps of an arrow square, by layered
//     variables: that board answered at uniform cap 10 (about 35% sooner),
//     but the layers (13 a cell at 18x18) made rounds about 4x dearer:
//     18x18 CPU sum 16.9 -> 32.1 s on the public set; the layers' static
//     part alone (cells out of every arrow's reach fixed empty) stalled;
//   - a lower phase limit: answering phases on the public 15x15-18x18
//     boards took up to 15180 (uniform) and 16949 (per-arrow) cuts.
// The restarts alone answer 71 of 156 of those boards within 100000
// nodes; on that 15x15 7 of 12 seeds answer within 255000 nodes and
// restartSeed none within 1000000, so choosing a seed would be fitting.

// plainFirstCuts is the plain lazy model's turn before the capped phases:
// on the public 15x15-16x16 boards, those it answers within about 1500
// cuts the capped phases answer no sooner (5-100 ms either way), while
// beyond it they mostly answer several times sooner.
const plainFirstCuts = 1500
