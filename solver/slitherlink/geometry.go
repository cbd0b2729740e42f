package slitherlink

import "pencilbox/solver/grid"

// geometry numbers the loop's edges and vertices once per puzzle, so the
// checker, the play model, the SAT model and the hints share one
// numbering:
//
//   - vertex (y,x), 0 <= y <= Rows, 0 <= x <= Cols, has index y*(Cols+1)+x
//     and sits at lattice point (2y, 2x);
//   - horizontal edges come first: the one from vertex (y,x) to (y,x+1)
//     has index y*Cols+x and sits at (2y, 2x+1);
//   - then vertical edges: from (y,x) to (y+1,x), index
//     H + y*(Cols+1)+x with H = (Rows+1)*Cols, at (2y+1, 2x).
type geometry struct {
	g         grid.Grid
	nh        int        // number of horizontal edges
	edgeVerts [][2]int32 // the two ends of each edge
	edgeCells [][2]int32 // the cells on either side (-1 off the board): up/left first
	vertEdges [][4]int32 // up, right, down, left edge of each vertex, -1 where none
	cellEdges [][4]int32 // top, right, bottom, left edge of each cell
}

func newGeometry(g grid.Grid) *geometry {
	c, r := g.Cols, g.Rows
	geo := &geometry{g: g, nh: (r + 1) * c}
	ne := geo.nh + r*(c+1)
	nv := (r + 1) * (c + 1)
	geo.edgeVerts = make([][2]int32, ne)
	geo.edgeCells = make([][2]int32, ne)
	geo.vertEdges = make([][4]int32, nv)
	geo.cellEdges = make([][4]int32, g.Cells())
	for v := range geo.vertEdges {
		geo.vertEdges[v] = [4]int32{-1, -1, -1, -1}
	}
	cell := func(y, x int) int32 {
		if !g.In(y, x) {
			return -1
		}
		return int32(g.Cell(y, x))
	}
	for y := 0; y <= r; y++ {
		for x := 0; x < c; x++ {
			e := y*c + x
			a, b := y*(c+1)+x, y*(c+1)+x+1
			geo.edgeVerts[e] = [2]int32{int32(a), int32(b)}
			geo.edgeCells[e] = [2]int32{cell(y-1, x), cell(y, x)}
			geo.vertEdges[a][1] = int32(e)
			geo.vertEdges[b][3] = int32(e)
			if y < r {
				geo.cellEdges[g.Cell(y, x)][0] = int32(e)
			}
			if y > 0 {
				geo.cellEdges[g.Cell(y-1, x)][2] = int32(e)
			}
		}
	}
	for y := 0; y < r; y++ {
		for x := 0; x <= c; x++ {
			e := geo.nh + y*(c+1) + x
			a, b := y*(c+1)+x, (y+1)*(c+1)+x
			geo.edgeVerts[e] = [2]int32{int32(a), int32(b)}
			geo.edgeCells[e] = [2]int32{cell(y, x-1), cell(y, x)}
			geo.vertEdges[a][2] = int32(e)
			geo.vertEdges[b][0] = int32(e)
			if x < c {
				geo.cellEdges[g.Cell(y, x)][3] = int32(e)
			}
			if x > 0 {
				geo.cellEdges[g.Cell(y, x-1)][1] = int32(e)
			}
		}
	}
	return geo
}

func (geo *geometry) numEdges() int    { return len(geo.edgeVerts) }
func (geo *geometry) numVertices() int { return len(geo.vertEdges) }

// edgePoint places edge e on the doubled lattice.
func (geo *geometry) edgePoint(e int) grid.Point {
	c := geo.g.Cols
	if e < geo.nh {
		return grid.Point{Y: 2 * (e / c), X: 2*(e%c) + 1}
	}
	e -= geo.nh
	return grid.Point{Y: 2*(e/(c+1)) + 1, X: 2 * (e % (c + 1))}
}

// pointEdge is the inverse of edgePoint; ok is false for any other point.
func (geo *geometry) pointEdge(p grid.Point) (int, bool) {
	c, r := geo.g.Cols, geo.g.Rows
	switch {
	case p.Y < 0 || p.X < 0 || p.Y > 2*r || p.X > 2*c:
		return 0, false
	case p.Y%2 == 0 && p.X%2 == 1:
		return (p.Y/2)*c + p.X/2, true
	case p.Y%2 == 1 && p.X%2 == 0:
		return geo.nh + (p.Y/2)*(c+1) + p.X/2, true
	}
	return 0, false
}

// vertexPoint places vertex v on the doubled lattice.
func (geo *geometry) vertexPoint(v int) grid.Point {
	w := geo.g.Cols + 1
	return grid.Point{Y: 2 * (v / w), X: 2 * (v % w)}
}

// insideCells reads inside/outside from a set of edges by parity along
// each row: crossing a vertical loop edge toggles. For a single loop this
// is exactly its inside.
func (geo *geometry) insideCells(line []bool) []bool {
	c := geo.g.Cols
	in := make([]bool, geo.g.Cells())
	for y := 0; y < geo.g.Rows; y++ {
		inside := false
		for x := 0; x < c; x++ {
			if line[geo.nh+y*(c+1)+x] {
				inside = !inside
			}
			in[y*c+x] = inside
		}
	}
	return in
}

// boundary is the set of edges between an inside and an outside cell (the
// board's surroundings are outside): the loop of a region.
func (geo *geometry) boundary(inside []bool) []bool {
	line := make([]bool, geo.numEdges())
	for e, cs := range geo.edgeCells {
		a := cs[0] >= 0 && inside[cs[0]]
		b := cs[1] >= 0 && inside[cs[1]]
		line[e] = a != b
	}
	return line
}
