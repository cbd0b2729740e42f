package evolomino

import (
	"testing"

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
		pz, err := in.Decode("evolomino")
		if err != nil {
			t.Fatal(err)
		}
		p := pz.(*Puzzle)
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
