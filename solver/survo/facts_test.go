package survo

import (
	"context"
	"strings"
	"testing"
)

func TestFactsOfAUniquePuzzleAreItsSolution(t *testing.T) {
	p := figure1(t)
	facts, err := p.Facts(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(facts) != 9 {
		t.Fatalf("%d facts, want the 9 open cells", len(facts))
	}
	s := p.NewState()
	for _, f := range facts {
		if s, err = s.Apply(f.Move); err != nil {
			t.Fatal(err)
		}
	}
	if got := s.Answer().String(); got != figure1Answer {
		t.Fatalf("facts played give\n%s\nwant\n%s", got, figure1Answer)
	}
}

func TestFactsOfAnAmbiguousPuzzle(t *testing.T) {
	// 1..6 in 2 rows of 3: the columns hold {1,6}, {2,5}, {3,4} in either
	// order as long as the rows add up; a given 6 on top fixes column 0
	// only, and the facts must say exactly that.
	givens := []int{6, 0, 0, 0, 0, 0}
	p, err := NewPuzzle(3, 2, []int{12, 9}, []int{7, 7, 7}, givens)
	if err != nil {
		t.Fatal(err)
	}
	if r := p.Solve(context.Background(), 2); r.Status.String() != "multiple" {
		t.Fatalf("test puzzle is %v, want multiple", r.Status)
	}
	facts, err := p.Facts(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var moves []string
	for _, f := range facts {
		moves = append(moves, f.Move)
	}
	if got := strings.Join(moves, " "); got != "1,0=1" {
		t.Fatalf("facts %q, want only r2c1 = 1", got)
	}
}
