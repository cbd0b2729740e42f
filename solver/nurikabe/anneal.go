package nurikabe

import (
	"context"
	"math"
	"slices"
)

// A local search for answers of large, loose boards. The scale suite's
// boards (islands of 2-20 cells and more, one number each, nothing else
// given) leave nearly every cell open after the rules, and both the SAT
// model and the depth-first search fail there from 16x16 up: the board is
// a tight packing (the islands' sizes add up to exactly the unshaded
// area, and every 2x2 block needs one of their cells), so a wrong choice
// shows only much later. Such boards have many answers, though, and a
// repair search finds them: islands that are always connected, of at most
// their size and never touching, a wall that is always connected; what
// may still be wrong is counted (2x2 wall blocks, and cells an island
// lacks) and moves are accepted by simulated annealing until nothing is
// wrong. The moves: an island takes a wall cell (growing, or giving up
// another of its cells), aimed at a 2x2 wall block or an island short of
// cells; an island that cannot grow pushes a neighbour away, steals the
// cell a neighbour blocks (the shortfall moves to the neighbour), hands
// the shortfall along a chain of neighbours to the nearest island with
// room (annealchain.go) or kicks an island near it; after a few cycles
// without progress the islands around one of the last defects are
// stripped and regrown (ruin), and a cycle that ends with a few defects
// is followed by local cycles around them. It only finds answers (each
// goes to the checker); it proves nothing, so Solve runs it before the
// exact methods: two different answers make Multiple, one answer is kept
// as the first answer while the exact methods try to settle the rest.

// annealer is the repair search's state.
type annealer struct {
	b     *board
	rng   annealRand
	cols  int
	rows  int
	owner []int32 // island index per cell, -1 for wall
	fixed []bool  // decided wall (from the rules): never an island cell
	clue  []int   // per island, its clue cell
	want  []int   // per island, its size
	cells [][]int32
	pos   []int32 // index of a cell in its island's cells
	pools int     // 2x2 blocks of wall: len(pooled.list)
	// pooled lists the 2x2 wall blocks by top-left cell.
	pooled memberList
	short  int // cells the islands lack, summed
	// lacking lists the islands that lack cells; kept by add and remove.
	lacking memberList
	// wall mirrors owner < 0 on the board framed by one row or column
	// of non-wall on every side (the outside), so that the contour walk
	// (wallcontour.go) steps by adding an offset; kept by add, remove
	// and the moves that try a cell as wall.
	wall []bool
	// scratch for the connectivity checks
	mark  []uint32
	tick  uint32
	queue []int32
	moves int64 // made by run
	// troubled counts, per island, the cycle ends (full or local) at
	// which it lacked cells.
	troubled []int
	// scratch for chain (annealchain.go)
	chainAt    []chainLink
	chainSeen  []uint32
	chainTick  uint32
	chainQueue []int32
	chainPath  []int32
}

// noteTrouble counts a cycle's end in troubled.
func (a *annealer) noteTrouble() {
	for _, i := range a.lacking.list {
		a.troubled[i]++
	}
}

// newAnnealer starts from the rules' board: every numbered island grown
// greedily from its clue as far as it legally can, never into a cell the
// rules made wall (the rules' unshaded cells are left to the checker: an
// answer must have them anyway), the islands of first (by index) each in
// full before the others. It fails (nil) for boards with a "?" clue or
// none.
func newAnnealer(b *board, seed uint64, first []int32) *annealer {
	p := b.p
	n := len(b.v)
	a := &annealer{b: b, rng: newAnnealRand(seed), cols: p.G.Cols, rows: p.G.Rows,
		owner: make([]int32, n), fixed: make([]bool, n), pos: make([]int32, n), mark: make([]uint32, n)}
	a.wall = make([]bool, (a.rows+2)*(a.cols+2))
	for c := range a.owner {
		a.owner[c] = -1
		a.fixed[c] = b.v[c] == wallV
		a.wall[a.framed(c)] = true
	}
	for c, k := range p.Clues {
		if k == NoClue {
			continue
		}
		if k == AnySize {
			return nil
		}
		i := int32(len(a.clue))
		a.clue = append(a.clue, c)
		a.want = append(a.want, k)
		a.cells = append(a.cells, nil)
		a.lacking.at = append(a.lacking.at, -1)
		a.add(c, i)
	}
	if len(a.clue) == 0 {
		return nil
	}
	a.troubled = make([]int, len(a.clue))
	for _, i := range first {
		for fails := 0; len(a.cells[i]) < a.want[i] && fails < 8; {
			if x := a.randomGrowth(i); x >= 0 && a.wallStaysWhole(x) {
				a.add(x, i)
				fails = 0
			} else {
				fails++
			}
		}
	}
	// Grow round robin, one random legal cell per island and round.
	for grown := true; grown; {
		grown = false
		for i := range a.clue {
			if len(a.cells[i]) >= a.want[i] {
				continue
			}
			if x := a.randomGrowth(int32(i)); x >= 0 && a.wallStaysWhole(x) {
				a.add(x, int32(i))
				grown = true
			}
		}
	}
	a.pooled.at = make([]int32, n)
	a.recount()
	return a
}

