package sudoku

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// link25 is a 25x25 puzzle written by hand from puzzlink-url-format.md
// §4.1 (a small independent Number16 writer, not our encoder): the
// pattern solution sol25 (cell r,c holds ((r mod 5)*5 + r/5 + c) mod 25
// + 1) with 351 of its 625 digits given (each kept with chance 3/5 by a fixed
// linear congruential draw); 16-25 are the "-10".."-19"
// tokens puzz.link writes for them. pzprjs's test scripts have no 25x25
// Sudoku, so this is the nearest to a published example.
const (
	link25   = "sudoku/25/25/123456789gbif-10h-13j-18g678gabcgefg-11-12h-15h-18g1g3g5bcdeg-10-11-12-13-14h-17h123456g89ag-11-12g-14-15-16-17-18i34h789hcdgf-15g-17-18g1g34g67g9gbcdef-10j2h56h9abgdgf-10h-13g-15i-19g7g9agcgef-10h-13g-15-16-17g-19h3icdi-11-12-13h-16-17k4g67g9ag-11h-14g-16-17-18-1912g4567g9aieh-16h-191234g67kdgfg-11h-14i5h8lfg-11-12-13h-16h-191289gbgdgfh-12-13g-15-16h-191h4idh-10-11h-14-15-16-17-18-19h3g56g89abc-12g-14k1g345678gabgdefg-11g-18-191g3g5g7ibheh-11-12-13-14-15-16h6h9abgdeg-10-11-12-13h-16h-191239hcdeg-10h-13-14-15-16g-18g1g34567i-10-11g-13-14h-17-18k567g9gbcdg-14-15-16-17g-19123g56789ajf-10g-12-18-191234g67kdefh-12-13h-16h6g89abcdeg-10-11l-18g1h4aiefg-11i-15-16h-1912h56k-11-12-13-14-15-16-17g-19h3i78gahdei-17-18-19j56789abgdeg-10g-12-13h2h5g789ahdeg-10-11h-14h-17-18"
	givens25 = 351
	sol25    = "123456789ABCDEFGHIJKLMNOP6789ABCDEFGHIJKLMNOP12345BCDEFGHIJKLMNOP123456789AGHIJKLMNOP123456789ABCDEFLMNOP123456789ABCDEFGHIJK23456789ABCDEFGHIJKLMNOP1789ABCDEFGHIJKLMNOP123456CDEFGHIJKLMNOP123456789ABHIJKLMNOP123456789ABCDEFGMNOP123456789ABCDEFGHIJKL3456789ABCDEFGHIJKLMNOP1289ABCDEFGHIJKLMNOP1234567DEFGHIJKLMNOP123456789ABCIJKLMNOP123456789ABCDEFGHNOP123456789ABCDEFGHIJKLM456789ABCDEFGHIJKLMNOP1239ABCDEFGHIJKLMNOP12345678EFGHIJKLMNOP123456789ABCDJKLMNOP123456789ABCDEFGHIOP123456789ABCDEFGHIJKLMN56789ABCDEFGHIJKLMNOP1234ABCDEFGHIJKLMNOP123456789FGHIJKLMNOP123456789ABCDEKLMNOP123456789ABCDEFGHIJP123456789ABCDEFGHIJKLMNO"
)

