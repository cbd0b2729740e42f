package main

import "encoding/json"

// newChoiceKeyPrefix + genre name remembers the size and level last
// chosen on the New puzzle card, so a reload (or a page opened afresh by
// a navigation) offers them again instead of the genre's first ones. One
// tiny entry per genre, outside the budget like lastKeyPrefix.
const newChoiceKeyPrefix = "pencilbox/new/"

// NewChoice is the genre's remembered size option ("9x9") and level
// name; either is empty when nothing (readable) was stored. The caller
// checks them against what the generator offers now.
func (s *Saves) NewChoice(genre string) (size, level string) {
	raw, ok := s.kv.Get(newChoiceKeyPrefix + genre)
	var c struct{ Size, Level string }
	if !ok || len(raw) > 200 || json.Unmarshal([]byte(raw), &c) != nil {
		return "", ""
	}
	return c.Size, c.Level
}

// SetNewChoice stores the card's choice; best effort, like SetLastPuzzle:
// losing it only offers the genre's first size and level again.
func (s *Saves) SetNewChoice(genre, size, level string) {
	b, _ := json.Marshal(struct{ Size, Level string }{size, level})
	_ = s.kv.Set(newChoiceKeyPrefix+genre, string(b))
}
