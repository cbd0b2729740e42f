// Package puzzle holds the contracts every genre fulfils and the generic
// code (registry, link decoding) that works across genres. A genre supplies
// a small required core (codec, rules, play moves, layout) and opts into
// solving, hints, generation (generate.go) and the players' catalogue
// (catalogue.go) through optional interfaces, so a new genre can land in
// steps and the app, the generator and the benchmarks ask each genre what
// it can do instead of keeping lists of their own.
package puzzle

import (
	"context"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/urlcodec"
)

// Genre is one kind of puzzle. Each genre package registers one in init.
type Genre interface {
	Name() string  // fixed name used by packages, the CLI and benchmark folders
	Title() string // what players read
	IDs() []string // URL ids read; IDs()[0] is the one written
	Rules() string // a short rules text for the genre's page
	// Example is a small puzzle link shown with its solution on the rules page.
	Example() string
	// Decode is total: any Link gives an error or a Puzzle that can never
	// crash anything later.
	Decode(l urlcodec.Link) (Puzzle, error)
}

// Puzzle is a decoded, validated, immutable instance.
type Puzzle interface {
	Genre() Genre
	Size() (cols, rows int)
	// Link is the canonical link: Decode(Link()) gives the same puzzle and
	// encoding a canonical link gives it back byte for byte.
	Link() urlcodec.Link
	// NewState is the empty board the player starts from.
	NewState() State
	// ParseAnswer reads the text form of an answer: the form of the
	// `solution:` section of the genre's benchmark files.
	ParseAnswer(text string) (Answer, error)
	// Check is the single source of truth for the rules: it returns nil
	// exactly when a is a complete, correct solution.
	Check(a Answer) []Violation
}

// Answer is what a solution (or a partly played board) says; String gives
// the benchmark `solution:` text form.
type Answer interface{ String() string }

// State is an immutable play position. Moves are short texts, so history,
// saving and replay are generic. Every genre accepts the move
// SetAnswerMove + answer text, which puts a whole answer on the board (the
// Solve button) as one undoable step.
type State interface {
	// Apply returns the new state, or an error for a move that does not
	// parse or does not fit; the receiver is never changed.
	Apply(move string) (State, error)
	// Answer is what the player has entered so far, ready for Check.
	Answer() Answer
	// Layout is the display list of this position.
	Layout() Display
}

// NextState is what State.Apply returns for a genre that applies a move
// to its own state type: next, or nil when err is set, so a nil *T never
// hides inside a non-nil State. Apply then reads
// return puzzle.NextState(s.apply(move)).
func NextState[S State](next S, err error) (State, error) {
	if err != nil {
		return nil, err
	}
	return next, nil
}

// SetAnswerMove prefixes an answer's text to form a move that shows it.
const SetAnswerMove = "="

// Violation is one broken rule, with the lattice points to highlight.
type Violation struct {
	Rule string       // short id, e.g. "row", "box", "empty"
	Msg  string       // one line, e.g. "sudoku: row 3 has two 7s"
	At   []grid.Point // cells, edges or vertices involved
	// Incomplete marks a gap rather than a mistake (an empty cell): the
	// board is not solved, but Check-on-demand does not paint it red.
	Incomplete bool
}

// Status is how far a search settled the solution count.
type Status int

const (
	Unknown  Status = iota // deadline or budget hit before anything was settled
	None                   // proved unsolvable
	Found                  // a solution, uniqueness not asked for
	Unique                 // exactly one solution
	Multiple               // at least two solutions
)

var statusNames = [...]string{"unknown", "none", "found", "unique", "multiple"}

func (s Status) String() string {
	if s < 0 || int(s) >= len(statusNames) {
		return "invalid"
	}
	return statusNames[s]
}

// Result of a solve. Answer is set whenever a solution was found, and
// has already been accepted by the genre's Check.
type Result struct {
	Status Status
	Answer Answer
	Nodes  int64 // search nodes or solver calls, for benchmarks
}

// Solver is implemented by puzzles that can be solved exactly. limit 1
// stops at the first solution (Status Found), 2 settles uniqueness.
// A cancelled or expired ctx gives Unknown (with any answer found so far).
type Solver interface {
	Solve(ctx context.Context, limit int) Result
}

// ReferenceSolver is the second, independent exact solver (usually the SAT
// model when Solve is a specialised search); tests and `pencilbox bench
// --crosscheck` demand that both agree.
type ReferenceSolver interface {
	SolveReference(ctx context.Context, limit int) Result
}

// Fact is something true in every solution, as a move that enters it.
type Fact struct {
	At   []grid.Point
	Move string
	Text string // e.g. "r3c5 is 7"
}

// FactFinder lists the facts common to all solutions.
type FactFinder interface {
	Facts(ctx context.Context) ([]Fact, error)
}

// Hint is the next deduction a person could make from a position.
type Hint struct {
	Technique string       // e.g. "hidden single"
	Text      string       // one line naming the technique and the cells
	At        []grid.Point // cells to highlight
	Move      string       // the move it justifies, "" when it only removes candidates
}

// Hinter gives hints for a position.
type Hinter interface {
	Hint(ctx context.Context, s State) (Hint, error)
}

// CountStatus turns a count of distinct answers, stopped at limit, into a
// Status: two or more answers are Multiple; a complete count (no other
// answer exists) of one is Unique and of zero None. An incomplete count
// with an answer is Found when only one answer was asked for, else Unknown
// (the deadline came first; the answer still goes out with it).
func CountStatus(n int, complete bool, limit int) Status {
	switch {
	case n >= 2:
		return Multiple
	case complete && n == 1:
		return Unique
	case complete:
		return None
	case n == 1 && limit == 1:
		return Found
	}
	return Unknown
}

// SearchStatus is CountStatus for a search that counts solutions up to
// limit and stops there: complete says it ran to its end or to the limit
// (not out of budget or time), so one solution with limit 1 is Found, not
// Unique; two solutions are Multiple and one is enough for limit 1
// whether or not the search completed.
func SearchStatus(count int, complete bool, limit int) Status {
	switch {
	case count >= 2:
		return Multiple
	case count >= 1 && limit <= 1:
		return Found
	case !complete:
		return Unknown
	case count == 0:
		return None
	}
	return Unique
}

// HintBasis turns the solver's verdict on a puzzle into what a hint
// starts from: the unique solution to compare the player's entries with
// (nil when uniqueness was not settled: the deductions still hold), or
// the error the player reads when there is nothing to hint.
func HintBasis(ctx context.Context, genre string, r Result) (Answer, error) {
	switch {
	case r.Status == None:
		return nil, fmt.Errorf("%s: this puzzle has no solution, so there is nothing to hint", genre)
	case r.Status == Unique:
		return r.Answer, nil
	case Expired(ctx):
		// The rules that would follow need time too, and the deadline is
		// the caller's promise to the player.
		return nil, fmt.Errorf("%s: the hint ran out of time", genre)
	case r.Answer == nil && r.Status != Multiple:
		return nil, fmt.Errorf("%s: this puzzle is too hard to settle for a hint", genre)
	}
	return nil, nil
}

// SolvedHint is the hint of a board that is already solved.
var SolvedHint = Hint{Technique: "solved", Text: "The puzzle is solved."}
