package template

import (
	"context"
	"math/rand/v2"
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

// The facts are exactly the cells shaded in every solution: checked
// against the solutions of a board with one solution and of the example.
func TestFactsAndHint(t *testing.T) {
	q, _ := puzzle.Decode("?template/3/1/g2g")
	facts, err := q.(puzzle.FactFinder).Facts(context.Background())
	if err != nil || len(facts) != 2 || facts[0].Move != "0,0" || facts[1].Move != "0,2" {
		t.Fatalf("a 2 between two cells: facts %+v, %v", facts, err)
	}
	st := q.NewState()
	h, err := q.(puzzle.Hinter).Hint(context.Background(), st)
	if err != nil || h.Move != "0,0" {
		t.Fatalf("hint %+v, %v", h, err)
	}
	for _, m := range []string{"0,0", "0,2"} {
		st, _ = st.Apply(m)
	}
	if h, err := q.(puzzle.Hinter).Hint(context.Background(), st); err != nil || h.Technique != "solved" {
		t.Fatalf("solved board: %+v, %v", h, err)
	}
	none, _ := puzzle.Decode("?template/2/1/2")
	if _, err := none.(puzzle.FactFinder).Facts(context.Background()); err == nil {
		t.Fatal("facts of a puzzle without a solution")
	}
}

// Generated puzzles are unique and the same seed gives the same puzzle.
func TestGenerate(t *testing.T) {
	g, _ := puzzle.ByName("template")
	gen := g.(puzzle.Carver)
	for seed := uint64(1); seed <= 3; seed++ {
		var links [2]string
		for i := range links {
			c, err := gen.StartCarving(context.Background(), 6, 6, rand.New(rand.NewPCG(seed, 0)))
			if err != nil {
				t.Fatal(err)
			}
			for s := 0; s < c.Slots(); s++ {
				c.TryRemove(context.Background(), []int{s}, -1)
			}
			if c.Grade(context.Background()) != 0 {
				t.Fatalf("seed %d: carved puzzle not graded", seed)
			}
			p, _ := c.Puzzle()
			if r := p.(puzzle.Solver).Solve(context.Background(), 2); r.Status != puzzle.Unique {
				t.Fatalf("seed %d: %s is %v", seed, puzzle.LinkOf(p), r.Status)
			}
			links[i] = puzzle.LinkOf(p)
		}
		if links[0] != links[1] {
			t.Fatalf("seed %d: %s then %s", seed, links[0], links[1])
		}
	}
}

// FuzzDecode: any link decodes to an error or to a puzzle whose canonical
// link decodes to the same puzzle, and whose empty board checks and lays
// out without a panic.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{"template/3/3/g2g1h0h", "template/2/1/0", "template/64/64/", "template/1/1/5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, link string) {
		p, err := puzzle.Decode(link)
		if err != nil {
			return
		}
		again, err := puzzle.Decode(puzzle.LinkOf(p))
		if err != nil || puzzle.LinkOf(again) != puzzle.LinkOf(p) {
			t.Fatalf("%q: canonical link %q does not round-trip: %v", link, puzzle.LinkOf(p), err)
		}
		p.Check(p.NewState().Answer())
		p.NewState().Layout()
	})
}
