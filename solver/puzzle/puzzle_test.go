package puzzle_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"pencilbox/solver/puzzle"
	_ "pencilbox/solver/template"
)

func TestDecodeDispatchesByID(t *testing.T) {
	if _, ok := puzzle.ByName("template"); !ok {
		t.Fatal("template genre not registered")
	}
	if _, err := puzzle.Decode("?nosuchgenre/3/3/"); err == nil || !strings.Contains(err.Error(), "nosuchgenre") {
		t.Fatalf("unknown genre: err = %v", err)
	}
	_, err := puzzle.Decode("?" + strings.Repeat("x", 60000) + "/3/3/")
	if err == nil || len(err.Error()) > 100 || !strings.Contains(err.Error(), strings.Repeat("x", 40)+"…") {
		t.Fatalf("a long unknown id is echoed whole or not at all: %.120v", err)
	}
	p, err := puzzle.Decode("https://puzz.link/p?template/3/3/g2g1h0h")
	if err != nil {
		t.Fatal(err)
	}
	if c, r := p.Size(); c != 3 || r != 3 {
		t.Fatalf("size %dx%d", c, r)
	}
}

func TestVerifyRejectsWrongAnswers(t *testing.T) {
	p, _ := puzzle.Decode("?template/3/3/g2g1h0h")
	wrong, _ := p.ParseAnswer("#........")
	if err := puzzle.Verify(p, puzzle.Result{Status: puzzle.Unique, Answer: wrong}); err == nil {
		t.Fatal("a wrong answer passed Verify")
	}
	right, _ := p.ParseAnswer("..#.#....")
	if err := puzzle.Verify(p, puzzle.Result{Status: puzzle.Unique, Answer: right}); err != nil {
		t.Fatal(err)
	}
	if err := puzzle.Verify(p, puzzle.Result{Status: puzzle.Unique}); err == nil {
		t.Fatal("a solved status without an answer passed Verify")
	}
}

func TestStatusNames(t *testing.T) {
	want := map[puzzle.Status]string{puzzle.Unknown: "unknown", puzzle.None: "none", puzzle.Found: "found", puzzle.Unique: "unique", puzzle.Multiple: "multiple"}
	for s, n := range want {
		if s.String() != n {
			t.Errorf("%d.String() = %q, want %q", s, s.String(), n)
		}
	}
}

func TestCountStatus(t *testing.T) {
	cases := []struct {
		n        int
		complete bool
		limit    int
		want     puzzle.Status
	}{
		{2, false, 2, puzzle.Multiple},
		{3, true, 5, puzzle.Multiple},
		{1, true, 2, puzzle.Unique},
		{1, true, 1, puzzle.Unique},
		{0, true, 2, puzzle.None},
		{1, false, 1, puzzle.Found},
		{1, false, 2, puzzle.Unknown}, // the deadline after one answer: uniqueness asked, not settled
		{0, false, 1, puzzle.Unknown},
		{0, false, 2, puzzle.Unknown},
	}
	for _, c := range cases {
		if got := puzzle.CountStatus(c.n, c.complete, c.limit); got != c.want {
			t.Errorf("CountStatus(%d, %v, %d) = %v, want %v", c.n, c.complete, c.limit, got, c.want)
		}
	}
}

func TestHintBasis(t *testing.T) {
	p, _ := puzzle.Decode("?template/2/1/0")
	a, _ := p.ParseAnswer("..")
	ctx := context.Background()
	if got, err := puzzle.HintBasis(ctx, "toy", puzzle.Result{Status: puzzle.Unique, Answer: a}); err != nil || got == nil || got.String() != a.String() {
		t.Fatalf("unique: %v %v", got, err)
	}
	for _, r := range []puzzle.Result{{Status: puzzle.Multiple, Answer: a}, {Status: puzzle.Unknown, Answer: a}} {
		if got, err := puzzle.HintBasis(ctx, "toy", r); err != nil || got != nil {
			t.Fatalf("%v with an answer: %v %v (the deductions still hold, no reference)", r.Status, got, err)
		}
	}
	if _, err := puzzle.HintBasis(ctx, "toy", puzzle.Result{Status: puzzle.None}); err == nil || !strings.Contains(err.Error(), "no solution") {
		t.Fatalf("none: %v", err)
	}
	done, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := puzzle.HintBasis(done, "toy", puzzle.Result{Status: puzzle.Unknown}); err == nil || !strings.Contains(err.Error(), "ran out of time") {
		t.Fatalf("unknown past the deadline: %v", err)
	}
}

func TestSearchStatus(t *testing.T) {
	for _, c := range []struct {
		n        int
		complete bool
		limit    int
		want     puzzle.Status
	}{
		{2, false, 2, puzzle.Multiple},
		{1, true, 1, puzzle.Found}, // stopped at the limit: uniqueness not asked
		{1, false, 1, puzzle.Found},
		{1, true, 2, puzzle.Unique},
		{1, false, 2, puzzle.Unknown},
		{0, true, 2, puzzle.None},
		{0, false, 1, puzzle.Unknown},
	} {
		if got := puzzle.SearchStatus(c.n, c.complete, c.limit); got != c.want {
			t.Errorf("SearchStatus(%d, %v, %d) = %v, want %v", c.n, c.complete, c.limit, got, c.want)
		}
	}
}

func TestNextStateKeepsNilOut(t *testing.T) {
	p, _ := puzzle.Decode("?template/2/1/0")
	st := p.NewState()
	if got, err := puzzle.NextState(st, nil); err != nil || got != st {
		t.Fatalf("a state: %v %v", got, err)
	}
	type typed struct{ puzzle.State }
	var none *typed
	if got, err := puzzle.NextState(none, errors.New("bad move")); err == nil || got != nil {
		t.Fatalf("an error with a nil *T: %#v %v (the interface must be nil)", got, err)
	}
}
