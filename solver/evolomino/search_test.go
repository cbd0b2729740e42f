package evolomino

import (
	"context"
	"fmt"
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
	_, list := sampleOf(t, 0, 10, 30, 8)
	for _, in := range list {
		p := decodeIn(t, in)
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
	_, list := sampleOf(t, 0, 6, 16, 4)
	const limit = 300
	compared := 0
	for _, in := range list {
		_, p := withoutGivens(t, in)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		s := p.newSearch()
		sols, complete := s.run(ctx, limit, 0)
		m := p.newModel()
		models, cnt := m.prob.Enumerate(ctx, limit)
		bm := p.newBlockModel(nil, 0)
		bmodels, bcnt := bm.prob.Enumerate(ctx, limit)
		rm := p.newBlockModel(p.rootMarks(ctx), 0) // as Solve builds it
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
		c, d := blockAnswers(p, bm, bmodels), blockAnswers(p, rm, rmodels)
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
		p := decodeIn(t, in)
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

// TestRestarts: on many-answer boards (5x5 and 6x6 instances without their
// given squares, and with none: every run of every seed is exact) the
// randomised restarts find an answer the rule checker accepts and that the
// plain search lists; on boards without an answer (the clues of one board
// with an arrow cell shaded away) a run ends complete with none; the same
// seed gives the same nodes and answer; and firstPortfolio without its
// first phase (restarts and the lazy model in turn) answers the 7x7-10x10
// sample as recorded.
func TestRestarts(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	var small, mid []benchset.Instance
	for _, in := range set.Instances {
		switch {
		case in.Cols <= 6:
			small = append(small, in)
		case in.Cols <= 10:
			mid = append(mid, in)
		}
	}
	k := 12
	if testing.Short() {
		k = 4
	}
	ctx := context.Background()
	for _, in := range benchset.Sample(small, k) {
		p0, p := withoutGivens(t, in)
		all, complete := p.newSearch().run(ctx, 100000, 0)
		if !complete {
			t.Fatalf("%s: not enumerated", in.Name)
		}
		set := map[string]bool{}
		for _, sq := range all {
			set[Answer{P: p, Squares: sq}.String()] = true
		}
		for seed := uint64(1); seed <= 3; seed++ {
			var got [2]string
			var nodes [2]int64
			for i := range got {
				s := p.newSearch()
				s.seed(seed)
				sols, _ := s.restarts(ctx, 3, 0)
				if len(sols) != 1 {
					t.Fatalf("%s seed %d: %d answers", in.Name, seed, len(sols))
				}
				a := Answer{P: p, Squares: sols[0]}
				if v := p.Check(a); v != nil || !set[a.String()] {
					t.Fatalf("%s seed %d: answer breaks a rule or is not the search's (%v)", in.Name, seed, v)
				}
				got[i], nodes[i] = a.String(), s.nodes
			}
			if got[0] != got[1] || nodes[0] != nodes[1] {
				t.Errorf("%s seed %d: two runs differ (%d, %d nodes)", in.Name, seed, nodes[0], nodes[1])
			}
		}
		// Shading every arrow cell but one of the first arrow leaves no
		// answer (an arrow needs two squares).
		none := append([]uint8(nil), p.Cells...)
		for _, c := range p.Arrows[0][1:] {
			none[c] = Shaded
		}
		if q, err := NewPuzzle(p0.G, none, p0.Arrows); err == nil {
			s := q.newSearch()
			s.seed(1)
			sols, complete := s.restarts(ctx, 3, 0)
			if len(sols) != 0 || !complete {
				t.Errorf("%s without an answer: %d answers, complete %v", in.Name, len(sols), complete)
			}
		}
	}
	for _, in := range benchset.Sample(mid, k) {
		p := decodeIn(t, in)
		// The first phase starts with the lazy model as solveSAT runs it:
		// where that answers within plainFirstCuts, the same answer after
		// the same cuts; else the capped phases' answer, accepted.
		s := p.newSearch()
		s.run(ctx, 1, 1)
		want := p.solveSAT(ctx, 1, 0, s.nodes)
		got := p.firstPortfolio(ctx, s, 1<<30)
		if want.Nodes-s.nodes <= plainFirstCuts {
			if got.Status != want.Status || got.Nodes != want.Nodes || fmt.Sprint(got.Answer) != fmt.Sprint(want.Answer) {
				t.Errorf("%s: first phase %s after %d, solveSAT %s after %d", in.Name, got.Status, got.Nodes, want.Status, want.Nodes)
			}
		} else if got.Status != puzzle.Found || p.Check(got.Answer) != nil {
			t.Errorf("%s: first phase %s, no accepted answer", in.Name, got.Status)
		}
		// With slices of 2 nodes the lazy model answers most of them.
		for _, nodes := range []int64{0, 2} {
			tctx, cancel := context.WithTimeout(ctx, 20*time.Second)
			s := p.newSearch()
			s.run(tctx, 1, 1)
			was := altNodes
			if nodes > 0 {
				altNodes = nodes
			}
			used := altNodes
			r := p.firstPortfolio(tctx, s, 0)
			altNodes = was
			cancel()
			if r.Status != puzzle.Found {
				t.Logf("%s: firstPortfolio %s within 20 s", in.Name, r.Status)
				continue
			}
			a := r.Answer.(Answer)
			rec, err := p.ParseAnswer(in.Solution)
			if v := p.Check(a); v != nil || err != nil || rec.String() != a.String() {
				t.Errorf("%s: firstPortfolio's answer breaks a rule or is not the recorded one", in.Name)
			}
			t.Logf("%s: slices of %d nodes: %d nodes and cuts", in.Name, used, r.Nodes)
		}
	}
}

// withoutGivens decodes an instance and returns it, and it with its given
// squares taken away (a board with many answers).
func withoutGivens(t *testing.T, in benchset.Instance) (orig, bare *Puzzle) {
	t.Helper()
	orig = decodeIn(t, in)
	cells := append([]uint8(nil), orig.Cells...)
	for c := range cells {
		if cells[c] == Given {
			cells[c] = Plain
		}
	}
	bare, err := NewPuzzle(orig.G, cells, orig.Arrows)
	if err != nil {
		t.Fatal(err)
	}
	return orig, bare
}

// blockAnswers reads a block model's models as sorted answers.
func blockAnswers(p *Puzzle, bm *blockModel, models []sat.Model) []string {
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
