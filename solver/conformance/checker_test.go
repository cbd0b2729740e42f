package conformance

import (
	"path/filepath"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
	"pencilbox/solver/puzzle"
)

// TestCheckerAcceptsRecordedSolutions: every genre's rule checker accepts
// the solutions the public sets record (a fixed, evenly spread sample of
// each set). The checker is the
// single source of truth for the rules, so it must agree with the
// published answers; a genre whose sets yield no checked solution fails,
// so the test cannot pass by reading nothing.
func TestCheckerAcceptsRecordedSolutions(t *testing.T) {
	for _, name := range puzzle.Names() {
		files, _ := filepath.Glob(filepath.Join(benchsettest.Root(), name, "*.txt"))
		if len(files) == 0 {
			continue
		}
		t.Run(name, func(t *testing.T) {
			total := 0
			for _, f := range files {
				set, err := benchset.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				checked := 0
				for _, in := range benchset.Sample(set.Instances, benchsettest.SampleSize(40, 40)) {
					if in.Solution == "" {
						continue
					}
					if _, bad := in.Invalid(); bad {
						continue
					}
					p, err := in.Decode(set.Genre)
					if err != nil {
						continue // refused boards are the set tests' business
					}
					a, err := p.ParseAnswer(in.Solution)
					if err != nil {
						t.Errorf("%s %s: the recorded solution does not parse: %v", filepath.Base(f), in.Name, err)
						continue
					}
					if v := p.Check(a); v != nil {
						t.Errorf("%s %s: the checker rejects the recorded solution: %s", filepath.Base(f), in.Name, v[0].Msg)
					}
					checked++
				}
				total += checked
			}
			if total == 0 {
				t.Fatalf("no recorded solution of %d set(s) was checked", len(files))
			}
		})
	}
}
