package nurikabe

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"
)

// TestEncodingSample times one connectivity encoding on the open part the
// deductions and trial propagation leave (what Solve hands to SAT), with
// a 10 s deadline, for the instances named in PENCILBOX_NURIKABE_ENC
// (comma-separated numbers, e.g. 0947,0953) and the encoding in
// PENCILBOX_NURIKABE_ENCODING (lazy, levels or fixed). One gophersat call
// cannot be interrupted, so run one instance per process under `timeout`
// (BENCHMARKS.md has the loop); it is how the encoding table was measured.
func TestEncodingSample(t *testing.T) {
	names := os.Getenv("PENCILBOX_NURIKABE_ENC")
	if names == "" {
		t.Skip("set PENCILBOX_NURIKABE_ENC=0947,... and PENCILBOX_NURIKABE_ENCODING=lazy|levels|fixed")
	}
	enc := map[string]Encoding{"lazy": Lazy, "levels": Levels, "fixed": Fixed}[os.Getenv("PENCILBOX_NURIKABE_ENCODING")]
	for _, in := range benchSet(t).Instances {
		if !strings.Contains(","+names+",", ","+strings.TrimPrefix(in.Name, "jpop_nurikabe_")+",") {
			continue
		}
		p := decodeInstance(t, &in)
		b := p.newBoard()
		var nodes int64
		if _, err := b.propagate(solveRules); err != nil {
			t.Fatalf("%s: deductions fail", in.Name)
		}
		if err := b.probe(context.Background(), &nodes); err != nil {
			t.Fatalf("%s: trial propagation fails", in.Name)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		start := time.Now()
		r := p.solveModel(ctx, 2, enc, b.v, false)
		cancel()
		if r.Answer != nil && p.Check(r.Answer) != nil {
			t.Fatalf("%s: the answer breaks a rule", in.Name)
		}
		t.Logf("ENC %s %dx%d open=%d %s %.1f ms", in.Name, in.Cols, in.Rows, b.openCells(), r.Status, float64(time.Since(start).Microseconds())/1000)
	}
}
