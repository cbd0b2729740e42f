package nurikabe

import (
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
)

// benchSet reads ../shared/benchmarks/nurikabe/jpop_nurikabe.txt
// ($PENCILBOX_BENCHMARKS first) or skips.
func benchSet(t testing.TB) *benchset.Set {
	path := benchsettest.SetFile(t, "nurikabe", "jpop_nurikabe.txt")
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
