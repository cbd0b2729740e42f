package sudoku

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// validGrid reports whether vals is a complete grid that breaks no unit and
// keeps every given.
func validGrid(geo *Geometry, givens, vals []uint8) bool {
	if len(vals) != geo.N*geo.N {
		return false
	}
	for c, v := range givens {
		if v != 0 && vals[c] != v {
			return false
		}
	}
	for _, u := range geo.Units {
		seen := make([]bool, geo.N+1)
		for _, c := range u {
			v := vals[c]
			if v == 0 || int(v) > geo.N || seen[v] {
				return false
			}
			seen[v] = true
		}
	}
	return true
}

// agree holds the 9x9 kernel (CountGrid), the generator's steady search
// and the generic Latin-square propagator to the same counts up to two,
// the same answer when there is one, and valid first answers.
func agree(t *testing.T, geo *Geometry, givens []uint8, name string) (count int) {
	t.Helper()
	ctx := context.Background()
	type run struct {
		name  string
		count func(context.Context, *Geometry, []uint8, int, int64) (int, []uint8, int64, bool)
	}
	runs := []run{{"kernel", CountGrid}, {"steady", countGridSteady}, {"latin", countLatin}}
	var counts [3]int
	var answers [3][]uint8
	for i, r := range runs {
		n, first, _, complete := r.count(ctx, geo, givens, 2, 0)
		if !complete {
			t.Fatalf("%s: %s did not settle without a budget", name, r.name)
		}
		if (n > 0) != (first != nil) {
			t.Fatalf("%s: %s counted %d with answer %v", name, r.name, n, first != nil)
		}
		if first != nil && !validGrid(geo, givens, first) {
			t.Fatalf("%s: %s answer %v breaks the rules or the givens", name, r.name, first)
		}
		counts[i], answers[i] = n, first
		// Limit 1 stops at a valid first answer exactly when there is one.
		n1, first1, _, _ := r.count(ctx, geo, givens, 1, 0)
		if (n1 == 1) != (n > 0) || n1 == 1 && !validGrid(geo, givens, first1) {
			t.Fatalf("%s: %s limit 1 gave %d, limit 2 gave %d", name, r.name, n1, n)
		}
	}
	if counts[0] != counts[1] || counts[0] != counts[2] {
		t.Fatalf("%s: counts kernel %d, steady %d, latin %d", name, counts[0], counts[1], counts[2])
	}
	if counts[0] == 1 && (!slices.Equal(answers[0], answers[1]) || !slices.Equal(answers[0], answers[2])) {
		t.Fatalf("%s: the unique answers differ", name)
	}
	return counts[0]
}

// TestKernelAgreesOnRandomBoards covers the three outcomes: clue subsets
// of random grids (unique when dense, several solutions when sparse), and
// boards with no solution made by changing one given of a dense subset to
// a digit its units do not already hold (so no given breaks a unit and
// only search can tell).
func TestKernelAgreesOnRandomBoards(t *testing.T) {
	geo, _ := GeometryOf(9)
	rng := rand.New(rand.NewPCG(25, 9))
	ctx := context.Background()
	boards := 150
	if testing.Short() {
		boards = 40
	}
	var seen [3]int
	for k := 0; k < boards; k++ {
		sol, err := randomGrid(ctx, geo, rng)
		if err != nil {
			t.Fatal(err)
		}
		keep := 17 + rng.IntN(30)
		givens := make([]uint8, 81)
		for _, c := range rng.Perm(81)[:keep] {
			givens[c] = sol[c]
		}
		seen[min(agree(t, geo, givens, "subset"), 2)]++
		// One given changed to a digit absent from its row, column and box.
		for _, c := range rng.Perm(81) {
			if givens[c] == 0 {
				continue
			}
			var used [10]bool
			for _, u := range geo.CellUnits[c] {
				for _, q := range geo.Units[u] {
					used[givens[q]] = true
				}
			}
			var free []uint8
			for d := uint8(1); d <= 9; d++ {
				if !used[d] {
					free = append(free, d)
				}
			}
			if len(free) == 0 {
				continue
			}
			bad := slices.Clone(givens)
			bad[c] = free[rng.IntN(len(free))]
			seen[min(agree(t, geo, bad, "changed"), 2)]++
			break
		}
	}
	for n, c := range seen {
		if c == 0 {
			t.Errorf("no board with %d solutions among the random ones: the test lost its reach", n)
		}
	}
	t.Logf("boards with 0/1/2+ solutions: %v", seen)
}

