package flow

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

// TestTouchFreeFillAgreesWithCounter: on random small boards the SAT
// colouring model finds a touch-free fill-all colouring exactly when the
// exact colouring counter (touch-free, every cell filled) does, and every
// colouring it returns passes the checker.
func TestTouchFreeFillAgreesWithCounter(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 11))
	n := 600
	if testing.Short() {
		n = 60
	}
	found, none := 0, 0
	for i := 0; i < n; i++ {
		rules := FlowFree
		if i%2 == 1 {
			rules = Numberlink
		}
		p := randomBoard(rng, rules, 6, 5)
		cnt := newColourCounter(context.Background(), p, 1, 0, nil, true, true)
		o := cnt.run()
		if !o.Complete && len(o.Solutions) == 0 {
			t.Fatalf("board %d: the counter did not finish", i)
		}
		cells, settled := p.touchFreeFill(context.Background(), false)
		if !settled {
			t.Fatalf("board %d: no verdict without a deadline", i)
		}
		if (cells != nil) != (len(o.Solutions) > 0) {
			t.Fatalf("board %d (%dx%d, %d pairs): SAT found %v, counter %d solutions", i, p.G.Cols, p.G.Rows, p.Colours(), cells != nil, len(o.Solutions))
		}
		if cells == nil {
			none++
			continue
		}
		found++
		checkCells(t, p, cells)
	}
	if found == 0 || none == 0 {
		t.Fatalf("sample too narrow: %d found, %d none", found, none)
	}
}

// TestTouchFreeFillNone: two pairs that must cross have no colouring.
func TestTouchFreeFillNone(t *testing.T) {
	p, err := New(3, 3, Numberlink, []int{0, 1, 0, 2, 0, 2, 0, 1, 0}, nil)
	if err != nil {
		t.Fatal(err)
	}
	cells, settled := p.touchFreeFill(context.Background(), false)
	if cells != nil || !settled {
		t.Fatalf("got %v settled %v, want none", cells, settled)
	}
}

// TestTouchFreeFillJanko: janko boards the quick fill pass does not solve
// (15x15, a few pairs; 30x30 with 46 pairs, which took 14 s before the 2x2
// and 2x3 clauses and takes about 1 s now) get a first answer that the
// checker accepts.
func TestTouchFreeFillJanko(t *testing.T) {
	names := map[string]bool{"janko_0127": true}
	if !testing.Short() {
		names["janko_0139"], names["janko_0158"], names["janko_0567"] = true, true, true
	}
	s := readSet(t, "janko_arukone.txt")
	seen := 0
	for _, in := range s.Instances {
		if !names[in.Name] {
			continue
		}
		seen++
		p, err := decodeBlock(in.Cols, in.Rows, in.Meta, in.Sections)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		start := time.Now()
		cells, settled := p.touchFreeFill(ctx, false)
		cancel()
		t.Logf("%s: %v settled %v in %v", in.Name, cells != nil, settled, time.Since(start))
		if cells == nil {
			t.Fatalf("%s: no colouring (settled %v)", in.Name, settled)
		}
		checkCells(t, p, cells)
		rec, err := p.ParseAnswer(in.Solution)
		if err == nil && rec.String() != p.answer(cells).String() {
			t.Logf("%s: differs from the recorded solution", in.Name)
		}
	}
	if seen != len(names) {
		t.Fatalf("found %d of %d instances", seen, len(names))
	}
}

// TestTouchFreeEmptyAgreesWithSAT: allowing empty cells, the model finds a
// colouring exactly when the SAT reference finds any Numberlink answer.
func TestTouchFreeEmptyAgreesWithSAT(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 13))
	n := 300
	if testing.Short() {
		n = 40
	}
	found, none := 0, 0
	for i := 0; i < n; i++ {
		p := randomBoard(rng, Numberlink, 6, 5)
		ref := p.SolveReference(context.Background(), 1)
		if ref.Status == puzzle.Unknown {
			t.Fatalf("board %d: the reference did not finish", i)
		}
		cells, settled := p.touchFreeFill(context.Background(), true)
		if !settled || (cells != nil) != (ref.Status != puzzle.None) {
			t.Fatalf("%s: found %v (settled %v), reference %s", puzzle.LinkOf(p), cells != nil, settled, ref.Status)
		}
		if cells == nil {
			none++
			continue
		}
		found++
		checkCells(t, p, cells)
	}
	if found == 0 || none == 0 {
		t.Fatalf("sample too narrow: %d found, %d none", found, none)
	}
}

