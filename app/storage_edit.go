package main

// The editor's autosave: one draft per genre under DraftKeyPrefix + the
// genre name, inside the same budget and eviction order as saved games
// (storage.go). A draft is the board the editing started from and the
// history of edit moves, so a reload brings back Undo as well as the
// board; the page's URL holds the board itself, so a draft that no longer
// leads to the URL's board (another board was opened since) is not used.

import (
	"encoding/json"
	"strings"
)

// EditDraft is one genre's saved editing session.
type EditDraft struct {
	Start string   `json:"start"` // edit query of the starting board
	Moves []string `json:"moves"`
	Pos   int      `json:"pos"`
	T     int64    `json:"t,omitempty"` // last edited, Unix ms
}

// SaveDraft stores the editing session of a genre.
func (s *Saves) SaveDraft(genre string, d EditDraft) error {
	d.T = s.now().UnixMilli()
	b, err := json.Marshal(d)
	if err != nil {
		return err
	}
	return s.put(DraftKey(genre), string(b), DraftKey(genre))
}

// LoadDraft reads a genre's session; ok is false when there is none or
// it cannot be read (a draft is a convenience: an unreadable one is
// simply not offered, the board itself is in the URL).
func (s *Saves) LoadDraft(genre string) (d EditDraft, ok bool) {
	raw, found := s.kv.Get(DraftKey(genre))
	if !found || len(raw) > StorageBudget {
		return EditDraft{}, false
	}
	dec := json.NewDecoder(strings.NewReader(raw))
	if dec.Decode(&d) != nil || d.Start == "" || len(d.Moves) > maxSavedMoves || d.Pos < 0 || d.Pos > len(d.Moves) {
		return EditDraft{}, false
	}
	for _, m := range d.Moves {
		if len(m) > maxMoveLength {
			return EditDraft{}, false
		}
	}
	return d, true
}
