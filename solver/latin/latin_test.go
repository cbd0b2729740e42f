package latin

import (
	"context"
	"testing"
)

func boxes(n, bw, bh int) [][]int {
	var out [][]int
	for by := 0; by < n; by += bh {
		for bx := 0; bx < n; bx += bw {
			var u []int
			for y := by; y < by+bh; y++ {
				for x := bx; x < bx+bw; x++ {
					u = append(u, y*n+x)
				}
			}
			out = append(out, u)
		}
	}
	return out
}

func TestCountsKnownTotals(t *testing.T) {
	cases := []struct {
		n     int
		extra [][]int
		want  int
	}{
		{1, nil, 1},
		{2, nil, 2},
		{3, nil, 12},
		{4, nil, 576},            // Latin squares of order 4
		{4, boxes(4, 2, 2), 288}, // 4x4 Sudoku grids
		{5, nil, 161280},
	}
	for _, c := range cases {
		s, err := NewShape(c.n, c.extra)
		if err != nil {
			t.Fatal(err)
		}
		var seen int
		got, _, complete := Search(context.Background(), s.NewBoard(), 1<<30, 0, func(v []uint8) {
			seen++
			if !validSquare(s, v) {
				t.Fatalf("n=%d: invalid solution %v", c.n, v)
			}
		})
		if got != c.want || seen != got || !complete {
			t.Errorf("n=%d extra=%d: %d solutions (%d reported, complete %v), want %d", c.n, len(c.extra), got, seen, complete, c.want)
		}
	}
}

func validSquare(s *Shape, v []uint8) bool {
	for _, u := range s.Units {
		var seen uint32
		for _, c := range u {
			if v[c] < 1 || int(v[c]) > s.N || seen&(1<<v[c]) != 0 {
				return false
			}
			seen |= 1 << v[c]
		}
	}
	return true
}

func TestContradictionsAndSingles(t *testing.T) {
	s, _ := NewShape(4, boxes(4, 2, 2))
	if s.NewBoard().Load([]uint8{1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}) {
		t.Error("two 1s in a row were accepted")
	}
	b := s.NewBoard()
	// 1 2 | 3 4
	// 3 4 | 1 2
	// 2 1 | 4 3
	// 4 3 | 2 .   <- one empty cell must be found as a naked single.
	giv := []uint8{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 0}
	if !b.Load(giv) || !b.Solved() || b.Value[15] != 1 {
		t.Fatalf("naked single not placed: %v dead=%v", b.Value, b.Dead())
	}
	// Hidden single: digit 1 given at r0c0 and r1c2 and r2c1; in row 3 the
	// only column left for 1 is 3, although r3c3 still has several candidates.
	b = s.NewBoard()
	for _, p := range [][3]int{{0, 0, 1}, {1, 2, 1}, {2, 1, 1}} {
		if !b.Place(p[0]*4+p[1], p[2]) {
			t.Fatal("place failed")
		}
	}
	if !b.Propagate() || b.Value[15] != 1 {
		t.Fatalf("hidden single not placed: %v", b.Value)
	}
	// Eliminating the last candidate is a contradiction.
	b = s.NewBoard()
	for d := 1; d < 4; d++ {
		b.Eliminate(5, d)
	}
	if b.Eliminate(5, 4) || !b.Dead() {
		t.Error("emptying a cell was not a contradiction")
	}
}

func TestCopyIsIndependent(t *testing.T) {
	s, _ := NewShape(4, nil)
	a := s.NewBoard()
	c := a.Clone()
	if !c.Place(0, 3) || !c.Propagate() {
		t.Fatal("place failed")
	}
	if a.Value[0] != 0 || a.Cand[1] != s.All {
		t.Fatal("the copy shares memory with the original")
	}
	a.CopyFrom(c)
	if a.Value[0] != 3 || a.Cand[1]&(1<<3) != 0 || a.Open != c.Open {
		t.Fatal("CopyFrom did not copy")
	}
}

func TestHookPrunes(t *testing.T) {
	// Futoshiki-like: the first row must increase left to right. Each of
	// the 24 first rows starts the same number of squares, so 576/24 remain.
	s, _ := NewShape(4, nil)
	b := s.NewBoard()
	b.Hook = func(b *Board) bool {
		for x := 0; x+1 < 4; x++ {
			// cell x < cell x+1: drop candidates of x >= max(x+1), of x+1 <= min(x)
			l, r := b.Cand[x], b.Cand[x+1]
			if l == 0 || r == 0 {
				return false
			}
			maxR := 31 - leadingZeros(r)
			minL := trailingZeros(l)
			for d := maxR; d <= 4; d++ {
				if !b.Eliminate(x, d) {
					return false
				}
			}
			for d := 1; d <= minL; d++ {
				if !b.Eliminate(x+1, d) {
					return false
				}
			}
		}
		return true
	}
	got, _, _ := Search(context.Background(), b, 1000, 0, nil)
	if got != 576/24 {
		t.Fatalf("%d squares with an increasing first row, want %d", got, 576/24)
	}
}

func TestShapeErrorsAndBudget(t *testing.T) {
	if _, err := NewShape(0, nil); err == nil {
		t.Error("side 0 accepted")
	}
	if _, err := NewShape(4, [][]int{{0, 1, 2}}); err == nil {
		t.Error("short unit accepted")
	}
	if _, err := NewShape(4, [][]int{{0, 1, 1, 2}}); err == nil {
		t.Error("repeated cell accepted")
	}
	s, _ := NewShape(6, nil)
	if _, _, complete := Search(context.Background(), s.NewBoard(), 1<<30, 50, nil); complete {
		t.Error("a 50-node budget settled the count of 6x6 Latin squares")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, complete := Search(ctx, s.NewBoard(), 1<<30, 0, nil); complete {
		t.Error("a cancelled context settled the count")
	}
}

func leadingZeros(m uint32) int {
	n := 0
	for i := 31; i >= 0 && m&(1<<i) == 0; i-- {
		n++
	}
	return n
}

func trailingZeros(m uint32) int {
	n := 0
	for i := 0; i < 32 && m&(1<<i) == 0; i++ {
		n++
	}
	return n
}
