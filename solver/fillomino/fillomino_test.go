package fillomino

import (
	"context"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

func decode(t *testing.T, link string) *Puzzle {
	t.Helper()
	l, err := urlcodec.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	p, err := DecodeLink(l)
	if err != nil {
		t.Fatalf("%s: %v", link, err)
	}
	return p
}

func TestCodecVectors(t *testing.T) {
	p := decode(t, "https://pzprxs.vercel.app/p?fillomino/5/5/g1k34g2h5h4n")
	want := []int{0, 1, 0, 0, 0, 0, 0, 3, 4, 0, 2, 0, 0, 5, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0}
	for c, v := range want {
		if p.Clues[c] != v {
			t.Fatalf("cell %d: clue %d, want %d", c, p.Clues[c], v)
		}
	}
	if got := puzzle.LinkOf(p); got != "fillomino/5/5/g1k34g2h5h4n" {
		t.Fatalf("re-encoded as %q", got)
	}
	// Given borders (format notes §5.5): a wall between (0,1)|(0,2) and one
	// between (0,0)/(1,0).
	q := decode(t, "https://puzz.link/p?fillomino/3/2/2g1g3g8g")
	if !q.Walls[1] || !q.Walls[4] {
		t.Fatalf("walls %v", q.Walls)
	}
	for e, w := range q.Walls {
		if w && e != 1 && e != 4 {
			t.Fatalf("unexpected wall %d", e)
		}
	}
	if got := puzzle.LinkOf(q); got != "fillomino/3/2/2g1g3g8g" {
		t.Fatalf("re-encoded as %q", got)
	}
	if e, ok := q.PointEdge(grid.Point{Y: 1, X: 4}); !ok || e != 1 {
		t.Fatalf("PointEdge(1,4) = %d %v", e, ok)
	}
	if e, ok := q.PointEdge(grid.Point{Y: 2, X: 1}); !ok || e != 4 {
		t.Fatalf("PointEdge(2,1) = %d %v", e, ok)
	}
	// Numbers above 15 use the long forms.
	r := decode(t, "fillomino/2/10/-14y")
	if r.Clues[0] != 20 || puzzle.LinkOf(r) != "fillomino/2/10/-14y" {
		t.Fatalf("clue %d, link %s", r.Clues[0], puzzle.LinkOf(r))
	}
}

func TestDecodeRefuses(t *testing.T) {
	for link, want := range map[string]string{
		"fillomino/x/4/4/g21o21h": "unknown flags",
		"fillomino/65/2/":         "too large",
		"fillomino/2/2/5":         "does not fit",
		"fillomino/2/2/0":         "does not fit",
		"fillomino/3/2/2g1g3g!g":  "border character",
		"fillomino/3/2/2g1g3g8gg": "unexpected text",
	} {
		l, err := urlcodec.Parse(link)
		if err == nil {
			_, err = Genre{}.Decode(l)
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: err = %v, want %q", link, err, want)
		}
	}
}

// The example and its solution: the checker accepts it, the solvers
// agree that it is the only one.
const exampleSolution = "6 1 3 3 4\n6 6 3 4 4\n2 6 6 5 4\n2 4 6 5 5\n4 4 4 5 5"

func TestExampleUnique(t *testing.T) {
	p := decode(t, Genre{}.Example())
	r := p.Solve(context.Background(), 2)
	if r.Status != puzzle.Unique {
		t.Fatalf("status %v", r.Status)
	}
	if err := puzzle.Verify(p, r); err != nil {
		t.Fatal(err)
	}
	if r.Answer.String() != exampleSolution {
		t.Fatalf("solution\n%s\nwant\n%s", r.Answer, exampleSolution)
	}
	if testing.Short() {
		return // the flow model needs a few seconds here, more under node
	}
	for _, ref := range []puzzle.Result{p.SolveReference(context.Background(), 2), p.SolveFlow(context.Background(), 2)} {
		if ref.Status != puzzle.Unique || ref.Answer.String() != r.Answer.String() {
			t.Fatalf("reference %v %q, fast %q", ref.Status, ref.Answer, r.Answer)
		}
	}
}

func TestCheck(t *testing.T) {
	p := decode(t, "fillomino/3/2/2g1g3g8g") // walls (0,1)|(0,2) and (0,0)/(1,0)
	cases := []struct {
		answer string
		rules  []string
	}{
		{"2 2 1\n3 3 3", nil},
		{"2 2 1\n3 3 .", []string{"too-small", "empty"}[1:]}, // the 3s can still grow
		{"2 2 1\n3 3 1", []string{"too-small"}},
		{"2 2 2\n3 3 3", []string{"given", "too-small", "border"}},
		{"2 1 1\n2 3 3", []string{"too-small", "border"}},
		{"2 2 1\n3 3 3\n", nil},
	}
	for _, tc := range cases {
		a, err := p.ParseAnswer(tc.answer)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, v := range p.Check(a) {
			got = append(got, v.Rule)
			if !strings.HasPrefix(v.Msg, "fillomino: ") || len(v.At) == 0 {
				t.Errorf("%q: bad violation %+v", tc.answer, v)
			}
		}
		for _, r := range tc.rules {
			if !strings.Contains(strings.Join(got, " "), r) {
				t.Errorf("%q: rules %v, want %s", tc.answer, got, r)
			}
		}
		if (len(tc.rules) == 0) != (len(got) == 0) {
			t.Errorf("%q: rules %v, want %v", tc.answer, got, tc.rules)
		}
	}
}

func TestMovesAndLayout(t *testing.T) {
	p := decode(t, "fillomino/3/2/2g1g3g8g")
	var s puzzle.State = p.NewState()
	for _, mv := range []string{"0,1=2", "1,0 1,1 1,2=3", "border 2,5", "border 2,3=1"} {
		next, err := s.Apply(mv)
		if err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
		s = next
	}
	if v := p.Check(s.Answer()); v != nil {
		t.Fatalf("not solved: %v", v[0].Msg)
	}
	for _, bad := range []string{"0,0=3", "0,1=x", "5,5=1", "border 1,1", "border 1,4", "9", "0,1=99"} {
		if _, err := s.Apply(bad); err == nil {
			t.Errorf("%q was accepted", bad)
		}
	}
	st := s.(*State)
	if !st.Borders[p.edgeBetween(1, 4)] || !st.Borders[p.edgeBetween(2, 5)] {
		t.Fatalf("player borders %v", st.Borders)
	}
	d := s.Layout()
	walls := map[int]int{}
	clues, numbers := 0, 0
	for _, it := range d.Items {
		switch it.Kind {
		case puzzle.Wall:
			walls[it.Value]++
		case puzzle.Clue:
			clues++
		case puzzle.Number:
			numbers++
		}
	}
	// Given walls: 2. Between different numbers: (0,0)|(0,1)? no, both 2;
	// (0,1)|(0,2) is given; (0,1)/(1,1), (0,2)/(1,2) differ: 2 automatic
	// (the player's border at (2,3) lies under an automatic one); the
	// player's (2,5) too lies between different numbers.
	if walls[WallGiven] != 2 || walls[WallNumber] != 2 || clues != 3 || numbers != 3 {
		t.Fatalf("walls %v clues %d numbers %d", walls, clues, numbers)
	}
	back, err := p.NewState().Apply("=" + s.Answer().String())
	if err != nil || back.Answer().String() != s.Answer().String() {
		t.Fatalf("set answer: %v", err)
	}
}

func TestFactsOfExample(t *testing.T) {
	p := decode(t, Genre{}.Example())
	facts, err := p.Facts(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	clues := 0
	for _, v := range p.Clues {
		if v > 0 {
			clues++
		}
	}
	if len(facts) != 25-clues {
		t.Fatalf("%d facts, want %d (a unique puzzle fixes every cell)", len(facts), 25-clues)
	}
	var s puzzle.State = p.NewState()
	for _, f := range facts {
		var err error
		if s, err = s.Apply(f.Move); err != nil {
			t.Fatal(err)
		}
	}
	if v := p.Check(s.Answer()); v != nil {
		t.Fatalf("facts do not solve it: %s", v[0].Msg)
	}
}

// Unclued regions larger than every clue are "big" in the model; the
// lazy check must size them exactly (here a 2x3 board with one clue 1:
// the rest is one region of 5).
func TestBigRegions(t *testing.T) {
	p, err := NewPuzzle(grid.Grid{Cols: 3, Rows: 2}, []int{1, 0, 0, 0, 0, 0}, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := p.Solve(context.Background(), 3)
	for _, ref := range []puzzle.Result{p.SolveReference(context.Background(), 3), p.SolveFlow(context.Background(), 3)} {
		if r.Status != ref.Status {
			t.Fatalf("fast %v, reference %v", r.Status, ref.Status)
		}
	}
	if err := puzzle.Verify(p, r); err != nil {
		t.Fatal(err)
	}
}

// A 64x64 board (the largest allowed) ends cleanly by its deadline: an
// answer that the checker accepts, or Unknown, never a hang.
func TestLargestBoardDeadline(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds")
	}
	g := grid.Grid{Cols: 64, Rows: 64}
	clues := make([]int, g.Cells())
	for c := range clues {
		y, x := g.YX(c)
		if (y*7+x*3)%11 == 0 {
			clues[c] = 1 + (x+y)%5
		}
	}
	p, err := NewPuzzle(g, clues, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, limit := range []int{1, 2} {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		start := time.Now()
		r := p.Solve(ctx, limit)
		cancel()
		if d := time.Since(start); d > 8*time.Second {
			t.Errorf("limit %d: %v past a 2 s deadline", limit, d)
		}
		if err := puzzle.Verify(p, r); err != nil {
			t.Errorf("limit %d: %v", limit, err)
		}
		t.Logf("limit %d: %v in %v", limit, r.Status, time.Since(start))
	}
}
