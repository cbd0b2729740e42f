package fillomino

import (
	"context"
	"testing"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
)

// restartsAlone runs the restarting search as Solve's only method.
func restartsAlone(ctx context.Context, p *Puzzle, limit int) puzzle.Result {
	run := portfolio.Paused{Search: func(y *portfolio.Yielder) puzzle.Result { return p.restarts(y, limit) }}
	defer run.Close()
	return run.Run(ctx, limit)
}

// TestSteeredReachCovers: the steered propagation's bounded reach searches
// never claim less reach than the full ones (a cell some group can reach
// is never taken for unreached, and never for reached by one number when
// several reach it), never lose a pair of groups that may join, and
// deduce nothing the full propagation does not. Boards with regions of
// 8-20 cells and few givens, where the bound stops many searches.
func TestSteeredReachCovers(t *testing.T) {
	stoppedEarly := 0
	for seed := uint64(1); seed <= 8; seed++ {
		p, _ := scaleBoard(seed, 12, 10, 0, 0.3)
		full := p.newSearcher(context.Background(), p.Clues)
		if !full.propagate() {
			t.Fatalf("seed %d: the full propagation fails on a board with a solution", seed)
		}
		steered := p.newSearcher(context.Background(), p.Clues)
		steered.steer = true
		copy(steered.val, full.val)
		copy(steered.border, full.border)
		if !steered.propagate() {
			t.Fatalf("seed %d: the steered propagation fails where the full one holds", seed)
		}
		stoppedEarly += len(steered.trunc)
		for c := range full.val {
			if steered.val[c] != full.val[c] {
				t.Fatalf("seed %d: the steered propagation sets cell %d", seed, c)
			}
			f, s := full.reachV[c], steered.reachV[c]
			if full.val[c] == 0 && f != 0 && s != f && s != -1 {
				t.Errorf("seed %d: cell %d is reached by %d, the steered reach says %d", seed, c, f, s)
			}
		}
		for e := range full.border {
			if steered.border[e] != full.border[e] {
				t.Fatalf("seed %d: the steered propagation sets border %d", seed, e)
			}
		}
		for _, pr := range full.pairs {
			found := false
			for _, q := range steered.pairs {
				found = found || q == pr || q == [2]int32{pr[1], pr[0]}
			}
			if !found {
				t.Errorf("seed %d: the steered propagation loses the pair %v", seed, pr)
			}
		}
	}
	if stoppedEarly == 0 {
		t.Fatal("no reach search stopped early: the boards do not test the bound")
	}
}

// TestRestartsAgree holds the restarting search, alone, against the plain
// search: the same status, and the same answer when it is unique, on
// small boards with one, several and no solutions and on a sample of the
// janko set.
func TestRestartsAgree(t *testing.T) {
	var boards []*Puzzle
	for _, link := range []string{
		"fillomino/4/4/3h2g1h4h2g2", // unique
		"fillomino/3/3/1g2h3h",      // several
		"fillomino/3/3/1h2h3h",      // none
		"fillomino/3/2/2g1g3g8g",    // given borders
		"fillomino/4/3/1j2k",
	} {
		boards = append(boards, decode(t, link))
	}
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range benchset.Sample(set.Instances, benchsettest.SampleSize(24, 8)) {
		if in.Cols*in.Rows > 100 {
			continue
		}
		p, err := in.Decode("fillomino")
		if err != nil {
			t.Fatal(err)
		}
		boards = append(boards, p.(*Puzzle))
	}
	for seed := uint64(1); seed <= 4; seed++ {
		p, _ := scaleBoard(seed, 7, 7, 0, 0.2) // few givens: mostly several solutions
		boards = append(boards, p)
	}
	settled := 0
	for _, p := range boards {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		want := p.search(ctx, p.Clues, 2)
		cancel()
		if want.Status == puzzle.Unknown {
			continue // a board for the SAT model (TestSampleCrosscheck)
		}
		ctx, cancel = context.WithTimeout(context.Background(), time.Second)
		got := restartsAlone(ctx, p, 2)
		cancel()
		if got.Status == puzzle.Unknown {
			// slower, not wrong: a unique board needs an attempt
			// that runs to its end within its budget
			continue
		}
		settled++
		if got.Status != want.Status {
			t.Errorf("%s: restarts %v, search %v", p.Link(), got.Status, want.Status)
			continue
		}
		if got.Answer != nil && len(p.Check(got.Answer)) > 0 {
			t.Errorf("%s: the restarts' answer is refused", p.Link())
		}
		if want.Status == puzzle.Unique && got.Answer.String() != want.Answer.String() {
			t.Errorf("%s: two different unique answers", p.Link())
		}
	}
	t.Logf("the restarts settled %d of %d boards", settled, len(boards))
	if settled < len(boards)/2 {
		t.Errorf("the restarts settled %d of %d boards", settled, len(boards))
	}
}

// TestRestartsSettleLargeRegions: boards with few givens (one region in
// two or three shows its size, on one cell) are settled by the
// restarting search alone within seconds.
func TestRestartsSettleLargeRegions(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		p, _ := scaleBoard(seed, 30, 20, 0, 0.1)
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		start := time.Now()
		r := restartsAlone(ctx, p, 2)
		cancel()
		if r.Status == puzzle.Unknown || r.Status == puzzle.None {
			t.Errorf("seed %d: %v after %v", seed, r.Status, time.Since(start))
			continue
		}
		if err := puzzle.Verify(p, r); err != nil {
			t.Errorf("seed %d: %v", seed, err)
		}
	}
}
