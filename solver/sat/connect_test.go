package sat

import (
	"context"
	"math/rand/v2"
	"testing"

	graph "pencilbox/solver/grid"
)

// The connectivity constraints are trusted because, on random small
// graphs with random side constraints, the lazy and the fixed encodings
// both count exactly the solutions brute force counts.

// randomGraph is a random grid board (some cells removed) or a random
// sparse graph, at most maxN vertices.
func randomGraph(r *rand.Rand, maxN int) graph.Graph {
	if r.IntN(2) == 0 {
		for {
			g := graph.Grid{Cols: 1 + r.IntN(4), Rows: 1 + r.IntN(4)}
			if g.Cells() <= maxN {
				return g.CellGraph()
			}
		}
	}
	n := 1 + r.IntN(maxN)
	var edges [][2]int
	for i := 0; i < n+r.IntN(n+1); i++ {
		edges = append(edges, [2]int{r.IntN(n), r.IntN(n)})
	}
	return graph.NewGraph(n, edges)
}

func connectedBrute(gr graph.Graph, on []bool) bool {
	_, n := gr.Components(func(v int) bool { return on[v] })
	return n <= 1
}

// sideConstraints adds random units and clauses over the first n
// variables and returns them for brute force.
func sideConstraints(r *rand.Rand, p *Problem, x []Lit) []spec {
	var specs []spec
	for i := 0; i < r.IntN(4); i++ {
		var s spec
		s.kind = "clause"
		for j := 0; j < 1+r.IntN(3); j++ {
			l := x[r.IntN(len(x))]
			if r.IntN(2) == 0 {
				l = l.Not()
			}
			s.lits = append(s.lits, l)
		}
		s.addTo(p)
		specs = append(specs, s)
	}
	return specs
}

func countBrute(n int, ok func(a []bool) bool) int {
	a := make([]bool, n)
	count := 0
	for mask := 0; mask < 1<<n; mask++ {
		for i := range a {
			a[i] = mask&(1<<i) != 0
		}
		if ok(a) {
			count++
		}
	}
	return count
}

func allHold(specs []spec, a []bool) bool {
	for _, s := range specs {
		if !s.holds(a) {
			return false
		}
	}
	return true
}

func TestConnectedAgainstBruteForce(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(1, 2))
	rounds := 300
	if testing.Short() {
		rounds = 60
	}
	for round := 0; round < rounds; round++ {
		gr := randomGraph(r, 10)
		n := gr.N()
		seed1, seed2 := r.Uint64(), r.Uint64()
		var want int
		var got [2]int
		for enc := 0; enc < 2; enc++ {
			rs := rand.New(rand.NewPCG(seed1, seed2)) // same side constraints for both
			p := &Problem{}
			x := p.NewVars(n)
			p.MarkAnswer(x...)
			specs := sideConstraints(rs, p, x)
			if enc == 0 {
				p.ConnectedLazy(gr, x)
			} else {
				p.ConnectedFixed(gr, x)
			}
			_, c := p.Enumerate(ctx, 1<<n+1)
			if !c.Complete {
				t.Fatalf("round %d: count not complete", round)
			}
			got[enc] = c.N
			want = countBrute(n, func(a []bool) bool { return allHold(specs, a) && connectedBrute(gr, a) })
		}
		if got[0] != want || got[1] != want {
			t.Fatalf("round %d (%d vertices, adj %v): lazy %d, fixed %d, brute force %d", round, n, gr.Adj, got[0], got[1], want)
		}
	}
}

// A fixed-active vertex (a clue) is what Nurikabe islands use: the cut
// then names only the walls to open. Lazy with a unit must still count
// right, and the rounds must stay few on a board where the model starts
// far from connected.
func TestConnectedLazyRooted(t *testing.T) {
	ctx := context.Background()
	g := graph.Grid{Cols: 4, Rows: 3}
	gr := g.CellGraph()
	p := &Problem{}
	x := p.NewVars(g.Cells())
	p.MarkAnswer(x...)
	p.AddClause(x[0])
	p.AddClause(x[11])
	p.Exactly(6, x...)
	p.ConnectedLazy(gr, x)
	_, c := p.Enumerate(ctx, 1000)
	want := countBrute(g.Cells(), func(a []bool) bool {
		k := 0
		for _, b := range a {
			if b {
				k++
			}
		}
		return a[0] && a[11] && k == 6 && connectedBrute(gr, a)
	})
	if c.N != want || !c.Complete {
		t.Fatalf("rooted lazy count %d (complete %v), brute force %d", c.N, c.Complete, want)
	}
}

func TestConnectedEdgesAgainstBruteForce(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(3, 4))
	rounds := 300
	if testing.Short() {
		rounds = 60
	}
	for round := 0; round < rounds; round++ {
		nv := 2 + r.IntN(6)
		ne := 1 + r.IntN(9)
		edges := make([][2]int, ne)
		for i := range edges {
			edges[i] = [2]int{r.IntN(nv), r.IntN(nv)}
		}
		eg := graph.NewEdgeGraph(nv, edges)
		p := &Problem{}
		x := p.NewVars(ne)
		p.MarkAnswer(x...)
		specs := sideConstraints(r, p, x)
		// Some vertices must be joined (fixed), some optionally.
		var vertex []Lit
		required := make([]bool, nv)
		if r.IntN(2) == 0 {
			vertex = make([]Lit, nv)
			for v := range vertex {
				vertex[v] = p.True().Not()
				if r.IntN(3) == 0 {
					vertex[v] = p.True()
					required[v] = true
				}
			}
		}
		p.ConnectedEdgesLazy(eg, x, vertex)
		_, c := p.Enumerate(ctx, 1<<ne+1)
		want := countBrute(ne, func(a []bool) bool {
			if !allHold(specs, a) {
				return false
			}
			comp, _ := eg.EdgeComponents(func(e int) bool { return a[e] })
			ids := map[int32]bool{}
			for v, c := range comp {
				if c >= 0 {
					ids[c] = true
				} else if required[v] {
					ids[int32(-1-v)] = true // an isolated required vertex is its own part
				}
			}
			return len(ids) <= 1
		})
		if c.N != want || !c.Complete {
			t.Fatalf("round %d (%d vertices, edges %v, required %v): lazy %d, brute force %d", round, nv, edges, required, c.N, want)
		}
	}
}

func TestSingleLoopAgainstBruteForce(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(5, 6))
	for _, size := range [][2]int{{1, 1}, {2, 1}, {2, 2}, {3, 2}, {4, 1}} {
		g := graph.Grid{Cols: size[0], Rows: size[1]}
		eg, _ := g.VertexGraph()
		ne := len(eg.Ends)
		for round := 0; round < 8; round++ {
			p := &Problem{}
			x := p.NewVars(ne)
			p.MarkAnswer(x...)
			var specs []spec
			if round > 0 {
				specs = sideConstraints(r, p, x)
			}
			p.SingleLoop(eg, x)
			_, c := p.Enumerate(ctx, 1<<ne+1)
			want := countBrute(ne, func(a []bool) bool {
				if !allHold(specs, a) {
					return false
				}
				for _, inc := range eg.Inc {
					d := 0
					for _, e := range inc {
						if a[e] {
							d++
						}
					}
					if d != 0 && d != 2 {
						return false
					}
				}
				_, n := eg.EdgeComponents(func(e int) bool { return a[e] })
				return n <= 1
			})
			if c.N != want || !c.Complete {
				t.Fatalf("%dx%d round %d: loops %d (complete %v), brute force %d", size[0], size[1], round, c.N, c.Complete, want)
			}
		}
	}
}
