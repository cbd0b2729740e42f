package nurikabe

import (
	"fmt"

	"pencilbox/solver/puzzle"
)

// Counting rules for the solver. The person-style rules look at one cell or
// one region's exits; boards with large islands (a 26 on a 36x20, a 37 and
// a 36 on a 10x10) stay open under them because nothing local is forced.
// These rules count instead:
//
//   - island room: the cells an unfinished island could still take (within
//     its remaining size of steps, not touching another numbered island)
//     must be at least as many as it needs; exactly as many means all of
//     them; and a cell whose loss would leave too few (an articulation point
//     of that area, with the part beyond it counted) is the island's;
//   - wall budget: joining the wall's pieces takes at least as many open
//     cells as the longest shortest path between them (open cells cost one,
//     wall cells nothing); more than the wall count allows is a
//     contradiction.
//
// Both are sound (they only remove what no solution has), so trial
// propagation and the search use them with the other rules; they are not
// used for hints or grading (a person does not count like this).

// roomScratch is reused by islandRoom across regions.
type roomScratch struct {
	dist  []int32
	disc  []int32
	low   []int32
	sub   []int32 // open (non-region) cells in the DFS subtree
	par   []int32
	stamp []int32
	tick  int32
}

func (b *board) islandRoom(rs []*region, comp []int32, all bool) ([]*step, error) {
	n := len(b.v)
	sc := b.sc.room
	if sc == nil || len(sc.dist) != n {
		sc = &roomScratch{dist: make([]int32, n), disc: make([]int32, n), low: make([]int32, n),
			sub: make([]int32, n), par: make([]int32, n), stamp: make([]int32, n)}
		b.sc.room = sc
	}
	var out []*step
	// owner: per cell, the one island that can reach it, -2 for several,
	// -1 for none (for poolBudget).
	owner := make([]int32, n)
	for i := range owner {
		owner[i] = -1
	}
	needs := make([]int, len(rs))
	anySize := false
	for k, r := range rs {
		if r.clue >= 0 && b.p.Clues[r.clue] == AnySize {
			anySize = true
		}
		if r.clue < 0 {
			continue
		}
		need := b.need(r)
		if need <= 0 {
			continue
		}
		pass := b.islandMayTake(k, rs, comp)
		q, dist := b.near(r.cells, pass, need)
		room := 0
		for _, c := range q {
			if dist[c] > 0 {
				room++
			}
		}
		if room < need {
			return nil, errContradiction
		}
		needs[k] = need
		for _, c := range q {
			if dist[c] > 0 {
				switch owner[c] {
				case -1:
					owner[c] = int32(k)
				case int32(k):
				default:
					owner[c] = -2
				}
			}
		}
		if room == need {
			var cells []int
			for _, c := range q {
				if dist[c] > 0 && b.v[c] == unk {
					cells = append(cells, int(c))
				}
			}
			if len(cells) > 0 {
				out = append(out, &step{rule: RuleRoom, cells: cells, val: white, why: r.cells,
					text: fmt.Sprintf("The island of %s can only reach %s and needs them all.", b.rc(r.clue), puzzle.Count(need, "cell"))})
				if !all {
					return out, nil
				}
			}
			continue
		}
		// Articulation points of the area (region plus room): a cell whose
		// removal cuts off so much of the room that too little is left.
		in := func(c int32) bool { return dist[c] >= 0 }
		sc.tick++
		root := int32(r.cells[0])
		var cuts []int
		type frame struct{ v, i int32 }
		stack := []frame{{root, 0}}
		t := int32(1)
		sc.stamp[root] = sc.tick
		sc.disc[root], sc.low[root], sc.par[root], sc.sub[root] = t, t, -1, 0
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			v := f.v
			if int(f.i) < len(b.gr.Adj[v]) {
				u := b.gr.Adj[v][f.i]
				f.i++
				if !in(u) {
					continue
				}
				if sc.stamp[u] != sc.tick {
					t++
					sc.stamp[u] = sc.tick
					sc.disc[u], sc.low[u], sc.par[u] = t, t, v
					sc.sub[u] = 0
					if dist[u] > 0 {
						sc.sub[u] = 1
					}
					stack = append(stack, frame{u, 0})
				} else if u != sc.par[v] && sc.disc[u] < sc.low[v] {
					sc.low[v] = sc.disc[u]
				}
				continue
			}
			stack = stack[:len(stack)-1]
			pv := sc.par[v]
			if pv < 0 {
				continue
			}
			sc.sub[pv] += sc.sub[v]
			if sc.low[v] < sc.low[pv] {
				sc.low[pv] = sc.low[v]
			}
			// pv cuts v's subtree off the region.
			if sc.low[v] >= sc.disc[pv] && dist[pv] > 0 && b.v[pv] == unk {
				sc.dist[pv] += sc.sub[v] // cut-off room behind pv, summed over children
			}
		}
		// sc.dist was used as an accumulator: read and reset it.
		for _, c := range q {
			if dist[c] <= 0 || sc.stamp[c] != sc.tick {
				continue
			}
			lost := sc.dist[c]
			sc.dist[c] = 0
			if b.v[c] == unk && room-1-int(lost) < need {
				cuts = append(cuts, int(c))
			}
		}
		if len(cuts) > 0 {
			out = append(out, &step{rule: RuleRoom, cells: cuts, val: white, why: r.cells,
				text: fmt.Sprintf("The island of %s cannot reach %s without %s.", b.rc(r.clue), puzzle.Count(need, "cell"), b.cellList(cuts))})
			if !all {
				return out, nil
			}
		}
	}
	if err := b.poolBudget(owner, needs, anySize); err != nil {
		return nil, err
	}
	return out, nil
}

