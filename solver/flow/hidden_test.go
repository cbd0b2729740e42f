package flow

import (
	"context"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// '?' dots. The links are pzprjs's numlin example (test/script/numlin.js,
// url 5/5/1j2h3m1h2j3) with its first 1 written as '?', in both ids.
// pzprsolved is the solution pzprjs's test records for its example,
// read off its line data: the '?' can only be the 1 (the only number
// shown once), so the puzzle is the example and has its solution.
const pzprsolved = `1 1 2 2 2
2 1 2 3 2
2 1 2 3 2
2 1 2 3 2
2 2 2 3 3`

func TestHiddenLinks(t *testing.T) {
	for _, link := range []string{"numlin/5/5/.j2h3m1h2j3", "arukone/5/5/.j2h3m1h2j3"} {
		p := mustDecode(t, "https://puzz.link/p?"+link)
		if len(p.Hidden) != 1 || p.Hidden[0] != 0 || p.Dots[0] != 0 || !p.Open(1) || p.Open(2) {
			t.Fatalf("%s: hidden %v, dots %v", link, p.Hidden, p.Dots[:5])
		}
		if got := puzzle.LinkOf(p); got != link {
			t.Errorf("re-encoded %q, want %q", got, link)
		}
		ctx := context.Background()
		want := pzprsolved
		if p.Rules == FlowFree {
			want = strings.NewReplacer("1", "A", "2", "B", "3", "C").Replace(want)
		}
		for name, r := range map[string]puzzle.Result{"solve": p.Solve(ctx, 2), "reference": p.SolveReference(ctx, 2)} {
			if r.Status != puzzle.Unique || r.Answer.String() != want {
				t.Errorf("%s %s: %v\n%v", link, name, r.Status, r.Answer)
				continue
			}
			if v := p.Check(r.Answer); v != nil {
				t.Errorf("%s %s: the checker refuses the answer: %s", link, name, v[0].Msg)
			}
		}
		// The answer goes on the board, the '?' shows its line's colour.
		st, err := p.Start().Apply(puzzle.SetAnswerMove + want)
		if err != nil {
			t.Fatalf("%s: %v", link, err)
		}
		if v := p.Check(st.Answer()); v != nil {
			t.Fatalf("%s: the board with the answer: %s", link, v[0].Msg)
		}
		if it := circleAt(st.Layout(), p, 0); it.Text != "?" || it.Value != 1 {
			t.Errorf("%s: the ? dot draws as %+v", link, it)
		}
		facts, err := p.Facts(ctx)
		if err != nil || len(facts) != 25-6 { // every cell but the dots
			t.Errorf("%s: %d facts, %v", link, len(facts), err)
		}
	}
}

func circleAt(d puzzle.Display, p *Puzzle, c int) puzzle.Item {
	for _, it := range d.Items {
		if it.Kind == puzzle.Circle && it.At == p.G.CellPoint(c) {
			return it
		}
	}
	return puzzle.Item{}
}

func TestHiddenDecodeRefuses(t *testing.T) {
	for link, want := range map[string]string{
		"numlin/3/1/1g.":   "", // fine: the ? is the 1
		"numlin/3/1/.g.":   "", // fine: two ?s join
		"numlin/3/1/1g2":   "appears once",
		"numlin/3/1/1.2":   "only 1 '?' dots",
		"numlin/4/1/1..g":  "must be even",
		"numlin/4/1/1g1.":  "must be even",
		"arukone/3/1/.1.":  "must be even",
		"numlin/2/1/..":    "",
		"arukone/5/1/1.2.": "",
	} {
		_, err := puzzle.Decode(link)
		switch {
		case want == "" && err != nil:
			t.Errorf("%s: %v", link, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%s: %v, want an error with %q", link, err, want)
		}
	}
}

// TestHiddenCountsByBruteForce colours small boards every possible way,
// keeps the colourings the checker accepts, and holds both solvers to
// that count (stopping at 2) and the checker to their answers.
func TestHiddenCountsByBruteForce(t *testing.T) {
	for _, link := range []string{
		"numlin/3/3/1g2i.g.", "arukone/3/3/1g2i.g.", // two numbers shown once, two ?s
		"numlin/3/3/.m.", "arukone/3/3/.m.", // two ?s: a line of their own
		"numlin/3/3/1g.i.g1", "arukone/3/2/.1g.1g", // a pair and a ?-? pair
		"numlin/3/2/1h.1.", "arukone/3/3/1h2.i2",
	} {
		p := mustDecode(t, link)
		n, k := p.G.Cells(), p.Colours()
		cells := make([]int, n)
		count := 0
		var walk func(c int)
		walk = func(c int) {
			if c == n {
				if p.Check(Answer{P: p, Cells: cells}) == nil {
					count++
				}
				return
			}
			for v := 0; v <= k; v++ {
				if p.Dots[c] != 0 && v != p.Dots[c] {
					continue
				}
				cells[c] = v
				walk(c + 1)
			}
		}
		walk(0)
		t.Logf("%s: %d answers", link, count)
		want := map[int]puzzle.Status{0: puzzle.None, 1: puzzle.Unique}[count]
		if count > 1 {
			want = puzzle.Multiple
		}
		ctx := context.Background()
		for name, r := range map[string]puzzle.Result{"solve": p.Solve(ctx, 2), "reference": p.SolveReference(ctx, 2)} {
			if r.Status != want {
				t.Errorf("%s: %s says %v, brute force found %d", link, name, r.Status, count)
			}
			if r.Answer != nil {
				if v := p.Check(r.Answer); v != nil {
					t.Errorf("%s: %s's answer breaks %s", link, name, v[0].Msg)
				}
			}
		}
	}
}

func TestHiddenPlay(t *testing.T) {
	p := mustDecode(t, "numlin/5/5/.j2h3m1h2j3")
	st := State{P: p, Paths: make([][]int, p.Colours()+1)}
	var s puzzle.State = &st
	// The 1 line from the shown 1 (r4c2) up to the '?' (r1c1).
	s, err := s.Apply("p 1 3,1 2,1 1,1 0,1 0,0")
	if err != nil {
		t.Fatal(err)
	}
	if !p.Joins(1, s.(*State).Paths[1]) || circleAt(s.Layout(), p, 0).Value != 1 {
		t.Fatalf("the 1 line to the ? is not joined")
	}
	// A shown pair cannot end at a '?', nor any line pass through one.
	for _, bad := range []string{"p 2 1,0 0,0", "p 3 1,3 0,3 0,2 0,1 0,0"} {
		if _, err := (&st).Apply(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	// Drawn from the '?' end it is the same line.
	s2, err := (&st).Apply("p 1 0,0 0,1 1,1 2,1 3,1")
	if err != nil || !p.Joins(1, s2.(*State).Paths[1]) {
		t.Fatalf("from the ?: %v", err)
	}
	h, err := p.Hint(context.Background(), s)
	if err != nil || h.Move == "" {
		t.Fatalf("hint: %+v %v", h, err)
	}
	if _, err := s.Apply(h.Move); err != nil {
		t.Fatalf("the hint's move %q: %v", h.Move, err)
	}
	// Half a board: the ? not joined is incomplete, not a mistake.
	v := p.Check((&st).Answer())
	if len(v) == 0 {
		t.Fatal("an empty board passes")
	}
	for _, x := range v {
		if !x.Incomplete {
			t.Errorf("empty board: %s is a mistake", x.Msg)
		}
	}
}

// TestHiddenDeadlines: a board with more readings of its '?' dots than
// maxResolutions says Unknown at once, and one with a few readings on a
// large board keeps each call's deadline, as the conformance matrix asks
// of every genre (its sampler draws no '?' dots).
func TestHiddenDeadlines(t *testing.T) {
	many := make([]int, 20*20)
	for i := 0; i < 12; i++ {
		many[i*33] = HiddenDot // 12 '?' dots: 11!! = 10395 pairings
	}
	p, err := New(20, 20, Numberlink, many, nil)
	if err != nil {
		t.Fatal(err)
	}
	if n, ok := p.resolutionCount(); ok || n <= maxResolutions {
		t.Fatalf("%d resolutions, ok %v", n, ok)
	}
	start := time.Now()
	if r := p.Solve(context.Background(), 2); r.Status != puzzle.Unknown || time.Since(start) > time.Second {
		t.Fatalf("too many readings: %v after %v", r.Status, time.Since(start))
	}
	if _, err := p.Facts(context.Background()); err == nil {
		t.Fatal("facts over too many readings")
	}
	// 40x40 Flow Free, three numbers shown once and five '?' dots: 60
	// readings, most of them hard.
	few := make([]int, 40*40)
	for i, c := range []int{0, 45, 130, 777, 901, 1222, 1500, 1599} {
		few[c] = HiddenDot
		if i < 3 {
			few[c] = i + 1
		}
	}
	q, err := New(40, 40, FlowFree, few, nil)
	if err != nil {
		t.Fatal(err)
	}
	for name, f := range map[string]func(ctx context.Context){
		"solve": func(ctx context.Context) { q.Solve(ctx, 2) },
		"facts": func(ctx context.Context) { q.Facts(ctx) },
		"hint":  func(ctx context.Context) { q.Hint(ctx, q.Start()) },
	} {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		start := time.Now()
		f(ctx)
		cancel()
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("%s took %v with a 1 s deadline", name, d)
		}
	}
}

// The setter's editor keeps '?' dots: listed as "?", kept when another dot
// changes, placed with "?", and kept in drafts (a board not yet valid).
func TestHiddenEdit(t *testing.T) {
	p := mustDecode(t, "numlin/5/5/.j2h3m1h2j3")
	if gs := p.GivenList(); len(gs) == 0 || gs[0].Value != "?" {
		t.Fatalf("given list %v", gs)
	}
	// Removing the shown 1 leaves a draft (a '?' with no number for it).
	q, err := p.WithGiven(puzzle.Given{At: p.G.CellPoint(16)})
	if err != nil {
		t.Fatal(err)
	}
	if got := puzzle.LinkOf(q); got != "numlin/5/5/.j2h3p2j3" {
		t.Fatalf("draft link %q", got)
	}
	// Putting it back gives the puzzle again; so does "?" on a fresh cell
	// of a draft that lacks it.
	r, err := q.(*Puzzle).WithGiven(puzzle.Given{At: p.G.CellPoint(16), Value: "1"})
	if err != nil || puzzle.LinkOf(r) != "numlin/5/5/.j2h3m1h2j3" {
		t.Fatalf("back: %v %v", puzzle.LinkOf(r), err)
	}
	if len(r.(*Puzzle).Hidden) != 1 || r.(*Puzzle).Solve(context.Background(), 2).Status != puzzle.Unique {
		t.Fatal("the edited puzzle lost its ? dot")
	}
	d, err := Genre{}.DecodeDraft(urlcodec.Link{PID: "numlin", Cols: 5, Rows: 5, Body: ".j2h3p2j3"})
	if err != nil || !d.(*Puzzle).IsHidden(0) {
		t.Fatalf("draft with a ?: %v", err)
	}
}

// With one solution the hints are the human rules' (as on a puzzle
// without '?'), and following them solves the board.
func TestHiddenHintsSolve(t *testing.T) {
	for _, link := range []string{"numlin/5/5/.j2h3m1h2j3", "arukone/5/5/.j2h3m1h2j3"} {
		p := mustDecode(t, link)
		var st puzzle.State = p.Start()
		techniques := map[string]bool{}
		for i := 0; i < 40 && p.Check(st.Answer()) != nil; i++ {
			h, err := p.Hint(context.Background(), st)
			if err != nil || h.Move == "" {
				t.Fatalf("%s hint %d: %+v %v", link, i, h, err)
			}
			techniques[h.Technique] = true
			if st, err = st.Apply(h.Move); err != nil {
				t.Fatalf("%s hint %d's move %q: %v", link, i, h.Move, err)
			}
		}
		if p.Check(st.Answer()) != nil {
			t.Fatalf("%s: 40 hints did not solve it", link)
		}
		if len(techniques) < 2 {
			t.Errorf("%s: techniques %v, want the human rules, not only the fallback", link, techniques)
		}
	}
}
