package protocol

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"pencilbox/solver/analysis"
	"pencilbox/solver/puzzle"

	_ "pencilbox/solver/genres"
)

// An analysis crosses the worker boundary as JSON text both ways: the
// request, each stage's progress and the final answer read back as sent.
func TestAnalysisRoundTrip(t *testing.T) {
	req := Request{ID: 4, Op: OpAnalyze, Puzzle: "nurikabe/2/2/2g", Params: Params{TimeoutMS: 800}}
	b, _ := json.Marshal(req)
	var backReq Request
	if err := json.Unmarshal(b, &backReq); err != nil || !reflect.DeepEqual(backReq, req) {
		t.Fatalf("request %s read back as %+v (%v)", b, backReq, err)
	}

	p, err := puzzle.Decode(req.Puzzle)
	if err != nil {
		t.Fatal(err)
	}
	var reports []analysis.Report
	var sent []Response
	final := analysis.Analyze(context.Background(), p, analysis.Options{}, func(stage string, r analysis.Report) {
		pr, err := AnalysisProgress(stage, r)
		if err != nil {
			t.Fatal(err)
		}
		reports = append(reports, r)
		sent = append(sent, Response{ID: 4, OK: true, Progress: &pr})
	})
	data, _ := json.Marshal(final)
	sent = append(sent, Response{ID: 4, OK: true, Result: &Result{Status: final.Status, Data: data}})

	for i, resp := range sent {
		b, _ := json.Marshal(resp)
		var back Response
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if back.Progress != nil {
			a, err := ReadAnalysisProgress(*back.Progress)
			if err != nil || !reflect.DeepEqual(a.Report, reports[i]) || a.Stage == "" {
				t.Errorf("progress %d: %+v (%v), want %+v", i, a, err, reports[i])
			}
			continue
		}
		a := ReadAnalysisResponse(back)
		if !a.Done || a.Error != "" || !reflect.DeepEqual(a.Report, final) {
			t.Errorf("final: %+v, want %+v", a, final)
		}
	}
	if len(sent) != 4 {
		t.Errorf("%d messages, want three stages and the answer", len(sent))
	}
}

func TestAnalysisErrors(t *testing.T) {
	a := ReadAnalysisResponse(Response{ID: 1, Error: ErrSuperseded})
	if !a.Done || !a.Superseded {
		t.Errorf("superseded: %+v", a)
	}
	a = ReadAnalysisResponse(Response{ID: 1, Error: "sudoku: bad link"})
	if a.Superseded || a.Error == "" {
		t.Errorf("failed: %+v", a)
	}
	if a = ReadAnalysisResponse(Response{ID: 1, OK: true, Result: &Result{Data: json.RawMessage(`[1]`)}}); a.Error == "" {
		t.Error("a report that is not an object was read")
	}
	if _, err := ReadAnalysisProgress(Progress{Phase: "status"}); err == nil {
		t.Error("a progress without a report was read")
	}
}

// Whatever a worker sends as an analysis, reading it gives a report or an
// error, never a panic.
func FuzzReadAnalysis(f *testing.F) {
	f.Add("status", []byte(`{"genre":"sudoku","status":"unique","facts":3,"open":0,"millis":{"status":1.5}}`))
	f.Add("differ", []byte(`{"status":"multiple","differ":[{"y":1,"x":3}],"second":". #"}`))
	f.Add("conflict", []byte(`{"status":"none","conflict":[{"at":{"y":1,"x":1},"value":"5"}],"rule":{"rule":"row","msg":"m","at":null}}`))
	f.Add("", []byte(`{"status":"solved"}`))
	f.Add("", []byte(`[1,2]`))
	f.Fuzz(func(t *testing.T, phase string, data []byte) {
		a, err := ReadAnalysisProgress(Progress{Phase: phase, Data: data})
		if err == nil && a.Stage != phase {
			t.Errorf("stage %q read as %q", phase, a.Stage)
		}
		b := ReadAnalysisResponse(Response{OK: true, Result: &Result{Data: data}})
		if !b.Done {
			t.Error("a final response not marked done")
		}
	})
}
