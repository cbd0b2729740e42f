package evolomino

import (
	"math/rand/v2"
	"testing"
)

// TestConnected: connected agrees with a flood fill over the grid on
// random cell sets (edges and wrapping columns included).
func TestConnected(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 20000; trial++ {
		cols, rows := 1+rng.IntN(6), 1+rng.IntN(6)
		n := cols * rows
		k := 1 + rng.IntN(min(n, 40))
		perm := rng.Perm(n)[:k]
		in := make([]bool, n)
		for _, c := range perm {
			in[c] = true
		}
		// Flood fill from perm[0] through the grid's side neighbours.
		seen := make([]bool, n)
		seen[perm[0]] = true
		stack, count := []int{perm[0]}, 1
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			y, x := c/cols, c%cols
			for _, d := range [4][2]int{{y - 1, x}, {y + 1, x}, {y, x - 1}, {y, x + 1}} {
				if d[0] < 0 || d[0] >= rows || d[1] < 0 || d[1] >= cols {
					continue
				}
				e := d[0]*cols + d[1]
				if in[e] && !seen[e] {
					seen[e] = true
					count++
					stack = append(stack, e)
				}
			}
		}
		if want := count == k; connected(cols, perm) != want {
			t.Fatalf("%dx%d cells %v: connected %v, flood fill %v", cols, rows, perm, !want, want)
		}
	}
}
