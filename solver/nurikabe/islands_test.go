package nurikabe

import (
	"context"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/puzzle"
)

// allAnswers enumerates up to max answers of p with the full model; ok
// when the list is complete.
func allAnswers(p *Puzzle, max int) ([]Answer, bool) {
	m := p.newModel(Lazy, nil)
	models, cnt := m.prob.Enumerate(context.Background(), max)
	out := make([]Answer, len(models))
	for i, sm := range models {
		out[i] = m.answer(sm)
	}
	return out, cnt.Complete
}

// TestIslandsSound: on random small boards (with "?" clues, half boards,
// tight boards), the island enumeration with the person rules never
// contradicts a solution: from the bare board and from boards with part
// of a solution revealed, every cell it sets has that value in every
// solution, and it fails only on boards without one. The sample must see
// the enumeration set cells the rules alone do not.
func TestIslandsSound(t *testing.T) {
	islandsSound(t)
	// Small caps: most islands are not enumerated in full, so the
	// coverage step leans on the distance reach of the others.
	defer func(c, n int) { enumCap, enumNodes = c, n }(enumCap, enumNodes)
	enumCap, enumNodes = 3, 12
	islandsSound(t)
}

func islandsSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 94))
	n := 600
	if testing.Short() {
		n = 150
	}
	gained, failed, boards := 0, 0, 0
	for i := 0; i < n; i++ {
		p := randomMixedBoard(rng, i)
		if p == nil {
			continue
		}
		sols, complete := allAnswers(p, 64)
		if !complete {
			continue
		}
		boards++
		check := func(v []int8, sols []Answer, what string) {
			b := p.newBoard()
			copy(b.v, v)
			rules := b.clone()
			_, rerr := rules.propagate(allRules)
			err := b.refPropagate()
			if err != nil {
				if len(sols) > 0 {
					t.Fatalf("%v (%s): the enumeration fails on a board with %d solutions", p.Link(), what, len(sols))
				}
				failed++
				return
			}
			if rerr == nil && b.openCells() < rules.openCells() {
				gained++
			}
			for _, s := range sols {
				for c, x := range b.v {
					if x != unk && (x == wallV) != (s.Cells[c] == Wall) {
						t.Fatalf("%v (%s): cell %s set against a solution", p.Link(), what, p.rc(c))
					}
				}
			}
		}
		check(p.newBoard().v, sols, "bare")
		for k := 0; k < 3 && len(sols) > 0; k++ {
			s := sols[rng.IntN(len(sols))]
			v := p.newBoard().v
			for c := range v {
				if v[c] == unk && rng.IntN(100) < 20+20*k {
					v[c] = wallV
					if s.Cells[c] != Wall {
						v[c] = white
					}
				}
			}
			check(v, []Answer{s}, "revealed")
		}
	}
	if gained == 0 || failed == 0 {
		t.Fatalf("the sample misses a case: %d boards, %d gains over the rules, %d failures", boards, gained, failed)
	}
	t.Logf("%d boards, %d gains over the rules, %d failures", boards, gained, failed)
}

// TestIslandsReferenceSame: SolveReference with and without the island
// enumeration gives the same status, and the same answer when unique.
func TestIslandsReferenceSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 29))
	n := 300
	if testing.Short() {
		n = 90
	}
	defer func() { refIslands = true }()
	seen := map[puzzle.Status]int{}
	for i := 0; i < n; i++ {
		p := randomMixedBoard(rng, i)
		if p == nil {
			continue
		}
		refIslands = false
		off := p.SolveReference(context.Background(), 2)
		refIslands = true
		on := p.SolveReference(context.Background(), 2)
		seen[on.Status]++
		if on.Status != off.Status {
			t.Fatalf("%v: with the enumeration %v, without %v", p.Link(), on.Status, off.Status)
		}
		if on.Status == puzzle.Unique && on.Answer.String() != off.Answer.String() {
			t.Fatalf("%v: another answer with the enumeration", p.Link())
		}
	}
	if seen[puzzle.Unique] == 0 || seen[puzzle.Multiple] == 0 || seen[puzzle.None] == 0 {
		t.Fatalf("the sample misses a case: %v", seen)
	}
	t.Logf("%v", seen)
}

// TestIslandsTablesSound: on random small boards after the reference's
// fixpoint, the SAT model with the listed islands stated by their
// completions counts like the model without them (Lazy and Levels): same
// status, same answer when unique; the sample must state some islands.
func TestIslandsTablesSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 683))
	n := 300
	if testing.Short() {
		n = 90
	}
	seen := map[puzzle.Status]int{}
	stated := 0
	for i := 0; i < n; i++ {
		p := randomMixedBoard(rng, i)
		if p == nil {
			continue
		}
		b := p.newBoard()
		if err := b.refPropagate(); err != nil {
			continue
		}
		ic, err := b.completions()
		if err != nil {
			t.Fatalf("%v: the completions fail after the fixpoint", p.Link())
		}
		tabs := ic.tables(enumCap)
		stated += len(tabs)
		for _, enc := range []Encoding{Lazy, Levels} {
			plain := p.solveModel(context.Background(), 2, enc, b.v, true)
			with := p.solveModelTables(context.Background(), 2, enc, b.v, true, tabs)
			seen[with.Status]++
			if plain.Status != with.Status {
				t.Fatalf("%v (encoding %d): with the tables %v, without %v", p.Link(), enc, with.Status, plain.Status)
			}
			if plain.Status == puzzle.Unique && plain.Answer.String() != with.Answer.String() {
				t.Fatalf("%v: another answer with the tables", p.Link())
			}
		}
	}
	if seen[puzzle.Unique] == 0 || seen[puzzle.Multiple] == 0 || stated == 0 {
		t.Fatalf("the sample misses a case: %v, %d islands stated", seen, stated)
	}
	t.Logf("%v, %d islands stated", seen, stated)
}
