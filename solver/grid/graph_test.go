package grid

import (
	"reflect"
	"testing"
)

func TestGraphComponentsReachDistances(t *testing.T) {
	g := Grid{Cols: 4, Rows: 2}
	gr := g.CellGraph()
	// . # . .
	// # # . #
	on := []bool{false, true, false, false, true, true, false, true}
	comp, n := gr.Components(func(v int) bool { return on[v] })
	if n != 2 || !reflect.DeepEqual(comp, []int32{-1, 0, -1, -1, 0, 0, -1, 1}) {
		t.Fatalf("components %v, n %d", comp, n)
	}
	reach := gr.Reach([]int{0}, func(v int) bool { return !on[v] })
	if !reach[0] || reach[2] || reach[1] {
		t.Fatalf("cell 0 is walled in, reach %v", reach)
	}
	dist := gr.Distances([]int{0}, func(int) bool { return true }, 2)
	want := []int32{0, 1, 2, -1, 1, 2, -1, -1}
	if !reflect.DeepEqual(dist, want) {
		t.Fatalf("distances %v, want %v", dist, want)
	}
	ng := NewGraph(3, [][2]int{{0, 1}, {1, 0}, {2, 2}})
	if len(ng.Adj[0]) != 1 || len(ng.Adj[1]) != 1 || len(ng.Adj[2]) != 0 {
		t.Fatalf("NewGraph kept repeats or loops: %v", ng.Adj)
	}
}

func TestVertexGraph(t *testing.T) {
	g := Grid{Cols: 2, Rows: 1}
	eg, pts := g.VertexGraph()
	if len(eg.Ends) != 7 || len(eg.Inc) != 6 || len(pts) != 7 {
		t.Fatalf("2x1 board: %d segments, %d vertices", len(eg.Ends), len(eg.Inc))
	}
	for e, p := range pts {
		if !p.IsEdge() {
			t.Fatalf("segment %d at %v is not an edge point", e, p)
		}
		a, b := eg.Ends[e][0], eg.Ends[e][1]
		// Endpoints sit on either side of the segment on the lattice.
		pa := Point{2 * int(a/3), 2 * int(a%3)}
		pb := Point{2 * int(b/3), 2 * int(b%3)}
		if (pa.Y+pb.Y)/2 != p.Y || (pa.X+pb.X)/2 != p.X {
			t.Fatalf("segment %d at %v joins %v and %v", e, p, pa, pb)
		}
	}
	// The outer rectangle is one component; the middle segment is apart.
	comp, n := eg.EdgeComponents(func(e int) bool { return e != 5 })
	if n != 1 || comp[0] != comp[5] {
		t.Fatalf("outline components %v (%d)", comp, n)
	}
}
