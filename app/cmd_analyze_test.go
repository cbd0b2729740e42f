//go:build !(js && wasm)

package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"pencilbox/solver/analysis"
	"pencilbox/solver/puzzle"
)

func TestAnalyzeText(t *testing.T) {
	code, out, _ := run(t, "analyze", "nurikabe/2/2/2g")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	// A 2 in a 2x2 corner: the far corner is a wall, either neighbour
	// joins the island.
	for _, want := range []string{"status multiple\n", "facts 1\n", "open 2 1,3 3,1\n", "differ 2 1,3 3,1\n", "millis status="} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = run(t, "analyze", "nurikabe/2/2/1h1", "nonsense")
	if code != 2 || !strings.Contains(out, "link nonsense\nerror ") || !strings.Contains(out, "status none\n") {
		t.Errorf("exit %d, output:\n%s", code, out)
	}
}

func TestAnalyzeJSON(t *testing.T) {
	link := "sudoku/4/4/1k3h4k2"
	code, out, _ := run(t, "analyze", "--json", link)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, out)
	}
	var rec analyzeRecord
	if err := json.Unmarshal([]byte(out), &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Status != puzzle.Unique || rec.Grade == nil || rec.Steps == nil || rec.Open == nil || *rec.Open != 0 || rec.Error != "" {
		t.Errorf("record %+v", rec)
	}
	// What the command prints reads back to the same record.
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	var back analyzeRecord
	json.Unmarshal(b, &back)
	if !reflect.DeepEqual(back, rec) || strings.TrimSpace(out) != string(b) {
		t.Errorf("round trip:\n%s\n%s", out, b)
	}
	var keys map[string]json.RawMessage
	json.Unmarshal([]byte(out), &keys)
	for _, k := range []string{"status", "differ", "conflict", "rule", "facts", "open", "fact_points", "open_points", "grade", "steps", "redundant", "millis"} {
		if _, ok := keys[k]; !ok {
			t.Errorf("no key %q", k)
		}
	}
	for _, stage := range []string{analysis.StageStatus, analysis.StageFacts, analysis.StageGrade, analysis.StageSteps, analysis.StageRedundant} {
		if _, ok := rec.Millis[stage]; !ok {
			t.Errorf("no time for %s", stage)
		}
	}
	code, out, _ = run(t, "analyze", "--json", "nonsense")
	if code != 2 || !strings.Contains(out, `"error":`) {
		t.Errorf("exit %d, output %s", code, out)
	}
}