// poolBudget: every 2x2 block without an unshaded cell needs one of its
// cells unshaded by some island. Blocks that share no cell need distinct
// cells, so a set of disjoint open blocks is a lower bound on the cells
// the islands must still add: in all (when every size is known), and per
// island over the blocks only it can reach. The sets are chosen greedily
// (any disjoint set gives a valid bound).
func (b *board) poolBudget(owner []int32, needs []int, anySize bool) error {
	g := b.p.G
	used := make([]bool, len(b.v))
	per := make([]int, len(needs))
	total, sum := 0, 0
	for _, k := range needs {
		sum += k
	}
	for y := 0; y+1 < g.Rows; y++ {
		for x := 0; x+1 < g.Cols; x++ {
			c := g.Cell(y, x)
			block := [4]int{c, c + 1, c + g.Cols, c + g.Cols + 1}
			who := int32(-1)
			broken, free := false, true
			for _, d := range block {
				if b.v[d] == white {
					broken = true
					break
				}
				if used[d] {
					free = false
				}
				if b.v[d] != unk {
					continue
				}
				switch o := owner[d]; {
				case o == -1:
				case who == -1:
					who = o
				case who != o:
					who = -2
				}
			}
			if broken || !free {
				continue
			}
			for _, d := range block {
				used[d] = true
			}
			total++
			if who >= 0 {
				per[who]++
				if per[who] > needs[who] {
					return errContradiction
				}
			}
		}
	}
	if !anySize && total > sum {
		return errContradiction
	}
	return nil
}

// wallBudget fails when joining the wall's pieces needs more open cells
// than the wall count leaves: a 0-1 breadth-first search from one piece
// (wall cells cost nothing, open cells one) gives, for every other piece,
// the fewest open cells on a path to it, and a connected wall holds such a
// path.
func (b *board) wallBudget() error {
	if b.walls < 0 {
		return nil
	}
	walls, start := 0, -1
	for c, v := range b.v {
		if v == wallV {
			walls++
			if start < 0 {
				start = c
			}
		}
	}
	if start < 0 {
		return nil
	}
	left := b.walls - walls
	n := len(b.v)
	dist := b.sc.ints(5, n, -1)
	// Deque as two slices: front (cost d) and next (cost d+1).
	cur := []int{start}
	dist[start] = 0
	var next []int
	d := int32(0)
	far := int32(0)
	for len(cur) > 0 {
		for i := 0; i < len(cur); i++ {
			c := cur[i]
			if dist[c] != d {
				continue
			}
			if b.v[c] == wallV && d > far {
				far = d
			}
			for _, e := range b.gr.Adj[c] {
				switch b.v[e] {
				case wallV:
					if dist[e] < 0 || dist[e] > d {
						dist[e] = d
						cur = append(cur, int(e))
					}
				case unk:
					if dist[e] < 0 || dist[e] > d+1 {
						dist[e] = d + 1
						next = append(next, int(e))
					}
				}
			}
		}
		cur, next = next, cur[:0]
		d++
		if int(d) > left+1 {
			break
		}
	}
	if int(far) > left {
		return errContradiction
	}
	for c, v := range b.v {
		if v == wallV && (dist[c] < 0 || int(dist[c]) > left) {
			return errContradiction
		}
	}
	return nil
}
