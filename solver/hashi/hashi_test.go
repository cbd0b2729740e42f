package hashi

import (
	"context"
	"strings"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// The cspuz test vector of puzzlink-url-format.md §5.2 ('?' islands and
// islands side by side).
const cspuzLink = "hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2"

func mustDecode(t *testing.T, link string) *Puzzle {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatalf("Decode(%q): %v", link, err)
	}
	return p.(*Puzzle)
}

const exampleSolution = "3 - - - 2\nH . . . |\n3 - - 1 |\n. . . . |\n1 - 2 - 2"

func TestExampleIsUnique(t *testing.T) {
	g, ok := puzzle.ByName("hashi")
	if !ok || g.Title() != "Hashiwokakero" || g.IDs()[0] != "hashi" || g.Rules() == "" {
		t.Fatal("genre not registered properly")
	}
	p := mustDecode(t, g.Example())
	r, err := puzzle.Solve(context.Background(), p, 2)
	if err != nil || r.Status != puzzle.Unique || r.Answer.String() != exampleSolution {
		t.Fatalf("example: %v %v\n%v", r.Status, err, r.Answer)
	}
}

func TestCodec(t *testing.T) {
	for _, id := range []string{"hashi", "hashikake", "bridges"} {
		p := mustDecode(t, "https://puzz.link/p?"+id+cspuzLink[len("hashi"):])
		if got := puzzle.LinkOf(p); got != cspuzLink {
			t.Errorf("%s: re-encoded %q", id, got)
		}
		row0 := []int{3, urlcodec.Empty, 1, urlcodec.Empty, 2, urlcodec.Unknown}
		for x, v := range row0 {
			if p.Clues[x] != v {
				t.Fatalf("row 0 cell %d = %d, want %d", x, p.Clues[x], v)
			}
		}
	}
	cases := []struct{ link, want string }{
		{"hashi/3/3/9", "1 to 8"},
		{"hashi/3/3/0", "1 to 8"},
		{"hashi/65/2/", "too large"},
		{"hashi/3/1/1111", "unexpected text"},
		{"hashi/f/3/3/1", "unknown flags"},
	}
	for _, c := range cases {
		_, err := puzzle.Decode(c.link)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "hashi: ") {
			t.Errorf("Decode(%q) = %v, want an error with %q", c.link, err, c.want)
		}
	}
}

// The island graph: potential bridges to the nearest island right and
// down, and the crossing pairs.
func TestIslandGraph(t *testing.T) {
	// . 1 .
	// 1 . 1
	// . 1 .
	p := mustDecode(t, "hashi/3/3/g1g1g1g1g")
	if len(p.Islands) != 4 || len(p.Bridges) != 2 {
		t.Fatalf("%d islands, %d bridges", len(p.Islands), len(p.Bridges))
	}
	if len(p.Crossings) != 1 {
		t.Fatalf("crossings %v", p.Crossings)
	}
	if r := p.Solve(context.Background(), 2); r.Status != puzzle.None {
		t.Fatalf("the two bridges must cross: %v", r.Status)
	}
	// An island between two others blocks their view.
	q := mustDecode(t, "hashi/5/1/1g2g1")
	if len(q.Bridges) != 2 || q.Bridges[0].B != 1 || q.Bridges[1].A != 1 || len(q.Bridges[0].Cells) != 1 {
		t.Fatalf("bridges %+v", q.Bridges)
	}
	if r := q.Solve(context.Background(), 2); r.Status != puzzle.Unique || r.Answer.String() != "1 - 2 - 1" {
		t.Fatalf("row of three: %v %v", r.Status, r.Answer)
	}
}

