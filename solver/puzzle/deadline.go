package puzzle

import (
	"context"
	"time"
)

// Expired says ctx has ended, reading the clock as well as ctx.Err: under
// js/wasm a goroutine that never blocks keeps the context's timer from
// firing, so a search that trusted ctx.Err alone would run on past its
// deadline in the browser. A nil ctx never ends. Searches call it every
// thousand nodes or so.
func Expired(ctx context.Context) bool {
	if ctx == nil {
		return false
	}
	if ctx.Err() != nil {
		return true
	}
	d, ok := ctx.Deadline()
	return ok && !time.Now().Before(d)
}
