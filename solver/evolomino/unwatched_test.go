package evolomino

import (
	"context"
	"testing"
)

// TestUnwatched: the context never ends by itself (no Done channel, so the
// sat package leaves its calls unwatched, and no deadline) and ends once
// stopped.
func TestUnwatched(t *testing.T) {
	ctx, stop := newUnwatched()
	if ctx.Done() != nil || ctx.Err() != nil {
		t.Fatalf("fresh: Done %v, Err %v", ctx.Done(), ctx.Err())
	}
	if _, ok := ctx.Deadline(); ok {
		t.Fatal("a deadline")
	}
	stop()
	if ctx.Err() != context.Canceled {
		t.Fatalf("stopped: Err %v", ctx.Err())
	}
}
