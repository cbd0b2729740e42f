package flow

import (
	"context"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/puzzle"
)

// TestFrontierAgreesWithSAT: on random small boards of both rule sets
// (wider than tall ones too, which the counter reads transposed), the
// frontier counter finds a solution exactly when the SAT model does, and,
// from the SAT model's solution, another colouring exactly when the SAT
// model says there are several. Every colouring it draws passes the rule
// checker, and the other one differs from the first.
func TestFrontierAgreesWithSAT(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	n := 1500
	if testing.Short() {
		n = 150
	}
	seen := map[puzzle.Status]int{}
	ctx := context.Background()
	for i := 0; i < n; i++ {
		p := randomBoard(rng, Rules(rng.IntN(2)), 6, 5)
		ref := p.SolveReference(ctx, 2)
		seen[ref.Status]++
		sol, settled, _ := p.frontierOther(ctx, nil, 0)
		if !settled || (sol != nil) != (ref.Status != puzzle.None) {
			t.Fatalf("%s: frontier found %v (settled %v), SAT %s", puzzle.LinkOf(p), sol != nil, settled, ref.Status)
		}
		if sol == nil {
			continue
		}
		checkCells(t, p, sol)
		first := ref.Answer.(Answer).Cells
		other, settled, _ := p.frontierOther(ctx, first, 0)
		if !settled || (other != nil) != (ref.Status == puzzle.Multiple) {
			t.Fatalf("%s: frontier other %v (settled %v), SAT %s", puzzle.LinkOf(p), other != nil, settled, ref.Status)
		}
		any, settled, _ := p.frontierAny(ctx, first, 64)
		if settled && (any != nil) != (other != nil) {
			t.Fatalf("%s: from four sides other %v, from the top %v", puzzle.LinkOf(p), any != nil, other != nil)
		}
		if any != nil {
			checkCells(t, p, any)
		}
		if other != nil {
			checkCells(t, p, other)
			same := true
			for c := range other {
				same = same && other[c] == first[c]
			}
			if same {
				t.Fatalf("%s: the other colouring is the first", puzzle.LinkOf(p))
			}
		}
	}
	if seen[puzzle.Unique] == 0 || seen[puzzle.Multiple] == 0 || seen[puzzle.None] == 0 {
		t.Fatalf("the random boards did not cover every status: %v", seen)
	}
}

func checkCells(t *testing.T, p *Puzzle, cells []int) {
	t.Helper()
	if v := p.Check(Answer{P: p, Cells: cells, Paths: p.linesOf(cells)}); len(v) > 0 {
		t.Fatalf("%s: the frontier counter's colouring breaks the rules: %v", puzzle.LinkOf(p), v)
	}
}

// TestFrontierGivesUp: past its state budget the counter says so rather
// than answer.
func TestFrontierGivesUp(t *testing.T) {
	p := mustDecode(t, Genre{}.Example())
	if _, settled, _ := p.frontierOther(context.Background(), nil, 3); settled {
		t.Fatal("a budget of 3 states settled the example")
	}
	if sol, settled, _ := p.frontierOther(context.Background(), nil, 0); !settled || sol == nil {
		t.Fatal("the example has no solution for the frontier counter")
	}
}

// TestFrontierOneWide: boards one cell wide or tall (read transposed)
// with one line along them: unique under Flow Free; under Numberlink too.
func TestFrontierOneWide(t *testing.T) {
	for _, size := range [][2]int{{1, 5}, {5, 1}} {
		for _, rules := range []Rules{FlowFree, Numberlink} {
			nums := make([]int, 5)
			nums[0], nums[4] = 1, 1
			p, err := New(size[0], size[1], rules, nums, nil)
			if err != nil {
				t.Fatal(err)
			}
			sol, settled, _ := p.frontierOther(context.Background(), nil, 0)
			if !settled || sol == nil {
				t.Fatalf("%dx%d %s: no solution", size[0], size[1], rules)
			}
			checkCells(t, p, sol)
			other, settled, _ := p.frontierAny(context.Background(), sol, 0)
			if !settled || other != nil {
				t.Fatalf("%dx%d %s: another colouring %v (settled %v)", size[0], size[1], rules, other, settled)
			}
		}
	}
}

// TestFrontierPruneIsSound: the pruning test (frontier_prune.go) keeps
// every state a solution's lines pass through, and on random boards of
// both rule sets the pruned counter answers as the unpruned one and the
// SAT model: a solution exists, another colouring exists.
func TestFrontierPruneIsSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	n := 1200
	if testing.Short() {
		n = 120
	}
	ctx := context.Background()
	seen := map[puzzle.Status]int{}
	pruned := int64(0)
	for i := 0; i < n; i++ {
		p := randomBoard(rng, Rules(rng.IntN(2)), 7, 2+rng.IntN(6))
		ref := p.SolveReference(ctx, 2)
		seen[ref.Status]++
		plain := p.newFrontier(ctx, nil, 0)
		plain.noPrune = true
		sol0, settled0 := plain.run()
		f := p.newFrontier(ctx, nil, 0)
		sol, settled := f.run()
		pruned += f.pruned
		if !settled || !settled0 || (sol != nil) != (sol0 != nil) || (sol != nil) != (ref.Status != puzzle.None) {
			t.Fatalf("%s: pruned found %v, unpruned %v, SAT %s", puzzle.LinkOf(p), sol != nil, sol0 != nil, ref.Status)
		}
		if sol == nil {
			continue
		}
		checkCells(t, p, sol)
		sols := [][]int{ref.Answer.(Answer).Cells, sol}
		for _, s := range sols {
			// Every state on s's own lines passes the test.
			k := p.newFrontier(ctx, s, 0)
			if !k.knownStates() {
				t.Fatalf("%s: the solution's lines were not followed", puzzle.LinkOf(p))
			}
			for c := 0; c < k.w*k.h; c++ {
				L := k.prepPrune(c)
				if !k.viable(L, k.known[c*k.stride:(c+1)*k.stride]) {
					t.Fatalf("%s: the test drops the state of a solution after frame cell %d", puzzle.LinkOf(p), c)
				}
			}
			o, settled, _ := p.frontierOther(ctx, s, 0)
			q := p.newFrontier(ctx, s, 0)
			q.noPrune = true
			q.knownStates()
			o0, settled0 := q.run()
			if !settled || !settled0 || (o != nil) != (o0 != nil) || (o != nil) != (ref.Status == puzzle.Multiple) {
				t.Fatalf("%s: other: pruned %v, unpruned %v, SAT %s", puzzle.LinkOf(p), o != nil, o0 != nil, ref.Status)
			}
			if o != nil {
				checkCells(t, p, o)
			}
		}
	}
	if seen[puzzle.Unique] == 0 || seen[puzzle.Multiple] == 0 || seen[puzzle.None] == 0 || pruned == 0 {
		t.Fatalf("the random boards did not cover every status or pruned nothing: %v, %d pruned", seen, pruned)
	}
	t.Logf("%v, %d states pruned", seen, pruned)
}
