package protocol

// The words a generate request's progress and a grade request share with
// the UI. The generator's own phase names ("attempt 2: carving") are for
// developers; the worker turns them into a stage the UI words for players
// and a fraction of the whole job that never goes back.

// OpGrade grades a puzzle that came from elsewhere (a shared link, a
// saved game): the Result's Level names the genre's level whose rules
// solve it, or is empty when the genre cannot grade it or the grade was
// not settled (not proved unique within the deadline). The UI then shows
// no level rather than a guessed one.
const OpGrade = "grade"

// Stages of a generation, in Progress.Phase of an OpGenerate request.
const (
	StageSolution = "solution" // making a random full solution
	StageClues    = "clues"    // removing clues while the solution stays unique
	StageGrading  = "grading"  // measuring how hard the candidate is
	StageBuilding = "building" // building a candidate whole (and proving it)
	StageDone     = "done"
)

// ProgressTotal is the Total of every generate progress: Done is the
// fraction of the job in thousandths.
const ProgressTotal = 1000

// GenStep is the Data of a generate progress: which attempt runs (from
// 1). The UI says "second try" and so on, so a player sees why the bar
// slows down.
type GenStep struct {
	Attempt int `json:"attempt"`
}
