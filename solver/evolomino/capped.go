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

// cappedFirst runs the capped phases until one answers (the squares), the
// caps no longer bound anything, the phases have added maxCuts cuts in all,
// or ctx ends. cuts is the number of cuts added.
func (p *Puzzle) cappedFirst(ctx context.Context, phaseCuts, maxCuts int) (sq []bool, cuts int) {
	limit := p.capLimit()
	for k := firstCap; k < limit && cuts < maxCuts && !expired(ctx); k = nextCap(k) {
		t0 := time.Now()
		m := p.newModel()
		m.sizeCap = k
		pctx, cancel := context.WithCancel(ctx)
		m.stop = func() {
			if m.cuts > phaseCuts || cuts+m.cuts > maxCuts || expired(ctx) {
				cancel()
			}
			sat.Yield() // see solveSAT
		}
		mo, st := m.prob.Solve(pctx)
		cancel()
		cuts += m.cuts
		if capTrace != nil {
			capTrace(k, st, m.cuts, time.Since(t0))
		}
		switch st {
		case sat.Sat:
			if a := m.squares(mo); len(p.Check(Answer{P: p, Squares: a})) == 0 {
				return a, cuts
			}
			return nil, cuts // a bug of the model: say nothing
		case sat.Unknown:
			// A cap the phase cannot settle: on the public boards where
			// that happened no looser cap answered either (their answers
			// have blocks of 14-18 squares beside small ones, and a cap
			// that admits those admits giant candidates everywhere), so
			// the plain model and the restarts get the time.
			return nil, cuts
		}
		// Unsat: no answer has all blocks within k; the next, looser cap.
		sat.Collect()
	}
	return nil, cuts
}

// capTrace, when set (tests), hears of each phase.
var capTrace func(k int, st sat.Status, cuts int, d time.Duration)

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
// about 17000 cuts on the public 15x15-16x16 boards, and all phases
// together at most about 28000; a phase past capPhaseCuts gives way to the
// next cap, and past capTotalCuts in all the plain lazy model and the
// restarts take over (portfolio), as they do after the first phase that
// runs out of its cuts. On the boards no cap answers the phases delay the
// portfolio by about 25000-30000 cuts (5-10 s natively).
const (
	capPhaseCuts = 20000
	capTotalCuts = 40000
)

// plainFirstCuts is the plain lazy model's turn before the capped phases:
// on the public 15x15-16x16 boards, those it answers within about 1500
// cuts the capped phases answer no sooner (5-100 ms either way), while
// beyond it they mostly answer several times sooner.
const plainFirstCuts = 1500
