package flow

import (
	"context"
	"testing"
)

// BenchmarkNumberlinkOther times the question that settles janko's large
// Numberlink boards, "is there a smallest answer other than the first?"
// (touchFreeFillOther), alone, on every public janko board of 225 cells
// or more whose first answer is touch-free without a detour (the others
// settle without it). The sub-benchmarks are named by board, so
// `-bench 'NumberlinkOther/janko_04' -benchtime 1x` picks some; one board
// takes from 0.1 s to minutes. Each board runs the first question in both
// encodings, side by side: exchange (numberlink_exchange.go, as Solve asks
// it) and fill (the fill model's own).
func BenchmarkNumberlinkOther(b *testing.B) {
	ctx := context.Background()
	eachLargeNumberlink(b, func(b *testing.B, p *Puzzle, first []int) {
		for _, m := range []struct {
			name string
			ask  func(context.Context, []int) ([]int, bool)
		}{
			{"exchange", p.exchangeOther},
			{"fill", func(ctx context.Context, known []int) ([]int, bool) {
				return p.fillModel(ctx, -1, false, known, nil)
			}},
		} {
			b.Run(m.name, func(b *testing.B) {
				for b.Loop() {
					if _, settled := m.ask(ctx, first); !settled {
						b.Fatal("not settled without a deadline")
					}
				}
			})
		}
	})
}

// eachLargeNumberlink runs bench, as a sub-benchmark named by board, on
// every public janko Numberlink board of 225 cells or more with the
// question's first answer (touch-free without a detour); the others are
// skipped or left out.
func eachLargeNumberlink(b *testing.B, bench func(b *testing.B, p *Puzzle, first []int)) {
	s := readSet(b, "janko_arukone.txt")
	for i := range s.Instances {
		in := &s.Instances[i]
		if in.Cols*in.Rows < 225 {
			continue
		}
		p, err := decodeBlock(in.Cols, in.Rows, in.Meta, in.Sections)
		if err != nil || p.Rules != Numberlink {
			continue
		}
		b.Run(in.Name, func(b *testing.B) {
			first := p.touchFreeFirst(context.Background())
			if first == nil || p.otherAtHand(first) {
				b.Skip("no first answer for the question")
			}
			bench(b, p, first)
		})
	}
}
