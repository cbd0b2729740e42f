package main

import (
	"fmt"
	"strings"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

func editStart(t *testing.T, q string) editState {
	t.Helper()
	p, err := decodeEditQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	return editState{p}
}

// Edits go through History like moves: undo is a replay, a compound
// entry (typing 1 then 2) is one step.
func TestEditMovesAndHistory(t *testing.T) {
	start := editStart(t, "nurikabe_edit/4/4/")
	var h History
	s := puzzle.State(start)
	for _, m := range []string{givenMove(grid.Point{Y: 1, X: 1}, "1"), Continue(givenMove(grid.Point{Y: 1, X: 1}, "12")), givenMove(grid.Point{Y: 7, X: 7}, "?")} {
		next, err := s.Apply(strings.TrimPrefix(m, MoveSep))
		if err != nil {
			t.Fatal(err)
		}
		s = next
		h.Push(m)
	}
	if len(h.Moves) != 2 {
		t.Fatalf("history %q: typing 1 then 2 should be one entry", h.Moves)
	}
	if got := fmt.Sprint(s.(editState).p.GivenList()); got != "[{(1,1) 12} {(7,7) ?}]" {
		t.Fatalf("board %s", got)
	}
	h.Undo()
	back, err := Replay(start, h.Moves[:h.Pos])
	if err != nil || fmt.Sprint(back.(editState).p.GivenList()) != "[{(1,1) 12}]" {
		t.Fatalf("after undo: %v, %v", back, err)
	}
	if _, err := s.Apply("1,1=17"); err == nil {
		t.Fatal("a 17 on a 16-cell board was placed")
	}
	for _, bad := range []string{"1,1", "a,1=2", "size=3", "size=x,2", ""} {
		if _, err := s.Apply(bad); err == nil {
			t.Errorf("move %q was applied", bad)
		}
	}
}

// Resizing keeps the clues that fit, moves Survo's sums with the board's
// edge, and keeps a Numberlink board Numberlink.
func TestEditResize(t *testing.T) {
	s := editStart(t, "nurikabe_edit/4/4/ct.")
	next, err := s.Apply("size=3,5")
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(next.(editState).p.GivenList()); got != "[{(1,1) 12}]" {
		t.Fatalf("3x5: %s (the 12 fits, the ? at r4c4 does not)", got)
	}
	sv := editStart(t, "survo_edit/4/3/-1e-12-1e-1b-10a-19g6h8k3g")
	big, err := sv.Apply("size=5,4")
	if err != nil {
		t.Fatal(err)
	}
	bp := big.(editState).p
	if got := editGivenAt(bp, grid.Point{Y: 1, X: 11}); got != "30" {
		t.Fatalf("row 1's sum moved to %q, want 30 beside the wider board; givens %v", got, bp.GivenList())
	}
	if got := editGivenAt(bp, grid.Point{Y: 9, X: 1}); got != "27" {
		t.Fatalf("column 1's sum is %q below the taller board; givens %v", got, bp.GivenList())
	}
	nl := editStart(t, "numlin_edit/4/4/1g2j21h3i3")
	small, err := nl.Apply("size=3,3")
	if err != nil {
		t.Fatal(err)
	}
	if l := small.(editState).p.Link(); l.PID != "numlin" {
		t.Fatalf("a resized Numberlink board is %s", l)
	}
}

func TestEditRoutes(t *testing.T) {
	for q, want := range map[string]bool{
		"sudoku_edit/9/9/": true, "sudoku/9/9/": false, "_edit/3/3/": false, "sudoku_edit": false, "lab/sudoku_edit/4/4/": false,
	} {
		if got := parseRoute(q).Kind == pageEdit; got != want {
			t.Errorf("%q: edit page %v, want %v", q, got, want)
		}
	}
	p, _ := decodeEditQuery("arukone_edit/3/3/")
	if editLink(p) != "/?arukone_edit/3/3/o" {
		t.Fatalf("edit link %s", editLink(p))
	}
	if f, err := decodeEditQuery("futoshiki_edit/5/5/"); err != nil || len(f.GivenList()) != 0 {
		t.Fatalf("an empty Futoshiki body: %v, %v", f, err)
	}
	if _, err := decodeEditQuery("futoshiki_edit/5/5/zz"); err == nil {
		t.Fatal("a broken Futoshiki body opened")
	}
	if _, err := decodeEditQuery("nosuch_edit/3/3/"); err == nil {
		t.Fatal("an unknown genre opened in the editor")
	}
	if _, err := playable(p); err == nil {
		t.Fatal("a Flow board without dots counts as playable")
	}
	for _, c := range catalogue {
		g, _ := puzzle.ByName(c.Name)
		if _, ok := g.(puzzle.Editable); ok && catalogueLive(c.Name) && !HasEditTools(c.Name) {
			t.Errorf("%s can be set but has no editor tools", c.Name)
		}
	}
}

func TestEditSymmetryGaps(t *testing.T) {
	p, _ := decodeEditQuery("nurikabe_edit/3/3/1q")
	gaps := symmetryGaps(p)
	if len(gaps) != 1 || gaps[0] != (grid.Point{Y: 5, X: 5}) {
		t.Fatalf("gaps %v, want r3c3 opposite r1c1", gaps)
	}
	q, _ := decodeEditQuery("nurikabe_edit/3/3/1g2n")
	if gaps := symmetryGaps(q); len(gaps) != 2 {
		t.Fatalf("gaps %v", gaps)
	}
	whole, _ := decodeEditQuery("nurikabe_edit/3/3/1m1")
	if gaps := symmetryGaps(whole); len(gaps) != 0 {
		t.Fatalf("a symmetric board has gaps %v", gaps)
	}
}

func TestEditDraftStorage(t *testing.T) {
	kv := mapStore{}
	s := testSaves(kv)
	d := EditDraft{Start: "sudoku_edit/4/4/", Moves: []string{"1,1=1", "3,3=2"}, Pos: 1}
	if err := s.SaveDraft("sudoku", d); err != nil {
		t.Fatal(err)
	}
	got, ok := s.LoadDraft("sudoku")
	if !ok || got.Start != d.Start || len(got.Moves) != 2 || got.Pos != 1 {
		t.Fatalf("loaded %+v, %v", got, ok)
	}
	if _, ok := kv[DraftKey("sudoku")]; !ok {
		t.Fatal("the draft is not under DraftKeyPrefix")
	}
	for _, raw := range []string{"{", `{"start":"","moves":[]}`, `{"start":"x","moves":["a"],"pos":2}`} {
		kv[DraftKey("flow")] = raw
		if _, ok := s.LoadDraft("flow"); ok {
			t.Errorf("%q was loaded", raw)
		}
	}
}

func TestEditTools(t *testing.T) {
	g, _ := puzzle.ByName("futoshiki")
	b, err := g.(puzzle.Editable).Blank(4, 4)
	if err != nil {
		t.Fatal(err)
	}
	f := b.(puzzle.Clued)
	tools := EditToolsFor(f)
	if len(tools) != 2 || tools[1].Target != targetEdge {
		t.Fatalf("futoshiki tools %+v", tools)
	}
	if got := tools[1].Cycle(grid.Point{Y: 2, X: 1}); got[0] != "^" {
		t.Fatalf("a sign between rows cycles %v", got)
	}
	if nextInCycle([]string{"<", ">"}, "") != "<" || nextInCycle([]string{"<", ">"}, ">") != "" {
		t.Fatal("cycle order")
	}
	fl, _ := decodeEditQuery("arukone_edit/3/3/1h2") // an A and a B already placed
	ft := EditToolsFor(fl)[0]
	if strings.Join(ft.Pad, "") != "ABC?" {
		t.Fatalf("Flow's pad %v, want the letters in use and the next", ft.Pad)
	}
}

// A drag across cells draws Evolomino's arrow steps the way it goes.
func TestEditDragValue(t *testing.T) {
	ev, _ := decodeEditQuery("evolmino_edit/3/3/000")
	var arrows EditTool
	for _, tool := range EditToolsFor(ev) {
		if tool.Drag {
			arrows = tool
		}
	}
	for _, c := range []struct {
		a, b Cursor
		at   grid.Point
		v    string
	}{
		{Cursor{0, 0}, Cursor{0, 1}, grid.Point{Y: 1, X: 2}, ">"},
		{Cursor{0, 1}, Cursor{0, 0}, grid.Point{Y: 1, X: 2}, "<"},
		{Cursor{0, 1}, Cursor{1, 1}, grid.Point{Y: 2, X: 3}, "v"},
		{Cursor{1, 1}, Cursor{0, 1}, grid.Point{Y: 2, X: 3}, "^"},
	} {
		at, v, ok := dragValue(arrows, c.a, c.b)
		if !ok || at != c.at || v != c.v {
			t.Errorf("%v to %v: %v %q %v, want %v %q", c.a, c.b, at, v, ok, c.at, c.v)
		}
		if _, err := (editState{ev}).Apply(givenMove(at, v)); err != nil {
			t.Errorf("the drawn step %v %q: %v", at, v, err)
		}
	}
	if _, _, ok := dragValue(arrows, Cursor{0, 0}, Cursor{1, 1}); ok {
		t.Error("a diagonal step was drawn")
	}
}

// Create a puzzle: the editor's address of a blank board, the genre's
// default size first, and readable refusals.
func TestEditCreateForm(t *testing.T) {
	var f createForm
	f.pick("sudoku")
	if f.cols != "9" || f.rows != "9" {
		t.Fatalf("Sudoku starts at %sx%s", f.cols, f.rows)
	}
	f.cols, f.rows = "4", "4"
	if u, err := f.link(); err != nil || u != "/?sudoku_edit/4/4/v" {
		t.Fatalf("4x4: %q, %v", u, err)
	}
	f.cols = "5"
	if _, err := f.link(); err == nil || !strings.Contains(err.Error(), "square") {
		t.Fatalf("5x4 Sudoku: %v", err)
	}
	f.cols = "x"
	if _, err := f.link(); err == nil {
		t.Fatal("a width of x was taken")
	}
	names := map[string]bool{}
	for _, c := range createChoices() {
		names[c.Name] = true
	}
	for _, n := range []string{"sudoku", "futoshiki", "hashi", "nurikabe", "slitherlink", "fillomino", "evolomino", "flow", "survo"} {
		if !names[n] {
			t.Errorf("%s is not offered in Create a puzzle", n)
		}
	}
}

// Letter keys type 10-16 on boards whose numbers go past 9, as in play,
// and nowhere else; Flow Free's letter tool keeps its letters.
func TestEditLetterKeys(t *testing.T) {
	tool := func(q string) EditTool {
		p, err := decodeEditQuery(q)
		if err != nil {
			t.Fatal(err)
		}
		return EditToolsFor(p)[0]
	}
	big, small := tool("sudoku_edit/16/16/"), tool("sudoku_edit/9/9/")
	for key, want := range map[string]string{"a": "10", "G": "16", "7": "7"} {
		if v, ok := typedKey(big, key); !ok || v != want {
			t.Errorf("16x16 key %q types %q %v, want %q", key, v, ok, want)
		}
	}
	for _, key := range []string{"h", "x", "-"} {
		if v, ok := typedKey(big, key); ok {
			t.Errorf("16x16 key %q types %q", key, v)
		}
	}
	if v, ok := typedKey(small, "a"); ok {
		t.Errorf("9x9 key a types %q", v)
	}
	if v, ok := typedKey(tool("arukone_edit/3/3/1h2"), "c"); !ok || v != "c" {
		t.Errorf("Flow's letter tool: %q %v", v, ok)
	}
}
