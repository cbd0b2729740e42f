package analysis

import (
	"context"
	"fmt"
	"time"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// SolutionLister is a puzzle that returns up to max solutions with
// pairwise different answers, each accepted by its checker's rules or
// not (the analysis checks them). Optional: without it, a puzzle with
// several solutions shows its open points as where they differ.
type SolutionLister interface {
	Solutions(ctx context.Context, max int) ([]puzzle.Answer, puzzle.Status)
}

// Messages for what a genre cannot do yet; the editor shows them as they
// are.
const (
	noClues     = "this genre cannot list its clues yet, so no clue can be tested on its own"
	noFacts     = "this genre cannot list the cells its clues determine yet"
	noGrader    = "this genre has no grader"
	noHints     = "this genre has no human-style solver, so its steps cannot be counted"
	noSecond    = "no second solution was found in time; the open places are where solutions differ"
	noFactUnits = "this genre's facts are not single places, so the open ones are not listed"
)

// differCap bounds the search for a second solution: the differences are
// a help, not worth the editor's whole budget.
const differCap = 2 * time.Second

func (a *run) status() {
	r, err := puzzle.Solve(a.ctx, a.p, 2)
	if err != nil {
		a.r.Status = puzzle.Unknown
		a.note(err.Error())
		return
	}
	a.r.Status = r.Status
	if r.Status == puzzle.Found {
		// Uniqueness was asked for; one answer is not a settled count.
		a.r.Status = puzzle.Unknown
	}
	if r.Answer != nil {
		a.first = r.Answer
		if a.r.Status == puzzle.Unique || a.r.Status == puzzle.Multiple {
			a.r.Answer = ptr(r.Answer.String())
		}
	}
	if a.r.Status == puzzle.Unknown {
		a.note("not settled in time")
	}
}

func (a *run) facts() {
	if a.r.Status == puzzle.None {
		a.note("no solution, so no place is determined")
		return
	}
	ff, ok := a.p.(puzzle.FactFinder)
	if !ok {
		a.note(noFacts)
		return
	}
	fs, err := ff.Facts(a.ctx)
	if err != nil {
		a.note(err.Error())
		return
	}
	var determined []Point
	seen := map[Point]bool{}
	single := true
	for _, f := range fs {
		if len(f.At) != 1 {
			single = false
		}
		for _, q := range f.At {
			if pt := pointOf(q); !seen[pt] {
				seen[pt] = true
				determined = append(determined, pt)
			}
		}
	}
	if determined == nil {
		determined = []Point{}
	}
	a.r.Facts, a.r.FactPoints = ptr(len(fs)), determined
	switch {
	case a.r.Status == puzzle.Unique:
		// One solution: everything is determined, whatever the points.
		a.r.Open, a.r.OpenPoints = ptr(0), []Point{}
	case !single:
		a.note(noFactUnits)
	default:
		if open := openPoints(a.p, a.first, fs, seen); open != nil {
			a.r.Open, a.r.OpenPoints = ptr(len(open)), open
		} else {
			a.note("no place is determined yet, and without a solution the open ones cannot be listed")
		}
	}
}

func (a *run) differ() {
	second := a.secondSolution()
	if second == nil {
		a.note(noSecond)
		if a.r.OpenPoints != nil {
			a.r.Differ = a.r.OpenPoints
		}
		return
	}
	a.r.Second = ptr(second.String())
	a.r.Differ = answerDiff(a.p, a.first, second)
}

// secondSolution is a checked solution different from the first, or nil.
// A genre that lists solutions is asked for two; otherwise the reference
// solver, which often finds another solution first, is tried, then the
// solver is steered by one added clue (see steered).
func (a *run) secondSolution() puzzle.Answer {
	if a.first == nil {
		return nil
	}
	ctx, cancel := capped(a.ctx, a.differCap)
	defer cancel()
	var candidates []puzzle.Answer
	if l, ok := a.p.(SolutionLister); ok {
		candidates, _ = l.Solutions(ctx, 2)
	} else if rs, ok := a.p.(puzzle.ReferenceSolver); ok {
		if r := rs.SolveReference(ctx, 1); r.Answer != nil {
			candidates = []puzzle.Answer{r.Answer}
		}
	}
	for _, c := range candidates {
		if b := a.other(c); b != nil {
			return b
		}
	}
	return a.steered(ctx)
}

// other is c read back as an answer of the puzzle analysed, when it is a
// solution of it (its own checker says so) different from the first.
func (a *run) other(c puzzle.Answer) puzzle.Answer {
	if c == nil || c.String() == a.first.String() {
		return nil
	}
	b, err := a.p.ParseAnswer(c.String())
	if err != nil || len(a.p.Check(b)) > 0 {
		return nil
	}
	return b
}

// steerTries bounds the clues steered tries.
const steerTries = 60

// steered looks for a second solution by adding one clue at an open
// place (an open cell, or a cell beside an open edge) and solving: any
// answer of the puzzle with the clue that the original puzzle's checker
// accepts and that differs from the first is a second solution, whatever
// the added clue means in the genre. Values tried are the puzzle's own
// clue values, then digits.
func (a *run) steered(ctx context.Context) puzzle.Answer {
	if a.clued == nil || len(a.r.OpenPoints) == 0 {
		return nil
	}
	givens := a.clued.GivenList()
	taken := map[grid.Point]bool{}
	var values []string
	seen := map[string]bool{}
	for _, g := range givens {
		taken[g.At] = true
		if !seen[g.Value] {
			seen[g.Value] = true
			values = append(values, g.Value)
		}
	}
	for d := 0; d <= 9; d++ {
		if v := fmt.Sprint(d); !seen[v] {
			seen[v] = true
			values = append(values, v)
		}
	}
	cols, rows := a.p.Size()
	var places []grid.Point
	placed := map[grid.Point]bool{}
	add := func(q grid.Point) {
		if q.IsCell() && q.Y > 0 && q.X > 0 && q.Y < 2*rows && q.X < 2*cols && !taken[q] && !placed[q] {
			placed[q] = true
			places = append(places, q)
		}
	}
	for _, o := range a.r.OpenPoints {
		q := grid.Point{Y: o.Y, X: o.X}
		switch {
		case q.IsCell():
			add(q)
		case q.Y&1 == 1: // an edge between two cells of a row
			add(grid.Point{Y: q.Y, X: q.X - 1})
			add(grid.Point{Y: q.Y, X: q.X + 1})
		case q.X&1 == 1:
			add(grid.Point{Y: q.Y - 1, X: q.X})
			add(grid.Point{Y: q.Y + 1, X: q.X})
		}
	}
	tries := 0
	for _, at := range places {
		for _, v := range values {
			if tries >= steerTries || puzzle.Expired(ctx) {
				return nil
			}
			a.pause()
			q, err := a.clued.WithGiven(puzzle.Given{At: at, Value: v})
			if err != nil {
				continue // not a clue this genre takes there
			}
			tries++
			strict, err := puzzle.Decode(puzzle.LinkOf(q))
			if err != nil {
				continue
			}
			if r, err := puzzle.Solve(ctx, strict, 1); err == nil {
				if b := a.other(r.Answer); b != nil {
					return b
				}
			}
		}
	}
	return nil
}

func (a *run) conflict() {
	// The checker on the empty board names what the clues break on their
	// own ("row 3 has two 7s"): the rule that makes the puzzle impossible.
	var start []puzzle.Given
	for _, v := range a.p.Check(a.p.NewState().Answer()) {
		if !v.Incomplete {
			a.r.Rule = &Rule{Rule: v.Rule, Msg: v.Msg, At: pointsOf(v.At)}
			if a.clued != nil {
				start = cluesAt(a.clued.GivenList(), v.At)
			}
			break
		}
	}
	if a.clued == nil {
		a.note(noClues)
		if a.r.Rule == nil {
			a.note("no solution; this genre cannot tell which clues clash")
		}
		return
	}
	set, minimal, fixed := minimalConflict(a.ctx, a.clued, start, a.pause)
	a.r.Conflict, a.r.ConflictMinimal = cluesOf(set), minimal
	if fixed > 0 {
		a.note(fixedNote(fixed))
	}
	switch {
	case len(set) == 0:
		a.note("even the board without clues has no solution")
	case !minimal && fixed == 0:
		a.note("these clues admit no solution together; not all were tested in time, so fewer may do")
	}
}

func (a *run) grade() {
	g, ok := a.p.Genre().(puzzle.Grader)
	if !ok {
		a.note(noGrader)
		return
	}
	i := g.Grade(a.ctx, a.p)
	levels := g.Levels()
	if i < 0 || i >= len(levels) {
		if puzzle.Expired(a.ctx) {
			a.note("not graded in time")
		} else {
			a.note("harder than every level the generator makes")
		}
		return
	}
	a.r.Grade = ptr(levels[i].Name)
}

func (a *run) steps() {
	h, ok := a.p.(puzzle.Hinter)
	if !ok {
		if h, ok = a.p.Genre().(puzzle.Hinter); !ok {
			a.note(noHints)
			return
		}
	}
	n, err := countSteps(a.ctx, a.p, h, a.pause)
	if err != nil {
		a.note(err.Error())
		return
	}
	a.r.Steps = ptr(n)
}

func (a *run) redundant() {
	if a.clued == nil {
		a.note(noClues)
		return
	}
	red := []puzzle.Given{}
	unsettled, fixed, pairs := 0, 0, false
	tested := map[grid.Point]bool{}
	for _, g := range a.clued.GivenList() {
		if tested[g.At] {
			continue // tested with its partner
		}
		a.pause()
		if puzzle.Expired(a.ctx) {
			unsettled++
			continue
		}
		q, gone, ok := without(a.clued, g)
		if !ok {
			fixed++
			continue
		}
		for _, h := range gone {
			tested[h.At] = true
		}
		r, err := puzzle.Solve(a.ctx, q, 2)
		switch {
		case err != nil || r.Status == puzzle.Unknown || r.Status == puzzle.Found:
			unsettled += len(gone)
		case r.Status == puzzle.Unique:
			red = append(red, gone...)
			if len(gone) > 1 {
				pairs = true
			}
		}
	}
	puzzle.SortGivens(red)
	a.r.Redundant = cluesOf(red)
	if pairs {
		a.note("clues that can only go in pairs (the two of one value) are redundant as a pair")
	}
	if fixed > 0 {
		a.note(fixedNote(fixed))
	}
	if unsettled > 0 {
		a.note(fmt.Sprintf("%s not tested for redundancy in time", puzzle.Count(unsettled, "clue")))
	}
}

// fixedNote says that some clues were not tested because the genre
// cannot do without them one at a time (Flow's dots come in pairs, a
// Nurikabe needs a number).
func fixedNote(n int) string {
	return puzzle.Count(n, "clue") + " cannot be removed one at a time in this genre; kept"
}

// capped is ctx with at most d left.
func capped(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	if dl, ok := ctx.Deadline(); ok && time.Until(dl) < d {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, d)
}
