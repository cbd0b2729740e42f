package main

import (
	"context"
	"flag"
	"os"
	"strconv"
	"strings"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

var updateA11y = flag.Bool("update-a11y", false, "rewrite testdata/a11y.golden")

// Every genre's example, solved, read cell by cell as the screen reader
// hears it: the file is the review copy, like textgrid's drawings.
func TestBoardWordsGolden(t *testing.T) {
	var b strings.Builder
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		p, err := puzzle.Decode(g.Example())
		if err != nil {
			t.Fatal(name, err)
		}
		r, err := puzzle.Solve(context.Background(), p, 1)
		if err != nil || r.Answer == nil {
			t.Fatalf("%s: %v %v", name, r.Status, err)
		}
		st, err := p.NewState().Apply(puzzle.SetAnswerMove + r.Answer.String())
		if err != nil {
			t.Fatal(name, err)
		}
		d := st.Layout()
		words := boardWords(d, termsFor(name))
		b.WriteString(name + " " + g.Example() + "\n")
		for i, w := range words {
			b.WriteString(cellName(i/d.Cols, i%d.Cols) + ": " + w + "\n")
		}
		b.WriteString("\n")
	}
	const file = "testdata/a11y.golden"
	if *updateA11y {
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (create it with -update-a11y)", err)
	}
	if b.String() != string(want) {
		t.Errorf("words differ from %s (rerun with -update-a11y and review the diff):\n%s", file, b.String())
	}
}

