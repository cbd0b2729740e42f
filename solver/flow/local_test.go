package flow

import (
	"context"
	"math/rand/v2"
	"slices"
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

// TestSolveWideAgrees: on boards 13 wide, Solve's path for wide Flow Free
// boards (first answer, local look, SAT for a line beside itself, the
// touch-free count) gives the status the frontier counter gives from the
// same first answer, and its answer passes the checker.
func TestSolveWideAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	n := 8
	if testing.Short() {
		n = 3
	}
	ctx := context.Background()
	seen := map[puzzle.Status]int{}
	for i := 0; i < n; i++ {
		p := touchFreeBoard(rng, 13, 13+rng.IntN(2), 14+rng.IntN(6))
		r, complete, ok := p.solveFlowFreeWide(ctx, 2)
		if !ok {
			seen[puzzle.None]++ // no touch-free answer: the general path's
			continue
		}
		if !complete {
			t.Fatalf("%s: the wide path did not settle it", puzzle.LinkOf(p))
		}
		if err := puzzle.Verify(p, r); err != nil {
			t.Fatalf("%s: %v", puzzle.LinkOf(p), err)
		}
		first := r.Answer.(Answer).Cells
		other, settled, _ := p.frontierAny(ctx, first, 4_000_000)
		if !settled {
			continue
		}
		want := puzzle.Unique
		if other != nil {
			want = puzzle.Multiple
		}
		if r.Status != want {
			t.Fatalf("%s: wide path %s, frontier counter %s", puzzle.LinkOf(p), r.Status, want)
		}
		seen[want]++
	}
	t.Logf("settled by both (none: left to the general path): %v", seen)
	if seen[puzzle.Unique]+seen[puzzle.Multiple] == 0 {
		t.Fatal("no board was settled by both")
	}
}

// touchFreeBoard joins the cells into random paths, none beside itself,
// until about want remain (the generator's way, in short): a board whose
// paths are a touch-free answer.
func touchFreeBoard(rng *rand.Rand, cols, rows, want int) *Puzzle {
	for {
		n := cols * rows
		of := make([]int, n)
		paths := make([][]int, n)
		for c := range paths {
			of[c], paths[c] = c, []int{c}
		}
		nbs := make([][]int, n)
		for c := range nbs {
			y, x := c/cols, c%cols
			if x+1 < cols {
				nbs[c] = append(nbs[c], c+1)
			}
			if y+1 < rows {
				nbs[c] = append(nbs[c], c+cols)
			}
			if x > 0 {
				nbs[c] = append(nbs[c], c-1)
			}
			if y > 0 {
				nbs[c] = append(nbs[c], c-cols)
			}
		}
		nb := func(c int) []int { return nbs[c] }
		isEnd := func(c int) bool { q := paths[of[c]]; return q[0] == c || q[len(q)-1] == c }
		alive := n
		for alive > want {
			var joins [][2]int
			for a := 0; a < n; a++ {
				for _, b := range nb(a) {
					if b < a || of[a] == of[b] || !isEnd(a) || !isEnd(b) || len(paths[of[a]])+len(paths[of[b]]) > 3*n/want {
						continue
					}
					ok := true
					for _, c := range paths[of[a]] {
						for _, d := range nb(c) {
							if of[d] == of[b] && !(c == a && d == b) {
								ok = false
							}
						}
					}
					if ok {
						joins = append(joins, [2]int{a, b})
					}
				}
			}
			if len(joins) == 0 {
				break
			}
			j := joins[rng.IntN(len(joins))]
			A, B := paths[of[j[0]]], paths[of[j[1]]]
			if A[len(A)-1] != j[0] {
				slices.Reverse(A)
			}
			if B[0] != j[1] {
				slices.Reverse(B)
			}
			pb := of[j[1]]
			paths[of[j[0]]] = append(A, B...)
			for _, c := range B {
				of[c] = of[j[0]]
			}
			paths[pb] = nil
			alive--
		}
		nums := make([]int, n)
		k, ok := 0, true
		for _, q := range paths {
			if q == nil {
				continue
			}
			if len(q) < 2 {
				ok = false
				break
			}
			k++
			nums[q[0]], nums[q[len(q)-1]] = k, k
		}
		if !ok {
			continue
		}
		p, err := New(cols, rows, FlowFree, nums, nil)
		if err != nil {
			panic(err)
		}
		return p
	}
}
