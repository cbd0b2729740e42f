package fillomino

import (
	"context"
	"fmt"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

// TestWindowsAnswers: on janko-density 36x20 boards (many answers) the
// windows method's answers are whole answers the rules accept, and its
// Multiple comes with a second, different one in the last window.
func TestWindowsAnswers(t *testing.T) {
	found := 0
	for _, seed := range []uint64{1, 5} {
		p, _ := scaleBoard(seed, 36, 20, 0, 1)
		r := p.newBander().run(context.Background(), context.Background(), 2)
		if r.Answer == nil {
			continue
		}
		found++
		if v := p.Check(r.Answer); len(v) > 0 {
			t.Fatalf("seed %d: answer refused: %v", seed, v)
		}
		if r.Status != puzzle.Multiple && r.Status != puzzle.Unknown {
			t.Errorf("seed %d: %v from a method that proves nothing but Multiple", seed, r.Status)
		}
	}
	if found == 0 {
		t.Errorf("no answer on either board")
	}
}

// BenchmarkWindows runs the windows method alone (limit 2) on janko-density
// boards, seeds 1-6, 30 s each.
func BenchmarkWindows(b *testing.B) {
	for _, size := range [][2]int{{36, 20}, {64, 50}} {
		b.Run(grid2(size), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				seed := uint64(i%6 + 1)
				p, _ := scaleBoard(seed, size[0], size[1], 0, 1)
				ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
				r := p.newBander().run(ctx, ctx, 2)
				cancel()
				b.Logf("seed %d: %v, answer %v", seed, r.Status, r.Answer != nil)
			}
		})
	}
}

func grid2(s [2]int) string { return fmt.Sprintf("%dx%d", s[0], s[1]) }

// TestExcludeOneAnswer: a model with one answer excluded (Solve's lazy
// model once the windows have one) has another answer exactly when the
// search counts two, and its answer is then another one the rules accept.
func TestExcludeOneAnswer(t *testing.T) {
	seen := map[puzzle.Status]int{}
	for seed := uint64(1); seed <= 12; seed++ {
		p, vals := scaleBoard(seed, 7, 6, 0, 1+float64(seed%4)*0.7)
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		ref := p.search(ctx, p.Clues, 2)
		m := p.newModel(ctx)
		m.exclude(vals)
		got := m.result(ctx, 1)
		cancel()
		seen[ref.Status]++
		switch {
		case ref.Status == puzzle.Unique && got.Status != puzzle.None:
			t.Errorf("seed %d: unique, but %v with its answer excluded", seed, got.Status)
		case ref.Status == puzzle.Multiple && got.Status != puzzle.Found:
			t.Errorf("seed %d: multiple, but %v with one answer excluded", seed, got.Status)
		case got.Answer != nil && (len(p.Check(got.Answer)) > 0 || fmt.Sprint(got.Answer.(Answer).Values) == fmt.Sprint(vals)):
			t.Errorf("seed %d: the excluded answer or one the rules refuse", seed)
		}
	}
	if seen[puzzle.Unique] == 0 || seen[puzzle.Multiple] == 0 {
		t.Errorf("boards %v: want both unique and multiple ones", seen)
	}
}
