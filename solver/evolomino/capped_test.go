package evolomino

import (
	"context"
	"testing"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// TestCappedAnswersOpenBoard: on a 16x16 with wide open areas the capped
// phases answer (an answer the rule checker accepts) after caps that
// admit none, within cuts the plain lazy model spends without an answer.
func TestCappedAnswersOpenBoard(t *testing.T) {
	if testing.Short() {
		t.Skip("a 16x16: about a second natively")
	}
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	var p *Puzzle
	for _, in := range set.Instances {
		if in.Name == "evo_16x16_45" {
			p = decodeIn(t, in)
		}
	}
	if p == nil {
		t.Skip("evo_16x16_45 is not in this copy of the set")
	}
	var unsat, answered int
	capTrace = func(k int, st sat.Status, cuts int, d time.Duration) {
		switch st {
		case sat.Unsat:
			unsat++
		case sat.Sat:
			answered = k
		}
	}
	defer func() { capTrace = nil }()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	sq, cuts := p.cappedFirst(ctx, capPhaseCuts, capTotalCuts)
	if sq == nil {
		t.Fatalf("no answer from the capped phases (%d cuts)", cuts)
	}
	if errs := p.Check(Answer{P: p, Squares: sq}); len(errs) > 0 {
		t.Fatalf("the answer breaks a rule: %v", errs)
	}
	if unsat == 0 {
		t.Errorf("no cap proved none: the schedule started above the answers' blocks")
	}
	largest := 0
	_, members := p.blocks(sq)
	for _, b := range members {
		largest = max(largest, len(b))
	}
	if largest > answered {
		t.Errorf("an answer under cap %d has a block of %d squares", answered, largest)
	}
	if r := p.solveSAT(ctx, 1, cuts, 0); r.Status != puzzle.Unknown {
		t.Errorf("the plain lazy model answered within %d cuts too (%s): the board no longer shows the caps' gain", cuts, r.Status)
	}
}

// TestCappedNeverSaysNone: on boards without an answer every cap proves
// none, and the capped phases report no answer (never a wrong one), for
// the portfolio to settle.
func TestCappedNeverSaysNone(t *testing.T) {
	_, small := sampleOf(t, 6, 8, 6, 3)
	ctx := context.Background()
	for _, in := range small {
		p0 := decodeIn(t, in)
		none := append([]uint8(nil), p0.Cells...)
		none[p0.Arrows[0][0]], none[p0.Arrows[0][1]] = Given, Given
		p, err := NewPuzzle(p0.G, none, p0.Arrows)
		if err != nil {
			t.Fatal(err)
		}
		if sq, _ := p.cappedFirst(ctx, capPhaseCuts, capTotalCuts); sq != nil {
			t.Errorf("%s with two squares in a row on an arrow: an answer", in.Name)
		}
		if sq, _ := p0.cappedFirst(ctx, capPhaseCuts, capTotalCuts); sq == nil || p0.Check(Answer{P: p0, Squares: sq}) != nil {
			t.Errorf("%s: no accepted answer from the capped phases", in.Name)
		}
	}
}
