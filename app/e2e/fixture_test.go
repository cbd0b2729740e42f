//go:build !(js && wasm)

package e2e

// Expected values come from the Go packages the app itself is built from,
// run here in the test process: the givens pattern is what the decoder says,
// the solution is what the exact solver finds (and proves unique). No answer
// is typed into this file, so a change of codec or solver cannot leave a
// stale expectation behind.

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
	_ "pencilbox/solver/sudoku" // registers the genre
)

// sharedBody is a puzz.link sudoku test vector (a 9x9 with a unique solution).
const sharedBody = "k8g1g7i2i99o2g3h75q19h5g4o83i4i6g4g5k"

// fixture is a puzzle as the page must show it.
type fixture struct {
	link     string // canonical link query, e.g. "sudoku/9/9/..."
	n        int    // side
	givens   string // data-answer of the untouched board
	solution string // data-answer of the solved board
}

var fixtures struct {
	sync.Mutex
	byLink map[string]fixture
}

// puzzleFixture decodes link and solves it with the Go solver, demanding a
// unique solution (a shared link with two answers could not be "solved" by
// typing one of them and checking).
func puzzleFixture(t *testing.T, link string) fixture {
	t.Helper()
	fixtures.Lock()
	defer fixtures.Unlock()
	if f, ok := fixtures.byLink[link]; ok {
		return f
	}
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatalf("e2e: the Go decoder refuses the fixture %q: %v", link, err)
	}
	f := fixture{link: puzzle.LinkOf(p), givens: p.NewState().Answer().String()}
	f.n, _ = p.Size()
	s, ok := p.(puzzle.Solver)
	if !ok {
		t.Fatalf("e2e: %T has no exact solver", p)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	r := s.Solve(ctx, 2)
	if r.Status != puzzle.Unique || r.Answer == nil {
		t.Fatalf("e2e: fixture %q: the Go solver says %v, want a unique solution", link, r.Status)
	}
	f.solution = r.Answer.String()
	if len(f.givens) != f.n*f.n || len(f.solution) != f.n*f.n {
		t.Fatalf("e2e: fixture %q: answer texts of length %d/%d, want %d", link, len(f.givens), len(f.solution), f.n*f.n)
	}
	if fixtures.byLink == nil {
		fixtures.byLink = map[string]fixture{}
	}
	fixtures.byLink[link] = f
	return f
}

// sharedFixture is the 9x9 test vector used by most tests.
func sharedFixture(t *testing.T) fixture {
	t.Helper()
	return puzzleFixture(t, "sudoku/9/9/"+sharedBody)
}

// exampleFixture is the genre's own example (a 4x4): a second puzzle with a
// different size and query.
func exampleFixture(t *testing.T) fixture {
	t.Helper()
	g, ok := puzzle.ByName("sudoku")
	if !ok {
		t.Fatal("e2e: genre sudoku is not registered")
	}
	return puzzleFixture(t, g.Example())
}

// keyFor is the key that enters the digit shown as r in an answer text
// ('1'..'9', 'A'..'G'): the pinned keyboard uses lower-case a-g.
func keyFor(r byte) string {
	return strings.ToLower(string(r))
}

// checkGenerated decodes a link the page produced and demands a unique
// solution from the Go solver (generated puzzles must be proved unique).
func checkGenerated(t *testing.T, link, answer string) {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Errorf("e2e: the page produced the link %q, which the Go decoder refuses: %v", link, err)
		return
	}
	if want := p.NewState().Answer().String(); answer != want {
		t.Errorf("e2e: after generating, data-answer = %q, want the givens of its link %q", answer, want)
	}
	s := p.(puzzle.Solver)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if r := s.Solve(ctx, 2); r.Status != puzzle.Unique {
		t.Errorf("e2e: generated puzzle %q: Go solver says %v, want unique", link, r.Status)
	}
}
