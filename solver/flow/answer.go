package flow

import (
	"fmt"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Answer is a (possibly partial) board: Cells holds the colour of every
// cell (0 = empty). Paths, when not nil, holds per colour (index 0
// unused) the cells of its path in order from one of its dots; the play
// state and the solvers know them, an answer read from text does not, and
// Check then looks for them itself.
type Answer struct {
	P     *Puzzle
	Cells []int
	Paths [][]int
}

// String is the benchmark `solution:` form: one line per row, the labels
// of the cells separated by single spaces, '.' for an empty cell.
func (a Answer) String() string {
	var b strings.Builder
	cols := a.P.G.Cols
	for c, k := range a.Cells {
		if c > 0 {
			if c%cols == 0 {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		}
		if k < 0 || k >= len(a.P.Labels) {
			k = 0
		}
		b.WriteString(a.P.Labels[k])
	}
	return b.String()
}

// ParseAnswer reads the benchmark solution text: cols*rows tokens (any
// whitespace between them), each a dot label of the puzzle or '.'.
func (p *Puzzle) ParseAnswer(text string) (puzzle.Answer, error) {
	cells, err := p.parseCells(text)
	if err != nil {
		return nil, err
	}
	return Answer{P: p, Cells: cells}, nil
}

func (p *Puzzle) parseCells(text string) ([]int, error) {
	f := strings.Fields(text)
	if len(f) != p.G.Cells() {
		return nil, fmt.Errorf("flow: an answer for %dx%d has %d tokens, not %d", p.G.Cols, p.G.Rows, len(f), p.G.Cells())
	}
	byLabel := make(map[string]int, len(p.Labels))
	for k, l := range p.Labels {
		byLabel[l] = k
	}
	cells := make([]int, len(f))
	for c, t := range f {
		k, ok := byLabel[t]
		if !ok {
			return nil, fmt.Errorf("flow: %q at %s is not a label of this puzzle", urlcodec.Clip(t), p.cellName(c))
		}
		cells[c] = k
	}
	return cells, nil
}

// answerOf gets the cells (and paths, when known) of any answer.
func (p *Puzzle) answerOf(a puzzle.Answer) (Answer, error) {
	return puzzle.AnswerAs("flow", a, func(v Answer) (Answer, bool) { return v, v.P == p && len(v.Cells) == p.G.Cells() },
		func(s string) (Answer, error) {
			cells, err := p.parseCells(s)
			if err != nil {
				return Answer{}, err
			}
			return Answer{P: p, Cells: cells}, nil
		})
}

// Check returns nil exactly when every pair is joined by a path through
// cells of its colour only, no path crosses, branches or leaves stray
// cells, and, under Flow Free, no cell is empty. It follows puzz.link's
// rules: a path may run beside itself. Unjoined pairs and empty cells are
// Incomplete; everything else is a mistake.
func (p *Puzzle) Check(a puzzle.Answer) []puzzle.Violation {
	ans, err := p.answerOf(a)
	if err != nil {
		return []puzzle.Violation{{Rule: "answer", Msg: err.Error()}}
	}
	var out []puzzle.Violation
	for c, k := range p.Dots {
		if k != 0 && ans.Cells[c] != k {
			out = append(out, puzzle.Violation{Rule: "dot", Msg: fmt.Sprintf("flow: the dot %s at %s is covered by another colour", p.Labels[k], p.cellName(c)), At: []grid.Point{p.G.CellPoint(c)}})
		}
	}
	for c, k := range ans.Cells {
		if k < 0 || k > p.Colours() {
			return append(out, puzzle.Violation{Rule: "answer", Msg: fmt.Sprintf("flow: %s holds colour %d, outside 1..%d", p.cellName(c), k, p.Colours()), At: []grid.Point{p.G.CellPoint(c)}})
		}
	}
	if len(out) > 0 {
		return out
	}
	if len(p.Hidden) > 0 {
		out = p.checkHidden(ans)
	} else {
		for k := 1; k <= p.Colours(); k++ {
			var path []int
			if ans.Paths != nil && k < len(ans.Paths) {
				path = ans.Paths[k]
			}
			out = append(out, p.checkColour(ans.Cells, k, path)...)
		}
	}
	if p.Rules == FlowFree {
		out = append(out, puzzle.EmptyCells("flow", p.G, ans.Cells)...)
	}
	return out
}

// checkColour checks one colour: with a known path, that the path is a
// walk of adjacent distinct cells from one dot that covers exactly the
// colour's cells; without one, that some such path exists.
func (p *Puzzle) checkColour(cells []int, k int, path []int) []puzzle.Violation {
	lab := p.Labels[k]
	var mine []int
	for c, v := range cells {
		if v == k {
			mine = append(mine, c)
		}
	}
	pts := func(cs []int) []grid.Point {
		out := make([]grid.Point, len(cs))
		for i, c := range cs {
			out[i] = p.G.CellPoint(c)
		}
		return out
	}
	e := p.Ends[k]
	if path != nil && p.validPath(cells, k, path) {
		if len(path) == len(mine) && path[len(path)-1] == other(e, path[0]) {
			return nil
		}
		if len(path) == len(mine) {
			return []puzzle.Violation{{Rule: "connect", Msg: fmt.Sprintf("flow: the two %s dots are not joined yet", lab), At: pts(e[:]), Incomplete: true}}
		}
	}
	// Reconstruct from the colouring. A component of the colour's cells
	// that holds no dot is a stray loop or blob: a mistake.
	comp := p.components(cells, k)
	if comp[e[0]] != comp[e[1]] {
		var stray []int
		for _, c := range mine {
			if comp[c] != comp[e[0]] && comp[c] != comp[e[1]] {
				stray = append(stray, c)
			}
		}
		if len(stray) > 0 {
			return []puzzle.Violation{{Rule: "stray", Msg: strayText(len(stray), lab), At: pts(stray)}}
		}
		// Both dots' parts may still be fine partial paths.
		for _, d := range e {
			var part []int
			for _, c := range mine {
				if comp[c] == comp[d] {
					part = append(part, c)
				}
			}
			if _, ok := p.hamiltonPath(cells, k, part, d, -1); !ok {
				return []puzzle.Violation{{Rule: "branch", Msg: fmt.Sprintf("flow: the %s line from %s branches", lab, p.cellName(d)), At: pts(part)}}
			}
		}
		return []puzzle.Violation{{Rule: "connect", Msg: fmt.Sprintf("flow: the two %s dots are not joined yet", lab), At: pts(e[:]), Incomplete: true}}
	}
	var stray []int
	for _, c := range mine {
		if comp[c] != comp[e[0]] {
			stray = append(stray, c)
		}
	}
	if len(stray) > 0 {
		return []puzzle.Violation{{Rule: "stray", Msg: strayText(len(stray), lab), At: pts(stray)}}
	}
	if _, ok := p.hamiltonPath(cells, k, mine, e[0], e[1]); !ok {
		return []puzzle.Violation{{Rule: "branch", Msg: fmt.Sprintf("flow: the %s cells do not form one line from dot to dot (a branch or a loop)", lab), At: pts(mine)}}
	}
	return nil
}

func other(e [2]int, c int) int {
	if e[0] == c {
		return e[1]
	}
	return e[0]
}

// validPath: starts at a dot of k (with '?' dots: of withEnds's puzzle),
// steps between adjacent cells, visits only cells of colour k, never
// twice, and passes no dot in its middle.
func (p *Puzzle) validPath(cells []int, k int, path []int) bool {
	if len(path) == 0 || p.Dots[path[0]] != k {
		return false
	}
	seen := make(map[int]bool, len(path))
	for i, c := range path {
		if c < 0 || c >= len(cells) || cells[c] != k || seen[c] {
			return false
		}
		seen[c] = true
		if i > 0 && !p.adjacent(path[i-1], c) {
			return false
		}
		if i > 0 && i < len(path)-1 && p.Dots[c] != 0 {
			return false
		}
	}
	return true
}

func (p *Puzzle) adjacent(a, b int) bool {
	ay, ax := p.G.YX(a)
	by, bx := p.G.YX(b)
	dy, dx := ay-by, ax-bx
	return dy*dy+dx*dx == 1
}

// components labels the 4-connected components of colour k's cells
// (-1 elsewhere).
func (p *Puzzle) components(cells []int, k int) []int {
	comp := make([]int, len(cells))
	for i := range comp {
		comp[i] = -1
	}
	var stack, nb []int
	id := 0
	for c, v := range cells {
		if v != k || comp[c] >= 0 {
			continue
		}
		comp[c] = id
		stack = append(stack[:0], c)
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, r := range p.G.Neighbours(nb[:0], q) {
				if cells[r] == k && comp[r] < 0 {
					comp[r] = id
					stack = append(stack, r)
				}
			}
		}
		id++
	}
	return comp
}

// hamiltonBudget bounds the path reconstruction: a colour class thick
// enough to need more steps is far from any sensible answer, and Check
// reports it as not one line rather than spend unbounded time.
const hamiltonBudget = 200000

// hamiltonPath finds an order of the cells set (all of colour k) that
// starts at from, ends at to (or anywhere when to < 0), and steps between
// adjacent cells, passing no dot in its middle. Most colour classes are
// plain paths and take one walk; thick ones are searched depth first.
func (p *Puzzle) hamiltonPath(cells []int, k int, set []int, from, to int) ([]int, bool) {
	in := make(map[int]bool, len(set))
	for _, c := range set {
		in[c] = true
	}
	if !in[from] || (to >= 0 && !in[to]) {
		return nil, false
	}
	path := []int{from}
	used := map[int]bool{from: true}
	budget := hamiltonBudget
	var dfs func() bool
	dfs = func() bool {
		var nb [4]int // one per level: the loop below recurses
		budget--
		if budget < 0 {
			return false
		}
		last := path[len(path)-1]
		if len(path) == len(set) {
			return to < 0 || last == to
		}
		if last == to || (len(path) > 1 && p.Dots[last] != 0) {
			return false
		}
		for _, r := range p.G.Neighbours(nb[:0], last) {
			if in[r] && !used[r] {
				used[r] = true
				path = append(path, r)
				if dfs() {
					return true
				}
				path = path[:len(path)-1]
				used[r] = false
			}
		}
		return false
	}
	if dfs() {
		return path, true
	}
	return nil, false
}

// pathsOf reconstructs every colour's path of a colouring (nil entries for
// colours whose cells do not form a line from one dot), for moves that put
// a whole answer on the board.
func (p *Puzzle) pathsOf(cells []int) [][]int {
	paths := make([][]int, p.Colours()+1)
	for k := 1; k <= p.Colours(); k++ {
		var mine []int
		for c, v := range cells {
			if v == k {
				mine = append(mine, c)
			}
		}
		e := p.Ends[k]
		if e[0] < 0 {
			continue // a pair of '?' dots neither of which the colouring gives k
		}
		if path, ok := p.hamiltonPath(cells, k, mine, e[0], e[1]); ok {
			paths[k] = path
			continue
		}
		comp := p.components(cells, k)
		var part []int
		for _, c := range mine {
			if comp[c] == comp[e[0]] {
				part = append(part, c)
			}
		}
		if path, ok := p.hamiltonPath(cells, k, part, e[0], -1); ok {
			paths[k] = path
		}
	}
	return paths
}

// strayText says that n cells of colour lab reach neither of its dots.
func strayText(n int, lab string) string {
	if n == 1 {
		return fmt.Sprintf("flow: 1 %s cell is joined to neither %s dot", lab, lab)
	}
	return fmt.Sprintf("flow: %d %s cells are joined to neither %s dot", n, lab, lab)
}
