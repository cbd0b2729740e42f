package conformance

import (
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// draftDecoder is the editor's reader for genres whose setters pass
// through boards Decode refuses (see their edit.go).
type draftDecoder interface {
	DecodeDraft(l urlcodec.Link) (puzzle.Puzzle, error)
}

// Every catalogued genre is a setter's genre: its blank board of the
// example's size draws, lists no givens and links to something the editor
// reads back, and its decoded puzzles are Clued. A genre's own edit_test.go
// checks its clues.
func TestEveryGenreEditable(t *testing.T) {
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		if _, ok := g.(puzzle.Catalogued); !ok || name == "template" { // the template stays minimal
			continue
		}
		eg, ok := g.(puzzle.Editable)
		if !ok {
			t.Errorf("%s is not Editable", name)
			continue
		}
		p, err := puzzle.Decode(g.Example())
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := p.(puzzle.Clued); !ok {
			t.Errorf("%s: %T is not Clued", name, p)
		}
		cols, rows := p.Size()
		b, err := eg.Blank(cols, rows)
		if err != nil {
			t.Errorf("%s: Blank(%d, %d): %v", name, cols, rows, err)
			continue
		}
		if gs := b.(puzzle.Clued).GivenList(); len(gs) != 0 {
			t.Errorf("%s: the blank board lists %v", name, gs)
		}
		b.NewState().Layout()
		back, err := g.Decode(b.Link())
		if d, ok := g.(draftDecoder); ok {
			back, err = d.DecodeDraft(b.Link())
		}
		if err != nil || back.Link() != b.Link() {
			t.Errorf("%s: the blank board's link %s reads back as %v, %v", name, b.Link(), back, err)
		}
	}
}
