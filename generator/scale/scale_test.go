package scale

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"pencilbox/solver/benchset"
	_ "pencilbox/solver/genres"
)

// tinyClasses are the suite's constructions at sizes a unit test can
// afford; every board is checked against the genre's rules by MakeBoard.
func tinyClasses() []Class {
	return []Class{
		{Genre: "fillomino", Set: "t", Name: "large", Cols: 9, Rows: 7, Count: 2, Build: buildFillomino(fillominoShape{MinSize: 3, MaxSize: 9, GivenShare: 0.1, AlwaysFrom: 4})},
		{Genre: "fillomino", Set: "t", Name: "huge", Cols: 6, Rows: 6, Count: 2, Build: buildFillomino(fillominoShape{Huge: []int{20}, MinSize: 1, MaxSize: 4, GivenShare: 0.3, AlwaysFrom: 3, HugeGivens: 2})},
		{Genre: "flow", Set: "t", Name: "walks", Cols: 9, Rows: 8, Count: 2, Build: buildFlow(flowShape{Numberlink: true, MinLen: 4, MaxLen: 20, Straight: 0.6})},
		{Genre: "flow", Set: "t", Name: "cover", Cols: 7, Rows: 7, Count: 2, Build: buildFlow(flowShape{MinLen: 4, MaxLen: 12})},
		{Genre: "nurikabe", Set: "t", Name: "islands", Cols: 9, Rows: 9, Count: 2, Build: buildNurikabe(nurikabeShape{MinSize: 2, MaxSize: 6})},
		{Genre: "slitherlink", Set: "t", Name: "loop", Cols: 8, Rows: 7, Count: 2, Build: buildSlitherlink(slitherShape{Inside: 0.45, ClueShare: 0.5})},
		{Genre: "slitherlink", Set: "t", Name: "repaired", Cols: 8, Rows: 7, Count: 2, Build: buildSlitherlink(slitherShape{Inside: 0.45, ClueShare: 0.2, Repair: 3})},
		{Genre: "hashi", Set: "t", Name: "tree", Cols: 10, Rows: 9, Count: 2, Build: buildHashi(hashiShape{IslandShare: 0.12, MaxSpan: 5, Extra: 0.3, Double: 0.35})},
		{Genre: "evolomino", Set: "t", Name: "carved", Cols: 6, Rows: 6, Count: 1, Build: buildEvolomino()},
		{Genre: "sudoku", Set: "t", Name: "sparse", Cols: 9, Rows: 9, Count: 2, Build: buildSudoku(sudokuShape{Share: 0.4})},
		{Genre: "sudoku", Set: "t", Name: "gen", Cols: 4, Rows: 4, Count: 1, Build: buildSudoku(sudokuShape{Generated: true})},
	}
}