func TestSudoku25Link(t *testing.T) {
	p := mustDecode(t, "https://puzz.link/p?"+link25)
	if p.Geo.N != 25 || p.Geo.BoxW != 5 || p.Geo.BoxH != 5 {
		t.Fatalf("geometry %d, boxes %dx%d", p.Geo.N, p.Geo.BoxW, p.Geo.BoxH)
	}
	if got := puzzle.LinkOf(p); got != link25 {
		t.Fatalf("re-encoded\n%q\nwant\n%q", got, link25)
	}
	if n := countGivens(p); n != givens25 {
		t.Fatalf("%d givens, want %d", n, givens25)
	}
	for c, v := range p.Givens {
		if v != 0 && DigitRune(int(v)) != sol25[c] {
			t.Fatalf("r%dc%d decoded as %d, want %c", c/25+1, c%25+1, v, sol25[c])
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	start := time.Now()
	r := p.Solve(ctx, 2)
	if r.Status != puzzle.Unique || r.Answer.String() != sol25 {
		t.Fatalf("solve: %v %v", r.Status, r.Answer)
	}
	t.Logf("solved and proved unique in %v", time.Since(start))
	if v := p.Check(r.Answer); v != nil {
		t.Fatalf("the checker refuses the answer: %v", v[0].Msg)
	}
}

func TestSudoku25PlayAndHint(t *testing.T) {
	p := mustDecode(t, link25)
	st := p.Start()
	// Two-digit numbers are shown as numbers (puzz.link's 25x25 shows 1-25),
	// marks as a spaced list the renderer reads as decimals.
	first := -1
	for c, v := range p.Givens {
		if v == 0 {
			first = c
			break
		}
	}
	want := sol25[first]
	next, err := st.Apply(fmt.Sprintf("%d,%d~%d", first/25, first%25, RuneDigit(want)))
	if err != nil {
		t.Fatal(err)
	}
	next, err = next.Apply(fmt.Sprintf("%d,%d~%d", first/25, first%25, 25))
	if err != nil {
		t.Fatal(err)
	}
	var marks, given string
	for _, it := range next.Layout().Items {
		switch {
		case it.Kind == puzzle.Marks && it.At == p.grid().CellPoint(first):
			marks = it.Text
		case it.Kind == puzzle.Clue && given == "" && it.Value >= 10:
			given = it.Text
			if given != fmt.Sprint(it.Value) {
				t.Errorf("given %d shown as %q", it.Value, given)
			}
		}
	}
	if wantMarks := fmt.Sprintf("%d 25 ", RuneDigit(want)); marks != wantMarks {
		t.Errorf("marks %q, want %q", marks, wantMarks)
	}
	if given == "" {
		t.Error("no given above 9 drawn")
	}
	h, err := p.Hint(context.Background(), st)
	if err != nil || h.Move == "" {
		t.Fatalf("hint: %+v %v", h, err)
	}
	after, err := st.Apply(h.Move)
	if err != nil {
		t.Fatalf("the hint's move %q: %v", h.Move, err)
	}
	// The hint's digit is the solution's.
	for c, v := range after.(*State).Values {
		if v != 0 && p.Givens[c] == 0 && DigitRune(int(v)) != sol25[c] {
			t.Fatalf("hint %q put %d at r%dc%d, the solution has %c", h.Text, v, c/25+1, c%25+1, sol25[c])
		}
	}
	if strings.ContainsAny(h.Text[strings.Index(h.Text, ":")+1:], "GHIJKLMNOP") {
		t.Errorf("hint %q names a digit by letter; 25x25 shows numbers", h.Text)
	}
}

// 25x25 generation offers easy and expert (see the package doc); an easy
// puzzle comes out unique, graded easy, with the checker accepting its
// solution.
func TestSudoku25Generate(t *testing.T) {
	var names []string
	for _, l := range generator.LevelsAt(Genre{}, 25, 25) {
		names = append(names, l.Name)
	}
	if fmt.Sprint(names) != "[easy expert]" {
		t.Fatalf("levels at 25x25: %v", names)
	}
	p, got, err := generator.Generate(context.Background(), Genre{}, generator.Params{Cols: 25, Rows: 25, Level: "easy", Seed: 1}, nil)
	if err != nil || got != "easy" {
		t.Fatalf("generate: %q %v", got, err)
	}
	sp := p.(*Puzzle)
	r := sp.Solve(context.Background(), 2)
	if r.Status != puzzle.Unique || sp.Check(r.Answer) != nil {
		t.Fatalf("generated 25x25: %v", r.Status)
	}
	if _, solved, _ := NewHuman(sp.Geo).Grade(sp.Givens, HiddenSingle); !solved {
		t.Fatal("the easy 25x25 needs more than singles")
	}
}
