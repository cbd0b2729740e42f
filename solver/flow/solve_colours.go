package flow

import (
	"context"

	"pencilbox/solver/sat"
)

// touchFreeFill looks for a first answer with a SAT model: every cell
// takes one colour, a dot has exactly one link and every other cell
// exactly two, and no 2x2 block has more than two links. With every cell filled
// and no line beside itself, two neighbours are linked exactly when they
// share a colour, so degrees are colour-free constraints on the links
// (stated per colour instead, the model was about ten times slower on a
// 20x20). Each colour is then its path plus dot-free cycles; a
// lazy cut forbids the links of each cycle it meets, whatever its colour
// (no answer has a loop of links; cutting the cycle's colour only was
// about 1.5 times slower). A model without
// cycles is a touch-free colouring filling every cell, an answer under
// both rule sets.
//
// With empty (Numberlink only) a cell without a dot may also stay empty,
// with no links; a Numberlink board with any answer has a touch-free one
// (a line beside itself can take the short cut).
//
// It returns the cells (colour per cell, 0 empty), or nil with settled
// true when no such colouring exists (without empty the board may still
// have answers with empty cells or with a line touching itself), or nil
// with settled false on ctx.
func (p *Puzzle) touchFreeFill(ctx context.Context, empty bool) (cells []int, settled bool) {
	if empty {
		return p.touchFreeFillEmpty(ctx, -1, false)
	}
	return p.touchFreeFillEmpty(ctx, 0, false)
}

// touchFreeFillEmpty is touchFreeFill with at most maxEmpty empty cells
// (-1: any number; 0: every cell filled).
//
// With unique it looks only for answers that a puzzle with one answer can
// have: the used cells next to an empty cell, or next to two empty cells
// side by side, lie on pairwise different lines. (Were two of them on one
// line, that line could run through the empty cells between them instead:
// another answer.) Then "settled" with nil only means that no such answer
// exists within the bound.
func (p *Puzzle) touchFreeFillEmpty(ctx context.Context, maxEmpty int, unique bool) (cells []int, settled bool) {
	return p.fillModel(ctx, maxEmpty, unique, nil, nil)
}

