package flow

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/puzzle"
)

// bruteColourings enumerates every set of lines on a small board (colour
// by colour, each a simple path between its dots through cells no other
// line or dot holds) and returns the distinct colourings, as strings:
// all of them, and those whose every colour class is exactly its line
// (no line runs beside itself). Under Flow Free a colouring must cover
// the board; under Numberlink cells may stay empty (0).
func bruteColourings(p *Puzzle) (all, touchFree map[string]bool) {
	n := p.G.Cells()
	K := p.Colours()
	col := make([]int, n)
	for c := range col {
		col[c] = p.Dots[c]
	}
	var line []int // the cells of the line being drawn
	all, touchFree = map[string]bool{}, map[string]bool{}
	induced := func(k int) bool {
		// A line is induced when its only same-colour neighbours are the
		// cells before and after it on the line.
		var cells []int
		for c := range col {
			if col[c] == k {
				cells = append(cells, c)
			}
		}
		adj := 0
		for _, c := range cells {
			y, x := p.G.YX(c)
			for _, dv := range gridDirs {
				if p.G.In(y+dv[0], x+dv[1]) && col[p.G.Cell(y+dv[0], x+dv[1])] == k {
					adj++
				}
			}
		}
		return adj == 2*(len(cells)-1)
	}
	var draw func(k int)
	var walk func(k, c int)
	draw = func(k int) {
		if k > K {
			key := fmt.Sprint(col)
			if p.Rules == FlowFree {
				for _, v := range col {
					if v == 0 {
						return
					}
				}
			}
			all[key] = true
			free := true
			for j := 1; j <= K; j++ {
				free = free && induced(j)
			}
			if free {
				touchFree[key] = true
			}
			return
		}
		line = line[:0]
		walk(k, p.Ends[k][0])
	}
	walk = func(k, c int) {
		y, x := p.G.YX(c)
		for _, dv := range gridDirs {
			if !p.G.In(y+dv[0], x+dv[1]) {
				continue
			}
			r := p.G.Cell(y+dv[0], x+dv[1])
			switch {
			case r == p.Ends[k][1]:
				saved := append([]int(nil), line...)
				draw(k + 1)
				line = append(line[:0], saved...)
			case col[r] == 0:
				col[r] = k
				line = append(line, r)
				walk(k, r)
				line = line[:len(line)-1]
				col[r] = 0
			}
		}
	}
	draw(1)
	return all, touchFree
}

// TestColouringCounterFindsEveryColouring: on random small boards with
// many solutions, the colouring counter (both the exact and the
// touch-free one, under both rule sets) returns exactly the colourings a
// brute-force enumeration of every set of lines gives: its branch order
// and its lazy re-checks of colours (search_colour_prop.go) never lose a
// solution nor count one twice.
func TestColouringCounterFindsEveryColouring(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 3))
	n := 400
	if testing.Short() {
		n = 60
	}
	many := 0
	for i := 0; i < n; i++ {
		rules := Rules(rng.IntN(2))
		p := randomBoard(rng, rules, 5, 3)
		if p.G.Cells() > 20 {
			continue
		}
		all, tf := bruteColourings(p)
		for _, touchFree := range []bool{false, true} {
			want := all
			if touchFree || rules == Numberlink {
				want = tf // Numberlink's counter is always touch-free
			}
			o, ok := CountColourings(context.Background(), p, 1<<20, 0, nil, touchFree)
			if !ok || !o.Complete {
				t.Fatalf("%s: counter refused or stopped", puzzle.LinkOf(p))
			}
			got := map[string]bool{}
			for _, sol := range o.Solutions {
				got[fmt.Sprint(sol)] = true
			}
			if len(got) != len(o.Solutions) {
				t.Fatalf("%s (touch-free %v): a colouring counted twice", puzzle.LinkOf(p), touchFree)
			}
			if len(got) != len(want) {
				t.Fatalf("%s (touch-free %v): counter %d colourings, brute force %d", puzzle.LinkOf(p), touchFree, len(got), len(want))
			}
			for key := range want {
				if !got[key] {
					t.Fatalf("%s (touch-free %v): counter misses %s", puzzle.LinkOf(p), touchFree, key)
				}
			}
			if len(want) >= 3 {
				many++
			}
		}
	}
	if many < n/10 {
		t.Fatalf("only %d counts of three or more colourings: the boards test little", many)
	}
}
