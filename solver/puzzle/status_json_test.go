package puzzle_test

import (
	"encoding/json"
	"testing"

	"pencilbox/solver/puzzle"
)

// The wire form of every status is its name, and the name reads back.
func TestStatusJSONRoundTrip(t *testing.T) {
	for _, s := range []puzzle.Status{puzzle.Unknown, puzzle.None, puzzle.Found, puzzle.Unique, puzzle.Multiple} {
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatalf("%v: %v", s, err)
		}
		if want := `"` + s.String() + `"`; string(b) != want {
			t.Errorf("%v marshals to %s, want %s", s, b, want)
		}
		var back puzzle.Status
		if err := json.Unmarshal(b, &back); err != nil || back != s {
			t.Errorf("%s reads back as %v (%v)", b, back, err)
		}
	}
	if _, err := json.Marshal(puzzle.Status(42)); err == nil {
		t.Error("an invalid status marshalled without an error")
	}
}

func TestStatusJSONDecodeIsTotal(t *testing.T) {
	for in, want := range map[string]puzzle.Status{`""`: puzzle.Unknown, `"none"`: puzzle.None, `null`: puzzle.Multiple} {
		s := puzzle.Multiple
		if err := json.Unmarshal([]byte(in), &s); err != nil || s != want {
			t.Errorf("%s: got %v, %v; want %v", in, s, err, want)
		}
	}
	for _, in := range []string{`"solved"`, `"Unique"`, `3`, `true`, `{}`, `["unique"]`} {
		s := puzzle.Unique
		if err := json.Unmarshal([]byte(in), &s); err == nil {
			t.Errorf("%s decoded to %v without an error", in, s)
		}
	}
	// Inside a message, a missing status is Unknown.
	var msg struct {
		Status puzzle.Status `json:"status,omitempty"`
	}
	if err := json.Unmarshal([]byte(`{}`), &msg); err != nil || msg.Status != puzzle.Unknown {
		t.Errorf("a message without a status: %v, %v", msg.Status, err)
	}
}

func FuzzStatusJSON(f *testing.F) {
	for _, s := range []string{`"unique"`, `"multiple"`, `""`, `null`, `"x"`, `7`, `"\u0000"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var s puzzle.Status
		if json.Unmarshal(b, &s) != nil {
			return
		}
		if _, err := json.Marshal(s); err != nil {
			t.Fatalf("%q decoded to %v, which does not encode: %v", b, s, err)
		}
	})
}
