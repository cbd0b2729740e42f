package flow

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"pencilbox/solver/sat"
)

// cnf is a sat.Problem's stored constraints as plain clauses, for other
// SAT engines (DIMACS): the problem's variables keep their numbers (sat's
// Lit is the DIMACS literal), helper variables come after them. Lazy
// checks are left out: exchangeOther's question is refuted before any
// model reaches them, so its clauses are the whole question.
type cnf struct {
	vars    int
	clauses [][]int32
}

// problemCNF reads prob's constraints (sat keeps them unexported; reflect
// reads them here, in a test only) and writes each as clauses: a clause
// as it is, "at most one" pairwise, any other cardinality constraint as
// Sinz's sequential counter, or left out when cards is false. (In the
// fill model those others are the checkerboard balance of the empty
// cells, which the degree clauses imply: every component of links, a
// line or a loop, covers as many black cells as white ones but for its
// two ends.) A weighted sum fails the test: the fill model has none.
func problemCNF(t testing.TB, prob *sat.Problem, cards bool) cnf {
	v := reflect.ValueOf(prob).Elem()
	out := cnf{vars: int(v.FieldByName("nvars").Int())}
	if v.FieldByName("unsat").Bool() {
		out.clauses = append(out.clauses, nil)
	}
	units := v.FieldByName("units")
	for i := range units.Len() {
		out.clauses = append(out.clauses, []int32{int32(units.Index(i).Int())})
	}
	lits, cons := v.FieldByName("lits"), v.FieldByName("cons")
	for i := range cons.Len() {
		c := cons.Index(i)
		start, end := int(c.FieldByName("start").Int()), int(c.FieldByName("end").Int())
		k, w := int(c.FieldByName("k").Int()), c.FieldByName("w").Int()
		if w >= 0 {
			t.Fatalf("constraint %d: a weighted sum", i)
		}
		ls := make([]int32, 0, end-start)
		for j := start; j < end; j++ {
			ls = append(ls, int32(lits.Index(j).Int()))
		}
		switch {
		case k == 1:
			out.clauses = append(out.clauses, ls)
		case k == len(ls)-1: // at most one of the negations
			for a := range ls {
				for _, b := range ls[a+1:] {
					out.clauses = append(out.clauses, []int32{ls[a], b})
				}
			}
		case cards:
			neg := make([]int32, len(ls))
			for j, l := range ls {
				neg[j] = -l
			}
			out.atMost(neg, len(ls)-k)
		}
	}
	return out
}

// atMost adds "at most m of ys" as Sinz's sequential counter: s[i][j]
// says that at least j+1 of ys[0..i] are true.
func (c *cnf) atMost(ys []int32, m int) {
	add := func(ls ...int32) { c.clauses = append(c.clauses, ls) }
	if m == 0 {
		for _, y := range ys {
			add(-y)
		}
		return
	}
	n := len(ys)
	if m >= n {
		return
	}
	s := make([][]int32, n-1)
	for i := range s {
		s[i] = make([]int32, m)
		for j := range s[i] {
			c.vars++
			s[i][j] = int32(c.vars)
		}
	}
	add(-ys[0], s[0][0])
	for j := 1; j < m; j++ {
		add(-s[0][j])
	}
	for i := 1; i < n-1; i++ {
		add(-ys[i], s[i][0])
		add(-s[i-1][0], s[i][0])
		for j := 1; j < m; j++ {
			add(-ys[i], -s[i-1][j-1], s[i][j])
			add(-s[i-1][j], s[i][j])
		}
		add(-ys[i], -s[i-1][m-1])
	}
	add(-ys[n-1], -s[n-2][m-1])
}

// write puts c in DIMACS form.
func (c cnf) write(w io.Writer) error {
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, "p cnf %d %d\n", c.vars, len(c.clauses))
	for _, cl := range c.clauses {
		for _, l := range cl {
			b.WriteString(strconv.Itoa(int(l)))
			b.WriteByte(' ')
		}
		b.WriteString("0\n")
	}
	return b.Flush()
}

// readDIMACS loads a DIMACS file into a sat.Problem as clauses.
func readDIMACS(r io.Reader) (*sat.Problem, error) {
	prob := &sat.Problem{}
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<24)
	var cl []sat.Lit
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == 'c' {
			continue
		}
		if line[0] == 'p' {
			var n, m int
			if _, err := fmt.Sscanf(line, "p cnf %d %d", &n, &m); err != nil {
				return nil, err
			}
			prob.NewVars(n)
			continue
		}
		for _, f := range strings.Fields(line) {
			l, err := strconv.Atoi(f)
			if err != nil {
				return nil, err
			}
			if l == 0 {
				prob.AddClause(cl...)
				cl = cl[:0]
				continue
			}
			cl = append(cl, sat.Lit(l))
		}
	}
	return prob, sc.Err()
}

// TestProblemCNFKeepsTheSolutions: on random small problems of clauses,
// "at most one" and other cardinality constraints, the CNF (written as
// DIMACS and read back) has the problem's solutions, counted over the
// problem's own variables.
func TestProblemCNFKeepsTheSolutions(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(8, 1))
	lit := func(n int) sat.Lit {
		l := sat.Lit(1 + rng.IntN(n))
		if rng.IntN(2) == 0 {
			l = -l
		}
		return l
	}
	someSat, someUnsat := false, false
	for range 300 {
		n := 3 + rng.IntN(7)
		prob := &sat.Problem{}
		vars := prob.NewVars(n)
		for range rng.IntN(6) {
			prob.AddClause(lit(n), lit(n), lit(n))
		}
		for range 1 + rng.IntN(3) {
			ls := make([]sat.Lit, 0, n)
			for _, x := range vars {
				if rng.IntN(3) > 0 {
					if rng.IntN(2) == 0 {
						x = -x
					}
					ls = append(ls, x)
				}
			}
			switch k := rng.IntN(len(ls) + 1); rng.IntN(3) {
			case 0:
				prob.AtMostOne(ls...)
			case 1:
				prob.AtLeast(k, ls...)
			default:
				prob.AtMost(k, ls...)
			}
		}
		var text strings.Builder
		if err := problemCNF(t, prob, true).write(&text); err != nil {
			t.Fatal(err)
		}
		back, err := readDIMACS(strings.NewReader(text.String()))
		if err != nil {
			t.Fatal(err)
		}
		back.MarkAnswer(vars...)
		prob.MarkAnswer(vars...)
		_, want := prob.Enumerate(ctx, 1<<n)
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
