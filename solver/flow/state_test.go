package flow

import "testing"

// "e" and "t" are "p" with the path so far plus or minus some cells.
func TestRelativeMoves(t *testing.T) {
	p := mustDecode(t, Genre{}.Example())
	var s *State = p.Start()
	apply := func(m string) {
		t.Helper()
		ns, err := s.Apply(m)
		if err != nil {
			t.Fatalf("%q: %v", m, err)
		}
		s = ns.(*State)
	}
	want := func(k int, cells ...int) {
		t.Helper()
		got := s.Paths[k]
		if len(got) != len(cells) {
			t.Fatalf("colour %d path %v, want %v", k, got, cells)
		}
		for i := range got {
			if got[i] != cells[i] {
				t.Fatalf("colour %d path %v, want %v", k, got, cells)
			}
		}
	}
	apply("p 1 0,1")
	apply("e 1 0,2 0,3")
	apply("e 1 0,4")
	want(1, 1, 2, 3, 4)
	apply("t 1 2")
	want(1, 1, 2)
	apply("e 1 0,3 0,4 1,4 2,4")
	want(1, 1, 2, 3, 4, 9, 14)
	// Crossing cuts as "p" does.
	apply("p 6 1,2")
	apply("e 6 1,3 1,4")
	want(1, 1, 2, 3, 4)
	want(6, 7, 8, 9)
	for _, bad := range []string{
		"e 2 1,0", // B has no line yet
		"e 1 2,2", // not a neighbour of A's end
		"e 6 2,4", // through A's dot
		"e 1",     // no cells
		"t 1 0", "t 1 9", "t 1", "t 1 x", "t 9 1", "e 0 1,1",
	} {
		if _, err := s.Apply(bad); err == nil {
			t.Errorf("%q was accepted", bad)
		}
	}
}
