package fillomino

import (
	"context"
	"strings"
	"testing"

	"pencilbox/solver/puzzle"
)

// The variant t (no group above 3 cells). Boards from pzprjs's
// test/script/fillomino.js (its 3x3 "t" cases) and cspuz's link vector
// (puzzlink-url-format.md §6).

func TestMaxRegionLinks(t *testing.T) {
	p := decode(t, "fillomino/t/4/4/g21o21h")
	if p.MaxRegion != 3 || !strings.Contains(p.Variant(), "more than 3") {
		t.Fatalf("MaxRegion %d, variant %q", p.MaxRegion, p.Variant())
	}
	if got := digitsOf(p.Clues[:4]) + "/" + digitsOf(p.Clues[12:]); got != ".21./21.." {
		t.Fatalf("rows 1 and 4: %s", got)
	}
	if got := puzzle.LinkOf(p); got != "fillomino/t/4/4/g21o21h" {
		t.Fatalf("re-encoded %q", got)
	}
	if q := decode(t, "fillomino/4/4/g21o21h"); q.MaxRegion != 0 || q.Variant() != "" {
		t.Fatalf("the plain link reads as the variant")
	}
	// With given borders the flag goes before the size, the borders after
	// the numbers, as for the plain genre.
	if q := decode(t, "fillomino/t/3/2/2g1g3g8g"); puzzle.LinkOf(q) != "fillomino/t/3/2/2g1g3g8g" || !q.Walls[1] {
		t.Fatalf("flag with borders: %s", puzzle.LinkOf(q))
	}
	// The solution passes pzprjs's rules: checked by ours.
	r := p.Solve(context.Background(), 2)
	if r.Answer == nil || p.Check(r.Answer) != nil {
		t.Fatalf("solve: %v", r.Status)
	}
	for name, other := range map[string]puzzle.Result{"reference": p.SolveReference(context.Background(), 2), "flow": p.SolveFlow(context.Background(), 2)} {
		if other.Status != r.Status {
			t.Errorf("%s says %v, the search %v", name, other.Status, r.Status)
		}
	}
}

func digitsOf(vs []int) string {
	var b strings.Builder
	for _, v := range vs {
		if v == 0 {
			b.WriteByte('.')
		} else {
			b.WriteByte(byte('0' + v))
		}
	}
	return b.String()
}

func TestMaxRegionCheck(t *testing.T) {
	blank, plain := decode(t, "fillomino/t/3/3/o"), decode(t, "fillomino/3/3/o")
	// pzprjs's correct board, and its "ceNoNum" board with the middle row
	// still empty.
	if v := blank.Check(textAnswer("122\n333\n221")); v != nil {
		t.Errorf("pzprjs's solved board: %v", v)
	}
	v := blank.Check(textAnswer("122\n...\n221"))
	if len(v) != 1 || !v[0].Incomplete {
		t.Errorf("pzprjs's ceNoNum board: %+v", v)
	}
	// pzprjs's bkSizeGt3 board of given numbers: fine in plain Fillomino,
	// a group of six 6s breaks the variant.
	sixes := "fillomino/3/3/126626666"
	full, fullT := decode(t, sixes), decode(t, strings.Replace(sixes, "/3/3/", "/t/3/3/", 1))
	if v := full.Check(textAnswer("126\n626\n666")); v != nil {
		t.Errorf("plain: %v", v)
	}
	if v := fullT.Check(textAnswer("126\n626\n666")); len(v) == 0 || v[0].Rule != "max-size" || v[0].Incomplete {
		t.Errorf("variant: %+v", v)
	}
	if r := fullT.Solve(context.Background(), 2); r.Status != puzzle.None {
		t.Errorf("a clue 6 in the variant: %v, want none", r.Status)
	}
	// Four 2s in a square: a group above 3 cells, under both readings
	// wrong, and named as the variant's rule here.
	if v := blank.Check(textAnswer("221\n223\n133")); len(v) != 1 || v[0].Rule != "max-size" {
		t.Errorf("four 2s: %+v", v)
	}
	if v := plain.Check(textAnswer("221\n223\n133")); len(v) != 1 || v[0].Rule != "too-big" {
		t.Errorf("four 2s, plain: %+v", v)
	}
}

// textAnswer is an answer written compactly, a digit per cell.
type textAnswer string

func (a textAnswer) String() string {
	rows := strings.Split(string(a), "\n")
	for i, r := range rows {
		rows[i] = strings.Join(strings.Split(r, ""), " ")
	}
	return strings.Join(rows, "\n")
}

// TestMaxRegionSolve counts every filling with 1..3 by brute force with
// the checker and holds the three solvers to its verdict.
func TestMaxRegionSolve(t *testing.T) {
	for _, link := range []string{"fillomino/t/3/3/o", "fillomino/t/3/3/j3j", "fillomino/t/3/2/2k", "fillomino/t/2/3/h2h"} {
		p := decode(t, link)
		n := p.G.Cells()
		vals := make([]int, n)
		count := 0
		var walk func(c int)
		walk = func(c int) {
			if c == n {
				if p.Check(Answer{G: p.G, Values: vals}) == nil {
					count++
				}
				return
			}
			for v := 1; v <= 3; v++ {
				vals[c] = v
				walk(c + 1)
			}
		}
		walk(0)
		want := puzzle.Multiple
		switch count {
		case 0:
			want = puzzle.None
		case 1:
			want = puzzle.Unique
		}
		ctx := context.Background()
		for name, r := range map[string]puzzle.Result{"solve": p.Solve(ctx, 2), "reference": p.SolveReference(ctx, 2), "flow": p.SolveFlow(ctx, 2)} {
			if r.Status != want {
				t.Errorf("%s: %s says %v; brute force found %d", link, name, r.Status, count)
			}
			if r.Answer != nil && p.Check(r.Answer) != nil {
				t.Errorf("%s: %s's answer breaks the rules", link, name)
			}
		}
	}
}
