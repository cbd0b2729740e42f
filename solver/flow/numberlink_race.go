package flow

import (
	"context"
	"runtime"
	"time"
)

// raceJoin is how long exchangeOther runs alone before the fill model's
// own question joins it: most boards settle within it (janko's 15x15 and
// smaller in 0.1-1.5 s), so they pay for one model, not two.
const raceJoin = 500 * time.Millisecond

// otherRace asks "is there a smallest answer other than known?" (the
// first question of touchFreeFillOther) with two encodings of the same
// question: exchangeOther (what another answer changes in known) and the
// fill model's (some cell changes colour), the second joining after
// raceJoin; the first to settle answers and the other is stopped. Both
// are exact, so either may answer.
//
// Why a race: gophersat's time on one question varies wildly with the
// encoding (the comment of touchFreeFillOther: a board turned takes 7 s
// or over 10 s), and these two differ board by board (janko 15x15-24x14
// boards, the question alone: exchangeOther took 0.6x-0.9x of the other's
// CPU time on most, 1.5x on some; at load 6-7 a 20x15 settled in 34 s
// against over 45 s, a 17x17 took over 45 s against 20 s). Run together
// natively they take about the faster one's time, for twice its CPU.
// With one processor (WASM) they would share it, so there exchangeOther
// runs alone: it was the faster one on most boards.
func (p *Puzzle) otherRace(ctx context.Context, known []int) (cells []int, settled bool) {
	return p.otherRaceJoin(ctx, known, raceJoin, runtime.GOMAXPROCS(0))
}

// otherRaceJoin is otherRace with the fill model joining after join, on
// procs processors.
func (p *Puzzle) otherRaceJoin(ctx context.Context, known []int, join time.Duration, procs int) (cells []int, settled bool) {
	if procs < 2 {
		return p.exchangeOther(ctx, known)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type outcome struct {
		cells   []int
		settled bool
	}
	done := make(chan outcome, 2)
	go func() {
		c, s := p.exchangeOther(ctx, known)
		done <- outcome{c, s}
	}()
	go func() {
		t := time.NewTimer(join)
		defer t.Stop()
		select {
		case <-ctx.Done():
			done <- outcome{}
			return
		case <-t.C:
		}
		c, s := p.fillModel(ctx, -1, false, known, nil)
		done <- outcome{c, s}
	}()
	var won outcome
	for range 2 {
		o := <-done
		if o.settled && !won.settled {
			won = o
			cancel() // the other stops at its next watch
		}
	}
	return won.cells, won.settled
}