// touchFreeFillOther asks the fill model (Numberlink, any empty cells)
// whether there is an answer other than known, a touch-free answer
// without a detour (hasDetour): another answer (touch-free), or nil with
// settled true when there is none. touchFreeSettle checks the detour
// first. The question is for a smallest other answer (fillMinimal); it
// answers in 0.5-6 s on 12x12-15x15 boards that the settled solve left
// open at 15 s before.
// Without one, known is the single smallest answer, M. When it uses every
// cell there is no other (the smaller answer that a breach of minimal's
// clauses gives leaves a cell empty, so is not M). When it leaves cells
// empty, another answer would shrink into M, and the last step before M
// is an answer using some of M's empty cells and giving every other cell
// M's colour or none (see the reference's expands); its touch-free short
// cut is another such answer, or M itself, which makes it a detour. So a
// second question asks for a touch-free answer of that kind. Asking
// instead for any touch-free other answer ran out of 60 s on 15x15 boards
// with one empty cell.
//
// The first question is asked over exchange blocks (exchangeOther, the
// fill model with one variable per 2x2 block in place of its "some cell
// changes colour"); the second with the fill model as it is. Both are
// written apart from the reference's model (reference.go), so that the
// crosscheck compares two encodings; the call is always watched.
//
// Where its time goes on boards with one answer that fills every cell: on
// the one case minimal's clauses allow, an empty cell inside a line's
// corner (a-d-b round the empty e of their 2x2 block, d before e). With
// those corners forbidden as well, a 15x15 janko board says "no other"
// in 0.2 s of CPU instead of 13.7 s, a 20x20 in 0.6 s instead of over 50
// s; but an answer with such a corner also has its twin (a-e-b, d empty),
// so no choice of smallest answer rules them out, and asking for them
// apart (some corner required) costs as much as this question. Also
// measured, no faster: the other answer asked line by line (each line
// as slow as the whole), eager clauses for minimal's reroutes through two
// empty cells, the empty variables first, the plain question without
// minimal's clauses (over 60 s), a first answer and this one from one
// solver (1.14 s against 1.37 s, but the first answer then took 1.07 s).
//
// Why the corners cannot go: some boards' other answers all have one
// (TestOtherAnswerWithCornersOnly keeps two; about 1 in 6,000 random cut
// boards), because a line that turns in free space leaves the cell inside
// its turn empty in every shortest answer, and the balance of empty
// cells can ask for two such turns in different rows. Measured since,
// on 15x15-20x15 janko boards with one answer (wall time at load 5-6,
// two to three times the CPU time), none exact and faster:
//   - the question split in two, corners forbidden (0.1-0.7 s) and then
//     at least one corner required (as long as the whole); the two
//     public multiple 15x10 and 15x15 boards are among the corner-only
//     ones, so the first half settles nothing on janko's boards;
//   - a split by rows: corners in one row, the others forbidden, takes
//     under 1 s a row (a 20x15: 15 s for all rows) but is not exact (the
//     second board above); the exact split by the first row with a
//     corner spends as long on its first rows as the whole question
//     (the 20x15: 53 s on row 1), and asking for corners in two rows at
//     least ran out of 30 s where the whole question took 6-15 s;
//   - a split by the number of empty cells (exactly 2, 4, ...): cheap
//     at first, dearer with each step (a 15x15: 15 s of CPU to reach 20
//     empty cells, unfinished, where the whole question takes 5 s);
//   - lazy cuts from the twins (a twin has as many used cells as M, so
//     no shorter reroute): gophersat refutes these questions before it
//     reaches a full model, so the lazy check never runs;
//   - the corner variables made first (decided first): no gain; 3x3
//     rings of at most six links: slower; index weights that draw empty
//     cells to the border or to the centre instead of the bottom right:
//     up to twice as slow;
//   - one solver for a case split under assumptions: gophersat's Assume
//     binds at the top level and its learnt clauses leave assumed
//     literals out, so they do not hold once the assumption is dropped.
//
// Measured later (process CPU time at load 10-16, where one board's time
// varies by a third from run to run; sums over the same 14 janko
// 15x15-20x15 boards, 2-11 s each, question alone), none a gain beyond
// that noise:
//   - the question never reaches a full model: gophersat refutes it with
//     no lazy cut (no loop, no reroute), so the time is all in clauses
//     over links, colours and empty cells, not in connectivity;
//   - known fills every cell, so another answer gives some cell another
//     colour (a line kept to its own cells in known is known's line): that
//     clause instead of "some cell differs" (sum 43.9 s against 39.6 s);
//     with "a line that loses a cell, or leaves one empty, takes a cell
//     off its route" as well, no better;
//   - the 2x3 rings left out (42.5 s against 46.1 s, boards 0.5x-2x
//     either way); straight U clauses free of colours (an empty cell
//     between two cells of one line), like the diagonal ones: no gain;
//   - each line's checkerboard balance, the parity of the links across
//     each row and column cut (XOR chains): no gain, slower;
//   - the board turned (the same question, other variable order and
//     other twins): a 15x15 takes 7.3, 13.3 and over 10 s as turned,
//     another 17.8 s once and over 11 s and 22 s otherwise: no order wins
//     often enough for turns in rounds to pay;
//   - the answer cell by cell (is there a smallest answer with this cell
//     not as in known, each proven cell kept as a fact): no cell of a
//     15x15 is proven within 256 learned clauses or 80 ms, so each
//     question is as global as the whole;
//   - the frontier counter (frontier.go) from all four sides: 70 M
//     states in 44 s of CPU on a 15x15 that this question settles in
//     5-7 s, unsettled; the colour search with empty cells
//     (newColourCounter): 167,000 nodes in 60 s, no answer. Read from
//     the top, the counter keeps (states after each row) 9.8 K, 39 K,
//     516 K, 806 K on that 15x15, 30 M made by cell 66 of 225 in 30 s;
//     a 20x20: 299 K after row 1, 26 M made by cell 32 of 400; a 24x14
//     8.8 M by cell 89 of 336, a 20x15 4.6 M by cell 37 of 300 (load
//     12-14; the seventh session below restricted it).
//
// Measured in a third session, using the known answer S itself (it fills
// every cell, so another answer differs from it by an even subgraph, the
// boundary of a set of 2x2 blocks: numberlink_exchange.go):
//   - the question over block variables, decided first and false first
//     so that the search starts at S (exchangeOther): exact, and faster
//     on most janko 15x15-24x14 boards (0.6x-0.9x of the CPU time, the
//     question alone), slower on some (1.5x): a gain of about a fifth,
//     not an order of magnitude. It is now the first question. Racing
//     it against the fill model's encoding on two goroutines cannot pay:
//     the sat package runs one gophersat Solve at a time (gophersatMu),
//     and this question is one long Solve call;
//   - gophersat's first choice turned to S's values (every link and
//     colour variable renamed so that S's value is false): within noise;
//   - the tie between a corner and its twin broken by agreement with S
//     (fewer, or more, cells coloured as in S is smaller; then the index
//     sum), which rules out the corners along S's own turns: exact but
//     slower, a 15x15 over 45 s against 0.9 s, a 24x14 15 s against 7 s
//     (either way round): the index order's colour-free corner clause
//     (d > e forbidden for every colour) is the stronger one;
//   - the degree rule stated on the four blocks round each cell as well:
//     slower (a 20x15: 27.5 s against 18.7 s of wall time); the "other"
//     clause over colours beside the one over blocks: within noise;
//   - the largest other answer instead of the smallest (it has no detour,
//     as a detour's longer answer runs beside itself, so is not S): not
//     exact in this model, since the largest may run beside itself and
//     the fill model has touch-free answers only (a corner-only board
//     was called unique).
//
// Measured in a fourth session (process CPU time of exchangeOther at load
// 5-7, a 15x15 janko board it settles in 15.6-17.2 s and a 20x20 it
// leaves open, 40 s of wall time each):
//   - where the time goes: the same question for answers that use every
//     cell (fillModel, no empty cell) says "none" in 21 ms and 50 ms, so
//     all of it is in answers with empty cells; split by the first row of
//     exchange blocks in F, the 15x15 spends 22.3 s on "F meets row 0"
//     and 0.9 s on all the others; split by the board sides that F meets,
//     the 15 cases where F misses a side, or holds the whole border ring,
//     take 8 ms-0.9 s each and "F meets all four sides with a gap" all
//     the rest (over 12 s); with every border cell used the question
//     takes 0.5 s, with some border cell empty 14.2 s. Such answers are
//     the short cuts: lines that leave S's long runs along the border
//     and leave those cells empty, and refuting them is a routing
//     argument that clause learning only makes case by case ("some
//     cell is empty" added as a clause: no gain). No decomposition by
//     sides: on the 20x20 the
//     case "F meets the bottom and left sides only" alone ran past 10 s,
//     and "F meets row 0" past 31 s; nor by border cells: with every
//     border cell used that 20x20 takes 1.2 s, another 20x20 (lines
//     winding through the middle) past 31 s;
//   - ties among equally long answers broken by exchange blocks (fewer
//     blocks first; a corner round an empty cell of a block in F is then
//     forbidden in either turn) instead of index sums: exact, but the
//     15x15 ran past 34 s (the index order's corner clause is stronger);
//   - a colour per side of each row and column cut that splits a pair
//     (some cell pair across the cut has that colour): past 19 s; each
//     used cell's colour on two of its neighbours (a dot's on one), as
//     clauses over colours: past 32 s;
//   - the outer face as a block variable too (each difference then has
//     two sets of blocks): past 30 s; the blocks ordered from the border
//     inwards: 16.1 s, outwards: past 21 s; the empty cells' checkerboard
//     balance left out: 17.9 s;
//   - the largest other answer in a model without the touch-free
//     clauses (lines may run beside themselves; no link with two empty
//     cells side by side beside it, so no detour): past 17.6 s, and as
//     slow with F kept off row 0 as with F meeting it;
//   - gophersat's cutting planes (Solver.CuttingPlanes, tried through a
//     local change to sat, not kept): past 19.8 s;
//   - the profile: 54% is gophersat's clause propagation, about 15% the
//     garbage collector, 3% the watch's certificate text.
//
// Measured in a fifth session: planar separation as clauses added to
// exchangeOther, all exact and none a gain (process CPU time of the
// question alone, load 12-30, the two forms alternating):
//   - a line whose two dots lie on the border ring cuts the board in two:
//     a side bit per cell, equal across neighbours off that line, the
//     ring's two arcs on opposite sides, and no other colour on both
//     arcs. Only 18 of janko's 128 boards of 225 cells or more have such a
//     line; on 17 of them the sum was 31.5 s against 32.3 s (0.1-10 s
//     each, either way), on the 20x20 with two such lines 16-20 s
//     against 33 s;
//   - the same for every line that meets the ring in two runs or more
//     (a side bit per colour and cell, flipped across each run but the
//     last, since a line with one run cuts nothing): 1.1-1.6x slower on
//     9 of 10 15x15-24x14 boards (a 20x15 9.6 s against 6.3 s), level
//     (23 s either way) on a 15x15 that none of these settles faster;
//   - no two colours interleaved along the ring (A..B..A..B, an
//     automaton per ordered pair of colours): a 15x15 and a 20x20 both
//     unsettled at 20 s either way;
//   - the "other" clause over empty cells ("some cell is empty") in place
//     of "some block is in F", after the fill model's question for
//     another answer that fills every cell: 15x15 boards 6.0 s against
//     5.2 s, 10.4 against 12.9, 3.5 against 1.5, a 20x15 unsettled at 15
//     s against 13.0 s;
//   - a bound on the empty cells from distances is none: each line's
//     shortest way (other dots avoided) adds up to 55-75% of the cells
//     on janko's 15x15-24x14 boards.
//
// Measured in a seventh session: the frontier counter restricted to
// smallest answers other than S (minimal's rules read at the frontier),
// both exact (each agreed with the reference or this question on about
// 1,100 random cut boards and found the two corner-only ones), neither a
// gain:
//   - each piece coloured when it starts, so that links follow from the
//     colours (no line beside itself) and minimal's empty-cell clauses
//     are exact, with canonical pieces and S's bit: the colour of each
//     new piece multiplies the states; 591 K after the first row of a
//     10x10 that the plain counter settles with 5 K in all, 1.4 M after
//     cell 10 of the 15x15, its first row unfinished at 60 s;
//   - the plain counter with its plugs, S's bit and planar pruning, plus
//     per frontier cell the label of its line (piece or colour; complete
//     lines one label), dropping a cell beside its own line and an empty
//     cell between two cells of one line unless it turns round it: the
//     labels split states more than the rules drop, 6-7x the plain
//     counter's (two 12x12 settle with 11.8 M and 20.6 M states against
//     2.0 M and 2.8 M; the 15x15 142 K after row 2 against 39 K);
//   - what the empty cells cost: under Flow Free's rules (no empty cell,
//     lines may touch) the plain counter settles the 15x15 with 7.2 M
//     states (rows at most 112 K) and the 24x14 with 3.2 M, but on the
//     20x20 it still makes 340 K after row 2 and 12.7 M by cell 53 in
//     30 s: at width 20 the counter is far from 10 s before any empty
//     cell is allowed.
//
// Measured in an eighth session: a LARGEST other answer T (most used
// cells), lines free to run beside themselves, no touch-free clause.
// Exact (a test-only prototype agreed with the reference on 1,500 random
// cut boards and found the two corner-only ones), but no gain:
//   - a detour through ALL of T's empty cells gives an answer that fills
//     every cell and may run beside itself, which the touch-free question
//     for filling answers does not see; asking for those with touching
//     lines ran past 40 s on a 15x15. So each no-detour clause needs an
//     escape, "at most as many empty cells as the way has" (a sum);
//   - an empty cell alone constrains nothing under this order (a link's
//     two ends are never both beside it), where the smallest order's
//     clauses forbid most of them;
//   - gophersat never reaches a full model: no loop or detour cut fires;
//   - ties broken by the used cells' index sum (corner d < e forbidden,
//     longer or as long reroutes cut) and "other" over exchange blocks
//     help most, yet on 28 janko 11x11-13x13 boards (10 s cap, load 6)
//     it settles 18, in 18.1 s of CPU where this question takes 1.5 s
//     (4.3 s for all 28); without the ties 15 settle; a 15x15 this
//     question leaves open stays open at 40 s in every variant.
//
// A tenth to a third of the question's time natively is the deadline's watch
// (sat's certificate text per learned clause): the 15x15 takes 5.2-5.4 s
// unwatched against 6.0-7.5 s watched.
//
// Measured in a ninth session, this question in other engines
// (sat.Problem.WriteDIMACS of exchangeQuestion's model; process CPU, load 5-9):
// on nine janko boards that Solve leaves open at 20 s (15x15-20x15,
// a 17x17, a 20x20) cadical says "none" in 2.2-4.4 s and minisat in
// 1.9-4.1 s, where gophersat takes 5.2-29 s on six of them (2-9x
// cadical; 6.7-22 s on the DIMACS file, one past 36 s). cadical
// --plain and minisat -no-pre are as fast, and gophersat on minisat's
// simplified CNF is no faster (7.9 s against 6.5 s), so no
// preprocessing pass of ours would close the gap: it is the engine's,
// in search and speed alike (a 15x15: gophersat 80 K conflicts at 9 K
// a second, minisat and cadical 34-36 K at 15-17 K). On two other
// 20x20 boards cadical ran past 110 s (with the balance as a counter
// too) and minisat past 112 s: there the limit is the question itself.
func (p *Puzzle) touchFreeFillOther(ctx context.Context, known []int) (cells []int, settled bool) {
	cells, settled = p.exchangeOther(ctx, known)
	if cells != nil || !settled || !hasZero(known) {
		return cells, settled
	}
	return p.fillModel(ctx, -1, false, nil, known)
}

