package sat

import (
	"context"
	"testing"
)

// A grid model of 300x300 = 90,000 variables and about 270,000 constraints,
// the size of the largest genre models: no 2x2 block all true or all false,
// and at most three true cells in a row of four (a Nurikabe-like texture).
func largeGrid(side int) *Problem {
	p := &Problem{}
	x := p.NewVars(side * side)
	p.MarkAnswer(x...)
	at := func(r, c int) Lit { return x[r*side+c] }
	for r := range side {
		for c := range side {
			if r+1 < side && c+1 < side {
				block := []Lit{at(r, c), at(r, c+1), at(r+1, c), at(r+1, c+1)}
				p.AtMost(3, block...)
				p.AtLeast(1, block...)
			}
			if c+3 < side {
				p.AtMost(3, at(r, c), at(r, c+1), at(r, c+2), at(r, c+3))
			}
		}
	}
	return p
}

func TestLargeGrid(t *testing.T) {
	if testing.Short() {
		t.Skip("large model")
	}
	p := largeGrid(300)
	if _, st := p.Solve(context.Background()); st != Sat {
		t.Fatalf("Solve = %v", st)
	}
}

// Adding a constraint must not allocate per literal: the flat slices grow
// by doubling, so the average is far below one allocation per call.
func TestAddAllocations(t *testing.T) {
	p := &Problem{}
	x := p.NewVars(100)
	i := 0
	allocs := testing.AllocsPerRun(10000, func() {
		p.AtMost(2, x[i%97], x[i%89], x[i%83], x[i%79].Not())
		i++
	})
	if allocs > 0.05 {
		t.Errorf("%.2f allocations per constraint", allocs)
	}
}

func BenchmarkLargeGrid(b *testing.B) {
	b.Run("build", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			largeGrid(300)
		}
	})
	b.Run("build+solve", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, st := largeGrid(300).Solve(context.Background()); st != Sat {
				b.Fatal(st)
			}
		}
	})
}