func (a *annealer) add(c int, i int32) {
	a.owner[c] = i
	a.wall[a.framed(c)] = false
	a.pos[c] = int32(len(a.cells[i]))
	a.cells[i] = append(a.cells[i], int32(c))
	a.noteShort(i)
}

// noteShort brings island i's entry in the list of islands that lack
// cells up to date.
func (a *annealer) noteShort(i int32) {
	on := len(a.cells[i]) < a.want[i]
	a.lacking.mark(i, on)
}

// memberList is a set of small integers kept as a list, for drawing a
// member at random, with each integer's index in it (at; -1: not in), for
// adding and removing one in constant time.
type memberList struct {
	list []int32
	at   []int32
}

// mark puts k in the set or takes it out.
func (m *memberList) mark(k int32, in bool) {
	switch at := m.at[k]; {
	case in && at < 0:
		m.at[k] = int32(len(m.list))
		m.list = append(m.list, k)
	case !in && at >= 0:
		last := m.list[len(m.list)-1]
		m.list[at] = last
		m.at[last] = at
		m.list = m.list[:len(m.list)-1]
		m.at[k] = -1
	}
}

// framed is cell c's index in wall.
func (a *annealer) framed(c int) int {
	return (c/a.cols+1)*(a.cols+2) + c%a.cols + 1
}

// setWall gives cell c the owner o for a trial (o < 0: wall), keeping
// wall in step; the trial puts the owner back the same way.
func (a *annealer) setWall(c int, o int32) {
	a.owner[c] = o
	a.wall[a.framed(c)] = o < 0
}

func (a *annealer) remove(c int) {
	i := a.owner[c]
	cs := a.cells[i]
	k := a.pos[c]
	last := cs[len(cs)-1]
	cs[k] = last
	a.pos[last] = k
	a.cells[i] = cs[:len(cs)-1]
	a.owner[c] = -1
	a.wall[a.framed(c)] = true
	a.noteShort(i)
}

// pool says whether the 2x2 block with top-left cell c is all wall.
func (a *annealer) pool(c int) bool {
	return a.framedPool(a.framed(c))
}

// framedPool says whether the 2x2 block with top-left framed index t is
// all wall (never, when it reaches into the frame).
func (a *annealer) framedPool(t int) bool {
	w := a.cols + 2
	return a.wall[t] && a.wall[t+1] && a.wall[t+w] && a.wall[t+w+1]
}

// poolsAround counts the all-wall blocks holding the cell at framed
// index f.
func (a *annealer) poolsAround(f int) int {
	w := a.cols + 2
	n := 0
	for _, t := range [4]int{f - w - 1, f - w, f - 1, f} {
		if a.framedPool(t) {
			n++
		}
	}
	return n
}

// mayJoin says whether wall cell x may join island i: not decided wall,
// next to island i and to no other island.
func (a *annealer) mayJoin(x int, i int32) bool {
	if a.owner[x] >= 0 || a.fixed[x] {
		return false
	}
	next := false
	for _, d := range a.b.gr.Adj[x] {
		switch o := a.owner[d]; {
		case o == i:
			next = true
		case o >= 0:
			return false
		}
	}
	return next
}

// randomGrowth is a random wall cell island i may take, or -1.
func (a *annealer) randomGrowth(i int32) int {
	cs := a.cells[i]
	for try := 0; try < 8; try++ {
		c := cs[a.rng.IntN(len(cs))]
		adj := a.b.gr.Adj[c]
		d := int(adj[a.rng.IntN(len(adj))])
		if a.mayJoin(d, i) {
			return d
		}
	}
	return -1
}

// wallStaysWhole says whether wall cell x may turn white without cutting
// the wall: its wall neighbours must stay joined. Those joined around x
// through its eight neighbours are; the rest walk the contours
// (wallcontour.go).
func (a *annealer) wallStaysWhole(x int) bool {
	n := 0
	for _, d := range a.b.gr.Adj[x] {
		if a.owner[d] < 0 {
			n++
		}
	}
	if n <= 1 {
		return true // a wall end, or a wall cell already apart
	}
	if a.ringJoined(x) {
		return true
	}
	return a.contourJoined(x)
}

