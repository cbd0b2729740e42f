package flow

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"pencilbox/solver/puzzle"
)

// TestLocalOther: the local look finds only real second solutions. On
// random boards up to 6x6 its largest windows cover the whole board, so
// there it must find another colouring exactly when the frontier counter
// does; on boards up to 9x9 whatever it finds passes the rule checker,
// differs from the first solution, and the frontier counter agrees that
// another exists.
func TestLocalOther(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	n := 600
	if testing.Short() {
		n = 100
	}
	ctx := context.Background()
	found, solved := 0, 0
	for i := 0; i < n; i++ {
		side, pairs := 6, 5
		if i%2 == 1 {
			side, pairs = 9, 12
		}
		p := randomBoard(rng, Rules(rng.IntN(2)), side, pairs)
		if i%4 >= 2 {
			p = snakeBoard(rng, Rules(rng.IntN(2)), 3+rng.IntN(side-2), 3+rng.IntN(side-2))
		}
		first, settled, _ := p.frontierOther(ctx, nil, 0)
		if !settled || first == nil {
			continue
		}
		solved++
		other, settled, _ := p.frontierAny(ctx, first, 0)
		local, _ := p.localOther(ctx, first, LocalBudget)
		if local != nil {
			found++
			checkCells(t, p, local)
			same := true
			for c := range local {
				same = same && local[c] == first[c]
			}
			if same {
				t.Fatalf("%s: the local look returned the first solution", puzzle.LinkOf(p))
			}
			if settled && other == nil {
				t.Fatalf("%s: the local look found another colouring, the frontier counter none", puzzle.LinkOf(p))
			}
		}
		if p.G.Cols <= 6 && p.G.Rows <= 6 && settled && (local != nil) != (other != nil) {
			t.Fatalf("%s: the whole-board window found %v, the frontier counter %v", puzzle.LinkOf(p), local != nil, other != nil)
		}
	}
	if found == 0 {
		t.Fatal("the local look never found a second solution")
	}
	t.Logf("%d boards with a solution, %d with a second one found locally", solved, found)
}

// snakeBoard cuts a path that snakes through every cell (along the rows
// or the columns) into pieces of two or more cells whose ends become
// pairs: a board with a solution that fills every cell.
func snakeBoard(rng *rand.Rand, rules Rules, cols, rows int) *Puzzle {
	var order []int
	byRows := rng.IntN(2) == 0
	a, b := rows, cols
	if !byRows {
		a, b = cols, rows
	}
	for i := 0; i < a; i++ {
		for j := 0; j < b; j++ {
			jj := j
			if i%2 == 1 {
				jj = b - 1 - j
			}
			if byRows {
				order = append(order, i*cols+jj)
			} else {
				order = append(order, jj*cols+i)
			}
		}
	}
	nums := make([]int, cols*rows)
	k := 0
	for at := 0; at < len(order); {
		l := 2 + rng.IntN(6)
		if len(order)-at-l < 2 {
			l = len(order) - at
		}
		k++
		nums[order[at]], nums[order[at+l-1]] = k, k
		at += l
	}
	p, err := New(cols, rows, rules, nums, nil)
	if err != nil {
		panic(err)
	}
	return p
}

// TestLocalJumbo: Zucker's jumbo_13x13_26 and jumbo_14x14_01 have a
// second solution (a line beside itself) that the local look finds.
func TestLocalJumbo(t *testing.T) {
	s := readSet(t, "mzucker_flow_solver.txt")
	for i := range s.Instances {
		in := &s.Instances[i]
		if !strings.HasSuffix(in.Name, "jumbo_13x13_26") && !strings.HasSuffix(in.Name, "jumbo_14x14_01") {
			continue
		}
		pz, err := Genre{}.DecodeBenchmark(in.Cols, in.Rows, in.Meta, in.Sections)
		if err != nil {
			t.Fatal(err)
		}
		p := pz.(*Puzzle)
		a, err := p.ParseAnswer(in.Solution)
		if err != nil {
			t.Fatal(err)
		}
		first := a.(Answer).Cells
		other := p.LocalOther(context.Background(), first, 0)
		if other == nil {
			t.Fatalf("%s: no second solution found", in.Name)
		}
		checkCells(t, p, other)
	}
}
