package main

import "testing"

// The New puzzle card's choice survives per genre; damage reads as none.
func TestNewChoiceRemembered(t *testing.T) {
	kv := mapStore{}
	s := NewSaves(kv)
	if size, level := s.NewChoice("sudoku"); size != "" || level != "" {
		t.Fatalf("fresh storage: %q %q", size, level)
	}
	s.SetNewChoice("sudoku", "16x16", "hard")
	s.SetNewChoice("hashi", "7x7", "easy")
	if size, level := s.NewChoice("sudoku"); size != "16x16" || level != "hard" {
		t.Errorf("sudoku: %q %q", size, level)
	}
	kv[newChoiceKeyPrefix+"hashi"] = "{not json"
	if size, level := s.NewChoice("hashi"); size != "" || level != "" {
		t.Errorf("damaged entry read as %q %q", size, level)
	}
}