// ringJoined says whether x's orthogonal wall neighbours are joined by
// wall around x: walking x's eight neighbours in order, they all lie in
// one run of wall cells.
func (a *annealer) ringJoined(x int) bool {
	y0, x0 := x/a.cols, x%a.cols
	// Clockwise from the top: N, NE, E, SE, S, SW, W, NW.
	dy := [8]int{-1, -1, 0, 1, 1, 1, 0, -1}
	dx := [8]int{0, 1, 1, 1, 0, -1, -1, -1}
	var wall [8]bool
	for k := range 8 {
		yy, xx := y0+dy[k], x0+dx[k]
		wall[k] = yy >= 0 && xx >= 0 && yy < a.rows && xx < a.cols && a.owner[yy*a.cols+xx] < 0
	}
	// Count runs of wall that hold an orthogonal neighbour.
	runs := 0
	for k := 0; k < 8; k += 2 {
		if !wall[k] {
			continue
		}
		// k starts a new run unless the run reaches it from behind
		// through wall cells back to the previous orthogonal one.
		prev := (k + 6) % 8
		if wall[(k+7)%8] && wall[prev] {
			continue
		}
		runs++
	}
	if runs == 0 {
		return true // every ring cell is wall: all joined
	}
	return runs == 1
}

// islandWhole says whether island i stays connected without cell r and
// with cell x (x < 0 for none).
func (a *annealer) islandWhole(i int32, r, x int) bool {
	a.tick++
	a.mark[r] = a.tick
	start := int32(a.clue[i])
	a.mark[start] = a.tick
	q := append(a.queue[:0], start)
	for h := 0; h < len(q); h++ {
		for _, e := range a.b.gr.Adj[q[h]] {
			if a.mark[e] == a.tick || (a.owner[e] != i && int(e) != x) {
				continue
			}
			a.mark[e] = a.tick
			q = append(q, e)
		}
	}
	a.queue = q
	want := len(a.cells[i]) - 1
	if x >= 0 {
		want++
	}
	return len(q) == want
}

// cost is what is still wrong.
func (a *annealer) cost() int { return a.pools + a.short }

// step tries one move at temperature t.
func (a *annealer) step(t float64) {
	// Aim at something wrong: a cell of a 2x2 wall block, or an island
	// that lacks cells.
	if a.pools > 0 && (a.short == 0 || a.rng.IntN(2) == 0) {
		if x, i := a.poolCell(); x >= 0 {
			a.move(i, x, t)
			return
		}
		if a.rng.IntN(2) == 0 {
			// No island may take a cell of the blocks tried: move one
			// near a block.
			a.kickFrom(int(a.pooled.list[a.rng.IntN(len(a.pooled.list))]), -1, t)
			return
		}

	}
	i := int32(a.rng.IntN(len(a.clue)))
	for try := 0; try < 16 && a.short > 0 && len(a.cells[i]) >= a.want[i] && a.rng.IntN(3) != 0; try++ {
		i = int32(a.rng.IntN(len(a.clue)))
	}
	a.reshape(i, t)
}

// reshape lets island i take a wall cell beside it or, when that move is
// refused and i still lacks cells, pushes, kicks, chains or steals for it.
func (a *annealer) reshape(i int32, t float64) {
	if x := a.randomGrowth(i); x >= 0 && a.move(i, x, t) {
		return
	}
	if len(a.cells[i]) < a.want[i] {
		switch a.rng.IntN(4) {
		case 0:
			a.push(i, t)
		case 1:
			a.kick(i, t)
		case 2:
			a.chain(i, t)
		default:
			a.steal(i, t)
		}
	}
}

// localStep is step in a local cycle: it moves an island (or lets one
// take a wall cell) at a random cell within annealReach rows and columns
// of a random defect.
func (a *annealer) localStep(t float64) {
	defects := len(a.lacking.list) + a.pools
	if defects == 0 {
		return // run leaves local cycles at cost 0; never reached
	}
	var d int
	if k := a.rng.IntN(defects); k < a.pools {
		d = int(a.pooled.list[k])
	} else {
		cs := a.cells[a.lacking.list[k-a.pools]]
		d = int(cs[a.rng.IntN(len(cs))])
	}
	r := annealReach
	y := min(max(d/a.cols+a.rng.IntN(2*r+1)-r, 0), a.rows-1)
	x := min(max(d%a.cols+a.rng.IntN(2*r+1)-r, 0), a.cols-1)
	c := y*a.cols + x
	j := a.owner[c]
	if j < 0 {
		if a.fixed[c] {
			return
		}
		adj := a.b.gr.Adj[c]
		if j = a.owner[adj[a.rng.IntN(len(adj))]]; j >= 0 {
			a.move(j, c, t)
		}
		return
	}
	a.reshape(j, t)
}

// wallBeside picks a random neighbour of a random cell of island i; ok
// when it is a wall cell the rules left free to move.
func (a *annealer) wallBeside(i int32) (x int, ok bool) {
	cs := a.cells[i]
	c := cs[a.rng.IntN(len(cs))]
	adj := a.b.gr.Adj[c]
	x = int(adj[a.rng.IntN(len(adj))])
	return x, a.owner[x] < 0 && !a.fixed[x]
}

