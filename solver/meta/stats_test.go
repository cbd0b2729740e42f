package meta

import (
	"math"
	"testing"
)

func TestFisherExactKnownValues(t *testing.T) {
	cases := []struct {
		a, b, c, d int
		p          float64
		dir        int
	}{
		{1, 9, 11, 3, 0.002759, -1}, // Wikipedia's worked example (two-sided)
		{3, 1, 1, 3, 0.4857, 1},     // Fisher's lady tasting tea
		{8, 2, 1, 5, 0.03497, 1},    // R: fisher.test(matrix(c(8,1,2,5),2))
		{5, 5, 5, 5, 1, 0},
		{50, 0, 0, 50, 2 / math.Exp(lchoose(100, 50)), 1},
	}
	for _, c := range cases {
		p, dir := FisherExact(c.a, c.b, c.c, c.d)
		if math.Abs(p-c.p) > 1e-3*math.Max(c.p, 1e-3) && math.Abs(p-c.p)/c.p > 1e-3 {
			t.Errorf("Fisher %v: p = %.6g, want %.6g", c, p, c.p)
		}
		if dir != c.dir {
			t.Errorf("Fisher %v: direction %d, want %d", c, dir, c.dir)
		}
	}
}

func lchoose(n, k float64) float64 {
	a, _ := math.Lgamma(n + 1)
	b, _ := math.Lgamma(k + 1)
	c, _ := math.Lgamma(n - k + 1)
	return a - b - c
}

func TestMannWhitneyExactAndApproximate(t *testing.T) {
	// R: wilcox.test(c(1,2,3), c(4,5,6)) gives p = 0.1 (exact).
	p, dir := MannWhitney([]float64{1, 2, 3}, []float64{4, 5, 6})
	if math.Abs(p-0.1) > 1e-12 || dir != -1 {
		t.Errorf("exact 3 vs 3: p=%v dir=%d, want 0.1, -1", p, dir)
	}
	// R: wilcox.test(c(1,3,5,7), c(2,4,6,8)) gives p = 0.6857 (exact).
	p, dir = MannWhitney([]float64{1, 3, 5, 7}, []float64{2, 4, 6, 8})
	if math.Abs(p-0.6857) > 1e-4 || dir != -1 {
		t.Errorf("exact interleaved: p=%v dir=%d, want 0.6857, -1", p, dir)
	}
	// Fully separated samples of 25 with ties inside each: normal
	// approximation, p about 1e-9, far below the paper's 3.82e-6 threshold.
	var a, b []float64
	for i := 0; i < 25; i++ {
		a = append(a, float64(i/5))
		b = append(b, 10+float64(i/5))
	}
	p, dir = MannWhitney(b, a)
	if p > 1e-7 || p < 1e-12 || dir != 1 {
		t.Errorf("separated 25 vs 25: p=%g dir=%d", p, dir)
	}
	// Identical constant samples: no evidence at all.
	same := []float64{3, 3, 3, 3, 3, 3}
	if p, dir := MannWhitney(same, same); p != 1 || dir != 0 {
		t.Errorf("identical: p=%v dir=%d", p, dir)
	}
	// Symmetry: swapping the samples keeps p and flips the direction.
	x := []float64{0, 0, 1, 2, 2, 5, 7, 7, 9}
	y := []float64{1, 3, 3, 4, 8, 8, 9, 11}
	p1, d1 := MannWhitney(x, y)
	p2, d2 := MannWhitney(y, x)
	if math.Abs(p1-p2) > 1e-12 || d1 != -d2 || d1 != -1 {
		t.Errorf("swap: %v %d vs %v %d", p1, d1, p2, d2)
	}
}

func TestBonferroni(t *testing.T) {
	// The paper's threshold: 0.01 over 436 instances x 6 solvers.
	if got := Bonferroni(0.01, 2616); math.Abs(got-3.82e-6) > 0.01e-6 {
		t.Errorf("Bonferroni(0.01, 2616) = %g, want 3.82e-6", got)
	}
}
