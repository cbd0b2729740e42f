package flow

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
)

// TestSolversAgreeOnSample: on a fixed sample of both benchmark sets the
// fast solver and the SAT model give the same status and, when unique,
// the same answer, which is also the recorded solution; every answer
// passes the checker. The sample keeps to boards up to 9x9, which both
// settle in milliseconds (the SAT model has multi-second outliers from
// 10x10 on; `pencilbox bench --crosscheck` covers the rest).
func TestSolversAgreeOnSample(t *testing.T) {
	files := map[string]int{"mzucker_flow_solver.txt": 8, "janko_arukone.txt": 12}
	if testing.Short() {
		files = map[string]int{"mzucker_flow_solver.txt": 3, "janko_arukone.txt": 3}
	}
	for file, n := range files {
		s := readSet(t, file)
		var small []benchset.Instance
		for _, in := range s.Instances {
			if in.Cols*in.Rows <= 81 {
				small = append(small, in)
			}
		}
		for _, in := range benchset.Sample(small, n) {
			p, err := decodeBlock(in.Cols, in.Rows, in.Meta, in.Sections)
			if err != nil {
				t.Fatalf("%s: %v", in.Name, err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			fast := p.Solve(ctx, 2)
			cancel()
			ctx, cancel = context.WithTimeout(context.Background(), 20*time.Second)
			ref := p.SolveReference(ctx, 2)
			cancel()
			for _, r := range []puzzle.Result{fast, ref} {
				if err := puzzle.Verify(p, r); err != nil {
					t.Fatalf("%s: %v", in.Name, err)
				}
			}
			if fast.Status != ref.Status {
				t.Fatalf("%s: fast %s, SAT %s", in.Name, fast.Status, ref.Status)
			}
			if fast.Status == puzzle.Unique {
				if fast.Answer.String() != ref.Answer.String() {
					t.Fatalf("%s: the unique answers differ", in.Name)
				}
				rec, err := p.ParseAnswer(in.Solution)
				if err != nil || rec.String() != fast.Answer.String() {
					t.Fatalf("%s: answer differs from the recorded solution (%v)", in.Name, err)
				}
			}
		}
	}
}

// TestSearchAloneAgreesWithSAT: random small boards of both rule sets,
// many with several or no solutions and self-touching ones, counted by
// the search alone (touch-free, detours, exact mode) and by SAT.
func TestSearchAloneAgreesWithSAT(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	n := 1500
	if testing.Short() {
		n = 100
	}
	seen := map[puzzle.Status]int{}
	for i := 0; i < n; i++ {
		cols, rows := 2+rng.IntN(4), 2+rng.IntN(4)
		k := 1 + rng.IntN(4)
		nums := make([]int, cols*rows)
		perm := rng.Perm(cols * rows)
		if 2*k > len(perm) {
			k = len(perm) / 2
		}
		for j := 0; j < 2*k; j++ {
			nums[perm[j]] = j/2 + 1
		}
		rules := Rules(rng.IntN(2))
		p, err := New(cols, rows, rules, nums, nil)
		if err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		srch, done := p.SolveSearch(ctx, 2, 0)
		ref := p.SolveReference(ctx, 2)
		fast := p.Solve(ctx, 2)
		if !done || srch.Status != ref.Status || fast.Status != ref.Status {
			t.Fatalf("%s: search %s (complete %v), Solve %s, SAT %s", puzzle.LinkOf(p), srch.Status, done, fast.Status, ref.Status)
		}
		for _, r := range []puzzle.Result{srch, ref, fast} {
			if err := puzzle.Verify(p, r); err != nil {
				t.Fatalf("%s: %v", puzzle.LinkOf(p), err)
			}
		}
		seen[ref.Status]++
	}
	if seen[puzzle.Unique] == 0 || seen[puzzle.Multiple] == 0 || seen[puzzle.None] == 0 {
		t.Fatalf("the random boards did not cover every status: %v", seen)
	}
}
