package slitherlink

import (
	"context"
	"strings"
	"testing"

	"pencilbox/solver/puzzle"
)

// The all-dots variant (puzz.link flag f). Boards from pzprjs's
// test/script/slither.js: on a blank board 3 wide and 2 tall, its loop
// "cxNoLine" misses two dots and its correct loop passes all twelve.
// Lines are listed as pzprjs writes them: the vertical borders row by
// row (4 a row), then the horizontal ones (3 a row).
var (
	pzprjsMissesDots = lineOf3x2("1 0 0 1 /1 1 0 0 /", "1 1 1 /0 1 1 /1 0 0 /")
	pzprjsAllDots    = lineOf3x2("1 0 0 1 /1 1 1 1 /", "1 1 1 /0 1 0 /1 0 1 /")
)

// lineOf3x2 turns pzprjs's border rows into our edges: horizontal edges
// first (row by row), then vertical ones.
func lineOf3x2(vertical, horizontal string) []bool {
	var line []bool
	for _, t := range strings.Fields(strings.ReplaceAll(horizontal+vertical, "/", " ")) {
		line = append(line, t == "1")
	}
	return line
}

func TestAllDotsLinks(t *testing.T) {
	// cspuz's test vector (puzzlink-url-format.md §6) and a blank board.
	for _, link := range []string{"slither/f/3/3/gdk", "slither/f/3/2/l"} {
		p := mustDecode(t, "https://puzz.link/p?"+link)
		if !p.AllDots || !strings.Contains(p.Variant(), "every dot") {
			t.Fatalf("%s: AllDots %v, variant %q", link, p.AllDots, p.Variant())
		}
		if got := puzzle.LinkOf(p); got != link {
			t.Errorf("re-encoded %q, want %q", got, link)
		}
	}
	if p := mustDecode(t, "slither/f/3/3/gdk"); p.Clues[1] != 3 {
		t.Fatalf("clues %v, want a 3 at r1c2", p.Clues)
	}
	if p := mustDecode(t, "slither/3/3/gdk"); p.AllDots || p.Variant() != "" || puzzle.LinkOf(p) != "slither/3/3/gdk" {
		t.Fatalf("plain link read as the variant")
	}
	for _, bad := range []string{"slither/e/3/3/gdk", "slither/fx/3/3/gdk"} {
		if _, err := puzzle.Decode(bad); err == nil || !strings.Contains(err.Error(), "flags") {
			t.Errorf("Decode(%q) = %v, want an unknown-flags error", bad, err)
		}
	}
}

func TestAllDotsCheck(t *testing.T) {
	plain, variant := mustDecode(t, "slither/3/2/l"), mustDecode(t, "slither/f/3/2/l")
	for _, c := range []struct {
		name         string
		line         []bool
		plain, allOK bool
	}{
		{"cxNoLine", pzprjsMissesDots, true, false},
		{"all dots", pzprjsAllDots, true, true},
	} {
		if v := plain.Check(Answer{P: plain, Line: c.line}); (v == nil) != c.plain {
			t.Errorf("%s, plain rules: %v", c.name, v)
		}
		v := variant.Check(Answer{P: variant, Line: c.line})
		if (v == nil) != c.allOK {
			t.Errorf("%s, all dots: %v", c.name, v)
		}
		if !c.allOK && (len(v) != 1 || v[0].Rule != "dots" || len(v[0].At) != 2) {
			t.Errorf("%s: want one violation naming the two missed dots, got %+v", c.name, v)
		}
	}
}

// TestAllDotsSolve counts the variant's loops on the blank 3x2 board by
// brute force over all 2^17 edge sets with the checker, and holds the
// solver to the same verdict; the answer it gives passes every dot.
func TestAllDotsSolve(t *testing.T) {
	links := []string{"slither/f/2/2/dg", "slither/f/2/2/1i", "slither/f/3/2/l"}
	if testing.Short() {
		links = links[:2] // 2^17 edge sets on 3x2 take seconds under WASM
	}
	for _, link := range links {
		p := mustDecode(t, link)
		ne := p.geo.numEdges()
		loops := 0
		for m := 0; m < 1<<ne; m++ {
			line := make([]bool, ne)
			for e := range line {
				line[e] = m>>e&1 == 1
			}
			if p.Check(Answer{P: p, Line: line}) == nil {
				loops++
			}
		}
		want := map[int]puzzle.Status{0: puzzle.None, 1: puzzle.Unique}[loops]
		if loops > 1 {
			want = puzzle.Multiple
		}
		for name, r := range map[string]puzzle.Result{"solve": p.Solve(context.Background(), 2), "reference": p.SolveReference(context.Background(), 2)} {
			if r.Status != want {
				t.Errorf("%s: %s says %v, brute force found %d loops", link, name, r.Status, loops)
			}
			if r.Answer != nil {
				if v := p.Check(r.Answer); v != nil {
					t.Errorf("%s: %s's answer breaks %v", link, name, v[0].Msg)
				}
			}
		}
	}
	// cspuz's vector has one solution.
	p := mustDecode(t, "slither/f/3/3/gdk")
	if r := p.Solve(context.Background(), 2); r.Status != puzzle.Unique || p.Check(r.Answer) != nil {
		t.Fatalf("slither/f/3/3/gdk: %v", r.Status)
	}
}

// The rules know the variant: a corner dot has two ways, so the loop
// takes both; the hints say so, and the plain rules never do.
func TestAllDotsHint(t *testing.T) {
	p := mustDecode(t, "slither/f/3/3/gdk")
	h, err := p.Hint(context.Background(), p.Start())
	if err != nil || h.Move == "" {
		t.Fatalf("hint: %+v %v", h, err)
	}
	seen := map[string]bool{}
	st := puzzle.State(p.Start())
	for i := 0; i < 40 && p.Check(st.Answer()) != nil; i++ {
		h, err := p.Hint(context.Background(), st)
		if err != nil || h.Move == "" {
			t.Fatalf("hint %d: %+v %v", i, h, err)
		}
		seen[h.Technique] = true
		if st, err = st.Apply(h.Move); err != nil {
			t.Fatalf("hint %d's move %q: %v", i, h.Move, err)
		}
	}
	if p.Check(st.Answer()) != nil {
		t.Fatalf("40 hints did not solve it")
	}
	if !seen["every dot"] {
		t.Errorf("techniques used %v, want the all-dots rule among them", seen)
	}
	plain := mustDecode(t, "slither/3/3/gdk")
	d := newDeducer(plain, make([]uint8, plain.geo.numEdges()))
	for v := range plain.geo.vertEdges {
		if dd := d.vertexRule(v); dd != nil && dd.rule == "every dot" {
			t.Fatal("the plain rules used the all-dots rule")
		}
	}
}