// fillModel is touchFreeFillEmpty that also excludes one colouring (known,
// nil for none), asking then for smallest answers only (fillMinimal). With
// within (a colouring) every cell has within's colour or none, and some
// cell that within leaves empty is used. (touchFreeFillOther asks the
// question with known over exchange blocks instead; this form stays as
// the other encoding that its tests and BenchmarkNumberlinkOther compare.)
//
// Its steps add variables and constraints in a fixed order: gophersat's
// timings depend on that order, so a step moved is a change of the model.
func (p *Puzzle) fillModel(ctx context.Context, maxEmpty int, unique bool, known, within []int) (cells []int, settled bool) {
	empty := maxEmpty != 0
	if b := p.emptyBalance(); !empty && b != 0 || maxEmpty > 0 && abs(b) > maxEmpty {
		return nil, true // the checkerboard forbids it (emptyBalance)
	}
	f := p.newFill()
	f.vars()
	if empty {
		f.emptyVars(maxEmpty)
	}
	f.degrees()
	f.blocks()
	f.colours()
	if empty && unique {
		f.uniqueDetours()
	}
	f.linkColours()
	f.noLoops()
	if known != nil {
		f.minimal()
	}
	if within != nil {
		f.within(within)
	}
	if known != nil {
		f.other(known, empty)
	}
	return f.solve(ctx)
}