// steal lets island i, which cannot grow, take a wall cell x that
// another island j touches with one cell e: e turns wall, so the cell i
// lacked is now one that j lacks (j may have room elsewhere).
func (a *annealer) steal(i int32, t float64) {
	x, ok := a.wallBeside(i)
	if !ok {
		return
	}
	e, j := -1, int32(-1)
	for _, d := range a.b.gr.Adj[x] {
		switch o := a.owner[d]; {
		case o < 0 || o == i:
		case e >= 0:
			return // two cells of other islands
		default:
			e, j = int(d), o
		}
	}
	if e < 0 || e == a.clue[j] || !a.hasWallBeside(e, x) {
		return
	}
	dPools := a.poolDelta(e, x)
	if dPools > 0 && (t <= 0 || a.rng.Float64() >= math.Exp(-float64(dPools)/t)) {
		return
	}
	if !a.islandWhole(j, e, -1) {
		return
	}
	a.setWall(e, -1)
	ok = a.wallStaysWhole(x)
	a.setWall(e, j)
	if !ok {
		return
	}
	a.remove(e)
	a.add(x, i)
	a.notePools(x)
	a.notePools(e)
}

// poolDelta is the change in 2x2 wall blocks when cell r (-1: none)
// turns wall and wall cell x turns white (joins an island).
func (a *annealer) poolDelta(r, x int) int {
	xf := a.framed(x)
	if r < 0 {
		return -a.poolsAround(xf) // x's blocks all stop being wall
	}
	rf := a.framed(r)
	// r and x may share a block: count it once.
	before := a.poolsAround(xf) + a.poolsAround(rf) - a.sharedPools(rf, xf)
	a.wall[xf], a.wall[rf] = false, true
	after := a.poolsAround(xf) + a.poolsAround(rf) - a.sharedPools(rf, xf)
	a.wall[xf], a.wall[rf] = true, false
	return after - before
}

// kick shifts an island near island i, which cannot grow: a short random
// walk from one of i's cells to another island's cell, which moves. The
// room i lacks is usually held by its neighbours, and random shifts
// near it carry it there faster than shifts anywhere.
func (a *annealer) kick(i int32, t float64) {
	cs := a.cells[i]
	a.kickFrom(int(cs[a.rng.IntN(len(cs))]), i, t)
}

// kickFrom walks at random from cell c to a cell of an island other than
// i (-1: any) and moves that island.
func (a *annealer) kickFrom(c int, i int32, t float64) {
	for steps := 0; steps < 8; steps++ {
		adj := a.b.gr.Adj[c]
		c = int(adj[a.rng.IntN(len(adj))])
		if j := a.owner[c]; j >= 0 && j != i {
			if x := a.randomGrowth(j); x >= 0 {
				a.move(j, x, t)
			}
			return
		}
	}
}

// poolCell is a cell of a random 2x2 wall block that some island may
// take, with that island, or -1.
func (a *annealer) poolCell() (int, int32) {
	for try := 0; try < 4; try++ {
		c := int(a.pooled.list[a.rng.IntN(len(a.pooled.list))])
		cs := [4]int{c, c + 1, c + a.cols, c + a.cols + 1}
		k0 := a.rng.IntN(4)
		for k := range 4 {
			d := cs[(k0+k)%4]
			for _, e := range a.b.gr.Adj[d] {
				if o := a.owner[e]; o >= 0 && a.mayJoin(d, o) {
					return d, o
				}
			}
		}
	}
	return -1, -1
}

// push makes room for island i, which cannot grow: a wall cell beside it
// that another island also touches is given up by that island (which
// takes a cell elsewhere).
func (a *annealer) push(i int32, t float64) {
	x, ok := a.wallBeside(i)
	if !ok {
		return
	}
	for _, e := range a.b.gr.Adj[x] {
		j := a.owner[e]
		if j < 0 || j == i || int(e) == a.clue[j] {
			continue
		}
		y := a.randomGrowth(j)
		if y < 0 {
			return
		}
		a.shift(j, int(e), y, t)
		return
	}
}

// move lets island i take wall cell x: it grows when it lacks cells (and
// now and then shifts anyway), else it gives up another of its cells.
// An island that lacks cells but may not grow into x (a growth is never
// refused by the temperature, only by the wall, which x would cut)
// shifts instead: the cell it gives up may reopen the wall's way round
// x, and an island walled in by its own wall passages has no other move
// of its own. On the scale suite's boards of islands of 1-9 cells (30
// seeds each, BenchmarkAnnealSpread) this took the slowest, a 64x64 with
// a 17-cell island walled in by decided wall and other clues, from a
// median of 1,840 moves per cell and a run past 60 s to 980 and at most
// 4,220; the other eight boards stayed about as they were.
func (a *annealer) move(i int32, x int, t float64) bool {
	grow := len(a.cells[i]) < a.want[i]
	if grow && a.rng.IntN(8) != 0 {
		if a.shift(i, -1, x, t) {
			return true
		}
	}
	cs := a.cells[i]
	for try := 0; try < 6; try++ {
		c := int(cs[a.rng.IntN(len(cs))])
		if c != a.clue[i] {
			return a.shift(i, c, x, t)
		}
	}
	return false
}

