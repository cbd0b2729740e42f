//go:build !(js && wasm)

package e2e

import (
	"context"
	"regexp"
	"testing"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// TestHintAndGenerate: on a generated board of the genre's default size a
// hint is shown and saved in the history, then the page generates a small
// puzzle through the worker. The genres whose hints are history entries
// share it; the others ask for hints their own way in their files.
func TestHintAndGenerate(t *testing.T) {
	needEnv(t)
	for _, c := range []struct {
		genre, level string
		hintWords    *regexp.Regexp
		genSize      string
	}{
		{"hashi", "medium", hashiHintWords, "7x7"},
		{"nurikabe", "medium", nurikabeHintWords, "5x5"},
		{"slitherlink", "easy", slitherHintWords, "6x6"},
	} {
		t.Run(c.genre, func(t *testing.T) {
			tb := newTab(t, 3*testDeadline)
			tb.open("/?" + defaultSizeLink(t, c.genre, c.level))
			tb.waitBoard()
			askHintSaved(t, tb, c.hintWords)
			generateOne(t, tb, c.genSize, "easy")
			tb.noCrash(c.genre + " hint and generate")
		})
	}
}

// defaultSizeLink is the link of a 10x10 (the default size of the genres
// that use it) generated at level with seed 1.
func defaultSizeLink(t *testing.T, genre, level string) string {
	t.Helper()
	g, _ := puzzle.ByName(genre)
	p, _, err := generator.Generate(context.Background(), g, generator.Params{Cols: 10, Rows: 10, Level: level, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return puzzle.LinkOf(p)
}
