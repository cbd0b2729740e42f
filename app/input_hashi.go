package main

import (
	"math"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/hashi"
	"pencilbox/solver/puzzle"
)

// Hashiwokakero is played between islands (issue 3's conventions): a drag
// from an island towards a neighbour cycles the bridges between them 0, 1,
// 2, 0 (a drag that runs on through several islands does each pair it
// passes, one undo step); a tap on a bridge, or on the water it would
// cross, cycles it too; a right-click or long press toggles a "no bridge"
// mark. On the keyboard the cursor selects an island and Shift+arrow cycles
// its bridge that way (from the water, Shift+arrow jumps to the next island
// in that direction). A No-bridge mode (pad key or x) makes taps, drags and
// keys put marks instead, for touch screens without a second button.
//
// Moves are the genre's "Y1,X1-Y2,X2~1" (cycle), "~x" (toggle the mark) and
// "=0" (erase), with 0-based cells of the two islands.
func init() {
	RegisterInputOf("hashi", func(p *hashi.Puzzle) Input { return newHashiInput(p) })
}

type hashiInput struct {
	p    *hashi.Puzzle
	over [][]int // per cell: the potential bridges passing over it
	mark bool    // No-bridge mode: taps, drags and keys toggle "no bridge" marks
}

func newHashiInput(p *hashi.Puzzle) *hashiInput {
	in := &hashiInput{p: p, over: make([][]int, p.G.Cells())}
	for b, br := range p.Bridges {
		for _, c := range br.Cells {
			in.over[c] = append(in.over[c], b)
		}
	}
	return in
}

func (in *hashiInput) Controls() string {
	return "Drag from an island towards another to lay a bridge; drag again for a second one, and a third time " +
		"to take both away. A drag can run on through several islands. Tapping a bridge (or the water it " +
		"would cross) does the same. Right-click or long-press marks the way \"no bridge\". The No bridge key " +
		"(or x) switches taps, drags and keys to these marks. Keyboard: the arrows move the cursor; on an " +
		"island Shift+arrow lays or changes the bridge that way, on water it jumps to the next island; " +
		"Backspace clears the island's bridges. Ctrl+Z undoes, Ctrl+Y redoes."
}

// Related: no row, column or same-number shading around the cursor.
func (in *hashiInput) Related() bool { return false }

func (in *hashiInput) Pad() []PadKey {
	return []PadKey{
		{Digit: 1, Label: "Bridge", ID: "pad-bridge", On: !in.mark},
		{Digit: 2, Label: "No bridge", ID: "pad-nobridge", On: in.mark},
		{Digit: 0, Label: "Erase", ID: "pad-erase"},
	}
}

func (in *hashiInput) Press(k PadKey, cur Cursor, pencil bool, d puzzle.Display) Action {
	switch k.Digit {
	case 0:
		return in.erase(cur, d)
	case 1, 2:
		in.mark = k.Digit == 2
	}
	return Action{}
}

func (in *hashiInput) Key(ev KeyEvent, cur Cursor, pencil bool, d puzzle.Display) Action {
	if ev.Ctrl || ev.Meta || ev.Alt {
		return Action{}
	}
	switch ev.Key {
	case "x", "X":
		in.mark = !in.mark
		return Action{}
	case "Backspace", "Delete":
		return in.erase(cur, d)
	}
	if !ev.Shift {
		return Action{}
	}
	_, dy, dx, ok := EdgeKey(ev, cur)
	if !ok || !in.p.G.In(cur.Y, cur.X) {
		return Action{}
	}
	c := in.p.G.Cell(cur.Y, cur.X)
	next, found := in.islandToward(c, dy, dx)
	if !found {
		return Action{} // the plain cursor step
	}
	if in.p.IslandAt(c) < 0 {
		y, x := in.p.G.YX(next)
		return Action{Kind: ActSelect, At: Cursor{Y: y, X: x}}
	}
	b, ok := in.p.BridgeBetween(c, next)
	if !ok {
		return Action{}
	}
	return Action{Kind: ActMove, Move: in.bridgeMove(b, in.op(ButtonPrimary))}
}

// islandToward is the first island from cell c in direction (dy, dx).
func (in *hashiInput) islandToward(c, dy, dx int) (int, bool) {
	g := in.p.G
	y, x := g.YX(c)
	for y, x = y+dy, x+dx; g.In(y, x); y, x = y+dy, x+dx {
		if q := g.Cell(y, x); in.p.IslandAt(q) >= 0 {
			return q, true
		}
	}
	return 0, false
}

