package nurikabe

import (
	"context"
	"testing"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
	"pencilbox/solver/puzzle"
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

// namedInstance decodes the set's instance called name, or skips.
func namedInstance(t *testing.T, name string) (*Puzzle, *benchset.Instance) {
	s := benchSet(t)
	for i := range s.Instances {
		if s.Instances[i].Name == name {
			return decodeInstance(t, &s.Instances[i]), &s.Instances[i]
		}
	}
	t.Skipf("%s not in the set", name)
	return nil, nil
}

// settlesToRecorded fails the test unless Solve proves p unique within a
// minute with the instance's recorded solution.
func settlesToRecorded(t *testing.T, p *Puzzle, in *benchset.Instance) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	r := p.Solve(ctx, 2)
	cancel()
	rec, err := p.ParseAnswer(in.Solution)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != puzzle.Unique || r.Answer.String() != rec.String() {
		t.Fatalf("%s: %v", in.Name, r.Status)
	}
}
