package scale

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// slitherShape says how a Slitherlink solution is drawn: the loop is the
// border of a random region of about Inside of the cells, grown a cell at
// a time while the outside stays connected to the board's edge (no holes)
// and no two inside cells meet only at a corner (the loop would touch
// itself); ClueShare of the cells keep their number. With Repair, clues
// are then added until the solver proves the board unique: while it finds
// a second loop, the clues of up to Repair cells where that loop's counts
// differ from ours are added (the board stays as close to ambiguous as
// that allows). Random clue sets on these sizes always had several
// solutions, found in a fraction of a second.
type slitherShape struct {
	Inside    float64
	ClueShare float64
	Repair    int
}

// repairBudget bounds each uniqueness proof of a repair; a proof that
// does not finish fails the board (so a board never depends on timing).
const repairBudget = 2 * time.Minute

func buildSlitherlink(sh slitherShape) func(context.Context, int, int, *rand.Rand) (Block, error) {
	return func(ctx context.Context, cols, rows int, rng *rand.Rand) (Block, error) {
		g := grid.Grid{Cols: cols, Rows: rows}
		in := slitherRegion(g, sh, rng)
		inside := func(y, x int) bool { return g.In(y, x) && in[g.Cell(y, x)] }
		clue := func(c int) int {
			y, x := g.YX(c)
			k := 0
			for _, d := range grid.Dirs {
				if inside(y, x) != inside(y+d.Y, x+d.X) {
					k++
				}
			}
			return k
		}
		keep := make([]bool, g.Cells())
		for _, c := range rng.Perm(g.Cells())[:int(float64(g.Cells())*sh.ClueShare)] {
			keep[c] = true
		}
		sol := gridLines(cols, rows, func(c int) string {
			if in[c] {
				return "#"
			}
			return "."
		})
		block := func() Block {
			clues := gridLines(cols, rows, func(c int) string {
				if keep[c] {
					return strconv.Itoa(clue(c))
				}
				return "."
			})
			return Block{
				Meta:     [][2]string{{"solution", "given"}},
				Sections: []Section{{"clues", clues}, {"solution", sol}},
			}
		}
		if sh.Repair == 0 {
			return block(), nil
		}
		for round := 0; ; round++ {
			b := block()
			r, err := solveBlock(ctx, "slitherlink", cols, rows, b)
			if err != nil {
				return Block{}, err
			}
			switch r.Status {
			case puzzle.Unique:
				b.Meta = append([][2]string{{"unique", "yes"}}, b.Meta...)
				return b, nil
			case puzzle.Multiple:
			default:
				return Block{}, fmt.Errorf("repair round %d: %s within %v", round, r.Status, repairBudget)
			}
			other := strings.Join(strings.Fields(r.Answer.String()), "")
			otherIn := func(y, x int) bool { return g.In(y, x) && other[g.Cell(y, x)] == '#' }
			var differ []int
			for c := range g.Cells() {
				y, x := g.YX(c)
				k := 0
				for _, d := range grid.Dirs {
					if otherIn(y, x) != otherIn(y+d.Y, x+d.X) {
						k++
					}
				}
				if !keep[c] && k != clue(c) {
					differ = append(differ, c)
				}
			}
			if len(differ) == 0 {
				// The answer given was ours: any unclued cell helps.
				for c := range keep {
					if !keep[c] {
						differ = append(differ, c)
					}
				}
			}
			if len(differ) == 0 {
				return Block{}, fmt.Errorf("every cell clued and still %s", r.Status)
			}
			for _, i := range rng.Perm(len(differ))[:min(sh.Repair, len(differ))] {
				keep[differ[i]] = true
			}
		}
	}
}

// solveBlock decodes a block as the benchmark run does and settles it
// (limit 2) within repairBudget.
func solveBlock(ctx context.Context, genre string, cols, rows int, b Block) (puzzle.Result, error) {
	b.Name, b.Cols, b.Rows = "repair", cols, rows
	set, err := benchset.Read(strings.NewReader(Board{Block: b}.Text()), genre+"/repair.txt")
	if err != nil {
		return puzzle.Result{}, err
	}
	p, err := set.Instances[0].Decode(genre)
	if err != nil {
		return puzzle.Result{}, err
	}
	s, ok := p.(puzzle.Solver)
	if !ok {
		return puzzle.Result{}, fmt.Errorf("%s has no solver", genre)
	}
	ctx, cancel := context.WithTimeout(ctx, repairBudget)
	defer cancel()
	return s.Solve(ctx, 2), nil
}

func slitherRegion(g grid.Grid, sh slitherShape, rng *rand.Rand) []bool {
	n := g.Cells()
	in := make([]bool, n)
	start := g.Cell(g.Rows/4+rng.IntN(g.Rows/2+1), g.Cols/4+rng.IntN(g.Cols/2+1))
	in[start] = true
	size := 1
	frontier := map[int]bool{}
	var nb []int
	addFrontier := func(c int) {
		for _, d := range g.Neighbours(nb[:0], c) {
			if !in[d] {
				frontier[d] = true
			}
		}
	}
	addFrontier(start)
	want := int(float64(n) * sh.Inside)
	for fails := 0; size < want && fails < 20*n; {
		// A deterministic pick: the frontier in cell order, a random one.
		list := make([]int, 0, len(frontier))
		for c := range n {
			if frontier[c] {
				list = append(list, c)
			}
		}
		if len(list) == 0 {
			break
		}
		c := list[rng.IntN(len(list))]
		if !slitherFits(g, in, c) {
			fails++
			continue
		}
		in[c] = true
		delete(frontier, c)
		size++
		addFrontier(c)
	}
	return in
}

// slitherFits says whether c may join the inside: no corner-only contact
// and the outside still reaches the edge everywhere.
func slitherFits(g grid.Grid, in []bool, c int) bool {
	y, x := g.YX(c)
	at := func(y, x int) bool { return g.In(y, x) && in[g.Cell(y, x)] }
	for _, d := range [4][2]int{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}} {
		// The diagonal neighbour inside while both cells between are out.
		if at(y+d[0], x+d[1]) && !at(y+d[0], x) && !at(y, x+d[1]) {
			return false
		}
	}
	in[c] = true
	defer func() { in[c] = false }()
	// Every outside cell must reach the border through outside cells.
	seen := make([]bool, len(in))
	var stack []int
	outside := 0
	for e := range in {
		if in[e] {
			continue
		}
		outside++
		ey, ex := g.YX(e)
		if ey == 0 || ex == 0 || ey == g.Rows-1 || ex == g.Cols-1 {
			seen[e] = true
			stack = append(stack, e)
		}
	}
	reached := 0
	var nb []int
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		reached++
		for _, d := range g.Neighbours(nb[:0], e) {
			if !in[d] && !seen[d] {
				seen[d] = true
				stack = append(stack, d)
			}
		}
	}
	return reached == outside
}
