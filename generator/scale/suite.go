package scale

// The classes of the suite. Sizes follow issue 25: at and beyond the
// largest public boards of each genre. Counts are small on purpose: every
// board may take a minute per solver call, so the whole suite is meant to
// run in well under an hour on two cores (Count overrides them).

// Suite lists the classes in the order their sets are written and run.
func Suite() []Class {
	fillLarge := buildFillomino(fillominoShape{MinSize: 6, MaxSize: 30, GivenShare: 0.1, AlwaysFrom: 4})
	fillHuge1 := buildFillomino(fillominoShape{Huge: []int{55}, MinSize: 1, MaxSize: 6, GivenShare: 0.3, AlwaysFrom: 3, HugeGivens: 3})
	fillHuge2 := buildFillomino(fillominoShape{Huge: []int{40, 30}, MinSize: 1, MaxSize: 6, GivenShare: 0.3, AlwaysFrom: 3, HugeGivens: 2})
	numberlink := buildFlow(flowShape{Numberlink: true, MinLen: 12, MaxLen: 120, Straight: 0.6})
	flowFree := buildFlow(flowShape{MinLen: 20, MaxLen: 80})
	nurikabe := buildNurikabe(nurikabeShape{MinSize: 2, MaxSize: 20})
	// Islands of 1-9 cells, closer to the published boards' mix.
	nurikabeSmall := buildNurikabe(nurikabeShape{MinSize: 1, MaxSize: 9})
	// Islands of 1-4 cells: the rules decide more than a quarter of the
	// board, yet trial propagation leaves most of it open.
	nurikabeTiny := buildNurikabe(nurikabeShape{MinSize: 1, MaxSize: 4})
	slither := buildSlitherlink(slitherShape{Inside: 0.45, ClueShare: 0.45, Repair: 8})
	hashi := buildHashi(hashiShape{IslandShare: 0.12, MaxSpan: 6, Extra: 0.3, Double: 0.35})
	evo := buildEvolomino()
	// A random 16x16 keeping 42% or even 50% of its cells had several
	// solutions, each found in a millisecond, so 16x16 comes from the
	// generator only; a 25x25 at 42% can take seconds to answer.
	sudoku25 := buildSudoku(sudokuShape{Share: 0.42})
	sudokuGen := buildSudoku(sudokuShape{Generated: true})
	return []Class{
		{Genre: "fillomino", Set: "scale_fillomino", Name: "large", Cols: 36, Rows: 20, Count: 6, Build: fillLarge},
		{Genre: "fillomino", Set: "scale_fillomino", Name: "large", Cols: 64, Rows: 50, Count: 2, Build: fillLarge},
		{Genre: "fillomino", Set: "scale_fillomino_huge", Name: "huge1", Cols: 10, Rows: 10, Count: 3, Build: fillHuge1},
		{Genre: "fillomino", Set: "scale_fillomino_huge", Name: "huge2", Cols: 10, Rows: 10, Count: 3, Build: fillHuge2},
		{Genre: "flow", Set: "scale_numberlink", Name: "walks", Cols: 30, Rows: 30, Count: 3, Build: numberlink},
		{Genre: "flow", Set: "scale_numberlink", Name: "walks", Cols: 42, Rows: 25, Count: 2, Build: numberlink},
		{Genre: "flow", Set: "scale_numberlink", Name: "walks", Cols: 48, Rows: 35, Count: 3, Build: numberlink},
		{Genre: "flow", Set: "scale_flow", Name: "cover", Cols: 30, Rows: 30, Count: 2, Build: flowFree},
		{Genre: "nurikabe", Set: "scale_nurikabe", Name: "islands", Cols: 40, Rows: 40, Count: 3, Build: nurikabe},
		{Genre: "nurikabe", Set: "scale_nurikabe", Name: "islands", Cols: 50, Rows: 50, Count: 3, Build: nurikabe},
		{Genre: "nurikabe", Set: "scale_nurikabe", Name: "islands", Cols: 64, Rows: 64, Count: 2, Build: nurikabe},
		{Genre: "nurikabe", Set: "scale_nurikabe_small", Name: "small", Cols: 50, Rows: 50, Count: 2, Build: nurikabeSmall},
		{Genre: "nurikabe", Set: "scale_nurikabe_small", Name: "small", Cols: 64, Rows: 64, Count: 1, Build: nurikabeSmall},
		{Genre: "nurikabe", Set: "scale_nurikabe_tiny", Name: "tiny", Cols: 40, Rows: 40, Count: 2, Build: nurikabeTiny},
		{Genre: "nurikabe", Set: "scale_nurikabe_tiny", Name: "tiny", Cols: 50, Rows: 50, Count: 2, Build: nurikabeTiny},
		{Genre: "slitherlink", Set: "scale_slitherlink", Name: "loop", Cols: 40, Rows: 40, Count: 2, Build: slither},
		{Genre: "slitherlink", Set: "scale_slitherlink", Name: "loop", Cols: 50, Rows: 50, Count: 2, Build: slither},
		{Genre: "slitherlink", Set: "scale_slitherlink", Name: "loop", Cols: 64, Rows: 64, Count: 2, Build: slither},
		{Genre: "hashi", Set: "scale_hashi", Name: "tree", Cols: 40, Rows: 40, Count: 2, Build: hashi},
		{Genre: "hashi", Set: "scale_hashi", Name: "tree", Cols: 50, Rows: 50, Count: 2, Build: hashi},
		{Genre: "hashi", Set: "scale_hashi", Name: "tree", Cols: 64, Rows: 64, Count: 2, Build: hashi},
		{Genre: "evolomino", Set: "scale_evolomino", Name: "carved", Cols: 15, Rows: 15, Count: 3, Build: evo},
		{Genre: "evolomino", Set: "scale_evolomino", Name: "carved", Cols: 18, Rows: 18, Count: 3, Build: evo},
		{Genre: "evolomino", Set: "scale_evolomino", Name: "carved", Cols: 20, Rows: 20, Count: 2, Build: evo},
		{Genre: "sudoku", Set: "scale_sudoku_generated", Name: "gen", Cols: 16, Rows: 16, Count: 5, Build: sudokuGen},
		{Genre: "sudoku", Set: "scale_sudoku_sparse", Name: "sparse", Cols: 25, Rows: 25, Count: 3, Build: sudoku25},
	}
}
