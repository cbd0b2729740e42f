package nurikabe

import "math"

// An island that lacks cells and is walled in by other islands gets its
// room from them: steal moves the shortfall to one neighbour at random,
// and the shortfall then wanders from island to island until one of
// them has a wall cell to grow into. chain takes the way there directly:
// a breadth-first search over the islands, from the short one, for the
// nearest island with a cell to grow into, each link a wall cell that
// one island takes and the next gives up a cell beside (an ejection
// chain); the links are then made in order, each a steal.
//
// One in four of the moves for an island that lacks cells and may not
// grow is a chain. On the scale suite's boards of islands of 1-9 cells
// (BenchmarkAnnealSpread, 30 seeds each) the mean moves per cell to two
// answers fell on eight of the nine boards (averaged over the boards:
// mean 216 to 166, p90 497 to 354), at about the same CPU a move; the
// slowest board, a 64x64, went from 460 to 350 (p90 910 to 780). Not
// kept (same 30 seeds): chains instead of steal (that 64x64's max 1,030
// to 3,250), in two of five such moves (no better, more CPU), and a chain
// for one in four local steps drawn at a short island (that 64x64's p90
// 780 to 1,140, max 1,030 to 2,640).

// chainLink is how the chain search reached an island: island from takes
// wall cell x, which this island touches only with its cell e and gives
// up (from, x and e are -1 for the chain's first island).
type chainLink struct {
	from int32 // the island before in the chain, -1 for the first
	x, e int32
}

// annealChainIslands is how many islands a chain search visits at most.
// On the BenchmarkAnnealSpread boards (30 seeds) 16 did worse (mean over
// the boards 166 to 181 moves per cell), and so did 128 (the slowest
// board's max 1,030 to 2,110, others the same).
const annealChainIslands = 48

// chain makes room for island i, which lacks cells: it finds the nearest
// island (over islands that touch across one wall cell) that may grow,
// and hands a cell along each link from there back to i. Each link is
// made as a steal (the rules kept, the temperature deciding on new 2x2
// wall blocks); a link refused ends the chain there, with the shortfall
// moved part of the way.
func (a *annealer) chain(i int32, t float64) {
	if len(a.chainAt) != len(a.clue) {
		a.chainAt = make([]chainLink, len(a.clue))
		a.chainSeen = make([]uint32, len(a.clue))
	}
	a.chainTick++
	a.chainSeen[i] = a.chainTick
	a.chainAt[i] = chainLink{from: -1, x: -1, e: -1}
	q := append(a.chainQueue[:0], i)
	end, grow := int32(-1), -1
	for h := 0; h < len(q) && end < 0 && len(q) < annealChainIslands; h++ {
		j := q[h]
		cs := a.cells[j]
		k0 := a.rng.IntN(len(cs))
		for k := range cs {
			c := cs[(k0+k)%len(cs)]
			if c == a.chainAt[j].e {
				continue // j gives it up to the link before
			}
			for _, x := range a.b.gr.Adj[c] {
				if a.owner[x] >= 0 || a.fixed[x] {
					continue
				}
				o, e, n := int32(-1), int32(-1), 0
				for _, d := range a.b.gr.Adj[x] {
					if od := a.owner[d]; od >= 0 && od != j {
						o, e = od, d
						n++
					}
				}
				switch {
				case n == 0 && a.wallStaysWhole(int(x)):
					end, grow = j, int(x)
				case n == 1 && a.chainSeen[o] != a.chainTick && int(e) != a.clue[o]:
					a.chainSeen[o] = a.chainTick
					a.chainAt[o] = chainLink{from: j, x: x, e: e}
					q = append(q, o)
				}
				if end >= 0 {
					break
				}
			}
			if end >= 0 {
				break
			}
		}
	}
	a.chainQueue = q
	if end < 0 {
		return
	}
	// The links from i to end, in order.
	path := a.chainPath[:0]
	for j := end; j != i; j = a.chainAt[j].from {
		path = append(path, j)
	}
	a.chainPath = path
	for k := len(path) - 1; k >= 0; k-- {
		l := a.chainAt[path[k]]
		if !a.handOver(l.from, int(l.x), int(l.e), t) {
			return
		}
	}
	a.shift(end, -1, grow, t)
}

// handOver lets island i take wall cell x from the island holding e,
// which gives e up (a steal with its cells named); it says whether the
// move was made.
func (a *annealer) handOver(i int32, x, e int, t float64) bool {
	j := a.owner[e]
	if a.owner[x] >= 0 || j < 0 || j == i || e == a.clue[j] || !a.hasWallBeside(e, x) {
		return false
	}
	next := false // an earlier link may have taken the cell of i beside x
	for _, d := range a.b.gr.Adj[x] {
		switch o := a.owner[d]; {
		case o == i:
			next = true
		case o >= 0 && int(d) != e:
			return false
		}
	}
	if !next {
		return false
	}
	dPools := a.poolDelta(e, x)
	if dPools > 0 && (t <= 0 || a.rng.Float64() >= math.Exp(-float64(dPools)/t)) {
		return false
	}
	if !a.islandWhole(j, e, -1) {
		return false
	}
	a.setWall(e, -1)
	ok := a.wallStaysWhole(x)
	a.setWall(e, j)
	if !ok {
		return false
	}
	a.remove(e)
	a.add(x, i)
	a.notePools(x)
	a.notePools(e)
	return true
}
