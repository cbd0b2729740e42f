package analysis

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/grid"
	"pencilbox/solver/nurikabe"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sudoku"

	_ "pencilbox/solver/genres"
)

// A generated easy 9x9 Sudoku and 5x5 Nurikabe (pencilbox generate).
const (
	sudoku9   = "sudoku/9/9/35h2g1i2h9h6g4g65m83h9461m29g4i8h5p31j9g4h65i"
	nurikabe5 = "nurikabe/5/5/i2h2q2g1j"
)

func decode(t *testing.T, link string) puzzle.Puzzle {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func wrap(t *testing.T, p puzzle.Puzzle) puzzle.Puzzle {
	t.Helper()
	q, err := clued(p)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// analyze runs every stage and returns the report and the stages in the
// order they were reported.
func analyze(t *testing.T, p puzzle.Puzzle) (Report, []string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var stages []string
	r := Analyze(ctx, p, Options{DifferCap: time.Minute}, func(stage string, _ Report) { stages = append(stages, stage) })
	return r, stages
}

func pointSet(ps []Point) map[Point]bool {
	m := map[Point]bool{}
	for _, p := range ps {
		m[p] = true
	}
	return m
}

func cluesOnly(t *testing.T, c puzzle.Clued, keep []Clue) puzzle.Puzzle {
	t.Helper()
	var p puzzle.Puzzle = c
	want := map[Point]bool{}
	for _, k := range keep {
		want[k.At] = true
	}
	for _, g := range c.GivenList() {
		if !want[pointOf(g.At)] {
			q, err := p.(puzzle.Clued).WithGiven(puzzle.Given{At: g.At})
			if err != nil {
				t.Fatal(err)
			}
			p = q
		}
	}
	return p
}

func status(t *testing.T, p puzzle.Puzzle) puzzle.Status {
	t.Helper()
	r, err := puzzle.Solve(context.Background(), p, 2)
	if err != nil {
		t.Fatal(err)
	}
	return r.Status
}

func TestUniqueSudoku(t *testing.T) {
	base := decode(t, sudoku9).(*sudoku.Puzzle)
	sol, err := puzzle.Solve(context.Background(), base, 2)
	if err != nil || sol.Status != puzzle.Unique {
		t.Fatalf("test puzzle: %v %v", sol.Status, err)
	}
	// Add a clue the solution already implies: it is redundant by
	// construction.
	values := sol.Answer.(sudoku.Answer).Values
	empty := slices.Index(base.Givens, 0)
	extra := puzzle.Given{At: grid.Grid{Cols: 9, Rows: 9}.CellPoint(empty), Value: string(sudoku.DigitRune(int(values[empty])))}
	p, err := base.WithGiven(extra)
	if err != nil {
		t.Fatal(err)
	}
	r, stages := analyze(t, p)
	if want := []string{StageStatus, StageFacts, StageGrade, StageSteps, StageRedundant}; !slices.Equal(stages, want) {
		t.Fatalf("stages %v, want %v", stages, want)
	}
	open := 0
	for _, v := range p.(*sudoku.Puzzle).Givens {
		if v == 0 {
			open++
		}
	}
	if r.Status != puzzle.Unique || r.Answer == nil || *r.Answer != sol.Answer.String() {
		t.Fatalf("status %v answer %v", r.Status, r.Answer)
	}
	if r.Facts == nil || *r.Facts != open || r.Open == nil || *r.Open != 0 {
		t.Errorf("facts %v open %v, want %d and 0", r.Facts, r.Open, open)
	}
	levels := p.Genre().(puzzle.Grader).Levels()
	if r.Grade == nil || !slices.ContainsFunc(levels, func(l puzzle.Level) bool { return l.Name == *r.Grade }) {
		t.Errorf("grade %v, want one of the genre's levels", r.Grade)
	}
	// Every Sudoku hint places one digit.
	if r.Steps == nil || *r.Steps != open {
		t.Errorf("steps %v, want %d", r.Steps, open)
	}
	if !slices.Contains(r.Redundant, Clue{At: pointOf(extra.At), Value: extra.Value}) {
		t.Errorf("redundant %v lacks the added clue %v", r.Redundant, extra)
	}
	for _, c := range r.Redundant {
		q, _ := p.(puzzle.Clued).WithGiven(puzzle.Given{At: grid.Point{Y: c.At.Y, X: c.At.X}})
		if st := status(t, q); st != puzzle.Unique {
			t.Errorf("without redundant %v the puzzle is %v", c, st)
		}
	}
	for _, k := range []string{StageStatus, StageFacts, StageGrade, StageSteps, StageRedundant} {
		if _, ok := r.Millis[k]; !ok {
			t.Errorf("no time for stage %s", k)
		}
	}
}

// listed is a Sudoku that lists solutions the slow way: a second one is
// the first with some open cell given another digit.
type listed struct{ *sudoku.Puzzle }

func (l listed) Solutions(ctx context.Context, max int) ([]puzzle.Answer, puzzle.Status) {
	r := l.Solve(ctx, 1)
	if r.Answer == nil {
		return nil, r.Status
	}
	out := []puzzle.Answer{r.Answer}
	first := r.Answer.(sudoku.Answer).Values
	for c, v := range l.Givens {
		for d := 1; v == 0 && d <= 9 && len(out) < max; d++ {
			if d == int(first[c]) {
				continue
			}
			q, err := l.WithGiven(puzzle.Given{At: grid.Grid{Cols: 9, Rows: 9}.CellPoint(c), Value: string(sudoku.DigitRune(d))})
			if err != nil {
				continue
			}
			if r := q.(puzzle.Solver).Solve(ctx, 1); r.Answer != nil {
				out = append(out, r.Answer)
			}
		}
	}
	return out, puzzle.Multiple
}

// deadlyRectangle blanks, in a solved 9x9 grid, four cells a,b / b,a in
// two rows of one band and two columns of different boxes: the grid then
// has exactly two solutions, differing in those four cells.
func deadlyRectangle(t *testing.T, v []uint8) ([]int, []Point) {
	t.Helper()
	for r1 := 0; r1 < 9; r1++ {
		for r2 := r1 + 1; r2 < 9 && r2/3 == r1/3; r2++ {
			for c1 := 0; c1 < 9; c1++ {
				for c2 := (c1/3 + 1) * 3; c2 < 9; c2++ {
					if v[r1*9+c1] == v[r2*9+c2] && v[r1*9+c2] == v[r2*9+c1] {
						clues := make([]int, 81)
						for i := range clues {
							clues[i] = int(v[i])
						}
						cells := []int{r1*9 + c1, r1*9 + c2, r2*9 + c1, r2*9 + c2}
						var pts []Point
						for _, c := range cells {
							clues[c] = 0
							pts = append(pts, Point{Y: 2*(c/9) + 1, X: 2*(c%9) + 1})
						}
						sortPoints(pts)
						return clues, pts
					}
				}
			}
		}
	}
	t.Fatal("no deadly rectangle in the test grid")
	return nil, nil
}

func TestSeveralSudoku(t *testing.T) {
	sol, err := puzzle.Solve(context.Background(), decode(t, sudoku9), 1)
	if err != nil || sol.Answer == nil {
		t.Fatal(err)
	}
	clues, cells := deadlyRectangle(t, sol.Answer.(sudoku.Answer).Values)
	p, err := cluedSudoku(9, clues)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		p      puzzle.Puzzle
		second bool
	}{
		{"lister", listed{p.(*sudoku.Puzzle)}, true},
		{"reference or steered", p, true},
		{"steered", steered{p, p.(puzzle.Solver), p.(puzzle.FactFinder), p.(puzzle.Clued)}, true},
		{"open cells", factsOnly{p, p.(puzzle.Solver), p.(puzzle.FactFinder)}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, stages := analyze(t, tc.p)
			if want := []string{StageStatus, StageFacts, StageDiffer}; !slices.Equal(stages, want) {
				t.Fatalf("stages %v, want %v", stages, want)
			}
			if r.Status != puzzle.Multiple {
				t.Fatalf("status %v", r.Status)
			}
			if !slices.Equal(r.Differ, cells) {
				t.Errorf("differ %v, want %v", r.Differ, cells)
			}
			if !slices.Equal(r.OpenPoints, cells) || *r.Open != 4 || *r.Facts != 0 {
				t.Errorf("open %v %v facts %v, want the rectangle", *r.Open, r.OpenPoints, *r.Facts)
			}
			if (r.Second != nil) != tc.second {
				t.Fatalf("second %v, want one: %v", r.Second, tc.second)
			}
			if tc.second {
				if *r.Second == *r.Answer {
					t.Error("the second solution is the first")
				}
				for _, a := range []string{*r.Answer, *r.Second} {
					ans, err := tc.p.ParseAnswer(a)
					if err != nil || len(tc.p.Check(ans)) > 0 {
						t.Errorf("answer %q does not solve the puzzle: %v", a, err)
					}
				}
			} else if !slices.Contains(r.Notes, noSecond) {
				t.Errorf("notes %v do not say the differences are the open cells", r.Notes)
			}
		})
	}
}

