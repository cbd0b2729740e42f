package sat

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// readDIMACS loads DIMACS CNF into a Problem as clauses.
func readDIMACS(r io.Reader) (*Problem, error) {
	p := &Problem{}
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<24)
	var clause []Lit
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == 'c' {
			continue
		}
		if line[0] == 'p' {
			var vars, clauses int
			if _, err := fmt.Sscanf(line, "p cnf %d %d", &vars, &clauses); err != nil {
				return nil, err
			}
			p.NewVars(vars)
			continue
		}
		for _, f := range strings.Fields(line) {
			l, err := strconv.Atoi(f)
			if err != nil {
				return nil, err
			}
			if l == 0 {
				p.AddClause(clause...)
				clause = clause[:0]
				continue
			}
			clause = append(clause, Lit(l))
		}
	}
	return p, sc.Err()
}

// TestWriteDIMACSKeepsTheSolutions: on random small problems of clauses
// and cardinality constraints, the CNF written and read back has the
// problem's solutions, counted over the problem's own variables.
func TestWriteDIMACSKeepsTheSolutions(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(8, 1))
	lit := func(n int) Lit {
		l := Lit(1 + rng.IntN(n))
		if rng.IntN(2) == 0 {
			l = -l
		}
		return l
	}
	someSat, someUnsat := false, false
	for range 300 {
		n := 3 + rng.IntN(7)
		p := &Problem{}
		vars := p.NewVars(n)
		for range rng.IntN(6) {
			p.AddClause(lit(n), lit(n), lit(n))
		}
		for range 1 + rng.IntN(3) {
			ls := make([]Lit, 0, n)
			for _, x := range vars {
				if rng.IntN(3) > 0 {
					if rng.IntN(2) == 0 {
						x = -x
					}
					ls = append(ls, x)
				}
			}
			switch k := rng.IntN(len(ls) + 1); rng.IntN(4) {
			case 0:
				p.AtMostOne(ls...)
			case 1:
				p.AtLeast(k, ls...)
			case 2:
				p.Exactly(k, ls...)
			default:
				p.AtMost(k, ls...)
			}
		}
		var text strings.Builder
		if err := p.WriteDIMACS(&text); err != nil {
			t.Fatal(err)
		}
		back, err := readDIMACS(strings.NewReader(text.String()))
		if err != nil {
			t.Fatal(err)
		}
		back.MarkAnswer(vars...)
		p.MarkAnswer(vars...)
		_, want := p.Enumerate(ctx, 1<<n)
		_, got := back.Enumerate(ctx, 1<<n)
		if got != want {
			t.Fatalf("%d solutions in the CNF, %d in the problem:\n%s", got.N, want.N, text.String())
		}
		someSat = someSat || want.N > 0
		someUnsat = someUnsat || want.N == 0
	}
	if !someSat || !someUnsat {
		t.Fatal("want problems with and without solutions")
	}
}

// TestWriteDIMACSRefuses a weighted sum and an unfinished problem, which
// have no clausal form it writes.
func TestWriteDIMACSRefuses(t *testing.T) {
	weighted := &Problem{}
	x := weighted.NewVars(4)
	weighted.SumAtLeast(x, []int{2, 3, 4, 5}, 7)
	unfinished := &Problem{}
	unfinished.AddClause(unfinished.NewVars(2)...)
	unfinished.Unfinished()
	for name, p := range map[string]*Problem{"weighted": weighted, "unfinished": unfinished} {
		if err := p.WriteDIMACS(io.Discard); !errors.Is(err, ErrNotClausal) {
			t.Errorf("%s: WriteDIMACS = %v, want ErrNotClausal", name, err)
		}
	}
}