// shift moves island i's cell r (-1: none, the island grows) to wall cell
// x when the move is legal and the temperature accepts it.
func (a *annealer) shift(i int32, r, x int, t float64) bool {
	if r >= 0 && !a.hasWallBeside(r, x) || !a.mayJoin(x, i) {
		return false
	}
	dPools := a.poolDelta(r, x)
	dShort := 0
	if r < 0 {
		dShort = -1
	}
	delta := dPools + dShort
	if delta > 0 && (t <= 0 || a.rng.Float64() >= math.Exp(-float64(delta)/t)) {
		return false
	}
	// The costly checks last, on accepted moves only. The wall is checked
	// with r already in it: an island may slide across a wall passage
	// that r then reopens.
	if r >= 0 && !a.islandWhole(i, r, x) {
		return false
	}
	if r >= 0 {
		a.setWall(r, -1)
	}
	ok := a.wallStaysWhole(x)
	if r >= 0 {
		a.setWall(r, i)
	}
	if !ok {
		return false
	}
	if r >= 0 {
		a.remove(r)
	}
	a.add(x, i)
	a.short += dShort
	a.notePools(x)
	if r >= 0 {
		a.notePools(r)
	}
	return true
}

// notePools brings the list of 2x2 wall blocks up to date around c.
func (a *annealer) notePools(c int) {
	y, x := c/a.cols, c%a.cols
	for yy := max(y-1, 0); yy <= y && yy+1 < a.rows; yy++ {
		for xx := max(x-1, 0); xx <= x && xx+1 < a.cols; xx++ {
			k := yy*a.cols + xx
			a.pooled.mark(int32(k), a.pool(k))
		}
	}
	a.pools = len(a.pooled.list)
}

// sharedPools counts the all-wall blocks holding both the cells at
// framed indices rf and xf (counted twice by poolsAround), as the board
// stands. A block reaching into the frame is never all wall, so the
// index arithmetic needs no bounds.
func (a *annealer) sharedPools(rf, xf int) int {
	w := a.cols + 2
	n := 0
	for _, t := range [4]int{xf - w - 1, xf - w, xf - 1, xf} {
		if (rf == t || rf == t+1 || rf == t+w || rf == t+w+1) && a.framedPool(t) {
			n++
		}
	}
	return n
}

// hasWallBeside says whether c, turned to wall, touches wall other than x
// (which turns white in the same move): else it would be wall apart.
func (a *annealer) hasWallBeside(c, x int) bool {
	for _, d := range a.b.gr.Adj[c] {
		if int(d) != x && a.owner[d] < 0 {
			return true
		}
	}
	return false
}

// answer is the current state as a board answer.
func (a *annealer) answer() Answer {
	ans := Answer{P: a.b.p, Cells: make([]uint8, len(a.owner))}
	for c, o := range a.owner {
		if o < 0 {
			ans.Cells[c] = Wall
		} else {
			ans.Cells[c] = Dot
		}
	}
	return ans
}

// run anneals for at most moves moves (and until ctx ends) and returns
// the answers the checker accepted, at most limit, pairwise different.
// After the first it looks for a second among the answers one move away
// (twin), then walks on among answers for at most walk moves.
func (a *annealer) run(ctx context.Context, moves, walk int64, limit int) []Answer {
	var found []Answer
	t := annealHot
	cool := math.Exp(math.Log(annealCold/annealHot) / (annealCycle * float64(len(a.owner))))
	best, stalled := a.cost(), 0 // the least cost at a cycle's end, cycles since
	local := 0                   // local cycles left
	reach := float64((2*annealReach + 1) * (2*annealReach + 1))
	lcool := math.Exp(math.Log(annealCold/annealHot) / (annealCycle * reach))
	for m := int64(0); m < moves; m++ {
		a.moves++
		if m&1023 == 0 && expired(ctx) {
			break
		}
		if local > 0 {
			a.localStep(t)
		} else {
			a.step(t)
		}
		if a.cost() == 0 {
			ans := a.answer()
			if a.b.p.Check(ans) == nil && !seen(found, ans) {
				found = append(found, ans)
				for len(found) < limit {
					tw, ok := a.twin(found)
					if !ok {
						break
					}
					found = append(found, tw)
				}
				if len(found) >= limit {
					break
				}
				moves = min(moves, m+walk)
			}
			t = annealHot // keep walking among answers (neutral moves)
			local = 0
		}
		if local > 0 {
			t *= lcool
			if t < annealCold {
				t = annealHot
				local--
				a.noteTrouble()
			}
			continue
		}
		// Cool slowly, reheat when stuck; a few defects left at the end of
		// a cycle are torn up with the islands around them, then get
		// local cycles of their own.
		t *= cool
		if t < annealCold {
			t = annealHot
			a.noteTrouble()
			c := a.cost()
			if c < best {
				best, stalled = c, 0
			} else {
				stalled++
			}
			if c > 0 && c <= annealRuin && stalled >= annealStall {
				a.ruin()
				stalled = 0
			}
			if c := a.cost(); c > 0 && c <= annealLocalMax {
				local = annealLocal
			}
		}
	}
	return found
}

