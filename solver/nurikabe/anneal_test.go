package nurikabe

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"pencilbox/generator/scale"
	"pencilbox/solver/benchset"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// looseBoard is a board like the scale suite's: islands of 2 to
// maxIsland cells grown at random where they touch no other island and
// keep the wall whole, every 2x2 wall block then broken (with any wall it
// cuts off), one number per island at a random cell of it, nothing else
// given.
func looseBoard(t *testing.T, cols, rows, maxIsland int, seed uint64) *Puzzle {
	t.Helper()
	g := grid.Grid{Cols: cols, Rows: rows}
	gr := g.CellGraph()
	rng := rand.New(rand.NewPCG(seed, 1))
	n := g.Cells()
	owner := make([]int, n)
	for c := range owner {
		owner[c] = -1
	}
	wallPieces := func() int {
		_, k := gr.Components(func(c int) bool { return owner[c] < 0 })
		return k
	}
	fits := func(c, id int) bool {
		if owner[c] >= 0 {
			return false
		}
		for _, d := range gr.Adj[c] {
			if owner[d] >= 0 && owner[d] != id {
				return false
			}
		}
		owner[c] = id
		ok := wallPieces() <= 1
		owner[c] = -1
		return ok
	}
	id := 0
	for _, s := range rng.Perm(n) {
		if !fits(s, id) {
			continue
		}
		owner[s] = id
		cells := []int{s}
		for want := 2 + rng.IntN(maxIsland-1); len(cells) < want; {
			var front []int
			for _, c := range cells {
				for _, d := range gr.Adj[c] {
					if owner[d] < 0 {
						front = append(front, int(d))
					}
				}
			}
			added := false
			for _, k := range rng.Perm(len(front)) {
				if fits(front[k], id) {
					owner[front[k]] = id
					cells = append(cells, front[k])
					added = true
					break
				}
			}
			if !added {
				break
			}
		}
		id++
	}
	// Break the 2x2 wall blocks: a random cell turns white, and so does
	// any wall it cuts off the largest piece.
	for y := 0; y+1 < rows; y++ {
		for x := 0; x+1 < cols; x++ {
			c := g.Cell(y, x)
			if owner[c] >= 0 || owner[c+1] >= 0 || owner[c+cols] >= 0 || owner[c+cols+1] >= 0 {
				continue
			}
			owner[[4]int{c, c + 1, c + cols, c + cols + 1}[rng.IntN(4)]] = id
			comp, k := gr.Components(func(d int) bool { return owner[d] < 0 })
			size := make([]int, k)
			for _, p := range comp {
				if p >= 0 {
					size[p]++
				}
			}
			main := 0
			for p := range size {
				if size[p] > size[main] {
					main = p
				}
			}
			for d, p := range comp {
				if p >= 0 && int(p) != main {
					owner[d] = id
				}
			}
		}
	}
	clues := make([]int, n)
	for c := range clues {
		clues[c] = NoClue
	}
	comp, k := gr.Components(func(c int) bool { return owner[c] >= 0 })
	islands := make([][]int, k)
	for c, p := range comp {
		if p >= 0 {
			islands[p] = append(islands[p], c)
		}
	}
	for _, isl := range islands {
		clues[isl[rng.IntN(len(isl))]] = len(isl)
	}
	p, err := NewPuzzle(g, clues)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// wallWhole is the plain check: the wall cells of owner form one group.
func wallWhole(gr grid.Graph, owner []int32) bool {
	comp, n := gr.Components(func(c int) bool { return owner[c] < 0 })
	_ = comp
	return n <= 1
}

// TestAnnealWallCheck compares wallStaysWhole (the eight-neighbour ring
// shortcut and the bounded searches) with a full count of the wall's
// pieces, on the states of a repair search in progress.
func TestAnnealWallCheck(t *testing.T) {
	// A small board with large islands, and a wider one with islands of
	// up to 9 cells, whose wall joins round longer loops.
	for _, c := range []struct{ cols, rows, island, rounds int }{{14, 12, 12, 300}, {32, 20, 9, 60}} {
		wallCheckAgrees(t, looseBoard(t, c.cols, c.rows, c.island, 3), c.rounds)
	}
}

func wallCheckAgrees(t *testing.T, p *Puzzle, rounds int) {
	b := propagatedBoard(t, p)
	a := newAnnealer(b, 7, nil)
	if !wallWhole(b.gr, a.owner) {
		t.Fatal("the start's wall is in pieces")
	}
	checked := 0
	for round := 0; round < rounds; round++ {
		for x := range a.owner {
			if a.owner[x] >= 0 {
				continue
			}
			got := a.wallStaysWhole(x)
			a.owner[x] = 0
			want := wallWhole(b.gr, a.owner)
			a.owner[x] = -1
			if got != want {
				t.Fatalf("round %d, cell %s: wallStaysWhole %v, the wall's pieces say %v", round, p.rc(x), got, want)
			}
			checked++
		}
		for range 50 {
			a.step(0.5)
		}
		if !wallWhole(b.gr, a.owner) {
			t.Fatalf("round %d: a move cut the wall", round)
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d cells checked", checked)
	}
}

// TestAnnealInvariants runs the repair search (moves, ejection chains
// for the islands that lack cells, and now and then a ruin) and checks
// what it keeps true at every step (annealSound).
func TestAnnealInvariants(t *testing.T) {
	p := looseBoard(t, 16, 16, 16, 5)
	b := propagatedBoard(t, p)
	a := newAnnealer(b, 2, nil)
	ruins := 0
	for round := 0; round < 200; round++ {
		for range 100 {
			a.step(0.6)
		}
		for _, i := range slices.Clone(a.lacking.list) {
			a.chain(i, 0.6)
		}
		if round%10 == 0 && a.cost() > 0 {
			a.ruin()
			ruins++
		}
		annealSound(t, a, round)
	}
	if ruins == 0 {
		t.Fatal("no ruin tried: the board was solved at once")
	}
}

// TestAnnealChain: ejection chains from the starts of a board of small
// islands (where many lack cells) keep the search's invariants, and some
// run through two islands or more.
func TestAnnealChain(t *testing.T) {
	b := propagatedBoard(t, looseBoard(t, 40, 40, 9, 1))
	long := 0
	for seed := uint64(1); seed <= 10; seed++ {
		a := newAnnealer(b, seed, nil)
		for k, i := range slices.Clone(a.lacking.list) {
			a.chainPath = a.chainPath[:0]
			a.chain(i, annealHot)
			if len(a.chainPath) >= 2 {
				long++
			}
			annealSound(t, a, k)
		}
	}
	if long == 0 {
		t.Fatal("no chain through two islands: nothing checked")
	}
}

// annealSound checks what the repair search keeps true: a whole wall,
// islands connected, holding their clue, no larger than their number
// and never touching; the pool and shortfall counts equal to a recount.
func annealSound(t *testing.T, a *annealer, round int) {
	t.Helper()
	b, p := a.b, a.b.p
	if !wallWhole(b.gr, a.owner) {
		t.Fatalf("round %d: the wall is in pieces", round)
	}
	short := 0
	for i, cs := range a.cells {
		if len(cs) > a.want[i] {
			t.Fatalf("island %d has %d cells, number %d", i, len(cs), a.want[i])
		}
		short += a.want[i] - len(cs)
		if a.owner[a.clue[i]] != int32(i) {
			t.Fatalf("island %d lost its clue", i)
		}
		seen := b.gr.Reach([]int{a.clue[i]}, func(c int) bool { return a.owner[c] == int32(i) })
		n := 0
		for _, s := range seen {
			if s {
				n++
			}
		}
		if n != len(cs) {
			t.Fatalf("island %d: %d cells, %d connected", i, len(cs), n)
		}
	}
	if short != a.short {
		t.Fatalf("short %d, recount %d", a.short, short)
	}
	pools := 0
	for c := range a.owner {
		if c%a.cols+1 < a.cols && c/a.cols+1 < a.rows && a.pool(c) {
			pools++
		}
		for _, d := range b.gr.Adj[c] {
			if o, od := a.owner[c], a.owner[d]; o >= 0 && od >= 0 && o != od {
				t.Fatalf("islands %d and %d touch at %s", o, od, p.rc(c))
			}
		}
		if b.v[c] == wallV && a.owner[c] >= 0 {
			t.Fatalf("decided wall %s unshaded", p.rc(c))
		}
		if a.wall[a.framed(c)] != (a.owner[c] < 0) {
			t.Fatalf("round %d: the framed wall differs from the owners at %s", round, p.rc(c))
		}
	}
	frame := 0
	for _, w := range a.wall {
		if w {
			frame++
		}
	}
	for _, o := range a.owner {
		if o < 0 {
			frame--
		}
	}
	if frame != 0 {
		t.Fatalf("round %d: %d framed wall cells beyond the board's", round, frame)
	}
	if pools != a.pools {
		t.Fatalf("pools %d, recount %d", a.pools, pools)
	}
}

// TestAnnealFindsAnswers: on loose boards the repair search's answers
// pass the checker and differ, and Solve settles such boards as
// Multiple with a checked answer.
func TestAnnealFindsAnswers(t *testing.T) {
	for _, seed := range []uint64{1, 2} {
		p := looseBoard(t, 30, 30, 20, seed)
		b := propagatedBoard(t, p)
		if !b.annealWants() {
			t.Fatalf("seed %d: %d open cells after the rules: not a loose board", seed, b.openCells())
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		sols := p.anneal(ctx, b, 2)
		cancel()
		if len(sols) != 2 {
			t.Fatalf("seed %d: %d answers", seed, len(sols))
		}
		for _, s := range sols {
			if v := p.Check(s); v != nil {
				t.Fatalf("seed %d: answer rejected: %v", seed, v)
			}
		}
		if sols[0].String() == sols[1].String() {
			t.Fatalf("seed %d: the same answer twice", seed)
		}
	}
	p := looseBoard(t, 32, 30, 20, 9)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	r := p.Solve(ctx, 2)
	cancel()
	if r.Status != puzzle.Multiple || r.Answer == nil || p.Check(r.Answer) != nil {
		t.Fatalf("Solve: %v", r.Status)
	}
}

// TestAnnealTwin: from an answer of the repair search, twin finds
// another the checker accepts, one island cell moved (two cells differ),
// and puts the board back as it was.
func TestAnnealTwin(t *testing.T) {
	for _, seed := range []uint64{3, 6} {
		p := looseBoard(t, 24, 24, 12, seed)
		b := propagatedBoard(t, p)
		a := newAnnealer(b, seed, nil)
		sols := a.run(context.Background(), 2000*int64(len(b.v)), 0, 1)
		if len(sols) != 1 || a.cost() != 0 {
			t.Fatalf("seed %d: %d answers, cost %d", seed, len(sols), a.cost())
		}
		before := append([]int32(nil), a.owner...)
		tw, ok := a.twin(sols)
		if !ok {
			t.Fatalf("seed %d: no twin", seed)
		}
		if v := p.Check(tw); v != nil {
			t.Fatalf("seed %d: twin rejected: %v", seed, v)
		}
		diff := 0
		for c := range tw.Cells {
			if (tw.Cells[c] == Wall) != (sols[0].Cells[c] == Wall) {
				diff++
			}
		}
		if diff != 2 {
			t.Fatalf("seed %d: the twin differs in %d cells", seed, diff)
		}
		for c := range before {
			if a.owner[c] != before[c] {
				t.Fatalf("seed %d: twin left %s changed", seed, p.rc(c))
			}
		}
		if a.cost() != 0 || a.answer().String() != sols[0].String() {
			t.Fatalf("seed %d: twin did not put the answer back", seed)
		}
		if _, ok := a.twin([]Answer{sols[0], tw}); !ok {
			t.Fatalf("seed %d: no third answer one move away", seed)
		}
	}
}

// TestAnnealLeavesPublishedBoards: boards the rules mostly decide never
// reach the repair search, before trial propagation or after it (Solve's
// exact path stays theirs).
func TestAnnealLeavesPublishedBoards(t *testing.T) {
	s := benchSet(t)
	for i := range s.Instances {
		in := &s.Instances[i]
		if in.Cols*in.Rows < 600 {
			continue
		}
		p := decodeInstance(t, in)
		b := propagatedBoard(t, p)
		if b.annealWants() {
			t.Errorf("%s: %d of %d cells open: the repair search would run", in.Name, b.openCells(), len(b.v))
		}
		var nodes int64
		if err := b.probe(context.Background(), &nodes); err != nil {
			t.Fatalf("%s: probe: %v", in.Name, err)
		}
		if b.openCells() >= annealOpen {
			t.Errorf("%s: %d cells open after trial propagation: the repair search would run", in.Name, b.openCells())
		}
	}
}

// BenchmarkAnneal times the repair search to two answers on a generated
// 40x40 loose board (the scale suite's kind).
func BenchmarkAnneal(b *testing.B) {
	t := &testing.T{}
	p := looseBoard(t, 40, 40, 20, 4)
	for range b.N {
		bd := propagatedBoard(b, p)
		if sols := p.anneal(context.Background(), bd, 2); len(sols) != 2 {
			b.Fatalf("%d answers", len(sols))
		}
	}
}

// TestAnnealNoClues: NewPuzzle refuses a board without numbers, but the
// repair search must not rely on that: it has no island to move and
// declines.
func TestAnnealNoClues(t *testing.T) {
	g := grid.Grid{Cols: 24, Rows: 24}
	clues := make([]int, g.Cells())
	for c := range clues {
		clues[c] = NoClue
	}
	p := &Puzzle{G: g, Clues: clues}
	if newAnnealer(p.newBoard(), 1, nil) != nil {
		t.Fatal("a repair search without islands")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if sols := p.anneal(ctx, p.newBoard(), 2); len(sols) != 0 {
		t.Fatalf("%d answers", len(sols))
	}
}

// TestAnnealRand: the repair search's random source repeats itself for
// a seed, differs between seeds, keeps IntN in range and spreads it
// evenly, and keeps Float64 in [0, 1) with the mean of a uniform draw.
func TestAnnealRand(t *testing.T) {
	a, b, c := newAnnealRand(1), newAnnealRand(1), newAnnealRand(2)
	same := 0
	for range 1000 {
		x, y, z := a.next(), b.next(), c.next()
		if x != y {
			t.Fatal("one seed, two sequences")
		}
		if x == z {
			same++
		}
	}
	if same > 0 {
		t.Fatalf("seeds 1 and 2 drew %d equal numbers of 1000", same)
	}
	r := newAnnealRand(7)
	for _, n := range []int{1, 2, 3, 5, 8, 100, 4096, 1<<32 - 1} {
		for range 1000 {
			if k := r.IntN(n); k < 0 || k >= n {
				t.Fatalf("IntN(%d) = %d", n, k)
			}
		}
	}
	const draws, n = 70000, 7
	var count [n]int
	for range draws {
		count[r.IntN(n)]++
	}
	for k, got := range count {
		if got < draws/n*9/10 || got > draws/n*11/10 {
			t.Fatalf("IntN(7) drew %d %d times of %d: %v", k, got, draws, count)
		}
	}
	sum := 0.0
	for range draws {
		f := r.Float64()
		if f < 0 || f >= 1 {
			t.Fatalf("Float64 = %v", f)
		}
		sum += f
	}
	if mean := sum / draws; mean < 0.49 || mean > 0.51 {
		t.Fatalf("Float64's mean %v", mean)
	}
}

// TestAnnealShortList: the list of islands that lack cells, kept move by
// move, is the list a count from scratch gives, through full and local
// cycles and the ruin of islands.
func TestAnnealShortList(t *testing.T) {
	for _, seed := range []uint64{2, 4} {
		p := looseBoard(t, 26, 24, 9, seed)
		b := propagatedBoard(t, p)
		lists := 0
		// Each round a new search, stopped after one full cycle or
		// more (to 70 moves per cell: local cycles and ruins), most of
		// them before an answer.
		for round := range 30 {
			a := newAnnealer(b, seed+uint64(round), nil)
			a.run(context.Background(), int64(10+round*2)*int64(len(a.owner)), 0, 1)
			want := 0
			for i := range a.clue {
				lacks := len(a.cells[i]) < a.want[i]
				if lacks {
					want++
				}
				if in := a.lacking.at[i] >= 0 && a.lacking.list[a.lacking.at[i]] == int32(i); in != lacks {
					t.Fatalf("seed %d round %d: island %d lacks cells %v, listed %v", seed, round, i, lacks, in)
				}
			}
			if len(a.lacking.list) != want {
				t.Fatalf("seed %d round %d: %d listed, %d lack cells", seed, round, len(a.lacking.list), want)
			}
			if want > 0 {
				lists++
			}
		}
		if lists == 0 {
			t.Fatalf("seed %d: no island ever lacked cells: nothing compared", seed)
		}
	}
}

// BenchmarkAnnealSpread measures the repair search's waiting time, in
// moves per cell to two answers, over annealSpreadSeeds seeds of its
// random source (restarts included), on the scale suite's boards of
// islands of 1-9 cells (suite seeds 1-3, 50x50 and 64x64) and its 64x64
// boards of islands of 2-20 cells: one sub-benchmark a board, reporting
// the mean, median, p90 and max. The time to an answer is a waiting
// time with a long tail, and the tail is what a board's worst case
// feels; run it with -benchtime 1x (and -run X; -bench
// 'AnnealSpread/islands' for the boards of large islands alone).
func BenchmarkAnnealSpread(b *testing.B) {
	for _, sb := range spreadBoards(b) {
		b.Run(sb.name, func(b *testing.B) {
			var per []float64
			for range b.N {
				per = per[:0]
				for k := range annealSpreadSeeds {
					bd := propagatedBoard(b, sb.p)
					sols, made := annealFrom(context.Background(), bd, 2, uint64(k+1)<<32, annealBudget)
					if len(sols) != 2 {
						b.Fatalf("seed %d: %d answers", k+1, len(sols))
					}
					per = append(per, float64(made)/float64(len(bd.v)))
				}
			}
			slices.Sort(per)
			sum := 0.0
			for _, m := range per {
				sum += m
			}
			b.ReportMetric(sum/float64(len(per)), "mean-moves/cell")
			b.ReportMetric(per[len(per)/2], "median-moves/cell")
			b.ReportMetric(per[len(per)*9/10], "p90-moves/cell")
			b.ReportMetric(per[len(per)-1], "max-moves/cell")
		})
	}
}

// annealSpreadSeeds is how many seeds BenchmarkAnnealSpread draws: a
// tail is compared by its few slowest draws, six at the p90.
const annealSpreadSeeds = 60

type spreadBoard struct {
	name string
	p    *Puzzle
}

// spreadBoards makes the scale suite's boards of islands of 1-9 cells
// and its 64x64 boards of islands of 2-20.
func spreadBoards(b *testing.B) []spreadBoard {
	var out []spreadBoard
	for _, c := range scale.Suite() {
		if c.Genre != "nurikabe" || c.Name != "small" && (c.Name != "islands" || c.Cols != 64) {
			continue
		}
		for seed := uint64(1); seed <= 3; seed++ {
			for i := range c.Count {
				bd, err := c.MakeBoard(context.Background(), seed, i)
				if err != nil {
					b.Fatal(err)
				}
				s, err := benchset.Read(strings.NewReader(bd.Text()), "nurikabe/spread.txt")
				if err != nil {
					b.Fatal(err)
				}
				out = append(out, spreadBoard{bd.Block.Name, decodeInstance(b, &s.Instances[0])})
			}
		}
	}
	if len(out) == 0 {
		b.Fatal("no scale boards of islands of 1-9 cells")
	}
	return out
}

// TestAnnealLearns: a restart's first islands are grown in full before
// the others, and a run counts the islands short at its cycles' ends.
func TestAnnealLearns(t *testing.T) {
	p := looseBoard(t, 30, 30, 9, 4)
	b := propagatedBoard(t, p)
	a := newAnnealer(b, 1, nil)
	// The islands of at most 9 cells that the round robin leaves short
	// (the board also has a few larger ones, joined where 2x2 wall blocks
	// were broken).
	var short []int32
	for i := range a.clue {
		if a.want[i] <= 9 && len(a.cells[i]) < a.want[i] {
			short = append(short, int32(i))
		}
	}
	if len(short) == 0 {
		t.Fatal("no island short at the start: nothing compared")
	}
	a = newAnnealer(b, 1, short)
	for _, i := range short {
		if len(a.cells[i]) != a.want[i] {
			t.Fatalf("island %d grew first to %d of %d cells", i, len(a.cells[i]), a.want[i])
		}
	}
	a.run(context.Background(), 40*int64(len(a.owner)), 0, 1)
	counted := 0
	for _, k := range a.troubled {
		counted += k
	}
	if counted == 0 {
		t.Fatal("no island counted short at a cycle's end")
	}
}

// TestSmallIslandsSettle: boards of many islands of 1-4 cells (made by the
// scale suite's builder, testdata/small_islands.txt), which the rules
// decide too much of for annealWants but trial propagation leaves largely
// open, are settled: the repair search runs after trial propagation.
// Before it did, the ring search and the SAT model found no answer on
// these boards in 20 s.
func TestSmallIslandsSettle(t *testing.T) {
	s, err := benchset.ReadFile("testdata/small_islands.txt")
	if err != nil {
		t.Fatal(err)
	}
	for i := range s.Instances {
		in := &s.Instances[i]
		p := decodeInstance(t, in)
		b := propagatedBoard(t, p)
		if b.annealWants() {
			t.Fatalf("%s: %d of %d cells open after the rules: a loose board", in.Name, b.openCells(), len(b.v))
		}
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		r := p.Solve(ctx, 2)
		cancel()
		if r.Status != puzzle.Multiple || r.Answer == nil || p.Check(r.Answer) != nil {
			t.Errorf("%s: %v", in.Name, r.Status)
		}
	}
}