// TestKernelAgreesOnSets holds the kernel to the other searches on a spread
// sample of every 9x9 benchmark set, which mixes unique, ambiguous and
// unsolvable boards.
func TestKernelAgreesOnSets(t *testing.T) {
	geo, _ := GeometryOf(9)
	k := 40
	if testing.Short() {
		k = 10
	}
	for _, f := range setFilesAll(t) {
		var nine []setInstance
		for _, in := range readSetFile(t, f) {
			if in.n == 9 {
				nine = append(nine, in)
			}
		}
		for _, in := range spreadSample(nine, k) {
			givens, ok := digits81(in.givens)
			if !ok {
				continue
			}
			agree(t, geo, givens, filepath.Base(f)+" "+in.name)
		}
	}
}

// digits81 reads an 81-character line ('1'-'9' given, anything else
// empty), as the sets and tdoku write puzzles.
func digits81(s string) ([]uint8, bool) {
	if len(s) != 81 {
		return nil, false
	}
	g := make([]uint8, 81)
	for i := 0; i < 81; i++ {
		if s[i] >= '1' && s[i] <= '9' {
			g[i] = s[i] - '0'
		}
	}
	return g, true
}

// FuzzCountGrid9 feeds arbitrary 81-cell boards (givens that may break a
// unit, be ambiguous or have no solution) to the 9x9 kernel and the
// Latin-square propagator: same count up to two, valid answers, no panic.
func FuzzCountGrid9(f *testing.F) {
	f.Add(strings.Repeat(".", 81))
	f.Add("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	f.Add("11...............................................................................")
	f.Add("52...6.........7.13...........4..8..6......5...........418.........3..2...87.....")
	geo, _ := GeometryOf(9)
	f.Fuzz(func(t *testing.T, line string) {
		if len(line) < 81 {
			line += string(make([]byte, 81-len(line)))
		}
		givens, _ := digits81(line[:81])
		ctx := context.Background()
		// Budgets keep a sparse random board from running long; a count
		// is compared only when both searches settled.
		n, first, _, ok := CountGrid(ctx, geo, givens, 2, 200_000)
		m, _, _, okL := countLatin(ctx, geo, givens, 2, 200_000)
		if first != nil && !validGrid(geo, givens, first) {
			t.Fatalf("kernel answer %v breaks the rules or the givens", first)
		}
		if ok && okL && n != m {
			t.Fatalf("kernel counts %d, Latin propagator %d", n, m)
		}
	})
}

// TestSolvedTriads holds the bit-parallel solvedTriads to the definition,
// cell by cell, on random solved-cell sets of a band.
func TestSolvedTriads(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 27))
	for k := 0; k < 2000; k++ {
		sv := rng.Uint32() & band27
		if k%3 == 0 {
			sv |= rng.Uint32() & band27 // denser: more full triads
		}
		var want uint32
		for r := 0; r < 3; r++ {
			for b := 0; b < 3; b++ {
				if full := uint32(7) << (9*r + 3*b); sv&full == full {
					want |= 1 << (3*r + b)
				}
			}
		}
		for c := 0; c < 9; c++ {
			if col := uint32(1)<<c | 1<<(9+c) | 1<<(18+c); sv&col == col {
				want |= 1 << (9 + c)
			}
		}
		if got := solvedTriads(sv); got != want {
			t.Fatalf("solvedTriads(%027b) = %018b, want %018b", sv, got, want)
		}
	}
}

// TestLoadMatchesPlacing holds load, which sets all givens with word
// operations, to placing them one at a time: the same words, placed cells
// and open count, and the same refusal of givens that repeat a digit in
// a unit (random boards, dense enough that many do).
func TestLoadMatchesPlacing(t *testing.T) {
	rng := rand.New(rand.NewPCG(81, 9))
	refused := 0
	for k := 0; k < 3000; k++ {
		givens := make([]uint8, 81)
		for _, c := range rng.Perm(81)[:rng.IntN(40)] {
			givens[c] = uint8(1 + rng.IntN(9))
		}
		var want board9
		want.init()
		wantOK := true
		for c, v := range givens {
			if v != 0 && !want.place(int(v)-1, c/27, c%27) {
				wantOK = false
				break
			}
		}
		var got board9
		gotOK := got.load(givens)
		if gotOK != wantOK {
			t.Fatalf("board %d: load says %v, placing says %v", k, gotOK, wantOK)
		}
		if !wantOK {
			refused++
			continue
		}
		if got.F != want.F || got.solved != want.solved || got.open != want.open {
			t.Fatalf("board %d: load and placing differ:\n%v\n%v", k, got, want)
		}
	}
	if refused == 0 || refused == 3000 {
		t.Fatalf("%d of 3000 boards refused: the test lost its reach", refused)
	}
	var b board9
	if b.load(append(make([]uint8, 80), 10)) || b.load(make([]uint8, 80)) {
		t.Fatal("load accepted a digit 10 or 80 cells")
	}
}
