package evolomino

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

func decode(t testing.TB, link string) *Puzzle {
	t.Helper()
	l, err := urlcodec.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	p, err := DecodeLink(l)
	if err != nil {
		t.Fatalf("%s: %v", link, err)
	}
	return p
}

// The worked example of the format notes (§5.6), a cspuz test vector.
func TestCodecVector(t *testing.T) {
	p := decode(t, "https://puzz.link/p?evolmino/6/7/i6900910k00005zz1p0008222o")
	g := p.G
	for _, c := range []struct{ y, x int }{{0, 0}, {0, 4}, {4, 0}, {4, 2}, {6, 5}} {
		if p.Cells[g.Cell(c.y, c.x)] != Given {
			t.Errorf("no given square at %d,%d", c.y, c.x)
		}
	}
	if p.Cells[g.Cell(1, 0)] != Shaded || p.Cells[g.Cell(6, 4)] != Shaded {
		t.Errorf("shaded cells missing")
	}
	want := [][]int{{g.Cell(0, 2), g.Cell(1, 2), g.Cell(2, 2)}, {g.Cell(0, 5), g.Cell(1, 5), g.Cell(2, 5)}, {g.Cell(5, 0), g.Cell(5, 1), g.Cell(5, 2), g.Cell(5, 3), g.Cell(5, 4)}}
	if !reflect.DeepEqual(p.Arrows, want) {
		t.Fatalf("arrows %v, want %v", p.Arrows, want)
	}
	if got := puzzle.LinkOf(p); got != "evolmino/6/7/i6900910k00005zz1p0008222o" {
		t.Fatalf("re-encoded as %q", got)
	}
	// the other id is read too; ours is written
	q := decode(t, "evolomino/8/8/0000io6000800022ii0060zzdsozzh")
	if got := puzzle.LinkOf(q); got != "evolmino/8/8/0000io6000800022ii0060zzdsozzh" {
		t.Fatalf("re-encoded as %q", got)
	}
}

func TestDecodeRefuses(t *testing.T) {
	// A 2x2 ring: right along the top, down, left along the bottom, up.
	// Vertical borders: (0,0)|(0,1) = 0, (1,0)|(1,1) = 1; horizontal:
	// (0,0)/(1,0) = 2, (0,1)/(1,1) = 3. Up/left steps: border 1 (leftward
	// along the bottom) and 2 (up the left side); down/right: 0 and 3.
	for link, want := range map[string]string{
		"evolmino/2/2/00" + "101" + "02":   "ring",
		"evolmino/x/2/2/00":                "unknown flags",
		"evolmino/65/1/":                   "too large",
		"evolmino/2/2/0":                   "cells need",
		"evolmino/2/2/0r4":                 "not a cell character",
		"evolmino/3/1/90" + "2" + "00":     "two arrow steps",
		"evolmino/3/1/3" + "2" + "00":      "crosses a shaded cell",
		"evolmino/3/1/0" + "2" + "0" + "!": "not an arrow character",
	} {
		l, err := urlcodec.Parse(link)
		if err == nil {
			_, err = Genre{}.Decode(l)
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: err = %v, want %q", link, err, want)
		}
	}
}

func TestExampleUnique(t *testing.T) {
	p := decode(t, Genre{}.Example())
	r := p.Solve(context.Background(), 2)
	if r.Status != puzzle.Unique {
		t.Fatalf("status %v", r.Status)
	}
	if err := puzzle.Verify(p, r); err != nil {
		t.Fatal(err)
	}
	ref := p.SolveReference(context.Background(), 2)
	if ref.Status != puzzle.Unique || ref.Answer.String() != r.Answer.String() {
		t.Fatalf("reference %v, fast %v", ref.Status, r.Status)
	}
}

