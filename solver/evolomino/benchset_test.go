package evolomino

import (
	"context"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
	"pencilbox/solver/puzzle"
)

func setFile(tb testing.TB) string { return benchsettest.SetFile(tb, "evolomino", "evolomino.txt") }

// TestCrosscheckSample: a fixed sample of the 5x5-8x8 instances through
// benchset.Run with the paper's model as the cross-check: both solvers
// settle uniqueness, agree, and match the recorded solution.
func TestCrosscheckSample(t *testing.T) {
	set, small := sampleOf(t, 0, 8, 16, 4)
	for _, in := range small {
		out := benchset.Run(context.Background(), "evolomino", set.Name, &in, benchset.Options{Crosscheck: true})
		if !out.OK || out.Status != "unique" || out.Matches == nil || !*out.Matches {
			t.Errorf("%s: %+v", in.Name, out)
		}
	}
}

// TestRingRefused: the one instance whose arrow segments close into a
// ring is refused with a message naming the ring, and benchset counts that
// as the expected outcome.
func TestRingRefused(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range set.Instances {
		if in.Name != "evo_18x18_46" {
			continue
		}
		_, err := in.Decode("evolomino")
		if err == nil || !strings.Contains(err.Error(), "ring") {
			t.Fatalf("decode: %v", err)
		}
		out := benchset.Run(context.Background(), "evolomino", set.Name, &in, benchset.Options{})
		if !out.OK || out.Status != "invalid" {
			t.Fatalf("%+v", out)
		}
		return
	}
	t.Skip("evo_18x18_46 is not in this copy of the set")
}

// TestMidSample: a few 9x9 and 10x10 instances solved, unique, as
// recorded. The lazy solver has a heavy tail (see BENCHMARKS.md), so an
// instance it cannot settle within 20 s is logged, not failed; a wrong or
// rejected answer fails.
func TestMidSample(t *testing.T) {
	if testing.Short() {
		t.Skip("9x9-10x10 sample: seconds natively")
	}
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	var mid []benchset.Instance
	for _, in := range set.Instances {
		if in.Cols >= 9 && in.Cols <= 10 {
			mid = append(mid, in)
		}
	}
	for _, in := range benchset.Sample(mid, 6) {
		out := benchset.Run(context.Background(), "evolomino", set.Name, &in, benchset.Options{Timeout: 20 * time.Second})
		if out.Status == "unknown" && !out.Checked {
			t.Logf("%s: not settled within 20 s", in.Name)
			continue
		}
		if !out.OK || out.Status != "unique" || out.Matches == nil || !*out.Matches {
			t.Errorf("%s: %+v", in.Name, out)
		}
	}
}

// TestRecordedUniqueButNot: evo_08x08_13 is marked `unique yes`, but the
// rules as the paper states them allow three answers: the arrow along the
// bottom row (r8c4 to r6c7) may start with a one-square block on r8c4 or
// r8c5, or go without one (its later blocks, a domino and an L of three,
// already make two). Each answer passes the rule checker, and the paper's
// model counts them too; BENCHMARKS.md lists the instance as a data error.
func TestRecordedUniqueButNot(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range set.Instances {
		if in.Name != "evo_08x08_13" {
			continue
		}
		p := decodeIn(t, in)
		m := p.newModel()
		models, cnt := m.prob.Enumerate(context.Background(), 4)
		if !cnt.Complete || len(models) != 3 {
			t.Fatalf("%d answers (complete %v), expected exactly 3", len(models), cnt.Complete)
		}
		seen := map[string]bool{}
		for _, mo := range models {
			a := Answer{P: p, Squares: m.squares(mo)}
			if v := p.Check(a); v != nil {
				t.Fatalf("answer breaks a rule: %s\n%s", v[0].Msg, a)
			}
			seen[a.String()] = true
		}
		rec, err := p.ParseAnswer(in.Solution)
		if err != nil {
			t.Fatal(err)
		}
		if len(seen) != 3 || !seen[rec.String()] {
			t.Fatalf("answers not distinct or the recorded one missing: %v", seen)
		}
		if r := p.SolveReference(context.Background(), 2); r.Status.String() != "multiple" {
			t.Fatalf("the paper's model says %s", r.Status)
		}
		return
	}
	t.Skip("evo_08x08_13 is not in this copy of the set")
}

// TestReferenceSettlesHardSmall: the two small boards on which the paper's
// model, without its implied reachability constraints, ran for over ten
// minutes inside one gophersat call (session 3); now both are settled and
// agree with the recorded answer.
func TestReferenceSettlesHardSmall(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range set.Instances {
		if in.Name != "evo_06x06_04" && in.Name != "evo_07x07_18" {
			continue
		}
		out := benchset.Run(context.Background(), "evolomino", set.Name, &in, benchset.Options{Crosscheck: true, Timeout: time.Minute})
		if !out.OK || out.Status != "unique" || out.Reference != "agrees" || out.Matches == nil || !*out.Matches {
			t.Errorf("%s: %+v", in.Name, out)
		}
	}
}

// TestBlockModelSettles: the eager block model alone settles a board the
// search and the lazy model left unsettled in 60 s (session 3), with the
// recorded answer: without and with the search's root marks (as Solve
// builds it).
func TestBlockModelSettles(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds; native only")
	}
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range set.Instances {
		if in.Name != "evo_11x11_28" {
			continue
		}
		p := decodeIn(t, in)
		rec, err := p.ParseAnswer(in.Solution)
		if err != nil {
			t.Fatal(err)
		}
		for _, marks := range []bool{false, true} {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			var mark []uint8
			if marks {
				mark = p.rootMarks(ctx)
			}
			r := p.solveBlocksMarks(ctx, 2, 0, mark)
			cancel()
			if r.Status != puzzle.Unique || r.Answer.String() != rec.String() || len(p.Check(r.Answer.(Answer))) > 0 {
				t.Errorf("%s (root marks %v): %s", in.Name, marks, r.Status)
			}
		}
	}
}

// sampleOf reads the public set and takes the fixed sample of k (short:
// under -short) instances from lo to hi columns wide.
func sampleOf(t *testing.T, lo, hi, k, short int) (*benchset.Set, []benchset.Instance) {
	t.Helper()
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	var list []benchset.Instance
	for _, in := range set.Instances {
		if in.Cols >= lo && in.Cols <= hi {
			list = append(list, in)
		}
	}
	if testing.Short() {
		k = short
	}
	return set, benchset.Sample(list, k)
}

// decodeIn decodes a set instance as an Evolomino board.
func decodeIn(t *testing.T, in benchset.Instance) *Puzzle {
	t.Helper()
	pz, err := in.Decode("evolomino")
	if err != nil {
		t.Fatal(err)
	}
	return pz.(*Puzzle)
}
