package survo

import (
	"context"
	"math/rand/v2"
	"slices"

	"pencilbox/solver/puzzle"
)

// Local search finds solutions of large, loosely clued boards (the paper's
// 15x15 class with 12 givens has astronomically many), where the exact
// search drowns: with few givens nothing prunes until lines are nearly
// full. It places the unused numbers in the empty cells at random and then
// swaps pairs of cells to drive the total deviation of the line sums,
// sum |row sum - target| + sum |column sum - target|, to zero: each step
// takes a random cell of a line that is off and makes the best swap with
// any other empty cell (O(cells) per step, deltas in O(1)); with no
// improving swap it sometimes takes a random one, and restarts after a
// long stall. It can only find solutions, never prove there are none or
// that one is unique, so Solve uses it only to find the first solutions
// of big boards and leaves every proof to the exact search. All choices
// come from a PCG with a fixed seed, so results are reproducible.
// noise: one step in noise without an improving swap takes a random one.
const noise = 50

type local struct {
	p              *Puzzle
	cells          []int // empty cells
	val            []int
	rowDev, colDev []int
	rng            *rand.Rand
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func (l *local) start() int {
	p := l.p
	var pool []int
	used := make([]bool, p.Cells()+1)
	for _, v := range p.Givens {
		used[v] = true
	}
	for v := 1; v <= p.Cells(); v++ {
		if !used[v] {
			pool = append(pool, v)
		}
	}
	l.rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	copy(l.val, p.Givens)
	for i, c := range l.cells {
		l.val[c] = pool[i]
	}
	copy(l.rowDev, p.RowSums)
	copy(l.colDev, p.ColSums)
	for i := range l.rowDev {
		l.rowDev[i] = -l.rowDev[i]
	}
	for i := range l.colDev {
		l.colDev[i] = -l.colDev[i]
	}
	for c, v := range l.val {
		l.rowDev[c/p.Cols] += v
		l.colDev[c%p.Cols] += v
	}
	cost := 0
	for _, d := range l.rowDev {
		cost += d * d
	}
	for _, d := range l.colDev {
		cost += d * d
	}
	return cost
}

func (l *local) delta(a, b int) int {
	cols := l.p.Cols
	d := l.val[b] - l.val[a]
	ra, rb, ca, cb := a/cols, b/cols, a%cols, b%cols
	out := 0
	// (x+d)^2 - x^2 + (y-d)^2 - y^2 = 2d(x-y+d)
	if ra != rb {
		out += 2 * d * (l.rowDev[ra] - l.rowDev[rb] + d)
	}
	if ca != cb {
		out += 2 * d * (l.colDev[ca] - l.colDev[cb] + d)
	}
	return out
}

func (l *local) swap(a, b int) {
	cols := l.p.Cols
	d := l.val[b] - l.val[a]
	l.rowDev[a/cols] += d
	l.rowDev[b/cols] -= d
	l.colDev[a%cols] += d
	l.colDev[b%cols] -= d
	l.val[a], l.val[b] = l.val[b], l.val[a]
}

// repair finishes what single swaps cannot. Near the end a few lines are
// off by a little, and the row deviations (like the column deviations)
// add up to zero. Two rows i (too large) and j (too small) are fixed
// without touching any column by swapping the two cells of some columns
// between them: swapping column x moves d_x = v(j,x) - v(i,x) from row j
// to row i, so a subset of columns whose d_x add up to the excess is the
// repair, a subset sum over at most Cols items (dynamic programming over
// the reachable sums). Rows are paired until none is off, then columns by
// the same swaps within rows. It returns the cost left (0 when solved).
func (l *local) repair(ctx context.Context) (int, int64) {
	p := l.p
	for pass := 0; pass < 2; pass++ {
		rows := pass == 0
		for guard := 0; guard < 4*(p.Rows+p.Cols); guard++ {
			dev, lines, cross := l.rowDev, p.Rows, p.Cols
			if !rows {
				dev, lines, cross = l.colDev, p.Cols, p.Rows
			}
			hi, lo := 0, 0
			for i := 1; i < lines; i++ {
				if dev[i] > dev[hi] {
					hi = i
				}
				if dev[i] < dev[lo] {
					lo = i
				}
			}
			if dev[hi] <= 0 {
				break
			}
			cellAt := func(line, x int) int {
				if rows {
					return line*p.Cols + x
				}
				return x*p.Cols + line
			}
			var items []int // cross indices
			var diffs []int
			for x := 0; x < cross; x++ {
				a, b := cellAt(hi, x), cellAt(lo, x)
				if p.Givens[a] == 0 && p.Givens[b] == 0 {
					items = append(items, x)
					diffs = append(diffs, l.val[b]-l.val[a])
				}
			}
			sub := subsetSum(diffs, -min(dev[hi], -dev[lo]))
			if sub == nil {
				break
			}
			for _, k := range sub {
				l.swap(cellAt(hi, items[k]), cellAt(lo, items[k]))
			}
		}
	}
	cost := 0
	for _, d := range l.rowDev {
		cost += d * d
	}
	for _, d := range l.colDev {
		cost += d * d
	}
	return cost, 1
}

// subsetSum returns the indices of a subset of diffs adding up to a value
// between want and 0 (want itself if possible, else the closest to it),
// or nil when only the empty subset is possible.
func subsetSum(diffs []int, want int) []int {
	span := 0
	for _, d := range diffs {
		span += abs(d)
	}
	size := 2*span + 1
	// via[k][s] = 1 + whether item k was used to first reach sum s-span
	// among items 0..k; reach tracked in a flat layer per item.
	reach := make([][]int8, len(diffs)+1)
	reach[0] = make([]int8, size)
	reach[0][span] = 1
	for k, d := range diffs {
		prev := reach[k]
		cur := make([]int8, size)
		for s := 0; s < size; s++ {
			if prev[s] != 0 {
				cur[s] = 1 // reached without item k
			}
		}
		for s := 0; s < size; s++ {
			if prev[s] != 0 && s+d >= 0 && s+d < size && cur[s+d] == 0 {
				cur[s+d] = 2 // reached with item k
			}
		}
		reach[k+1] = cur
	}
	last := reach[len(diffs)]
	best := 0
	for t := want; t != 0; t -= sign(want) {
		if t+span >= 0 && t+span < size && last[t+span] != 0 {
			best = t
			break
		}
	}
	if best == 0 {
		return nil
	}
	var out []int
	s := best + span
	for k := len(diffs); k > 0; k-- {
		if reach[k][s] == 2 {
			out = append(out, k-1)
			s -= diffs[k-1]
		}
	}
	return out
}

func sign(x int) int {
	if x < 0 {
		return -1
	}
	return 1
}

// localSolutions looks for up to limit distinct solutions within maxSteps
// swap steps in total (checking ctx every 1024 steps). It returns what it
// found and the steps it used.
func localSolutions(ctx context.Context, p *Puzzle, limit int, maxSteps int64, seed uint64) ([][]int, int64) {
	l := &local{p: p, val: make([]int, p.Cells()), rowDev: make([]int, p.Rows), colDev: make([]int, p.Cols)}
	for c, v := range p.Givens {
		if v == 0 {
			l.cells = append(l.cells, c)
		}
	}
	if len(l.cells) < 2 {
		return nil, 0
	}
	l.rng = rand.New(rand.NewPCG(seed, 0x5ca1ab1e))
	var found [][]int
	stall := int64(50 * len(l.cells))
	var steps int64
	for steps < maxSteps && len(found) < limit {
		cost := l.start()
		best, since := cost, int64(0)
		for steps < maxSteps && since < stall {
			steps++
			since++
			if steps&1023 == 0 && puzzle.Expired(ctx) {
				return found, steps
			}
			if cost == 0 {
				break
			}
			// A random empty cell on a line that is off.
			var a int
			for {
				a = l.cells[l.rng.IntN(len(l.cells))]
				if l.rowDev[a/p.Cols] != 0 || l.colDev[a%p.Cols] != 0 {
					break
				}
			}
			bestB, bestD, ties := -1, 1<<30, 0
			for _, b := range l.cells {
				if b == a {
					continue
				}
				d := l.delta(a, b)
				switch {
				case d < bestD:
					bestB, bestD, ties = b, d, 1
				case d == bestD:
					ties++
					if l.rng.IntN(ties) == 0 {
						bestB = b
					}
				}
			}
			if bestD >= 0 && l.rng.IntN(noise) == 0 {
				bestB = l.cells[l.rng.IntN(len(l.cells))]
				if bestB == a {
					continue
				}
				bestD = l.delta(a, bestB)
			}
			l.swap(a, bestB)
			cost += bestD
			if cost < best {
				best, since = cost, 0
			}
		}
		if cost > 0 {
			var used int64
			cost, used = l.repair(ctx)
			steps += used
		}
		if cost == 0 {
			dup := false
			for _, f := range found {
				dup = dup || slices.Equal(f, l.val)
			}
			if !dup {
				found = append(found, slices.Clone(l.val))
			}
		}
	}
	return found, steps
}
