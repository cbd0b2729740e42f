package report

import (
	"context"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sudoku"
)

// The same seed twice gives the same puzzle: the second is a duplicate,
// named to note, and both are kept and rechecked unique.
func TestRunFlagsDuplicates(t *testing.T) {
	m := Matrix{Genre: sudoku.Genre{}, Sizes: [][2]int{{4, 4}}, Levels: []string{"easy"}, Seeds: []uint64{7, 7}, Recheck: true, Jobs: 2}
	var notes []string
	var done []Row
	rows := m.Run(context.Background(), Seen{}, func(r Row) { done = append(done, r) }, func(s string) { notes = append(notes, s) })
	if len(rows) != 1 || len(done) != 1 {
		t.Fatalf("%d rows, %d reported, want 1", len(rows), len(done))
	}
	r := rows[0]
	if r.N != 2 || r.OK != 2 || r.SuccessRate != 1 || r.Duplicates != 1 || r.Level != "easy" || r.Size != "4x4" {
		t.Errorf("row %+v, want 2 of 2 made, 1 duplicate", r)
	}
	if r.Recheck == nil || r.Recheck.Unique != 2 || r.Recheck.Bad() != 0 {
		t.Errorf("recheck %+v, want 2 unique", r.Recheck)
	}
	if len(notes) != 1 || !strings.HasPrefix(notes[0], "duplicate: sudoku 4x4 easy seed 7 gave sudoku/4/4/") {
		t.Errorf("notes %q, want one duplicate", notes)
	}
}

// With AnyLevel the seeds cycle through the levels and whatever comes is
// kept; distinct seeds give distinct puzzles.
func TestRunAnyLevel(t *testing.T) {
	m := Matrix{Genre: sudoku.Genre{}, Sizes: [][2]int{{4, 4}}, Levels: []string{"easy", "medium"}, AnyLevel: true, Seeds: []uint64{1, 2, 3}}
	rows := m.Run(context.Background(), Seen{}, nil, nil)
	r := rows[0]
	n := 0
	for _, k := range r.Levels {
		n += k
	}
	if r.Level != "any" || r.OK != 3 || n != 3 || r.Duplicates != 0 || r.Recheck != nil {
		t.Errorf("row %+v, want 3 kept at any level, no duplicate, no recheck", r)
	}
}

// The recheck tells a puzzle with two solutions and one with none from a
// unique one. Numberlink 2x2 with a pair on a diagonal: either side's
// path joins it; under Flow Free, where every cell is used, neither does.
func TestRecheckCatchesNonUnique(t *testing.T) {
	for _, tc := range []struct {
		link string
		want func(*Recheck) int
	}{
		{"numlin/2/2/1h1", func(r *Recheck) int { return r.NonUnique }},
		{"arukone/2/2/1h1", func(r *Recheck) int { return r.Unsolvable }},
		{"arukone/5/5/21k6h3g2g1g54g635h4", func(r *Recheck) int { return r.Unique }},
	} {
		p := decode(t, tc.link)
		res, by, err := SettleAgain(context.Background(), p, 0)
		var r Recheck
		r.count(res, err, 1, by)
		if tc.want(&r) != 1 || r.MS != 1 || by {
			t.Errorf("%s: %+v (status %s, err %v)", tc.link, r, res.Status, err)
		}
	}
	if res, _ := RecheckOne(context.Background(), decode(t, "numlin/2/2/1h1"), 0); res.Status != puzzle.Multiple {
		t.Errorf("numlin/2/2/1h1: %s, want multiple", res.Status)
	}
}

// slowReference is a puzzle whose reference solver always runs out of
// time, as Evolomino's ILP model did on a few hard boards under load.
type slowReference struct{ puzzle.Puzzle }

func (s slowReference) SolveReference(context.Context, int) puzzle.Result {
	return puzzle.Result{Status: puzzle.Unknown}
}

func (s slowReference) Solve(ctx context.Context, limit int) puzzle.Result {
	return s.Puzzle.(puzzle.Solver).Solve(ctx, limit)
}

// When the reference runs out of time, the genre's own solver settles the
// puzzle, and the row says how many it settled.
func TestSettleAgainFallsBackToTheSolver(t *testing.T) {
	p := slowReference{decode(t, "arukone/5/5/21k6h3g2g1g54g635h4")}
	res, by, err := SettleAgain(context.Background(), p, time.Minute)
	var r Recheck
	r.count(res, err, 1, by)
	if err != nil || !by || r.Unique != 1 || r.BySolver != 1 || r.Unknown != 0 {
		t.Fatalf("%+v (status %s, by solver %v, err %v)", r, res.Status, by, err)
	}
	if !strings.Contains(fmtRecheck(&r), "1 by the genre's solver") {
		t.Errorf("text %q", fmtRecheck(&r))
	}
}