func TestNoneSudokuMinimalConflict(t *testing.T) {
	// 4x4: r1 holds 1 and 2, and the 3 of r2c3 shuts both other cells of
	// r1 (box and column) to 3: r1 has no place for its 3. r4c1's 4 is
	// innocent.
	clues := make([]int, 16)
	clues[0], clues[1], clues[6], clues[12] = 1, 2, 3, 4
	p, err := cluedSudoku(4, clues)
	if err != nil {
		t.Fatal(err)
	}
	r, stages := analyze(t, p)
	if want := []string{StageStatus, StageFacts, StageConflict}; !slices.Equal(stages, want) {
		t.Fatalf("stages %v, want %v", stages, want)
	}
	want := []Clue{{Point{1, 1}, "1"}, {Point{1, 3}, "2"}, {Point{3, 5}, "3"}}
	if r.Status != puzzle.None || !slices.Equal(r.Conflict, want) || !r.ConflictMinimal {
		t.Errorf("status %v conflict %v minimal %v, want none, %v, true", r.Status, r.Conflict, r.ConflictMinimal, want)
	}
	if r.Rule != nil || r.Facts != nil {
		t.Errorf("rule %v facts %v, want neither", r.Rule, r.Facts)
	}
}

// checkConflict proves the report's conflict is one: no solution with
// just those clues, a solution without any one of them.
func checkConflict(t *testing.T, p puzzle.Clued, conflict []Clue) {
	t.Helper()
	only := cluesOnly(t, p, conflict)
	if st := status(t, only); st != puzzle.None {
		t.Fatalf("the conflict %v alone is %v", conflict, st)
	}
	for i := range conflict {
		rest := slices.Delete(slices.Clone(conflict), i, i+1)
		if len(rest) == 0 {
			continue // a genre may refuse a board without clues
		}
		if st := status(t, cluesOnly(t, p, rest)); st == puzzle.None {
			t.Errorf("the conflict without %v still has no solution", conflict[i])
		}
	}
}

