package nurikabe

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"pencilbox/generator"
)

// genStats summarises generated puzzles of one size and level.
type genStats struct {
	ok, runs      int
	times         []time.Duration
	clues, ones   int
	white         int
	worstOneShare float64
	wrongLevel    int
}

func (s *genStats) add(p *Puzzle, got, want string, took time.Duration) {
	s.runs++
	s.times = append(s.times, took)
	if p == nil {
		return
	}
	s.ok++
	if got != want {
		s.wrongLevel++
	}
	n, ones := 0, 0
	for _, v := range p.Clues {
		if v != NoClue {
			n++
			s.white += v
			if v == 1 {
				ones++
			}
		}
	}
	s.clues += n
	s.ones += ones
	s.worstOneShare = max(s.worstOneShare, float64(ones)/float64(n))
}

func (s *genStats) String() string {
	slices.Sort(s.times)
	med, top := time.Duration(0), time.Duration(0)
	if len(s.times) > 0 {
		med, top = s.times[len(s.times)/2], s.times[len(s.times)-1]
	}
	return fmt.Sprintf("%d/%d ok, %d at another level, median %v max %v, 1-clues %.1f%% (worst %.0f%%), island %.2f cells",
		s.ok, s.runs, s.wrongLevel, med.Round(time.Millisecond), top.Round(time.Millisecond),
		100*float64(s.ones)/float64(max(s.clues, 1)), 100*s.worstOneShare, float64(s.white)/float64(max(s.clues, 1)))
}

func genMatrix(n int, level string, seeds int) *genStats {
	var st genStats
	for seed := 1; seed <= seeds; seed++ {
		start := time.Now()
		pz, got, err := generator.Generate(context.Background(), Genre{}, generator.Params{Cols: n, Rows: n, Level: level, Seed: uint64(seed)}, nil)
		var p *Puzzle
		if err == nil {
			p = pz.(*Puzzle)
		}
		st.add(p, got, level, time.Since(start))
	}
	return &st
}

// BenchmarkNurikabeGenerate: one puzzle per iteration (seeds 1, 2, ...)
// per offered size and level, with the 1-clue share and island size as
// metrics (-benchtime 20x gives the 20-seed matrix; -bench
// 'Generate/15x15/' one size).
func BenchmarkNurikabeGenerate(b *testing.B) {
	for _, size := range (Genre{}).Sizes() {
		b.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(b *testing.B) {
			benchLevels(b, size[0])
		})
	}
}
