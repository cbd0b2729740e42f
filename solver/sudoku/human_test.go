package sudoku

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"pencilbox/solver/benchset/benchsettest"
)

// Hand-made positions: an empty 9x9 with every candidate open, then a few
// candidates removed so that exactly one pattern appears. Each test checks
// the technique found and the exact eliminations, so a finder that misses
// the pattern, reports a simpler or harder one, or removes a wrong
// candidate fails.

// rc is the cell index of 1-based row r, column c on a 9x9 board.
func rc(r, c int) int { return (r-1)*9 + c - 1 }

func openBoard(t *testing.T) *Human {
	t.Helper()
	geo, err := GeometryOf(9)
	if err != nil {
		t.Fatal(err)
	}
	h := NewHuman(geo)
	if err := h.Load(make([]uint8, 81)); err != nil {
		t.Fatal(err)
	}
	return h
}

// drop removes digits ds from the given cells' candidates.
func drop(h *Human, cells []int, ds ...int) {
	for _, c := range cells {
		for _, d := range ds {
			h.Cands[c] &^= 1 << d
		}
	}
}

// keep limits cells to exactly digits ds.
func keep(h *Human, cells []int, ds ...int) {
	var m uint32
	for _, d := range ds {
		m |= 1 << d
	}
	for _, c := range cells {
		h.Cands[c] &= m
	}
}

// row lists the cells of 1-based row r at the given columns (all when none).
func row(r int, cols ...int) []int {
	if len(cols) == 0 {
		cols = []int{1, 2, 3, 4, 5, 6, 7, 8, 9}
	}
	var out []int
	for _, c := range cols {
		out = append(out, rc(r, c))
	}
	return out
}

func col(c int, rows ...int) []int {
	if len(rows) == 0 {
		rows = []int{1, 2, 3, 4, 5, 6, 7, 8, 9}
	}
	var out []int
	for _, r := range rows {
		out = append(out, rc(r, c))
	}
	return out
}

// elims builds the expected elimination list: digit d from cells.
func elims(d int, cells []int) []Elim {
	out := make([]Elim, 0, len(cells))
	for _, c := range cells {
		out = append(out, Elim{c, d})
	}
	return out
}

func sortElims(es []Elim) []Elim {
	es = slices.Clone(es)
	slices.SortFunc(es, func(a, b Elim) int {
		if a.Cell != b.Cell {
			return a.Cell - b.Cell
		}
		return a.Digit - b.Digit
	})
	return es
}

func expectElims(t *testing.T, h *Human, tech Technique, want []Elim) *Step {
	t.Helper()
	s, ok := h.Next(MaxTechnique)
	if !ok {
		t.Fatalf("no step found, want %v", tech)
	}
	if s.Technique != tech {
		t.Fatalf("technique %v (cells %v, elims %v), want %v", s.Technique, s.Cells, s.Elims, tech)
	}
	if s.Cell >= 0 {
		t.Fatalf("%v placed %d at %d; it should only eliminate", tech, s.Digit, s.Cell)
	}
	if got, w := sortElims(s.Elims), sortElims(want); !slices.Equal(got, w) {
		t.Fatalf("%v eliminations\n got %v\nwant %v", tech, got, w)
	}
	return s
}

func TestHumanNakedSingle(t *testing.T) {
	geo, _ := GeometryOf(9)
	h := NewHuman(geo)
	vals := make([]uint8, 81)
	for c := 0; c < 8; c++ {
		vals[c] = uint8(c + 1)
	}
	if err := h.Load(vals); err != nil {
		t.Fatal(err)
	}
	s, ok := h.Next(MaxTechnique)
	if !ok || s.Technique != NakedSingle || s.Cell != rc(1, 9) || s.Digit != 9 {
		t.Fatalf("got %+v, want naked single 9 at r1c9", s)
	}
}

func TestHumanHiddenSingle(t *testing.T) {
	geo, _ := GeometryOf(9)
	h := NewHuman(geo)
	vals := make([]uint8, 81)
	for _, c := range []int{rc(2, 5), rc(3, 8), rc(5, 1), rc(8, 2)} {
		vals[c] = 1
	}
	if err := h.Load(vals); err != nil {
		t.Fatal(err)
	}
	s, ok := h.Next(MaxTechnique)
	if !ok || s.Technique != HiddenSingle || s.Cell != rc(1, 3) || s.Digit != 1 || !slices.Equal(s.Units, []int{18}) {
		t.Fatalf("got %+v, want hidden single 1 at r1c3 in box 1", s)
	}
	// Only singles allowed: still found.
	if _, ok := h.Next(HiddenSingle); !ok {
		t.Fatal("hidden single not found with max = HiddenSingle")
	}
}

