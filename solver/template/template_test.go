package template

import (
	"context"
	"testing"

	"pencilbox/solver/puzzle"
)

func TestRoundTripAndPlay(t *testing.T) {
	g, _ := puzzle.ByName("template")
	p, err := puzzle.Decode("https://example.com/?" + g.Example())
	if err != nil {
		t.Fatal(err)
	}
	if got := puzzle.LinkOf(p); got != g.Example() {
		t.Fatalf("canonical link %q, want %q", got, g.Example())
	}
	// Example: ". 2 . / 1 . . / 0 . .", solved by hand:
	// 2 at (0,1) needs two of (0,0),(0,2),(1,1); 1 at (1,0) needs one of (0,0),(1,1),(2,0);
	// 0 at (2,0) forbids (1,0),(2,1). Shade (0,2) and (1,1).
	s := p.NewState()
	if v := p.Check(s.Answer()); len(v) == 0 {
		t.Fatal("the empty board was accepted")
	}
	for _, m := range []string{"0,2", "1,1"} {
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	if v := p.Check(s.Answer()); len(v) != 0 {
		t.Fatalf("solution rejected: %v", v)
	}
	before := s.Answer().String()
	if _, err := s.Apply("0,0"); err != nil {
		t.Fatal(err)
	}
	if s.Answer().String() != before {
		t.Fatal("Apply changed its receiver")
	}
	if _, err := s.Apply("9,9"); err == nil {
		t.Fatal("a move off the board was accepted")
	}
	if len(s.Layout().Items) == 0 {
		t.Fatal("empty layout")
	}
}

func TestDecodeRefuses(t *testing.T) {
	for _, bad := range []string{"?template/65/1/", "?template/2/1/5", "?template/2/1/."} {
		if _, err := puzzle.Decode(bad); err == nil {
			t.Errorf("Decode(%q) accepted", bad)
		}
	}
}

func TestSolve(t *testing.T) {
	p, _ := puzzle.Decode("?template/3/3/g2g1h0h")
	r, err := puzzle.Solve(context.Background(), p, 2)
	if err != nil || r.Answer == nil {
		t.Fatalf("solve: %v %v", r.Status, err)
	}
	// The example has several shadings (the far corner is free), and the
	// checker accepts the one found.
	if r.Status != puzzle.Multiple {
		t.Fatalf("status %v, want multiple", r.Status)
	}
	q, _ := puzzle.Decode("?template/2/1/0")
	if r := q.(puzzle.Solver).Solve(context.Background(), 2); r.Status != puzzle.Unique || r.Answer.String() != ".." {
		t.Fatalf("a 0 beside the only other cell: %v %v, want unique \"..\"", r.Status, r.Answer)
	}
	bad, _ := puzzle.Decode("?template/2/1/2")
	if r := bad.(puzzle.Solver).Solve(context.Background(), 2); r.Status != puzzle.None {
		t.Fatalf("a 2 with one neighbour: %v, want none", r.Status)
	}
}