// solve runs the model: the cells of an answer, or nil with settled true
// when there is none, or nil with settled false on ctx. One call can run
// for tens of seconds on big boards (40x25): the sat package stops it at
// ctx's deadline.
func (f *fill) solve(ctx context.Context) (cells []int, settled bool) {
	m, st := f.prob.Solve(ctx)
	switch st {
	case sat.Unsat:
		return nil, true
	case sat.Sat:
	default:
		return nil, false
	}
	return f.cells(m), true
}

// fill is the fill model (fillModel) while it is built: the links, the
// colour and empty variables, and the problem they go into.
type fill struct {
	p          *Puzzle
	prob       *sat.Problem
	n, K       int
	cols, rows int
	edges      [][2]int    // edges[i] joins two neighbours
	inc        [][]int     // inc[c] lists c's links
	e          []sat.Lit   // e[i]: link i is used
	x          [][]sat.Lit // x[c][k-1]: cell c has colour k
	emp        []sat.Lit   // emp[c]: c stays empty (0 unless empty allows it)
}

// newFill lists the links, each cell's with it, right then down, so that
// variables and clauses follow reading order.
func (p *Puzzle) newFill() *fill {
	n := p.G.Cells()
	f := &fill{p: p, prob: &sat.Problem{}, n: n, K: p.Colours(), cols: p.G.Cols, rows: p.G.Rows}
	cols, rows := f.cols, f.rows
	var edges [][2]int
	inc := make([][]int, n)
	for c := 0; c < n; c++ {
		y, xx := p.G.YX(c)
		if xx+1 < cols {
			inc[c] = append(inc[c], len(edges))
			inc[c+1] = append(inc[c+1], len(edges))
			edges = append(edges, [2]int{c, c + 1})
		}
		if y+1 < rows {
			inc[c] = append(inc[c], len(edges))
			inc[c+cols] = append(inc[c+cols], len(edges))
			edges = append(edges, [2]int{c, c + cols})
		}
	}
	f.edges, f.inc = edges, inc
	f.emp = make([]sat.Lit, n)
	return f
}

