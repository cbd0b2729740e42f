package nurikabe

import (
	"context"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

// TestIslandsHard logs, on the instances named in NURI_ISLANDS, how many
// cells stay open after each stage of the reference: the person rules,
// the rules with the island enumeration, then the probe; a measurement,
// skipped unless asked.
func TestIslandsHard(t *testing.T) {
	names := os.Getenv("NURI_ISLANDS")
	if names == "" {
		t.Skip("set NURI_ISLANDS to instance names")
	}
	for _, name := range splitComma(names) {
		p, in := namedInstance(t, name)
		b := p.newBoard()
		start := time.Now()
		if _, err := b.propagate(allRules); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: rules %d open (%v)", name, b.openCells(), time.Since(start))
		start = time.Now()
		if err := b.refPropagate(); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: rules+enumeration %d open (%v)", name, b.openCells(), time.Since(start))
		start = time.Now()
		var nodes int64
		if ok, err := b.refProbe(context.Background(), &nodes); !ok || err != nil {
			t.Fatal("probe", err)
		}
		t.Logf("%s: + probe %d open (%v)", name, b.openCells(), time.Since(start))
		rec, _ := p.ParseAnswer(in.Solution)
		for c, v := range b.v {
			if (v == wallV) != (rec.(Answer).Cells[c] == Wall) && v != unk {
				t.Fatalf("%s: cell %d against the recorded answer", name, c)
			}
		}
	}
}

// TestIslandsProbe compares, on the instances named in NURI_ISLANDS, the
// probe under the person rules with the probe under rules+enumeration,
// both from the rules+enumeration board; a measurement.
func TestIslandsProbe(t *testing.T) {
	names := os.Getenv("NURI_ISLANDS")
	if names == "" {
		t.Skip("set NURI_ISLANDS to instance names")
	}
	for _, name := range splitComma(names) {
		p, _ := namedInstance(t, name)
		b := p.newBoard()
		if err := b.refPropagate(); err != nil {
			t.Fatal(err)
		}
		for _, withEnum := range []bool{false, true} {
			t0 := b.clone()
			var nodes int64
			start := time.Now()
			prop := func(x *board) error { _, err := x.propagate(allRules); return err }
			if withEnum {
				prop = func(x *board) error { return x.refPropagate() }
			}
			for {
				before := t0.openCells()
				if ok, err := t0.refProbeWith(context.Background(), &nodes, prop); !ok || err != nil {
					t.Fatal("probe", err)
				}
				if err := t0.refPropagate(); err != nil {
					t.Fatal(err)
				}
				if t0.openCells() == before {
					break
				}
			}
			t.Logf("%s: probe (enumeration %v) to %d open, %d nodes, %v", name, withEnum, t0.openCells(), nodes, time.Since(start))
		}
	}
}

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

// TestIslandsTables times SolveReference on the instances named in
// NURI_ISLANDS with the SAT routes stating the listed islands by their
// completions up to each cap in NURI_TABLES (0: not at all); a
// measurement.
func TestIslandsTables(t *testing.T) {
	names := os.Getenv("NURI_ISLANDS")
	if names == "" {
		t.Skip("set NURI_ISLANDS to instance names")
	}
	defer func(k int) { refTables = k }(refTables)
	for _, name := range splitComma(names) {
		p, in := namedInstance(t, name)
		rec, _ := p.ParseAnswer(in.Solution)
		for _, capText := range splitComma(os.Getenv("NURI_TABLES")) {
			k := 0
			for _, ch := range capText {
				k = 10*k + int(ch-'0')
			}
			refTables = k
			ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
			start := time.Now()
			r := p.SolveReference(ctx, 2)
			cancel()
			t.Logf("%s: tables up to %d: %v, %d nodes, %v", name, k, r.Status, r.Nodes, time.Since(start))
			if r.Status == puzzle.Unique && r.Answer.String() != rec.String() {
				t.Fatalf("%s: another answer", name)
			}
		}
	}
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
