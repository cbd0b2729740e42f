package textgrid_test

import (
	"context"
	"flag"
	"os"
	"strings"
	"testing"

	_ "pencilbox/solver/genres"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/textgrid"
)

var update = flag.Bool("update", false, "rewrite testdata/examples.golden")

// Every registered genre's example, solved, drawn: the file is the review
// copy (a change to a genre's display list shows up here as a diff).
func TestExamplesGolden(t *testing.T) {
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
		b.WriteString(name + " " + g.Example() + "\n" + textgrid.Draw(st.Layout()) + "\n")
	}
	const file = "testdata/examples.golden"
	if *update {
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (create it with -update)", err)
	}
	if b.String() != string(want) {
		t.Errorf("drawings differ from %s (rerun with -update and review the diff):\n%s", file, b.String())
	}
}

func TestDraw(t *testing.T) {
	d := puzzle.Display{Cols: 2, Rows: 2, Items: []puzzle.Item{
		{Kind: puzzle.Clue, At: grid.Point{Y: 1, X: 1}, Text: "12"},
		{Kind: puzzle.Fill, At: grid.Point{Y: 3, X: 3}},
		{Kind: puzzle.Wall, At: grid.Point{Y: 1, X: 2}},
		{Kind: puzzle.Line, At: grid.Point{Y: 3, X: 1}, To: grid.Point{Y: 1, X: 1}, Value: 2},
	}}
	// The clue widens every cell to two characters (one-character text
	// sits left); the double line runs down from r1c1 through the edge
	// below it, so that corner row stays; corners beside a wall are '+'.
	want := "" +
		"   +\n" +
		" 12|.\n" +
		" H +\n" +
		" H  #\n"
	if got := textgrid.Draw(d); got != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}
