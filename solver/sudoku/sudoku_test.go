package sudoku

import (
	"context"
	"strings"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// The cspuz test vector of puzzlink-url-format.md §5.1.
const cspuzLink = "sudoku/9/9/k8g1g7i2i99o2g3h75q19h5g4o83i4i6g4g5k"

func mustDecode(t *testing.T, link string) *Puzzle {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatalf("Decode(%q): %v", link, err)
	}
	return p.(*Puzzle)
}

func TestGenreRegistered(t *testing.T) {
	g, ok := puzzle.ByName("sudoku")
	if !ok || g.Title() != "Sudoku" || g.IDs()[0] != "sudoku" || g.Rules() == "" {
		t.Fatalf("sudoku genre not registered properly: %v %v", g, ok)
	}
	// The example on the rules page must be a proper puzzle.
	p := mustDecode(t, g.Example())
	if r := p.Solve(context.Background(), 2); r.Status != puzzle.Unique || r.Answer.String() != "1324423124133142" {
		t.Fatalf("example: %v %v", r.Status, r.Answer)
	}
}

func TestDecodeCspuzVector(t *testing.T) {
	p := mustDecode(t, "https://puzz.link/p?"+cspuzLink)
	if got := p.String()[:9]; got != ".....8.1." {
		t.Fatalf("first row %q, want .....8.1.", got)
	}
	if got := puzzle.LinkOf(p); got != cspuzLink {
		t.Fatalf("re-encoded %q, want %q", got, cspuzLink)
	}
	if r := p.Solve(context.Background(), 2); r.Status != puzzle.Unique {
		t.Fatalf("cspuz vector: %v", r.Status)
	}
}

func TestDecodeCanonicalRoundTrip(t *testing.T) {
	for _, s := range []string{
		"sudoku/4/4/1k3h4k2",
		"sudoku/4/4/v",                                     // empty 4x4: run of 16
		"sudoku/6/6/1g2g3g4g5g6zk",                         // 6x6 with the 3-wide boxes
		"sudoku/16/16/-10zzzzzzzzzzzzu",                    // 16 is written -10
		"sudoku/25/25/-19" + strings.Repeat("z", 31) + "j", // 25 is -19; 624 empties
		cspuzLink,
	} {
		p := mustDecode(t, s)
		if got := puzzle.LinkOf(p); got != s {
			t.Errorf("Encode(Decode(%q)) = %q", s, got)
		}
	}
}

func TestDecodeRefusesClearly(t *testing.T) {
	cases := []struct{ link, want string }{
		{"sudoku/36/36/", "not supported"},
		{"sudoku/25/25/-1a", "outside 1..25"},
		{"sudoku/5/5/", "not supported"},
		{"sudoku/9/6/", "square"},
		{"sudoku/4/4/5", "outside 1..4"},
		{"sudoku/9/9/a", "outside 1..9"},
		{"sudoku/4/4/.", "'?'"},
		{"sudoku/4/4/11", "row 1 has two 1s"},
		{"sudoku/4/4/1i1", "column 1 has two 1s"},
		{"sudoku/4/4/1j1", "box 1 has two 1s"},
		{"sudoku/4/4/vv1", "unexpected text"},
		{"sudoku/4/4/-1", "cut off"},
		{"sudoku/x/4/4/", "flags"},
	}
	for _, c := range cases {
		_, err := puzzle.Decode(c.link)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "sudoku: ") && !strings.HasPrefix(err.Error(), "urlcodec: ") {
			t.Errorf("Decode(%q) error %v, want one mentioning %q", c.link, err, c.want)
		}
	}
}

