package slitherlink

import (
	"context"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// The human-style deductions behind hints and the generator's levels.
// A deducer holds a partial board (Unset/On/Off per edge) and applies
// rules a person uses; each rule is a function from one cell or vertex to
// a deduction, so the hint (first deduction in board order, explained) and
// the level check (apply everything to a fixpoint, fast) share them.
//
// Levels:
//   - Basic rules (LevelEasy): a 0 clears its sides; a clue with all its
//     lines drawn is closed, a clue with only as many free sides as it
//     needs takes them all; a dot with two lines is closed, a dot with
//     one line and one way on continues, a dot with one way left and no
//     line is a dead end; 1s and 3s in a corner; two 3s side by side or
//     diagonal; no edge may close a small loop.
//   - Contradiction (LevelMedium): "if this edge were a line (or crossed),
//     the basic rules would break a clue or the loop, so it is the
//     opposite"; one edge at a time, basic rules only inside the trial.
//   - Anything beyond is LevelHard (the exact search settles it).
const (
	LevelEasy = iota
	LevelMedium
	LevelHard
)

// deduction sets edges to a mark, because of a rule at some points.
type deduction struct {
	rule  string
	edges []int
	mark  uint8
	at    []grid.Point
	// why is one line for hints, without the conclusion. Only hints ask
	// for it, so propagation (generation above all) never formats it.
	why func() string
}

type deducer struct {
	p *Puzzle
	e []uint8
	// sol is the solution (On or Off per edge) when the caller knows it,
	// as carving does, or nil. The rules are sound, so a trial of an
	// edge's true value never breaks the board: only the false one is
	// tried, which halves the trials and changes no result.
	sol []uint8
	s   *scratch
	// wholeLooks makes every look at the pieces a look at the whole
	// board, the plain way that followLines shortcuts (tests compare).
	wholeLooks bool
}

func newDeducer(p *Puzzle, edges []uint8) *deducer {
	return &deducer{p: p, e: append([]uint8(nil), edges...)}
}

// count tallies the edges among es by mark (-1, no edge, counts as off).
func (d *deducer) count(es []int32) (on, off, unset int) {
	for _, e := range es {
		if e < 0 {
			off++
			continue
		}
		switch d.e[e] {
		case On:
			on++
		case Off:
			off++
		default:
			unset++
		}
	}
	return
}

// anyUnset reports whether an edge among es is unset.
func (d *deducer) anyUnset(es []int32) bool {
	for _, e := range es {
		if e >= 0 && d.e[e] == Unset {
			return true
		}
	}
	return false
}

// unsetOf collects the unset edges among es.
func (d *deducer) unsetOf(es []int32) []int {
	var out []int
	for _, e := range es {
		if e >= 0 && d.e[e] == Unset {
			out = append(out, int(e))
		}
	}
	return out
}

// Rule kinds of cellFix.
const (
	noRule = iota
	zeroRule
	completeRule
	needsAllRule
	cornerRule
)

// cellFix is the decision of cellRule without its explanation, made
// without allocating (run applies it thousands of times per carving): the
// rule kind, the mark, and the unset edges it sets, n of them (for a
// corner, k is the corner).
func (d *deducer) cellFix(c int) (kind int, mark uint8, es [4]int32, n int, k int) {
	p := d.p
	clue := p.Clues[c]
	if clue < 0 {
		return noRule, 0, es, 0, 0
	}
	sides := &p.geo.cellEdges[c]
	on, _, unset := d.count(sides[:])
	if unset == 0 {
		return noRule, 0, es, 0, 0
	}
	all := func(kind int, mark uint8) (int, uint8, [4]int32, int, int) {
		for _, e := range sides {
			if e >= 0 && d.e[e] == Unset {
				es[n] = e
				n++
			}
		}
		return kind, mark, es, n, 0
	}
	switch {
	case clue == 0:
		return all(zeroRule, Off)
	case on == clue:
		return all(completeRule, Off)
	case on+unset == clue:
		return all(needsAllRule, On)
	}
	// 1s and 3s whose corner is closed from outside: the two sides at that
	// corner are both off (a 1) or both on (a 3), since a loop entering the
	// corner cannot leave it any other way.
	if clue != 1 && clue != 3 {
		return noRule, 0, es, 0, 0
	}
	y, x := p.G.YX(c)
	w := p.G.Cols + 1
	corners := [4][3]int{ // vertex, and the two cell sides at it (top,right,bottom,left indices)
		{y*w + x, 0, 3}, {y*w + x + 1, 0, 1}, {(y+1)*w + x + 1, 2, 1}, {(y+1)*w + x, 2, 3},
	}
	for k, corner := range corners {
		s1, s2 := sides[corner[1]], sides[corner[2]]
		if d.e[s1] != Unset && d.e[s2] != Unset {
			continue
		}
		outsideOff := true
		for _, e := range p.geo.vertEdges[corner[0]] {
			if e >= 0 && e != s1 && e != s2 && d.e[e] != Off {
				outsideOff = false
			}
		}
		if !outsideOff {
			continue
		}
		mark = Off
		if clue == 3 {
			mark = On
		}
		for _, e := range [2]int32{s1, s2} {
			if d.e[e] == Unset {
				es[n] = e
				n++
			}
		}
		return cornerRule, mark, es, n, k
	}
	return noRule, 0, es, 0, 0
}

// cellRule looks at one clue cell.
func (d *deducer) cellRule(c int) *deduction {
	kind, mark, es, n, k := d.cellFix(c)
	if kind == noRule {
		return nil
	}
	p := d.p
	clue := p.Clues[c]
	edges := make([]int, n)
	for i := range edges {
		edges[i] = int(es[i])
	}
	at := []grid.Point{p.G.CellPoint(c)}
	name := func() string { return cellName(p.G, c) }
	switch kind {
	case zeroRule:
		return &deduction{rule: "zero", edges: edges, mark: mark, at: at, why: func() string { return fmt.Sprintf("%s is a 0: none of its sides is on the loop", name()) }}
	case completeRule:
		return &deduction{rule: "clue complete", edges: edges, mark: mark, at: at, why: func() string { return fmt.Sprintf("%s already has its %s", name(), puzzle.Count(clue, "line")) }}
	case needsAllRule:
		return &deduction{rule: "clue needs all", edges: edges, mark: mark, at: at, why: func() string {
			return fmt.Sprintf("%s needs %s and has only that many sides left", name(), puzzle.Count(clue, "line"))
		}}
	}
	y, x := p.G.YX(c)
	w := p.G.Cols + 1
	vertex := [4]int{y*w + x, y*w + x + 1, (y+1)*w + x + 1, (y+1)*w + x}[k]
	what := "neither can be on the loop"
	if clue == 3 {
		what = "both are on the loop"
	}
	return &deduction{rule: "corner", edges: edges, mark: mark, at: append(at, p.geo.vertexPoint(vertex)), why: func() string {
		return fmt.Sprintf("the loop cannot turn away at the closed corner of the %d in %s, so %s", clue, name(), what)
	}}
}

// threesRule finds two 3s side by side or diagonal.
func (d *deducer) threesRule(c int) *deduction {
	p := d.p
	if p.Clues[c] != 3 {
		return nil
	}
	y, x := p.G.YX(c)
	ce := p.geo.cellEdges
	name := func() string { return cellName(p.G, c) } // named only when a rule fires
	try := func(other int, edges []int32, what string) *deduction {
		if u := d.unsetOf(edges); len(u) > 0 {
			return &deduction{rule: "two 3s", edges: u, mark: On, at: []grid.Point{p.G.CellPoint(c), p.G.CellPoint(other)},
				why: func() string { return fmt.Sprintf("the 3s in %s and %s are %s", name(), cellName(p.G, other), what) }}
		}
		return nil
	}
	// Side by side (or stacked), the one alternative to the three parallel
	// lines is the outline of the two cells alone, so the rule holds unless
	// that outline is itself the solution.
	// The outline is checked last: it is the costly part, and most pairs
	// have their lines already.
	if p.G.In(y, x+1) && p.Clues[c+1] == 3 { // left, middle and right sides
		es := []int32{ce[c][3], ce[c][1], ce[c+1][1]}
		if d.anyUnset(es) && !d.outlineSolves(c, c+1) {
			return try(c+1, es, "side by side: the sides between and around them are lines")
		}
	}
	if p.G.In(y+1, x) && p.Clues[c+p.G.Cols] == 3 {
		o := c + p.G.Cols
		es := []int32{ce[c][0], ce[c][2], ce[o][2]}
		if d.anyUnset(es) && !d.outlineSolves(c, o) {
			return try(o, es, "stacked: the sides between and around them are lines")
		}
	}
	if p.G.In(y+1, x+1) && p.Clues[c+p.G.Cols+1] == 3 { // diagonal down-right: outer corners
		o := c + p.G.Cols + 1
		if dd := try(o, []int32{ce[c][0], ce[c][3], ce[o][1], ce[o][2]}, "diagonal: their outer corners are lines"); dd != nil {
			return dd
		}
	}
	if p.G.In(y+1, x-1) && p.Clues[c+p.G.Cols-1] == 3 { // diagonal down-left
		o := c + p.G.Cols - 1
		if dd := try(o, []int32{ce[c][0], ce[c][1], ce[o][3], ce[o][2]}, "diagonal: their outer corners are lines"); dd != nil {
			return dd
		}
	}
	return nil
}

// outlineSolves reports whether the loop around just cells a and b is a
// solution of the puzzle.
func (d *deducer) outlineSolves(a, b int) bool {
	in := make([]bool, d.p.G.Cells())
	in[a], in[b] = true, true
	line := d.p.geo.boundary(in)
	// The rule asks this of many pairs, and nearly every outline misses a
	// clue: counting clues first spares the checker's messages.
	return d.p.cluesMet(line) && d.p.Check(Answer{P: d.p, Line: line}) == nil
}

// vertexFix is the decision of vertexRule without its explanation, made
// without allocating: the mark for every unset edge at dot v (0: none).
func (d *deducer) vertexFix(v int) uint8 {
	on, _, unset := d.count(d.p.geo.vertEdges[v][:])
	switch {
	case unset == 0:
		return 0
	case on == 2:
		return Off
	case on == 1 && unset == 1:
		return On
	case on == 0 && unset == 1:
		return Off
	case on == 0 && unset == 2 && d.p.AllDots:
		return On // the loop passes every dot: both ways left are its
	}
	return 0
}

// vertexRule looks at one dot.
func (d *deducer) vertexRule(v int) *deduction {
	p := d.p
	mark := d.vertexFix(v)
	if mark == 0 {
		return nil
	}
	es := p.geo.vertEdges[v][:]
	on, _, _ := d.count(es)
	at := []grid.Point{p.geo.vertexPoint(v)}
	switch {
	case on == 2:
		return &deduction{rule: "dot closed", edges: d.unsetOf(es), mark: Off, at: at, why: func() string { return "this dot already has two lines, so no more may touch it" }}
	case on == 1:
		return &deduction{rule: "line continues", edges: d.unsetOf(es), mark: On, at: at, why: func() string { return "the line reaching this dot has only one way to go on" }}
	case mark == On:
		return &deduction{rule: "every dot", edges: d.unsetOf(es), mark: On, at: at, why: func() string {
			return "the loop must pass this dot, and only two ways are left at it"
		}}
	}
	return &deduction{rule: "dead end", edges: d.unsetOf(es), mark: Off, at: at, why: func() string { return "only one way is left at this dot, and a line there could never leave it" }}
}

// loopRule finds an unset edge joining the two ends of one line, which
// would close a loop before the puzzle is done.
func (d *deducer) loopRule(comp []int32, deg []int8) *deduction {
	p := d.p
	for e, m := range d.e {
		if m != Unset {
			continue
		}
		a, b := p.geo.edgeVerts[e][0], p.geo.edgeVerts[e][1]
		if deg[a] != 1 || deg[b] != 1 || comp[a] != comp[b] {
			continue
		}
		if d.closesSolution(e, comp[a]) {
			d.work().closer = int32(e)
			continue
		}
		return &deduction{rule: "no small loop", edges: []int{e}, mark: Off, at: []grid.Point{p.geo.edgePoint(e)},
			why: func() string {
				return fmt.Sprintf("%s would close a loop while the puzzle is not finished", p.edgeName(e))
			}}
	}
	return nil
}

// closesSolution reports whether drawing e, which closes the piece with
// root r, finishes a correct board. Only a piece holding every line can.
func (d *deducer) closesSolution(e int, r int32) bool {
	comp, _ := d.pieces()
	for i, m := range d.e {
		if m == On && comp[d.p.geo.edgeVerts[i][0]] != r {
			return false
		}
	}
	// The piece then holds every line and closes into one loop, so only
	// the clues are left to check.
	line := make([]bool, len(d.e))
	for i, m := range d.e {
		line[i] = m == On
	}
	line[e] = true
	return d.p.finished(line)
}

// pieces labels the line pieces: comp per vertex (union-find root) and
// degree per vertex. Both live in the deducer's scratch and stay valid
// until the next call.
func (d *deducer) pieces() (comp []int32, deg []int8) {
	geo := d.p.geo
	s := d.work()
	parent, deg := s.parent, s.deg
	for v := range parent {
		parent[v] = int32(v)
		deg[v] = 0
	}
	find := func(a int32) int32 {
		for parent[a] != a {
			parent[a] = parent[parent[a]]
			a = parent[a]
		}
		return a
	}
	for e, m := range d.e {
		if m == On {
			a, b := geo.edgeVerts[e][0], geo.edgeVerts[e][1]
			if ra, rb := find(a), find(b); ra != rb {
				parent[ra] = rb
			}
			deg[a]++
			deg[b]++
		}
	}
	comp = s.comp
	for v := range comp {
		comp[v] = find(int32(v))
	}
	return comp, deg
}

// basicStep is the first basic deduction in board order: cells, pairs of
// 3s, dots, then small loops.
func (d *deducer) basicStep() *deduction {
	for c := range d.p.Clues {
		if dd := d.cellRule(c); dd != nil {
			return dd
		}
	}
	for c := range d.p.Clues {
		if dd := d.threesRule(c); dd != nil {
			return dd
		}
	}
	for v := range d.p.geo.vertEdges {
		if dd := d.vertexRule(v); dd != nil {
			return dd
		}
	}
	comp, deg := d.pieces()
	return d.loopRule(comp, deg)
}

// scratch is a deducer's working memory. Generation propagates and runs
// trials thousands of times per puzzle; allocating these per run cost
// more than the rules themselves.
type scratch struct {
	queued       []bool  // cells first, then dots
	queue        []int32 // what run still has to look at
	parent, comp []int32 // per dot: union-find, then its piece
	deg          []int8  // lines per dot
	open, closed []bool  // per piece root: has an end, has a middle dot
	set          []int32 // edges run decided, so a trial can take them back
	lines, drawn []int32 // lines run drew since its last look at the pieces
	loopDone     bool    // the board holds a closed loop, the whole solution
	// closer is an unset edge joining the ends of the one piece that holds
	// every line, where a line would finish the solution: the small-loop
	// rule spares it only while no line is drawn elsewhere (-1: none).
	closer int32
	seen   []uint32 // per edge: gen when followLines passed it
	gen    uint32
}

func (d *deducer) work() *scratch {
	if d.s == nil {
		nc, nv := d.p.G.Cells(), d.p.geo.numVertices()
		d.s = &scratch{
			queued: make([]bool, nc+nv), queue: make([]int32, 0, nc+nv),
			parent: make([]int32, nv), comp: make([]int32, nv), deg: make([]int8, nv),
			open: make([]bool, nv), closed: make([]bool, nv),
			seen: make([]uint32, d.p.geo.numEdges()), closer: -1,
		}
	}
	return d.s
}

func (d *deducer) apply(dd *deduction) {
	for _, e := range dd.edges {
		d.e[e] = dd.mark
	}
}

// propagate applies basic rules until none applies and returns false when
// the board breaks a rule. It works from a queue of cells and dots to look
// at: a change to an edge queues its two dots and the cells around them,
// so a line followed around the board costs its length, not a full pass
// per step.
func (d *deducer) propagate() bool { return d.run(nil) }

// run is propagate starting from the cells and dots around the edges in
// changed (nil: everything), for trials on a board already at a fixpoint.
// A cell or dot is checked for a broken count when it is looked at, and
// every change queues the cells and dots it touches, so only the closed
// loops need a look at the whole board.
func (d *deducer) run(changed []int) bool {
	p := d.p
	s := d.work()
	nc := p.G.Cells()
	queued, queue, head := s.queued, s.queue[:0], 0
	push := func(i int) {
		if !queued[i] {
			queued[i] = true
			queue = append(queue, int32(i))
		}
	}
	if changed == nil {
		for i := range queued {
			push(i)
		}
	}
	w := p.G.Cols + 1
	touch := func(e int) {
		for _, v := range p.geo.edgeVerts[e] {
			push(nc + int(v))
			vy, vx := int(v)/w, int(v)%w
			for _, c := range [4][2]int{{vy - 1, vx - 1}, {vy - 1, vx}, {vy, vx - 1}, {vy, vx}} {
				if p.G.In(c[0], c[1]) {
					push(p.G.Cell(c[0], c[1]))
				}
			}
		}
	}
	// Pieces change only when a line is drawn, and only the pieces holding
	// the new lines: after the first look at the whole board (a run from
	// scratch), a look follows just those pieces (lines holds the lines
	// drawn since the last look).
	whole := changed == nil
	lines := s.lines[:0]
	for _, e := range changed {
		if d.e[e] == On {
			lines = append(lines, int32(e))
		}
	}
	set := func(e int, mark uint8) {
		d.e[e] = mark
		s.set = append(s.set, int32(e))
		if mark == On {
			lines = append(lines, int32(e))
		}
		touch(e)
	}
	apply := func(dd *deduction) {
		for _, e := range dd.edges {
			set(e, dd.mark)
		}
	}
	broken := func() bool {
		for _, i := range queue[head:] {
			queued[i] = false
		}
		s.queue = queue[:0]
		return false
	}
	for _, e := range changed {
		touch(e)
	}
	for {
		for head < len(queue) {
			i := int(queue[head])
			head++
			queued[i] = false
			if i >= nc {
				if !d.dotOK(i - nc) {
					return broken()
				}
				if mark := d.vertexFix(i - nc); mark != 0 {
					for _, e := range p.geo.vertEdges[i-nc] {
						if e >= 0 && d.e[e] == Unset {
							set(int(e), mark)
						}
					}
				}
				continue
			}
			if !d.cellOK(i) {
				return broken()
			}
			if kind, mark, es, n, _ := d.cellFix(i); kind != noRule {
				for _, e := range es[:n] {
					set(int(e), mark)
				}
			}
			if dd := d.threesRule(i); dd != nil {
				apply(dd)
			}
		}
		queue, head = queue[:0], 0
		if !whole && len(lines) == 0 {
			s.queue, s.lines = queue, lines
			return true
		}
		found := false
		if whole || d.wholeLooks && len(lines) > 0 {
			whole, lines = false, lines[:0]
			s.loopDone, s.closer = false, -1
			comp, deg := d.pieces()
			if !d.closedOK(comp, deg) {
				return broken()
			}
			for {
				dd := d.loopRule(comp, deg)
				if dd == nil {
					break
				}
				apply(dd) // crossing out an edge changes no piece: look for more
				found = true
			}
		} else {
			drawn := append(s.drawn[:0], lines...)
			lines = lines[:0]
			var ok bool
			ok, found = d.followLines(drawn, apply)
			s.drawn = drawn
			if !ok {
				return broken()
			}
		}
		if !found {
			s.queue, s.lines = queue, lines
			return true
		}
	}
}

// followLines looks at the pieces holding the lines in drawn (On edges of
// a board whose other pieces were looked at), as closedOK and loopRule do
// for the whole board: a piece that closed must be the whole, correct
// solution (ok false otherwise), and an unset edge joining a piece's two
// ends is crossed out through apply (found) unless drawing it finishes
// the solution. Each piece is followed once, in time its length.
func (d *deducer) followLines(drawn []int32, apply func(*deduction)) (ok, found bool) {
	p, s := d.p, d.work()
	s.gen++
	if s.gen == 0 { // wrapped: old marks could pass for new ones
		clear(s.seen)
		s.gen = 1
	}
	gen := s.gen
	// follow walks the line from v, reached by edge e, to its end: the
	// end dot, the edges passed, and whether it came back to a line
	// already followed (then the piece is a closed loop).
	follow := func(v, e int32) (end int32, n int, closed bool) {
		for {
			next := int32(-1)
			for _, f := range p.geo.vertEdges[v] {
				if f >= 0 && f != e && d.e[f] == On {
					next = f
					break
				}
			}
			if next < 0 {
				return v, n, false
			}
			if s.seen[next] == gen {
				return v, n, true
			}
			s.seen[next] = gen
			n++
			e = next
			if ends := p.geo.edgeVerts[next]; ends[0] == v {
				v = ends[1]
			} else {
				v = ends[0]
			}
		}
	}
	open, spared := false, false
	for _, e0 := range drawn {
		if s.seen[e0] == gen {
			continue
		}
		s.seen[e0] = gen
		a, b := p.geo.edgeVerts[e0][0], p.geo.edgeVerts[e0][1]
		x, n, closed := follow(a, e0)
		if closed {
			if !d.wholeLoop(n+1, -1) {
				return false, found
			}
			s.loopDone = true
			continue
		}
		open = true
		y, m, _ := follow(b, e0)
		for _, f := range p.geo.vertEdges[x] {
			if f < 0 || d.e[f] != Unset {
				continue
			}
			if ends := p.geo.edgeVerts[f]; ends[0] != y && ends[1] != y {
				continue
			}
			if d.wholeLoop(n+m+1, int(f)) {
				s.closer, spared = f, true
				continue
			}
			apply(&deduction{rule: "no small loop", edges: []int{int(f)}, mark: Off})
			found = true
		}
	}
	// A line drawn outside the piece that held every line ends the
	// spared edge's exception, and one outside a finished loop breaks it.
	if f := s.closer; open && !spared && f >= 0 {
		s.closer = -1
		ends := p.geo.edgeVerts[f]
		if d.e[f] == Unset && d.lineEnd(ends[0]) && d.lineEnd(ends[1]) {
			if y, _, _ := follow(ends[0], -1); y == ends[1] {
				apply(&deduction{rule: "no small loop", edges: []int{int(f)}, mark: Off})
				found = true
			}
		}
	}
	return !open || !s.loopDone, found
}

// lineEnd reports whether dot v has exactly one line.
func (d *deducer) lineEnd(v int32) bool {
	on := 0
	for _, e := range d.p.geo.vertEdges[v] {
		if e >= 0 && d.e[e] == On {
			on++
		}
	}
	return on == 1
}

// wholeLoop reports whether a piece of n lines, closed or closed by extra
// (an unset edge, or -1), is the whole, correct solution: it holds every
// line and meets the clues.
func (d *deducer) wholeLoop(n, extra int) bool {
	on := 0
	for _, m := range d.e {
		if m == On {
			on++
		}
	}
	if on != n {
		return false
	}
	line := make([]bool, len(d.e))
	for i, m := range d.e {
		line[i] = m == On
	}
	if extra >= 0 {
		line[extra] = true
	}
	return d.p.finished(line)
}

// cellOK is false when clue cell c has too many lines or too few sides
// left for its clue.
func (d *deducer) cellOK(c int) bool {
	clue := d.p.Clues[c]
	if clue < 0 {
		return true
	}
	on, _, unset := d.count(d.p.geo.cellEdges[c][:])
	return on <= clue && on+unset >= clue
}

// dotOK is false when dot v branches or holds a line end with no way on.
func (d *deducer) dotOK(v int) bool {
	on, _, unset := d.count(d.p.geo.vertEdges[v][:])
	return on <= 2 && (on != 1 || unset > 0) && (!d.p.AllDots || on+unset >= 2)
}

// closedOK is false when a closed piece is not the whole, correct
// solution.
func (d *deducer) closedOK(comp []int32, deg []int8) bool {
	s := d.work()
	clear(s.open)
	clear(s.closed)
	for v, dg := range deg {
		switch {
		case dg == 1:
			s.open[comp[v]] = true
		case dg == 2:
			s.closed[comp[v]] = true
		}
	}
	for r, c := range s.closed {
		if !c || s.open[r] {
			continue
		}
		// A closed piece is one loop (every dot has at most two lines by
		// now): the whole solution if it holds every line and meets the
		// clues. Trials close small loops often, so the lines are
		// counted first.
		line := make([]bool, len(d.e))
		for i, m := range d.e {
			if m == On && comp[d.p.geo.edgeVerts[i][0]] != int32(r) {
				return false
			}
			line[i] = m == On
		}
		s.loopDone = d.p.cluesMet(line)
		return s.loopDone
	}
	return true
}

// solved reports whether every edge is decided.
func (d *deducer) solved() bool {
	for _, m := range d.e {
		if m == Unset {
			return false
		}
	}
	return true
}

// trial tries mark on edge e (unset, on a board at a fixpoint) with basic
// rules and reports whether that breaks the board. The board is left as
// it was.
func (d *deducer) trial(e int, mark uint8) bool {
	s := d.work()
	s.set = s.set[:0]
	loopDone, closer := s.loopDone, s.closer
	d.e[e] = mark
	broke := !d.run([]int{e})
	for _, u := range s.set {
		d.e[u] = Unset
	}
	d.e[e] = Unset
	s.set = s.set[:0]
	s.loopDone, s.closer = loopDone, closer
	return broke
}

// contradictionStep is the first edge whose one value breaks the board
// under basic rules, so it takes the other. It gives nil once ctx ends
// (two trials per open edge: seconds on a 64x64 board).
func (d *deducer) contradictionStep(ctx context.Context) *deduction {
	for e, m := range d.e {
		if m != Unset {
			continue
		}
		if expired(ctx) {
			return nil
		}
		for _, try := range [2]uint8{On, Off} {
			if d.trial(e, try) {
				other, what := Off, "a line"
				if try == Off {
					other, what = On, "crossed out"
				}
				return &deduction{rule: "contradiction", edges: []int{e}, mark: other, at: []grid.Point{d.p.geo.edgePoint(e)},
					why: func() string {
						return fmt.Sprintf("if %s were %s, the basic rules would soon break a clue or the loop", d.p.edgeName(e), what)
					}}
			}
		}
	}
	return nil
}

// solveTo applies rules up to level until stuck; it reports whether the
// board got fully decided (which proves the solution unique) and false
// also when it broke.
func (d *deducer) solveTo(level int) bool {
	solved, _ := d.settle(level)
	return solved
}

// settle is solveTo telling a board the rules broke (broken) from one they
// got stuck on (neither).
func (d *deducer) settle(level int) (solved, broken bool) {
	if !d.propagate() {
		return false, true
	}
	for {
		if d.solved() {
			return true, false
		}
		if level < LevelMedium {
			return false, false
		}
		// One sweep of trials over all open edges, keeping every result
		// (restarting from the first edge after each would repeat the
		// failed trials over and over).
		progress := false
		for e, m := range d.e {
			if m != Unset {
				continue
			}
			for _, try := range [2]uint8{On, Off} {
				if d.sol != nil && d.sol[e] == try {
					continue // the truth cannot break the board
				}
				if d.trial(e, try) {
					d.e[e] = On + Off - try
					if !d.run([]int{e}) {
						return false, true
					}
					progress = true
					break
				}
			}
		}
		if !progress {
			return false, false
		}
	}
}

// Grade is the lowest level whose rules solve the puzzle from an empty
// board, or LevelHard.
func (p *Puzzle) Grade() int {
	for _, lv := range []int{LevelEasy, LevelMedium} {
		if newDeducer(p, make([]uint8, p.geo.numEdges())).solveTo(lv) {
			return lv
		}
	}
	return LevelHard
}

// SolvesAt reports whether the rules of level solve the puzzle from an
// empty board (which also proves it unique).
func (p *Puzzle) SolvesAt(level int) bool {
	return newDeducer(p, make([]uint8, p.geo.numEdges())).solveTo(level)
}