// twin looks for an answer one move from the current one (cost 0) that
// is not among found: an island gives up one of its cells and takes a
// wall cell beside it, every rule kept. Answers of loose boards have many
// such twins; a twin the checker accepts proves "multiple" at once,
// where the walk among answers took up to a few cycles. The board is put
// back as it was.
func (a *annealer) twin(found []Answer) (Answer, bool) {
	for x := range a.owner {
		if a.owner[x] >= 0 || a.fixed[x] {
			continue
		}
		i := int32(-1)
		for _, d := range a.b.gr.Adj[x] {
			if o := a.owner[d]; o >= 0 {
				if i >= 0 && o != i {
					i = -2 // two islands: x must stay wall
					break
				}
				i = o
			}
		}
		if i < 0 {
			continue
		}
		for _, r := range a.cells[i] {
			r := int(r)
			if r == a.clue[i] || !a.hasWallBeside(r, x) || a.poolDelta(r, x) != 0 {
				continue
			}
			if !a.shift(i, r, x, 0) {
				continue
			}
			ans := a.answer()
			ok := a.cost() == 0 && a.b.p.Check(ans) == nil && !seen(found, ans)
			// Back: the reverse of a legal move is legal (were it refused,
			// the board would still be an answer, only another one).
			a.shift(i, x, r, 0)
			if ok {
				return ans, true
			}
		}
	}
	return Answer{}, false
}

// ruin strips the islands near one defect (a 2x2 wall block or a cell
// of an island that lacks cells) to their clue cells, so that the next
// cycle regrows them: the last defects of a cycle are usually held in
// place by the islands around them, which single moves rarely undo all
// at once. The wall gains the stripped cells, so it stays whole unless a
// stripped part only touched its own clue (checked, then undone).
func (a *annealer) ruin() {
	var c int
	if a.pools > 0 {
		c = int(a.pooled.list[a.rng.IntN(len(a.pooled.list))])
	} else {
		var short []int
		for i := range a.clue {
			if len(a.cells[i]) < a.want[i] {
				short = append(short, i)
			}
		}
		cs := a.cells[short[a.rng.IntN(len(short))]]
		c = int(cs[a.rng.IntN(len(cs))])
	}
	y0, x0 := c/a.cols, c%a.cols
	var strip []int32
	for y := max(0, y0-annealRadius); y <= min(a.rows-1, y0+annealRadius); y++ {
		for x := max(0, x0-annealRadius); x <= min(a.cols-1, x0+annealRadius); x++ {
			if i := a.owner[y*a.cols+x]; i >= 0 && !containsIsland(strip, i) {
				strip = append(strip, i)
			}
		}
	}
	saved := make([][]int32, len(strip))
	for k, i := range strip {
		saved[k] = append([]int32(nil), a.cells[i]...)
		for _, d := range saved[k] {
			if int(d) != a.clue[i] {
				a.remove(int(d))
			}
		}
	}
	if _, n := a.b.gr.Components(func(d int) bool { return a.owner[d] < 0 }); n > 1 {
		for k, i := range strip {
			for _, d := range saved[k] {
				if a.owner[d] < 0 {
					a.add(int(d), i)
				}
			}
		}
	}
	a.recount()
}

func containsIsland(is []int32, i int32) bool {
	for _, j := range is {
		if j == i {
			return true
		}
	}
	return false
}

// recount sets the 2x2 wall blocks and the cells lacking from scratch.
func (a *annealer) recount() {
	a.pooled.list = a.pooled.list[:0]
	for c := range a.pooled.at {
		a.pooled.at[c] = -1
	}
	for y := 0; y+1 < a.rows; y++ {
		for x := 0; x+1 < a.cols; x++ {
			if c := y*a.cols + x; a.pool(c) {
				a.pooled.mark(int32(c), true)
			}
		}
	}
	a.pools = len(a.pooled.list)
	a.short = 0
	for i := range a.clue {
		a.short += a.want[i] - len(a.cells[i])
	}
}

// annealRuin is the most defects ruin tears up at the end of a cycle,
// and only after annealStall cycles that ended no better than the best
// (ruin costs the boards of large islands more than it gains them:
// stripped 20-cell islands take long to regrow); annealRadius is how far
// from the defect (in rows and columns) the islands it strips reach.
const (
	annealRuin   = 4
	annealRadius = 2
	annealStall  = 3
)

