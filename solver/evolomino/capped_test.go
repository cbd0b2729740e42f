package evolomino

import (
	"context"
	"testing"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// TestCappedAnswersOpenBoard: on a 16x16 with wide open areas the capped
// phases answer (an answer the rule checker accepts) after caps that
// admit none, within cuts the plain lazy model spends without an answer.
func TestCappedAnswersOpenBoard(t *testing.T) {
	if testing.Short() {
		t.Skip("a 16x16: about a second natively")
	}
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	var p *Puzzle
	for _, in := range set.Instances {
		if in.Name == "evo_16x16_45" {
			p = decodeIn(t, in)
		}
	}
	if p == nil {
		t.Skip("evo_16x16_45 is not in this copy of the set")
	}
	var unsat, answered int
	capTrace = func(k int, st sat.Status, cuts int, d time.Duration) {
		switch st {
		case sat.Unsat:
			unsat++
		case sat.Sat:
			answered = k
		}
	}
	defer func() { capTrace = nil }()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	sq, cuts := p.cappedFirst(ctx, capPhaseCuts, capTotalCuts)
	if sq == nil {
		t.Fatalf("no answer from the capped phases (%d cuts)", cuts)
	}
	if errs := p.Check(Answer{P: p, Squares: sq}); len(errs) > 0 {
		t.Fatalf("the answer breaks a rule: %v", errs)
	}
	if unsat == 0 {
		t.Errorf("no cap proved none: the schedule started above the answers' blocks")
	}
	largest := 0
	_, members := p.blocks(sq)
	for _, b := range members {
		largest = max(largest, len(b))
	}
	if largest > answered {
		t.Errorf("an answer under cap %d has a block of %d squares", answered, largest)
	}
	if r := p.solveSAT(ctx, 1, cuts, 0); r.Status != puzzle.Unknown {
		t.Errorf("the plain lazy model answered within %d cuts too (%s): the board no longer shows the caps' gain", cuts, r.Status)
	}
}

// TestCappedNeverSaysNone: on boards without an answer every cap proves
// none, and the capped phases report no answer (never a wrong one), for
// the portfolio to settle.
func TestCappedNeverSaysNone(t *testing.T) {
	_, small := sampleOf(t, 6, 8, 6, 3)
	ctx := context.Background()
	for _, in := range small {
		p0 := decodeIn(t, in)
		none := append([]uint8(nil), p0.Cells...)
		none[p0.Arrows[0][0]], none[p0.Arrows[0][1]] = Given, Given
		p, err := NewPuzzle(p0.G, none, p0.Arrows)
		if err != nil {
			t.Fatal(err)
		}
		if sq, _ := p.cappedFirst(ctx, capPhaseCuts, capTotalCuts); sq != nil {
			t.Errorf("%s with two squares in a row on an arrow: an answer", in.Name)
		}
		if sq, _ := p0.cappedFirst(ctx, capPhaseCuts, capTotalCuts); sq == nil || p0.Check(Answer{P: p0, Squares: sq}) != nil {
			t.Errorf("%s: no accepted answer from the capped phases", in.Name)
		}
	}
}

// TestArrowCapsSound: the per-arrow schedule alone, on 9x9-12x12 public
// boards with one recorded answer: a phase proves none only for caps the
// recorded answer breaks (its cap cuts exclude nothing within the caps),
// the answer it gives is accepted and keeps every block within the caps
// of its phase, and phases loosen only some caps, never all at once
// after the first.
func TestArrowCapsSound(t *testing.T) {
	_, list := sampleOf(t, 9, 12, 4, 2)
	for _, in := range list {
		p := decodeIn(t, in)
		rec, err := p.ParseAnswer(in.Solution)
		if err != nil {
			t.Fatal(err)
		}
		var phases, partial int
		var prev, satCaps []int
		capPhaseTrace = func(m *model, st sat.Status) {
			phases++
			fits := withinArrowCaps(p, rec.(Answer).Squares, m.arrowCap)
			switch st {
			case sat.Unsat:
				if fits {
					t.Errorf("%s: caps %v proved none, but the recorded answer fits them", in.Name, m.arrowCap)
				}
			case sat.Sat:
				satCaps = append([]int(nil), m.arrowCap...)
			}
			if prev != nil {
				same := 0
				for a := range prev {
					if prev[a] == m.arrowCap[a] {
						same++
					}
				}
				if same > 0 {
					partial++
				}
			}
			prev = append(prev[:0], m.arrowCap...)
		}
		r := &capRun{p: p, phaseCuts: capPhaseCuts, loosen: p.arrowCaps(p.capLimit())}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		sq, _ := r.run(ctx, capTotalCuts)
		cancel()
		capPhaseTrace = nil
		if sq == nil {
			t.Logf("%s: no answer from the per-arrow caps alone", in.Name)
			continue
		}
		if errs := p.Check(Answer{P: p, Squares: sq}); len(errs) > 0 {
			t.Errorf("%s: the answer breaks a rule: %v", in.Name, errs)
		}
		if satCaps == nil || !withinArrowCaps(p, sq, satCaps) {
			t.Errorf("%s: an answer past its phase's caps %v", in.Name, satCaps)
		}
		if phases > 2 && partial == 0 {
			t.Errorf("%s: every phase loosened every cap", in.Name)
		}
	}
}

// withinArrowCaps reports whether every block of sq whose one arrow
// square lies on arrow a has at most caps[a] squares.
func withinArrowCaps(p *Puzzle, sq []bool, caps []int) bool {
	_, members := p.blocks(sq)
	for _, cells := range members {
		on := -1
		for _, c := range cells {
			if p.arrowOf[c] >= 0 {
				on = int(p.arrowOf[c])
			}
		}
		if on >= 0 && len(cells) > caps[on] {
			return false
		}
	}
	return true
}

// TestCapCover: the cover of a block past a cap k cuts only sets of k+1
// connected squares of that block, each once, and every square of the
// block lies in one of them.
func TestCapCover(t *testing.T) {
	_, small := sampleOf(t, 8, 8, 1, 1)
	p := decodeIn(t, small[0])
	m := p.newModel()
	// Every cell some block may use a square: large blocks.
	sq := append([]bool(nil), m.ok...)
	for c := range sq {
		sq[c] = sq[c] && p.Cells[c] != Shaded
	}
	comp, members := p.blocks(sq)
	const k = 3
	var x2c = map[sat.Lit]int{}
	for c, l := range m.x {
		x2c[l.Not()] = c
	}
	tested := 0
	for id, cells := range members {
		if len(cells) <= k {
			continue
		}
		tested++
		cuts := m.capCover(nil, comp, cells, k)
		covered := map[int]bool{}
		seen := map[string]bool{}
		for _, cl := range cuts {
			set := make([]int, len(cl))
			for i, l := range cl {
				c, ok := x2c[l]
				if !ok || comp[c] != int32(id) {
					t.Fatalf("a cut of block %d has %v, not one of its squares", id, l)
				}
				set[i] = c
				covered[c] = true
			}
			if len(set) != k+1 || !connected(p.G.Cols, set) {
				t.Fatalf("cut %v: not %d connected squares", set, k+1)
			}
			if key := string(m.setKey(set)); seen[key] {
				t.Fatalf("cut %v twice", set)
			} else {
				seen[key] = true
			}
		}
		if len(covered) != len(cells) {
			t.Errorf("block of %d squares: %d covered", len(cells), len(covered))
		}
	}
	if tested == 0 {
		t.Fatal("no block past the cap")
	}
}