// vars adds the link variables, then the colours, cell by cell: gophersat
// first decides variables in that order, each false.
func (f *fill) vars() {
	// Before the 2x2 and 2x3 clauses below, colours first was faster (a
	// 30x30: 7 s of CPU against 17 s); with them links first is, barely
	// (30x30 and 40x25: within 10%, native).
	f.e = make([]sat.Lit, len(f.edges))
	for i := range f.e {
		f.e[i] = f.prob.NewVar()
	}
	f.x = make([][]sat.Lit, f.n)
	for c := range f.x {
		f.x[c] = f.prob.NewVars(f.K)
	}
}

// emptyVars adds an empty variable per cell without a dot, with the
// checkerboard balance the empty cells must keep (emptyBalance) and at
// most maxEmpty of them (when positive).
func (f *fill) emptyVars(maxEmpty int) {
	p, prob, emp := f.p, f.prob, f.emp
	var emps []sat.Lit
	var ws []int
	for c := range emp {
		if p.Dots[c] != 0 {
			continue
		}
		emp[c] = prob.NewVar()
		emps = append(emps, emp[c])
		if y, xx := p.G.YX(c); (y+xx)%2 == 0 {
			ws = append(ws, 1)
		} else {
			ws = append(ws, -1)
		}
	}
	prob.SumEqual(emps, ws, p.emptyBalance())
	if maxEmpty > 0 {
		prob.AtMost(maxEmpty, emps...)
	}
}

// degrees adds the links' count per cell: a dot has one link, every other
// cell two, an empty cell none. With every cell used and no line beside
// itself, a link is exactly "same colour", so degrees are colour-free.
func (f *fill) degrees() {
	p, prob, emp := f.p, f.prob, f.emp
	var lits []sat.Lit
	for c := 0; c < f.n; c++ {
		lits = lits[:0]
		for _, i := range f.inc[c] {
			lits = append(lits, f.e[i])
		}
		need := 2
		if p.Dots[c] != 0 {
			need = 1
		}
		if emp[c] != 0 {
			for _, l := range lits {
				prob.AddClause(emp[c].Not(), l.Not())
			}
		}
		exactlyClauses(prob, lits, need, emp[c])
	}
}

// edgeOf is the link between neighbours a and b.
func (f *fill) edgeOf(a, b int) sat.Lit {
	for _, i := range f.inc[a] {
		if f.edges[i][0]+f.edges[i][1]-a == b {
			return f.e[i]
		}
	}
	panic("flow: no link")
}

// blocks adds colour-free bounds on the links of small blocks, which show
// loops long before the colours do.
func (f *fill) blocks() {
	p, prob, n, cols, rows := f.p, f.prob, f.n, f.cols, f.rows
	edgeOf := f.edgeOf
	for c := 0; c < n; c++ {
		if y, xx := p.G.YX(c); y+1 < rows && xx+1 < cols {
			// At most two links in a 2x2 block: three would make a U
			// whose ends are used neighbours of one colour, hence linked,
			// a loop. (A colour-free clause: the colours only show it once
			// they are known; with it the fill model answers 30x30 and
			// 40x25 boards in about 1 s of CPU instead of 14-46 s, 20x20
			// ones in 20-50 ms instead of 0.2-5.4 s.)
			allButTwo(prob, edgeOf, c, c+1, c+1+cols, c+cols)
		}
	}
	// Likewise a 2x3 block's ring of six cells has at most four links:
	// five would join its two ends, used neighbours, through the others.
	// (Mixed, native: a 40x25 takes 0.44 s of CPU against 1.17 s, but a
	// 30x30 and a 20x20 take up to twice as long with it; other boards
	// of 240 cells and up are alike either way, 8-80 ms.)
	for c := 0; c < n; c++ {
		y, xx := p.G.YX(c)
		if y+1 < rows && xx+2 < cols {
			allButTwo(prob, edgeOf, c, c+1, c+2, c+2+cols, c+1+cols, c+cols)
		}
		if y+2 < rows && xx+1 < cols {
			allButTwo(prob, edgeOf, c, c+1, c+1+cols, c+1+2*cols, c+2*cols, c+cols)
		}
	}
}

// colours adds one colour per used cell: a dot's own, any one elsewhere
// unless the cell stays empty.
func (f *fill) colours() {
	p, prob, x, emp, K := f.p, f.prob, f.x, f.emp, f.K
	for c := range x {
		if d := p.Dots[c]; d != 0 {
			for k := 0; k < K; k++ {
				if k == d-1 {
					prob.AddClause(x[c][k])
				} else {
					prob.AddClause(x[c][k].Not())
				}
			}
			continue
		}
		alo := append([]sat.Lit(nil), x[c]...)
		if emp[c] != 0 {
			alo = append(alo, emp[c])
			for k := 0; k < K; k++ {
				prob.AddClause(emp[c].Not(), x[c][k].Not())
			}
		}
		prob.AddClause(alo...)
		prob.AtMostOne(x[c]...)
	}
}

// uniqueDetours adds what an answer of a puzzle with one answer keeps
// (emptyDetours), then the same, free of colours, where it matters most:
// two neighbours of an empty cell that are both beside a fourth cell of
// their 2x2 block are not both linked to it (a 20x20 with 4 empty cells
// and a 15x15 with one: about three times faster).
func (f *fill) uniqueDetours() {
	p, prob, emp, n, cols := f.p, f.prob, f.emp, f.n, f.cols
	p.emptyDetours(prob, f.x, emp)
	for c := 0; c+cols < n; c++ {
		if _, xx := p.G.YX(c); xx+1 >= cols {
			continue
		}
		ring := [4]int{c, c + 1, c + 1 + cols, c + cols}
		for i, ec := range ring {
			if emp[ec] == 0 {
				continue
			}
			a, d, b := ring[(i+1)%4], ring[(i+2)%4], ring[(i+3)%4]
			prob.AddClause(emp[ec].Not(), f.edgeOf(a, d).Not(), f.edgeOf(d, b).Not())
		}
	}
}

