// Package puzzletest holds checks every genre's tests share.
package puzzletest

import (
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// DecodeRoundTrip is the heart of every link fuzz target: link is decoded
// by g (nil, false when the link or g refuses it: refusing is fine, a
// panic is not); an accepted puzzle's canonical link must decode again to
// a puzzle same calls equal, with the same canonical link.
func DecodeRoundTrip(t *testing.T, g puzzle.Genre, link string, same func(a, b puzzle.Puzzle) bool) (puzzle.Puzzle, bool) {
	t.Helper()
	l, err := urlcodec.Parse(link)
	if err != nil {
		return nil, false
	}
	p, err := g.Decode(l)
	if err != nil {
		return nil, false
	}
	canon := puzzle.LinkOf(p)
	again, err := puzzle.Decode(canon)
	if err != nil {
		t.Fatalf("canonical link %q of %q does not decode: %v", canon, link, err)
	}
	if !same(p, again) || puzzle.LinkOf(again) != canon {
		t.Fatalf("%q -> %q changed the puzzle", link, canon)
	}
	return p, true
}
