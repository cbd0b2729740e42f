package meta

import (
	"math"
	"sort"
)

// MannWhitney is the two-sided Mann-Whitney U test of whether samples a and
// b come from the same distribution (the paper's test on cost vectors: not
// normal, not paired). It returns the p-value and the direction: −1 when a
// tends lower than b, +1 when higher, 0 when neither. Samples without ties
// and with at most 20 values each get the exact distribution of U; others the
// normal approximation with tie and continuity corrections.
func MannWhitney(a, b []float64) (p float64, dir int) {
	n1, n2 := len(a), len(b)
	if n1 == 0 || n2 == 0 {
		return 1, 0
	}
	type obs struct {
		v     float64
		first bool
	}
	all := make([]obs, 0, n1+n2)
	for _, v := range a {
		all = append(all, obs{v, true})
	}
	for _, v := range b {
		all = append(all, obs{v, false})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].v < all[j].v })
	n := float64(n1 + n2)
	r1, tie := 0.0, 0.0
	ties := false
	for i := 0; i < len(all); {
		j := i
		for j < len(all) && all[j].v == all[i].v {
			j++
		}
		rank := float64(i+j+1) / 2 // mean of ranks i+1..j
		for k := i; k < j; k++ {
			if all[k].first {
				r1 += rank
			}
		}
		if t := float64(j - i); t > 1 {
			tie += t*t*t - t
			ties = true
		}
		i = j
	}
	u1 := r1 - float64(n1*(n1+1))/2
	mean := float64(n1*n2) / 2
	switch {
	case u1 < mean:
		dir = -1
	case u1 > mean:
		dir = 1
	}
	if !ties && n1 <= 20 && n2 <= 20 {
		return exactU(n1, n2, u1), dir
	}
	sigma2 := float64(n1*n2) / 12 * ((n + 1) - tie/(n*(n-1)))
	if sigma2 <= 0 {
		return 1, 0
	}
	z := math.Abs(u1-mean) - 0.5
	if z < 0 {
		z = 0
	}
	z /= math.Sqrt(sigma2)
	return math.Min(1, math.Erfc(z/math.Sqrt2)), dir
}

// exactU is the two-sided p-value of U = u for sample sizes n1, n2 without
// ties, from the count of rank arrangements giving each U.
func exactU(n1, n2 int, u float64) float64 {
	// cnt[i][j][k]: arrangements of i values from a and j from b with U = k.
	maxU := n1 * n2
	prev := make([][]float64, n2+1)
	for j := range prev {
		prev[j] = make([]float64, maxU+1)
		prev[j][0] = 1 // i = 0: U is 0 whatever j is
	}
	for i := 1; i <= n1; i++ {
		cur := make([][]float64, n2+1)
		for j := 0; j <= n2; j++ {
			cur[j] = make([]float64, maxU+1)
			for k := 0; k <= i*j; k++ {
				// The largest value is from a (it beats all j of b) or from b.
				v := 0.0
				if k >= j {
					v += prev[j][k-j]
				}
				if j > 0 {
					v += cur[j-1][k]
				}
				cur[j][k] = v
			}
		}
		prev = cur
	}
	dist := prev[n2]
	total := 0.0
	for _, c := range dist {
		total += c
	}
	lo := math.Min(u, float64(maxU)-u)
	tail := 0.0
	for k := 0; float64(k) <= lo+1e-9; k++ {
		tail += dist[k]
	}
	return math.Min(1, 2*tail/total)
}

// FisherExact is the two-sided Fisher exact test on the 2x2 table
// [[a, b], [c, d]] (the paper's test on solution counts: a of a+b runs of
// one solver solved, c of c+d of the other). It returns the p-value and the
// direction: +1 when the first row's success rate is higher, −1 lower.
func FisherExact(a, b, c, d int) (p float64, dir int) {
	r1, r2, c1 := a+b, c+d, a+c
	n := r1 + r2
	if r1 == 0 || r2 == 0 {
		return 1, 0
	}
	ra, rc := float64(a)/float64(r1), float64(c)/float64(r2)
	switch {
	case ra > rc:
		dir = 1
	case ra < rc:
		dir = -1
	}
	lf := func(k int) float64 { v, _ := math.Lgamma(float64(k) + 1); return v }
	base := lf(r1) + lf(r2) + lf(c1) + lf(n-c1) - lf(n)
	logP := func(x int) float64 { // x = top-left cell
		return base - lf(x) - lf(r1-x) - lf(c1-x) - lf(r2-c1+x)
	}
	obs := logP(a)
	lo, hi := max(0, c1-r2), min(r1, c1)
	sum := 0.0
	for x := lo; x <= hi; x++ {
		if lp := logP(x); lp <= obs+1e-7 {
			sum += math.Exp(lp)
		}
	}
	return math.Min(1, sum), dir
}

// Bonferroni is the corrected significance threshold: alpha divided by the
// number of tests.
func Bonferroni(alpha float64, tests int) float64 {
	if tests < 1 {
		return alpha
	}
	return alpha / float64(tests)
}