// linkColours ties links to colours: a link joins cells of one colour;
// two used neighbours of one colour are linked (no line beside itself).
func (f *fill) linkColours() {
	prob, x, e := f.prob, f.x, f.e
	for i, ed := range f.edges {
		for k := 0; k < f.K; k++ {
			a, b := x[ed[0]][k], x[ed[1]][k]
			prob.AddClause(e[i].Not(), a.Not(), b)
			prob.AddClause(e[i].Not(), b.Not(), a)
			prob.AddClause(e[i], a.Not(), b.Not())
		}
	}
}

// noLoops adds the lazy cut: each component of links is then a line
// between two dots of one colour or a loop, and no solution has that
// loop, whatever its colour.
func (f *fill) noLoops() {
	p, n, inc, edges, e := f.p, f.n, f.inc, f.edges, f.e
	f.prob.Lazy(func(m sat.Model) [][]sat.Lit {
		seen := make([]bool, n)
		var cuts [][]sat.Lit
		var stack, comp []int
		for s := 0; s < n; s++ {
			if seen[s] {
				continue
			}
			seen[s] = true
			stack, comp = append(stack[:0], s), comp[:0]
			dot := false
			for len(stack) > 0 {
				c := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				comp = append(comp, c)
				dot = dot || p.Dots[c] != 0
				for _, i := range inc[c] {
					if o := edges[i][0] + edges[i][1] - c; m.Value(e[i]) && !seen[o] {
						seen[o] = true
						stack = append(stack, o)
					}
				}
			}
			if dot || len(comp) == 1 {
				continue
			}
			var cut []sat.Lit
			for _, c := range comp {
				for _, i := range inc[c] {
					if edges[i][0] == c && m.Value(e[i]) {
						cut = append(cut, e[i].Not())
					}
				}
			}
			cuts = append(cuts, cut)
		}
		return cuts
	})
}

// minimal asks for smallest answers only: minimal's clauses
// (reference.go, fillMinimal), then their diagonal case free of colours.
func (f *fill) minimal() {
	p, prob, emp, n, cols := f.p, f.prob, f.emp, f.n, f.cols
	p.fillMinimal(prob, f.x, f.e, emp, f.edgeOf, f.inc, f.edges)
	// The diagonal case free of colours: an empty cell e, two of its
	// neighbours a, b and their other common neighbour d > e are not
	// linked a-d-b (fillMinimal states it per colour). With it the
	// question took 1.2-4.0 s instead of 1.9-14.5 s on the 12x12-15x15
	// boards it was slowest on.
	for c := 0; c+cols < n; c++ {
		if _, xx := p.G.YX(c); xx+1 >= cols {
			continue
		}
		ring := [4]int{c, c + 1, c + 1 + cols, c + cols}
		for i, ec := range ring {
			a, d, b := ring[(i+1)%4], ring[(i+2)%4], ring[(i+3)%4]
			if emp[ec] != 0 && d > ec {
				prob.AddClause(emp[ec].Not(), f.edgeOf(a, d).Not(), f.edgeOf(d, b).Not())
			}
		}
	}
}

// within keeps every cell to within's colour or none, and uses some cell
// that within leaves empty (touchFreeFillOther's second question).
func (f *fill) within(within []int) {
	p, prob, x, emp := f.p, f.prob, f.x, f.emp
	var more []sat.Lit
	for c, k := range within {
		switch {
		case p.Dots[c] != 0:
		case k == 0 && emp[c] != 0:
			more = append(more, emp[c].Not())
		case k > 0:
			for j := 1; j <= f.K; j++ {
				if j != k {
					prob.AddClause(x[c][j-1].Not())
				}
			}
		}
	}
	prob.AddClause(more...)
}

// other excludes known: some cell other than a dot changes colour, or an
// empty cell is used (a used cell of known left empty shows as a colour
// change of that cell).
func (f *fill) other(known []int, empty bool) {
	var other []sat.Lit
	for c, k := range known {
		switch {
		case f.p.Dots[c] != 0:
		case k > 0:
			other = append(other, f.x[c][k-1].Not())
		case empty:
			other = append(other, f.emp[c].Not())
		}
	}
	f.prob.AddClause(other...)
}

// cells reads the colour per cell (0 empty) from a model.
func (f *fill) cells(m sat.Model) []int {
	cells := make([]int, f.n)
	for c := range cells {
		for k := 0; k < f.K; k++ {
			if m.Value(f.x[c][k]) {
				cells[c] = k + 1
			}
		}
	}
	return cells
}

