package puzzle

import "testing"

func TestCount(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 bridges"}, {1, "1 bridge"}, {2, "2 bridges"}, {12, "12 bridges"}} {
		if got := Count(c.n, "bridge"); got != c.want {
			t.Errorf("Count(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
