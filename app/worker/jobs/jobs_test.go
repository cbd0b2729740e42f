package jobs

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"pencilbox/app/protocol"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sudoku"
	"pencilbox/solver/urlcodec"
)

// toy is a test genre: body "boom" panics in Solve, body "slow" waits for
// the deadline; its hinter reports the moves it was replayed with.
type toy struct{}

func (toy) Name() string    { return "jobstoy" }
func (toy) Title() string   { return "Jobs toy" }
func (toy) IDs() []string   { return []string{"jobstoy"} }
func (toy) Rules() string   { return "" }
func (toy) Example() string { return "jobstoy/1/1/ok" }
func (toy) Decode(l urlcodec.Link) (puzzle.Puzzle, error) {
	if l.Body == "bad" {
		return nil, fmt.Errorf("jobstoy: bad body")
	}
	return &toyPuzzle{body: l.Body}, nil
}

type toyPuzzle struct{ body string }

type toyState struct{ moves []string }

type toyAnswer string

func (a toyAnswer) String() string { return string(a) }

func (p *toyPuzzle) Genre() puzzle.Genre { return toy{} }
func (p *toyPuzzle) Size() (int, int)    { return 1, 1 }
func (p *toyPuzzle) Link() urlcodec.Link {
	return urlcodec.Link{PID: "jobstoy", Cols: 1, Rows: 1, Body: p.body}
}
func (p *toyPuzzle) NewState() puzzle.State { return toyState{} }
func (p *toyPuzzle) ParseAnswer(s string) (puzzle.Answer, error) {
	return toyAnswer(s), nil
}
func (p *toyPuzzle) Check(a puzzle.Answer) []puzzle.Violation {
	if a.String() != "x" {
		return []puzzle.Violation{{Msg: "jobstoy: not x"}}
	}
	return nil
}
func (p *toyPuzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	switch p.body {
	case "boom":
		var m map[string]int
		m["x"]++ // a nil-map write: a genuine runtime panic
	case "slow":
		<-ctx.Done()
		return puzzle.Result{Status: puzzle.Unknown}
	case "wrong":
		return puzzle.Result{Status: puzzle.Unique, Answer: toyAnswer("y")}
	}
	return puzzle.Result{Status: puzzle.Unique, Answer: toyAnswer("x")}
}
func (p *toyPuzzle) Hint(ctx context.Context, s puzzle.State) (puzzle.Hint, error) {
	ms := s.(toyState).moves
	return puzzle.Hint{Technique: "replay", Text: strings.Join(ms, ","), At: []grid.Point{{Y: 1, X: 1}}, Move: "done"}, nil
}

func (s toyState) Apply(m string) (puzzle.State, error) {
	if m == "bad" {
		return nil, fmt.Errorf("jobstoy: bad move")
	}
	return toyState{moves: append(append([]string(nil), s.moves...), m)}, nil
}
func (s toyState) Answer() puzzle.Answer  { return toyAnswer("") }
func (s toyState) Layout() puzzle.Display { return puzzle.Display{} }

func init() { puzzle.Register(toy{}) }

func handle(t *testing.T, req protocol.Request) protocol.Response {
	t.Helper()
	resp := Handle(context.Background(), req, nil)
	if resp.ID != req.ID {
		t.Fatalf("response id %d for request %d", resp.ID, req.ID)
	}
	// The response must survive the trip through JSON unchanged.
	b, err := json.Marshal(resp)
	if err != nil {
		t.Fatal(err)
	}
	var back protocol.Response
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	return back
}

// A 4x4 with a unique solution (1234/3412/2143/4321) and one with several.
var (
	unique4 = mustLink("12.4341..1434.21")
	open4   = mustLink("1...............")
)

func mustLink(givens string) string {
	p, err := sudoku.ParsePuzzle(4, givens)
	if err != nil {
		panic(err)
	}
	return puzzle.LinkOf(p)
}

