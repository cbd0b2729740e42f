package flow

import (
	"context"
	"testing"

	"pencilbox/solver/sat"
)

// BenchmarkNumberlinkOtherParts times parts of the question that settles
// janko's large Numberlink boards (exchangeOther: is there a smallest
// answer T other than the first, S?), each part the question with one
// more condition on T, to show where its time goes (solve_colours.go's
// record of the fourth session). Each of the pairs border-used and
// border-empty, row0-off and row0-on covers the whole question; filled
// is the part of border-used in which T uses every cell. Boards and names
// as in BenchmarkNumberlinkOther, so `-bench
// 'NumberlinkOtherParts/janko_04/(filled|row0-off)' -benchtime 1x` picks
// some; the other parts can take minutes.
func BenchmarkNumberlinkOtherParts(b *testing.B) {
	ctx := context.Background()
	parts := []struct {
		name string
		add  func(f *fill, faces []sat.Lit)
	}{
		{"filled", func(f *fill, _ []sat.Lit) {
			for _, l := range f.emp {
				if l != 0 {
					f.prob.AddClause(l.Not())
				}
			}
		}},
		{"border-used", func(f *fill, _ []sat.Lit) {
			for _, l := range borderEmpties(f) {
				f.prob.AddClause(l.Not())
			}
		}},
		{"border-empty", func(f *fill, _ []sat.Lit) { f.prob.AddClause(borderEmpties(f)...) }},
		{"row0-off", func(f *fill, faces []sat.Lit) {
			for _, l := range faces[:f.cols-1] {
				f.prob.AddClause(l.Not())
			}
		}},
		{"row0-on", func(f *fill, faces []sat.Lit) { f.prob.AddClause(faces[:f.cols-1]...) }},
	}
	eachLargeNumberlink(b, func(b *testing.B, p *Puzzle, first []int) {
		if hasZero(first) {
			b.Skip("no first answer using every cell for the question")
		}
		for _, part := range parts {
			b.Run(part.name, func(b *testing.B) {
				for b.Loop() {
					f := p.newFill()
					faces := f.faceVars()
					f.smallestAnyEmpty()
					f.exchange(first, faces)
					part.add(f, faces)
					if _, settled := f.solve(ctx); !settled {
						b.Fatal("not settled without a deadline")
					}
				}
			})
		}
	})
}

// borderEmpties lists the empty variables of the cells on the board's
// edge.
func borderEmpties(f *fill) []sat.Lit {
	var out []sat.Lit
	for c, l := range f.emp {
		y, x := f.p.G.YX(c)
		if l != 0 && (y == 0 || x == 0 || y == f.rows-1 || x == f.cols-1) {
			out = append(out, l)
		}
	}
	return out
}
