package futoshiki

import (
	"context"
	"math"
	"strconv"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/meta"
	"pencilbox/solver/meta/metatest"
	"pencilbox/solver/puzzle"
)

// TestSimulatorBenchmarkSample runs the shared simulator checks on J-POP
// test instances and compares the prescient solver's search-space size with
// the one the paper's code recorded (jpop_log_ss_size, log10). The walk
// picks among the correct options at random, so single instances may
// differ, but with the reference code's propagation most agree to the
// second decimal: the mean difference must stay under half a decade and
// at least a third must match.
func TestSimulatorBenchmarkSample(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	var withSS []benchset.Instance
	for _, in := range set.Instances {
		if in.Meta["jpop_log_ss_size"] != "" {
			withSS = append(withSS, in)
		}
	}
	k := 12 // cheap even under node; fewer would make the agreement test noisy
	sum, n, same := 0.0, 0, 0
	for _, in := range benchset.Sample(withSS, k) {
		p, err := in.Decode("futoshiki")
		if err != nil {
			t.Fatal(err)
		}
		want, _ := strconv.ParseFloat(in.Meta["jpop_log_ss_size"], 64)
		got := metatest.Exercise(t, p, in.Solution, metatest.Options{Randoms: 30})
		t.Logf("%s %s: log10 search space %.2f, recorded %.2f", in.Name, in.Size(), got, want)
		sum += math.Abs(got - want)
		n++
		if math.Abs(got-want) < 0.01 {
			same++
		}
	}
	if n > 0 && (sum/float64(n) > 0.5 || 3*same < n) {
		t.Errorf("mean |log10 difference| %.2f over %d instances, %d equal", sum/float64(n), n, same)
	}
}

func TestSolversOnFutoshiki(t *testing.T) {
	p, err := puzzle.Decode(exampleLink)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"aco", "ga", "sa", "backtrack", "random"} {
		s, _ := meta.New(name)
		r := s.Solve(context.Background(), p.(*Puzzle).NewSimulator(), meta.Config{Seed: 2, Budget: 2000})
		if !r.Solved {
			t.Errorf("%s did not solve the 4x4 example in 2000 evaluations: best %v", name, r.Best)
		}
	}
}

func BenchmarkSimulator(b *testing.B) {
	set, err := benchset.ReadFile(setFile(b))
	if err != nil {
		b.Fatal(err)
	}
	for _, in := range set.Instances {
		if in.Cols == 7 {
			p, err := in.Decode("futoshiki")
			if err != nil {
				b.Fatal(err)
			}
			metatest.Throughput(b, p.(*Puzzle).NewSimulator())
			return
		}
	}
}