// TestEmptyBalance: every Numberlink answer of the SAT reference leaves
// empty cells whose black minus white count is emptyBalance (lines
// alternate on the checkerboard), and the model bounded to that many
// empty cells (at least 2, as touchFreeFirst asks) returns only checked
// answers within its bound.
func TestEmptyBalance(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	n := 300
	if testing.Short() {
		n = 40
	}
	found := 0
	for i := 0; i < n; i++ {
		p := randomBoard(rng, Numberlink, 6, 5)
		ref := p.SolveReference(context.Background(), 1)
		if ref.Status == puzzle.None {
			continue
		}
		d := 0
		for c, k := range ref.Answer.(Answer).Cells {
			y, x := p.G.YX(c)
			switch {
			case k != 0:
			case (y+x)%2 == 0:
				d++
			default:
				d--
			}
		}
		if d != p.emptyBalance() {
			t.Fatalf("%s: the empty cells' balance is %d, emptyBalance %d", puzzle.LinkOf(p), d, p.emptyBalance())
		}
		m := max(abs(d), 2)
		cells, settled := p.touchFreeFillEmpty(context.Background(), m, false)
		if !settled {
			t.Fatalf("%s: not settled", puzzle.LinkOf(p))
		}
		if cells == nil {
			continue
		}
		found++
		checkCells(t, p, cells)
		empty := 0
		for _, k := range cells {
			if k == 0 {
				empty++
			}
		}
		if empty > m {
			t.Fatalf("%s: %d empty cells, at most %d allowed", puzzle.LinkOf(p), empty, m)
		}
	}
	if found == 0 {
		t.Fatal("the bounded model found nothing")
	}
}

// TestEmptyDetours: the model restricted to the answers a unique puzzle can
// have (touchFreeFillEmpty's unique option) finds the answer of every
// random board that has exactly one, with as many empty cells as it
// leaves; whatever it returns passes the checker.
func TestEmptyDetours(t *testing.T) {
	rng := rand.New(rand.NewPCG(57, 3))
	n := 1000
	if testing.Short() {
		n = 250
	}
	unique := 0
	for i := 0; i < n; i++ {
		p := randomBoard(rng, Numberlink, 6, 5)
		ref := p.SolveReference(context.Background(), 2)
		empty := 0
		if ref.Answer != nil {
			for _, k := range ref.Answer.(Answer).Cells {
				if k == 0 {
					empty++
				}
			}
		}
		m := max(empty, 1)
		cells, settled := p.touchFreeFillEmpty(context.Background(), m, true)
		if !settled {
			t.Fatalf("%s: not settled", puzzle.LinkOf(p))
		}
		if cells != nil {
			checkCells(t, p, cells)
		}
		if ref.Status == puzzle.Unique && empty > 0 {
			unique++
			if cells == nil {
				t.Fatalf("%s: unique with %d empty cells, the model found nothing", puzzle.LinkOf(p), empty)
			}
		}
	}
	t.Logf("%d unique boards with empty cells", unique)
	if unique == 0 {
		t.Fatal("no unique board with empty cells")
	}
}

// TestEmptyDetoursJanko: janko's boards that leave cells empty (each has
// one answer) are answered by touchFreeFirst with their recorded solution.
func TestEmptyDetoursJanko(t *testing.T) {
	s := readSet(t, "janko_arukone.txt")
	seen := 0
	for i := range s.Instances {
		in := &s.Instances[i]
		if in.Meta["covers_all_cells"] != "no" {
			continue
		}
		seen++
		p, err := decodeBlock(in.Cols, in.Rows, in.Meta, in.Sections)
		if err != nil {
			t.Fatal(err)
		}
		want, err := p.parseCells(in.Solution)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		cells := p.touchFreeFirst(context.Background())
		t.Logf("%s %dx%d: %v in %v", in.Name, in.Cols, in.Rows, cells != nil, time.Since(start))
		if cells == nil {
			t.Fatalf("%s: no answer", in.Name)
		}
		checkCells(t, p, cells)
		if fmt.Sprint(cells) != fmt.Sprint(want) {
			t.Fatalf("%s: the answer is not the recorded solution", in.Name)
		}
	}
	if seen == 0 {
		t.Fatal("no board leaves cells empty")
	}
}
