package jobs

import (
	"context"
	"slices"
	"testing"

	"pencilbox/solver/puzzle"
)

// Every genre's example warms (each has one solution), and a request
// that arrives stops the warm-up before the next genre.
func TestWarmUp(t *testing.T) {
	ctx := context.Background()
	if got := WarmUp(ctx, func() bool { return true }); !slices.Equal(got, puzzle.Names()) {
		t.Fatalf("warmed %v, want every genre %v", got, puzzle.Names())
	}
	calls := 0
	got := WarmUp(ctx, func() bool { calls++; return calls <= 2 })
	if len(got) != 2 {
		t.Fatalf("warmed %v after the worker got busy at the third genre", got)
	}
}
