package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// mapStore is an in-memory kvStore that JSON-encodes like go-app's
// localStorage wrapper, so tests see the exact stored text.
type mapStore map[string]string

func (m mapStore) Set(k string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	m[k] = string(b)
	return nil
}

func (m mapStore) Get(k string, v any) error {
	s, ok := m[k]
	if !ok {
		return nil
	}
	return json.Unmarshal([]byte(s), v)
}

func (m mapStore) Del(k string) { delete(m, k) }

func TestProgressPinnedFormat(t *testing.T) {
	st := mapStore{}
	h := History{Moves: []string{"0,1=2", "0,2~3"}, Pos: 1}
	if err := SaveProgress(st, "sudoku/4/4/1k3h4k2", h, 61500); err != nil {
		t.Fatal(err)
	}
	raw, ok := st["pencilbox/progress/sudoku/4/4/1k3h4k2"]
	if !ok {
		t.Fatalf("saved under the wrong key: %v", st)
	}
	if want := `{"moves":["0,1=2","0,2~3"],"pos":1,"ms":61500}`; raw != want {
		t.Fatalf("stored %s, want %s", raw, want)
	}
	p, err := LoadProgress(st, "sudoku/4/4/1k3h4k2")
	if err != nil || p.Pos != 1 || p.MS != 61500 || len(p.Moves) != 2 {
		t.Fatalf("loaded %+v, %v", p, err)
	}
	// An empty game stores [] rather than null, so readers need no special case.
	_ = SaveProgress(st, "x", History{}, 0)
	if st[ProgressKey("x")] != `{"moves":[],"pos":0,"ms":0}` {
		t.Fatalf("empty save = %s", st[ProgressKey("x")])
	}
}

func TestLoadProgressRejectsBrokenSaves(t *testing.T) {
	cases := map[string]string{
		"not json":      `{"moves":[`,
		"wrong type":    `{"moves":"0,1=2","pos":0}`,
		"pos too large": `{"moves":["a"],"pos":2,"ms":0}`,
		"negative pos":  `{"moves":[],"pos":-1,"ms":0}`,
		"negative ms":   `{"moves":[],"pos":0,"ms":-5}`,
		"huge move":     `{"moves":["` + strings.Repeat("1", maxMoveLength+1) + `"],"pos":0}`,
	}
	for name, raw := range cases {
		st := mapStore{ProgressKey("l"): raw}
		if p, err := LoadProgress(st, "l"); err == nil {
			t.Errorf("%s: accepted as %+v", name, p)
		}
	}
	// Missing is not an error: a fresh puzzle.
	if p, err := LoadProgress(mapStore{}, "l"); err != nil || len(p.Moves) != 0 {
		t.Fatalf("missing save: %+v %v", p, err)
	}
}

func TestLastPuzzle(t *testing.T) {
	st := mapStore{}
	if LastPuzzle(st, "sudoku") != "" {
		t.Fatal("last puzzle out of nothing")
	}
	SetLastPuzzle(st, "sudoku", "sudoku/4/4/1k3h4k2")
	if got := LastPuzzle(st, "sudoku"); got != "sudoku/4/4/1k3h4k2" {
		t.Fatalf("last = %q", got)
	}
	st[lastKeyPrefix+"sudoku"] = "{broken"
	if got := LastPuzzle(st, "sudoku"); got != "" {
		t.Fatalf("broken entry read as %q", got)
	}
}
