package grid

// Graph is an undirected graph as adjacency lists: Adj[v] lists the
// neighbours of vertex v. Grid cells (CellGraph), cell corners with the line
// segments between them (VertexGraph) and Hashiwokakero's islands with their
// possible bridges all become Graphs, so connectivity code is written once.
type Graph struct {
	Adj [][]int32
}

// N is the number of vertices.
func (gr Graph) N() int { return len(gr.Adj) }

// NewGraph builds the graph of n vertices with the given edges (endpoint
// pairs). Repeated edges are kept once; a loop (a, a) is dropped.
func NewGraph(n int, edges [][2]int) Graph {
	adj := make([][]int32, n)
	seen := make(map[[2]int]bool, len(edges))
	for _, e := range edges {
		a, b := e[0], e[1]
		if a == b {
			continue
		}
		if a > b {
			a, b = b, a
		}
		if seen[[2]int{a, b}] {
			continue
		}
		seen[[2]int{a, b}] = true
		adj[a] = append(adj[a], int32(b))
		adj[b] = append(adj[b], int32(a))
	}
	return Graph{Adj: adj}
}

// CellGraph is the graph of g's cells (row-major indices) joined to their
// orthogonal neighbours, listed up, right, down, left.
func (g Grid) CellGraph() Graph {
	adj := make([][]int32, g.Cells())
	var nb []int
	for c := range adj {
		nb = g.Neighbours(nb[:0], c)
		adj[c] = make([]int32, len(nb))
		for i, d := range nb {
			adj[c][i] = int32(d)
		}
	}
	return Graph{Adj: adj}
}

// Components labels the connected components of the vertices for which
// active returns true, walking only through active vertices. comp[v] is the
// component number (0, 1, ... in order of each component's smallest vertex)
// or -1 for an inactive vertex; n is the number of components.
func (gr Graph) Components(active func(v int) bool) (comp []int32, n int) {
	comp = make([]int32, len(gr.Adj))
	for i := range comp {
		comp[i] = -1
	}
	var stack []int32
	for s := range gr.Adj {
		if comp[s] >= 0 || !active(s) {
			continue
		}
		comp[s] = int32(n)
		stack = append(stack[:0], int32(s))
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, u := range gr.Adj[v] {
				if comp[u] < 0 && active(int(u)) {
					comp[u] = int32(n)
					stack = append(stack, u)
				}
			}
		}
		n++
	}
	return comp, n
}

// Reach marks the vertices reachable from the sources through vertices for
// which pass returns true. Sources are marked whatever pass says of them.
func (gr Graph) Reach(sources []int, pass func(v int) bool) []bool {
	seen := make([]bool, len(gr.Adj))
	stack := make([]int32, 0, len(sources))
	for _, s := range sources {
		if !seen[s] {
			seen[s] = true
			stack = append(stack, int32(s))
		}
	}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, u := range gr.Adj[v] {
			if !seen[u] && pass(int(u)) {
				seen[u] = true
				stack = append(stack, u)
			}
		}
	}
	return seen
}

// Distances returns the breadth-first distance of every vertex from the
// sources, walking only through vertices for which pass returns true
// (sources count whatever pass says); unreachable vertices get -1. Vertices
// further than limit are left at -1 too (limit < 0: no limit).
func (gr Graph) Distances(sources []int, pass func(v int) bool, limit int) []int32 {
	dist := make([]int32, len(gr.Adj))
	for i := range dist {
		dist[i] = -1
	}
	queue := make([]int32, 0, len(sources))
	for _, s := range sources {
		if dist[s] < 0 {
			dist[s] = 0
			queue = append(queue, int32(s))
		}
	}
	for head := 0; head < len(queue); head++ {
		v := queue[head]
		if limit >= 0 && int(dist[v]) >= limit {
			continue
		}
		for _, u := range gr.Adj[v] {
			if dist[u] < 0 && pass(int(u)) {
				dist[u] = dist[v] + 1
				queue = append(queue, u)
			}
		}
	}
	return dist
}

// EdgeGraph is a graph whose edges are numbered, for rules about which
// edges are used (loops, bridges): Ends[e] are edge e's endpoints and
// Inc[v] the edges incident to vertex v.
type EdgeGraph struct {
	Ends [][2]int32
	Inc  [][]int32
}

// NewEdgeGraph numbers the given edges in order over n vertices (edges are
// kept as given, repeats included, so callers' edge numbers stay valid).
func NewEdgeGraph(n int, edges [][2]int) EdgeGraph {
	eg := EdgeGraph{Ends: make([][2]int32, len(edges)), Inc: make([][]int32, n)}
	for i, e := range edges {
		eg.Ends[i] = [2]int32{int32(e[0]), int32(e[1])}
		eg.Inc[e[0]] = append(eg.Inc[e[0]], int32(i))
		if e[1] != e[0] {
			eg.Inc[e[1]] = append(eg.Inc[e[1]], int32(i))
		}
	}
	return eg
}

// EdgeComponents labels the components formed by the used edges: comp[v]
// is the component of vertex v, or -1 when no used edge touches v; n is the
// number of components.
func (eg EdgeGraph) EdgeComponents(used func(e int) bool) (comp []int32, n int) {
	u := NewUnionFind(len(eg.Inc))
	touched := make([]bool, len(eg.Inc))
	for e, ends := range eg.Ends {
		if used(e) {
			u.Union(int(ends[0]), int(ends[1]))
			touched[ends[0]], touched[ends[1]] = true, true
		}
	}
	comp = make([]int32, len(eg.Inc))
	label := make(map[int]int32)
	for v := range comp {
		if !touched[v] {
			comp[v] = -1
			continue
		}
		r := u.Find(v)
		id, ok := label[r]
		if !ok {
			id = int32(n)
			label[r] = id
			n++
		}
		comp[v] = id
	}
	return comp, n
}

// VertexGraph is the graph of g's cell corners joined by the unit segments
// of the grid lines, for loop genres. Vertex (y,x), 0 <= y <= Rows and
// 0 <= x <= Cols, has index y*(Cols+1)+x; segments are numbered horizontal
// ones first (row-major), then vertical ones, and pts[e] is segment e's
// place on the doubled lattice.
func (g Grid) VertexGraph() (eg EdgeGraph, pts []Point) {
	w := g.Cols + 1
	var edges [][2]int
	for y := 0; y <= g.Rows; y++ {
		for x := 0; x < g.Cols; x++ {
			edges = append(edges, [2]int{y*w + x, y*w + x + 1})
			pts = append(pts, Point{2 * y, 2*x + 1})
		}
	}
	for y := 0; y < g.Rows; y++ {
		for x := 0; x <= g.Cols; x++ {
			edges = append(edges, [2]int{y*w + x, (y+1)*w + x})
			pts = append(pts, Point{2*y + 1, 2 * x})
		}
	}
	return NewEdgeGraph((g.Rows+1)*w, edges), pts
}
