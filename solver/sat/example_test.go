package sat_test

import (
	"context"
	"fmt"

	"pencilbox/solver/sat"
)

// A Latin square of order 3: one value per cell, each value once per row
// and per column. The answer keys are the cell variables.
func Example() {
	ctx := context.Background()
	p := &sat.Problem{}
	var x [3][3][]sat.Lit // x[r][c][v]: cell (r, c) holds v+1
	for r := range 3 {
		for c := range 3 {
			x[r][c] = p.NewVars(3) // a block of three variables
			p.ExactlyOne(x[r][c]...)
			p.MarkAnswer(x[r][c]...)
		}
	}
	for i := range 3 {
		for v := range 3 {
			p.ExactlyOne(x[i][0][v], x[i][1][v], x[i][2][v]) // row i
			p.ExactlyOne(x[0][i][v], x[1][i][v], x[2][i][v]) // column i
		}
	}

	_, count := p.Enumerate(ctx, 100)
	fmt.Println("squares:", count.N, "complete:", count.Complete)

	p.AddClause(x[0][0][0]) // a clue: 1 in the corner
	facts, _ := p.Facts(ctx)
	for _, f := range facts {
		if f.Positive() {
			fmt.Println("certain:", f)
		}
	}

	p.AddClause(x[1][2][1]) // a second clue: 2 in the middle of the right column
	m, count := p.Unique(ctx)
	fmt.Println("unique:", count.N == 1 && count.Complete)
	for r := range 3 {
		var row [3]int
		for c := range 3 {
			for v := range 3 {
				if m.Value(x[r][c][v]) {
					row[c] = v + 1
				}
			}
		}
		fmt.Println(row)
	}
	// Output:
	// squares: 12 complete: true
	// certain: x0
	// unique: true
	// [1 2 3]
	// [3 1 2]
	// [2 3 1]
}

// A lazy check: the true cells must form one run. Stating that up front
// would take a clause per triple of cells; the check instead rejects each
// solution with a gap and returns a cut, "if both ends are true, so is the
// cell between them", that holds in every accepted solution.
func ExampleProblem_Lazy() {
	p := &sat.Problem{}
	cells := p.NewVars(6)
	p.AtLeast(2, cells...)
	p.Lazy(func(m sat.Model) [][]sat.Lit {
		first, last := -1, -1
		for i, c := range cells {
			if m.Value(c) {
				if first < 0 {
					first = i
				}
				last = i
			}
		}
		for i := first + 1; i < last; i++ {
			if !m.Value(cells[i]) {
				return [][]sat.Lit{{cells[first].Not(), cells[last].Not(), cells[i]}}
			}
		}
		return nil // one run: accepted
	})
	_, count := p.Enumerate(context.Background(), 100)
	fmt.Println("runs of at least two cells:", count.N)
	// Output:
	// runs of at least two cells: 15
}
