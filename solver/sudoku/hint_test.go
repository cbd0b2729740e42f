package sudoku

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"pencilbox/solver/digits"
	"pencilbox/solver/puzzle"
)

// carveTest makes a unique 9x9 puzzle without the generator (which imports
// this package): a relabelled pattern grid, cells emptied in a seeded order
// while the exact search says unique and, when guard > NoTechnique, while
// rules up to guard still solve it.
func carveTest(t *testing.T, seed uint64, guard Technique) (*Puzzle, []uint8) {
	t.Helper()
	geo, _ := GeometryOf(9)
	rng := rand.New(rand.NewPCG(seed, 7))
	perm := rng.Perm(9)
	sol := make([]uint8, 81)
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			sol[r*9+c] = uint8(perm[((r%3)*3+r/3+c)%9] + 1)
		}
	}
	vals := append([]uint8(nil), sol...)
	h := NewHuman(geo)
	for _, c := range rng.Perm(81) {
		v := vals[c]
		vals[c] = 0
		count, _, _, complete := CountGrid(context.Background(), geo, vals, 2, 0)
		ok := complete && count == 1
		if ok && guard > NoTechnique {
			_, solved, _ := h.Grade(vals, guard)
			ok = solved
		}
		if !ok {
			vals[c] = v
		}
	}
	p, err := NewPuzzle(geo, vals)
	if err != nil {
		t.Fatal(err)
	}
	return p, sol
}

func hintOf(t *testing.T, p *Puzzle, s *State) puzzle.Hint {
	t.Helper()
	h, err := p.Hint(context.Background(), s)
	if err != nil {
		t.Fatalf("hint: %v", err)
	}
	if h.Text == "" || strings.Contains(h.Text, "\\n") || strings.Contains(h.Text, "\n") {
		t.Fatalf("hint text %q is not one line", h.Text)
	}
	return h
}

// playHints applies hint moves until the board is solved; every hint must
// carry a move (the board has no pencil marks) that is a correct placement.
func playHints(t *testing.T, p *Puzzle, sol []uint8) map[string]int {
	t.Helper()
	s := p.Start()
	used := map[string]int{}
	for i := 0; ; i++ {
		h := hintOf(t, p, s)
		if h.Technique == "solved" {
			break
		}
		if i > 81 || h.Move == "" || h.Technique == "mistake" {
			t.Fatalf("hint %d: %+v", i, h)
		}
		used[h.Technique]++
		if strings.Contains(h.Text, "; then ") && testing.Verbose() {
			t.Logf("combined hint: %s", h.Text)
		}
		ns, err := s.Apply(h.Move)
		if err != nil {
			t.Fatalf("hint move %q: %v", h.Move, err)
		}
		s = ns.(*State)
	}
	if v := p.Check(s.Answer()); len(v) > 0 {
		t.Fatalf("board after hints breaks the rules: %v", v[0].Msg)
	}
	for c, v := range s.Values {
		if v != sol[c] {
			t.Fatalf("cell %d = %d, solution %d", c, v, sol[c])
		}
	}
	return used
}

func TestHintSolvesEasyPuzzles(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		p, sol := carveTest(t, seed, HiddenSingle)
		used := playHints(t, p, sol)
		for tech := range used {
			if tech != "naked single" && tech != "hidden single" {
				t.Errorf("seed %d: easy puzzle hinted with %q", seed, tech)
			}
		}
	}
}

// Medium puzzles need eliminations; with no pencil marks each hint carries
// on to the placement the elimination allows, so hint moves alone still
// solve the puzzle.
func TestHintSolvesMediumPuzzles(t *testing.T) {
	combined := 0
	for seed := uint64(1); seed <= 12; seed++ {
		p, sol := carveTest(t, seed, HiddenPair)
		used := playHints(t, p, sol)
		for tech := range used {
			if tech != "naked single" && tech != "hidden single" {
				combined++
			}
		}
	}
	if combined == 0 {
		t.Fatal("no medium puzzle among the seeds needed an elimination; the test proves nothing")
	}
}

