package nurikabe

import (
	"context"

	"pencilbox/solver/grid"
	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// The SAT model. Answer keys are wall[c]. Islands get assignment variables
// own[i][c] ("cell c belongs to clue i's island") only for the cells clue i
// can reach: within size-1 steps of it, never through another clue or a
// cell next to another clue (that cell would join two islands). Most
// cells of a real puzzle are reachable from few clues, so the model has a
// few variables per cell instead of one per (cell, clue).
//
//	unshaded c  <->  some own[i][c];  at most one own[i][c] per cell
//	own[i][c] and d unshaded (d next to c)  ->  own[i][d]   (islands do not touch)
//	Exactly(size_i, own[i][...])                           (native cardinality)
//	own[i][c], c not the clue  ->  some neighbour of c in island i
//	no 2x2 wall; wall cells total N - sum(sizes) when no "?" clue
//	wall connected, each island connected: lazy separator cuts (sat.ConnectedLazy)
//
// "?" clues reach every cell not next to another clue, and the "some
// unshaded cell owns nothing" case cannot arise: unshaded means owned.
//
// Encoding is the connectivity choice. Solve (solve.go) uses Levels on
// the cells the deductions, the counting rules and trial propagation leave
// open: since the counting rules, what is left is a few tight islands, and
// Levels settles those where Lazy's cut loop runs long (a 13x13: under
// 1 s against more than 30 s).
// SolveReference keeps Lazy, so the crosscheck compares two encodings.

// Encoding selects how connectivity is stated.
type Encoding int

const (
	// Lazy states wall and island connectivity with lazy cuts.
	Lazy Encoding = iota
	// Fixed states both with sat.ConnectedFixed (level variables): the
	// reference; small boards only.
	Fixed
	// Levels states each island's connectivity with distance levels
	// bounded by its size (islandLevels) and the wall's lazily.
	Levels
)

// islandLevels states that the island over sub (own literals, clue at
// vertex root, size cells) is connected: at[v][k] says v is in the island
// at most k steps from the clue along island cells. A cell's step count is
// at least its distance in sub and at most size-1, so each cell gets only
// size-dist levels; an island cell must be reached by the last level, and
// level k needs the cell or a neighbour at level k-1. Unlike lazy cuts this
// propagates: a cell can join only when a chain of island cells ties it to
// the clue.
func islandLevels(prob *sat.Problem, sub grid.Graph, own []sat.Lit, root, size int) {
	n := sub.N()
	dist := sub.Distances([]int{root}, func(int) bool { return true }, size-1)
	at := make([][]sat.Lit, n) // at[v][k-dist[v]]
	for v := 0; v < n; v++ {
		if dist[v] < 0 {
			prob.AddClause(own[v].Not())
			continue
		}
		at[v] = prob.NewVars(size - int(dist[v]))
	}
	level := func(v, k int) (sat.Lit, bool) {
		d := int(dist[v])
		if d < 0 || k < d {
			return 0, false
		}
		return at[v][k-d], true
	}
	for v := 0; v < n; v++ {
		if dist[v] < 0 {
			continue
		}
		d := int(dist[v])
		top := at[v][len(at[v])-1]
		prob.AddClause(own[v].Not(), top)
		prob.AddClause(top.Not(), own[v])
		if v == root {
			prob.AddClause(at[v][0])
		}
		for k := d; k < size; k++ {
			l, _ := level(v, k)
			if k > d {
				prev, _ := level(v, k-1)
				prob.AddClause(prev.Not(), l)
			}
			if v == root {
				continue
			}
			clause := []sat.Lit{l.Not()}
			if prev, ok := level(v, k-1); ok {
				clause = append(clause, prev)
			}
			for _, u := range sub.Adj[v] {
				if lu, ok := level(int(u), k-1); ok {
					clause = append(clause, lu)
				}
			}
			prob.AddClause(clause...)
		}
	}
}

// model is a built SAT problem for a puzzle.
type model struct {
	p    *Puzzle
	prob *sat.Problem
	wall []sat.Lit
	// For the hints and tests: per clue index, the cells it can reach.
	clueCells []int
	reach     [][]int
}

// clueList returns the clue cells in order.
func (p *Puzzle) clueList() []int {
	var cs []int
	for c, v := range p.Clues {
		if v != NoClue {
			cs = append(cs, c)
		}
	}
	return cs
}

// reachable returns, per clue (in clueList order), the cells the clue's
// island could cover: breadth-first within size-1 steps, not entering
// another clue's cell or a cell next to another clue. With known (wallV,
// white per cell; nil for none) it also keeps out of known walls and of
// the white cells joined to another clue and their neighbours, and counts
// the steps from the clue's whole known region R (a cell d steps away
// needs d cells beyond R, so d <= size-|R|). Every cut is a fact of all
// solutions of the board, so the model stays exact; it only gets smaller
// (a 36x20 with 614 cells open after the rules).
func (p *Puzzle) reachable(known []int8) (clues []int, reach [][]int) {
	g := p.G
	gr := g.CellGraph()
	clues = p.clueList()
	owner := make([]int32, g.Cells()) // -1 none, clue index, or -2 two clues
	for i := range owner {
		owner[i] = -1
	}
	for i, c := range clues {
		owner[c] = int32(i)
	}
	region := make([][]int, len(clues))
	for i, c := range clues {
		region[i] = []int{c}
	}
	if known != nil {
		comp, n := gr.Components(func(v int) bool { return known[v] == white })
		clueOf := make([]int32, n)
		for k := range clueOf {
			clueOf[k] = -1
		}
		for i, c := range clues {
			switch k := comp[c]; clueOf[k] {
			case -1:
				clueOf[k] = int32(i)
			default:
				clueOf[k] = -2
			}
		}
		for v, k := range comp {
			if k < 0 || clueOf[k] == -1 {
				continue
			}
			owner[v] = clueOf[k]
			if i := clueOf[k]; i >= 0 && clues[i] != v {
				region[i] = append(region[i], v)
			}
		}
	}
	near := make([]int32, g.Cells()) // the clue a cell touches, -2 for two or more
	for i := range near {
		near[i] = -1
	}
	for c, o := range owner {
		if o == -1 {
			continue
		}
		for _, d := range gr.Adj[c] {
			switch near[d] {
			case -1:
				near[d] = o
			case o:
			default:
				near[d] = -2
			}
		}
	}
	reach = make([][]int, len(clues))
	for i, c := range clues {
		limit := p.Clues[c] - len(region[i])
		if p.Clues[c] == AnySize {
			limit = -1
		} else if limit < 0 {
			limit = 0 // the region is too big: the rules see that, SAT will too
		}
		dist := gr.Distances(region[i], func(d int) bool {
			return (owner[d] == -1 || owner[d] == int32(i)) && (near[d] == -1 || near[d] == int32(i)) &&
				(known == nil || known[d] != wallV)
		}, limit)
		for d, k := range dist {
			if k >= 0 {
				reach[i] = append(reach[i], d)
			}
		}
	}
	return clues, reach
}

// newModel builds the model with the given connectivity encoding.
//
// known narrows the islands' reach (see reachable); nil for none. The
// cells it decides are not stated: the caller adds them as units.
func (p *Puzzle) newModel(enc Encoding, known []int8) *model {
	return p.newModelTables(enc, known, nil)
}

// newModelTables is newModel with, for the islands in tabs (by clue
// cell), the island stated as one of its listed completions (islands.go):
// a selector per set, one of them true; a true selector owns the set's
// cells and walls its open neighbours; an owned cell is in a selected
// set. Sound when every solution of the board completes each such island
// in one of its listed ways, as the enumeration proves.
//
// Its steps add variables and constraints in a fixed order: gophersat's
// timings depend on that order, so a step moved is a change of the model.
func (p *Puzzle) newModelTables(enc Encoding, known []int8, tabs map[int]*enumIsland) *model {
	n := p.G.Cells()
	prob := &sat.Problem{}
	m := &model{p: p, prob: prob}
	m.wall = prob.NewVars(n)
	prob.MarkAnswer(m.wall...)
	m.clueCells, m.reach = p.reachable(known)
	mb := &modelBuild{model: m, gr: p.G.CellGraph()}
	mb.ownVars()
	total, sizeKnown := mb.clueUnits()
	mb.ownedOrWall()
	for i := range m.reach {
		mb.island(enc, i)
	}
	for i, c := range m.clueCells {
		if t := tabs[c]; t != nil {
			mb.table(i, t)
		}
	}
	mb.noWallBlock()
	if sizeKnown {
		mb.wallSize(n - total)
	}
	if enc == Fixed {
		prob.ConnectedFixed(mb.gr, m.wall)
	} else {
		prob.ConnectedLazy(mb.gr, m.wall)
	}
	return m
}

// modelBuild is the model while newModelTables builds it.
type modelBuild struct {
	*model
	gr     grid.Graph
	own    []map[int]sat.Lit // own[i][c]: cell c is in island i, over reach[i]
	byCell [][]ownLit        // per cell, the islands that may own it
}

// ownLit is an island's (by clue index) ownership literal of a cell.
type ownLit struct {
	clue int
	lit  sat.Lit
}

// ownVars adds the ownership variables, island by island, over each
// island's reach.
func (mb *modelBuild) ownVars() {
	mb.byCell = make([][]ownLit, len(mb.wall))
	mb.own = make([]map[int]sat.Lit, len(mb.clueCells))
	for i, cells := range mb.reach {
		mb.own[i] = make(map[int]sat.Lit, len(cells))
		lits := mb.prob.NewVars(len(cells))
		for k, c := range cells {
			mb.own[i][c] = lits[k]
			mb.byCell[c] = append(mb.byCell[c], ownLit{i, lits[k]})
		}
	}
}

// clueUnits puts each clue cell in its island, and sums the clues: total,
// with sizeKnown false when some clue has any size.
func (mb *modelBuild) clueUnits() (total int, sizeKnown bool) {
	sizeKnown = true
	for i, c := range mb.clueCells {
		mb.prob.AddClause(mb.own[i][c])
		if v := mb.p.Clues[c]; v == AnySize {
			sizeKnown = false
		} else {
			total += v
		}
	}
	return total, sizeKnown
}

// ownedOrWall makes each cell unshaded exactly when one island owns it.
func (mb *modelBuild) ownedOrWall() {
	prob := mb.prob
	for c, owners := range mb.byCell {
		lits := []sat.Lit{mb.wall[c]}
		for _, o := range owners {
			lits = append(lits, o.lit)
			prob.AddClause(o.lit.Not(), mb.wall[c].Not())
		}
		prob.AddClause(lits...)
		if len(owners) > 1 {
			ls := make([]sat.Lit, len(owners))
			for k, o := range owners {
				ls[k] = o.lit
			}
			prob.AtMostOne(ls...)
		}
	}
}

// island adds island i: walled in, grown from the clue (a cell other than
// the clue has an owned neighbour), of the clue's size, and connected
// over its reach with the encoding enc.
func (mb *modelBuild) island(enc Encoding, i int) {
	prob, p, own, clue := mb.prob, mb.p, mb.own[i], mb.clueCells[i]
	cells := mb.reach[i]
	island := make([]sat.Lit, len(cells))
	for k, c := range cells {
		island[k] = own[c]
		var grow []sat.Lit
		for _, d := range mb.gr.Adj[c] {
			od, ok := own[int(d)]
			if ok {
				grow = append(grow, od)
				// A neighbour of island i is wall or in island i.
				prob.AddClause(own[c].Not(), mb.wall[d], od)
			} else {
				prob.AddClause(own[c].Not(), mb.wall[d])
			}
		}
		if c != clue && p.Clues[clue] != 1 {
			prob.AddClause(append(grow, own[c].Not())...)
		}
	}
	if v := p.Clues[clue]; v != AnySize {
		prob.Exactly(v, island...)
	}
	// Island i is connected: over its reach, with the clue fixed.
	index := make(map[int]int, len(cells))
	for k, c := range cells {
		index[c] = k
	}
	adj := make([][]int32, len(cells))
	for k, c := range cells {
		for _, d := range mb.gr.Adj[c] {
			if j, ok := index[int(d)]; ok {
				adj[k] = append(adj[k], int32(j))
			}
		}
	}
	sub := grid.Graph{Adj: adj}
	switch v := p.Clues[clue]; {
	case enc == Fixed:
		prob.ConnectedFixed(sub, island)
	case enc == Levels && v != AnySize:
		islandLevels(prob, sub, island, index[clue], v)
	default:
		prob.ConnectedLazy(sub, island)
	}
}

// table states island i as one of t's completions (newModelTables).
func (mb *modelBuild) table(i int, t *enumIsland) {
	prob := mb.prob
	sel := prob.NewVars(len(t.sols))
	prob.AddClause(sel...)
	cover := make(map[int][]sat.Lit)
	for j, set := range t.sols {
		for _, x := range set[:t.size] {
			o, ok := mb.own[i][int(x)]
			if !ok {
				prob.AddClause(sel[j].Not())
				break
			}
			prob.AddClause(sel[j].Not(), o)
			cover[int(x)] = append(cover[int(x)], sel[j])
		}
		for _, d := range set[t.size:] {
			prob.AddClause(sel[j].Not(), mb.wall[d])
		}
	}
	for x, o := range mb.own[i] {
		prob.AddClause(append([]sat.Lit{o.Not()}, cover[x]...)...)
	}
}

// noWallBlock forbids a 2x2 block of wall.
func (mb *modelBuild) noWallBlock() {
	g := mb.p.G
	for y := 0; y+1 < g.Rows; y++ {
		for x := 0; x+1 < g.Cols; x++ {
			c := g.Cell(y, x)
			mb.prob.AddClause(mb.wall[c].Not(), mb.wall[c+1].Not(), mb.wall[c+g.Cols].Not(), mb.wall[c+g.Cols+1].Not())
		}
	}
}

// wallSize adds the wall's size, known when every clue is: walls cells,
// and a wall cell has a wall neighbour when the wall has two cells.
func (mb *modelBuild) wallSize(walls int) {
	mb.prob.Exactly(walls, mb.wall...)
	if walls < 2 {
		return
	}
	for c := range mb.wall {
		clause := []sat.Lit{mb.wall[c].Not()}
		for _, d := range mb.gr.Adj[c] {
			clause = append(clause, mb.wall[d])
		}
		mb.prob.AddClause(clause...)
	}
}

func (m *model) answer(sm sat.Model) Answer {
	a := Answer{P: m.p, Cells: make([]uint8, len(m.wall))}
	for c, l := range m.wall {
		if sm.Value(l) {
			a.Cells[c] = Wall
		} else {
			a.Cells[c] = Dot
		}
	}
	return a
}

// solveModel counts answers up to limit with the given encoding.
// Cells decided in known (wallV, white; nil for none) enter as units, and
// with narrow they also narrow the islands' reach (reachable).
func (p *Puzzle) solveModel(ctx context.Context, limit int, enc Encoding, known []int8, narrow bool) puzzle.Result {
	return p.solveModelTables(ctx, limit, enc, known, narrow, nil)
}

// solveModelTables is solveModel with the islands in tabs stated by their
// completions (newModelTables; narrow only).
func (p *Puzzle) solveModelTables(ctx context.Context, limit int, enc Encoding, known []int8, narrow bool, tabs map[int]*enumIsland) puzzle.Result {
	if limit < 1 {
		limit = 1
	}
	var m *model
	if narrow {
		m = p.newModelTables(enc, known, tabs)
	} else {
		m = p.newModel(enc, nil)
	}
	for c, v := range known {
		switch v {
		case wallV:
			m.prob.AddClause(m.wall[c])
		case white:
			m.prob.AddClause(m.wall[c].Not())
		}
	}
	models, cnt := m.prob.Enumerate(ctx, limit)
	r := puzzle.Result{Nodes: int64(len(models) + 1)}
	if len(models) > 0 {
		r.Answer = m.answer(models[0])
	}
	r.Status = puzzle.CountStatus(cnt.N, cnt.Complete, limit)
	return r
}

// SolveReference is the SAT model with only the person-style rules and
// its own island completion enumeration (islands.go; a 36x20 that
// nothing else in it settled) in front: none of the solver's counting
// rules, trial propagation under them, or searches, so that it checks
// those. After the rules it tries each open cell both ways under the same
// rules (refProbe: a one-level split, no new reasoning). On boards at most
// refFrontierWidth wide it then runs the frontier counter (frontier.go: an
// exact DP over the cells, no SAT; some 10x10 boards no SAT route
// settles). Then three routes, each settling big boards the others do
// not: the whole board in one watched SAT count with lazy cuts (a third of
// the time left; a 36x20 after the probe: under 1 s; a 24x14: 13 s), the
// same with distance levels for the islands (half of what is left; 24x14
// and 20x20 boards: 6-11 s), then the board split on cells at an island's
// edge, each side propagated by the rules, until at most refLeaf cells
// are open, each leaf one watched SAT count (unwatched, one leaf call on
// a 10x10 ran 10 s past a 300 s deadline). Every model's island reach is
// narrowed by the board it starts from (reachable). A board the deadline
// stops is Unknown, never a wrong answer.
func (p *Puzzle) SolveReference(ctx context.Context, limit int) puzzle.Result {
	if limit < 1 {
		limit = 1
	}
	b := p.newBoard()
	b.ctx = ctx
	r := puzzle.Result{Nodes: 1}
	if ok, err := b.refFixpoint(ctx, &r.Nodes); !ok {
		r.Status = puzzle.Unknown
		return r
	} else if err != nil {
		r.Status = puzzle.None
		return r
	}
	if fr, ok := p.refFrontier(ctx, b.v, limit); ok {
		fr.Nodes += r.Nodes
		return fr
	}
	var tabs map[int]*enumIsland
	if refIslands && refTables > 0 {
		ic, err := b.completions()
		if err == errStopped {
			r.Status = puzzle.Unknown
			return r
		} else if err != nil {
			r.Status = puzzle.None
			return r
		}
		tabs = ic.tables(refTables)
	}
	// Lazy cuts first, then distance levels for the islands, each in one
	// watched call over the whole board, then the split: each settles
	// boards the others do not.
	for _, try := range []struct {
		enc   Encoding
		share float64 // the call may use this share of the time left
	}{{Lazy, 1.0 / 3}, {Levels, 1.0 / 2}} {
		whole, cancel := portfolio.Slice(ctx, try.share)
		w := p.solveModelTables(whole, limit, try.enc, b.v, true, tabs)
		cancel()
		r.Nodes += w.Nodes
		if w.Status != puzzle.Unknown {
			w.Nodes = r.Nodes
			return w
		}
	}
	var sols []Answer
	done := p.refSplit(ctx, b, limit, &sols, &r.Nodes, tabs)
	if len(sols) > 0 {
		r.Answer = sols[0]
	}
	switch {
	case len(sols) >= 2:
		r.Status = puzzle.Multiple
	case len(sols) == 1 && limit == 1:
		r.Status = puzzle.Found
	case !done:
		r.Status = puzzle.Unknown
	case len(sols) == 1:
		r.Status = puzzle.Unique
	default:
		r.Status = puzzle.None
	}
	return r
}

// refIslands turns the island enumeration (islands.go) on in the
// reference's fixpoint; off only in tests that compare.
var refIslands = true

// refTables: the SAT routes state each island listed in full with at most
// this many completions by its list (newModelTables); 0 for none.
var refTables = 2000

// refFixpoint brings b to the reference's fixpoint: the person rules and
// the island enumeration (refPropagate), then the probe under the person
// rules, again until the probe finds nothing. (The probe under the
// enumeration too cost 14 s on a 24x14 and 200 s on a 20x20 for 0 and 3
// cells more.) false when the deadline
// stopped it; an error when b has no solution.
func (b *board) refFixpoint(ctx context.Context, nodes *int64) (bool, error) {
	for {
		var err error
		if refIslands {
			err = b.refPropagate()
		} else {
			_, err = b.propagate(allRules)
		}
		if err == errStopped {
			return false, nil
		} else if err != nil {
			return true, err
		}
		before := b.openCells()
		if ok, err := b.refProbe(ctx, nodes); !ok || err != nil {
			return ok, err
		}
		if !refIslands || b.openCells() == before {
			return true, nil
		}
	}
}

// refLeaf is the open part SolveReference hands to one SAT call.
const refLeaf = 60

// refSplit counts the solutions of b up to limit into sols; it reports
// whether the count is settled.
func (p *Puzzle) refSplit(ctx context.Context, b *board, limit int, sols *[]Answer, nodes *int64, tabs map[int]*enumIsland) bool {
	if len(*sols) >= limit {
		return true
	}
	if expired(ctx) {
		return false
	}
	if b.openCells() <= refLeaf {
		r := p.solveModelTables(ctx, limit-len(*sols), Lazy, b.v, true, tabs)
		*nodes += r.Nodes
		switch r.Status {
		case puzzle.Unknown:
			return false
		case puzzle.None:
			return true
		case puzzle.Multiple:
			// Two answers in this leaf: the count reaches two at least.
			*sols = append(*sols, r.Answer.(Answer), r.Answer.(Answer))
		default:
			*sols = append(*sols, r.Answer.(Answer))
		}
		return true
	}
	c := b.branchIsland()
	for _, val := range [2]int8{white, wallV} {
		t := b.clone()
		t.v[c] = val
		*nodes++
		if _, err := t.propagate(allRules); err == errStopped {
			return false
		} else if err != nil {
			continue
		}
		if !p.refSplit(ctx, t, limit, sols, nodes, tabs) {
			return false
		}
		if len(*sols) >= limit {
			return true
		}
	}
	return true
}

// refProbe tries each open cell both ways with the person rules; a value
// that leads to a contradiction is a fact, its opposite is set and
// propagated. Passes repeat until one changes nothing. It is the split of
// refSplit one level deep (no counting rules), so it adds no reasoning
// the reference did not have; it only finds the facts before the SAT
// calls see the board. false when the deadline stopped it; an error when
// the board has no solution.
func (b *board) refProbe(ctx context.Context, nodes *int64) (bool, error) {
	return b.refProbeWith(ctx, nodes, func(t *board) error { _, err := t.propagate(allRules); return err })
}

// refProbeWith is refProbe with prop as the propagation of each trial and
// of each fact found.
func (b *board) refProbeWith(ctx context.Context, nodes *int64, prop func(*board) error) (bool, error) {
	for changed := true; changed; {
		changed = false
		for c := range b.v {
			if b.v[c] != unk {
				continue
			}
			if expired(ctx) {
				return false, nil
			}
			for _, val := range [2]int8{wallV, white} {
				t := b.clone()
				t.v[c] = val
				*nodes++
				err := prop(t)
				if err == errStopped {
					return false, nil
				}
				if err == nil {
					continue
				}
				b.v[c] = wallV + white - val
				if err := prop(b); err == errStopped {
					return false, nil
				} else if err != nil {
					return true, err
				}
				changed = true
				break
			}
		}
	}
	return true, nil
}
