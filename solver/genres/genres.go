// Package genres links every genre package into a program: importing it
// (blank) registers all of them in the puzzle registry. Programs that need
// "every genre" (the app, the command, the worker, the WASM benchmark)
// import this one package, so adding a genre is one line here instead of
// one line in each program.
//
// Only genres whose package is committed and compiles belong here: one
// line per genre, sorted by name (gofmt's order). solver/template is
// deliberately absent: it is a test fixture, not a game.
package genres

import (
	_ "pencilbox/solver/evolomino"
	_ "pencilbox/solver/fillomino"
	_ "pencilbox/solver/flow" // Flow Free and Numberlink
	_ "pencilbox/solver/futoshiki"
	_ "pencilbox/solver/hashi"
	_ "pencilbox/solver/nurikabe"
	_ "pencilbox/solver/slitherlink"
	_ "pencilbox/solver/sudoku"
	_ "pencilbox/solver/survo"
)
