package main

import (
	"strings"
	"testing"

	"pencilbox/app/protocol"
	"pencilbox/solver/puzzle"
)

// TestExportAnswer: the page draws a solution only when the worker
// settled the puzzle unique and the rules accept the answer.
func TestExportAnswer(t *testing.T) {
	p := examplePuzzle(t, "sudoku")
	r, err := puzzle.Solve(t.Context(), p, 2)
	if err != nil || r.Status != puzzle.Unique {
		t.Fatalf("example: %v %v", r.Status, err)
	}
	good := r.Answer.String()
	// A wrong answer of the right shape: the first two digits swapped.
	wrong := []rune(good)
	i := strings.IndexAny(good, "123456789")
	j := i + 1 + strings.IndexAny(good[i+1:], "123456789")
	wrong[i], wrong[j] = wrong[j], wrong[i]
	if _, err := p.ParseAnswer(string(wrong)); err != nil {
		t.Fatalf("the swapped answer does not parse: %v", err)
	}
	for _, c := range []struct {
		name string
		r    protocol.Response
		ok   bool
		say  string
	}{
		{"unique", protocol.Response{OK: true, Result: &protocol.Result{Status: puzzle.Unique, Answer: good}}, true, ""},
		{"several", protocol.Response{OK: true, Result: &protocol.Result{Status: puzzle.Multiple, Answer: good}}, false, "more than one"},
		{"none", protocol.Response{OK: true, Result: &protocol.Result{Status: puzzle.None}}, false, "no solution"},
		{"unsettled", protocol.Response{OK: true, Result: &protocol.Result{Status: puzzle.Unknown, Answer: good}}, false, "did not settle"},
		{"wrong", protocol.Response{OK: true, Result: &protocol.Result{Status: puzzle.Unique, Answer: string(wrong)}}, false, "did not pass the rules"},
		{"garbled", protocol.Response{OK: true, Result: &protocol.Result{Status: puzzle.Unique, Answer: "x"}}, false, "did not pass the rules"},
		{"failed", protocol.Response{OK: false, Error: "worker restarted"}, false, "worker restarted"},
	} {
		a, msg := exportAnswer(p, c.r)
		if (a != nil) != c.ok || !strings.Contains(msg, c.say) {
			t.Errorf("%s: answer %v, message %q; want answer %v and %q", c.name, a != nil, msg, c.ok, c.say)
		}
	}
}

func TestExportFileName(t *testing.T) {
	p := examplePuzzle(t, "hashi")
	cols, rows := p.Size()
	want := "pencilbox-hashi-" + sizeOption(cols, rows)
	if got := exportFileName(p, false); got != want {
		t.Errorf("puzzle file %q, want %q", got, want)
	}
	if got := exportFileName(p, true); got != want+"-solution" {
		t.Errorf("solution file %q", got)
	}
}
