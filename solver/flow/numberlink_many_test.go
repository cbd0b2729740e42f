package flow

import (
	"context"
	"testing"

	"pencilbox/solver/puzzle"
)

// withPairs is p's board with rows of dot pairs added below it, each pair
// two cells one above the other, until it has at least colours colours.
// Every added cell is a dot, so no line of p enters them and each pair's
// line is its one link: the board has p's answers, as many as p has.
func withPairs(t *testing.T, p *Puzzle, colours int) *Puzzle {
	t.Helper()
	cols, rows := p.G.Cols, p.G.Rows
	top := 0
	nums := make([]int, 0, cols*rows)
	for c := range p.G.Cells() {
		v := 0
		if k := p.Dots[c]; k != 0 {
			v = p.Nums[k]
		}
		nums = append(nums, v)
		top = max(top, v)
	}
	for k := p.Colours(); k < colours; k += cols {
		row := make([]int, cols)
		for x := range row {
			top++
			row[x] = top
		}
		nums = append(nums, row...)
		nums = append(nums, row...)
		rows += 2
	}
	q, err := New(cols, rows, Numberlink, nums, nil)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// TestSettleManyColours: on boards with 64 colours or more
// (solveManyColours's path) the fill model's question settles the count
// (the line search after it has one node, too few to), as the reference
// does on the board without the added pairs: the two boards whose other
// answers all have an empty corner (multiple).
func TestSettleManyColours(t *testing.T) {
	seen := settleManyColoursOn(t, []*Puzzle{mustDecode(t, "numlin/3/5/h2g1j12j"), mustDecode(t, "numlin/3/8/j2j1o12i")})
	requireOutcomes(t, seen, "by the question, multiple")
}

// TestSettleManyColoursJanko is TestSettleManyColours on janko's boards
// of up to 100 cells that the line search does not settle at once
// (unique), so that only the question can.
func TestSettleManyColoursJanko(t *testing.T) {
	s := readSet(t, "janko_arukone.txt")
	ctx := context.Background()
	want := 4
	if testing.Short() {
		want = 2
	}
	var boards []*Puzzle
	for i := range s.Instances {
		in := &s.Instances[i]
		if in.Cols*in.Rows > 100 || len(boards) == want {
			continue
		}
		p, err := decodeBlock(in.Cols, in.Rows, in.Meta, in.Sections)
		if err != nil {
			t.Fatal(err)
		}
		if !Search(ctx, p, Options{Limit: 2, NodeBudget: 1}).Complete {
			boards = append(boards, p)
		}
	}
	seen := settleManyColoursOn(t, boards)
	requireOutcomes(t, seen, "by the question, unique")
}

// settleManyColoursOn checks settleManyColours on each board with pairs
// added, its line search given one node, against the reference on the
// board itself; it counts by status the boards that the detour test left
// to the question.
func settleManyColoursOn(t *testing.T, boards []*Puzzle) map[string]int {
	t.Helper()
	ctx := context.Background()
	seen := map[string]int{}
	for _, small := range boards {
		ref := small.SolveReference(ctx, 2)
		if ref.Status != puzzle.Unique && ref.Status != puzzle.Multiple {
			t.Fatalf("%s: reference %s", puzzle.LinkOf(small), ref.Status)
		}
		p := withPairs(t, small, fullColours)
		link := puzzle.LinkOf(p)
		if p.Colours() < fullColours {
			t.Fatalf("%s: %d colours", link, p.Colours())
		}
		// A filling first answer, when there is one (the corner boards'
		// have no detour), else one with empty cells.
		first, _ := p.touchFreeFill(ctx, false)
		if first == nil {
			first, _ = p.touchFreeFill(ctx, true)
		}
		if first == nil {
			t.Fatalf("%s: no touch-free answer", link)
		}
		start := puzzle.Result{Status: puzzle.Found, Answer: p.answer(first)}
		r, complete := p.settleManyColours(ctx, first, start, 1)
		if !complete || r.Status != ref.Status {
			t.Fatalf("%s: settled %s (complete %v), reference %s", link, r.Status, complete, ref.Status)
		}
		if !p.hasDetour(first) {
			seen["by the question, "+r.Status.String()]++
		}
	}
	return seen
}
