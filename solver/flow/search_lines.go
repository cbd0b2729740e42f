package flow

// Lines through colour classes: whether (and how) a line runs from one end
// through every cell of a set to the other. The colouring counter checks
// each finished colour class with it, and answers get their paths from it
// (a self-touching solution's thick colour class is beyond a plain walk).

// hamPath looks for a line from `from` through every cell of set to `to`
// (from and to outside set, or to < 0 for "ends anywhere"): 1 found (with
// the line when want), 0 none, -1 undecided within budget steps. un is a
// zeroed scratch of one entry per cell, zeroed again on return. Pruning:
// every cell left needs two ways in (cells left, the line's end, the
// goal) and the cells left must stay connected.
func hamPath(nb [][4]int32, un []int8, set []int32, from, to int32, budget int64, want bool) (line []int32, res int, steps int64) {
	for _, c := range set {
		un[c] = 1
	}
	defer func() {
		for _, c := range set {
			un[c] = 0
		}
	}()
	adj := func(a, b int32) bool {
		for _, r := range nb[a] {
			if r == b {
				return true
			}
		}
		return false
	}
	left := len(set)
	var q []int32
	feasible := func(pos int32) bool {
		start := int32(-1)
		ends := 0
		for _, c := range set {
			if un[c] != 1 {
				continue
			}
			ways := 0
			for _, r := range nb[c] {
				if r >= 0 && (un[r] == 1 || r == pos || r == to) {
					ways++
				}
			}
			switch {
			case ways == 0:
				return false
			case ways == 1:
				// Only the line's last cell may have one way in
				// (when it may end anywhere).
				if to >= 0 {
					return false
				}
				if ends++; ends > 1 {
					return false
				}
			}
			if start < 0 {
				start = c
			}
		}
		q = append(q[:0], start)
		un[start] = 2
		seen := 1
		for i := 0; i < len(q); i++ {
			for _, r := range nb[q[i]] {
				if r >= 0 && un[r] == 1 {
					un[r] = 2
					seen++
					q = append(q, r)
				}
			}
		}
		for _, c := range q {
			un[c] = 1
		}
		return seen == left
	}
	var dfs func(pos int32) int
	dfs = func(pos int32) int {
		steps++
		if steps > budget {
			return -1
		}
		if left == 0 {
			if to < 0 || adj(pos, to) {
				return 1
			}
			return 0
		}
		if !feasible(pos) {
			return 0
		}
		for _, r := range nb[pos] {
			if r < 0 || un[r] != 1 {
				continue
			}
			un[r] = 0
			left--
			if want {
				line = append(line, r)
			}
			res := dfs(r)
			left++
			un[r] = 1
			if res != 0 {
				return res
			}
			if want {
				line = line[:len(line)-1]
			}
		}
		return 0
	}
	if len(set) == 0 {
		if to < 0 || adj(from, to) {
			return nil, 1, 0
		}
		return nil, 0, 0
	}
	res = dfs(from)
	return line, res, steps
}

// linesOf finds each colour's line of a colouring (nil entries where
// there is none or the search gives up): the colour's cells from one dot
// to the other, with the pruned search above, which handles the thick
// colour classes of self-touching solutions that a plain walk cannot.
func (p *Puzzle) linesOf(cells []int) [][]int {
	n := p.G.Cells()
	nb := neighbourTable(p.G)
	un := make([]int8, n)
	out := make([][]int, p.Colours()+1)
	for k := 1; k <= p.Colours(); k++ {
		a, b := int32(p.Ends[k][0]), int32(p.Ends[k][1])
		if path := walkColour(nb, cells, k, a, b); path != nil {
			out[k] = path
			continue
		}
		var set []int32
		for c, v := range cells {
			if v == k && int32(c) != a && int32(c) != b {
				set = append(set, int32(c))
			}
		}
		line, res, _ := hamPath(nb, un, set, a, b, 1<<20, true)
		if res != 1 {
			continue
		}
		path := []int{int(a)}
		for _, c := range line {
			path = append(path, int(c))
		}
		out[k] = append(path, int(b))
	}
	return out
}

// walkColour is colour k's line when its cells can be walked from a to
// b without a choice (each step has one neighbour of colour k besides the
// one it came from) and the walk takes them all, as every touch-free
// colouring's lines can; nil otherwise (linesOf then searches).
func walkColour(nb [][4]int32, cells []int, k int, a, b int32) []int {
	n := 0
	for _, v := range cells {
		if v == k {
			n++
		}
	}
	path := []int{int(a)}
	prev, cur := int32(-1), a
	for len(path) < n {
		next := int32(-1)
		for _, r := range nb[cur] {
			if r < 0 || r == prev || cells[r] != k {
				continue
			}
			if next >= 0 {
				return nil
			}
			next = r
		}
		if next < 0 {
			return nil
		}
		path = append(path, int(next))
		if next == b {
			break
		}
		prev, cur = cur, next
	}
	if len(path) != n || path[len(path)-1] != int(b) {
		return nil
	}
	return path
}

var gridDirs = [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}
