package flow

import (
	"context"
	"strings"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

func mustDecode(t testing.TB, link string) *Puzzle {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatalf("%s: %v", link, err)
	}
	return p.(*Puzzle)
}

func TestLinksBothWays(t *testing.T) {
	cases := []struct{ in, canon string }{
		{"https://puzz.link/p?arukone/4/4/1h2n1h2", "arukone/4/4/1h2n1h2"},
		{"?numlin/4/4/1h2n1h2", "numlin/4/4/1h2n1h2"},
		{"?numberlink/4/4/1h2n1h2", "numlin/4/4/1h2n1h2"},
		{"?arukone/e/4/4/1h2n1h2", "numlin/4/4/1h2n1h2"},
		{"?arukone_edit/3/1/1g1", "arukone/3/1/1g1"},
	}
	for _, c := range cases {
		p := mustDecode(t, c.in)
		if got := puzzle.LinkOf(p); got != c.canon {
			t.Errorf("%s: canonical %q, want %q", c.in, got, c.canon)
		}
	}
	p := mustDecode(t, "arukone/4/4/1h2n1h2")
	if p.Rules != FlowFree || p.Colours() != 2 || p.Labels[1] != "A" || p.Labels[2] != "B" {
		t.Fatalf("arukone decoded as %+v", p)
	}
	if q := mustDecode(t, "numlin/4/4/1h2n1h2"); q.Rules != Numberlink || q.Labels[2] != "2" {
		t.Fatalf("numlin decoded as %+v", q)
	}
	for _, bad := range []string{
		"?arukone/4/4/1h2n1h3",        // 2 and 3 appear once
		"?arukone/4/4/1h1n1h2",        // 1 three times, 2 once
		"?numlin/4/4/.h2n1h3",         // 1 and 3 shown once, one ? dot
		"?numlin/4/4/0h0n",            // number 0
		"?arukone/x/4/4/1h2n1h2",      // unknown flag
		"?numlin/e/4/4/1h2n1h2",       // numlin has no flags
		"?arukone/65/2/1g1",           // too wide
		"?arukone/4/4/1h2n1h2zzzzzzz", // text after the cells
		"?arukone/4/4/",               // no dots
		"?arukone/1/1/1",              // no room
	} {
		if _, err := puzzle.Decode(bad); err == nil || !strings.HasPrefix(err.Error(), "flow: ") && !strings.HasPrefix(err.Error(), "urlcodec: ") {
			t.Errorf("%s: err = %v, want a flow error", bad, err)
		}
	}
	// 64x64 is accepted.
	l := urlcodec.Link{PID: "numlin", Cols: 64, Rows: 64}
	cells := make([]int, 64*64)
	for i := range cells {
		cells[i] = urlcodec.Empty
	}
	cells[0], cells[64*64-1] = 1, 1
	l.Body = urlcodec.EncodeNumber16(cells)
	if _, err := puzzle.Decode(l.String()); err != nil {
		t.Fatalf("64x64: %v", err)
	}
}

// exampleSolution is the unique solution of Genre.Example().
const exampleSolution = "B A A A A\nB B F F A\nC B B F A\nC E D F F\nC E D D D"

func TestExampleSolvesAndChecks(t *testing.T) {
	g := Genre{}
	p := mustDecode(t, g.Example())
	r, err := puzzle.Solve(context.Background(), p, 2)
	if err != nil || r.Status != puzzle.Unique {
		t.Fatalf("example: %v %v", r.Status, err)
	}
	if r.Answer.String() != exampleSolution {
		t.Fatalf("example solution:\n%s", r.Answer)
	}
	a, err := p.ParseAnswer(r.Answer.String())
	if err != nil || len(p.Check(a)) != 0 {
		t.Fatalf("the solution's text does not check: %v %v", err, p.Check(a))
	}
}

func TestCheckFindsMistakes(t *testing.T) {
	p := mustDecode(t, "arukone/3/3/1h2h1g2") // A . . / B . . / A . B
	cases := []struct {
		ans  string
		rule string
		inc  bool
	}{
		{"A A A\nB . A\nA . B", "empty", true},
		{"A . .\nB . .\nA . B", "connect", true},
		{"A A A\nB A B\nA A B", "branch", false},
	}
	for _, c := range cases {
		a, err := p.ParseAnswer(c.ans)
		if err != nil {
			t.Fatal(err)
		}
		vs := p.Check(a)
		found := false
		for _, v := range vs {
			if v.Rule == c.rule && v.Incomplete == c.inc {
				found = true
			}
		}
		if !found {
			t.Errorf("%q: violations %+v, want rule %s", c.ans, vs, c.rule)
		}
	}
	if _, err := p.ParseAnswer("A A"); err == nil {
		t.Error("a short answer parsed")
	}
	if _, err := p.ParseAnswer("A A A\nB Z A\nA . B"); err == nil {
		t.Error("an unknown label parsed")
	}
}

