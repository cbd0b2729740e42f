package fillomino

import (
	"context"
	"strings"
	"testing"

	"pencilbox/solver/puzzle"
)

// Playing hint after hint solves the puzzle; every hint names a rule and
// carries a move the state accepts.
func TestHintsPlayToTheEnd(t *testing.T) {
	for _, link := range []string{Genre{}.Example(), "fillomino/4/4/3h2g1h4h2g2", "fillomino/3/2/2g1g3g8g"} {
		p := decode(t, link)
		var s puzzle.State = p.NewState()
		seen := map[string]int{}
		for i := 0; i < 200; i++ {
			h, err := p.Hint(context.Background(), s)
			if err != nil {
				t.Fatalf("%s: %v", link, err)
			}
			if h.Technique == "solved" {
				break
			}
			if h.Move == "" || h.Text == "" {
				t.Fatalf("%s: empty hint %+v", link, h)
			}
			seen[h.Technique]++
			if s, err = s.Apply(h.Move); err != nil {
				t.Fatalf("%s: hint move %q: %v", link, h.Move, err)
			}
		}
		if v := p.Check(s.Answer()); v != nil {
			t.Fatalf("%s: not solved after the hints: %s", link, v[0].Msg)
		}
		t.Logf("%s: %v", link, seen)
	}
}

func TestHintFindsMistake(t *testing.T) {
	p := decode(t, Genre{}.Example())
	s, err := p.NewState().Apply("0,0=5")
	if err != nil {
		t.Fatal(err)
	}
	h, err := p.Hint(context.Background(), s)
	if err != nil || h.Technique != "mistake" || !strings.Contains(h.Text, "r1c1") || h.Move != "0,0=6" {
		t.Fatalf("%+v %v", h, err)
	}
}

func TestRules(t *testing.T) {
	// Grow: the 3 at (0,0) of "3 . / # #" style board: a 2x2 with 3 at
	// (0,0), 1 at (1,1): the 3 grows into both free cells; first (0,1) or
	// (1,0) have two options, so Grow does not apply, Room does.
	p := decode(t, "fillomino/2/2/3h1")
	h := &human{p: p, vals: p.Start().Values}
	st, ok := h.next(RuleGrow)
	if ok {
		t.Fatalf("grow applied: %+v", st)
	}
	st, ok = h.next(RuleRoom)
	if !ok || st.Rule != RuleRoom || st.Value != 3 || len(st.Cells) != 2 {
		t.Fatalf("room: %+v %v", st, ok)
	}
	// Isolated: 1x3 with 2 2 . -> the last cell is 1.
	q := decode(t, "fillomino/3/1/22g")
	h = &human{p: q, vals: q.Start().Values}
	st, ok = h.next(RuleIsolated)
	if !ok || st.Rule != RuleIsolated || st.Value != 1 || st.Cells[0] != 2 {
		t.Fatalf("isolated: %+v %v", st, ok)
	}
	// Grow: 1x3 with 2 . 1 -> the middle is 2.
	r := decode(t, "fillomino/3/1/2g1")
	h = &human{p: r, vals: r.Start().Values}
	st, ok = h.next(RuleGrow)
	if !ok || st.Rule != RuleGrow || st.Value != 2 || st.Cells[0] != 1 {
		t.Fatalf("grow: %+v %v", st, ok)
	}
	if solved, hardest := r.HumanSolve(RuleGrow); !solved || hardest != RuleGrow {
		t.Fatalf("HumanSolve %v %v", solved, hardest)
	}
}
