package sudoku

import (
	"context"
	"testing"
)

// TestStopperPolls pins what tick's due-count bookkeeping must keep: a
// node budget stops the search on the first node past it, a cancelled
// context on the 4096th node (the first poll), and neither stops a search
// that ends first.
func TestStopperPolls(t *testing.T) {
	ctx := context.Background()
	geo, err := GeometryOf(9)
	if err != nil {
		t.Fatal(err)
	}
	empty := make([]uint8, 81) // endless at a huge limit
	for _, budget := range []int64{1, 2, 7, 4095, 4096, 4097, 10000} {
		n, _, nodes, complete := CountGrid(ctx, geo, empty, 1<<30, budget)
		if complete || nodes != budget+1 {
			t.Errorf("budget %d: %d nodes, complete %v (%d solutions); want %d nodes, incomplete", budget, nodes, complete, n, budget+1)
		}
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	for _, budget := range []int64{0, 5000, 9000} {
		if _, _, nodes, complete := CountGrid(cctx, geo, empty, 1<<30, budget); complete || nodes != 4096 {
			t.Errorf("cancelled, budget %d: %d nodes, complete %v; want 4096, incomplete", budget, nodes, complete)
		}
	}
	if _, _, nodes, complete := CountGrid(cctx, geo, empty, 1<<30, 100); complete || nodes != 101 {
		t.Errorf("cancelled, budget 100: %d nodes, complete %v; want 101, incomplete", nodes, complete)
	}
	// A search that settles below the budget is complete, with the nodes
	// of the unlimited search.
	p, err := ParsePuzzle(9, "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3")
	if err != nil {
		t.Fatal(err)
	}
	_, _, free, ok := CountGrid(ctx, geo, p.Givens, 2, 0)
	if !ok {
		t.Fatal("unlimited search incomplete")
	}
	for _, budget := range []int64{free, free + 1, 1 << 20} {
		if _, _, nodes, complete := CountGrid(ctx, geo, p.Givens, 2, budget); !complete || nodes != free {
			t.Errorf("budget %d: %d nodes, complete %v; want %d, complete", budget, nodes, complete, free)
		}
	}
	if _, _, nodes, complete := CountGrid(ctx, geo, p.Givens, 2, free-1); complete || nodes != free {
		t.Errorf("budget %d: %d nodes, complete %v; want %d, incomplete", free-1, nodes, complete, free)
	}
}
