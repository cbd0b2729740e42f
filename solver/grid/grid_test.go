package grid

import (
	"strings"
	"testing"
)

func TestLatticeRoundTrip(t *testing.T) {
	g := Grid{Cols: 5, Rows: 3}
	for c := 0; c < g.Cells(); c++ {
		p := g.CellPoint(c)
		if !p.IsCell() || p.IsEdge() || p.IsVertex() {
			t.Fatalf("cell %d at %v is not classified as a cell", c, p)
		}
		back, ok := g.PointCell(p)
		if !ok || back != c {
			t.Fatalf("PointCell(%v) = %d,%v want %d", p, back, ok, c)
		}
	}
	if _, ok := g.PointCell(Point{7, 1}); ok {
		t.Fatal("a point below the board was taken for a cell")
	}
	e := g.Between(g.Cell(1, 1), g.Cell(1, 2))
	if e != (Point{3, 4}) || !e.IsEdge() {
		t.Fatalf("Between = %v", e)
	}
	if n := g.Neighbours(nil, 0); len(n) != 2 {
		t.Fatalf("corner has %d neighbours", len(n))
	}
	if n := g.Neighbours(nil, g.Cell(1, 2)); len(n) != 4 {
		t.Fatalf("inner cell has %d neighbours", len(n))
	}
}

func TestUnionFind(t *testing.T) {
	u := NewUnionFind(6)
	if !u.Union(0, 1) || !u.Union(1, 2) || u.Union(0, 2) {
		t.Fatal("Union reported wrong merges")
	}
	if u.Find(2) != u.Find(0) || u.Find(3) == u.Find(0) || u.Size(1) != 3 || u.Size(5) != 1 {
		t.Fatal("sets are wrong")
	}
}

func TestTokens(t *testing.T) {
	g := Grid{Cols: 3, Rows: 2}
	toks, err := g.Tokens([]string{"1 . ?", "  a  b\tc "})
	if err != nil || strings.Join(toks, ",") != "1,.,?,a,b,c" {
		t.Fatalf("tokens %q, err %v", toks, err)
	}
	for _, bad := range [][]string{{"1 2 3"}, {"1 2 3", "4 5"}, {"1 2 3", "4 5 6", "7 8 9"}, {"1 2 3", "4 5 6 7"}} {
		if toks, err := g.Tokens(bad); err == nil {
			t.Errorf("%q read as %q", bad, toks)
		}
	}
	if _, err := g.Tokens([]string{"1 2 3", "4 5"}); err == nil || err.Error() != "row 2 has 2 tokens, want 3" {
		t.Errorf("short row: %v", err)
	}
}
