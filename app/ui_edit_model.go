package main

// The setter's editor, without the browser: the board being set is a
// puzzle.Clued, and every edit is a short text move applied through
// WithGiven, so the play mode's History (undo, redo, compound entries,
// replay from the start) and its saving serve the editor unchanged.
//
// Move texts (never containing MoveSep):
//
//	"Y,X=VALUE"  the given at lattice point (Y,X) becomes VALUE ("" removes it)
//	"size=C,R"   a blank C x R board with every given that still fits
//
// The URL of an edit page is the board's link with "_edit" after the
// genre id, as on puzz.link; the page replaces it after each edit, so a
// reload opens the same board, and the draft saved per genre
// (storage_edit.go) brings back the undo history with it.

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// editState is the editor's position: a puzzle.State over a Clued board,
// so History and Replay work on it as on a game.
type editState struct {
	p puzzle.Clued
}

// editAnswer is the text the editor's State offers as its Answer: the
// board's link (nothing is played in the editor).
type editAnswer string

func (a editAnswer) String() string { return string(a) }

func (s editState) Answer() puzzle.Answer  { return editAnswer(s.p.Link().String()) }
func (s editState) Layout() puzzle.Display { return s.p.NewState().Layout() }

// Apply understands the move texts of the file comment.
func (s editState) Apply(move string) (puzzle.State, error) {
	if rest, ok := strings.CutPrefix(move, "size="); ok {
		cs, rs, ok := strings.Cut(rest, ",")
		cols, err1 := strconv.Atoi(cs)
		rows, err2 := strconv.Atoi(rs)
		if !ok || err1 != nil || err2 != nil {
			return nil, fmt.Errorf("app: bad resize move %q", urlcodec.Clip(move))
		}
		p, err := resized(s.p, cols, rows)
		if err != nil {
			return nil, err
		}
		return editState{p}, nil
	}
	at, value, err := parseGivenMove(move)
	if err != nil {
		return nil, err
	}
	next, err := s.p.WithGiven(puzzle.Given{At: at, Value: value})
	if err != nil {
		return nil, err
	}
	c, ok := next.(puzzle.Clued)
	if !ok {
		return nil, errNotEditable
	}
	return editState{c}, nil
}

var errNotEditable = errors.New("app: this genre has no editor")

// givenMove is the move that sets the given at p to value.
func givenMove(p grid.Point, value string) string {
	return strconv.Itoa(p.Y) + "," + strconv.Itoa(p.X) + "=" + value
}

func parseGivenMove(move string) (grid.Point, string, error) {
	pos, value, ok := strings.Cut(move, "=")
	ys, xs, ok2 := strings.Cut(pos, ",")
	y, err1 := strconv.Atoi(ys)
	x, err2 := strconv.Atoi(xs)
	if !ok || !ok2 || err1 != nil || err2 != nil || strings.Contains(value, MoveSep) {
		return grid.Point{}, "", fmt.Errorf("app: bad edit move %q", urlcodec.Clip(move))
	}
	return grid.Point{Y: y, X: x}, value, nil
}

// resized is a blank board of the new size, of the same rules as p (a
// Numberlink board stays Numberlink: its blank is p with every given
// removed, when the size is unchanged, else the genre's Blank read under
// p's link id), holding every given of p that fits: givens are moved
// with the board's bottom-right corner when they stand beside it (Survo's
// sums), and dropped when the genre refuses them on the smaller board.
func resized(p puzzle.Clued, cols, rows int) (puzzle.Clued, error) {
	g, ok := p.Genre().(puzzle.Editable)
	if !ok {
		return nil, errNotEditable
	}
	oc, or := p.Size()
	b, err := g.Blank(cols, rows)
	if err != nil {
		return nil, err
	}
	blank, ok := b.(puzzle.Clued)
	if !ok {
		return nil, errNotEditable
	}
	// Keep the rule variant the link id carries (numlin vs arukone).
	if l := blank.Link(); l.PID != p.Link().PID || l.Flags != p.Link().Flags {
		l.PID, l.Flags = p.Link().PID, p.Link().Flags
		if same, err := decodeEditable(l); err == nil {
			blank = same
		}
	}
	cur := blank
	for _, gv := range p.GivenList() {
		at := gv.At
		switch {
		case at.Y > 2*or:
			at.Y += 2 * (rows - or)
		case at.X > 2*oc:
			at.X += 2 * (cols - oc)
		}
		if gv.At.Y <= 2*or && at.Y > 2*rows || gv.At.X <= 2*oc && at.X > 2*cols {
			continue // on the part of the board cut off
		}
		if next, err := cur.WithGiven(puzzle.Given{At: at, Value: gv.Value}); err == nil {
			if c, ok := next.(puzzle.Clued); ok {
				cur = c
			}
		}
	}
	return cur, nil
}

