package sat

import (
	"bufio"
	"errors"
	"io"
	"strconv"
)

// ErrNotClausal is WriteDIMACS's refusal: the problem holds a weighted
// sum (DIMACS has no weights) or its building stopped early.
var ErrNotClausal = errors.New("sat: the problem has no DIMACS form (a weighted sum, or unfinished)")

// WriteDIMACS writes p's stored constraints as DIMACS CNF, so that the
// question a genre asks can be timed in other SAT engines (how
// BENCHMARKS.md tells the engine's share of a slow query from the
// question's). Variables keep their numbers (Lit is the DIMACS literal);
// a clause is written as it is, "at most one" pairwise, any other
// cardinality constraint as Sinz's sequential counter over new variables
// numbered after p's. Lazy checks are not written: the file states the
// relaxation their cuts refine, so another engine's "unsatisfiable" is a
// proof for p and its "satisfiable" is not.
func (p *Problem) WriteDIMACS(w io.Writer) error {
	if p.unfinished {
		return ErrNotClausal
	}
	cnf := dimacs{vars: p.nvars}
	if p.unsat {
		cnf.add()
	}
	for _, u := range p.units {
		cnf.add(u)
	}
	for _, c := range p.cons {
		if c.w >= 0 {
			return ErrNotClausal
		}
		lits := p.lits[c.start:c.end]
		switch k := int(c.k); {
		case k == 1:
			cnf.add(lits...)
		case k == len(lits)-1: // at most one of the negations is true
			for a := range lits {
				for _, b := range lits[a+1:] {
					cnf.add(lits[a], b)
				}
			}
		default:
			neg := make([]Lit, len(lits))
			for i, l := range lits {
				neg[i] = l.Not()
			}
			cnf.atMost(neg, len(lits)-k)
		}
	}
	return cnf.write(w)
}

// dimacs is a problem as plain clauses.
type dimacs struct {
	vars    int
	clauses [][]Lit
}

func (d *dimacs) add(lits ...Lit) {
	d.clauses = append(d.clauses, append([]Lit(nil), lits...))
}

// atMost adds "at most m of ys" as Sinz's sequential counter: s[i][j]
// says that at least j+1 of ys[0..i] are true.
func (d *dimacs) atMost(ys []Lit, m int) {
	n := len(ys)
	switch {
	case m < 0:
		d.add()
		return
	case m >= n:
		return
	case m == 0:
		for _, y := range ys {
			d.add(y.Not())
		}
		return
	}
	s := make([][]Lit, n-1)
	for i := range s {
		s[i] = make([]Lit, m)
		for j := range s[i] {
			d.vars++
			s[i][j] = Lit(d.vars)
		}
	}
	d.add(ys[0].Not(), s[0][0])
	for j := 1; j < m; j++ {
		d.add(s[0][j].Not())
	}
	for i := 1; i < n-1; i++ {
		d.add(ys[i].Not(), s[i][0])
		d.add(s[i-1][0].Not(), s[i][0])
		for j := 1; j < m; j++ {
			d.add(ys[i].Not(), s[i-1][j-1].Not(), s[i][j])
			d.add(s[i-1][j].Not(), s[i][j])
		}
		d.add(ys[i].Not(), s[i-1][m-1].Not())
	}
	d.add(ys[n-1].Not(), s[n-2][m-1].Not())
}

func (d *dimacs) write(w io.Writer) error {
	b := bufio.NewWriter(w)
	b.WriteString("p cnf " + strconv.Itoa(d.vars) + " " + strconv.Itoa(len(d.clauses)) + "\n")
	for _, cl := range d.clauses {
		for _, l := range cl {
			b.WriteString(strconv.Itoa(int(l)))
			b.WriteByte(' ')
		}
		b.WriteString("0\n")
	}
	return b.Flush()
}