func TestNurikabe(t *testing.T) {
	t.Run("unique", func(t *testing.T) {
		p := wrap(t, decode(t, nurikabe5))
		r, _ := analyze(t, p)
		if r.Status != puzzle.Unique || *r.Open != 0 || r.Grade == nil || r.Steps == nil || *r.Steps == 0 || r.Redundant == nil {
			t.Fatalf("report %+v", r)
		}
	})
	t.Run("several", func(t *testing.T) {
		// A 2 in the corner of a 2x2: its island takes either neighbour;
		// the opposite corner is a wall either way.
		p, err := cluedNurikabe(grid.Grid{Cols: 2, Rows: 2}, fill(4, map[int]int{0: 2}))
		if err != nil {
			t.Fatal(err)
		}
		r, _ := analyze(t, p)
		if r.Status != puzzle.Multiple {
			t.Fatalf("status %v", r.Status)
		}
		either := []Point{{1, 3}, {3, 1}}
		if !slices.Equal(r.Differ, either) || !slices.Equal(r.OpenPoints, either) || !slices.Equal(r.FactPoints, []Point{{3, 3}}) {
			t.Errorf("differ %v open %v facts %v, want the two neighbours open and the far corner fixed", r.Differ, r.OpenPoints, r.FactPoints)
		}
	})
	t.Run("none", func(t *testing.T) {
		// Two 1s on the diagonal of a 2x2 leave two walls that cannot join.
		p, err := cluedNurikabe(grid.Grid{Cols: 2, Rows: 2}, fill(4, map[int]int{0: 1, 3: 1}))
		if err != nil {
			t.Fatal(err)
		}
		r, _ := analyze(t, p)
		want := []Clue{{Point{1, 1}, "1"}, {Point{3, 3}, "1"}}
		if r.Status != puzzle.None || !slices.Equal(r.Conflict, want) || !r.ConflictMinimal {
			t.Fatalf("status %v conflict %v minimal %v, want none, %v, true", r.Status, r.Conflict, r.ConflictMinimal, want)
		}
		checkConflict(t, p.(puzzle.Clued), r.Conflict)
	})
	t.Run("none larger", func(t *testing.T) {
		// Numbers act both ways in Nurikabe (a number removed leaves its
		// cells to the walls), so the conflict found is only checked to be
		// one, whatever its clues.
		p, err := cluedNurikabe(grid.Grid{Cols: 5, Rows: 5}, fill(25, map[int]int{0: 1, 6: 1, 12: 9, 24: 3}))
		if err != nil {
			t.Fatal(err)
		}
		r, _ := analyze(t, p)
		if r.Status != puzzle.None || len(r.Conflict) == 0 {
			t.Fatalf("status %v conflict %v", r.Status, r.Conflict)
		}
		checkConflict(t, p.(puzzle.Clued), r.Conflict)
	})
}

