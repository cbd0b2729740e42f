package futoshiki

import (
	"context"
	"strings"
	"testing"

	"pencilbox/solver/grid"
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

const exampleAnswer = "4 2 1 3\n2 1 3 4\n1 3 4 2\n3 4 2 1"

func TestExampleDecodes(t *testing.T) {
	p := mustDecode(t, "https://pencilbox.example/?"+exampleLink)
	if p.N != 4 || p.Givens[1] != 2 || p.Givens[6] != 3 || p.Givens[14] != 2 {
		t.Fatalf("givens %v", p.Givens)
	}
	if p.Right[8] != Less || p.Down[6] != Less || p.Down[11] != Greater {
		t.Fatalf("signs right %v down %v", p.Right, p.Down)
	}
	if got := puzzle.LinkOf(p); got != exampleLink {
		t.Fatalf("re-encoded %q", got)
	}
	r, err := puzzle.Solve(context.Background(), p, 2)
	if err != nil || r.Status != puzzle.Unique || r.Answer.String() != exampleAnswer {
		t.Fatalf("solve: %v %v\n%v", r.Status, err, r.Answer)
	}
}

func TestDecodeRefuses(t *testing.T) {
	for link, want := range map[string]string{
		"?futoshiki/10/10/":                "not supported",
		"?futoshiki/2/2/":                  "not supported",
		"?futoshiki/4/3/":                  "square",
		"?futoshiki/x/4/4/g2j3m2g00900092": "flags",
		"?futoshiki/4/4/g2j3m2g0090009":    "8 characters",
		"?futoshiki/4/4/g2j3m2g009000922":  "8 characters",
		"?futoshiki/4/4/g5j3m2g00900092":   "outside 1..4",
		"?futoshiki/4/4/g.j3m2g00900092":   "'?' clue",
		"?futoshiki/4/4/22t00000000":       "row 1 has two 2s",
		"?futoshiki/4/4/21t90000000":       "must be less than", // r1c1 (2) < r1c2 (1)
		"?futoshiki/4/4/g2j3m2g0090009z":   "sign character",
		"?futoshiki/5/5/zk00000000000001":  "padding",
	} {
		_, err := puzzle.Decode(link)
		if err == nil || !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), "futoshiki: ") {
			t.Errorf("%s: err = %v, want %q", link, err, want)
		}
	}
}

func TestEncodeIsCanonical(t *testing.T) {
	// A 3x3 with every sign kind in both directions.
	right := []Rel{Less, Greater, 0, 0, 0, 0, Greater, Less, 0}
	down := []Rel{Greater, 0, Less, 0, Less, 0, 0, 0, 0}
	p, err := NewPuzzle(3, make([]uint8, 9), right, down)
	if err != nil {
		t.Fatal(err)
	}
	link := puzzle.LinkOf(p)
	if link != "futoshiki/3/3/of7j3" {
		t.Errorf("link %q", link)
	}
	q := mustDecode(t, link)
	for c := range right {
		if q.Right[c] != right[c] || q.Down[c] != down[c] {
			t.Fatalf("round trip changed the signs: %v %v", q.Right, q.Down)
		}
	}
}

func TestCheck(t *testing.T) {
	p := mustDecode(t, exampleLink)
	good, _ := p.ParseAnswer(exampleAnswer)
	if v := p.Check(good); v != nil {
		t.Fatalf("solution rejected: %v", v)
	}
	// Swap two digits of row 3: breaks the sign r3c1 < r3c2 and columns.
	bad, _ := p.ParseAnswer("4 2 1 3\n2 1 3 4\n3 1 4 2\n3 4 2 1")
	var rules []string
	for _, v := range p.Check(bad) {
		rules = append(rules, v.Rule+":"+v.Msg)
		if v.Rule == "sign" {
			g := grid.Grid{Cols: 4, Rows: 4}
			if len(v.At) != 3 || v.At[1] != g.Between(8, 9) {
				t.Errorf("sign violation points at %v", v.At)
			}
		}
	}
	got := strings.Join(rules, "\n")
	for _, want := range []string{"sign:futoshiki: r3c1 (3) must be less than r3c2 (1)", "column:futoshiki: column 1 has two 3s", "column:futoshiki: column 2 has two 1s"} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	empty := p.Check(p.Start().Answer())
	if len(empty) != 1 || !empty[0].Incomplete || len(empty[0].At) != 13 {
		t.Errorf("empty board: %+v", empty)
	}
	if _, err := p.ParseAnswer("1 2 3"); err == nil {
		t.Error("short answer accepted")
	}
}