func TestSolveAndCount(t *testing.T) {
	r := handle(t, protocol.Request{ID: 7, Op: protocol.OpSolve, Genre: "sudoku", Puzzle: "https://puzz.link/p?" + unique4})
	if !r.OK || r.Result == nil || r.Result.Status != puzzle.Unique || r.Result.Answer != "1234341221434321" {
		t.Fatalf("solve: %+v %+v", r, r.Result)
	}
	r = handle(t, protocol.Request{ID: 8, Op: protocol.OpCount, Puzzle: open4})
	if !r.OK || r.Result.Status != puzzle.Multiple || r.Result.Answer != "" {
		t.Fatalf("count: %+v %+v", r, r.Result)
	}
}

func TestErrorsAreValues(t *testing.T) {
	cases := []struct {
		req  protocol.Request
		want string
	}{
		{protocol.Request{Op: protocol.OpSolve, Puzzle: "sudoku/5/5/"}, "sudoku: size 5x5 is not supported"},
		{protocol.Request{Op: protocol.OpSolve, Puzzle: "not a link"}, "urlcodec: not a puzzle link"},
		{protocol.Request{Op: protocol.OpSolve, Puzzle: ""}, "worker: the request has no puzzle"},
		{protocol.Request{Op: protocol.OpSolve, Puzzle: "nosuch/3/3/abc"}, "unknown or unsupported genre"},
		{protocol.Request{Op: protocol.OpSolve, Genre: "jobstoy", Puzzle: unique4}, "the puzzle is sudoku, not jobstoy"},
		{protocol.Request{Op: "dance", Puzzle: unique4}, `worker: unknown op "dance"`},
		{protocol.Request{Op: protocol.OpLab}, "worker: the request has no puzzle"},
		{protocol.Request{Op: protocol.OpLab, Puzzle: "jobstoy/1/1/ok"}, "jobstoy: the solver lab is not available"},
		{protocol.Request{Op: protocol.OpSolve, Puzzle: "jobstoy/1/1/wrong"}, "rejected by the rules"},
		{protocol.Request{Op: protocol.OpFacts, Puzzle: "jobstoy/1/1/ok"}, "jobstoy: facts are not available yet"},
		{protocol.Request{Op: protocol.OpHint, Puzzle: "jobstoy/1/1/ok", Params: protocol.Params{Moves: []string{"a", "bad"}}},
			`worker: move 2 ("bad") does not apply: jobstoy: bad move`},
		{protocol.Request{Op: protocol.OpGenerate}, "worker: generate needs a genre"},
		{protocol.Request{Op: protocol.OpGenerate, Genre: "nosuch"}, `worker: unknown genre "nosuch"`},
		{protocol.Request{Op: protocol.OpGenerate, Genre: "sudoku", Params: protocol.Params{Cols: 5, Rows: 5}}, "generator:"},
	}
	for i, c := range cases {
		c.req.ID = i + 1
		r := handle(t, c.req)
		if r.OK || r.Result != nil || !strings.Contains(r.Error, c.want) {
			t.Errorf("%+v: got ok=%v error %q, want an error containing %q", c.req, r.OK, r.Error, c.want)
		}
	}
}

func TestPanicIsRecovered(t *testing.T) {
	r := handle(t, protocol.Request{ID: 3, Op: protocol.OpSolve, Puzzle: "jobstoy/1/1/boom"})
	if r.OK || !strings.Contains(r.Error, "worker: internal error in solve") || !strings.Contains(r.Error, "nil map") {
		t.Fatalf("panic not turned into an error: %+v", r)
	}
	// The handler still works afterwards.
	if r := handle(t, protocol.Request{ID: 4, Op: protocol.OpSolve, Puzzle: "jobstoy/1/1/ok"}); !r.OK || r.Result.Answer != "x" {
		t.Fatalf("after a panic: %+v", r)
	}
}

func TestTimeout(t *testing.T) {
	start := time.Now()
	r := handle(t, protocol.Request{ID: 5, Op: protocol.OpSolve, Puzzle: "jobstoy/1/1/slow", Params: protocol.Params{TimeoutMS: 30}})
	if !r.OK || r.Result.Status != puzzle.Unknown {
		t.Fatalf("deadline: %+v %+v", r, r.Result)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("timeout_ms 30 took %v", d)
	}
}

