package evolomino

import "context"

// unwatched is the context of the lazy models' gophersat calls while they
// look for a first answer: it ends only when stopped, between two calls
// (the models' stop hooks read the deadline there), and never during one.
// Its Done is nil, so the sat package runs the calls unwatched: under
// js/wasm its watch formats every learned clause as text and hands it to
// another goroutine, which cost a quarter of the portfolio's time on a
// 15x15 (32.5 -> 24.0 s CPU, the same cuts and answer). Those calls are
// short (each ends with a candidate to cut, or a cap proved too small):
// at most 0.41 s natively on the public 15x15-18x18 boards, so a deadline
// is overrun by one such call at most. The count's calls stay watched:
// its last one proves the rest empty and can be long.
type unwatched struct {
	context.Context
	stopped bool
}

// newUnwatched is an unwatched context and the function that stops it.
func newUnwatched() (context.Context, context.CancelFunc) {
	c := &unwatched{Context: context.Background()}
	return c, func() { c.stopped = true }
}

func (c *unwatched) Done() <-chan struct{} { return nil }

func (c *unwatched) Err() error {
	if c.stopped {
		return context.Canceled
	}
	return nil
}