func TestHintEliminationWithMarks(t *testing.T) {
	// Find a position whose next step is an elimination, give the player
	// full pencil marks, and expect the elimination itself with no move.
	for seed := uint64(1); seed <= 12; seed++ {
		p, _ := carveTest(t, seed, HiddenPair)
		h := NewHuman(p.Geo)
		h.Load(p.Givens)
		for {
			step, ok := h.Next(MaxTechnique)
			if !ok {
				break
			}
			if step.Cell < 0 {
				s := &State{P: p, Board: digits.Board{Values: append([]uint8(nil), h.Values...), Marks: make([]uint32, 81)}}
				// marks = the candidates before the elimination
				copy(s.Marks, h.Cands)
				got := hintOf(t, p, s)
				if got.Move != "" || got.Technique != step.Technique.String() {
					t.Fatalf("with marks: %+v, want the %v elimination without a move", got, step.Technique)
				}
				// Crossing the marks out moves the hint on.
				for _, e := range step.Elims {
					s.Marks[e.Cell] &^= 1 << e.Digit
				}
				if next := hintOf(t, p, s); next.Text == got.Text {
					t.Fatalf("hint repeated after the marks were crossed out: %q", got.Text)
				}
				return
			}
			h.Apply(step)
		}
	}
	t.Fatal("no elimination step found in the sample")
}

func TestHintMistake(t *testing.T) {
	p, sol := carveTest(t, 5, HiddenSingle)
	s := p.Start()
	c := 0
	for p.Givens[c] != 0 {
		c++
	}
	wrong := sol[c]%9 + 1
	s.Values[c] = wrong
	h := hintOf(t, p, s)
	want := cellName(9, c) + " is not " + string(DigitRune(int(wrong)))
	if h.Technique != "mistake" || h.Text != want || h.Move != setMove(9, c, 0) {
		t.Fatalf("got %+v, want mistake %q", h, want)
	}
	if len(h.At) != 1 {
		t.Fatalf("highlights %v", h.At)
	}
}

func TestHintMarkMistake(t *testing.T) {
	p, sol := carveTest(t, 5, HiddenSingle)
	s := p.Start()
	c := 0
	for p.Givens[c] != 0 {
		c++
	}
	s.Marks[c] = p.fullMask() &^ (1 << sol[c])
	h := hintOf(t, p, s)
	if h.Technique != "mistake" || !strings.Contains(h.Text, cellName(9, c)) || !strings.HasSuffix(h.Move, "~"+string(DigitRune(int(sol[c])))) {
		t.Fatalf("got %+v", h)
	}
}

func (p *Puzzle) fullMask() uint32 { return (uint32(1)<<(p.Geo.N+1) - 1) &^ 1 }

// A minimal puzzle the rules cannot finish gets the forced value.
func TestHintForced(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		p, sol := carveTest(t, seed, NoTechnique)
		h := NewHuman(p.Geo)
		if _, solved, _ := h.Grade(p.Givens, MaxTechnique); solved {
			continue
		}
		// Play the hints up to the stuck point, then expect "forced".
		s := p.Start()
		for i := 0; i < 81; i++ {
			got := hintOf(t, p, s)
			if got.Technique == "forced" {
				if !strings.HasPrefix(got.Text, "No simple technique applies here; ") {
					t.Fatalf("text %q", got.Text)
				}
				var y, x, d int
				if _, err := sscanMove(got.Move, &y, &x, &d); err != nil || int(sol[y*9+x]) != d {
					t.Fatalf("forced move %q disagrees with the solution", got.Move)
				}
				return
			}
			ns, err := s.Apply(got.Move)
			if err != nil {
				t.Fatal(err)
			}
			s = ns.(*State)
		}
		t.Fatalf("seed %d: stuck puzzle never gave a forced hint", seed)
	}
	t.Skip("no stuck puzzle among the seeds")
}

func sscanMove(m string, y, x, d *int) (int, error) {
	return fmt.Sscanf(m, "%d,%d=%d", y, x, d)
}

func TestHintNonUniqueNakedSingle(t *testing.T) {
	geo, _ := GeometryOf(9)
	g := make([]uint8, 81)
	for c := 0; c < 8; c++ {
		g[c] = uint8(c + 1)
	}
	p, err := NewPuzzle(geo, g)
	if err != nil {
		t.Fatal(err)
	}
	h := hintOf(t, p, p.Start())
	if h.Technique != "naked single" || h.Text != "Naked single: r1c9 can only be 9" || h.Move != "0,8=9" {
		t.Fatalf("got %+v", h)
	}
	// A repeated digit is a mistake even without a unique solution.
	s := p.Start()
	s.Values[rc(2, 1)] = 1
	if h := hintOf(t, p, s); h.Technique != "mistake" || !strings.HasPrefix(h.Text, "r2c1 is not 1") {
		t.Fatalf("got %+v", h)
	}
}

