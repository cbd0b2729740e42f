package main

import (
	"os"
	"strings"
	"testing"
)

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
	// The theme: stored under the name web/theme.js reads, and anything
	// but light or dark reads as the system's.
	s.SetSettings(Settings{Theme: "dark"})
	if kv[settingsKey] != `{"Theme":"dark"}` {
		t.Errorf("stored as %s; web/theme.js reads {\"Theme\":\"dark\"}", kv[settingsKey])
	}
	if got := s.Settings(); got.Theme != "dark" {
		t.Errorf("theme read back %q", got.Theme)
	}
	kv[settingsKey] = `{"Theme":"purple"}`
	if got := s.Settings(); got.Theme != "" {
		t.Errorf("unknown theme read as %q, want the system's", got.Theme)
	}
	kv[settingsKey] = "{broken"
	if got := s.Settings(); got != (Settings{}) {
		t.Errorf("damaged entry read as %+v", got)
	}
}

// web/theme.js applies the theme before the app runs, from the stored
// settings: it must read the key and field this file writes.
func TestThemeScriptReadsSettings(t *testing.T) {
	b, err := os.ReadFile("../web/theme.js")
	if err != nil {
		t.Fatal(err)
	}
	js := string(b)
	for _, want := range []string{`"` + settingsKey + `"`, ".Theme", `"data-theme"`} {
		if !strings.Contains(js, want) {
			t.Errorf("web/theme.js does not mention %s", want)
		}
	}
	for _, th := range Themes {
		if th.Value != "" && !strings.Contains(js, `"`+th.Value+`"`) {
			t.Errorf("web/theme.js does not know the theme %q", th.Value)
		}
	}
}
