package jobs

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"pencilbox/app/protocol"
	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sudoku"
)

func link9(givens string) string {
	p, err := sudoku.ParsePuzzle(9, givens)
	if err != nil {
		panic(err)
	}
	return puzzle.LinkOf(p)
}

// hardSudoku is Arto Inkala's puzzle: the solvers need a few hundred
// constructions, so curves have several points.
const hardSudoku = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."

func TestLab(t *testing.T) {
	link := link9(hardSudoku)
	extra, _ := json.Marshal(meta.LabRequest{Solvers: []string{"random", "sa-tuned", "backtrack"}, Budget: 3000, Exact: true})
	req := protocol.Request{ID: 9, Op: protocol.OpLab, Puzzle: link, Params: protocol.Params{Seed: 5, Extra: extra}}
	var msgs []meta.LabProgress
	var dones []int
	resp := Handle(context.Background(), req, func(p protocol.Progress) {
		var lp meta.LabProgress
		if err := json.Unmarshal(p.Data, &lp); err != nil {
			t.Fatalf("progress data %s: %v", p.Data, err)
		}
		if p.Total != 9000 || p.Phase != lp.Solver {
			t.Errorf("progress %+v", p)
		}
		msgs = append(msgs, lp)
		dones = append(dones, p.Done)
	})
	if !resp.OK {
		t.Fatalf("lab: %s", resp.Error)
	}
	var out meta.LabResult
	if err := json.Unmarshal(resp.Result.Data, &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Runs) != 3 || out.ExactStatus != "found" {
		t.Fatalf("result %+v", out)
	}
	p, _ := puzzle.Decode(link)
	for i, r := range out.Runs {
		if r.Evals < 1 || r.Evals > 3000 || len(r.Curve) == 0 || r.Curve[len(r.Curve)-1].Best != r.Best {
			t.Errorf("run %d: %+v", i, r.Result)
		}
		// The answer shown on the board is the best construction: solved
		// exactly when the rules accept it.
		a, err := p.ParseAnswer(r.Answer)
		if err != nil {
			t.Fatalf("run %d answer %q: %v", i, r.Answer, err)
		}
		if ok := len(p.Check(a)) == 0; ok != r.Solved {
			t.Errorf("run %d: solved %v, the rules say %v", i, r.Solved, ok)
		}
	}
	// Progress: every solver reports, the curve points sent add up to the
	// final curve, and done never goes back.
	points := map[int][]meta.Point{}
	seen := map[int]bool{}
	for k, m := range msgs {
		seen[m.Index] = true
		points[m.Index] = append(points[m.Index], m.Points...)
		if k > 0 && dones[k] < dones[k-1] {
			t.Errorf("progress went back: %v", dones)
		}
	}
	for i, r := range out.Runs {
		if !seen[i] || len(points[i]) != len(r.Curve) {
			t.Errorf("solver %d: %d points sent, the curve has %d", i, len(points[i]), len(r.Curve))
		}
	}
}

func TestLabErrors(t *testing.T) {
	link := link9(hardSudoku)
	for _, c := range []struct{ extra, want string }{
		{`{"solvers":[]}`, "at least one solver"},
		{`{"solvers":["hill-climb"]}`, "unknown solver"},
		{`{"solvers":["aco"],"budget":999999999}`, "more than"},
		{`{"solvers":`, "lab settings"},
	} {
		r := handle(t, protocol.Request{ID: 1, Op: protocol.OpLab, Puzzle: link, Params: protocol.Params{Extra: json.RawMessage(c.extra)}})
		if r.OK || !strings.Contains(r.Error, c.want) {
			t.Errorf("%s: %+v, want %q", c.extra, r, c.want)
		}
	}
}
