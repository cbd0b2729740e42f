package sat_test

import (
	"context"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/sat"
)

// Shade exactly 5 cells of a 3x3 board so that the shaded cells are
// connected and include two opposite corners: the lazy check adds
// separator cuts until every model it sees is connected.
func ExampleProblem_ConnectedLazy() {
	g := grid.Grid{Cols: 3, Rows: 3}
	p := &sat.Problem{}
	shaded := p.NewVars(g.Cells())
	p.MarkAnswer(shaded...)
	p.AddClause(shaded[g.Cell(0, 0)])
	p.AddClause(shaded[g.Cell(2, 2)])
	p.Exactly(5, shaded...)
	p.ConnectedLazy(g.CellGraph(), shaded) // or ConnectedFixed on small boards
	_, n := p.Enumerate(context.Background(), 100)
	fmt.Println("shortest corner-to-corner paths:", n.N)
	// Output:
	// shortest corner-to-corner paths: 6
}

// A single loop on the grid lines of a 2x2 board through all four cells'
// centre vertex: segments are edges of the vertex graph.
func ExampleProblem_SingleLoop() {
	g := grid.Grid{Cols: 2, Rows: 2}
	eg, _ := g.VertexGraph()
	p := &sat.Problem{}
	line := p.NewVars(len(eg.Ends))
	p.MarkAnswer(line...)
	p.SingleLoop(eg, line)
	centre := 1*3 + 1 // vertex (1,1)
	var through []sat.Lit
	for _, e := range eg.Inc[centre] {
		through = append(through, line[e])
	}
	p.AtLeast(1, through...)
	_, n := p.Enumerate(context.Background(), 100)
	fmt.Println("loops through the centre:", n.N)
	// Output:
	// loops through the centre: 12
}
