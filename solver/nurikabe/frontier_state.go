package nurikabe

// The frontier counter's states: the packed key (four words), the
// open-addressing table of one layer, and the working form a state is
// unpacked into, with its label renumbering. frontier.go holds the counter
// and its file comment says what a state means; this file is only how one
// is stored and found again.

type fkey [4]uint64

// ftable is one layer: states in insertion order and an index.
type ftable struct {
	keys  []fkey
	cnt   []uint8
	path  []uint64 // words per state: bit c of the frame set for a wall
	words int
	index []uint64 // the hash's top half << 32 | state+1; 0 empty
	mask  uint64
}

func (t *ftable) reset(words int) {
	t.keys = t.keys[:0]
	t.cnt = t.cnt[:0]
	t.path = t.path[:0]
	t.words = words
	if len(t.index) == 0 {
		t.index = make([]uint64, 1<<10)
	} else {
		clear(t.index)
	}
	t.mask = uint64(len(t.index) - 1)
}

func fhash(k *fkey) uint64 {
	h := k[0]*0x9e3779b97f4a7c15 ^ k[1]
	h = (h ^ h>>29) * 0xbf58476d1ce4e5b9
	h ^= k[2]
	h = (h ^ h>>32) * 0x94d049bb133111eb
	h ^= k[3]
	h = (h ^ h>>29) * 0x9e3779b97f4a7c15
	return h ^ h>>32
}

func (t *ftable) grow() {
	t.index = make([]uint64, 2*len(t.index))
	t.mask = uint64(len(t.index) - 1)
	for s := range t.keys {
		full := fhash(&t.keys[s])
		h := full & t.mask
		for t.index[h] != 0 {
			h = (h + 1) & t.mask
		}
		t.index[h] = full>>32<<32 | uint64(s+1)
	}
}

// add merges a state reached n times; path is the first path's bits,
// with frame cell bit set when wall. It reports whether the state is new.
func (t *ftable) add(k *fkey, n uint8, path []uint64, bit int, wall bool) bool {
	full := fhash(k)
	tag := full >> 32 << 32
	h := full & t.mask
	for {
		e := t.index[h]
		if e == 0 {
			break
		}
		if e&^0xffffffff == tag && t.keys[e&0xffffffff-1] == *k {
			s := e&0xffffffff - 1
			t.cnt[s] = min(2, t.cnt[s]+n)
			return false
		}
		h = (h + 1) & t.mask
	}
	s := len(t.keys)
	t.keys = append(t.keys, *k)
	t.cnt = append(t.cnt, n)
	t.path = append(t.path, path...)
	if wall {
		t.path[s*t.words+bit>>6] |= 1 << (bit & 63)
	}
	t.index[h] = tag | uint64(s+1)
	if 2*len(t.keys) > len(t.index) {
		t.grow()
	}
	return true
}

// Slot colours.
const (
	fOut  = 0 // above the first row
	fWall = 1
	fIsl  = 2
)

// Clue codes: 0 none, 1 "?", else 2 + the index of the size in vals.
const fAny = 1

// fwork is a state in working form.
type fwork struct {
	col      [16]uint8
	lab      [16]uint8 // 0 for fOut
	code     [17]uint8 // by label
	size     [17]uint16
	diagWall bool
	done     bool
}

func (s *fwork) pack(w int) (k fkey, ok bool) {
	var islands int
	var seen [17]bool
	for t := 0; t < w; t++ {
		switch s.col[t] {
		case fWall:
			k[0] |= 1 << t
		case fIsl:
			k[0] |= 1 << (16 + t)
		}
		if s.lab[t] > 0 {
			k[1] |= uint64(s.lab[t]-1) << (4 * t)
		}
		l := s.lab[t]
		if s.col[t] != fIsl || seen[l] {
			continue
		}
		seen[l] = true
		if islands == 8 || s.code[l] >= 64 || s.size[l] > frontierMaxCells {
			return k, false
		}
		v := uint64(s.code[l])<<10 | uint64(s.size[l])
		k[2+islands/4] |= v << (16 * (islands % 4))
		islands++
	}
	if s.diagWall {
		k[0] |= 1 << 32
	}
	if s.done {
		k[0] |= 1 << 33
	}
	return k, true
}

func (s *fwork) unpack(k *fkey, w int) {
	islands := 0
	var seen [17]bool
	for t := 0; t < w; t++ {
		switch {
		case k[0]>>t&1 != 0:
			s.col[t] = fWall
		case k[0]>>(16+t)&1 != 0:
			s.col[t] = fIsl
		default:
			s.col[t] = fOut
			s.lab[t] = 0
			continue
		}
		l := uint8(k[1]>>(4*t)&15) + 1
		s.lab[t] = l
		if s.col[t] != fIsl || seen[l] {
			continue
		}
		seen[l] = true
		v := k[2+islands/4] >> (16 * (islands % 4))
		s.code[l] = uint8(v >> 10 & 63)
		s.size[l] = uint16(v & 1023)
		islands++
	}
	s.diagWall = k[0]>>32&1 != 0
	s.done = k[0]>>33&1 != 0
}

// canon renumbers the labels in slot order.
func (s *fwork) canon(w int) {
	var to [17]uint8
	var code [17]uint8
	var size [17]uint16
	next := uint8(0)
	for t := 0; t < w; t++ {
		l := s.lab[t]
		if l == 0 {
			continue
		}
		if to[l] == 0 {
			next++
			to[l] = next
			code[next], size[next] = s.code[l], s.size[l]
		}
		s.lab[t] = to[l]
	}
	s.code, s.size = code, size
}
