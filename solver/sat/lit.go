package sat

import (
	"strconv"

	"github.com/crillab/gophersat/solver"
)

// Lit is a literal: a variable or its negation. Variable i (counting from 0)
// is Lit(i+1) and its negation Lit(-(i+1)), the DIMACS convention, so that
// the zero Lit is never a literal and an uninitialised one is caught at once.
type Lit int32

// Not returns the negation of l.
func (l Lit) Not() Lit { return -l }

// Var returns the index of l's variable, counting from 0 in creation order.
func (l Lit) Var() int {
	if l < 0 {
		return -int(l) - 1 // in int, so that even the most negative Lit has no overflow
	}
	return int(l) - 1
}

// Positive reports whether l is a variable rather than a negated one.
func (l Lit) Positive() bool { return l > 0 }

// String writes l as x3 or ¬x3 (variable index 3).
func (l Lit) String() string {
	if l < 0 {
		return "¬x" + strconv.Itoa(l.Var())
	}
	return "x" + strconv.Itoa(l.Var())
}

// gophersat converts l; both encodings are arithmetic, so no table is needed.
func (l Lit) gophersat() solver.Lit { return solver.IntToLit(int32(l)) }

// Status is the outcome of a query.
type Status int8

const (
	// Unknown: the deadline passed before the answer was known (or gophersat
	// failed internally, see doc.go).
	Unknown Status = iota
	// Sat: a solution exists (for Facts: the facts are proven).
	Sat
	// Unsat: no solution exists.
	Unsat
)

func (s Status) String() string {
	switch s {
	case Sat:
		return "sat"
	case Unsat:
		return "unsat"
	default:
		return "unknown"
	}
}

// Model is one solution: a value for every variable that existed when it was
// found. The zero Model (returned with Unsat or Unknown) has no variables.
type Model struct {
	vals []bool
}

// Value reports whether l is true in m. It is false for every literal of the
// zero Model and of variables created after m was found.
func (m Model) Value(l Lit) bool {
	v := l.Var()
	if v < 0 || v >= len(m.vals) {
		return false
	}
	return m.vals[v] == (l > 0)
}

// Count is the outcome of counting solutions up to a limit.
type Count struct {
	N int // distinct answers found (answers = values of the answer keys)
	// Complete is true when the search proved there is no other answer, so
	// N is the exact count. It is false when the limit was reached (there
	// may or may not be more) or the deadline passed first.
	Complete bool
}
