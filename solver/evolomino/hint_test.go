package evolomino

import (
	"context"
	"testing"

	"pencilbox/solver/puzzle"
)

// Playing hint after hint solves the puzzle.
func TestHintsPlayToTheEnd(t *testing.T) {
	p := decode(t, Genre{}.Example())
	var s puzzle.State = p.NewState()
	seen := map[string]int{}
	for i := 0; i < 100; i++ {
		h, err := p.Hint(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		if h.Technique == "solved" {
			break
		}
		if h.Move == "" {
			t.Fatalf("hint without a move: %+v", h)
		}
		seen[h.Technique]++
		if s, err = s.Apply(h.Move); err != nil {
			t.Fatalf("%q: %v", h.Move, err)
		}
	}
	if v := p.Check(s.Answer()); v != nil {
		t.Fatalf("not solved: %s", v[0].Msg)
	}
	t.Logf("%v", seen)
}

func TestHumanRules(t *testing.T) {
	// 5x1, arrow (0,1)->(0,3): a square on (0,1) rules out (0,2).
	p := decode(t, "evolmino/5/1/60"+"4"+"101") // cell 1 given: "6" = (0,2,0)
	h := p.newHuman(p.Start().Marks)
	st, ok := h.next(RuleArrowNeighbours)
	if !ok || st.Rule != RuleArrowNeighbours || st.Cell != 2 || st.Mark != NoSquare {
		t.Fatalf("%+v %v", st, ok)
	}
	// With only (0,1) given, (0,0) needs more than these rules.
	if p.HumanSolve(RuleTrial) {
		t.Fatal("the rules claim a board they cannot finish")
	}
	// With (0,3) and (0,4) given too, the closed domino makes the block
	// at (0,1) complete as a single square, so (0,0) stays empty.
	q := decode(t, "evolmino/5/1/6o"+"4"+"101")
	if q.HumanSolve(RuleOneWay) || !q.HumanSolve(RuleComplete) {
		t.Fatal("complete block is needed and enough here")
	}
}

func TestHintFindsMistake(t *testing.T) {
	p := decode(t, Genre{}.Example())
	r := p.Solve(context.Background(), 1)
	sol := r.Answer.(Answer).Squares
	for c := range sol {
		if !sol[c] && p.Cells[c] == Plain {
			y, x := p.G.YX(c)
			s, _ := p.NewState().Apply(fmtMove(y, x))
			h, err := p.Hint(context.Background(), s)
			if err != nil || h.Technique != "mistake" {
				t.Fatalf("%+v %v", h, err)
			}
			return
		}
	}
}

func fmtMove(y, x int) string { return itoa(y) + "," + itoa(x) + "=o" }

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
