package conformance

import (
	"context"
	"path/filepath"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
	"pencilbox/solver/meta"
	"pencilbox/solver/meta/metatest"
	"pencilbox/solver/puzzle"
)

// TestSimulators runs the shared simulator checks (metatest.Exercise:
// prescient walks end at a solution the rules accept, random
// constructions cost 0 exactly when the rules accept them, replays and
// clones agree) on every genre whose puzzles have a J-POP simulator: on
// the genre's example, solved here, and on a fixed sample of every public
// set with recorded solutions. How closely a simulator's search space
// matches the paper's recorded one is the genre's own test.
func TestSimulators(t *testing.T) {
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		p, err := puzzle.Decode(g.Example())
		if err != nil {
			t.Fatalf("%s: the example does not decode: %v", name, err)
		}
		_, simulable := p.(meta.Simulable)
		s, solvable := p.(puzzle.Solver)
		if !simulable || !solvable {
			continue
		}
		t.Run(name, func(t *testing.T) {
			r := s.Solve(context.Background(), 1)
			if r.Answer == nil {
				t.Fatalf("the example has no answer: %v", r.Status)
			}
			metatest.Exercise(t, p, r.Answer.String(), metatest.Options{Randoms: 500})
			files, _ := filepath.Glob(filepath.Join(benchsettest.Root(), name, "*.txt"))
			n := 0
			for _, f := range files {
				n += exerciseSet(t, f)
			}
			if len(files) > 0 && n == 0 {
				t.Fatalf("no instance of %d public set(s) was exercised", len(files))
			}
			t.Logf("%d public instances", n)
		})
	}
}

// exerciseSet runs the checks on a few instances of one public set and
// says how many.
func exerciseSet(t *testing.T, file string) (n int) {
	set, err := benchset.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var solved []benchset.Instance
	for _, in := range set.Instances {
		if _, bad := in.Invalid(); !bad && in.Solution != "" {
			solved = append(solved, in)
		}
	}
	for _, in := range benchset.Sample(solved, benchsettest.SampleSize(6, 2)) {
		p, err := in.Decode(set.Genre)
		if err != nil {
			t.Errorf("%s %s: %v", filepath.Base(file), in.Name, err)
			continue
		}
		if _, ok := p.(meta.Simulable); ok {
			metatest.Exercise(t, p, in.Solution, metatest.Options{Randoms: 20})
			n++
		}
	}
	return n
}
