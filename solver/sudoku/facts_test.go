package sudoku

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/latin"
)

// TestFactsAgainstEnumeration compares Facts with the cells common to every
// solution, found by enumerating all of them, on random clue subsets of a
// solved grid (4x4, 6x6 and 9x9, so both search engines are covered).
func TestFactsAgainstEnumeration(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct {
		link  string
		keep  int
		tries int
	}{
		{"sudoku/4/4/1k3h4k2", 4, 30},
		{"sudoku/6/6/1g2g3g4g5g6zk", 12, 20},
		{cspuzLink, 34, 15},
	} {
		ambiguous := 0
		base := mustDecode(t, c.link)
		sol := solved(t, base).Values
		for try := 0; try < c.tries; try++ {
			giv := make([]uint8, len(sol))
			for _, q := range rng.Perm(len(sol))[:c.keep] {
				giv[q] = sol[q]
			}
			p, err := NewPuzzle(base.Geo, giv)
			if err != nil {
				t.Fatal(err)
			}
			shape, _ := latinShape(p.Geo)
			b := shape.NewBoard()
			b.Load(giv)
			var common []uint8
			count, _, complete := latin.Search(context.Background(), b, 200000, 0, func(v []uint8) {
				if common == nil {
					common = append([]uint8(nil), v...)
				}
				for q := range v {
					if v[q] != common[q] {
						common[q] = 0
					}
				}
			})
			if !complete || count == 0 {
				continue
			}
			if count > 1 {
				ambiguous++
			}
			facts, err := p.Facts(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]bool{}
			n := p.Geo.N
			for q, v := range common {
				if v != 0 && giv[q] == 0 {
					want[fmt.Sprintf("%d,%d=%d", q/n, q%n, v)] = true
				}
			}
			if len(facts) != len(want) {
				t.Fatalf("%s try %d (%d solutions): %d facts, want %d", c.link, try, count, len(facts), len(want))
			}
			for _, f := range facts {
				if !want[f.Move] || len(f.At) != 1 || f.Text == "" {
					t.Fatalf("%s: unexpected fact %+v", c.link, f)
				}
			}
		}
		if ambiguous < c.tries/3 {
			t.Errorf("%s: only %d of %d samples had several solutions; the test proves little", c.link, ambiguous, c.tries)
		}
	}
}

func TestFactsText(t *testing.T) {
	p := mustDecode(t, "sudoku/4/4/1k3h4k2")
	facts, err := p.Facts(context.Background())
	if err != nil || len(facts) != 12 {
		t.Fatalf("%d facts, %v", len(facts), err)
	}
	if f := facts[0]; f.Move != "0,1=3" || f.Text != "r1c2 is 3" {
		t.Fatalf("first fact %+v", f)
	}
	geo, _ := GeometryOf(4)
	loose, _ := NewPuzzle(geo, []uint8{1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	if f, err := loose.Facts(context.Background()); err != nil || len(f) != 0 {
		t.Fatalf("facts of a loose puzzle: %v %v", f, err)
	}
	// Row 1 is 1 2 . . and box 2 already has its 3 in r2c4: no room for 3.
	none, err := NewPuzzle(geo, []uint8{1, 2, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := none.Facts(context.Background()); err == nil {
		t.Fatal("facts of an unsolvable puzzle")
	}
}
