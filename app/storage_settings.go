package main

import "encoding/json"

// settingsKey holds the player's settings: one tiny entry, outside the
// puzzle budget like the New card's choices.
const settingsKey = "pencilbox/settings"

// Settings are the player's preferences, the same for every puzzle.
type Settings struct {
	// ShowMistakes marks rule breaks on the board as they are made,
	// without pressing Check.
	ShowMistakes bool `json:",omitempty"`
	// NoHighlight turns off the shading of the cursor's row, column and
	// same-symbol cells (on by default, so the zero value is the default).
	NoHighlight bool `json:",omitempty"`
	// Theme is the colour theme: "light", "dark", or "" to follow the
	// system. web/theme.js reads it from storage before the page is
	// painted, under this field name.
	Theme string `json:",omitempty"`
}

// Themes are the values of Settings.Theme, with their labels.
var Themes = []struct{ Value, Label string }{
	{"", "Same as the system"},
	{"light", "Light"},
	{"dark", "Dark"},
}

// validTheme is t when it is a theme, else "" (the system's).
func validTheme(t string) string {
	for _, th := range Themes {
		if th.Value == t {
			return t
		}
	}
	return ""
}

// Settings reads the stored settings; damage or absence reads as the
// defaults.
func (s *Saves) Settings() Settings {
	raw, ok := s.kv.Get(settingsKey)
	var set Settings
	if !ok || len(raw) > 200 || json.Unmarshal([]byte(raw), &set) != nil {
		return Settings{}
	}
	set.Theme = validTheme(set.Theme)
	return set
}

// SetSettings stores them; best effort (losing them gives the defaults).
func (s *Saves) SetSettings(set Settings) {
	b, _ := json.Marshal(set)
	_ = s.kv.Set(settingsKey, string(b))
}
