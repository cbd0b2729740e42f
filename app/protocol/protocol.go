// Package protocol defines the JSON messages between the UI and the solver
// worker (DESIGN.md, "Worker protocol"). It is pure Go so both sides and
// native tests share one definition.
package protocol

import (
	"encoding/json"

	"pencilbox/solver/puzzle"
)

// Operations a Request can ask for.
const (
	OpSolve    = "solve"    // first solution, uniqueness settled (limit 2)
	OpCount    = "count"    // count solutions, stopping at 2
	OpFacts    = "facts"    // values common to all solutions
	OpHint     = "hint"     // next human deduction from a position
	OpGenerate = "generate" // a new puzzle with a proved unique solution
	OpLab      = "lab"      // solver lab race
)

// Request is one job for the worker.
type Request struct {
	ID     int    `json:"id"`
	Op     string `json:"op"`
	Genre  string `json:"genre,omitempty"`
	Puzzle string `json:"puzzle,omitempty"` // link query part (after '?')
	Params Params `json:"params"`
}

// Params carries the op-specific inputs; unused fields stay zero.
type Params struct {
	Moves     []string        `json:"moves,omitempty"`     // hint: the position as moves from the start
	Cols      int             `json:"cols,omitempty"`      // generate
	Rows      int             `json:"rows,omitempty"`      // generate
	Level     string          `json:"level,omitempty"`     // generate
	Seed      uint64          `json:"seed,omitempty"`      // generate, lab
	Symmetric bool            `json:"symmetric,omitempty"` // generate
	TimeoutMS int             `json:"timeout_ms,omitempty"`
	Extra     json.RawMessage `json:"extra,omitempty"` // lab settings and later additions
}

// Response answers a Request: exactly one of Result, Error (with OK false)
// or Progress is set. Progress messages may come before the final answer.
type Response struct {
	ID       int       `json:"id"`
	OK       bool      `json:"ok"`
	Result   *Result   `json:"result,omitempty"`
	Error    string    `json:"error,omitempty"`
	Progress *Progress `json:"progress,omitempty"`
	Ready    bool      `json:"ready,omitempty"` // the worker's first message: requests may flow
	// Exit is the worker's last message: its Go program ended (or never
	// started; Error says why), so the client must start a fresh worker.
	Exit bool `json:"exit,omitempty"`
}

// Result is the outcome of an op; fields not used by the op stay empty.
type Result struct {
	// Status travels as its name (puzzle.Status's JSON methods). Unknown
	// is the zero value, so it is left out like every other empty field,
	// and a missing status (hint and facts answers settle none) reads
	// back as Unknown.
	Status puzzle.Status   `json:"status,omitempty"`
	Answer string          `json:"answer,omitempty"` // answer text form (already checked by the rules)
	Puzzle string          `json:"puzzle,omitempty"` // generate: the new puzzle's link query part
	Level  string          `json:"level,omitempty"`
	Hint   *Hint           `json:"hint,omitempty"`
	Facts  []Fact          `json:"facts,omitempty"`
	MS     int64           `json:"ms"`
	Nodes  int64           `json:"nodes,omitempty"`
	Data   json.RawMessage `json:"data,omitempty"` // lab results
}

// Point is a doubled-lattice position (see solver/grid).
type Point struct {
	Y int `json:"y"`
	X int `json:"x"`
}

// Hint is a deduction with the cells to highlight and the move it implies.
type Hint struct {
	Technique string  `json:"technique"`
	Text      string  `json:"text"`
	At        []Point `json:"at,omitempty"`
	Move      string  `json:"move,omitempty"`
}

// Fact is a value common to all solutions.
type Fact struct {
	At   []Point `json:"at,omitempty"`
	Move string  `json:"move"`
	Text string  `json:"text"`
}

// Progress reports a long operation's advance; Data is op-specific.
type Progress struct {
	Done  int             `json:"done"`
	Total int             `json:"total"`
	Phase string          `json:"phase,omitempty"`
	Data  json.RawMessage `json:"data,omitempty"`
}
