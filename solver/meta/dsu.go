package meta

// DSU is a union-find over 0..n−1 that simulators reset and reuse every
// construction without allocating (grid.UnionFind is built once per use).
type DSU struct{ parent []int32 }

// Reset makes n singletons.
func (d *DSU) Reset(n int) {
	if cap(d.parent) < n {
		d.parent = make([]int32, n)
	}
	d.parent = d.parent[:n]
	for i := range d.parent {
		d.parent[i] = int32(i)
	}
}

// Find returns a's representative (with path halving).
func (d *DSU) Find(a int) int {
	p := d.parent
	for int(p[a]) != a {
		p[a] = p[p[a]]
		a = int(p[a])
	}
	return a
}

// Union joins a and b; false when they were already together.
func (d *DSU) Union(a, b int) bool {
	ra, rb := d.Find(a), d.Find(b)
	if ra == rb {
		return false
	}
	d.parent[ra] = int32(rb)
	return true
}