func buildAll(t *testing.T, seed uint64) []Board {
	t.Helper()
	boards, skipped, err := Build(context.Background(), tinyClasses(), Options{Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(skipped) > 0 {
		t.Fatalf("skipped: %v", skipped)
	}
	return boards
}

func TestTinyBoardsReadBackAndSolve(t *testing.T) {
	boards := buildAll(t, 7)
	if len(boards) != 20 {
		t.Fatalf("%d boards, want 20", len(boards))
	}
	for _, b := range boards {
		set, err := benchset.Read(strings.NewReader(b.Text()), b.Class.Genre+"/x.txt")
		if err != nil {
			t.Fatalf("%s: %v", b.Block.Name, err)
		}
		in := &set.Instances[0]
		if in.Cols != b.Class.Cols || in.Rows != b.Class.Rows {
			t.Errorf("%s: size %s", in.Name, in.Size())
		}
		// The benchmark run accepts the board: an answer, checked, and
		// the recorded one where the solver proves it unique.
		o := benchset.Run(context.Background(), b.Class.Genre, "x", in, benchset.Options{})
		if !o.OK {
			t.Errorf("%s: %s", in.Name, o.Error)
		}
		// A board marked unique (generated, carved or repaired) is.
		if in.Expect() == benchset.ExpectUnique && o.Status != "unique" {
			t.Errorf("%s: marked unique, solver says %s", in.Name, o.Status)
		}
		if b.Class.Name == "repaired" && in.Expect() != benchset.ExpectUnique {
			t.Errorf("%s: a repaired board is not marked unique", in.Name)
		}
	}
}

func TestSameSeedSameSuite(t *testing.T) {
	a, b, c := buildAll(t, 3), buildAll(t, 3), buildAll(t, 4)
	differ := 0
	for i := range a {
		if a[i].Text() != b[i].Text() {
			t.Errorf("%s: seed 3 gave two different boards", a[i].Block.Name)
		}
		if fmt.Sprint(a[i].Block.Sections) != fmt.Sprint(c[i].Block.Sections) {
			differ++
		}
	}
	if differ < len(a)/2 {
		t.Errorf("seeds 3 and 4 differ on only %d of %d boards", differ, len(a))
	}
}

func TestValidateRefusesABrokenSolution(t *testing.T) {
	c := tinyClasses()[0]
	b, err := c.MakeBoard(context.Background(), 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	sol := b.Block.Sections[1].Lines
	f := strings.Fields(sol[0])
	f[0] = "99"
	sol[0] = strings.Join(f, " ")
	if err := Validate(c.Genre, b); err == nil {
		t.Fatal("a solution with a wrong region size passed")
	}
}

func TestUnsupportedSizeIsSkipped(t *testing.T) {
	classes := []Class{{Genre: "sudoku", Set: "t", Name: "odd", Cols: 7, Rows: 7, Count: 2, Build: buildSudoku(sudokuShape{Share: 0.5})}}
	boards, skipped, err := Build(context.Background(), classes, Options{Seed: 1}, nil)
	if err != nil || len(boards) != 0 || len(skipped) != 1 {
		t.Fatalf("boards %d, skipped %v, err %v", len(boards), skipped, err)
	}
}

func TestRandomSudokuIsLatin(t *testing.T) {
	for _, n := range []int{4, 9, 16, 25} {
		g := randomSudoku(n, rand.New(rand.NewPCG(1, uint64(n))))
		b := 1
		for b*b < n {
			b++
		}
		for u := range 3 * n {
			seen := map[byte]bool{}
			for k := range n {
				var y, x int
				switch u / n {
				case 0:
					y, x = u%n, k
				case 1:
					y, x = k, u%n
				default:
					box := u % n
					y, x = box/b*b+k/b, box%b*b+k%b
				}
				seen[g[y*n+x]] = true
			}
			if len(seen) != n {
				t.Fatalf("%dx%d: unit %d has %d digits", n, n, u, len(seen))
			}
		}
	}
}

func TestLargestAndSlowest(t *testing.T) {
	text := "@puzzle a\nsize 4 4\n@end\n@puzzle b\nsize 6 5\n@end\n@puzzle c\nsize 5 6\n@end\n@puzzle d\nsize 4 4\n@end\n"
	s, err := benchset.Read(strings.NewReader(text), "nurikabe/set.txt")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, in := range Largest(s, 5) {
		names = append(names, in.Name)
	}
	if strings.Join(names, ",") != "b,c" {
		t.Errorf("largest: %v", names)
	}
	one, _ := benchset.Read(strings.NewReader("@puzzle a\nsize 4 4\n@end\n@puzzle b\nsize 4 4\n@end\n"), "nurikabe/one.txt")
	if got := Largest(one, 5); len(got) != 0 {
		t.Errorf("a set of one size gave %d largest boards", len(got))
	}
	costs := []Cost{{Set: "set", Name: "a", MS: 5}, {Set: "set", Name: "d", MS: 50}, {Set: "other", Name: "b", MS: 500}, {Set: "set", Name: "c", FirstMS: 20}}
	names = nil
	for _, in := range Slowest(s, costs, 2) {
		names = append(names, in.Name)
	}
	if strings.Join(names, ",") != "d,c" {
		t.Errorf("slowest: %v", names)
	}
}

func TestInstanceTextReadsBack(t *testing.T) {
	text := "@puzzle a\nsize 3 2\nsolution given\norigin x y\nclues:\n1 . .\n. . 2\nsolution:\n1 . .\n. . 2\n@end\n"
	s, err := benchset.Read(strings.NewReader(text), "nurikabe/set.txt")
	if err != nil {
		t.Fatal(err)
	}
	again, err := benchset.Read(strings.NewReader(InstanceText(&s.Instances[0])), "nurikabe/set.txt")
	if err != nil {
		t.Fatal(err)
	}
	a, b := s.Instances[0], again.Instances[0]
	if a.Meta["origin"] != b.Meta["origin"] || strings.Join(a.Sections["clues"], "/") != strings.Join(b.Sections["clues"], "/") || a.Solution != b.Solution {
		t.Errorf("read back differs: %+v vs %+v", a, b)
	}
	line, _ := benchset.Read(strings.NewReader("x 4 1... 1234341221434321 unique=yes\n"), "sudoku/s.txt")
	if got := InstanceText(&line.Instances[0]); got != "x 4 1... 1234341221434321 unique=yes\n" {
		t.Errorf("line: %q", got)
	}
}