func TestHintTexts(t *testing.T) {
	geo, _ := GeometryOf(9)
	cases := []struct {
		name  string
		setup func(h *Human)
		want  string
	}{
		{"hidden single", func(h *Human) {
			vals := make([]uint8, 81)
			for _, c := range []int{rc(2, 5), rc(3, 8), rc(5, 1), rc(8, 2)} {
				vals[c] = 1
			}
			h.Load(vals)
		}, "Hidden single: 1 can only go in r1c3 within box 1"},
		{"pointing", func(h *Human) {
			drop(h, append(row(2, 1, 2, 3), row(3, 1, 2, 3)...), 4)
		}, "Locked candidates (pointing): in box 1, 4 can only go in row 1 (r1c1, r1c2 and r1c3); so remove 4 from r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9"},
		{"naked pair", func(h *Human) {
			keep(h, row(1, 1, 2), 1, 2)
		}, "Naked pair: in row 1, r1c1 and r1c2 hold only 1 and 2 between them; so remove 1 from r1c3, r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9; 2 from r1c3, r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9"},
		{"x-wing", func(h *Human) {
			drop(h, row(1, 1, 3, 4, 5, 6, 8, 9), 5)
			drop(h, row(4, 1, 3, 4, 5, 6, 8, 9), 5)
		}, "X-wing on 5: in row 1 and row 4, 5 only fits in column 2 and column 7; so remove 5 from r2c2, r2c7, r3c2, r3c7, r5c2, r5c7, r6c2 and 7 more"},
		{"xy-wing", func(h *Human) {
			keep(h, row(1, 1), 1, 2)
			keep(h, row(1, 5), 1, 3)
			keep(h, row(3, 2), 2, 3)
		}, "XY-wing: pivot r1c1 (1 and 2) with pincers "},
	}
	for _, tc := range cases {
		h := NewHuman(geo)
		h.Load(make([]uint8, 81))
		tc.setup(h)
		s, ok := h.Next(MaxTechnique)
		if !ok {
			t.Fatalf("%s: no step", tc.name)
		}
		got := describe(geo, (&Puzzle{Geo: geo}).grid(), h, s)
		if !strings.HasPrefix(got.Text, tc.want) {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got.Text, tc.want)
		}
		if (s.Cell >= 0) != (got.Move != "") {
			t.Errorf("%s: move %q for a step placing at %d", tc.name, got.Move, s.Cell)
		}
		if len(got.At) == 0 {
			t.Errorf("%s: nothing highlighted", tc.name)
		}
	}
}

func TestHintRejectsForeignState(t *testing.T) {
	p, _ := carveTest(t, 1, HiddenSingle)
	if _, err := p.Hint(context.Background(), nil); err == nil {
		t.Fatal("nil state accepted")
	}
	geo4, _ := GeometryOf(4)
	q, _ := NewPuzzle(geo4, make([]uint8, 16))
	if _, err := p.Hint(context.Background(), q.Start()); err == nil {
		t.Fatal("a 4x4 board accepted for a 9x9 puzzle")
	}
}

func TestHintSmallAndLargeBoards(t *testing.T) {
	for _, n := range []int{4, 6, 16} {
		geo, _ := GeometryOf(n)
		count, sol, _, _ := CountGrid(context.Background(), geo, make([]uint8, n*n), 1, 0)
		if count != 1 {
			t.Fatalf("%dx%d: no grid", n, n)
		}
		// Empty every third cell while the solution stays unique.
		g := append([]uint8(nil), sol...)
		for c := 0; c < n*n; c += 3 {
			g[c] = 0
			if k, _, _, _ := CountGrid(context.Background(), geo, g, 2, 0); k != 1 {
				g[c] = sol[c]
			}
		}
		p, err := NewPuzzle(geo, g)
		if err != nil {
			t.Fatal(err)
		}
		s := p.Start()
		for i := 0; ; i++ {
			h := hintOf(t, p, s)
			if h.Technique == "solved" {
				break
			}
			if h.Move == "" || i > n*n {
				t.Fatalf("%dx%d: hint %+v", n, n, h)
			}
			ns, err := s.Apply(h.Move)
			if err != nil {
				t.Fatal(err)
			}
			s = ns.(*State)
		}
		if v := p.Check(s.Answer()); len(v) > 0 {
			t.Fatalf("%dx%d: board after hints: %s", n, n, v[0].Msg)
		}
	}
}
