package main

import (
	"fmt"
	"strings"
)

// Saved progress (pinned contract, app/e2e reads it): localStorage key
// ProgressKeyPrefix + canonical link query, value JSON
// {"moves":[...],"pos":N,"ms":elapsed}. Only moves are stored, never board
// pictures, so a save survives layout changes and replays through the same
// Apply that play uses.
const (
	ProgressKeyPrefix = "pencilbox/progress/"
	// lastKeyPrefix + genre name remembers the puzzle last opened in a
	// genre, so "/?sudoku" resumes it instead of dealing a new one.
	lastKeyPrefix = "pencilbox/last/"
	// maxSavedMoves bounds what a save may hold: far beyond any real game,
	// small enough that a corrupted entry cannot stall the page on replay.
	maxSavedMoves = 100000
	maxMoveLength = 4096
)

// Progress is one puzzle's saved game.
type Progress struct {
	Moves []string `json:"moves"`
	Pos   int      `json:"pos"`
	MS    int64    `json:"ms"`
}

// kvStore is the part of go-app's BrowserStorage the app uses (values are
// JSON-encoded by the store), so tests can use a map.
type kvStore interface {
	Set(k string, v any) error
	Get(k string, v any) error
	Del(k string)
}

// ProgressKey is the storage key of a puzzle's canonical link query.
func ProgressKey(link string) string { return ProgressKeyPrefix + link }

// Validate rejects saves that cannot come from play; it is the storage
// counterpart of a total decoder.
func (p Progress) Validate() error {
	if len(p.Moves) > maxSavedMoves {
		return fmt.Errorf("app: saved game has %d moves; the limit is %d", len(p.Moves), maxSavedMoves)
	}
	for i, m := range p.Moves {
		if len(m) > maxMoveLength {
			return fmt.Errorf("app: saved move %d is %d characters long", i+1, len(m))
		}
	}
	if p.Pos < 0 || p.Pos > len(p.Moves) {
		return fmt.Errorf("app: saved position %d is outside 0..%d", p.Pos, len(p.Moves))
	}
	if p.MS < 0 {
		return fmt.Errorf("app: saved time %d is negative", p.MS)
	}
	return nil
}

// LoadProgress reads a puzzle's save. A missing entry gives a zero
// Progress and no error; a broken one gives an error the page shows
// while the puzzle starts afresh.
func LoadProgress(st kvStore, link string) (Progress, error) {
	var p Progress
	if err := st.Get(ProgressKey(link), &p); err != nil {
		return Progress{}, fmt.Errorf("app: saved progress is unreadable (%v); starting afresh", err)
	}
	if err := p.Validate(); err != nil {
		return Progress{}, fmt.Errorf("%v; starting afresh", err)
	}
	return p, nil
}

// SaveProgress writes a puzzle's save.
func SaveProgress(st kvStore, link string, h History, ms int64) error {
	p := Progress{Moves: h.Moves[:len(h.Moves):len(h.Moves)], Pos: h.Pos, MS: ms}
	if p.Moves == nil {
		p.Moves = []string{}
	}
	if err := st.Set(ProgressKey(link), p); err != nil {
		return fmt.Errorf("app: progress not saved: %v", err)
	}
	return nil
}

// LastPuzzle and SetLastPuzzle remember the puzzle last opened per genre.
func LastPuzzle(st kvStore, genre string) string {
	var link string
	if err := st.Get(lastKeyPrefix+genre, &link); err != nil || len(link) > maxMoveLength*16 {
		return ""
	}
	return strings.TrimSpace(link)
}

func SetLastPuzzle(st kvStore, genre, link string) {
	_ = st.Set(lastKeyPrefix+genre, link) // best effort: losing it only deals a new puzzle
}
