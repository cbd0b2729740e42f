package slitherlink

import (
	"context"
	"strings"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

func mustDecode(t *testing.T, link string) *Puzzle {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatalf("Decode(%q): %v", link, err)
	}
	return p.(*Puzzle)
}

// exampleSolution is the loop of the §4.2 example, found by hand:
//
//	3 . . .      + - + - + - +   +
//	3 . . .      |           |
//	. 2 2 .      + - +   + - +   +
//	. 2 . 1          |   |
//	                 ...
//
// (checked below against the solver rather than drawn in full).
func TestExampleIsUnique(t *testing.T) {
	g, ok := puzzle.ByName("slitherlink")
	if !ok || g.Title() != "Slitherlink" || g.IDs()[0] != "slither" || g.Rules() == "" {
		t.Fatalf("genre not registered properly")
	}
	p := mustDecode(t, g.Example())
	r, err := puzzle.Solve(context.Background(), p, 2)
	if err != nil || r.Status != puzzle.Unique {
		t.Fatalf("example: %v %v", r.Status, err)
	}
	// The solution text round-trips through ParseAnswer and the "=" move.
	s, err := p.NewState().Apply(puzzle.SetAnswerMove + r.Answer.String())
	if err != nil {
		t.Fatal(err)
	}
	if v := p.Check(s.Answer()); v != nil {
		t.Fatalf("answer put on the board is rejected: %v", v[0].Msg)
	}
	if s.Answer().String() != r.Answer.String() {
		t.Fatalf("answer text changed on the board:\n%s\nvs\n%s", s.Answer(), r.Answer)
	}
}

func TestCodecVectors(t *testing.T) {
	want := []int{3, -1, -1, -1, 3, -1, -1, -1, -1, 2, 2, -1, -1, 2, -1, 1}
	for _, link := range []string{
		"https://puzz.link/p?slither/4/4/dgdh2c7b",         // pzprjs form
		"https://pzprxs.vercel.app/p?slither/4/4/dgdh2c71", // cspuz form
		"?slitherlink/4/4/dgdh2c7b",                        // alias
	} {
		p := mustDecode(t, link)
		for c, v := range want {
			if v < 0 {
				v = urlcodec.Empty
			}
			if p.Clues[c] != v {
				t.Fatalf("%s: cell %d is %d, want %d", link, c, p.Clues[c], v)
			}
		}
		if got := puzzle.LinkOf(p); got != "slither/4/4/dgdh2c7b" {
			t.Errorf("%s re-encodes as %q", link, got)
		}
	}
	for _, s := range []string{
		"slither/4/4/dgdh2c7b",
		"slither/3/3/.h.h.h", // '?' clues
		"slither/2/2/401c",   // a 4, plain digits, the +10 form at the end
		"slither/5/5/zk",     // empty 5x5: runs of 20 and 5
		"slither/5/1/ad",     // +10 forms, the last one past the end
		"slither/64/64/" + strings.Repeat("z", 204) + "v", // 4096 empties
	} {
		if got := puzzle.LinkOf(mustDecode(t, s)); got != s {
			t.Errorf("Encode(Decode(%q)) = %q", s, got)
		}
	}
}

func TestDecodeRefusesClearly(t *testing.T) {
	cases := []struct{ link, want string }{
		{"slither/q/3/3/gdk", "unknown flags"},
		{"slither/65/3/", "too large"},
		{"slither/3/3/f", "not part of a slither body"},
		{"slither/2/1/000", "unexpected text"},
		{"slither/3/3/A", "not part"},
	}
	for _, c := range cases {
		_, err := puzzle.Decode(c.link)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "slitherlink: ") {
			t.Errorf("Decode(%q) = %v, want an error with %q", c.link, err, c.want)
		}
	}
}

// A 2x1 board whose loop is the outline of both cells.
func TestCheckAndMoves(t *testing.T) {
	p := mustDecode(t, "slither/2/1/33")
	s := puzzle.State(p.NewState())
	if v := p.Check(s.Answer()); len(v) == 0 || !allIncomplete(v) {
		t.Fatalf("empty board: %v", v)
	}
	// Outline: top (0,1),(0,3); bottom (2,1),(2,3); sides (1,0),(1,4).
	var err error
	s, err = s.Apply("0,1=1;0,3=1;2,1=1;2,3=1;1,0=1")
	if err != nil {
		t.Fatal(err)
	}
	v := p.Check(s.Answer())
	if !hasRule(v, "open") || !allIncomplete(v) {
		t.Fatalf("open loop: %v", v)
	}
	s, _ = s.Apply("1,4~1")
	if v := p.Check(s.Answer()); v != nil {
		t.Fatalf("solved board rejected: %v", v)
	}
	if got := s.Answer().String(); got != "# #" {
		t.Fatalf("answer text %q", got)
	}
	// The middle edge makes a branch at both ends and too many sides.
	s2, _ := s.Apply("1,2=1")
	v = p.Check(s2.Answer())
	if !hasRule(v, "branch") || !hasRule(v, "clue") || allIncomplete(v) {
		t.Fatalf("branch: %v", v)
	}
	// Crossing out, toggling and clearing.
	s3, _ := s.Apply("1,2=x")
	if v := p.Check(s3.Answer()); v != nil {
		t.Fatalf("a cross changed the answer: %v", v)
	}
	s4, _ := s3.Apply("1,2~x")
	if s4.(*State).Edges[p.mustEdge(t, 1, 2)] != Unset {
		t.Fatal("~x did not clear the cross")
	}
	s5, _ := s.Apply("1,4~1")
	if s5.(*State).Edges[p.mustEdge(t, 1, 4)] != Unset {
		t.Fatal("~1 did not clear the line")
	}
	for _, bad := range []string{"1,1=1", "0,0=1", "9,1=1", "0,1=2", "0,1~0", "0,1", "a,1=1", "0,1=1;9,9=1", "=#"} {
		if _, err := s.Apply(bad); err == nil {
			t.Errorf("Apply(%q) accepted", bad)
		}
	}
	if s.Answer().String() != "# #" {
		t.Fatal("a failed move changed the state")
	}
	// Layout: dots, no grid lines, clues, lines vertex to vertex, crosses.
	d := s3.Layout()
	if !d.Vertices || d.GridLines {
		t.Fatal("layout decorations")
	}
	kinds := map[puzzle.Kind]int{}
	for _, it := range d.Items {
		kinds[it.Kind]++
		if it.Kind == puzzle.Line && (!it.At.IsVertex() || !it.To.IsVertex()) {
			t.Fatalf("line item not vertex to vertex: %+v", it)
		}
		if it.Kind == puzzle.Cross && it.At != (grid.Point{Y: 1, X: 2}) {
			t.Fatalf("cross at %v", it.At)
		}
	}
	if kinds[puzzle.Clue] != 2 || kinds[puzzle.Line] != 6 || kinds[puzzle.Cross] != 1 {
		t.Fatalf("layout items %v", kinds)
	}
}