func fill(n int, at map[int]int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = nurikabe.NoClue
		if v, ok := at[i]; ok {
			out[i] = v
		}
	}
	return out
}

func TestEdgeGenre(t *testing.T) {
	// Slitherlink's facts are edges: the open places are edges too.
	g, _ := puzzle.ByName("slitherlink")
	p := decode(t, g.Example())
	r, _ := analyze(t, p)
	if r.Status != puzzle.Unique || r.Facts == nil || *r.Open != 0 {
		t.Fatalf("report %+v", r)
	}
	for _, q := range r.FactPoints {
		if kindOf(q) != kindEdge {
			t.Fatalf("fact at %v is not an edge", q)
		}
	}
}

// factsOnly is a puzzle that solves and lists facts, nothing more.
type factsOnly struct {
	puzzle.Puzzle
	puzzle.Solver
	puzzle.FactFinder
}

// steered is one that can also change its clues, but has no second
// solver, so a second solution must come from steering.
type steered struct {
	puzzle.Puzzle
	puzzle.Solver
	puzzle.FactFinder
	clued puzzle.Clued
}

func (s steered) GivenList() []puzzle.Given                       { return s.clued.GivenList() }
func (s steered) WithGiven(g puzzle.Given) (puzzle.Puzzle, error) { return s.clued.WithGiven(g) }

// unclued hides the setter's contract of a puzzle.
type unclued struct {
	puzzle.Puzzle
	puzzle.Solver
}

func TestNotClued(t *testing.T) {
	p, err := cluedSudoku(4, fill4())
	if err != nil {
		t.Fatal(err)
	}
	q := unclued{p, p.(puzzle.Solver)}
	r, _ := analyze(t, q)
	if r.Status != puzzle.None || r.Conflict != nil || !slices.Contains(r.Notes, noClues) {
		t.Errorf("report %+v", r)
	}
	if !slices.ContainsFunc(r.Notes, func(s string) bool { return strings.Contains(s, "cannot tell which clues") }) {
		t.Errorf("notes %v do not say the genre cannot tell", r.Notes)
	}
}

func fill4() []int {
	clues := make([]int, 16)
	clues[0], clues[1], clues[6] = 1, 2, 3
	return clues
}

func TestCancelBetweenStages(t *testing.T) {
	p := wrap(t, decode(t, sudoku9))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pauses := 0
	var stages []string
	r := Analyze(ctx, p, Options{Pause: func() { pauses++ }}, func(stage string, _ Report) {
		stages = append(stages, stage)
		if stage == StageFacts {
			cancel() // a newer edit arrived
		}
	})
	if !slices.Equal(stages, []string{StageStatus, StageFacts}) || len(r.Millis) != 2 || r.Grade != nil {
		t.Errorf("stages %v millis %v grade %v after cancel", stages, r.Millis, r.Grade)
	}
	if pauses < 2 {
		t.Errorf("%d pauses, want one before each stage", pauses)
	}
}

