package flow

import (
	"context"
	"os"
	"testing"
	"time"
)

func TestScratchFrontier(t *testing.T) {
	file := os.Getenv("FRONTIERALL")
	if file == "" {
		t.Skip("set FRONTIERALL")
	}
	s := readSet(t, file)
	lim := len(s.Instances)
	for i := 0; i < lim; i++ {
		in := &s.Instances[i]
		p, err := decodeBlock(in.Cols, in.Rows, in.Meta, in.Sections)
		if err != nil {
			t.Fatal(err)
		}
		a, err := p.ParseAnswer(in.Solution)
		if err != nil {
			t.Fatal(err)
		}
		cells := a.(Answer).Cells
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		start := time.Now()
		if in.Cols*in.Rows > 250 || i > 80 || (os.Getenv("ONLY") != "" && os.Getenv("ONLY") != in.Name) {
			cancel()
			continue
		}
		other, settled, states := p.frontierOther(ctx, cells, 50_000_000)
		cancel()
		el := time.Since(start)
		ok := ""
		if other != nil {
			if v := p.Check(Answer{P: p, Cells: other, Paths: p.linesOf(other)}); len(v) > 0 {
				ok = "BAD WITNESS"
			}
		}
		t.Logf("%-24s %5s other %v settled %v states %9d %9.2f ms %s", in.Name, in.Size(), other != nil, settled, states, float64(el.Microseconds())/1000, ok)
	}
}
