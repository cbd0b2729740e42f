package flow

import (
	"container/heap"
	"context"
	"math/rand/v2"
)

// routeBudget bounds routeFirst in heap pops (cells settled by its
// cheapest-path searches, summed over all rounds): 1,000 per cell, about
// 70 ms native on a 20x20 board that it cannot route.
func routeBudget(p *Puzzle) int64 { return int64(1000 * p.G.Cells()) }

// routeSide: Numberlink boards this wide or tall are routed before the
// colouring counter's quick pass (solveNumberlink).
const routeSide = 16

// routeRounds bounds routeFirst's rip-up-and-reroute rounds.
const routeRounds = 3000

// The congestion costs: the present penalty starts at routePres0 and
// grows by routeGrow a round; a shared cell's history rises by routeHist
// per extra line each round. (Tried on the slow janko boards: ripping up
// every line each round, restarts every 100-300 rounds, slower growth,
// and a cost for open neighbours that makes lines hug; none routed more.)
const routePres0, routeHist, routeGrow = 0.5, 0.3, 1.3

// routeFirst looks for a first Numberlink answer by negotiated-congestion
// routing (PathFinder, McMurchie and Ebeling 1995): every pair is joined
// by a cheapest path, where a cell costs (1 + history) x (1 + penalty x
// other lines on it); each round the lines that share a cell are ripped up
// and routed again, the penalty grows and every shared cell's history
// rises, until no cell is shared. Such a routing is a Numberlink answer
// (cells may stay empty). Each line is then cut short wherever it runs
// beside itself, so the answer is touch-free like the SAT fill model's.
//
// It is a heuristic: nil means nothing found within budget pops, its
// rounds or ctx (clock read every few thousand pops); whatever it returns
// has passed p.Check. Deterministic: ties are broken by a seeded order.
func (p *Puzzle) routeFirst(ctx context.Context, budget int64) (cells []int, pops int64) {
	if p.Rules != Numberlink || expired(ctx) {
		return nil, 0
	}
	n, K := p.G.Cells(), p.Colours()
	nb := neighbourTable(p.G)
	rng := rand.New(rand.NewPCG(uint64(n), uint64(K)))
	occ := make([]int32, n)
	hist := make([]float64, n)
	paths := make([][]int32, K+1)
	r := &router{p: p, nb: nb, occ: occ, hist: hist, dist: make([]float64, n), from: make([]int32, n), seen: make([]uint32, n)}
	order := rng.Perm(K)
	pres := float64(routePres0)
	for round := 0; round < routeRounds; round++ {
		// Rip up every line that shares a cell (all of them in round 0).
		for _, i := range order {
			k := i + 1
			if paths[k] != nil {
				shared := false
				for _, c := range paths[k] {
					if occ[c] > 1 {
						shared = true
						break
					}
				}
				if !shared {
					continue
				}
				for _, c := range paths[k] {
					occ[c]--
				}
			}
			path, ok := r.route(k, pres, &pops)
			if !ok {
				return nil, pops
			}
			paths[k] = path
			for _, c := range path {
				occ[c]++
			}
			if pops > budget || r.expired(ctx, pops) {
				return nil, pops
			}
		}
		clash := false
		for c := range occ {
			if occ[c] > 1 {
				clash = true
				hist[c] += routeHist * float64(occ[c]-1)
			}
		}
		if !clash {
			break
		}
		pres *= routeGrow
		if pres > 1e6 {
			pres = 1e6
		}
		// A new order each round keeps lines from fighting the same way.
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	for c := range occ {
		if occ[c] > 1 {
			return nil, pops
		}
	}
	cells = make([]int, n)
	pos := make([]int32, n)
	for k := 1; k <= K; k++ {
		path := shortcut(paths[k], nb, pos)
		for _, c := range path {
			cells[c] = k
		}
	}
	if len(p.Check(p.answer(cells))) > 0 {
		return nil, pops
	}
	return cells, pops
}

// shortcut drops every loop a path makes beside itself: from each cell it
// jumps to the latest later cell of the path next to it.
func shortcut(path []int32, nb [][4]int32, pos []int32) []int32 {
	for i, c := range path {
		pos[c] = int32(i) + 1
	}
	var out []int32
	for i := 0; i < len(path); {
		c := path[i]
		out = append(out, c)
		next := i + 1
		for _, m := range nb[c] {
			if m >= 0 && pos[m] > 0 && int(pos[m])-1 > next {
				next = int(pos[m]) - 1
			}
		}
		i = next
	}
	for _, c := range path {
		pos[c] = 0
	}
	return out
}

type router struct {
	p     *Puzzle
	nb    [][4]int32
	occ   []int32
	hist  []float64
	dist  []float64
	from  []int32
	seen  []uint32
	stamp uint32
	h     routeHeap
	clock int64
}

// expired reads the clock once every 4096 pops or more (it is asked
// after each line's route).
func (r *router) expired(ctx context.Context, pops int64) bool {
	if pops-r.clock < 4096 {
		return false
	}
	r.clock = pops
	return expired(ctx)
}

// route is A* from one dot of colour k to the other over cells without
// another colour's dot, with the congestion costs.
func (r *router) route(k int, pres float64, pops *int64) ([]int32, bool) {
	p := r.p
	a, b := int32(p.Ends[k][0]), int32(p.Ends[k][1])
	r.stamp++
	by, bx := p.G.YX(int(b))
	hc := func(c int32) float64 {
		y, x := p.G.YX(int(c))
		return float64(abs(y-by) + abs(x-bx))
	}
	r.h = r.h[:0]
	r.dist[a], r.from[a], r.seen[a] = 0, -1, r.stamp
	heap.Push(&r.h, routeItem{hc(a), a})
	for r.h.Len() > 0 {
		it := heap.Pop(&r.h).(routeItem)
		*pops++
		c := it.c
		if it.f-hc(c) > r.dist[c]+1e-9 {
			continue // stale
		}
		if c == b {
			var path []int32
			for x := b; x >= 0; x = r.from[x] {
				path = append(path, x)
			}
			return path, true
		}
		for _, m := range r.nb[c] {
			if m < 0 || p.Dots[m] != 0 && p.Dots[m] != k {
				continue
			}
			cost := (1 + r.hist[m]) * (1 + pres*float64(r.occ[m]))
			if m == b {
				cost = 1
			}
			d := r.dist[c] + cost
			if r.seen[m] != r.stamp || d < r.dist[m]-1e-9 {
				r.seen[m], r.dist[m], r.from[m] = r.stamp, d, c
				heap.Push(&r.h, routeItem{d + hc(m), m})
			}
		}
	}
	return nil, false
}

type routeItem struct {
	f float64
	c int32
}

type routeHeap []routeItem

func (h routeHeap) Len() int           { return len(h) }
func (h routeHeap) Less(i, j int) bool { return h[i].f < h[j].f }
func (h routeHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *routeHeap) Push(x any)        { *h = append(*h, x.(routeItem)) }
func (h *routeHeap) Pop() any {
	old := *h
	it := old[len(old)-1]
	*h = old[:len(old)-1]
	return it
}