func TestReportJSON(t *testing.T) {
	p := wrap(t, decode(t, nurikabe5))
	r, _ := analyze(t, p)
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, r) {
		t.Errorf("round trip changed the report:\n%+v\n%+v", r, back)
	}
	var keys map[string]json.RawMessage
	json.Unmarshal(b, &keys)
	for _, k := range []string{"genre", "link", "status", "answer", "second", "differ", "conflict", "conflict_minimal", "rule", "facts", "open", "fact_points", "open_points", "grade", "steps", "redundant", "millis", "notes"} {
		if _, ok := keys[k]; !ok {
			t.Errorf("key %q missing from %s", k, b)
		}
	}
	if string(keys["second"]) != "null" || string(keys["status"]) != `"unique"` {
		t.Errorf("second %s status %s", keys["second"], keys["status"])
	}
}

// Every genre's analysis starts no stage past its deadline, on random
// boards meant to be hard (the genres' Samplers). How far one solver call
// may overrun is the genres' own contract (solver/conformance).
func TestDeadlineEveryGenre(t *testing.T) {
	const deadline = 100 * time.Millisecond
	const slack = 30 * time.Millisecond // a stage's own bookkeeping after its solver call
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		s, ok := g.(puzzle.Sampler)
		if !ok {
			continue
		}
		densities := []float64{0.1, 0.3}
		if testing.Short() {
			densities = densities[:1] // the sparse boards are the slow ones
		}
		for _, density := range densities {
			cols, rows := s.SampleSize(15, 15)
			p, err := s.Sample(rand.New(rand.NewPCG(5, uint64(density*10))), cols, rows, density)
			if err != nil {
				continue
			}
			ctx, cancel := context.WithTimeout(context.Background(), deadline)
			t0 := time.Now()
			Analyze(ctx, p, Options{}, func(stage string, r Report) {
				ms := time.Duration(r.Millis[stage] * float64(time.Millisecond))
				if started := time.Since(t0) - ms; started > deadline+slack {
					t.Errorf("%s density %.1f: stage %s started %v after the start, past the %v deadline", name, density, stage, started, deadline)
				}
			})
			cancel()
		}
	}
}

// flowBoard is a Flow Free board with the given dots (label by cell
// index), decoded strictly.
func flowBoard(t *testing.T, cols, rows int, dots map[int]string) puzzle.Clued {
	t.Helper()
	g, _ := puzzle.ByName("flow")
	p, err := g.(puzzle.Editable).Blank(cols, rows)
	if err != nil {
		t.Fatal(err)
	}
	gr := grid.Grid{Cols: cols, Rows: rows}
	for c, v := range dots {
		if p, err = p.(puzzle.Clued).WithGiven(puzzle.Given{At: gr.CellPoint(c), Value: v}); err != nil {
			t.Fatal(err)
		}
	}
	return decode(t, puzzle.LinkOf(p)).(puzzle.Clued)
}

// Flow's dots go in pairs: one dot alone leaves a board the decoder
// refuses, so the analysis removes a dot with its partner.
func TestFlowPairs(t *testing.T) {
	t.Run("conflict", func(t *testing.T) {
		// A runs down the middle column and B across the middle row: they
		// would cross. Either pair alone cannot fill the board either (its
		// ends are edge midpoints, where a path through all nine cells
		// cannot end), so the conflict is one pair, the other removed as a
		// pair.
		p := flowBoard(t, 3, 3, map[int]string{1: "A", 7: "A", 3: "B", 5: "B"})
		r, _ := analyze(t, p)
		if r.Status != puzzle.None || len(r.Conflict) != 2 || r.Conflict[0].Value != r.Conflict[1].Value {
			t.Fatalf("status %v conflict %v, want one pair", r.Status, r.Conflict)
		}
		only := decode(t, puzzle.LinkOf(cluesOnly(t, p, r.Conflict)))
		if st := status(t, only); st != puzzle.None {
			t.Errorf("the conflict %v alone is %v", r.Conflict, st)
		}
	})
	t.Run("redundant pair", func(t *testing.T) {
		// Two rows, each its own colour end to end: the unique solution.
		// Without either pair, the other colour cannot fill the board
		// (Flow Free uses every cell), so neither pair is redundant.
		p := flowBoard(t, 3, 2, map[int]string{0: "A", 2: "A", 3: "B", 5: "B"})
		r, _ := analyze(t, p)
		if r.Status != puzzle.Unique || r.Redundant == nil {
			t.Fatalf("status %v redundant %v notes %v", r.Status, r.Redundant, r.Notes)
		}
		for _, c := range r.Redundant {
			t.Errorf("clue %v reported redundant", c)
		}
		if slices.ContainsFunc(r.Notes, func(s string) bool { return strings.Contains(s, "cannot be removed") }) {
			t.Errorf("notes %v: the pairs should have been tested", r.Notes)
		}
	})
}

