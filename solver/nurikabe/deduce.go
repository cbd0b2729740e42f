package nurikabe

import (
	"context"
	"errors"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Person-style deductions. They serve three masters: hints (each step
// names its rule and cells), the generator's grading (a level is the set
// of rules a puzzle needs), and the solver, which runs them to a fixpoint
// before the SAT model so that the model only sees the cells logic left
// open (on hard 36x20 boards this is what turns tens of seconds of SAT
// search into milliseconds).
//
// Every rule is sound: it only concludes what holds in every solution of
// the current board, so the fixpoint's cells are facts.

// Cell values on a deduction board.
const (
	unk   int8 = 0
	wallV int8 = 1
	white int8 = 2
)

// Rule identifies a deduction rule; the order is roughly how hard a
// person finds it, and levels are sets of rules.
type Rule int

const (
	RuleComplete    Rule = iota // a complete island is surrounded by wall
	RuleTwoNumbers              // a cell next to two numbered islands is wall
	RuleTooBig                  // a cell that would make an island too big is wall
	RuleUnreachable             // no island can reach the cell: wall
	RulePool                    // three walls of a 2x2: the fourth is unshaded
	RuleIslandExit              // an island with one way out grows through it
	RuleWallExit                // a wall piece with one way out continues through it
	RuleWallCut                 // unshading the cell would cut the wall in two: wall
	RuleCount                   // the wall cell count is reached (or needs every open cell)
	RuleRoom                    // an island's reachable room is just enough, or a cell it cannot do without (solver only; bounds.go)
	numRules
)

var ruleNames = [numRules]string{"complete island", "two numbers", "island too big", "unreachable", "2x2 avoidance", "island must escape", "wall must escape", "wall must stay connected", "cell count", "island room"}

func (r Rule) String() string {
	if r < 0 || r >= numRules {
		return "rule?"
	}
	return ruleNames[r]
}

// errContradiction says the board has no solution.
var errContradiction = errors.New("nurikabe: contradiction")

// step is one deduction: cells set to val by rule, because of the cells in
// why (for the hint's highlight).
type step struct {
	rule  Rule
	cells []int
	val   int8
	why   []int
	text  string
}

// board is a deduction position.
type board struct {
	p     *Puzzle
	gr    grid.Graph
	v     []int8
	walls int         // wall cells in a solution, -1 when a "?" clue hides it
	sc    *bfsScratch // shared by clones (used one call at a time)
	// ctx, when set, stops propagate with errStopped once it expires (a
	// 64x64 board's fixpoint alone can outlast a deadline).
	ctx context.Context
}

// errStopped says propagation stopped at the deadline: the board is sound
// but not at its fixpoint, and nothing is proved contradictory.
var errStopped = errors.New("nurikabe: stopped at the deadline")

func (p *Puzzle) newBoard() *board {
	b := &board{p: p, gr: p.G.CellGraph(), v: make([]int8, p.G.Cells()), sc: &bfsScratch{}}
	total := 0
	for c, k := range p.Clues {
		if k != NoClue {
			b.v[c] = white
			if k == AnySize {
				total = -1 << 30
			} else {
				total += k
			}
		}
	}
	b.walls = -1
	if total >= 0 {
		b.walls = p.G.Cells() - total
	}
	return b
}

// region is a component of white cells.
type region struct {
	cells []int
	clue  int // clue cell, -1 none, -2 two or more
	exits []int
}

// need is how many more cells the region's island must take (-1: any).
func (b *board) need(r *region) int {
	if r.clue < 0 {
		return -1
	}
	k := b.p.Clues[r.clue]
	if k == AnySize {
		return -1
	}
	return k - len(r.cells)
}

// regions returns the white regions and, per cell, its region index (-1).
// It fails when a region holds two numbers or is larger than its number.
func (b *board) regions() ([]*region, []int32, error) {
	comp, n := b.gr.Components(func(c int) bool { return b.v[c] == white })
	rs := make([]*region, n)
	for i := range rs {
		rs[i] = &region{clue: -1}
	}
	for c, k := range comp {
		if k < 0 {
			continue
		}
		r := rs[k]
		r.cells = append(r.cells, c)
		if b.p.Clues[c] != NoClue {
			if r.clue >= 0 {
				return nil, nil, errContradiction
			}
			r.clue = c
		}
	}
	seen := b.sc.ints(0, len(b.v), -1)
	for k, r := range rs {
		if b.need(r) < 0 && r.clue >= 0 && b.p.Clues[r.clue] != AnySize {
			return nil, nil, errContradiction
		}
		for _, c := range r.cells {
			for _, d := range b.gr.Adj[c] {
				if b.v[d] == unk && seen[d] != int32(k) {
					seen[d] = int32(k)
					r.exits = append(r.exits, int(d))
				}
			}
		}
	}
	return rs, comp, nil
}

// deduce returns the first rule (in the order given) that makes progress
// on b, as one step, or nil. It fails on a contradiction.
func (b *board) deduce(rules []Rule) (*step, error) {
	rs, comp, err := b.regions()
	if err != nil {
		return nil, err
	}
	if err := b.deadEnds(rs); err != nil {
		return nil, err
	}
	for _, r := range rules {
		sts, err := b.apply(r, rs, comp, false)
		if err != nil || len(sts) > 0 {
			if err != nil {
				return nil, err
			}
			return sts[0], nil
		}
	}
	return nil, nil
}

// deduceAll is deduce for the solver: every step of the first rule that
// makes progress.
func (b *board) deduceAll(rules []Rule) ([]*step, error) {
	rs, comp, err := b.regions()
	if err != nil {
		return nil, err
	}
	if err := b.deadEnds(rs); err != nil {
		return nil, err
	}
	var out []*step
	for _, r := range rules {
		if len(out) > 0 && !r.local() {
			break
		}
		sts, err := b.apply(r, rs, comp, true)
		if err != nil {
			return nil, err
		}
		out = append(out, sts...)
	}
	return out, nil
}

// local says whether the rule looks only at a cell's neighbourhood: such
// rules cost one scan of the board, and deduceAll runs them together
// (each step is a fact of the board they all read, so their steps may be
// applied at once) where one round per rule would redo the regions.
func (r Rule) local() bool {
	switch r {
	case RuleComplete, RuleTwoNumbers, RuleTooBig, RulePool, RuleIslandExit:
		return true
	}
	return false
}

// deadEnds fails when a region can never be finished or the wall has a
// 2x2 block.
func (b *board) deadEnds(rs []*region) error {
	for _, r := range rs {
		if len(r.exits) == 0 && (r.clue < 0 || b.need(r) > 0) {
			return errContradiction
		}
	}
	g := b.p.G
	for y := 0; y+1 < g.Rows; y++ {
		for x := 0; x+1 < g.Cols; x++ {
			c := g.Cell(y, x)
			if b.v[c] == wallV && b.v[c+1] == wallV && b.v[c+g.Cols] == wallV && b.v[c+g.Cols+1] == wallV {
				return errContradiction
			}
		}
	}
	return b.wallBudget()
}

func (b *board) rc(c int) string { return b.p.rc(c) }

// apply runs one rule; with all it returns every step the rule finds on
// this board (each sound on its own, so they may be applied together),
// else the first.
func (b *board) apply(rule Rule, rs []*region, comp []int32, all bool) ([]*step, error) {
	var out []*step
	emit := func(st *step) bool {
		out = append(out, st)
		return !all
	}
	switch rule {
	case RuleComplete:
		for _, r := range rs {
			if r.clue >= 0 && b.need(r) == 0 && len(r.exits) > 0 {
				if emit(&step{rule: rule, cells: r.exits, val: wallV, why: r.cells,
					text: fmt.Sprintf("The island of %s is complete: shade around it.", b.rc(r.clue))}) {
					return out, nil
				}
			}
		}
	case RuleTwoNumbers, RuleTooBig:
		if b.touchingIslands(rule, rs, comp, emit) {
			return out, nil
		}
	case RuleUnreachable:
		reach := b.reachable(rs, comp)
		var cells []int
		for c := range b.v {
			if b.v[c] == unk && !reach[c] {
				cells = append(cells, c)
			}
		}
		for _, r := range rs {
			if r.clue < 0 && !reach[r.cells[0]] {
				return nil, errContradiction
			}
		}
		if len(cells) > 0 {
			if emit(&step{rule: rule, cells: cells, val: wallV, why: cells,
				text: fmt.Sprintf("No island can reach %s: it is wall.", b.cellList(cells))}) {
				return out, nil
			}
		}
	case RulePool:
		if b.pools(rule, emit) {
			return out, nil
		}
	case RuleIslandExit:
		for _, r := range rs {
			if len(r.exits) == 1 && (r.clue < 0 || b.need(r) > 0) {
				what := "The island of " + b.rc(r.clue) + " is not complete"
				if r.clue < 0 {
					what = "The unshaded cell " + b.rc(r.cells[0]) + " needs a number"
				}
				if emit(&step{rule: rule, cells: r.exits, val: white, why: r.cells,
					text: fmt.Sprintf("%s and can only grow through %s.", what, b.rc(r.exits[0]))}) {
					return out, nil
				}
			}
		}
	case RuleWallExit:
		st, err := b.wallExit()
		if st != nil {
			out = append(out, st)
		}
		return out, err
	case RuleRoom:
		return b.islandRoom(rs, comp, all)
	case RuleWallCut:
		st, err := b.wallCut()
		if st != nil {
			out = append(out, st)
		}
		return out, err
	case RuleCount:
		if b.walls < 0 {
			return nil, nil
		}
		walls, open := 0, []int{}
		for c, v := range b.v {
			if v == wallV {
				walls++
			} else if v == unk {
				open = append(open, c)
			}
		}
		switch {
		case walls > b.walls || walls+len(open) < b.walls:
			return nil, errContradiction
		case len(open) > 0 && walls == b.walls:
			if emit(&step{rule: rule, cells: open, val: white, text: fmt.Sprintf("The wall already has all its %s: the rest is unshaded.", puzzle.Count(b.walls, "cell"))}) {
				return out, nil
			}
		case len(open) > 0 && walls+len(open) == b.walls:
			if emit(&step{rule: rule, cells: open, val: wallV, text: fmt.Sprintf("The wall needs %s: every open cell is wall.", puzzle.Count(b.walls, "cell"))}) {
				return out, nil
			}
		}
	}
	return out, nil
}

// touchingIslands finds the open cells that would join two clued islands
// (RuleTwoNumbers) or make a clued island too big (RuleTooBig); it
// reports whether emit asked to stop.
func (b *board) touchingIslands(rule Rule, rs []*region, comp []int32, emit func(*step) bool) bool {
	for c := range b.v {
		if b.v[c] != unk {
			continue
		}
		var ks []int32
		clued, size := 0, 1
		clue := -1
		for _, d := range b.gr.Adj[c] {
			k := comp[d]
			if k < 0 || contains(ks, k) {
				continue
			}
			ks = append(ks, k)
			size += len(rs[k].cells)
			if rs[k].clue >= 0 {
				clued++
				clue = rs[k].clue
			}
		}
		if rule == RuleTwoNumbers && clued >= 2 {
			var why []int
			for _, k := range ks {
				if rs[k].clue >= 0 {
					why = append(why, rs[k].clue)
				}
			}
			if emit(&step{rule: rule, cells: []int{c}, val: wallV, why: why,
				text: fmt.Sprintf("%s touches the islands of %s and %s: it is wall.", b.rc(c), b.rc(why[0]), b.rc(why[1]))}) {
				return true
			}
		}
		if rule == RuleTooBig && clued == 1 && b.p.Clues[clue] != AnySize && size > b.p.Clues[clue] {
			if emit(&step{rule: rule, cells: []int{c}, val: wallV, why: []int{clue},
				text: fmt.Sprintf("Unshading %s would make the island of %s larger than %d: it is wall.", b.rc(c), b.rc(clue), b.p.Clues[clue])}) {
				return true
			}
		}
	}
	return false
}

// pools finds the open cells that would complete a 2x2 wall
// (RulePool); it reports whether emit asked to stop.
func (b *board) pools(rule Rule, emit func(*step) bool) bool {
	g := b.p.G
	for y := 0; y+1 < g.Rows; y++ {
		for x := 0; x+1 < g.Cols; x++ {
			c := g.Cell(y, x)
			block := [4]int{c, c + 1, c + g.Cols, c + g.Cols + 1}
			walls, open := 0, -1
			for _, d := range block {
				switch b.v[d] {
				case wallV:
					walls++
				case unk:
					open = d
				}
			}
			if walls == 3 && open >= 0 {
				if emit(&step{rule: rule, cells: []int{open}, val: white, why: append([]int(nil), block[:]...),
					text: fmt.Sprintf("%s completes a 2x2 wall: it is unshaded.", b.rc(open))}) {
					return true
				}
			}
		}
	}
	return false
}

func contains(ks []int32, k int32) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

func (b *board) cellList(cells []int) string {
	if len(cells) == 1 {
		return b.rc(cells[0])
	}
	if len(cells) <= 3 {
		s := b.rc(cells[0])
		for _, c := range cells[1:] {
			s += ", " + b.rc(c)
		}
		return s
	}
	return fmt.Sprintf("%s and %d more cells", b.rc(cells[0]), len(cells)-1)
}

// reachable marks the cells some numbered island could still cover: from
// each unfinished numbered region, breadth first through open and
// unnumbered unshaded cells, no further than the cells it still needs, and
// never through a cell next to another numbered region. Each step adds at
// least one cell to the island, so the bound is safe.
func (b *board) reachable(rs []*region, comp []int32) []bool {
	reach := make([]bool, len(b.v))
	for c, v := range b.v {
		if v == white && comp[c] >= 0 && rs[comp[c]].clue >= 0 {
			reach[c] = true
		}
	}
	for k, r := range rs {
		if r.clue >= 0 {
			b.markReach(k, rs, comp, reach)
		}
	}
	return reach
}

// markReach marks in mark the cells numbered region k could still take,
// by distance: no further than the cells it still needs, by islandMayTake.
func (b *board) markReach(k int, rs []*region, comp []int32, mark []bool) {
	r := rs[k]
	need := b.need(r)
	if need == 0 {
		return
	}
	q, dist := b.near(r.cells, b.islandMayTake(k, rs, comp), need)
	for _, c := range q {
		if dist[c] > 0 {
			mark[c] = true
		}
	}
}

// islandMayTake is the step rule of numbered region k's growth by
// distance: a cell it may take next is no wall, in no numbered region
// (another island, or k itself, already counted), and next to no other
// numbered region (it would join them).
func (b *board) islandMayTake(k int, rs []*region, comp []int32) func(int) bool {
	return func(d int) bool {
		if b.v[d] == wallV {
			return false
		}
		if comp[d] >= 0 && rs[comp[d]].clue >= 0 {
			return false
		}
		for _, e := range b.gr.Adj[d] {
			if ke := comp[e]; ke >= 0 && ke != int32(k) && rs[ke].clue >= 0 {
				return false
			}
		}
		return true
	}
}

// wallPieces labels wall components and lists their open neighbours.
func (b *board) wallPieces() (comp []int32, exits [][]int) {
	comp, n := b.gr.Components(func(c int) bool { return b.v[c] == wallV })
	exits = make([][]int, n)
	seen := make([]int32, len(b.v))
	for i := range seen {
		seen[i] = -1
	}
	for c, k := range comp {
		if k < 0 {
			continue
		}
		for _, d := range b.gr.Adj[c] {
			if b.v[d] == unk && seen[d] != k {
				seen[d] = k
				exits[k] = append(exits[k], int(d))
			}
		}
	}
	return comp, exits
}

// moreWall reports whether the wall must have cells beyond the piece of n
// cells: another piece exists, or the wall count says so.
func (b *board) moreWall(pieces, n int) bool {
	return pieces > 1 || b.walls > n
}

func (b *board) wallExit() (*step, error) {
	comp, exits := b.wallPieces()
	size := make([]int, len(exits))
	for _, k := range comp {
		if k >= 0 {
			size[k]++
		}
	}
	for k, ex := range exits {
		if !b.moreWall(len(exits), size[k]) {
			continue
		}
		if len(ex) == 0 {
			return nil, errContradiction
		}
		if len(ex) == 1 {
			var why []int
			for c, kc := range comp {
				if kc == int32(k) {
					why = append(why, c)
				}
			}
			return &step{rule: RuleWallExit, cells: ex, val: wallV, why: why,
				text: fmt.Sprintf("The wall at %s can only continue through %s.", b.rc(why[0]), b.rc(ex[0]))}, nil
		}
	}
	return nil, nil
}

// wallCut finds an open cell whose unshading would split the wall: an
// articulation point of the graph of wall and open cells with wall cells on
// both sides. It also fails when wall cells are already apart in that
// graph.
func (b *board) wallCut() (*step, error) {
	n := len(b.v)
	open := func(c int) bool { return b.v[c] != white }
	totalWalls := 0
	for _, v := range b.v {
		if v == wallV {
			totalWalls++
		}
	}
	if totalWalls == 0 {
		return nil, nil
	}
	// Iterative Tarjan DFS from one wall cell.
	disc := b.sc.ints(1, n, -1)
	low := b.sc.ints(2, n, 0)
	sub := b.sc.ints(3, n, 0) // wall cells in the DFS subtree
	parent := b.sc.ints(4, n, 0)
	root := -1
	for c, v := range b.v {
		if v == wallV {
			root = c
			break
		}
	}
	type frame struct{ v, i int32 }
	stack := []frame{{int32(root), 0}}
	disc[root], low[root], parent[root] = 0, 0, -1
	if b.v[root] == wallV {
		sub[root] = 1
	}
	t := int32(1)
	cut := -1
	for len(stack) > 0 && cut < 0 {
		f := &stack[len(stack)-1]
		v := f.v
		if int(f.i) < len(b.gr.Adj[v]) {
			u := b.gr.Adj[v][f.i]
			f.i++
			if !open(int(u)) {
				continue
			}
			if disc[u] < 0 {
				disc[u], low[u], parent[u] = t, t, v
				t++
				if b.v[u] == wallV {
					sub[u] = 1
				}
				stack = append(stack, frame{u, 0})
			} else if u != parent[v] && disc[u] < low[v] {
				low[v] = disc[u]
			}
			continue
		}
		stack = stack[:len(stack)-1]
		if pv := parent[v]; pv >= 0 {
			sub[pv] += sub[v]
			if low[v] < low[pv] {
				low[pv] = low[v]
			}
			// pv separates v's subtree from the rest when low[v] >= disc[pv].
			if low[v] >= disc[pv] && b.v[pv] == unk && sub[v] > 0 && sub[v] < int32(totalWalls) {
				// Wall on both sides: inside the subtree, and outside it
				// (the root side holds the root, a wall cell).
				cut = int(pv)
			}
		}
	}
	if cut >= 0 {
		return &step{rule: RuleWallCut, cells: []int{cut}, val: wallV, why: []int{cut},
			text: fmt.Sprintf("Unshading %s would cut the wall in two: it is wall.", b.rc(cut))}, nil
	}
	for c, v := range b.v {
		if v == wallV && disc[c] < 0 {
			return nil, errContradiction // wall cells already apart
		}
	}
	return nil, nil
}

// set applies a step to the board.
func (b *board) set(st *step) error {
	for _, c := range st.cells {
		if b.v[c] != unk && b.v[c] != st.val {
			return errContradiction
		}
		b.v[c] = st.val
	}
	return nil
}

// allRules is every rule, cheapest first: the order propagation uses.
var allRules = []Rule{RuleComplete, RuleTwoNumbers, RuleTooBig, RulePool, RuleIslandExit, RuleWallExit, RuleUnreachable, RuleCount, RuleWallCut}

// solveRules is what the solver propagates: every person's rule, then the
// counting rule of bounds.go.
var solveRules = append(append([]Rule(nil), allRules...), RuleRoom)

// propagate applies rules until none makes progress. It returns the number
// of steps, or errContradiction.
func (b *board) propagate(rules []Rule) (int, error) {
	steps := 0
	for {
		if b.ctx != nil && expired(b.ctx) {
			return steps, errStopped
		}
		sts, err := b.deduceAll(rules)
		if err != nil {
			return steps, err
		}
		if len(sts) == 0 {
			return steps, nil
		}
		for _, st := range sts {
			if err := b.set(st); err != nil {
				return steps, err
			}
			steps++
		}
	}
}

func (b *board) clone() *board {
	nb := *b
	nb.v = append([]int8(nil), b.v...)
	return &nb
}

func (b *board) answer() Answer {
	a := Answer{P: b.p, Cells: make([]uint8, len(b.v))}
	for c, v := range b.v {
		if v == wallV {
			a.Cells[c] = Wall
		} else {
			a.Cells[c] = Dot
		}
	}
	return a
}

// branchCell returns an open cell, or -1 when every cell is decided.
func (b *board) branchCell() int {
	for c, v := range b.v {
		if v == unk {
			return c
		}
	}
	return -1
}

// bfsScratch keeps near's distance array between calls, so that a
// bounded search around one small island costs its area, not the board's.
type bfsScratch struct {
	dist  []int32
	queue []int32
	room  *roomScratch // islandRoom's
	buf   [6][]int32   // see ints
}

// ints returns scratch array i (0: regions, 1-4: wallCut, 5: wallBudget)
// of n entries set to v; valid until the next call for the same i.
func (sc *bfsScratch) ints(i, n int, v int32) []int32 {
	if len(sc.buf[i]) != n {
		sc.buf[i] = make([]int32, n)
	}
	a := sc.buf[i]
	for j := range a {
		a[j] = v
	}
	return a
}

// near is grid.Graph.Distances over the cells it reaches: it returns them
// (sources first) and a distance array that holds -1 elsewhere, valid until
// the next call.
func (b *board) near(sources []int, pass func(int) bool, limit int) ([]int32, []int32) {
	sc := b.sc
	if len(sc.dist) != len(b.v) {
		sc.dist = make([]int32, len(b.v))
		for i := range sc.dist {
			sc.dist[i] = -1
		}
		sc.queue = sc.queue[:0]
	}
	dist := sc.dist
	for _, c := range sc.queue {
		dist[c] = -1
	}
	queue := sc.queue[:0]
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
		for _, u := range b.gr.Adj[v] {
			if dist[u] < 0 && pass(int(u)) {
				dist[u] = dist[v] + 1
				queue = append(queue, u)
			}
		}
	}
	sc.queue = queue
	return queue, dist
}
