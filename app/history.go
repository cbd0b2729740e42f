package main

import (
	"fmt"
	"strings"

	"pencilbox/solver/puzzle"
)

// History is the generic undo/redo list of a game: the move texts from the
// start position and how many of them are applied. Moves past Pos are the
// redo branch; a new move cuts it off, as every editor does. Positions are
// never stored, only moves, so history, saving and hints share one text form
// (STYLE.md: everything is text).
//
// Compound entries: one gesture (a drag drawing ten line segments) should
// be one undo step, yet genres only know single moves. So an entry may hold
// several moves joined by MoveSep ("1,2=3;1,3=3"), applied in order as one
// step (ApplyEntry). Genres never see the separator: their move texts must
// simply not contain ';'. A whole-answer move (puzzle.SetAnswerMove) is
// never split, whatever its answer text holds. The saved game stores
// entries as they are, so a reload keeps the grouping.
type History struct {
	Moves []string
	Pos   int

	grouping bool // between BeginGroup and EndGroup
	joined   bool // the group already has its entry at Pos-1
}

// MoveSep joins the moves of one compound history entry.
const MoveSep = ";"

// Push records a move just applied at Pos, dropping the redo branch.
// Inside a group, every move after the first joins the group's entry. An
// entry that starts with MoveSep continues the last entry instead of
// making a new one: an Input whose one input takes several key presses
// (Survo's two-digit numbers) extends what it entered, so one Undo takes
// the whole of it back (see Continue).
func (h *History) Push(move string) {
	if rest, ok := strings.CutPrefix(move, MoveSep); ok {
		if h.Pos == 0 {
			move = rest
		} else {
			// A fresh slice: a save may still hold the old one.
			h.Moves = append(h.Moves[:h.Pos-1:h.Pos-1], h.Moves[h.Pos-1]+move)
			return
		}
	}
	if h.grouping && h.joined && h.Pos > 0 {
		h.Moves[h.Pos-1] += MoveSep + move
		return
	}
	h.Moves = append(h.Moves[:h.Pos:h.Pos], move)
	h.Pos++
	h.joined = h.grouping
}

// BeginGroup starts a compound entry: the moves pushed until EndGroup
// make one undo step. A group with no moves leaves no entry.
func (h *History) BeginGroup() { h.grouping, h.joined = true, false }

// EndGroup closes the current group (a no-op outside one).
func (h *History) EndGroup() { h.grouping, h.joined = false, false }

// Grouping reports whether a group is open.
func (h *History) Grouping() bool { return h.grouping }

// Continue marks an entry as the continuation of the last one (Push).
func Continue(entry string) string { return MoveSep + entry }

// SplitEntry lists the moves of one history entry in order (a
// continuation's leading MoveSep adds no empty move).
func SplitEntry(entry string) []string {
	if strings.HasPrefix(entry, puzzle.SetAnswerMove) || !strings.Contains(entry, MoveSep) {
		return []string{entry}
	}
	return strings.Split(strings.TrimPrefix(entry, MoveSep), MoveSep)
}

// ApplyEntry applies every move of an entry to s; on error s is returned
// unchanged (an entry applies as a whole or not at all).
func ApplyEntry(s puzzle.State, entry string) (puzzle.State, error) {
	cur := s
	for _, m := range SplitEntry(entry) {
		next, err := cur.Apply(m)
		if err != nil {
			return s, err
		}
		cur = next
	}
	return cur, nil
}

// CanUndo and CanRedo say whether the buttons should be enabled.
func (h *History) CanUndo() bool { return h.Pos > 0 }
func (h *History) CanRedo() bool { return h.Pos < len(h.Moves) }

// Undo steps back one entry; false when at the start. It closes an open
// group, so moves after an undo start a new entry.
func (h *History) Undo() bool {
	h.EndGroup()
	if !h.CanUndo() {
		return false
	}
	h.Pos--
	return true
}

// Redo steps forward one entry and returns it (apply it with ApplyEntry).
func (h *History) Redo() (string, bool) {
	h.EndGroup()
	if !h.CanRedo() {
		return "", false
	}
	h.Pos++
	return h.Moves[h.Pos-1], true
}

// Applied is the list of single moves that make the current position,
// compound entries split (a fresh slice, so callers such as worker requests
// cannot alias the history; the worker applies moves one by one and never
// sees MoveSep).
func (h *History) Applied() []string {
	var out []string
	for _, e := range h.Moves[:h.Pos] {
		out = append(out, SplitEntry(e)...)
	}
	return out
}

// Replay applies moves (single moves or compound entries) to start. Undo is implemented as a
// replay from the start: states are immutable and moves are cheap, so this
// keeps one code path and no per-move snapshots.
func Replay(start puzzle.State, moves []string) (puzzle.State, error) {
	s := start
	for i, m := range moves {
		next, err := ApplyEntry(s, m)
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
		next, err := ApplyEntry(s, m)
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