func TestHumanPointing(t *testing.T) {
	h := openBoard(t)
	drop(h, append(row(2, 1, 2, 3), row(3, 1, 2, 3)...), 4)
	s := expectElims(t, h, Pointing, elims(4, row(1, 4, 5, 6, 7, 8, 9)))
	if !slices.Equal(s.Units, []int{18, 0}) {
		t.Fatalf("units %v, want box 1 then row 1", s.Units)
	}
	// With rules capped below locked candidates nothing applies.
	if s, ok := h.Next(HiddenSingle); ok {
		t.Fatalf("found %v with singles only", s.Technique)
	}
}

func TestHumanClaiming(t *testing.T) {
	h := openBoard(t)
	drop(h, row(1, 4, 5, 6, 7, 8, 9), 4)
	expectElims(t, h, Claiming, elims(4, append(row(2, 1, 2, 3), row(3, 1, 2, 3)...)))
}

func TestHumanNakedPair(t *testing.T) {
	h := openBoard(t)
	keep(h, row(1, 1, 2), 1, 2)
	rest := row(1, 3, 4, 5, 6, 7, 8, 9)
	s := expectElims(t, h, NakedPair, append(elims(1, rest), elims(2, rest)...))
	if s.Digits != 1<<1|1<<2 || !slices.Equal(s.Cells, row(1, 1, 2)) {
		t.Fatalf("pattern %b %v", s.Digits, s.Cells)
	}
}

func TestHumanHiddenPair(t *testing.T) {
	h := openBoard(t)
	drop(h, row(1, 2, 3, 4, 6, 7, 8, 9), 1, 2)
	var want []Elim
	for d := 3; d <= 9; d++ {
		want = append(want, elims(d, row(1, 1, 5))...)
	}
	expectElims(t, h, HiddenPair, want)
}

func TestHumanNakedTriple(t *testing.T) {
	h := openBoard(t)
	keep(h, row(1, 1), 1, 2)
	keep(h, row(1, 5), 2, 3)
	keep(h, row(1, 9), 1, 3)
	rest := row(1, 2, 3, 4, 6, 7, 8)
	want := append(append(elims(1, rest), elims(2, rest)...), elims(3, rest)...)
	expectElims(t, h, NakedTriple, want)
}

func TestHumanHiddenTriple(t *testing.T) {
	h := openBoard(t)
	drop(h, row(1, 2, 3, 4, 6, 7, 8), 1, 2, 3)
	var want []Elim
	for d := 4; d <= 9; d++ {
		want = append(want, elims(d, row(1, 1, 5, 9))...)
	}
	expectElims(t, h, HiddenTriple, want)
}

func TestHumanXWing(t *testing.T) {
	h := openBoard(t)
	drop(h, row(1, 1, 3, 4, 5, 6, 8, 9), 5)
	drop(h, row(4, 1, 3, 4, 5, 6, 8, 9), 5)
	others := []int{2, 3, 5, 6, 7, 8, 9}
	expectElims(t, h, XWing, append(elims(5, col(2, others...)), elims(5, col(7, others...))...))
}

func TestHumanXWingColumns(t *testing.T) {
	// The same pattern turned: base lines are columns.
	h := openBoard(t)
	drop(h, col(3, 1, 3, 4, 5, 6, 8, 9), 6)
	drop(h, col(6, 1, 3, 4, 5, 6, 8, 9), 6)
	others := []int{1, 2, 4, 5, 7, 8, 9}
	expectElims(t, h, XWing, append(elims(6, row(2, others...)), elims(6, row(7, others...))...))
}

func TestHumanSwordfish(t *testing.T) {
	h := openBoard(t)
	for _, r := range []int{1, 4, 7} {
		drop(h, row(r, 1, 3, 4, 6, 7, 9), 5)
	}
	others := []int{2, 3, 5, 6, 8, 9}
	want := append(append(elims(5, col(2, others...)), elims(5, col(5, others...))...), elims(5, col(8, others...))...)
	expectElims(t, h, Swordfish, want)
}