func TestBenchmarkDecodeMatchesLink(t *testing.T) {
	pz, err := Genre{}.DecodeBenchmark(4, 4, nil, map[string][]string{
		"clues":     {". 2 . .", ". . 3 .", ". . . .", ". . 2 ."},
		"relations": {"2 2 > 1 2", "2 1 > 2 0", "2 3 > 3 3"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := puzzle.LinkOf(pz); got != exampleLink {
		t.Fatalf("link %q", got)
	}
	if _, err := (Genre{}).DecodeBenchmark(4, 4, nil, map[string][]string{"clues": {". . . .", ". . . .", ". . . .", ". . . ."}, "relations": {"0 0 > 2 2"}}); err == nil {
		t.Error("a relation between non-neighbours was accepted")
	}
}

func TestSolversAgreeOnStatus(t *testing.T) {
	ctx := context.Background()
	for _, link := range []string{
		exampleLink,
		"futoshiki/4/4/v00000000", // empty 4x4: many solutions
		"futoshiki/4/4/v99999999", // every sign "<" or "^" except padding: no solution
	} {
		l, err := urlcodec.Parse(link)
		if err != nil {
			t.Fatal(err)
		}
		p, err := DecodeLink(l)
		if err != nil {
			t.Fatal(err)
		}
		fast, ref := p.Solve(ctx, 2), p.SolveReference(ctx, 2)
		if fast.Status != ref.Status {
			t.Errorf("%s: fast %v, reference %v", link, fast.Status, ref.Status)
		}
		for _, r := range []puzzle.Result{fast, ref} {
			if err := puzzle.Verify(p, r); err != nil {
				t.Errorf("%s: %v", link, err)
			}
		}
	}
	// No solution: a 3x3 cycle r1c1 < r1c2 < r2c2 < r2c1 < r1c1.
	right := []Rel{Less, 0, 0, Greater, 0, 0, 0, 0, 0}
	down := []Rel{Greater, Less, 0, 0, 0, 0, 0, 0, 0}
	p, err := NewPuzzle(3, make([]uint8, 9), right, down)
	if err != nil {
		t.Fatal(err)
	}
	if f, r := p.Solve(ctx, 2), p.SolveReference(ctx, 2); f.Status != puzzle.None || r.Status != puzzle.None {
		t.Errorf("cycle: fast %v, reference %v", f.Status, r.Status)
	}
}

func TestFacts(t *testing.T) {
	p := mustDecode(t, exampleLink)
	facts, err := p.Facts(context.Background())
	if err != nil || len(facts) != 13 {
		t.Fatalf("facts of a unique puzzle: %d %v", len(facts), err)
	}
	// The empty 4x4 has no facts; with one sign chain r1c1<r1c2<r1c3<r1c4 row 1 is fixed.
	right := make([]Rel, 16)
	right[0], right[1], right[2] = Less, Less, Less
	q, _ := NewPuzzle(4, make([]uint8, 16), right, make([]Rel, 16))
	facts, err = q.Facts(context.Background())
	if err != nil || len(facts) != 4 || facts[3].Move != "0,3=4" {
		t.Fatalf("chain facts: %+v %v", facts, err)
	}
}
