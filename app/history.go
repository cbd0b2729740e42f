package main

import (
	"fmt"

	"pencilbox/solver/puzzle"
)

// History is the generic undo/redo list of a game: the move texts from the
// start position and how many of them are applied. Moves past Pos are the
// redo branch; a new move cuts it off, as every editor does. Positions are
// never stored, only moves, so history, saving and hints share one text form
// (STYLE.md: everything is text).
type History struct {
	Moves []string
	Pos   int
}

// Push records a move just applied at Pos, dropping the redo branch.
func (h *History) Push(move string) {
	h.Moves = append(h.Moves[:h.Pos:h.Pos], move)
	h.Pos++
}

// CanUndo and CanRedo say whether the buttons should be enabled.
func (h *History) CanUndo() bool { return h.Pos > 0 }
func (h *History) CanRedo() bool { return h.Pos < len(h.Moves) }

// Undo steps back one move; false when at the start.
func (h *History) Undo() bool {
	if !h.CanUndo() {
		return false
	}
	h.Pos--
	return true
}

// Redo re-applies the next move of the redo branch and returns it.
func (h *History) Redo() (string, bool) {
	if !h.CanRedo() {
		return "", false
	}
	h.Pos++
	return h.Moves[h.Pos-1], true
}

// Applied is the list of moves that make the current position (a copy, so
// callers such as worker requests cannot alias the history).
func (h *History) Applied() []string {
	return append([]string(nil), h.Moves[:h.Pos]...)
}

// Replay applies the first n moves to start. Undo is implemented as a
// replay from the start: states are immutable and moves are cheap, so this
// keeps one code path and no per-move snapshots.
func Replay(start puzzle.State, moves []string) (puzzle.State, error) {
	s := start
	for i, m := range moves {
		next, err := s.Apply(m)
		if err != nil {
			return s, fmt.Errorf("app: move %d (%q) does not apply: %v", i+1, m, err)
		}
		s = next
	}
	return s, nil
}

// Restore rebuilds a history from saved moves against start: moves that no
// longer apply (a saved game from an older version, a hand-edited storage
// entry) are dropped together with everything after them, so a restored
// game is always a valid position rather than an error screen. It returns
// the history, the current state and whether anything had to be dropped.
func Restore(start puzzle.State, moves []string, pos int) (History, puzzle.State, bool) {
	pos = max(0, min(pos, len(moves)))
	h := History{Pos: pos}
	s, cur := start, start
	dropped := false
	for i, m := range moves {
		next, err := s.Apply(m)
		if err != nil {
			dropped = true
			break
		}
		h.Moves = append(h.Moves, m)
		s = next
		if i+1 == pos {
			cur = s
		}
	}
	if h.Pos > len(h.Moves) {
		// The position itself was past the first bad move: stop just before it.
		h.Pos = len(h.Moves)
		cur = s
	}
	return h, cur, dropped
}