// Clues that break a rule by themselves are named by the genre's checker:
// three 2s in a row of a Fillomino make a group of three.
func TestRule(t *testing.T) {
	p := decode(t, "fillomino/3/3/222l")
	r, _ := analyze(t, p)
	want := []Clue{{Point{1, 1}, "2"}, {Point{1, 3}, "2"}, {Point{1, 5}, "2"}}
	if r.Status != puzzle.None || r.Rule == nil || !slices.Equal(r.Conflict, want) || !r.ConflictMinimal {
		t.Fatalf("status %v rule %+v conflict %v minimal %v", r.Status, r.Rule, r.Conflict, r.ConflictMinimal)
	}
	if at := pointSet(r.Rule.At); !at[Point{1, 1}] || r.Rule.Msg == "" {
		t.Errorf("rule %+v does not point at the clues", r.Rule)
	}
}

// On every genre's rules-page example that is unique, the redundant clues
// are exactly those whose removal alone keeps the solution unique, as the
// genre's solver says directly (a clue that cannot go alone, or only with
// its partner, is left to TestFlowPairs).
func TestRedundantEveryGenre(t *testing.T) {
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		p, err := puzzle.Decode(g.Example())
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		c, ok := p.(puzzle.Clued)
		if !ok || status(t, p) != puzzle.Unique {
			continue
		}
		// The redundancy stage alone: the others are tested elsewhere.
		a := &run{ctx: context.Background(), p: p, clued: c, pause: func() {}, r: Report{Millis: map[string]float64{}}}
		a.redundant()
		r := a.r
		t.Logf("%s: %d clues, %d redundant", name, len(c.GivenList()), len(r.Redundant))
		listed := map[Clue]bool{}
		for _, k := range r.Redundant {
			listed[k] = true
		}
		for _, giv := range c.GivenList() {
			q, err := c.WithGiven(puzzle.Given{At: giv.At})
			if err != nil {
				continue
			}
			strict, err := puzzle.Decode(puzzle.LinkOf(q))
			if err != nil {
				continue
			}
			k := Clue{At: pointOf(giv.At), Value: giv.Value}
			if unique := status(t, strict) == puzzle.Unique; unique != listed[k] {
				t.Errorf("%s: clue %v: unique without it %v, listed redundant %v", name, k, unique, listed[k])
			}
		}
	}
}

// A setter starts from a blank board: every genre whose blank board its
// decoder accepts is analysed without trouble, several solutions with
// every place open.
func TestBlankBoards(t *testing.T) {
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		e, ok := g.(puzzle.Editable)
		if !ok {
			continue
		}
		for _, size := range [][2]int{{4, 4}, {5, 5}, {6, 6}} {
			b, err := e.Blank(size[0], size[1])
			if err != nil {
				continue
			}
			p, err := puzzle.Decode(puzzle.LinkOf(b))
			if err != nil {
				continue // a draft: the editor says what it lacks
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			r := Analyze(ctx, p, Options{}, nil)
			cancel()
			if r.Status == puzzle.Multiple && (r.Facts == nil || r.Open == nil || *r.Open == 0 || len(r.Differ) == 0) {
				t.Errorf("%s %dx%d blank: facts %v open %v differ %v notes %v", name, size[0], size[1], r.Facts, r.Open, r.Differ, r.Notes)
			}
			break
		}
	}
}
