package generator_test

import (
	"context"
	"fmt"

	"pencilbox/generator"
	"pencilbox/solver/sudoku"
)

func ExampleGenerate() {
	p, level, err := generator.Generate(context.Background(), sudoku.Genre{}, generator.Params{Cols: 4, Rows: 4, Level: "easy", Seed: 1}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(level, p.(*sudoku.Puzzle).Geo.N)
	// Output: easy 4
}
