package sudoku

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
)

func TestLuby(t *testing.T) {
	want := []int64{1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1}
	for i, w := range want {
		if got := luby(int64(i + 1)); got != w {
			t.Fatalf("luby(%d) = %d, want %d", i+1, got, w)
		}
	}
}

// TestRestartsAgreeWithCompleteSearch holds the interleaved search to the
// complete one on 16x16 clue subsets of random grids (dense: one
// solution; sparse: several) and on boards a changed given leaves without
// a solution: the same counts up to two, the same unique answer, valid
// first answers.
func TestRestartsAgreeWithCompleteSearch(t *testing.T) {
	geo, _ := GeometryOf(16)
	rng := rand.New(rand.NewPCG(16, 25))
	ctx := context.Background()
	var seen [3]int
	for k := 0; k < 8; k++ {
		sol, err := randomGrid(ctx, geo, rng)
		if err != nil {
			t.Fatal(err)
		}
		for _, keep := range []int{70, 110, 160} {
			givens := make([]uint8, 256)
			for _, c := range rng.Perm(256)[:keep] {
				givens[c] = sol[c]
			}
			boards := [][]uint8{givens}
			// A given changed to a digit none of its units holds.
			for _, c := range rng.Perm(256) {
				if givens[c] == 0 {
					continue
				}
				var used [17]bool
				for _, u := range geo.CellUnits[c] {
					for _, q := range geo.Units[u] {
						used[givens[q]] = true
					}
				}
				if d := slices.Index(used[1:], false); d >= 0 {
					bad := slices.Clone(givens)
					bad[c] = uint8(d + 1)
					boards = append(boards, bad)
					break
				}
			}
			for _, g := range boards {
				n, first, _, ok := countLatinRestarts(ctx, geo, g, 2, 0)
				m, firstL, _, okL := countLatin(ctx, geo, g, 2, 0)
				if !ok || !okL {
					t.Fatalf("unsettled without a budget: restarts %v, complete %v", ok, okL)
				}
				if n != m {
					t.Fatalf("%d givens: restarts count %d, complete search %d", keep, n, m)
				}
				if (n > 0) != (first != nil) || first != nil && !validGrid(geo, g, first) {
					t.Fatalf("%d givens: count %d with answer %v", keep, n, first)
				}
				if n == 1 && !slices.Equal(first, firstL) {
					t.Fatalf("%d givens: the unique answers differ", keep)
				}
				seen[n]++
			}
		}
	}
	for n, c := range seen {
		if c == 0 {
			t.Errorf("no 16x16 board with %d solutions: the test lost its reach", n)
		}
	}
	t.Logf("boards with 0/1/2+ solutions: %v", seen)
}

// TestRestartsSettleSparseLargeBoard: a 25x25 with 40% of a grid's digits
// has many solutions; the interleaved search must show two within a node
// budget and answer with a valid grid, and a budget too small must leave
// the count unsettled rather than guess.
func TestRestartsSettleSparseLargeBoard(t *testing.T) {
	if testing.Short() {
		t.Skip("a 25x25 grid takes a moment to make")
	}
	geo, _ := GeometryOf(25)
	rng := rand.New(rand.NewPCG(25, 40))
	ctx := context.Background()
	sol, err := randomGrid(ctx, geo, rng)
	if err != nil {
		t.Fatal(err)
	}
	givens := make([]uint8, 625)
	for _, c := range rng.Perm(625)[:250] {
		givens[c] = sol[c]
	}
	n, first, nodes, ok := countLatinRestarts(ctx, geo, givens, 2, 1_000_000)
	if !ok || n != 2 || !validGrid(geo, givens, first) {
		t.Fatalf("count %d, settled %v after %d nodes, valid answer %v", n, ok, nodes, first != nil && validGrid(geo, givens, first))
	}
	if n, _, _, ok := countLatinRestarts(ctx, geo, givens, 2, 10); ok || n > 1 {
		t.Fatalf("a 10-node budget settled %d solutions", n)
	}
}
