package digits

import "pencilbox/solver/sat"

// Values reads the digits of an n x n square from a model of the one-hot
// encoding the digit genres' SAT models share: x[c*n+d] says cell c holds
// d+1. A cell with no digit set reads 0.
func Values(m sat.Model, x []sat.Lit, n int) []uint8 {
	vals := make([]uint8, n*n)
	for c := range vals {
		for d := 0; d < n; d++ {
			if m.Value(x[c*n+d]) {
				vals[c] = uint8(d + 1)
				break
			}
		}
	}
	return vals
}
