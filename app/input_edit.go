package main

// What a setter can place in each genre, as tools for the editor page:
// a tool says where its clues sit (a cell under the pointer or cursor, or
// the cell side nearest to the pointer) and which values it offers. The
// values are the genre's Given values (solver/<genre>/edit.go); the page
// turns clicks, taps, keys and pad presses into edit moves with them, so
// a genre's editor is a few lines here.

import (
	"strconv"

	"pencilbox/solver/flow"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// editTarget is where a tool's clues sit.
type editTarget uint8

const (
	targetCell editTarget = iota // the (display) cell under the pointer or the cursor
	targetEdge                   // the side between two cells nearest the pointer
)

// EditTool is one kind of clue a setter places.
type EditTool struct {
	ID, Label string
	Target    editTarget
	// Typed: the cursor's clue is typed, digits accumulating into numbers
	// ("1" then "2" is 12 where 12 fits, else 2), "?" where the genre has
	// it; Letters: letter keys type it (Flow Free's dots).
	Typed, Letters bool
	// Top is the largest number a typed tool takes; from 10 up, the keys
	// a-g also type 10-16 as they do in play (keyDigit), one key a number.
	Top int
	// Pad lists the values offered as buttons (typed tools).
	Pad []string
	// Cycle lists what a tap at a point steps through after "" (tools that
	// are not typed, and edge tools): a sign pointing one way then the
	// other, a border, a square.
	Cycle func(at grid.Point) []string
	// Drag: a drag from cell to neighbouring cell places the edge between
	// them with the value pointing the way the drag went (Evolomino's
	// arrows: Cycle(at)[0] rightward or downward, [1] the other way).
	Drag bool
}

// editToolSets maps a genre name to its tools for a board.
var editToolSets = map[string]func(p puzzle.Clued) []EditTool{
	"sudoku": func(p puzzle.Clued) []EditTool {
		n, _ := p.Size()
		return []EditTool{numberTool("digits", "Digits", 1, n, false)}
	},
	"futoshiki": func(p puzzle.Clued) []EditTool {
		n, _ := p.Size()
		return []EditTool{numberTool("digits", "Digits", 1, n, false), signTool("signs", "Signs", "<", ">", "^", "v")}
	},
	"hashi": func(puzzle.Clued) []EditTool { return []EditTool{numberTool("islands", "Islands", 1, 8, true)} },
	"nurikabe": func(puzzle.Clued) []EditTool {
		return []EditTool{numberTool("numbers", "Numbers", 1, 9, true)}
	},
	"slitherlink": func(puzzle.Clued) []EditTool {
		return []EditTool{numberTool("numbers", "Numbers", 0, 4, true)}
	},
	"fillomino": func(puzzle.Clued) []EditTool {
		return []EditTool{numberTool("numbers", "Numbers", 1, 9, true),
			{ID: "borders", Label: "Borders", Target: targetEdge, Cycle: func(grid.Point) []string { return []string{"wall"} }}}
	},
	"evolomino": func(puzzle.Clued) []EditTool {
		arrows := signTool("arrows", "Arrows", ">", "<", "v", "^")
		arrows.Drag = true
		return []EditTool{
			{ID: "squares", Label: "Squares", Cycle: func(grid.Point) []string { return []string{"square"} }},
			{ID: "shaded", Label: "Shaded", Cycle: func(grid.Point) []string { return []string{"shaded"} }},
			arrows,
		}
	},
	"flow": func(p puzzle.Clued) []EditTool {
		if fp, ok := p.(*flow.Puzzle); ok && fp.Rules == flow.Numberlink {
			return []EditTool{numberTool("dots", "Dots", 1, 9, true)}
		}
		t := EditTool{ID: "dots", Label: "Dots", Letters: true}
		// The pad offers the letters in use and the next one.
		used := 0
		for _, g := range p.GivenList() {
			if len(g.Value) == 1 && g.Value[0] >= 'A' && g.Value[0] <= 'Z' {
				used = max(used, int(g.Value[0]-'A')+1)
			}
		}
		for k := 0; k <= min(used, 25); k++ {
			t.Pad = append(t.Pad, string(rune('A'+k)))
		}
		t.Pad = append(t.Pad, "?") // a dot whose letter is not shown
		return []EditTool{t}
	},
	"survo": func(p puzzle.Clued) []EditTool {
		return []EditTool{numberTool("numbers", "Numbers and sums", 1, 9, false)}
	},
}

// HasEditTools reports whether the editor can set puzzles of a genre.
func HasEditTools(name string) bool { _, ok := editToolSets[name]; return ok }

// EditToolsFor lists the tools for board p (nil for a genre without an
// editor).
func EditToolsFor(p puzzle.Clued) []EditTool {
	f, ok := editToolSets[p.Genre().Name()]
	if !ok {
		return nil
	}
	return f(p)
}

// numberTool is a typed tool with a pad of lo..hi (and "?" when q).
func numberTool(id, label string, lo, hi int, q bool) EditTool {
	t := EditTool{ID: id, Label: label, Typed: true, Top: hi}
	for v := lo; v <= min(hi, 9); v++ {
		t.Pad = append(t.Pad, strconv.Itoa(v))
	}
	if q {
		t.Pad = append(t.Pad, "?")
	}
	return t
}

// signTool is an edge tool cycling through a sign and its reverse:
// across (a, b) on the sides between columns, down (c, d) between rows.
func signTool(id, label, a, b, c, d string) EditTool {
	return EditTool{ID: id, Label: label, Target: targetEdge, Cycle: func(at grid.Point) []string {
		if at.Y&1 == 1 {
			return []string{a, b}
		}
		return []string{c, d}
	}}
}

// dragValue is the value a drag tool places on the edge between cells a
// and b (neighbours, the drag going from a to b), and that edge.
func dragValue(t EditTool, a, b Cursor) (grid.Point, string, bool) {
	if d := (a.Y-b.Y)*(a.Y-b.Y) + (a.X-b.X)*(a.X-b.X); d != 1 || t.Cycle == nil {
		return grid.Point{}, "", false
	}
	pa, pb := a.Point(), b.Point()
	at := grid.Point{Y: (pa.Y + pb.Y) / 2, X: (pa.X + pb.X) / 2}
	vals := t.Cycle(at)
	if len(vals) < 2 {
		return grid.Point{}, "", false
	}
	if b.Y > a.Y || b.X > a.X {
		return at, vals[0], true
	}
	return at, vals[1], true
}

// nextInCycle is the value after cur in "" + cycle, wrapping to "".
func nextInCycle(cycle []string, cur string) string {
	for i, v := range cycle {
		if v == cur {
			if i+1 < len(cycle) {
				return cycle[i+1]
			}
			return ""
		}
	}
	if len(cycle) == 0 {
		return ""
	}
	return cycle[0]
}

// editGivenAt is the value of p's given at a point, "" when none.
func editGivenAt(p puzzle.Clued, at grid.Point) string {
	for _, g := range p.GivenList() {
		if g.At == at {
			return g.Value
		}
	}
	return ""
}

// typedKey reads a key as a typed value for tool t: a digit, "?", or a
// letter for a letter tool; ok is false for other keys.
func typedKey(t EditTool, key string) (string, bool) {
	if len(key) != 1 {
		return "", false
	}
	k := key[0]
	switch {
	case t.Typed && k >= '0' && k <= '9':
		return key, true
	case t.Typed && !t.Letters && t.Top >= 10 && (k|0x20) >= 'a' && int((k|0x20)-'a')+10 <= min(t.Top, 16):
		return strconv.Itoa(int((k|0x20)-'a') + 10), true
	case (t.Typed || t.Letters) && k == '?':
		return key, true
	case t.Letters && (k >= 'A' && k <= 'Z' || k >= 'a' && k <= 'z'):
		return key, true
	}
	return "", false
}