func TestHintReplaysMoves(t *testing.T) {
	r := handle(t, protocol.Request{ID: 9, Op: protocol.OpHint, Puzzle: "jobstoy/1/1/ok", Params: protocol.Params{Moves: []string{"a", "b"}}})
	if !r.OK || r.Result.Hint == nil {
		t.Fatalf("hint: %+v", r)
	}
	h := r.Result.Hint
	if h.Technique != "replay" || h.Text != "a,b" || h.Move != "done" || len(h.At) != 1 || h.At[0] != (protocol.Point{Y: 1, X: 1}) {
		t.Fatalf("hint %+v", h)
	}
}

func TestGenerateWithProgress(t *testing.T) {
	var got []protocol.Progress
	req := protocol.Request{ID: 11, Op: protocol.OpGenerate, Genre: "sudoku",
		Params: protocol.Params{Cols: 4, Rows: 4, Level: "easy", Seed: 42}}
	r := Handle(context.Background(), req, func(p protocol.Progress) { got = append(got, p) })
	if !r.OK || r.Result == nil || r.Result.Puzzle == "" || r.Result.Level == "" {
		t.Fatalf("generate: %+v %+v", r, r.Result)
	}
	if len(got) == 0 {
		t.Fatal("no progress reported")
	}
	if last := got[len(got)-1]; last.Total == 0 || last.Done < last.Total {
		t.Fatalf("the last progress message is not the end: %+v", last)
	}
	// Same seed, same puzzle; and the puzzle is unique.
	again := Handle(context.Background(), req, nil)
	if again.Result == nil || again.Result.Puzzle != r.Result.Puzzle {
		t.Fatalf("seed 42 gave %v then %v", r.Result.Puzzle, again.Result)
	}
	s := handle(t, protocol.Request{ID: 12, Op: protocol.OpSolve, Puzzle: r.Result.Puzzle})
	if !s.OK || s.Result.Status != puzzle.Unique {
		t.Fatalf("generated %s: %+v", r.Result.Puzzle, s.Result)
	}
}

func TestThrottle(t *testing.T) {
	now := time.Unix(0, 0)
	var sent []protocol.Progress
	f := throttle(func(p protocol.Progress) { sent = append(sent, p) }, 50*time.Millisecond, func() time.Time { return now })
	f(protocol.Progress{Done: 0, Total: 10, Phase: "a"}) // first: sent
	f(protocol.Progress{Done: 1, Total: 10, Phase: "a"}) // too soon: dropped
	now = now.Add(60 * time.Millisecond)
	f(protocol.Progress{Done: 2, Total: 10, Phase: "a"}) // interval passed: sent
	f(protocol.Progress{Done: 0, Total: 5, Phase: "b"})  // new phase: sent
	f(protocol.Progress{Done: 5, Total: 5, Phase: "b"})  // done: sent
	var done []int
	for _, p := range sent {
		done = append(done, p.Done)
	}
	if fmt.Sprint(done) != "[0 2 0 5]" {
		t.Fatalf("sent %v", sent)
	}
}

func TestFacts(t *testing.T) {
	// unique4 has four empty cells, each forced: 12.4/341./.143/4.21.
	r := handle(t, protocol.Request{ID: 13, Op: protocol.OpFacts, Puzzle: unique4})
	if !r.OK || r.Result == nil || len(r.Result.Facts) != 4 {
		t.Fatalf("facts: %+v %+v", r, r.Result)
	}
	moves := map[string]bool{}
	for _, f := range r.Result.Facts {
		moves[f.Move] = true
		if len(f.At) != 1 || f.Text == "" {
			t.Errorf("fact %+v", f)
		}
	}
	for _, m := range []string{"0,2=3", "1,3=2", "2,0=2", "3,1=3"} {
		if !moves[m] {
			t.Errorf("facts lack %s: %+v", m, r.Result.Facts)
		}
	}
	// Many solutions: the open cells are not all forced.
	if r := handle(t, protocol.Request{ID: 14, Op: protocol.OpFacts, Puzzle: open4}); !r.OK || len(r.Result.Facts) >= 15 {
		t.Fatalf("facts of an open board: %+v", r)
	}
}
