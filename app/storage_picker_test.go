package main

import "testing"

// The New puzzle card's choice survives per genre; damage reads as none.
func TestNewChoiceRemembered(t *testing.T) {
	kv := mapStore{}
	s := NewSaves(kv)
	if c := s.NewChoice("sudoku"); c != (NewChoice{}) {
		t.Fatalf("fresh storage: %+v", c)
	}
	s.SetNewChoice("sudoku", NewChoice{Size: "16x16", Level: "hard", Symmetric: true})
	s.SetNewChoice("hashi", NewChoice{Size: "7x7", Level: "easy"})
	if c := s.NewChoice("sudoku"); c != (NewChoice{"16x16", "hard", true}) {
		t.Errorf("sudoku: %+v", c)
	}
	// An entry stored before the symmetric choice existed still reads.
	kv[newChoiceKeyPrefix+"futoshiki"] = `{"Size":"7x7","Level":"hard"}`
	if c := s.NewChoice("futoshiki"); c != (NewChoice{Size: "7x7", Level: "hard"}) {
		t.Errorf("older entry read as %+v", c)
	}
	kv[newChoiceKeyPrefix+"hashi"] = "{not json"
	if c := s.NewChoice("hashi"); c != (NewChoice{}) {
		t.Errorf("damaged entry read as %+v", c)
	}
}