// fillMinimal adds, in the fill model's terms, the clauses that the
// smallest answer satisfies when answers are ordered by their number of
// used cells, then the sum of their indices (see the reference's minimal
// for the argument): an empty cell e beside two cells a, b of one colour
// means a line that could run a-e-b, unless a and b are diagonal, linked
// through their other common neighbour d, and d < e (trading d for e
// would not make it smaller); and lazily, no line may have a way through
// empty cells between two of its cells that is shorter than its own, or
// as long with a smaller index sum.
func (p *Puzzle) fillMinimal(prob *sat.Problem, x [][]sat.Lit, e, emp []sat.Lit, edgeOf func(a, b int) sat.Lit, inc [][]int, edges [][2]int) {
	n, K, cols := p.G.Cells(), p.Colours(), p.G.Cols
	var nb []int
	for c := 0; c < n; c++ {
		if emp[c] == 0 {
			continue
		}
		nb = p.neighbours(c, nb[:0])
		for i, a := range nb {
			for _, b := range nb[i+1:] {
				var via sat.Lit // the link a-d, when a and b are diagonal and d < c
				ay, ax := p.G.YX(a)
				by, bx := p.G.YX(b)
				if d := ay*cols + bx + by*cols + ax - c; ay != by && ax != bx && d < c {
					via = edgeOf(a, d)
				}
				for k := 0; k < K; k++ {
					if via != 0 {
						prob.AddClause(emp[c].Not(), x[a][k].Not(), x[b][k].Not(), via)
					} else {
						prob.AddClause(emp[c].Not(), x[a][k].Not(), x[b][k].Not())
					}
				}
			}
		}
	}
	prob.Lazy(func(m sat.Model) [][]sat.Lit {
		// Each line in order, walked along its links from its first dot.
		walks := make([][]int, 1, K+1)
		for k := 1; k <= K; k++ {
			prev, c := -1, p.Ends[k][0]
			walk := []int{c}
			for len(walk) <= n {
				next := -1
				for _, i := range inc[c] {
					if o := edges[i][0] + edges[i][1] - c; o != prev && m.Value(e[i]) {
						next = o
					}
				}
				if next < 0 {
					break
				}
				prev, c = c, next
				walk = append(walk, c)
			}
			walks = append(walks, walk)
		}
		isEmpty := func(c int) bool { return emp[c] != 0 && m.Value(emp[c]) }
		var cuts [][]sat.Lit
		for _, r := range p.fillReroutes(walks, isEmpty, n) {
			var cut []sat.Lit
			for _, c := range r.way {
				cut = append(cut, emp[c].Not())
			}
			for i := 1; i < len(r.seg); i++ {
				cut = append(cut, edgeOf(r.seg[i-1], r.seg[i]).Not())
			}
			cuts = append(cuts, cut)
		}
		return cuts
	})
}

// reroute is a way through empty cells that a line could take instead of
// its segment seg between seg's first and last cells: the way is shorter
// than seg's inner cells, or as long with a smaller index sum.
type reroute struct{ way, seg []int }

// fillReroutes finds up to max reroutes of the lines (walks[k] is line k
// from dot to dot) through the cells isEmpty reports: from each line cell
// a, level by level through the empty cells, the first way found to each
// cell b further along a's line.
func (p *Puzzle) fillReroutes(walks [][]int, isEmpty func(int) bool, max int) []reroute {
	n := p.G.Cells()
	line := make([]int, n) // colour of c's line, 0 none
	at := make([]int, n)   // c's place on it
	for k, walk := range walks {
		for i, c := range walk {
			line[c], at[c] = k, i
		}
	}
	var out []reroute
	steps := make([]int, n)
	back := make([]int, n)
	var frontier, next, na []int
	for a := 0; a < n && len(out) < max; a++ {
		k := line[a]
		if k == 0 {
			continue
		}
		for c := range steps {
			steps[c] = 0
		}
		frontier = frontier[:0]
		for _, c := range p.neighbours(a, na[:0]) {
			if isEmpty(c) {
				steps[c], back[c] = 1, a
				frontier = append(frontier, c)
			}
		}
		reached := map[int]bool{}
		for len(frontier) > 0 {
			next = next[:0]
			for _, c := range frontier {
				for _, b := range p.neighbours(c, na[:0]) {
					if isEmpty(b) {
						if steps[b] == 0 {
							steps[b], back[b] = steps[c]+1, c
							next = append(next, b)
						}
						continue
					}
					if line[b] != k || at[b] <= at[a]+1 || reached[b] {
						continue
					}
					reached[b] = true
					seg := walks[k][at[a] : at[b]+1]
					if steps[c] > len(seg)-2 {
						continue
					}
					diff := 0
					var way []int
					for r := c; r != a; r = back[r] {
						diff += r
						way = append(way, r)
					}
					for _, s := range seg[1 : len(seg)-1] {
						diff -= s
					}
					if steps[c] == len(seg)-2 && diff >= 0 {
						continue
					}
					out = append(out, reroute{way: way, seg: seg})
				}
			}
			frontier, next = next, frontier
		}
	}
	return out
}

func hasZero(cells []int) bool {
	for _, v := range cells {
		if v == 0 {
			return true
		}
	}
	return false
}

// allButTwo states that at most all but two of the links around the ring
// of cells (neighbours in turn, the last beside the first) are present:
// with all but one, the ring's two cells beside the missing link would be
// used neighbours on one line, hence linked (no line runs beside itself),
// closing a loop.
func allButTwo(prob *sat.Problem, edgeOf func(a, b int) sat.Lit, ring ...int) {
	links := make([]sat.Lit, len(ring))
	for i, c := range ring {
		links[i] = edgeOf(c, ring[(i+1)%len(ring)]).Not()
	}
	for skip := range links {
		cl := make([]sat.Lit, 0, len(links)-1)
		cl = append(cl, links[:skip]...)
		prob.AddClause(append(cl, links[skip+1:]...)...)
	}
}