// A board whose only Flow Free solution runs beside itself: the
// touch-free search finds nothing, the exact mode and SAT find it; under
// Numberlink the short join and the detour are two solutions.
func TestSelfTouchingOnly(t *testing.T) {
	for _, c := range []struct {
		link string
		want puzzle.Status
	}{
		{"arukone/3/2/1h1h", puzzle.Unique},
		{"numlin/3/2/1h1h", puzzle.Multiple},
		{"numlin/2/1/11", puzzle.Unique},
	} {
		p := mustDecode(t, c.link)
		r, err := puzzle.Solve(context.Background(), p, 2)
		if err != nil || r.Status != c.want {
			t.Errorf("%s: fast %v (%v), want %v", c.link, r.Status, err, c.want)
		}
		ref := p.SolveReference(context.Background(), 2)
		if ref.Status != c.want || puzzle.Verify(p, ref) != nil {
			t.Errorf("%s: SAT %v, want %v", c.link, ref.Status, c.want)
		}
	}
	p := mustDecode(t, "arukone/3/2/1h1h")
	if o := Search(context.Background(), p, Options{Limit: 2}); len(o.Solutions) != 0 || !o.Complete {
		t.Errorf("touch-free found %d solutions on a touching-only board", len(o.Solutions))
	}
}

func TestMovesAndLayout(t *testing.T) {
	p := mustDecode(t, Genre{}.Example())
	s := p.Start()
	st, err := s.Apply("p 1 0,1 0,2 0,3 0,4 1,4 2,4")
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"p 2 0,0 0,1", "p 2 0,0 1,1", "p 1 0,2 0,3", "p 7 0,0", "p 2 0,0 9,9", "q 1", "x", "p 1 0,1 0,1"} {
		if _, err := st.Apply(bad); err == nil {
			t.Errorf("move %q was accepted", bad)
		}
	}
	// Crossing cuts: F's path through (0,2) cuts A's path before it.
	st2, err := st.Apply("p 6 1,2 0,2")
	if err != nil {
		t.Fatal(err)
	}
	if got := st2.(*State).Paths[1]; len(got) != 1 || got[0] != 1 {
		t.Errorf("A after the cut = %v, want just its dot", got)
	}
	cleared, _ := st2.Apply("x 6")
	if cleared.(*State).Paths[6] != nil {
		t.Error("x did not clear")
	}
	full, err := s.Apply("=" + exampleSolution)
	if err != nil {
		t.Fatal(err)
	}
	if v := p.Check(full.Answer()); len(v) != 0 {
		t.Fatalf("the solution put by '=' does not check: %v", v)
	}
	d := full.Layout()
	var circles, lines, fills int
	for _, it := range d.Items {
		switch it.Kind {
		case puzzle.Circle:
			circles++
			if it.Value < 1 || it.Text == "" {
				t.Errorf("circle %+v lacks colour or label", it)
			}
		case puzzle.Line:
			lines++
		case puzzle.Fill:
			fills++
		}
	}
	if circles != 12 || lines != 25-6 || fills != 25 {
		t.Errorf("layout: %d circles, %d lines, %d fills", circles, lines, fills)
	}
	if _, err := s.Apply("=B A A A A\nB C F F A\nC B B F A\nC E D F F\nC E D D D"); err == nil {
		t.Error("an answer with a broken colour class was put on the board")
	}
}

func TestHintsSolveExample(t *testing.T) {
	for _, link := range []string{Genre{}.Example(), "arukone/5/5/5h53i3h1l2h4124", "arukone/5/5/i24g1k5h3g5h321g4"} {
		p := mustDecode(t, link)
		var st puzzle.State = p.Start()
		for step := 0; step < 40; step++ {
			if len(p.Check(st.Answer())) == 0 {
				break
			}
			h, err := p.Hint(context.Background(), st)
			if err != nil {
				t.Fatalf("%s step %d: %v", link, step, err)
			}
			if h.Move == "" {
				t.Fatalf("%s step %d: hint %q has no move", link, step, h.Text)
			}
			if st, err = st.Apply(h.Move); err != nil {
				t.Fatalf("%s step %d: hint move %q: %v", link, step, h.Move, err)
			}
		}
		if v := p.Check(st.Answer()); len(v) != 0 {
			t.Fatalf("%s: hints did not solve it: %v", link, v[0].Msg)
		}
	}
	// A wrong line is pointed out first.
	p := mustDecode(t, Genre{}.Example())
	st, _ := p.Start().Apply("p 1 0,1 1,1")
	h, err := p.Hint(context.Background(), st)
	if err != nil || h.Technique != "mistake" {
		t.Fatalf("hint on a wrong line: %+v %v", h, err)
	}
}

func TestFactsOfUniquePuzzle(t *testing.T) {
	p := mustDecode(t, Genre{}.Example())
	facts, err := p.Facts(context.Background())
	if err != nil || len(facts) != 13 {
		t.Fatalf("facts: %d, %v", len(facts), err)
	}
}

func TestWatchTrace(t *testing.T) {
	p := mustDecode(t, "arukone/5/5/5h53i3h1l2h4124")
	var frames, sols int
	_, complete := p.SolveWatch(context.Background(), 2, 0, func(f Frame) {
		frames++
		if f.Solution {
			sols++
		}
		if len(f.Cells) != 25 {
			t.Fatalf("frame with %d cells", len(f.Cells))
		}
	}, 1)
	if !complete || sols == 0 {
		t.Fatalf("trace: %d frames, %d solutions, complete %v", frames, sols, complete)
	}
}