// op is the move a primary gesture makes ("~1" cycles, "~x" toggles the
// mark); the secondary button always marks.
func (in *hashiInput) op(b Button) string {
	if in.mark || b == ButtonSecondary {
		return "~x"
	}
	return "~1"
}

// bridgeMove names bridge b by its two islands' cells.
func (in *hashiInput) bridgeMove(b int, op string) string {
	br := in.p.Bridges[b]
	ya, xa := in.p.G.YX(in.p.Islands[br.A])
	yb, xb := in.p.G.YX(in.p.Islands[br.B])
	return strconv.Itoa(ya) + "," + strconv.Itoa(xa) + "-" + strconv.Itoa(yb) + "," + strconv.Itoa(xb) + op
}

// erase clears what the cursor cell holds: an island's bridges and marks,
// or those passing over a water cell, as one step.
func (in *hashiInput) erase(cur Cursor, d puzzle.Display) Action {
	g := in.p.G
	if !g.In(cur.Y, cur.X) {
		return Action{}
	}
	c := g.Cell(cur.Y, cur.X)
	bs := in.over[c]
	if i := in.p.IslandAt(c); i >= 0 {
		bs = in.p.BridgesOf(i)
	}
	drawn := in.drawn(d)
	var moves []string
	for _, b := range bs {
		if drawn[b] {
			moves = append(moves, in.bridgeMove(b, "=0"))
		}
	}
	if len(moves) == 0 {
		return Action{}
	}
	return Action{Kind: ActMove, Move: strings.Join(moves, MoveSep)}
}

// drawn reports, per potential bridge, whether the display shows anything
// on it (bridges from island to island, or a cross halfway).
func (in *hashiInput) drawn(d puzzle.Display) []bool {
	at := map[[2]grid.Point]int{}
	mid := map[grid.Point]int{}
	for b, br := range in.p.Bridges {
		a, c := in.p.G.CellPoint(in.p.Islands[br.A]), in.p.G.CellPoint(in.p.Islands[br.B])
		at[[2]grid.Point{a, c}] = b
		mid[grid.Point{Y: (a.Y + c.Y) / 2, X: (a.X + c.X) / 2}] = b
	}
	out := make([]bool, len(in.p.Bridges))
	for _, it := range d.Items {
		switch it.Kind {
		case puzzle.Line:
			if b, ok := at[[2]grid.Point{it.At, it.To}]; ok {
				out[b] = true
			} else if b, ok := at[[2]grid.Point{it.To, it.At}]; ok {
				out[b] = true
			}
		case puzzle.Cross:
			if b, ok := mid[it.At]; ok {
				out[b] = true
			}
		}
	}
	return out
}

// dragAway is how far (lattice units, a cell is 2) a drag must leave its
// island's centre to point at a neighbour when it is released short of it.
const dragAway = 1.0

// Pointer: a press on an island starts a bridge drag (drag.Value = island
// index + 1, drag.From its centre). Entering another island in line with
// it does that pair (once per gesture) and the drag goes on from there; a
// drag released short of the next island does the pair it points at. A
// gesture that makes no move and starts on water, or on the line between
// two neighbouring islands, is a tap on that bridge.
func (in *hashiInput) Pointer(ev PointerEvent, drag *Drag, st puzzle.State, d puzzle.Display) []Action {
	g := in.p.G
	switch ev.Phase {
	case PointerDown:
		drag.Value = 0
		if c, ok := ev.Cell(); ok {
			if i := in.p.IslandAt(g.Cell(c.Y, c.X)); i >= 0 {
				drag.Value, drag.From = i+1, c.Point()
			}
		}
		return nil
	case PointerMove:
		if drag.Value == 0 {
			return nil
		}
		c, ok := ev.Cell()
		if !ok || c.Point() == drag.From {
			return nil
		}
		to := g.Cell(c.Y, c.X)
		if in.p.IslandAt(to) < 0 {
			return nil
		}
		from := in.p.Islands[drag.Value-1]
		b, ok := in.p.BridgeBetween(from, to)
		if !ok {
			return nil // not in line, or another island between
		}
		drag.Value, drag.From = in.p.IslandAt(to)+1, c.Point()
		drag.Paint = "bridged"
		if !drag.Mark(bridgeKey(b)) {
			return nil // back over a pair this gesture already did
		}
		return []Action{{Kind: ActMove, Move: in.bridgeMove(b, in.op(ev.Button))}}
	case PointerUp:
		if drag.Paint != "" || drag.Moves > 0 {
			return nil
		}
		if drag.Value > 0 {
			return in.release(ev, drag)
		}
		if math.Hypot(ev.Y-drag.Start.Y, ev.X-drag.Start.X) > dragAway {
			return nil // a drag over water means nothing
		}
		if b, ok := in.tapped(drag.Start, st); ok {
			return []Action{{Kind: ActMove, Move: in.bridgeMove(b, in.op(drag.Start.Button))}}
		}
	}
	return nil
}

