package nurikabe

import (
	"os"
	"path/filepath"
	"testing"

	"pencilbox/solver/benchset"
)

// benchSet reads ../shared/benchmarks/nurikabe/jpop_nurikabe.txt
// ($PENCILBOX_BENCHMARKS first) or skips.
func benchSet(t testing.TB) *benchset.Set {
	dir := os.Getenv("PENCILBOX_BENCHMARKS")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared", "benchmarks")
	}
	path := filepath.Join(dir, "nurikabe", "jpop_nurikabe.txt")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("nurikabe benchmark set not found at %s (set PENCILBOX_BENCHMARKS): %v", path, err)
	}
	s, err := benchset.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func decodeInstance(t testing.TB, in *benchset.Instance) *Puzzle {
	pz, err := Genre{}.DecodeBenchmark(in.Cols, in.Rows, in.Meta, in.Sections)
	if err != nil {
		t.Fatalf("%s: %v", in.Name, err)
	}
	return pz.(*Puzzle)
}
