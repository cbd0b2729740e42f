package main

import "encoding/json"

// newChoiceKeyPrefix + genre name remembers the size and level last
// chosen on the New puzzle card, so a reload (or a page opened afresh by
// a navigation) offers them again instead of the genre's first ones. One
// tiny entry per genre, outside the budget like lastKeyPrefix.
const newChoiceKeyPrefix = "pencilbox/new/"

// NewChoice is a genre's remembered choice on the New puzzle card.
type NewChoice struct {
	Size      string // size option ("9x9")
	Level     string // level name
	Symmetric bool   `json:",omitempty"` // symmetric clue layout asked for
}

// NewChoice is the genre's remembered choice; the zero value when nothing
// (readable) was stored. The caller checks it against what the generator
// offers now.
func (s *Saves) NewChoice(genre string) NewChoice {
	raw, ok := s.kv.Get(newChoiceKeyPrefix + genre)
	var c NewChoice
	if !ok || len(raw) > 200 || json.Unmarshal([]byte(raw), &c) != nil {
		return NewChoice{}
	}
	return c
}

// SetNewChoice stores the card's choice; best effort, like SetLastPuzzle:
// losing it only offers the genre's first size and level again.
func (s *Saves) SetNewChoice(genre string, c NewChoice) {
	b, _ := json.Marshal(c)
	_ = s.kv.Set(newChoiceKeyPrefix+genre, string(b))
}