func TestCheckAndMoves(t *testing.T) {
	p := mustDecode(t, "hashi/5/5/3i2k3h1l1g2g2")
	s := puzzle.State(p.NewState())
	if v := p.Check(s.Answer()); !allIncomplete(v) {
		t.Fatalf("empty board: %v", v)
	}
	moves := "0,0-0,4=1;0,0-2,0=2;0,4-4,4=1;2,0-2,3=1;4,0-4,2=1;4,2-4,4=1"
	s, err := s.Apply(moves)
	if err != nil {
		t.Fatal(err)
	}
	if v := p.Check(s.Answer()); v != nil {
		t.Fatalf("solution rejected: %v", v)
	}
	if s.Answer().String() != exampleSolution {
		t.Fatalf("answer text:\n%s", s.Answer())
	}
	// Cycling: 1 -> 2 -> 0 -> 1; order of the islands does not matter.
	s2, _ := s.Apply("0,4-0,0~1")
	s3, _ := s2.Apply("0,0-0,4~1")
	if s2.(*State).Marks[0] != 2 || s3.(*State).Marks[0] != 0 {
		t.Fatalf("cycle: %d %d", s2.(*State).Marks[0], s3.(*State).Marks[0])
	}
	// Too many bridges on (0,0) and (0,4).
	v := p.Check(s2.Answer())
	if !hasRule(v, "count") || allIncomplete(v) {
		t.Fatalf("over-full islands: %v", v)
	}
	// A cross mark is "no bridge": the answer loses that bridge.
	s4, _ := s.Apply("4,0-4,2=x")
	v = p.Check(s4.Answer())
	if !hasRule(v, "count") || !hasRule(v, "connected") || !allIncomplete(v) {
		t.Fatalf("missing bridge: %v", v)
	}
	for _, bad := range []string{"0,0-4,4=1", "0,0-0,4=3", "0,0-0,4~2", "1,1-0,4=1", "0,0=1", "0,0-0,9=1", "x", "=3 - -"} {
		if _, err := s.Apply(bad); err == nil {
			t.Errorf("Apply(%q) accepted", bad)
		}
	}
	// Layout: islands as circle + clue, bridges island to island, crosses
	// halfway.
	d := s4.Layout()
	kinds := map[puzzle.Kind]int{}
	for _, it := range d.Items {
		kinds[it.Kind]++
		if it.Kind == puzzle.Line && (!it.At.IsCell() || !it.To.IsCell() || it.Value < 1 || it.Value > 2) {
			t.Fatalf("bad line %+v", it)
		}
		if it.Kind == puzzle.Cross && it.At != (grid.Point{Y: 9, X: 3}) {
			t.Fatalf("cross at %v", it.At)
		}
	}
	if kinds[puzzle.Circle] != 7 || kinds[puzzle.Clue] != 7 || kinds[puzzle.Line] != 5 || kinds[puzzle.Cross] != 1 {
		t.Fatalf("layout %v", kinds)
	}
}

func TestCheckCrossingAndClosedGroup(t *testing.T) {
	// . 1 .
	// 1 . 1
	// . 1 .
	p := mustDecode(t, "hashi/3/3/g1g1g1g1g")
	s, err := p.NewState().Apply("1,0-1,2=1;0,1-2,1=1")
	if err != nil {
		t.Fatal(err)
	}
	v := p.Check(s.Answer())
	if !hasRule(v, "cross") || !hasRule(v, "connected") || allIncomplete(v) {
		t.Fatalf("crossing: %v", v)
	}
	// Two finished pairs that can never join.
	q := mustDecode(t, "hashi/3/3/1g1i1g1")
	a, err := q.ParseAnswer("1 - 1\n. . .\n1 - 1")
	if err != nil {
		t.Fatal(err)
	}
	if v := q.Check(a); !hasRule(v, "connected") || allIncomplete(v) {
		t.Fatalf("closed groups: %v", v)
	}
	for _, bad := range []string{"1 = -\n. . .\n1 - 1", "1 . 1\n- . .\n1 . 1", ". - 1\n. . .\n1 - 1", "1 - 1"} {
		if _, err := q.ParseAnswer(bad); err == nil {
			t.Errorf("ParseAnswer(%q) accepted", bad)
		}
	}
}

func TestAdjacentIslandsRoundTrip(t *testing.T) {
	p := mustDecode(t, cspuzLink)
	r := p.Solve(context.Background(), 2)
	if r.Status != puzzle.Unique {
		t.Fatalf("cspuz vector: %v", r.Status)
	}
	if !strings.Contains(r.Answer.String(), "0,4-0,5=1") {
		t.Fatalf("a bridge between neighbours is not listed:\n%s", r.Answer)
	}
	s, err := p.NewState().Apply(puzzle.SetAnswerMove + r.Answer.String())
	if err != nil {
		t.Fatal(err)
	}
	if v := p.Check(s.Answer()); v != nil || s.Answer().String() != r.Answer.String() {
		t.Fatalf("answer did not survive the round trip: %v", v)
	}
}

func TestFacts(t *testing.T) {
	p := mustDecode(t, "hashi/5/5/3i2k3h1l1g2g2")
	facts, err := p.Facts(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(facts) != len(p.Bridges) {
		t.Fatalf("%d facts for %d bridges of a unique puzzle", len(facts), len(p.Bridges))
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
	// Two 2s facing each other can only take a double bridge; a 1 facing
	// a 2 has no solution.
	if f, err := mustDecode(t, "hashi/3/1/2g2").Facts(context.Background()); err != nil || len(f) != 1 || !strings.HasSuffix(f[0].Move, "=2") {
		t.Fatalf("2-2 facts: %v %v", f, err)
	}
	if _, err := mustDecode(t, "hashi/3/1/1g2").Facts(context.Background()); err == nil {
		t.Fatal("facts of an impossible puzzle")
	}
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

// An island is drawn as met exactly when its bridges add up to its number.
func TestLayoutMarksMetIslands(t *testing.T) {
	p := mustDecode(t, "hashi/3/3/g1g1g1g1g")
	s, err := p.NewState().Apply("1,0-1,2=1")
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range s.Layout().Items {
		if it.Kind != puzzle.Clue && it.Kind != puzzle.Circle {
			continue
		}
		if want := it.At.Y == 3; it.Met != want {
			t.Errorf("island at %v: met = %v, want %v", it.At, it.Met, want)
		}
	}
}
