package main

import "testing"

func TestSettingsRemembered(t *testing.T) {
	kv := mapStore{}
	s := NewSaves(kv)
	if got := s.Settings(); got != (Settings{}) {
		t.Fatalf("fresh storage: %+v", got)
	}
	s.SetSettings(Settings{ShowMistakes: true, NoHighlight: true})
	if got := s.Settings(); got != (Settings{ShowMistakes: true, NoHighlight: true}) {
		t.Errorf("read back %+v", got)
	}
	kv[settingsKey] = "{broken"
	if got := s.Settings(); got != (Settings{}) {
		t.Errorf("damaged entry read as %+v", got)
	}
}
