package flow

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"pencilbox/solver/puzzle"
)

// TestExchangeOtherIsExact: on random boards with an answer S that fills
// every cell (cut from a path through every cell, or random dots with
// the fill model's answer), exchangeOther
// finds another answer exactly when the reference's plain model (every
// answer, lines beside themselves included) has two, and what it finds
// is a valid answer other than S. Both unique and multiple boards must
// occur, and the boards whose other answers all leave a cell empty inside
// a line's corner (numberlink_corner_test.go) must be found multiple.
func TestExchangeOtherIsExact(t *testing.T) {
	ctx := context.Background()
	check := func(p *Puzzle, fill []int) bool {
		t.Helper()
		link := puzzle.LinkOf(p)
		other, settled := p.exchangeOther(ctx, fill)
		if !settled {
			t.Fatalf("%s: not settled without a deadline", link)
		}
		_, all := p.satModel(ctx).prob.Enumerate(ctx, 2)
		if all.N < 2 && !all.Complete || (other != nil) != (all.N == 2) {
			t.Fatalf("%s: exchangeOther %v, plain model %+v", link, other, all)
		}
		if other != nil {
			checkCells(t, p, other)
			if sameCells(other, fill) {
				t.Fatalf("%s: the other answer is S", link)
			}
		}
		return other != nil
	}
	// Multiple boards with a touch-free filling answer are rare among
	// random ones (about one in 4,000 cut paths): these were found by
	// scanning cut paths; the first two are the corner-only ones.
	for _, link := range []string{
		"numlin/3/5/h2g1j12j", "numlin/3/8/j2j1o12i", "numlin/7/4/j233g6j421h45g1g65i",
		"numlin/7/3/n231g2g3j1g", "numlin/3/7/j21l2i1j", "numlin/4/3/i2g21g1i",
		"numlin/7/7/i43h45g6g2j7g3m2g68g781g5k1l", "numlin/4/5/h43g1i4g3i212h",
		"numlin/4/4/i1k21j2", "numlin/3/6/j12l12j", "numlin/6/5/556i4g4g1i3g6h2i1g3i2",
		"numlin/6/5/g23h3h1h4h5g5k4g21j",
	} {
		p := mustDecode(t, link)
		fill, _ := p.touchFreeFill(ctx, false)
		if fill == nil || !p.touchFreeColouring(fill) || !check(p, fill) {
			t.Fatalf("%s: no touch-free filling answer, or no other answer found", link)
		}
	}
	rng := rand.New(rand.NewPCG(25, 26))
	n := 600
	if testing.Short() {
		n = 120
	}
	unique := 0
	for i := range n {
		var p *Puzzle
		var fill []int
		if i%2 == 0 {
			p, fill = filledBoard(rng, 2+rng.IntN(6), 2+rng.IntN(6), 1+rng.IntN(9))
		} else { // random dots: multiple boards are common among these
			p = randomBoard(rng, Numberlink, 6, 4)
			fill, _ = p.touchFreeFill(ctx, false)
		}
		if fill == nil || !p.touchFreeColouring(fill) {
			continue
		}
		if !check(p, fill) {
			unique++
		}
	}
	if unique < n/10 {
		t.Fatalf("only %d of %d random boards unique with a filling answer", unique, n)
	}
}

// TestExchangeOtherWithEmptyCells: for a known answer that leaves cells
// empty, exchangeOther answers the fill model's first question (a
// smallest answer other than known) as that model does, on random boards.
func TestExchangeOtherWithEmptyCells(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(29, 30))
	n := 800
	if testing.Short() {
		n = 150
	}
	seen := map[bool]int{}
	for range n {
		p := randomBoard(rng, Numberlink, 6, 4)
		known, _ := p.touchFreeFill(ctx, true)
		if known == nil || !hasZero(known) || !p.touchFreeColouring(known) {
			continue
		}
		want, settled := p.fillModel(ctx, -1, false, known, nil)
		got, ok := p.exchangeOther(ctx, known)
		if !settled || !ok || (got != nil) != (want != nil) {
			t.Fatalf("%s: exchangeOther %v (settled %v), fill model %v (settled %v)", puzzle.LinkOf(p), got, ok, want, settled)
		}
		if got != nil {
			checkCells(t, p, got)
			if sameCells(got, known) {
				t.Fatalf("%s: the other answer is the known one", puzzle.LinkOf(p))
			}
		}
		seen[got != nil]++
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Fatalf("outcomes %v: want boards with and without another answer", seen)
	}
	t.Logf("another answer: %d, none: %d", seen[true], seen[false])
}

func sameCells(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestExchangeQuestionIsClausal: exchangeQuestion's model has a DIMACS
// form (no weighted sum), which is how its cost in other SAT engines was
// measured (solve_colours.go): p.exchangeQuestion(fill).prob.WriteDIMACS.
func TestExchangeQuestionIsClausal(t *testing.T) {
	ctx := context.Background()
	for _, link := range []string{"numlin/3/5/h2g1j12j", "numlin/7/7/i43h45g6g2j7g3m2g68g781g5k1l"} {
		p := mustDecode(t, link)
		fill, _ := p.touchFreeFill(ctx, false)
		if fill == nil {
			t.Fatalf("%s: no filling answer", link)
		}
		var text strings.Builder
		if err := p.exchangeQuestion(fill).prob.WriteDIMACS(&text); err != nil {
			t.Fatalf("%s: %v", link, err)
		}
		if !strings.HasPrefix(text.String(), "p cnf ") {
			t.Fatalf("%s: no DIMACS header in %.40q", link, text.String())
		}
	}
}