// Two separate closed loops: a mistake, not a gap.
func TestCheckTwoLoops(t *testing.T) {
	p := mustDecode(t, "slither/3/1/.g.") // '?' clues constrain nothing
	a, err := p.ParseAnswer("# . #")
	if err != nil {
		t.Fatal(err)
	}
	v := p.Check(a)
	if !hasRule(v, "loops") || allIncomplete(v) {
		t.Fatalf("two loops: %v", v)
	}
	if _, err := p.ParseAnswer("# . x"); err == nil {
		t.Fatal("bad answer character accepted")
	}
	if _, err := p.ParseAnswer("# ."); err == nil {
		t.Fatal("short answer accepted")
	}
}

func TestFactsOfUniquePuzzleAreTheSolution(t *testing.T) {
	p := mustDecode(t, "slither/4/4/dgdh2c7b")
	facts, err := p.Facts(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(facts) != p.geo.numEdges() {
		t.Fatalf("%d facts for %d edges of a unique puzzle", len(facts), p.geo.numEdges())
	}
	s := puzzle.State(p.NewState())
	for _, f := range facts {
		if s, err = s.Apply(f.Move); err != nil {
			t.Fatal(err)
		}
	}
	if v := p.Check(s.Answer()); v != nil {
		t.Fatalf("facts do not solve: %v", v)
	}
	// An empty 2x2 board has many loops: no edge is certain.
	if facts, _ := mustDecode(t, "slither/2/2/j").Facts(context.Background()); len(facts) != 0 {
		t.Fatalf("empty board facts: %v", facts)
	}
}

func TestSolveStatuses(t *testing.T) {
	ctx := context.Background()
	if r := mustDecode(t, "slither/2/2/j").Solve(ctx, 2); r.Status != puzzle.Multiple {
		t.Fatalf("empty 2x2: %v", r.Status)
	}
	if r := mustDecode(t, "slither/2/1/44").Solve(ctx, 2); r.Status != puzzle.None {
		t.Fatalf("two 4s side by side: %v", r.Status)
	}
	if r := mustDecode(t, "slither/1/1/4").Solve(ctx, 2); r.Status != puzzle.Unique {
		t.Fatalf("single 4: %v", r.Status)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if r := mustDecode(t, "slither/4/4/dgdh2c7b").Solve(cctx, 2); r.Status != puzzle.Unknown {
		t.Fatalf("cancelled: %v", r.Status)
	}
}

func (p *Puzzle) mustEdge(t *testing.T, y, x int) int {
	e, ok := p.geo.pointEdge(grid.Point{Y: y, X: x})
	if !ok {
		t.Fatalf("%d,%d is not an edge", y, x)
	}
	return e
}

func hasRule(v []puzzle.Violation, rule string) bool {
	for _, x := range v {
		if x.Rule == rule {
			return true
		}
	}
	return false
}

func allIncomplete(v []puzzle.Violation) bool {
	for _, x := range v {
		if !x.Incomplete {
			return false
		}
	}
	return len(v) > 0
}

// A clue is drawn as met exactly when as many of its edges hold lines.
func TestLayoutMarksMetClues(t *testing.T) {
	p := mustDecode(t, "slither/1/1/3")
	met := func(s puzzle.State) bool {
		for _, it := range s.Layout().Items {
			if it.Kind == puzzle.Clue {
				return it.Met
			}
		}
		t.Fatal("no clue in the layout")
		return false
	}
	s := puzzle.State(p.NewState())
	for i, mv := range []string{"0,1=1", "1,0=1", "1,2=1", "2,1=1"} {
		var err error
		if s, err = s.Apply(mv); err != nil {
			t.Fatal(err)
		}
		if want := i == 2; met(s) != want {
			t.Errorf("%d lines around a 3: met = %v", i+1, !want)
		}
	}
}