// Local cycles. A cycle over the whole board ends with a few defects far
// more often than with none (on a 64x64 with islands of 1-9 cells, one
// in 25 ends clean), and the next full cycle scrambles the board again
// to clear them: the defects need that heat, but only around them. So a
// cycle that ends with at most annealLocalMax defects is followed by
// annealLocal local cycles: the same schedule (annealHot to annealCold,
// annealCycle moves per cell) over the square within annealReach rows
// and columns of the defects only, each move aimed at a random cell of
// that square (localStep), about 1/15 of a full cycle's moves each on
// a 64x64. Measured on that board (10 seeds, single runs capped at 4,000
// moves per cell): full cycles alone answered 5 runs, with local cycles
// 9; reaches of 6-10 and 10-30 local cycles did about as well. With
// cycles half as long (annealCycle) they are twice as many, the same
// local moves in all.
//
// Per move, local cycles answer far more often than full ones: on the
// scale suite's slowest 64x64 with islands of 1-9 cells (30 seeds), 28
// of the 30 answers came in local cycles, which had about half of the
// moves, and a phase that began with 4-6 defects answered as often as
// one that began with 1-3 (14 of 111 against 16 of 123). So phases
// begin at up to 10 defects, not 6: on that board (90 seeds) the mean
// went from 680 moves per cell to 520, the p90 from 1,430 to 940, and
// runs past 1,500 from 7 to 4; 12 did about as well as 10, 8 no better
// than 6 (30 seeds), and 150 local cycles a phase no better than 60.
const (
	annealLocal    = 60
	annealLocalMax = 10
	annealReach    = 8
)

func seen(found []Answer, a Answer) bool {
	for _, f := range found {
		if f.String() == a.String() {
			return true
		}
	}
	return false
}

// The schedule: the temperature falls from annealHot to annealCold over
// annealCycle moves per cell, then starts again. A move's cost is a
// count of cells or blocks, so at 2.0 a move that costs one more is
// taken about 60% of the time, at 0.05 almost never. Short cycles answer
// sooner than long ones: runs capped at 600 moves per cell on the 64x64
// with islands of 1-9 cells answered 10 of 40 seeds at 20 moves per
// cycle, 15 at 10 (13 at 14); on a 50x50 with islands up to 29 cells and
// a 64x64 with islands of 2-20 (20 seeds each) the median run answered
// 25% and 12% sooner and none of 40 failed within 1,000 moves per cell
// (2 did at 20).
const (
	annealHot   = 2.0
	annealCold  = 0.05
	annealCycle = 10
)

// annealOpen is the open part from which Solve tries the repair search
// first: at least this many cells and at least three quarters of the
// board open after the rules. Published boards stay under it (the most
// open of the large ones, two 36x20, keep 58%); the loose boards it is
// for keep nine tenths open.
const annealOpen = 400

// annealMany is the open part from which Solve tries the repair search
// first whatever share of the board it is. Trial propagation propagates
// the whole board once per open cell and pass, so its cost grows with
// the open part times the board: on 64x64 boards of islands of 1-4 cells
// (1,800-2,600 cells open after the rules) one pass took 40-57 s and
// decided 200 cells more, and on 50x50 ones (1,000-1,900 open) it took
// most of the 15-25 s those boards needed; the repair search answered 8
// of those 12 64x64 boards and 17 of 18 50x50 ones within 5 s from the
// rules' board alone. Published boards keep at most 425 open.
const annealMany = 1000

// annealWants says whether Solve should try the repair search on b.
func (b *board) annealWants() bool {
	open := b.openCells()
	return b.walls >= 0 && open >= annealOpen && (4*open >= 3*len(b.v) || open >= annealMany)
}

// anneal runs the repair search from b (after the rules) for at most a
// move budget proportional to the board (so that its answers do not
// depend on the machine) and until ctx ends, restarting from a new
// seed with a larger budget when one run finds no answer. It returns up
// to limit pairwise different answers, each accepted by the checker.
//
// A restart learns from the runs before it: the annealLearn islands that
// lacked cells at the most cycle ends so far grow first, each in full,
// before the others start. A board's slow runs mostly end their cycles
// with the same island short, a large one in a tight spot that its
// smaller neighbours fill before it has grown (on the scale suite's
// slowest 64x64, a 17-cell island among decided wall and other clues);
// grown first, it takes its room, and what is left to repair lies with
// the small islands, which move more easily.
func (p *Puzzle) anneal(ctx context.Context, b *board, limit int) []Answer {
	found, _ := annealFrom(ctx, b, limit, 1, annealBudget)
	return found
}

// annealFrom is anneal with the first run's seed given (each restart
// takes the next), also returning the moves made in all.
func annealFrom(ctx context.Context, b *board, limit int, seed uint64, budget int64) (found []Answer, made int64) {
	n := int64(len(b.v))
	total := budget * n
	var troubled []int
	var first []int32
	for run := annealFirst * n; total > 0 && !expired(ctx); seed, run = seed+1, run*annealGrowth/10 {
		a := newAnnealer(b, seed, first)
		if a == nil {
			return nil, made
		}
		moves := min(run, total)
		total -= moves
		answers := a.run(ctx, moves, annealWalk*n, limit)
		made += a.moves
		if troubled == nil {
			troubled = make([]int, len(a.clue))
		}
		first = first[:0]
		for i, k := range a.troubled {
			if troubled[i] += k; troubled[i] > 0 {
				first = append(first, int32(i))
			}
		}
		slices.SortStableFunc(first, func(i, j int32) int { return troubled[j] - troubled[i] })
		first = first[:min(len(first), annealLearn)]

		for _, ans := range answers {
			if !seen(found, ans) {
				found = append(found, ans)
			}
		}
		if len(found) >= limit {
			return found[:limit], made
		}
		if len(found) > 0 {
			// An answer with no other one near it (no twin, none on the
			// walk): the board may well be unique, which only the exact
			// methods can tell, and another run would mostly find the
			// same answer again.
			return found, made
		}
	}
	return found, made
}

