package jobs

import (
	"context"
	"time"

	"pencilbox/solver/puzzle"
)

// warmUpDeadline bounds each genre's warm-up solve.
const warmUpDeadline = time.Second

// WarmUp solves every genre's example once, settled, while idle says the
// worker has nothing else to do. Under WASM the engine compiles a
// function when it is first called, which cost the first real request up
// to tens of milliseconds (a 9x9 Sudoku that then takes 0.1 ms); paying
// it at start, before the player asks, keeps that off the first answer.
// It returns the genres warmed. A request that arrives meanwhile waits
// at most one example's solve (the examples are 5x5 to 9x9 boards), and
// the rest of the warm-up is skipped.
func WarmUp(ctx context.Context, idle func() bool) (warmed []string) {
	for _, name := range puzzle.Names() {
		// A pause, not runtime.Gosched: under js/wasm only a goroutine
		// that blocks hands the thread back to the event loop, which is
		// where a request's message arrives.
		time.Sleep(time.Millisecond)
		if !idle() || ctx.Err() != nil {
			return warmed
		}
		if warmOne(ctx, name) {
			warmed = append(warmed, name)
		}
	}
	return warmed
}

// warmOne solves name's example; a failure only means less was warmed.
func warmOne(ctx context.Context, name string) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	g, found := puzzle.ByName(name)
	if !found {
		return false
	}
	p, err := puzzle.Decode(g.Example())
	if err != nil {
		return false
	}
	ctx, cancel := context.WithTimeout(ctx, warmUpDeadline)
	defer cancel()
	r, err := puzzle.Solve(ctx, p, 2)
	return err == nil && r.Status == puzzle.Unique
}
