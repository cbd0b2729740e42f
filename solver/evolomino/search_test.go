package evolomino

import (
	"context"
	"sort"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// TestSearchAgrees: on a fixed sample of the 5x5-10x10 instances the
// propagating search alone (no node budget) and the lazy SAT model alone
// settle the same status and the same answer, which passes the rule checker
// and is the recorded one.
func TestSearchAgrees(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	var list []benchset.Instance
	for _, in := range set.Instances {
		if in.Cols <= 10 {
			list = append(list, in)
		}
	}
	k := 30
	if testing.Short() {
		k = 8
	}
	for _, in := range benchset.Sample(list, k) {
		pz, err := in.Decode("evolomino")
		if err != nil {
			t.Fatal(err)
		}
		p := pz.(*Puzzle)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		s := p.newSearch()
		sols, complete := s.run(ctx, 2, 0)
		r := p.solveSAT(ctx, 2, 0, 0)
		cancel()
		if !complete || r.Status == puzzle.Unknown {
			t.Logf("%s: not settled within 20 s (search complete %v, SAT %s)", in.Name, complete, r.Status)
			continue
		}
		want := map[int]puzzle.Status{0: puzzle.None, 1: puzzle.Unique, 2: puzzle.Multiple}[len(sols)]
		if r.Status != want {
			t.Errorf("%s: search %d answers, SAT %s", in.Name, len(sols), r.Status)
			continue
		}
		for _, sq := range sols {
			if v := p.Check(Answer{P: p, Squares: sq}); v != nil {
				t.Errorf("%s: search answer breaks a rule: %s", in.Name, v[0].Msg)
			}
		}
		if len(sols) == 1 {
			got := Answer{P: p, Squares: sols[0]}.String()
			if got != r.Answer.String() {
				t.Errorf("%s: search and SAT answers differ", in.Name)
			}
			rec, err := p.ParseAnswer(in.Solution)
			if err != nil || rec.String() != got {
				t.Errorf("%s: answer is not the recorded one (%v)", in.Name, err)
			}
		}
	}
}

// TestSearchCounts: boards with many answers (5x5 and 6x6 instances without
// their given squares) have the same set of answers under the search and
// under the lazy SAT model, wherever both enumerate them all; the block
// model, without and with the search's root marks, gives the same set.
func TestSearchCounts(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	var list []benchset.Instance
	for _, in := range set.Instances {
		if in.Cols <= 6 {
			list = append(list, in)
		}
	}
	k := 16
	if testing.Short() {
		k = 4
	}
	const limit = 300
	compared := 0
	for _, in := range benchset.Sample(list, k) {
		pz, err := in.Decode("evolomino")
		if err != nil {
			t.Fatal(err)
		}
		p0 := pz.(*Puzzle)
		cells := append([]uint8(nil), p0.Cells...)
		for c := range cells {
			if cells[c] == Given {
				cells[c] = Plain
			}
		}
		p, err := NewPuzzle(p0.G, cells, p0.Arrows)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		s := p.newSearch()
		sols, complete := s.run(ctx, limit, 0)
		m := p.newModel()
		models, cnt := m.prob.Enumerate(ctx, limit)
		bm := p.newBlockModel(nil)
		bmodels, bcnt := bm.prob.Enumerate(ctx, limit)
		rm := p.newBlockModel(p.rootMarks(ctx)) // as Solve builds it
		rmodels, rcnt := rm.prob.Enumerate(ctx, limit)
		cancel()
		if !complete || !cnt.Complete || !bcnt.Complete || !rcnt.Complete || len(sols) >= limit || len(models) >= limit || len(bmodels) >= limit {
			t.Logf("%s without givens: more than %d answers or not enumerated in time", in.Name, limit)
			continue
		}
		var a, b []string
		for _, sq := range sols {
			a = append(a, Answer{P: p, Squares: sq}.String())
		}
		for _, mo := range models {
			b = append(b, Answer{P: p, Squares: m.squares(mo)}.String())
		}
		blockAnswers := func(bm *blockModel, models []sat.Model) []string {
			var out []string
			for _, mo := range models {
				sq := make([]bool, len(bm.x))
				for i, l := range bm.x {
					sq[i] = mo.Value(l)
				}
				out = append(out, Answer{P: p, Squares: sq}.String())
			}
			sort.Strings(out)
			return out
		}
		c, d := blockAnswers(bm, bmodels), blockAnswers(rm, rmodels)
		sort.Strings(a)
		sort.Strings(b)
		if strings.Join(a, "|") != strings.Join(c, "|") {
			t.Errorf("%s without givens: search %d answers, block model %d (or different ones)", in.Name, len(a), len(c))
		}
		if strings.Join(a, "|") != strings.Join(d, "|") {
			t.Errorf("%s without givens: search %d answers, block model with root marks %d (or different ones)", in.Name, len(a), len(d))
		}
		if len(a) != len(b) {
			t.Errorf("%s without givens: search %d answers, SAT %d", in.Name, len(a), len(b))
			continue
		}
		for i := range a {
			if a[i] != b[i] {
				t.Errorf("%s without givens: the answer sets differ", in.Name)
				break
			}
			if i > 0 && a[i] == a[i-1] {
				t.Errorf("%s without givens: the search found an answer twice", in.Name)
			}
		}
		compared++
		t.Logf("%s without givens: %d answers, the same under all four", in.Name, len(a))
	}
	if compared == 0 {
		t.Error("no board compared")
	}
}

// TestSearchSound: on a fixed sample of instances up to 12x12, no
// propagation step of the search contradicts the recorded answer while
// every mark agrees with it (debugSol), within a node budget.
func TestSearchSound(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	var list []benchset.Instance
	for _, in := range set.Instances {
		if in.Cols <= 12 && in.Name != "evo_08x08_13" {
			list = append(list, in)
		}
	}
	k := 24
	if testing.Short() {
		k = 6
	}
	defer func() { debugSol = nil }()
	for _, in := range benchset.Sample(list, k) {
		pz, err := in.Decode("evolomino")
		if err != nil {
			t.Fatal(err)
		}
		p := pz.(*Puzzle)
		want, err := p.parseSquares(in.Solution)
		if err != nil {
			t.Fatal(err)
		}
		debugSol = want
		s := p.newSearch()
		sols, complete := s.run(context.Background(), 2, 3000)
		if complete && len(sols) == 0 {
			t.Errorf("%s: the search found no answer", in.Name)
		}
	}
}
