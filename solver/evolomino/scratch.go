package evolomino

// Scratch storage of the lazy check. The check runs once per lazy round,
// hundreds to tens of thousands of times a solve, and its small cell sets
// were maps and its set keys decimal strings: about a quarter of an
// 18x18 first answer's CPU time went to the check, much of it to those
// allocations (and more under js/wasm, where the collector shares the one
// thread). The answers and cuts are the same, in the same order.

import "encoding/binary"

// cellMarks are many cell sets over one array of stamps: fresh starts a
// new set (its stamp), add and has work on it. A set stays valid until
// the next fresh, so a caller that needs two at once takes two stamps.
type cellMarks struct {
	stamp []uint32
	gen   uint32
}

// fresh returns a new, empty set over n cells.
func (s *cellMarks) fresh(n int) uint32 {
	if len(s.stamp) < n {
		s.stamp = make([]uint32, n)
		s.gen = 0
	}
	s.gen++
	if s.gen == 0 { // wrapped: old stamps could read as the new set
		clear(s.stamp)
		s.gen = 1
	}
	return s.gen
}

func (s *cellMarks) add(set uint32, c int)      { s.stamp[c] = set }
func (s *cellMarks) has(set uint32, c int) bool { return s.stamp[c] == set }

// setKey writes the map key of a cell set (its cells in order, four bytes
// each) into m.key and returns it; convert it with string() only to store
// it (a lookup through string(b) does not allocate).
func (m *model) setKey(cells []int) []byte {
	b := m.key[:0]
	for _, c := range cells {
		b = binary.LittleEndian.AppendUint32(b, uint32(c))
	}
	m.key = b
	return b
}