func TestHumanXYWing(t *testing.T) {
	h := openBoard(t)
	keep(h, row(1, 1), 1, 2) // pivot
	keep(h, row(1, 5), 1, 3) // pincer in the pivot's row
	keep(h, row(3, 2), 2, 3) // pincer in the pivot's box
	s := expectElims(t, h, XYWing, elims(3, []int{rc(1, 2), rc(1, 3), rc(3, 4), rc(3, 5), rc(3, 6)}))
	if !slices.Equal(s.Cells, []int{rc(1, 1), rc(1, 5), rc(3, 2)}) && !slices.Equal(s.Cells, []int{rc(1, 1), rc(3, 2), rc(1, 5)}) {
		t.Fatalf("cells %v, want pivot r1c1 and pincers r1c5, r3c2", s.Cells)
	}
}

func TestHumanSimpleColoringTrap(t *testing.T) {
	// Chain for 7: r1c1 =row= r1c5 =box= r3c6 =col= r8c6; r8c1 sees r1c1
	// and r8c6, which have opposite colours.
	h := openBoard(t)
	drop(h, row(1, 2, 3, 4, 6, 7, 8, 9), 7)
	drop(h, []int{rc(1, 4), rc(1, 6), rc(2, 4), rc(2, 5), rc(2, 6), rc(3, 4), rc(3, 5)}, 7)
	drop(h, col(6, 1, 2, 4, 5, 6, 7, 9), 7)
	s := expectElims(t, h, SimpleColoring, elims(7, []int{rc(8, 1)}))
	for _, c := range []int{rc(1, 1), rc(1, 5), rc(3, 6), rc(8, 6)} {
		if !slices.Contains(s.Cells, c) {
			t.Fatalf("chain cells %v miss %d", s.Cells, c)
		}
	}
}

func TestHumanSimpleColoringWrap(t *testing.T) {
	// Chain for 7: r1c1 =row1= r1c5 =col5= r4c5 =row4= r4c2 =col2= r2c2.
	// r1c1 and r2c2 get the same colour and share box 1, so that colour is
	// false and 7 leaves r1c1, r4c5 and r2c2.
	h := openBoard(t)
	drop(h, row(1, 2, 3, 4, 6, 7, 8, 9), 7)
	drop(h, col(5, 2, 3, 5, 6, 7, 8, 9), 7)
	drop(h, row(4, 1, 3, 4, 6, 7, 8, 9), 7)
	drop(h, col(2, 1, 3, 5, 6, 7, 8, 9), 7)
	s, ok := h.Next(MaxTechnique)
	if !ok {
		t.Fatal("nothing found")
	}
	// Simpler rules may see part of this picture first; step until
	// coloring fires, checking each step keeps r1c5 and r4c2 (the true
	// colour) possible.
	for i := 0; s.Technique != SimpleColoring; i++ {
		for _, e := range s.Elims {
			if e.Digit == 7 && (e.Cell == rc(1, 5) || e.Cell == rc(4, 2)) {
				t.Fatalf("%v removed 7 from the true colour", s.Technique)
			}
		}
		h.Apply(s)
		if s, ok = h.Next(MaxTechnique); !ok || i > 20 {
			t.Fatal("simple coloring never fired")
		}
	}
	got := sortElims(s.Elims)
	if !slices.Equal(got, sortElims(elims(7, []int{rc(1, 1), rc(2, 2), rc(4, 5)}))) {
		t.Fatalf("wrap eliminations %v", got)
	}
}

func TestHumanLoadRejectsRepeats(t *testing.T) {
	geo, _ := GeometryOf(9)
	vals := make([]uint8, 81)
	vals[rc(3, 1)], vals[rc(3, 7)] = 7, 7
	err := NewHuman(geo).Load(vals)
	if err == nil || err.Error() != "sudoku: row 3 has two 7s" {
		t.Fatalf("err = %v", err)
	}
}

