package puzzle

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"
)

func TestClueCount(t *testing.T) {
	for _, c := range []struct {
		cells   int
		density float64
		want    int
	}{{100, 0, 0}, {100, 1e-9, 1}, {100, 0.06, 6}, {100, 0.2, 20}, {100, 3, 100}, {0, 0.5, 0}} {
		if got := ClueCount(c.cells, c.density); got != c.want {
			t.Errorf("ClueCount(%d, %g) = %d, want %d", c.cells, c.density, got, c.want)
		}
	}
	a := SampleCells(rand.New(rand.NewPCG(1, 2)), 50, 0.2)
	b := SampleCells(rand.New(rand.NewPCG(1, 2)), 50, 0.2)
	seen := map[int]bool{}
	for i, c := range a {
		if c != b[i] || c < 0 || c >= 50 || seen[c] {
			t.Fatalf("SampleCells: %v then %v; want the same distinct cells", a, b)
		}
		seen[c] = true
	}
}

func TestExpired(t *testing.T) {
	if Expired(nil) || Expired(context.Background()) {
		t.Error("a context that cannot end has expired")
	}
	past, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	if !Expired(past) {
		t.Error("a context past its deadline has not expired")
	}
}
