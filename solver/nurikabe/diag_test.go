package nurikabe

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"pencilbox/solver/sat"
)

// TestScratchDiag is a development aid: NURIDIAG=<instance> prints the
// deductions' reach and the time between the SAT models the lazy cuts
// reject (NURIENC=levels|fixed, NURIPROP=0 to skip the deductions).
func TestScratchDiag(t *testing.T) {
	name := os.Getenv("NURIDIAG")
	if name == "" {
		t.Skip("NURIDIAG=<instance name>")
	}
	s := benchSet(t)
	for i := range s.Instances {
		in := &s.Instances[i]
		if in.Name != name {
			continue
		}
		p := decodeInstance(t, in)
		b := p.newBoard()
		t0 := time.Now()
		n, err := b.propagate(allRules)
		open := 0
		for _, v := range b.v {
			if v == unk {
				open++
			}
		}
		fmt.Fprintf(os.Stderr, "propagate: %d steps, err %v, open %d of %d, %v\n", n, err, open, len(b.v), time.Since(t0))
		enc := Lazy
		if os.Getenv("NURIENC") == "fixed" {
			enc = Fixed
		}
		if os.Getenv("NURIENC") == "levels" {
			enc = Levels
		}
		if os.Getenv("NURIPROP") == "0" {
			b = p.newBoard()
		}
		m := p.newModel(enc)
		for c, v := range b.v {
			if v == wallV {
				m.prob.AddClause(m.wall[c])
			} else if v == white {
				m.prob.AddClause(m.wall[c].Not())
			}
		}
		calls := 0
		last := time.Now()
		m.prob.Lazy(func(sm sat.Model) [][]sat.Lit {
			calls++
			fmt.Fprintf(os.Stderr, "model %d after %v\n", calls, time.Since(last))
			last = time.Now()
			return nil
		})
		ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
		defer cancel()
		start := time.Now()
		_, c := m.prob.Enumerate(ctx, 2)
		fmt.Fprintf(os.Stderr, "%s: %v %v vars %d\n", name, c, time.Since(start), m.prob.NumVars())
	}
}