// The words for each kind of item, on small hand-made lists, so a change
// of wording is a deliberate one.
func TestCellWords(t *testing.T) {
	c := func(y, x int) grid.Point { return grid.Point{Y: 2*y + 1, X: 2*x + 1} }
	for _, tc := range []struct {
		name  string
		items []puzzle.Item
		y, x  int
		want  string
	}{
		{"empty", nil, 0, 0, "r1c1: empty"},
		{"given", []puzzle.Item{{Kind: puzzle.Clue, At: c(2, 4), Text: "7"}}, 2, 4, "r3c5: given 7"},
		{"number and marks stay apart", []puzzle.Item{
			{Kind: puzzle.Number, At: c(0, 1), Text: "4"},
			{Kind: puzzle.Marks, At: c(0, 2), Text: "13"},
		}, 0, 1, "r1c2: 4"},
		{"marks", []puzzle.Item{{Kind: puzzle.Marks, At: c(0, 2), Text: "13"}}, 0, 2, "r1c3: pencil marks 1 3"},
		{"decimal marks", []puzzle.Item{{Kind: puzzle.Marks, At: c(0, 0), Text: "12 5 "}}, 0, 0, "r1c1: pencil marks 12 5"},
		{"sum with remainder", []puzzle.Item{{Kind: puzzle.Clue, At: c(1, 1), Text: "30\n5"}}, 1, 1, "r2c2: given 30 (5)"},
		{"shaded", []puzzle.Item{{Kind: puzzle.Fill, At: c(1, 1)}}, 1, 1, "r2c2: shaded"},
		{"dot and cross", []puzzle.Item{{Kind: puzzle.Dot, At: c(0, 0)}, {Kind: puzzle.Cross, At: c(0, 0)}}, 0, 0, "r1c1: dot, crossed"},
		{"path through a cell", []puzzle.Item{
			{Kind: puzzle.Line, At: c(1, 0), To: c(1, 1), Value: 1},
			{Kind: puzzle.Line, At: c(1, 1), To: c(2, 1), Value: 1},
		}, 1, 1, "r2c2: line down and left"},
		{"bridge over a cell, double up from an island", []puzzle.Item{
			{Kind: puzzle.Circle, At: c(2, 0)},
			{Kind: puzzle.Clue, At: c(2, 0), Text: "3", Met: true},
			{Kind: puzzle.Line, At: c(2, 0), To: c(2, 3), Value: 1},
			{Kind: puzzle.Line, At: c(0, 0), To: c(2, 0), Value: 2},
		}, 2, 0, "r3c1: circle 3, met, line right, double line up"},
		{"bridge passing", []puzzle.Item{{Kind: puzzle.Line, At: c(2, 0), To: c(2, 3), Value: 1}}, 2, 1, "r3c2: line left and right"},
		{"loop on the sides", []puzzle.Item{
			{Kind: puzzle.Line, At: grid.Point{Y: 0, X: 0}, To: grid.Point{Y: 0, X: 4}, Value: 1},
			{Kind: puzzle.Line, At: grid.Point{Y: 0, X: 2}, To: grid.Point{Y: 2, X: 2}, Value: 1},
			{Kind: puzzle.Cross, At: grid.Point{Y: 2, X: 1}},
		}, 0, 0, "r1c1: edge line above and right, cross below"},
		{"walls inside only", []puzzle.Item{
			{Kind: puzzle.Wall, At: grid.Point{Y: 0, X: 1}},
			{Kind: puzzle.Wall, At: grid.Point{Y: 2, X: 1}},
			{Kind: puzzle.Wall, At: grid.Point{Y: 1, X: 2}},
		}, 0, 0, "r1c1: wall below and right"},
		{"relations", []puzzle.Item{
			{Kind: puzzle.Relation, At: grid.Point{Y: 3, X: 2}, Text: "<"},
			{Kind: puzzle.Relation, At: grid.Point{Y: 2, X: 3}, Text: "^"},
		}, 1, 1, "r2c2: greater than above, greater than left"},
		{"relations, other side", []puzzle.Item{
			{Kind: puzzle.Relation, At: grid.Point{Y: 3, X: 2}, Text: "<"},
			{Kind: puzzle.Relation, At: grid.Point{Y: 4, X: 1}, Text: "v"},
		}, 1, 0, "r2c1: greater than below, less than right"},
		{"coloured path and its end", []puzzle.Item{
			{Kind: puzzle.Circle, At: c(0, 0), Text: "B", Value: 2},
			{Kind: puzzle.Fill, At: c(0, 1), Value: 2},
			{Kind: puzzle.Line, At: c(0, 0), To: c(0, 1), Value: 1},
		}, 0, 1, "r1c2: colour B, line left"},
		{"coloured line before any fill", []puzzle.Item{
			{Kind: puzzle.Circle, At: c(0, 0), Text: "B", Value: 2},
			{Kind: puzzle.Line, At: c(0, 0), To: c(1, 0), Text: "2", Value: 1},
		}, 1, 0, "r2c1: colour B, line up"},
		{"arrow", []puzzle.Item{
			{Kind: puzzle.Line, At: c(0, 0), To: c(0, 1), Value: 1},
			{Kind: puzzle.Arrow, At: c(0, 1), To: c(0, 2), Value: 1},
		}, 0, 2, "r1c3: line left, arrowhead from left"},
	} {
		d := puzzle.Display{Cols: 6, Rows: 4, Items: tc.items}
		if got := cellWords(d, tc.y, tc.x); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestChangeWords(t *testing.T) {
	old := []string{"empty", "empty", "given 3", "empty"}
	for _, tc := range []struct {
		new  []string
		cur  Cursor
		want string
	}{
		{[]string{"empty", "empty", "given 3", "empty"}, Cursor{}, ""},
		{[]string{"empty", "7", "given 3", "empty"}, Cursor{}, "r1c2: 7"},
		// The cursor's cell first, then the others in reading order.
		{[]string{"edge line right", "edge line left", "given 3", "empty"}, Cursor{X: 1}, "r1c2: edge line left; r1c1: edge line right"},
		{[]string{"1", "2", "given 4", "3"}, Cursor{}, "r1c1: 1; and 3 more cells changed"},
		{[]string{"empty", "2", "given 4", "3"}, Cursor{}, "r1c2: 2; r2c1: given 4; r2c2: 3"},
		{[]string{"empty"}, Cursor{}, ""}, // another board: nothing to compare
	} {
		if got := changeWords(old, tc.new, 2, tc.cur); got != tc.want {
			t.Errorf("changeWords(%q) = %q, want %q", tc.new, got, tc.want)
		}
	}
}

// The page's memory: the first reading of a puzzle says nothing, a move
// says its cells, a Check's words win over the board change they bring
// (its flags), and the same words twice still change the live text.
func TestA11yStateSync(t *testing.T) {
	at := func(y, x int) grid.Point { return grid.Point{Y: 2*y + 1, X: 2*x + 1} }
	d0 := puzzle.Display{Cols: 2, Rows: 1, Items: []puzzle.Item{{Kind: puzzle.Clue, At: at(0, 0), Text: "1"}}}
	d1 := puzzle.Display{Cols: 2, Rows: 1, Items: []puzzle.Item{{Kind: puzzle.Clue, At: at(0, 0), Text: "1"}, {Kind: puzzle.Number, At: at(0, 1), Text: "2"}}}
	var a a11yState
	a.sync("p", d0, Cursor{}, nil, nil)
	if a.said != "" || len(a.labels) != 2 || a.labels[1] != "r1c2: empty" {
		t.Fatalf("first reading: said %q, labels %q", a.said, a.labels)
	}
	a.sync("p", d1, Cursor{X: 1}, nil, nil)
	if strings.TrimSpace(a.said) != "r1c2: 2" {
		t.Errorf("after a move: said %q", a.said)
	}
	before := a.said
	a.sync("p", d1, Cursor{X: 1}, nil, nil) // the clock's tick
	if a.said != before {
		t.Errorf("an unchanged board changed the live text to %q", a.said)
	}
	errs := []grid.Point{at(0, 1)}
	a.announce("Check: 1 mistake")
	a.sync("p", d1, Cursor{X: 1}, errs, nil)
	if strings.TrimSpace(a.said) != "Check: 1 mistake" || a.labels[1] != "r1c2: 2, flagged by Check" {
		t.Errorf("after Check: said %q, labels %q", a.said, a.labels)
	}
	first := a.said
	a.announce("Check: 1 mistake")
	a.sync("p", d1, Cursor{X: 1}, errs, nil)
	if a.said == first || strings.TrimSpace(a.said) != "Check: 1 mistake" {
		t.Errorf("the same Check twice: said %q then %q, want the same words in a new text", first, a.said)
	}
	prev := a.said
	a.sync("q", d0, Cursor{}, nil, nil)
	if a.said != prev {
		t.Errorf("another puzzle's first reading said %q", a.said)
	}
}

// The words of a whole board, as read after every move: a 20x20 and a
// 64x64 Nurikabe with every cell shaded or dotted and a clue per row
// (native figures; WASM is a few times slower).
func BenchmarkBoardWords(b *testing.B) {
	for _, n := range []int{20, 64} {
		d := puzzle.Display{Cols: n, Rows: n, GridLines: true}
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				at := grid.Point{Y: 2*y + 1, X: 2*x + 1}
				switch {
				case x == 0:
					d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Clue, At: at, Text: "3"})
				case (x+y)%2 == 0:
					d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Fill, At: at})
				default:
					d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Dot, At: at})
				}
			}
		}
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for range b.N {
				if w := boardWords(d, a11yTerms{}); len(w) != n*n {
					b.Fatal(len(w))
				}
			}
		})
	}
}

