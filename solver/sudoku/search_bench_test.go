package sudoku

import (
	"context"
	"path/filepath"
	"testing"
)

// benchSet solves every instance of one set file per iteration and reports
// puzzles per second, as tdoku measures (single thread).
func benchSet(b *testing.B, file string, limit int) {
	set := readSetFile(b, filepath.Join(setDir(b), file))
	var ps []*Puzzle
	for _, in := range set {
		p, err := ParsePuzzle(in.n, in.givens)
		if err != nil {
			b.Fatalf("%s: %v", in.name, err)
		}
		ps = append(ps, p)
	}
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range ps {
			if n, _, _, _ := CountGrid(ctx, p.Geo, p.Givens, limit, 0); n < 1 {
				b.Fatal("no solution")
			}
		}
	}
	b.ReportMetric(float64(b.N*len(ps))/b.Elapsed().Seconds(), "puzzles/s")
}

func BenchmarkSolveTop1465(b *testing.B)       { benchSet(b, "tdoku_magictour_top1465.txt", 1) }
func BenchmarkUniqueTop1465(b *testing.B)      { benchSet(b, "tdoku_magictour_top1465.txt", 2) }
func BenchmarkSolveForumHardest(b *testing.B)  { benchSet(b, "tdoku_forum_hardest_1106.txt", 1) }
func BenchmarkUniqueForumHardest(b *testing.B) { benchSet(b, "tdoku_forum_hardest_1106.txt", 2) }
func BenchmarkSolve17Clue(b *testing.B)        { benchSet(b, "tdoku_17_clue.txt", 1) }
func BenchmarkSolveHardest1905(b *testing.B)   { benchSet(b, "tdoku_forum_hardest_1905_11plus.txt", 1) }
func BenchmarkSolveJPOP(b *testing.B)          { benchSet(b, "jpop_sudoku.txt", 1) }