func TestTechniqueTiers(t *testing.T) {
	for tech := NakedSingle; tech <= MaxTechnique; tech++ {
		want := 3
		switch tech {
		case NakedSingle, HiddenSingle:
			want = 1
		case Pointing, Claiming, NakedPair, HiddenPair:
			want = 2
		}
		if tech.Tier() != want {
			t.Errorf("%v tier %d, want %d", tech, tech.Tier(), want)
		}
		if strings.HasPrefix(tech.String(), "technique(") {
			t.Errorf("technique %d has no name", tech)
		}
	}
}

// benchDir is the benchmarks folder the way every test finds it.
func benchDir(t testing.TB) string {
	d := benchsettest.Root()
	if _, err := os.Stat(d); err != nil {
		t.Skipf("benchmark sets not found at %s (set PENCILBOX_BENCHMARKS)", d)
	}
	return d
}

type benchPuzzle struct {
	name             string
	n                int
	givens, solution []uint8
}

// readBench reads up to max instances with a recorded solution, evenly
// spread over the file.
func readBench(t testing.TB, file string, max int) []benchPuzzle {
	f, err := os.Open(filepath.Join(benchDir(t), "sudoku", file))
	if err != nil {
		t.Skipf("benchmark set missing: %v", err)
	}
	defer f.Close()
	var all []benchPuzzle
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) < 4 || strings.HasPrefix(fs[0], "#") || fs[3] == "-" {
			continue
		}
		n := 9
		if fs[1] == "16" {
			n = 16
		}
		conv := func(s string) []uint8 {
			out := make([]uint8, len(s))
			for i := range s {
				out[i] = uint8(RuneDigit(s[i]))
			}
			return out
		}
		all = append(all, benchPuzzle{fs[0], n, conv(fs[2]), conv(fs[3])})
	}
	if len(all) <= max {
		return all
	}
	out := make([]benchPuzzle, 0, max)
	for i := 0; i < max; i++ {
		out = append(out, all[i*len(all)/max])
	}
	return out
}

// TestHumanSound walks real puzzles step by step: every placement must be
// the recorded solution's digit and no elimination may remove it. This is
// what would catch an unsound rule on patterns the hand-made tests miss.
func TestHumanSound(t *testing.T) {
	sets := map[string]int{"jpop_sudoku.txt": 120, "tdoku_17_clue.txt": 60, "tdoku_magictour_top1465.txt": 60}
	if testing.Short() {
		sets = map[string]int{"jpop_sudoku.txt": 30, "tdoku_magictour_top1465.txt": 15}
	}
	used := make([]int, MaxTechnique+1)
	for _, file := range []string{"jpop_sudoku.txt", "tdoku_17_clue.txt", "tdoku_magictour_top1465.txt"} {
		max, ok := sets[file]
		if !ok {
			continue
		}
		for _, bp := range readBench(t, file, max) {
			geo, _ := GeometryOf(bp.n)
			h := NewHuman(geo)
			if err := h.Load(bp.givens); err != nil {
				t.Fatalf("%s: %v", bp.name, err)
			}
			for {
				s, ok := h.Next(MaxTechnique)
				if !ok {
					break
				}
				used[s.Technique]++
				if s.Cell >= 0 && int(bp.solution[s.Cell]) != s.Digit {
					t.Fatalf("%s: %v placed %d at %d, solution has %d", bp.name, s.Technique, s.Digit, s.Cell, bp.solution[s.Cell])
				}
				for _, e := range s.Elims {
					if int(bp.solution[e.Cell]) == e.Digit {
						t.Fatalf("%s: %v removed the solution digit %d from %d (pattern %v)", bp.name, s.Technique, e.Digit, e.Cell, s.Cells)
					}
				}
				if s.Cell < 0 && len(s.Elims) == 0 {
					t.Fatalf("%s: %v made no progress", bp.name, s.Technique)
				}
				h.Apply(s)
			}
			for c, v := range h.Values {
				if v != 0 && v != bp.solution[c] {
					t.Fatalf("%s: cell %d holds %d, solution %d", bp.name, c, v, bp.solution[c])
				}
			}
		}
	}
	t.Logf("steps per technique: %v", used)
}

func BenchmarkHumanGrade(b *testing.B) {
	ps := readBench(b, "tdoku_17_clue.txt", 50)
	geo, _ := GeometryOf(9)
	h := NewHuman(geo)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		h.Grade(ps[i%len(ps)].givens, MaxTechnique)
	}
}
