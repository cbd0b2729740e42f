package protocol

import (
	"encoding/json"
	"strings"
	"testing"

	"pencilbox/solver/puzzle"
)

// The status is typed in Go and a name on the wire, as it was when it was
// a string: a solve answer says "unique", a hint answer says nothing.
func TestResultStatusWire(t *testing.T) {
	b, err := json.Marshal(Response{ID: 3, OK: true, Result: &Result{Status: puzzle.Multiple, Answer: "12"}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"status":"multiple"`) {
		t.Errorf("solve answer on the wire: %s", b)
	}
	b, err = json.Marshal(Response{ID: 4, OK: true, Result: &Result{Hint: &Hint{Text: "only 3"}}})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), `"status"`) {
		t.Errorf("a hint answer carries a status: %s", b)
	}
	for in, want := range map[string]puzzle.Status{
		`{"id":1,"ok":true,"result":{"status":"unique","ms":5}}`:  puzzle.Unique,
		`{"id":1,"ok":true,"result":{"status":"unknown","ms":5}}`: puzzle.Unknown,
		`{"id":1,"ok":true,"result":{"status":"","ms":5}}`:        puzzle.Unknown,
		`{"id":1,"ok":true,"result":{"ms":5}}`:                    puzzle.Unknown,
	} {
		var r Response
		if err := json.Unmarshal([]byte(in), &r); err != nil || r.Result == nil || r.Result.Status != want {
			t.Errorf("%s: %+v, %v; want status %v", in, r.Result, err, want)
		}
	}
	var r Response
	if err := json.Unmarshal([]byte(`{"id":1,"ok":true,"result":{"status":"solved"}}`), &r); err == nil {
		t.Error("an unknown status name decoded without an error")
	}
}
