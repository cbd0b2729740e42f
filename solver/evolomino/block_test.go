package evolomino

import (
	"context"
	"sort"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/benchset"
)

// TestBlockModelCap: a model is given up exactly when it would hold more
// constraints than the cap (what keeps node within wasm32's memory).
func TestBlockModelCap(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	var mid []benchset.Instance
	for _, in := range set.Instances {
		if in.Cols >= 7 && in.Cols <= 9 {
			mid = append(mid, in)
		}
	}
	for _, in := range benchset.Sample(mid, 3) {
		p := decodeIn(t, in)
		full := p.newBlockModel(nil, 0)
		n := full.prob.NumConstraints()
		if m := p.newBlockModel(nil, n); m == nil || m.prob.NumConstraints() != n {
			t.Errorf("%s: a cap of its own size (%d) refused the model", in.Name, n)
		}
		if m := p.newBlockModel(nil, n-1); m != nil {
			t.Errorf("%s: a cap of %d kept a model of %d constraints", in.Name, n-1, n)
		}
	}
}

// TestBlockModelVariantsAgree: the block model with its shifts in one
// step or split (translateSplit), enumerates the same answers as the search
// on small boards without their givens (many answers each).
func TestBlockModelVariantsAgree(t *testing.T) {
	_, list := sampleOf(t, 0, 6, 8, 3)
	defer func(v bool) { splitShifts = v }(splitShifts)
	const limit = 300
	compared := 0
	for _, in := range list {
		_, p := withoutGivens(t, in)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		s := p.newSearch()
		sols, complete := s.run(ctx, limit, 0)
		cancel()
		if !complete || len(sols) >= limit {
			t.Logf("%s without givens: more than %d answers or not searched in time", in.Name, limit)
			continue
		}
		var want []string
		for _, sq := range sols {
			want = append(want, Answer{P: p, Squares: sq}.String())
		}
		sort.Strings(want)
		all := true
		for _, split := range []bool{false, true} {
			splitShifts = split
			bm := p.newBlockModel(nil, 0)
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			models, cnt := bm.prob.Enumerate(ctx, limit)
			cancel()
			if !cnt.Complete {
				// A loaded machine, not a wrong answer: logged.
				t.Logf("%s without givens (split %v): not enumerated in time", in.Name, split)
				all = false
				continue
			}
			got := blockAnswers(p, bm, models)
			if strings.Join(got, "|") != strings.Join(want, "|") {
				t.Errorf("%s without givens (split %v): %d answers, the search %d (or different ones)", in.Name, split, len(got), len(want))
			}
		}
		if all {
			compared++
			t.Logf("%s without givens: %d answers under both", in.Name, len(want))
		}
	}
	if compared == 0 {
		t.Error("no board compared under both")
	}
}