// release handles a drag from an island let go before it reached
// another: if it left the island far enough, it means the neighbour in
// its main direction.
func (in *hashiInput) release(ev PointerEvent, drag *Drag) []Action {
	dy, dx := ev.Y-float64(drag.From.Y), ev.X-float64(drag.From.X)
	if math.Max(math.Abs(dy), math.Abs(dx)) < dragAway {
		// A tap on an island (or a tap on the line between two
		// neighbouring islands, which lands on one of them).
		if b, ok := in.neighbourTap(drag.Start); ok {
			return []Action{{Kind: ActMove, Move: in.bridgeMove(b, in.op(drag.Start.Button))}}
		}
		return nil
	}
	sy, sx := 0, 0
	if math.Abs(dy) > math.Abs(dx) {
		sy = int(math.Copysign(1, dy))
	} else {
		sx = int(math.Copysign(1, dx))
	}
	from := in.p.Islands[drag.Value-1]
	to, ok := in.islandToward(from, sy, sx)
	if !ok {
		return nil
	}
	b, ok := in.p.BridgeBetween(from, to)
	if !ok {
		return nil
	}
	return []Action{{Kind: ActMove, Move: in.bridgeMove(b, in.op(drag.Start.Button))}}
}

// neighbourTap finds the bridge between two neighbouring islands when ev
// is on (or very near) the side they share: such a bridge has no water to
// tap.
func (in *hashiInput) neighbourTap(ev PointerEvent) (int, bool) {
	e, dist := ev.NearestEdge()
	if dist > 0.35 || !e.IsEdge() {
		return 0, false
	}
	var c1, c2 grid.Point
	if e.Y%2 == 0 { // horizontal side: cells above and below
		c1, c2 = grid.Point{Y: e.Y - 1, X: e.X}, grid.Point{Y: e.Y + 1, X: e.X}
	} else {
		c1, c2 = grid.Point{Y: e.Y, X: e.X - 1}, grid.Point{Y: e.Y, X: e.X + 1}
	}
	p1, ok1 := in.p.G.PointCell(c1)
	p2, ok2 := in.p.G.PointCell(c2)
	if !ok1 || !ok2 {
		return 0, false
	}
	return in.p.BridgeBetween(p1, p2)
}

// tapped is the potential bridge a tap on water means: the one passing
// over the cell; where two would cross there, the one already drawn, else
// the one whose line the tap is nearer to.
func (in *hashiInput) tapped(ev PointerEvent, st puzzle.State) (int, bool) {
	c, ok := ev.Cell()
	if !ok {
		return 0, false
	}
	bs := in.over[in.p.G.Cell(c.Y, c.X)]
	switch len(bs) {
	case 0:
		return 0, false
	case 1:
		return bs[0], true
	}
	if s, ok := st.(*hashi.State); ok {
		var on []int
		for _, b := range bs {
			if s.Marks[b] != 0 {
				on = append(on, b)
			}
		}
		if len(on) == 1 {
			return on[0], true
		}
	}
	p := c.Point()
	nearHorizontal := math.Abs(ev.Y-float64(p.Y)) <= math.Abs(ev.X-float64(p.X))
	for _, b := range bs {
		if in.p.Bridges[b].Vertical != nearHorizontal {
			return b, true
		}
	}
	return bs[0], true
}

// bridgeKey is a point standing for bridge b in drag.Mark (off the
// board, one per bridge: midpoints of a crossing pair coincide).
func bridgeKey(b int) grid.Point { return grid.Point{Y: -1 - b, X: -1} }
