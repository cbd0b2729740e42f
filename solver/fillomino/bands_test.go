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
		r := p.newBander().run(context.Background(), 2)
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
				r := p.newBander().run(ctx, 2)
				cancel()
				b.Logf("seed %d: %v, answer %v", seed, r.Status, r.Answer != nil)
			}
		})
	}
}

func grid2(s [2]int) string { return fmt.Sprintf("%dx%d", s[0], s[1]) }
