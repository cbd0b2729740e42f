package meta

import "math/rand/v2"

// NK is the paper's smooth N-k landscape with k = 0: a hidden binary string
// of length N; a construction chooses each bit in turn (component id
// 2·position + bit) and costs the Hamming distance to the hidden string. The
// landscape has a single optimum that local search finds easily, while a
// random construction hits it with probability 2^−N.
type NK struct {
	Target []uint8
	step   int
	got    []uint8
	opts   [2]int
}

// NewNK draws the hidden string of length n from seed.
func NewNK(n int, seed uint64) *NK {
	rng := newRand(seed, 7)
	t := make([]uint8, n)
	for i := range t {
		t[i] = uint8(rng.IntN(2))
	}
	return &NK{Target: t, got: make([]uint8, n)}
}

func (s *NK) Starts() int      { return 1 }
func (s *NK) Reset(int)        { s.step = 0 }
func (s *NK) Tau0() float64    { return 1 / float64(len(s.Target)) }
func (s *NK) Clone() Simulator { return &NK{Target: s.Target, got: make([]uint8, len(s.Target))} }

func (s *NK) Options() []int {
	if s.step == len(s.Target) {
		return nil
	}
	s.opts = [2]int{2 * s.step, 2*s.step + 1}
	return s.opts[:]
}

func (s *NK) Choose(o int) {
	s.got[o/2] = uint8(o % 2)
	s.step = o/2 + 1
}

func (s *NK) Cost() float64 {
	d := 0
	for i, b := range s.Target {
		if s.got[i] != b {
			d++
		}
	}
	return float64(d)
}

// Oracle is the N-k landscape's solution test, for the prescient solver.
func (s *NK) Oracle(o int) bool { return s.Target[o/2] == uint8(o%2) }

// BinPacking is one-dimensional bin packing as J-POP poses it: a
// construction is an order of the items (each step offers every item not yet
// placed, component id step·n + item) packed by next fit, and the cost is
// the number of bins above the lower bound ⌈Σ sizes / capacity⌉.
type BinPacking struct {
	Sizes    []int
	Capacity int
	placed   []bool
	order    []int
	opts     []int
	bins     int
	room     int
}

// NewBinPacking copies the sizes; every size must be in 1..capacity.
func NewBinPacking(sizes []int, capacity int) *BinPacking {
	b := &BinPacking{Sizes: append([]int(nil), sizes...), Capacity: capacity}
	b.placed = make([]bool, len(sizes))
	return b
}

// UniformBinPacking is a seeded Falkenauer-style uniform instance: n item
// sizes drawn uniformly from lo..hi.
func UniformBinPacking(n, lo, hi, capacity int, seed uint64) *BinPacking {
	rng := rand.New(rand.NewPCG(seed, 8))
	sizes := make([]int, n)
	for i := range sizes {
		sizes[i] = lo + rng.IntN(hi-lo+1)
	}
	return NewBinPacking(sizes, capacity)
}

// LowerBound is ⌈Σ sizes / capacity⌉.
func (b *BinPacking) LowerBound() int {
	sum := 0
	for _, s := range b.Sizes {
		sum += s
	}
	return (sum + b.Capacity - 1) / b.Capacity
}

// FirstFit is the number of bins of the first-fit heuristic in item order.
func (b *BinPacking) FirstFit() int {
	var rooms []int
	for _, s := range b.Sizes {
		ok := false
		for i, r := range rooms {
			if r >= s {
				rooms[i] -= s
				ok = true
				break
			}
		}
		if !ok {
			rooms = append(rooms, b.Capacity-s)
		}
	}
	return len(rooms)
}

// Bins is the number of bins of the current construction.
func (b *BinPacking) Bins() int { return b.bins }

func (b *BinPacking) Starts() int         { return 1 }
func (b *BinPacking) ComponentBound() int { return len(b.Sizes) * len(b.Sizes) }
func (b *BinPacking) Tau0() float64       { return 1 / float64(len(b.Sizes)) }

func (b *BinPacking) Clone() Simulator { return NewBinPacking(b.Sizes, b.Capacity) }

func (b *BinPacking) Reset(int) {
	clear(b.placed)
	b.order = b.order[:0]
	b.bins, b.room = 0, 0
}

func (b *BinPacking) Options() []int {
	b.opts = b.opts[:0]
	step := len(b.order)
	for i, p := range b.placed {
		if !p {
			b.opts = append(b.opts, step*len(b.Sizes)+i)
		}
	}
	return b.opts
}

func (b *BinPacking) Choose(o int) {
	i := o % len(b.Sizes)
	b.placed[i] = true
	b.order = append(b.order, i)
	if s := b.Sizes[i]; b.bins == 0 || s > b.room {
		b.bins++
		b.room = b.Capacity - s
	} else {
		b.room -= s
	}
}

func (b *BinPacking) Cost() float64 { return float64(b.bins - b.LowerBound()) }
