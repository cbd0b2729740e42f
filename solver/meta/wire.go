package meta

// The solver lab's worker messages (the "lab" op of app/protocol): the
// request's params.extra, the progress data and the result data. They live
// here so the worker and the page share one definition without the page
// importing the worker.

// LabRequest is a lab op's params.extra.
type LabRequest struct {
	Solvers []string `json:"solvers"`         // names accepted by New
	Budget  int      `json:"budget"`          // evaluations per solver (<= 0: DefaultBudget)
	Exact   bool     `json:"exact,omitempty"` // also time the exact solver
}

// LabProgress is a lab op's progress data: the solver running (Index in
// the request's list), its evaluations so far, its best cost and the
// improvements of its curve since the previous message.
type LabProgress struct {
	Solver string  `json:"solver"`
	Index  int     `json:"index"`
	Evals  int     `json:"evals"`
	Best   float64 `json:"best"`
	Points []Point `json:"points,omitempty"`
}

// LabRun is one solver's outcome in a lab result: the run's Result plus
// its best construction as an answer text (for the board) and its time.
type LabRun struct {
	Result
	Answer string  `json:"answer"`
	MS     float64 `json:"ms"`
	Error  string  `json:"error,omitempty"`
}

// LabResult is a lab op's result data.
type LabResult struct {
	Runs        []LabRun `json:"runs"`
	ExactMS     float64  `json:"exactMS,omitempty"`
	ExactStatus string   `json:"exactStatus,omitempty"`
}