// draftDecoder is the editor's reader for genres whose setters pass
// through boards their Decode refuses (solver/<genre>/edit.go).
type draftDecoder interface {
	DecodeDraft(l urlcodec.Link) (puzzle.Puzzle, error)
}

// decodeEditable reads a link for the editor: drafts included, and only
// for genres that have an editor.
func decodeEditable(l urlcodec.Link) (puzzle.Clued, error) {
	g, ok := puzzle.ByID(l.PID)
	if !ok {
		return nil, fmt.Errorf("app: %q is not a genre Pencilbox knows", urlcodec.Clip(l.PID))
	}
	if _, ok := g.(puzzle.Editable); !ok || !HasEditTools(g.Name()) {
		return nil, fmt.Errorf("app: %s puzzles cannot be set in Pencilbox yet", g.Title())
	}
	var p puzzle.Puzzle
	var err error
	if d, ok := g.(draftDecoder); ok {
		p, err = d.DecodeDraft(l)
	} else {
		p, err = g.Decode(l)
	}
	if err != nil && l.Body == "" {
		// "futoshiki_edit/5/5/" typed by hand: the blank board of that
		// size, when the genre writes blank boards under this id.
		if b, berr := g.(puzzle.Editable).Blank(l.Cols, l.Rows); berr == nil && b.Link().PID == l.PID {
			p, err = b, nil
		}
	}
	if err != nil {
		return nil, err
	}
	c, ok := p.(puzzle.Clued)
	if !ok {
		return nil, errNotEditable
	}
	return c, nil
}

// decodeEditQuery reads an edit page's query ("sudoku_edit/9/9/...").
func decodeEditQuery(q string) (puzzle.Clued, error) {
	l, err := urlcodec.Parse(q)
	if err != nil {
		return nil, err
	}
	return decodeEditable(l)
}

// editQuery is the edit page's query for p: its link with "_edit" after
// the genre id.
func editQuery(p puzzle.Puzzle) string {
	l := p.Link()
	l.PID += "_edit"
	return l.String()
}

// isEditQuery reports whether a route query asks for the editor.
func isEditQuery(q string) bool {
	id, _, ok := strings.Cut(q, "/")
	return ok && strings.HasSuffix(id, "_edit") && len(id) > len("_edit")
}

// playable says whether the board is a puzzle the play page opens (not a
// draft its genre's Decode refuses), with Decode's message when not.
func playable(p puzzle.Puzzle) (string, error) {
	q, err := puzzle.Decode(p.Link().String())
	if err != nil {
		return "", err
	}
	return puzzle.LinkOf(q), nil
}

// symmetryGaps lists the lattice points whose 180° partner holds a given
// while they hold none: the symmetry helper marks them (it only marks: a
// partner's value is the setter's to choose, a Sudoku digit or a Flow dot
// would rarely be the same). Points beside the board (Survo's sums) have
// no partner on it and are left alone.
func symmetryGaps(p puzzle.Clued) []grid.Point {
	cols, rows := p.Size()
	has := map[grid.Point]bool{}
	gs := p.GivenList()
	for _, g := range gs {
		has[g.At] = true
	}
	var out []grid.Point
	seen := map[grid.Point]bool{}
	for _, g := range gs {
		q := grid.Point{Y: 2*rows - g.At.Y, X: 2*cols - g.At.X}
		if q.Y < 0 || q.X < 0 || g.At.Y > 2*rows || g.At.X > 2*cols || has[q] || seen[q] {
			continue
		}
		seen[q] = true
		out = append(out, q)
	}
	return out
}