// Move budgets per cell: the first run, all runs together, and the walk
// among answers after the first one looking for a second; each run after
// the first gets annealGrowth/10 times the moves of the one before. The
// number of moves to a first answer is spread like a waiting time with a
// long tail: on the scale suite's 50x50 and 64x64 boards (10-24 seeds
// each) the median run answers within 30-450 moves per cell, but one run
// in ten to one in three takes 4 to 10 times the median or more (64x64,
// islands of 1-9 cells: a third of the runs answer within 450, seven in
// 24 not within 2,500). Many short runs beat a few long ones there: on
// those measured spreads, runs growing by 1.4 from 200 cost the same as
// doubling from 250 on the quick boards and 20% less on the slow one.
// Since a restart learns from the runs before it (annealLearn), growing
// by 1.2 does a little better again (30 seeds of each board, islands of
// 1-9 cells: p90 580 to 540 moves per cell over the nine boards, the
// slowest board's max 2,460 to 2,170; a 64x64 with islands of 2-20 cells:
// max 1,540 to 1,180); 1.8 did no better than 1.4, and first runs of
// 100 did worse. The total is several times the mean, so the deadline,
// not the budget, ends the search on slow machines.
//
// What restarts gain is what they learn, not the fresh start: one run
// from a fresh start answers after a time close to exponential (64x64,
// islands of 2-20 cells, 60 seeds, no restart: median 213, mean 300, p90
// 660 moves per cell, past 200, 400 and 600 as often as an exponential
// of mean 260 after 40), and an exponential tail is not cut by
// restarting. A learned run answers within its budget far more often
// than a first one (that board: 7 in 10 against 5 in 10; the slowest
// 64x64 with islands of 1-9 cells: 6 in 10 against 1 in 4, where one
// run alone takes a mean of 960). Not kept (those two boards, 60 seeds,
// mean/p90/max against 257/586/843 and 396/875/1,279): Luby's schedule
// of 100 (1, 1, 2, 1, 1, 2, 4, ...: 284/576/1,179 and 348/599/1,119),
// runs all of 200 (246/546/754 and 369/684/1,438), a first run of 100
// (281/591/1,243 and 333/637/1,475) or a first probe of 50 before runs
// of 200 (280/622/904 and 364/906/2,188); the first run growing the
// annealLearn largest islands first, as if learned (median 237 to 128
// and 299 to 190, but the mean and p90 worse on a quick 64x64 and a
// 50x50: 79 to 103, 127/261 to 173/438), or its 10 largest (257/586 to
// 185/510 on the first board, but 79 to 111 and 127/261 to 176/352 on
// those two, max 1,279 to 2,196 on the second).
const (
	annealFirst  = 200
	annealGrowth = 12
	annealBudget = 16000
	annealWalk   = 50
)

// annealLearn is how many islands a restart grows first. On the scale
// suite's boards of islands of 1-9 cells (30 seeds each) the slowest
// board, a 64x64, went from a mean of 1,060 moves per cell to 600 (p90
// 2,530 to 1,360-1,600, max 4,220 to 1,820-2,460) with 1, 3 or 8, and
// the eight others stayed within their seeds' noise with each.
const annealLearn = 3

// annealRand is the repair search's random source, splitmix64: a counter
// stepped by a fixed odd number and scrambled by two 64-bit multiplies.
// The search draws several numbers a move, and math/rand/v2's PCG needs
// a 128-bit product per draw (and Rand.IntN another), which WASM has no
// instruction for: there the draws cost about a tenth of the search.
// Seeded, so runs are the same natively, in node and in the browser.
type annealRand struct{ state uint64 }

func newAnnealRand(seed uint64) annealRand {
	return annealRand{seed * 0x6e75726b}
}

// next is the next 64 random bits.
func (r *annealRand) next() uint64 {
	r.state += 0x9e3779b97f4a7c15
	z := r.state
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// IntN is a number in [0, n) for 0 < n < 2^32 (the search draws among
// cells, neighbours and islands): the top 32 random bits scaled to n, a
// bias below n/2^32, nothing against the search's own noise. Small
// enough to be inlined: the search draws several numbers a move, and a
// call costs more than the draw in WASM.
func (r *annealRand) IntN(n int) int {
	return int((r.next() >> 32) * uint64(n) >> 32)
}

// Float64 is a number in [0, 1): the top 53 random bits.
func (r *annealRand) Float64() float64 {
	return float64(r.next()>>11) / (1 << 53)
}
