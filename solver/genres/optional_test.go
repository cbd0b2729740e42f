package genres_test

import (
	"testing"

	"pencilbox/solver/puzzle"
)

// The app and the generator find a genre's card and generation hooks by
// type assertion, so a genre that lost one would silently drop off the
// home page or out of generation: every linked genre has both, with
// distinct card places and complete level and size lists.
func TestGenresListedAndGeneratable(t *testing.T) {
	orders := map[int]string{}
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		c, ok := g.(puzzle.Catalogued)
		if !ok {
			t.Errorf("%s has no catalogue card", name)
			continue
		}
		card := c.Card()
		if card.Blurb == "" || card.Glyph == "" {
			t.Errorf("%s: card %+v lacks a blurb or glyph", name, card)
		}
		if other, dup := orders[card.Order]; dup {
			t.Errorf("%s and %s share card place %d", name, other, card.Order)
		}
		orders[card.Order] = name
		var gen puzzle.Generatable
		switch k := g.(type) {
		case puzzle.Carver:
			gen = k
		case puzzle.Builder:
			gen = k
		default:
			t.Errorf("%s has no generation hooks", name)
			continue
		}
		if len(gen.Levels()) == 0 || len(gen.Sizes()) == 0 {
			t.Errorf("%s: levels %v, sizes %v", name, gen.Levels(), gen.Sizes())
		}
		for _, l := range gen.Levels() {
			if l.Name == "" || l.Description == "" {
				t.Errorf("%s: level %+v lacks a name or description", name, l)
			}
		}
		for _, s := range gen.Sizes() {
			if gen.MaxAttempts(s[0], s[1], 0) < 1 {
				t.Errorf("%s: no attempts at %dx%d", name, s[0], s[1])
			}
		}
	}
}
