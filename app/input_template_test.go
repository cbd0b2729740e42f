//go:build template

package main

// The tenth-genre proof: a copy of solver/template becomes a playable
// genre of the app with one registration line (here the blank import,
// which solver/genres holds for real genres) and one input file (this
// file's Input, which app/input_<genre>.go holds for real genres). Nothing
// else in app/ names a genre. It builds only with -tags template (make
// test runs it so): in the ordinary test build the template would join the
// home page that TestStaticSite compares with the committed index.html.

import (
	"strconv"
	"testing"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
	_ "pencilbox/solver/template" // the registration line
)

// templateInput: a tap, space or the pad's key toggles the cursor cell.
type templateInput struct{}

func init() {
	RegisterInput("template", func(puzzle.Puzzle) Input { return templateInput{} })
}

func (templateInput) Pad() []PadKey {
	return []PadKey{{Digit: 1, Label: "Shade", ID: "pad-shade"}, {Digit: 0, Label: "Erase", ID: "pad-erase"}}
}

func (templateInput) Key(ev KeyEvent, cur Cursor, pencil bool, d puzzle.Display) Action {
	if ev.Key == " " {
		return Action{Kind: ActMove, Move: strconv.Itoa(cur.Y) + "," + strconv.Itoa(cur.X)}
	}
	return Action{}
}

func (in templateInput) Press(k PadKey, cur Cursor, pencil bool, d puzzle.Display) Action {
	return in.Key(KeyEvent{Key: " "}, cur, pencil, d)
}

func TestTenthGenreNeedsOnlyTheTemplateAndAnInput(t *testing.T) {
	if !isListed("template") {
		t.Fatal("the registered template with an input is not listed on the home page")
	}
	found := false
	for _, c := range catalogue {
		found = found || c.Name == "template" && c.Title == "Template" && c.Blurb != "" && c.Glyph != ""
	}
	if !found {
		t.Fatal("the template's card is not in the catalogue")
	}
	if r := parseRoute("template"); r.Kind != pageGenre || r.Genre != "template" {
		t.Fatalf("?template routes to %+v", r)
	}
	g, _ := puzzle.ByName("template")
	if len(generator.Levels(g)) == 0 || len(generator.Sizes(g)) == 0 {
		t.Fatal("the template offers no levels or sizes to the New puzzle form")
	}
	p, err := puzzle.Decode(g.Example())
	if err != nil {
		t.Fatal(err)
	}
	in := InputFor(p)
	act := MapKey(in, KeyEvent{Key: " "}, Cursor{Y: 0, X: 2}, false, p.NewState().Layout())
	if act.Kind != ActMove {
		t.Fatalf("space gives %+v", act)
	}
	st, err := p.NewState().Apply(act.Move)
	if err != nil || st.Answer().String()[2] != '#' {
		t.Fatalf("the input's move %q does not play: %v", act.Move, err)
	}
}