func TestParsePuzzleAndAnswer(t *testing.T) {
	p, err := ParsePuzzle(4, "1.......3..4....")
	if err != nil {
		t.Fatal(err)
	}
	if p.Givens[0] != 1 || p.Givens[8] != 3 || p.Givens[11] != 4 {
		t.Fatalf("givens %v", p.Givens)
	}
	for _, bad := range []string{"1..", "1.......3..4...5", "1.......3..4...x"} {
		if _, err := p.ParseAnswer(bad); err == nil {
			t.Errorf("ParseAnswer(%q) accepted", bad)
		}
	}
	a, err := p.ParseAnswer("1234............")
	if err != nil || a.String() != "1234............" {
		t.Fatalf("ParseAnswer: %v %v", a, err)
	}
	p16, _ := GeometryOf(16)
	vals := make([]uint8, 256)
	vals[0], vals[1] = 16, 10
	if s := (Answer{Geo: p16, Values: vals}).String(); s[:3] != "GA." {
		t.Fatalf("16x16 text %q", s[:3])
	}
}

func solved(t *testing.T, p *Puzzle) Answer {
	t.Helper()
	r := p.Solve(context.Background(), 1)
	if r.Answer == nil {
		t.Fatal("no solution")
	}
	return r.Answer.(Answer)
}

func TestCheck(t *testing.T) {
	p := mustDecode(t, cspuzLink)
	sol := solved(t, p)
	if v := p.Check(sol); v != nil {
		t.Fatalf("solution rejected: %v", v)
	}
	if v := p.Check(p.Start().Answer()); len(v) != 1 || !v[0].Incomplete || len(v[0].At) != 81-countGivens(p) {
		t.Fatalf("givens only: %+v", v)
	}
	// Put the digit of r3c1 into r3c2 as well (r3c2 is not a given there).
	bad := Answer{Geo: p.Geo, Values: append([]uint8(nil), sol.Values...)}
	c1, c2 := 2*9+0, 2*9+1
	if p.Givens[c2] != 0 {
		t.Fatal("test assumes r3c2 is open")
	}
	bad.Values[c2] = bad.Values[c1]
	v := p.Check(bad)
	d := string(DigitRune(int(bad.Values[c1])))
	wantRow := "sudoku: row 3 has two " + d + "s"
	found := false
	for _, x := range v {
		if x.Msg == wantRow {
			found = true
			if len(x.At) != 2 || x.At[0] != (grid.Point{Y: 5, X: 1}) || x.At[1] != (grid.Point{Y: 5, X: 3}) {
				t.Errorf("row violation at %v", x.At)
			}
		}
		if x.Incomplete {
			t.Errorf("full board reported incomplete")
		}
	}
	if !found {
		t.Fatalf("no %q among %+v", wantRow, v)
	}
	// Changing a given is a violation even when the board is otherwise fine.
	g := 0
	for p.Givens[g] == 0 {
		g++
	}
	changed := Answer{Geo: p.Geo, Values: append([]uint8(nil), sol.Values...)}
	changed.Values[g] = changed.Values[g]%9 + 1
	hasGiven := false
	for _, x := range p.Check(changed) {
		hasGiven = hasGiven || x.Rule == "given"
	}
	if !hasGiven {
		t.Fatal("a changed given was not reported")
	}
	// Foreign answers go through their text; nonsense is a violation, not a panic.
	if v := p.Check(textAnswer("xyz")); len(v) != 1 {
		t.Fatalf("garbage answer: %+v", v)
	}
	if v := p.Check(textAnswer(sol.String())); v != nil {
		t.Fatalf("text answer rejected: %+v", v)
	}
}

type textAnswer string

func (a textAnswer) String() string { return string(a) }

func countGivens(p *Puzzle) int {
	n := 0
	for _, v := range p.Givens {
		if v != 0 {
			n++
		}
	}
	return n
}

func TestNewPuzzleValidates(t *testing.T) {
	geo, _ := GeometryOf(4)
	if _, err := NewPuzzle(geo, make([]uint8, 15)); err == nil {
		t.Error("short givens accepted")
	}
	if _, err := NewPuzzle(geo, []uint8{5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}); err == nil {
		t.Error("digit 5 on 4x4 accepted")
	}
	if _, err := ParsePuzzle(9, strings.Repeat(".", 80)); err == nil {
		t.Error("80 cells accepted for 9x9")
	}
	l, _ := urlcodec.Parse("sudoku/6/6/1g2g3g4g5g6zk")
	if _, err := (Genre{}).Decode(l); err != nil {
		t.Error(err)
	}
}
