package grid

// UnionFind groups elements into disjoint sets; components of cells, of
// islands and of loop segments are all found with it.
type UnionFind struct{ parent, size []int32 }

// NewUnionFind returns n singleton sets.
func NewUnionFind(n int) *UnionFind {
	u := &UnionFind{parent: make([]int32, n), size: make([]int32, n)}
	for i := range u.parent {
		u.parent[i] = int32(i)
		u.size[i] = 1
	}
	return u
}

// Find returns the representative of a's set, halving paths as it goes.
func (u *UnionFind) Find(a int) int {
	for int(u.parent[a]) != a {
		u.parent[a] = u.parent[u.parent[a]]
		a = int(u.parent[a])
	}
	return a
}

// Union merges the sets of a and b and reports whether they were apart.
func (u *UnionFind) Union(a, b int) bool {
	ra, rb := u.Find(a), u.Find(b)
	if ra == rb {
		return false
	}
	if u.size[ra] < u.size[rb] {
		ra, rb = rb, ra
	}
	u.parent[rb] = int32(ra)
	u.size[ra] += u.size[rb]
	return true
}

// Size is the number of elements in a's set.
func (u *UnionFind) Size(a int) int { return int(u.size[u.Find(a)]) }
