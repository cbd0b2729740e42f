package analysis_test

import (
	"context"
	"fmt"

	"pencilbox/solver/analysis"
	"pencilbox/solver/puzzle"

	_ "pencilbox/solver/genres"
)

// A 2 in the corner of a 2x2 Nurikabe: its island takes either
// neighbour, so there are two solutions, differing in those two cells;
// the far corner is a wall in both.
func ExampleAnalyze() {
	p, err := puzzle.Decode("nurikabe/2/2/2g")
	if err != nil {
		fmt.Println(err)
		return
	}
	r := analysis.Analyze(context.Background(), p, analysis.Options{}, func(stage string, r analysis.Report) {
		fmt.Println("stage", stage, r.Status)
	})
	fmt.Println("fixed", r.FactPoints, "open", r.OpenPoints)
	fmt.Println("differ", r.Differ)
	// Output:
	// stage status multiple
	// stage facts multiple
	// stage differ multiple
	// fixed [{3 3}] open [{1 3} {3 1}]
	// differ [{1 3} {3 1}]
}
