package protocol

import (
	"encoding/json"
	"errors"
	"time"

	"pencilbox/solver/analysis"
)

// OpAnalyze analyses a setter's puzzle (solver/analysis) for the editor.
// Each stage that finishes sends a Progress whose Phase is the stage's
// name and whose Data is the report so far (analysis.Report as JSON);
// Done counts the stages sent and Total the stages the status calls for.
// The final Result has the report's Status and the whole report in Data.
//
// A worker runs one analysis at a time: a new analyze request cancels the
// one before it, which stops at its next stage or solver call and answers
// with ErrSuperseded, its later stages never sent. An analyze request
// without a puzzle only does that cancelling (and fails).
const OpAnalyze = "analyze"

// ErrSuperseded is the error of an analysis a newer request cancelled.
const ErrSuperseded = "analysis: superseded by a newer request"

// Analysis is one message about an analysis as the page uses it: the
// report so far, the stage it just gained ("" for the final message
// when no stage ran), whether it is the request's last message, and the
// error that ended the request, if any.
type Analysis struct {
	analysis.Report
	Stage      string `json:"stage"`
	Done       bool   `json:"done"`
	Error      string `json:"error,omitempty"`
	Superseded bool   `json:"superseded,omitempty"`
	// Elapsed is the time from sending the request (after the page's
	// debounce) to this message, set by the page's client: what the
	// setter waited, worker start and message passing included.
	Elapsed time.Duration `json:"-"`
}

// AnalysisStages is how many stages an analysis with the report's status
// runs (status and facts, then one for several or none, three for
// unique): the Total of its progress.
func AnalysisStages(r analysis.Report) int {
	if _, ran := r.Millis[analysis.StageStatus]; !ran {
		return 2
	}
	switch r.Status.String() {
	case "unique":
		return 5
	case "multiple", "none":
		return 3
	}
	return 2
}

// AnalysisProgress packs a stage's report for the wire.
func AnalysisProgress(stage string, r analysis.Report) (Progress, error) {
	b, err := json.Marshal(r)
	if err != nil {
		return Progress{}, err
	}
	return Progress{Done: len(r.Millis), Total: AnalysisStages(r), Phase: stage, Data: b}, nil
}

// ReadAnalysisProgress unpacks a progress message of an analyze request.
func ReadAnalysisProgress(p Progress) (Analysis, error) {
	a := Analysis{Stage: p.Phase}
	if len(p.Data) == 0 {
		return a, errors.New("analysis: a progress message without a report")
	}
	err := json.Unmarshal(p.Data, &a.Report)
	return a, err
}

// ReadAnalysisResponse turns the final response of an analyze request
// into the page's last message: the whole report, or the error (and
// whether it was a supersession, which the page ignores quietly).
func ReadAnalysisResponse(resp Response) Analysis {
	a := Analysis{Done: true}
	switch {
	case !resp.OK:
		a.Error = resp.Error
		a.Superseded = resp.Error == ErrSuperseded
	case resp.Result == nil || len(resp.Result.Data) == 0:
		a.Error = "analysis: the worker sent no report"
	default:
		if err := json.Unmarshal(resp.Result.Data, &a.Report); err != nil {
			a.Error = "analysis: unreadable report: " + err.Error()
		}
	}
	return a
}