func TestCheck(t *testing.T) {
	// 5x1: arrow (0,1) -> (0,3) left to right, nothing given.
	p := decode(t, "evolmino/5/1/00"+"4"+"101")
	cases := map[string][]string{
		"o.o..": {"no-arrow", "arrow"}, // (0,0) is off the arrow
		".o.oo": nil,                   // 1 then 2
		"oo.o.": {"evolve"},            // 2 then 1
		".o...": {"arrow"},             // one block only
		".o.o.": {"evolve"},            // 1, 1
		"o..o.": {"no-arrow", "arrow"},
		".ooo.": {"two-arrows", "arrow"},
	}
	for text, rules := range cases {
		a, err := p.ParseAnswer(text)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, v := range p.Check(a) {
			got = append(got, v.Rule)
			if !strings.HasPrefix(v.Msg, "evolomino: ") || len(v.At) == 0 {
				t.Errorf("%s: bad violation %+v", text, v)
			}
		}
		if !reflect.DeepEqual(got, rules) {
			t.Errorf("%s: rules %v, want %v", text, got, rules)
		}
	}
	// shapes: an L evolving into a rotated L is wrong, into an L plus one is right
	if evolves(p.G, []int{0}, []int{1, 2}) != true {
		t.Error("a domino is a monomino plus one")
	}
}

// A pair of blocks along an arrow whose sizes are not yet one apart is
// unfinished (either may still grow), not a mistake.
func TestCheckGrowingBlocks(t *testing.T) {
	p := decode(t, "evolmino/5/1/00"+"4"+"101") // as in TestCheck
	for _, text := range []string{"oo.o.", ".o.o."} {
		a, err := p.ParseAnswer(text)
		if err != nil {
			t.Fatal(err)
		}
		vs := p.Check(a)
		if len(vs) != 1 || vs[0].Rule != "evolve" || !vs[0].Incomplete {
			t.Errorf("%s: got %+v, want one unfinished evolve violation", text, vs)
		}
	}
}

func TestEvolvesNoRotation(t *testing.T) {
	p := decode(t, "evolmino/5/5/000000000"+"z5"+"z5")
	g := p.G
	l := []int{g.Cell(0, 0), g.Cell(1, 0), g.Cell(1, 1)}                   // L
	lPlus := []int{g.Cell(2, 2), g.Cell(3, 2), g.Cell(3, 3), g.Cell(3, 4)} // L + one
	rot := []int{g.Cell(2, 3), g.Cell(2, 4), g.Cell(3, 3), g.Cell(4, 3)}   // rotated
	if !evolves(g, l, lPlus) {
		t.Error("L plus one square rejected")
	}
	if evolves(g, l, rot) {
		t.Error("a rotated L accepted")
	}
}

func TestMovesAndLayout(t *testing.T) {
	p := decode(t, Genre{}.Example())
	plain := -1
	for c, k := range p.Cells {
		if a, _ := p.OnArrow(c); k == Plain && a < 0 && plain < 0 {
			plain = c
		}
	}
	y, x := p.G.YX(plain)
	var s puzzle.State = p.NewState()
	s, err := s.Apply(fmt.Sprintf("%d,%d=o", y, x))
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"2,2", "2,2", fmt.Sprintf("%d,%d", y, x), fmt.Sprintf("%d,%d=x", y, x)} {
		if s, err = s.Apply(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	for _, bad := range []string{"0,0=.", "1,0=o", "9,9=o", "1,1=q", "x"} {
		if _, err := s.Apply(bad); err == nil {
			t.Errorf("%q was accepted", bad)
		}
	}
	d := s.Layout()
	kinds := map[puzzle.Kind]int{}
	for _, it := range d.Items {
		kinds[it.Kind]++
	}
	// 3 arrows: one Arrow item each, the other segments Lines (2+2+4).
	if kinds[puzzle.Arrow] != 3 || kinds[puzzle.Line] != 5 || kinds[puzzle.Cross] != 1 {
		t.Fatalf("layout kinds %v", kinds)
	}
	r := p.Solve(context.Background(), 1)
	solved, err := p.NewState().Apply("=" + r.Answer.String())
	if err != nil {
		t.Fatal(err)
	}
	if v := p.Check(solved.Answer()); v != nil {
		t.Fatalf("not solved: %s", v[0].Msg)
	}
}

func TestFacts(t *testing.T) {
	p := decode(t, Genre{}.Example())
	facts, err := p.Facts(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var s puzzle.State = p.NewState()
	for _, f := range facts {
		if s, err = s.Apply(f.Move); err != nil {
			t.Fatal(err)
		}
	}
	if v := p.Check(s.Answer()); v != nil {
		t.Fatalf("the facts of a unique puzzle do not solve it: %s", v[0].Msg)
	}
}
