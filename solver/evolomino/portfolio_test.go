package evolomino

import (
	"context"
	"testing"

	"pencilbox/solver/puzzle"
)

// TestPortfolioCounts: the portfolio's count (limit 2, the app's Solve)
// agrees with the lazy model's Enumerate on small boards with one answer
// (the instances), many (their given squares and every other shaded cell
// taken away) and none (squares given on two arrow cells in a row), whether its
// first answer comes from the lazy model (a long first phase) or the
// restarts (none), and when it starts from an answer the search found;
// and that the block model beside a known answer (countBeside) agrees.
func TestPortfolioCounts(t *testing.T) {
	_, small := sampleOf(t, 6, 8, 12, 4)
	ctx := context.Background()
	seen := map[puzzle.Status]int{}
	for _, in := range small {
		p0 := decodeIn(t, in)
		loose := append([]uint8(nil), p0.Cells...)
		shaded := 0
		for c, kind := range loose {
			switch {
			case kind == Given:
				loose[c] = Plain
			case kind == Shaded:
				if shaded%2 == 0 {
					loose[c] = Plain
				}
				shaded++
			}
		}
		// Squares on two arrow cells in a row would be one block with
		// two arrow squares.
		none := append([]uint8(nil), p0.Cells...)
		none[p0.Arrows[0][0]], none[p0.Arrows[0][1]] = Given, Given
		for _, cells := range [][]uint8{p0.Cells, loose, none} {
			p, err := NewPuzzle(p0.G, cells, p0.Arrows)
			if err != nil {
				continue // shading can leave a board the decoder refuses
			}
			want := p.solveSAT(ctx, 2, 0, 0)
			if want.Status == puzzle.Unknown {
				t.Fatalf("%s: the lazy model did not settle", in.Name)
			}
			seen[want.Status]++
			for _, first := range []int{1 << 30, 0} {
				s := p.newSearch()
				s.run(ctx, 1, 1)
				got := p.portfolio(ctx, s, first, 2, nil, nil)
				if got.Status != want.Status {
					t.Errorf("%s (first phase %d): portfolio %s, lazy model %s", in.Name, first, got.Status, want.Status)
				}
				if got.Answer != nil && p.Check(got.Answer) != nil {
					t.Errorf("%s: the portfolio's answer breaks a rule", in.Name)
				}
			}
			if want.Status == puzzle.None {
				continue
			}
			known := want.Answer.(Answer).Squares
			if got := p.portfolio(ctx, p.newSearch(), 0, 2, known, nil); got.Status != want.Status {
				t.Errorf("%s from a known answer: %s, lazy model %s", in.Name, got.Status, want.Status)
			}
			// Handed over at once after the first answer, the portfolio
			// settles nothing wrong, and the block model beside the
			// answer settles the count.
			if got := p.portfolio(ctx, p.newSearch(), 0, 2, known, func(int) bool { return true }); got.Status != want.Status && got.Status != puzzle.Unknown {
				t.Errorf("%s handed over: %s, lazy model %s", in.Name, got.Status, want.Status)
			}
			if got := p.countBeside(ctx, p.newBlockModel(nil, 0), 2, known); got.Status != want.Status {
				t.Errorf("%s: the block model beside a known answer: %s, lazy model %s", in.Name, got.Status, want.Status)
			}
		}
	}
	if seen[puzzle.Unique] == 0 || seen[puzzle.Multiple] == 0 || seen[puzzle.None] == 0 {
		t.Errorf("the sample did not cover every outcome: %v", seen)
	}
}