// exactlyClauses states "exactly need of lits" as clauses (of any need+1
// one is false, of any len-need+1 one is true), each with unless added
// when it is not 0 (the constraint then holds only while unless is
// false). gophersat's cardinality constraints were slower on the fill
// model (a 30x30: 17 s of CPU with them, 11 s with these clauses).
func exactlyClauses(prob *sat.Problem, lits []sat.Lit, need int, unless sat.Lit) {
	n := len(lits)
	add := func(cl []sat.Lit) {
		if unless != 0 {
			cl = append(cl, unless)
		}
		prob.AddClause(cl...)
	}
	if need > n {
		add(nil)
		return
	}
	var pick []sat.Lit
	var subsets func(start, size int, neg bool)
	subsets = func(start, size int, neg bool) {
		if len(pick) == size {
			add(append([]sat.Lit(nil), pick...))
			return
		}
		for i := start; i < n; i++ {
			l := lits[i]
			if neg {
				l = l.Not()
			}
			pick = append(pick, l)
			subsets(i+1, size, neg)
			pick = pick[:len(pick)-1]
		}
	}
	if need+1 <= n {
		subsets(0, need+1, true)
	}
	subsets(0, n-need+1, false)
}

// emptyDetours adds the clauses of touchFreeFillEmpty's unique option: no
// two cells next to one empty cell (or to two adjacent empty cells) share
// a colour.
func (p *Puzzle) emptyDetours(prob *sat.Problem, x [][]sat.Lit, emp []sat.Lit) {
	K := p.Colours()
	apart := func(a, b int, when ...sat.Lit) {
		cl := make([]sat.Lit, len(when)+2)
		for i, l := range when {
			cl[i] = l.Not()
		}
		for k := 0; k < K; k++ {
			cl[len(when)], cl[len(when)+1] = x[a][k].Not(), x[b][k].Not()
			prob.AddClause(cl...)
		}
	}
	var nc, nd []int
	for c, l := range emp {
		if l == 0 {
			continue
		}
		nc = p.neighbours(c, nc[:0])
		for i, a := range nc {
			for _, b := range nc[i+1:] {
				apart(a, b, l)
			}
		}
		for _, d := range nc {
			if d < c || emp[d] == 0 {
				continue
			}
			nd = p.neighbours(d, nd[:0])
			for _, a := range nc {
				for _, b := range nd {
					if a != d && b != c {
						apart(a, b, l, emp[d])
					}
				}
			}
		}
	}
}

// emptyBalance is what the checkerboard forces on any answer: its empty
// cells' black minus white count. A line's cells alternate, so it has one
// more black cell than white when both its dots are black, one fewer
// when both are white, as many when they differ.
func (p *Puzzle) emptyBalance() int {
	d := 0
	black := func(c int) bool { y, x := p.G.YX(c); return (y+x)%2 == 0 }
	for c := 0; c < p.G.Cells(); c++ {
		if black(c) {
			d++
		} else {
			d--
		}
	}
	for k := 1; k <= p.Colours(); k++ {
		a, b := black(p.Ends[k][0]), black(p.Ends[k][1])
		switch {
		case a && b:
			d--
		case !a && !b:
			d++
		}
	}
	return d
}

// neighbours appends c's orthogonal neighbours to buf.
func (p *Puzzle) neighbours(c int, buf []int) []int {
	y, x := p.G.YX(c)
	if y > 0 {
		buf = append(buf, c-p.G.Cols)
	}
	if y+1 < p.G.Rows {
		buf = append(buf, c+p.G.Cols)
	}
	if x > 0 {
		buf = append(buf, c-1)
	}
	if x+1 < p.G.Cols {
		buf = append(buf, c+1)
	}
	return buf
}

// touchFreeFirst is Solve's fallback for a first answer: touchFreeFill
// over every cell (nearly all published boards are filled). The variant
// with empty cells is not tried: on a 20x20 that leaves cells empty its
// single gophersat call ran past a minute, and such a call cannot be
// interrupted at the deadline.
func (p *Puzzle) touchFreeFirst(ctx context.Context) []int {
	cells, settled := p.touchFreeFill(ctx, false)
	if cells != nil || !settled || p.Rules != Numberlink {
		return cells
	}
	// No answer fills every cell. Janko's boards that leave cells empty
	// leave one to four; the model with at most that many empty cells is
	// nearly as quick as the one that fills all (15x15 boards with one
	// empty cell: 0.3-0.6 s), where the unbounded one runs for minutes.
	// The checkerboard balance says how many at least, and their parity.
	// First the answers a unique puzzle can have (emptyDetours), with up
	// to 4 more empty cells than that (a 20x20 leaving 4 where the
	// balance asks for none: 0.3 s, where the plain model with 4 ran past
	// 20 s); then, once, the plain model with 2 at most (or the balance).
	ok := func(cells []int) bool { return cells != nil && len(p.Check(p.answer(cells))) == 0 }
	if expired(ctx) {
		return nil
	}
	m := abs(p.emptyBalance())
	if cells, _ = p.touchFreeFillEmpty(ctx, m+4, true); ok(cells) {
		return cells
	}
	m = max(m, 2)
	if expired(ctx) {
		return nil
	}
	if cells, _ = p.touchFreeFillEmpty(ctx, m, false); ok(cells) {
		return cells
	}
	return nil
}