// Check's result is heard once: the live region says it, and the message
// line showing the same words is not a live region for them (it is again
// for the next message).
func TestCheckSaidOnce(t *testing.T) {
	var a a11yState
	if a.messageLive("Link copied to the clipboard.") != "polite" {
		t.Fatal("an ordinary message is not live")
	}
	a.announceMessage("Check: 2 cells break a rule.", "2 cells break a rule.")
	if a.pending != "Check: 2 cells break a rule." {
		t.Errorf("live region queued %q", a.pending)
	}
	if got := a.messageLive("2 cells break a rule."); got != "off" {
		t.Errorf("message line with Check's words is aria-live=%q: said twice", got)
	}
	if got := a.messageLive("Link copied to the clipboard."); got != "polite" {
		t.Errorf("the next message is aria-live=%q", got)
	}
}

// Each genre's things are named in its own words; the drawn names stay
// for genres without.
func TestGenreTerms(t *testing.T) {
	d := puzzle.Display{Cols: 2, Rows: 1, Items: []puzzle.Item{
		{Kind: puzzle.Circle, At: grid.Point{Y: 1, X: 1}, Text: "3"},
		{Kind: puzzle.Line, At: grid.Point{Y: 1, X: 1}, To: grid.Point{Y: 1, X: 3}, Value: 2},
		{Kind: puzzle.Fill, At: grid.Point{Y: 1, X: 3}, Value: 1},
	}}
	for _, c := range []struct{ genre, first, second string }{
		{"hashi", "island 3, double bridge right", "colour A"},
		{"sudoku", "circle 3, double line right", "colour A"},
		{"evolomino", "circle 3, double arrow right", "square"},
	} {
		w := boardWords(d, termsFor(c.genre))
		if w[0] != c.first || !strings.HasPrefix(w[1], c.second) {
			t.Errorf("%s: %q, want %q and %q first", c.genre, w, c.first, c.second)
		}
	}
	for name := range genreTerms {
		if _, ok := puzzle.ByName(name); !ok {
			t.Errorf("a11y_terms.go names %q, which is not a genre", name)
		}
	}
}
