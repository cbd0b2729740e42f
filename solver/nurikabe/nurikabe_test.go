package nurikabe

import (
	"context"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// example is small, unique and needs a few rules (made by our generator).
const example = "nurikabe/5/5/i2m2g3g2o"

func mustDecode(t *testing.T, link string) *Puzzle {
	t.Helper()
	pz, err := puzzle.Decode(link)
	if err != nil {
		t.Fatalf("%s: %v", link, err)
	}
	return pz.(*Puzzle)
}

func TestCodec(t *testing.T) {
	p := mustDecode(t, "https://puzz.link/p?nurikabe/5/4/1.h-10j2")
	if p.Clues[0] != 1 || p.Clues[1] != AnySize || p.Clues[4] != 16 {
		t.Fatalf("clues %v", p.Clues)
	}
	if got := puzzle.LinkOf(p); got != "nurikabe/5/4/1.h-10j2p" {
		t.Fatalf("canonical link %q", got)
	}
	for _, bad := range []string{"nurikabe/4/4/", "nurikabe/2/2/5", "nurikabe/65/2/1", "nurikabe/2/2/0"} {
		if _, err := puzzle.Decode(bad); err == nil {
			t.Errorf("%q accepted", bad)
		} else if !strings.HasPrefix(err.Error(), "nurikabe:") && !strings.HasPrefix(err.Error(), "urlcodec:") {
			t.Errorf("%q: error %q lacks the package name", bad, err)
		}
	}
	if _, err := puzzle.Decode("nurikabe/64/64/1"); err != nil {
		t.Errorf("64x64 refused: %v", err)
	}
}

func TestExampleSolvesAndChecks(t *testing.T) {
	p := mustDecode(t, Genre{}.Example())
	r := p.Solve(context.Background(), 2)
	if r.Status != puzzle.Unique || puzzle.Verify(p, r) != nil {
		t.Fatalf("example: %v", r.Status)
	}
	ref := p.SolveReference(context.Background(), 2)
	if ref.Status != puzzle.Unique || ref.Answer.String() != r.Answer.String() {
		t.Fatalf("reference disagrees: %v", ref.Status)
	}
	// The same answer through the state: "=" move, then Check passes.
	s, err := p.NewState().Apply("=" + r.Answer.String())
	if err != nil {
		t.Fatal(err)
	}
	if v := p.Check(s.Answer()); v != nil {
		t.Fatalf("answer via state rejected: %v", v[0].Msg)
	}
}

func TestCheckAndMoves(t *testing.T) {
	p := mustDecode(t, "nurikabe/3/2/2k") // 2 . . / . . .
	s := p.NewState()
	// Empty board: one big island with a number 2: incomplete, not red.
	vs := p.Check(s.Answer())
	if len(vs) == 0 || !vs[0].Incomplete {
		t.Fatalf("empty board: %+v", vs)
	}
	for _, m := range []string{"0,2#", "1,0#", "1,1#", "1,2#"} {
		var err error
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	s, _ = s.Apply("0,1.")
	if v := p.Check(s.Answer()); v != nil {
		t.Fatalf("solved board rejected: %v", v[0].Msg)
	}
	if got := s.Answer().String(); got != ". . #\n# # #" {
		t.Fatalf("answer text %q", got)
	}
	bad, _ := s.Apply("0,1#")
	vs = p.Check(bad.Answer())
	if len(vs) == 0 || vs[0].Incomplete {
		t.Fatalf("island of 1 for a 2 (no undecided cell) must be a mistake: %+v", vs)
	}
	for _, m := range []string{"0,0#", "9,9#", "0,0", "x", "0,1?"} {
		if _, err := s.Apply(m); err == nil {
			t.Errorf("move %q accepted", m)
		}
	}
	d := s.Layout()
	kinds := map[puzzle.Kind]int{}
	for _, it := range d.Items {
		kinds[it.Kind]++
	}
	if kinds[puzzle.Clue] != 1 || kinds[puzzle.Fill] != 4 || kinds[puzzle.Dot] != 1 {
		t.Fatalf("layout %v", kinds)
	}
	// A 2x2 wall and a split wall are mistakes.
	q := mustDecode(t, "nurikabe/3/3/1o")
	a, _ := q.ParseAnswer(". # #\n# # #\n# # #")
	rules := map[string]bool{}
	for _, v := range q.Check(a) {
		rules[v.Rule] = true
	}
	if !rules["pool"] {
		t.Fatalf("2x2 wall not reported: %v", rules)
	}
	a, _ = q.ParseAnswer(". # .\n# . #\n. # .")
	rules = map[string]bool{}
	for _, v := range q.Check(a) {
		rules[v.Rule] = true
	}
	if !rules["wall"] || !rules["no-number"] {
		t.Fatalf("split wall / unnumbered islands not reported: %v", rules)
	}
}

// sample is a fixed spread of the benchmark set, small boards first.
func sample(t *testing.T, n int, maxCells int) []benchset.Instance {
	s := benchSet(t)
	var small []benchset.Instance
	for _, in := range s.Instances {
		if in.Cols*in.Rows <= maxCells {
			small = append(small, in)
		}
	}
	return benchset.Sample(small, n)
}

// TestBenchmarkSample: on a sample of the boards up to 150 cells (all of
// them under make bench FULL=1) the solver, the reference and the
// recorded solution agree; every deduction of the rules matches the
// solution (the rules are sound); the encodings agree on small boards.
func TestBenchmarkSample(t *testing.T) {
	for _, in := range sample(t, benchsettest.SampleSize(30, 8), 150) {
		p := decodeInstance(t, &in)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		r := p.Solve(ctx, 2)
		cancel()
		if r.Status == puzzle.Unknown {
			t.Logf("%s: not settled within 20 s (known weak spot)", in.Name)
			continue
		}
		if r.Status != puzzle.Unique || puzzle.Verify(p, r) != nil {
			t.Fatalf("%s: status %v", in.Name, r.Status)
		}
		rec, err := p.ParseAnswer(in.Solution)
		if err != nil || rec.String() != r.Answer.String() {
			t.Fatalf("%s: answer differs from the recorded solution", in.Name)
		}
		b := p.newBoard()
		if _, err := b.propagate(allRules); err != nil {
			t.Fatalf("%s: deductions found a contradiction in a solvable puzzle", in.Name)
		}
		sol := rec.(Answer)
		for c, v := range b.v {
			if v == wallV && sol.Cells[c] != Wall || v == white && sol.Cells[c] == Wall {
				t.Fatalf("%s: deduction at %s contradicts the solution", in.Name, p.rc(c))
			}
		}
		for _, enc := range []Encoding{Levels, Fixed} {
			if enc == Fixed && p.G.Cells() > 64 {
				continue
			}
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			e := p.solveModel(ctx, 2, enc, nil, false)
			cancel()
			if e.Status != puzzle.Unknown && (e.Status != puzzle.Unique || e.Answer.String() != r.Answer.String()) {
				t.Fatalf("%s: encoding %d says %v", in.Name, enc, e.Status)
			}
		}
	}
}

// TestHintsPlayToTheEnd applies hints from the empty board until solved.
func TestHintsPlayToTheEnd(t *testing.T) {
	for _, link := range []string{example, "nurikabe/6/6/g2i2o2h2p22h2h"} {
		p := mustDecode(t, link)
		var s puzzle.State = p.NewState()
		for i := 0; i < 2*p.G.Cells() && p.Check(s.Answer()) != nil; i++ {
			h, err := p.Hint(context.Background(), s)
			if err != nil || h.Move == "" || h.Text == "" {
				t.Fatalf("%s: hint %d: %+v %v", link, i, h, err)
			}
			if s, err = s.Apply(h.Move); err != nil {
				t.Fatalf("%s: hint move %q: %v", link, h.Move, err)
			}
		}
		if v := p.Check(s.Answer()); v != nil {
			t.Fatalf("%s: hints did not finish: %v", link, v[0].Msg)
		}
		// A wrong wall is reported as a mistake.
		sol := p.Solve(context.Background(), 1).Answer.(Answer)
		for c, v := range sol.Cells {
			if v != Wall && p.Clues[c] == NoClue {
				y, x := p.G.YX(c)
				st, _ := p.NewState().Apply(p.move(c, wallV))
				h, _ := p.Hint(context.Background(), st)
				if h.Technique != "mistake" || !strings.HasSuffix(h.Move, "_") {
					t.Fatalf("%s: wrong wall at %d,%d: hint %+v", link, y, x, h)
				}
				break
			}
		}
	}
}

func TestFacts(t *testing.T) {
	p := mustDecode(t, example)
	fs, err := p.Facts(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	clues := 0
	for _, v := range p.Clues {
		if v != NoClue {
			clues++
		}
	}
	if len(fs) != p.G.Cells()-clues {
		t.Fatalf("unique puzzle: %d facts, want every unnumbered cell (%d)", len(fs), p.G.Cells()-clues)
	}
	// A puzzle with several solutions: every fact holds in each of them,
	// and some cell is not a fact.
	q := mustDecode(t, "nurikabe/3/3/j.j")
	fs, err = q.Facts(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	m := q.newModel(Lazy, nil)
	models, cnt := m.prob.Enumerate(context.Background(), 1000)
	if !cnt.Complete || len(models) < 2 {
		t.Fatalf("3x3 with a central ?: %d solutions", len(models))
	}
	if len(fs) >= q.G.Cells()-1 {
		t.Fatalf("%d facts for a puzzle with %d solutions", len(fs), len(models))
	}
	for _, f := range fs {
		y, x := f.At[0].Y/2, f.At[0].X/2
		c := q.G.Cell(y, x)
		for _, mm := range models {
			if a := m.answer(mm); (a.Cells[c] == Wall) != strings.HasSuffix(f.Move, "#") {
				t.Fatalf("fact %s fails in a solution", f.Text)
			}
		}
	}
	_ = urlcodec.Empty
}
