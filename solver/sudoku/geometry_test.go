package sudoku

import "testing"

func TestGeometryUnits(t *testing.T) {
	for _, n := range Sizes {
		g, err := GeometryOf(n)
		if err != nil {
			t.Fatal(err)
		}
		for u, cells := range g.Units {
			if len(cells) != n {
				t.Fatalf("n=%d unit %d has %d cells", n, u, len(cells))
			}
		}
		if want := 3*(n-1) - (g.BoxW - 1) - (g.BoxH - 1); len(g.Peers[0]) != want {
			t.Fatalf("n=%d: cell 0 has %d peers, want %d", n, len(g.Peers[0]), want)
		}
	}
	g, _ := GeometryOf(6)
	// 6x6 boxes are three wide: cell (0,2) shares a box with (1,0) but not (0,3).
	if g.Box(2) != g.Box(6) || g.Box(2) == g.Box(3) {
		t.Fatal("6x6 boxes are not 3 wide by 2 tall")
	}
	if _, err := GeometryOf(5); err == nil {
		t.Fatal("5x5 accepted")
	}
	for d := 1; d <= 16; d++ {
		if RuneDigit(DigitRune(d)) != d {
			t.Fatalf("digit %d does not round-trip", d)
		}
	}
}
