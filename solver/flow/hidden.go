package flow

// '?' dots (puzz.link writes them '.' in numlin and arukone links): a dot
// whose number is not shown. It is the end of a line like any dot; the
// line joins it to the dot of the number it hides, which is then shown
// only once on the board, or, when no such number is left, to another '?'
// dot (a number shown nowhere).
//
// pzprjs's own checker is stricter than the notation: it treats '?' as a
// value of its own, so a '?' may only be joined to another '?' and a
// puzzle such as numlin/5/5/.j2h3m1h2j3 (a 1 shown once) has no answer
// there. Pencilbox reads '?' as a number not shown, which is what the
// notation says; every answer pzprjs accepts is accepted here too.
//
// The solvers never see a '?': a puzzle with '?' dots is the union of its
// resolutions, the ordinary puzzles in which each '?' takes one of the
// numbers shown once (each taken once) and the '?' dots left over pair
// up. Their colours are the puzzle's own (the numbers shown keep their
// colours; each pair of '?' dots gets the next colour, in the order of
// its first cell), so a resolution's answer is an answer of the puzzle,
// and two resolutions never share an answer: the colours of the '?'
// cells tell them apart. Solve, the reference solver and facts run each
// resolution in turn. That multiplies the work by the number of
// resolutions: a few for the usual one or two '?' dots, and beyond
// maxResolutions the solvers answer Unknown rather than try.

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// maxResolutions bounds the readings of the '?' dots the solvers try.
const maxResolutions = 2000

// addHidden records the '?' dots and adds a colour per pair of them left
// once each of the singles numbers shown once has taken one.
func (p *Puzzle) addHidden(hidden []int, singles int) error {
	q := len(hidden)
	if q < singles {
		return fmt.Errorf("flow: %d numbers appear only once, but there are only %d '?' dots to end their lines", singles, q)
	}
	if (q-singles)%2 != 0 {
		return fmt.Errorf("flow: %d '?' dots are left once each number shown once takes one; they join in pairs, so that must be even", q-singles)
	}
	p.Hidden = append([]int(nil), hidden...)
	p.hidden = make([]bool, p.G.Cells())
	for _, c := range hidden {
		p.hidden[c] = true
	}
	for j := 1; j <= (q-singles)/2; j++ {
		p.Nums = append(p.Nums, 0)
		p.Labels = append(p.Labels, "?"+strconv.Itoa(j))
		p.Ends = append(p.Ends, [2]int{-1, -1})
	}
	return nil
}

// IsHidden reports whether cell c holds a '?' dot.
func (p *Puzzle) IsHidden(c int) bool { return p.hidden != nil && p.hidden[c] }

// Open reports whether colour k's line ends at a '?' dot (a number shown
// once, or a pair of '?' dots).
func (p *Puzzle) Open(k int) bool { return p.Ends[k][1] < 0 }

// IsEnd reports whether a line of colour k may start or end at cell c:
// one of k's dots, or a '?' dot when k is open.
func (p *Puzzle) IsEnd(k, c int) bool { return p.Dots[c] == k || p.IsHidden(c) && p.Open(k) }

// CanEnd reports whether a line of colour k that starts at start may end
// at cell c: k's other dot; for an open colour begun at its shown dot,
// any '?' dot; for a pair of '?' dots, another '?' dot.
func (p *Puzzle) CanEnd(k, start, c int) bool {
	return c != start && p.Joins(k, []int{start, c})
}

// Joins reports whether path is a whole line of colour k: from one of its
// ends to the other (for an open colour: its shown dot to a '?' dot, or
// two '?' dots).
func (p *Puzzle) Joins(k int, path []int) bool {
	if len(path) < 2 {
		return false
	}
	a, b := path[0], path[len(path)-1]
	e := p.Ends[k]
	switch {
	case a == b:
		return false
	case !p.Open(k):
		return b == other(e, a)
	case e[0] >= 0:
		return a == e[0] && p.IsHidden(b) || b == e[0] && p.IsHidden(a)
	}
	return p.IsHidden(a) && p.IsHidden(b)
}

// resolutionCount is how many resolutions the puzzle has (ok false past
// maxResolutions): the ways to give each number shown once its own '?',
// times the ways to pair the '?' dots left.
func (p *Puzzle) resolutionCount() (n int, ok bool) {
	q, singles := len(p.Hidden), 0
	for k := 1; k <= p.Colours(); k++ {
		if p.Open(k) && p.Ends[k][0] >= 0 {
			singles++
		}
	}
	n = 1
	for i := 0; i < singles; i++ {
		n *= q - i
		if n > maxResolutions {
			return n, false
		}
	}
	for left := q - singles; left > 2; left -= 2 {
		n *= left - 1
		if n > maxResolutions {
			return n, false
		}
	}
	return n, true
}

// resolutions calls f with each resolution (an ordinary puzzle with p's
// colours) until f returns false.
func (p *Puzzle) resolutions(f func(r *Puzzle) bool) {
	nums := make([]int, len(p.Dots))
	top := 0
	for c, k := range p.Dots {
		if k != 0 {
			nums[c] = p.Nums[k]
			top = max(top, p.Nums[k])
		}
	}
	labels := map[int]string{}
	var singles []int
	firstPair := 0
	for k := 1; k <= p.Colours(); k++ {
		switch {
		case p.Nums[k] != 0:
			labels[p.Nums[k]] = p.Labels[k]
			if p.Open(k) {
				singles = append(singles, k)
			}
		case firstPair == 0:
			firstPair = k
		}
	}
	// The pairs of '?' dots take the numbers after every number shown, in
	// the order of their first cell: colour firstPair+j-1 is number top+j.
	for j := 1; firstPair > 0 && firstPair+j-1 <= p.Colours(); j++ {
		labels[top+j] = p.Labels[firstPair+j-1]
	}
	used := make([]bool, len(p.Hidden))
	stop := false
	var pair func(j int)
	pair = func(j int) {
		i := 0
		for i < len(used) && used[i] {
			i++
		}
		if i == len(used) {
			r, err := New(p.G.Cols, p.G.Rows, p.Rules, nums, labels)
			if err == nil && !f(r) {
				stop = true
			}
			return
		}
		used[i], nums[p.Hidden[i]] = true, top+j
		for i2 := i + 1; i2 < len(used) && !stop; i2++ {
			if !used[i2] {
				used[i2], nums[p.Hidden[i2]] = true, top+j
				pair(j + 1)
				used[i2] = false
			}
		}
		used[i] = false
	}
	var place func(s int)
	place = func(s int) {
		if s == len(singles) {
			pair(1)
			return
		}
		for i := range used {
			if stop {
				return
			}
			if !used[i] {
				used[i], nums[p.Hidden[i]] = true, p.Nums[singles[s]]
				place(s + 1)
				used[i] = false
			}
		}
	}
	place(0)
}

// solveHidden counts solutions (up to limit, at most 2) over the
// resolutions with solve, the genre's solver for an ordinary puzzle.
func (p *Puzzle) solveHidden(ctx context.Context, limit int, solve func(r *Puzzle, ctx context.Context, limit int) puzzle.Result) puzzle.Result {
	limit = max(1, min(limit, 2))
	if _, ok := p.resolutionCount(); !ok {
		return puzzle.Result{Status: puzzle.Unknown}
	}
	count, unknown := 0, false
	var out puzzle.Result
	p.resolutions(func(r *Puzzle) bool {
		if puzzle.Expired(ctx) {
			unknown = true
			return false
		}
		res := solve(r, ctx, limit-count)
		out.Nodes += res.Nodes
		if a, ok := res.Answer.(Answer); ok && out.Answer == nil {
			out.Answer = Answer{P: p, Cells: a.Cells, Paths: a.Paths}
		}
		switch res.Status {
		case puzzle.Unique, puzzle.Found:
			count++
		case puzzle.Multiple:
			count += 2
		case puzzle.Unknown:
			unknown = true
			if res.Answer != nil {
				count++
			}
		}
		return count < limit
	})
	switch {
	case count >= 2:
		out.Status = puzzle.Multiple
	case count == 1 && limit == 1:
		out.Status = puzzle.Found
	case unknown:
		out.Status = puzzle.Unknown
	case count == 1:
		out.Status = puzzle.Unique
	default:
		out.Status = puzzle.None
	}
	return out
}

// factsHidden: the cells coloured alike in every solution of every
// resolution that has one.
func (p *Puzzle) factsHidden(ctx context.Context) ([]puzzle.Fact, error) {
	if _, ok := p.resolutionCount(); !ok {
		return nil, errors.New("flow: facts: too many ways to read the '?' dots")
	}
	var common map[int]puzzle.Fact // by cell; Text names the colour
	colour := map[int]int{}
	var err error
	p.resolutions(func(r *Puzzle) bool {
		fs, ferr := r.Facts(ctx)
		if ferr != nil {
			if r.Solve(ctx, 1).Status == puzzle.None {
				return true // no solution here: no say
			}
			err = ferr
			return false
		}
		here := map[int]int{}
		byCell := map[int]puzzle.Fact{}
		for _, f := range fs {
			c, ok := p.G.PointCell(f.At[0])
			if !ok {
				continue
			}
			k, _ := strconv.Atoi(fieldOf(f.Move, 1))
			here[c], byCell[c] = k, f
		}
		if common == nil {
			common, colour = byCell, here
			return true
		}
		for c := range common {
			if k, ok := here[c]; !ok || k != colour[c] {
				delete(common, c)
			}
		}
		return true
	})
	if err != nil {
		return nil, err
	}
	if common == nil {
		return nil, errors.New("flow: the puzzle has no solution, so nothing is certain")
	}
	cells := make([]int, 0, len(common))
	for c := range common {
		cells = append(cells, c)
	}
	sort.Ints(cells)
	out := make([]puzzle.Fact, len(cells))
	for i, c := range cells {
		out[i] = common[c]
	}
	return out, nil
}

// fieldOf is the i-th blank-separated field of s ("" when there is none).
func fieldOf(s string, i int) string {
	n := 0
	for start := 0; start < len(s); {
		for start < len(s) && s[start] == ' ' {
			start++
		}
		end := start
		for end < len(s) && s[end] != ' ' {
			end++
		}
		if end > start {
			if n == i {
				return s[start:end]
			}
			n++
		}
		start = end
	}
	return ""
}

// withEnds is p with the '?' dots each colour's cells cover taken as that
// colour's dots (took[k], at most two of them used), for the checker and
// for reading lines back from a colouring.
func (p *Puzzle) withEnds(took [][]int) *Puzzle {
	q := *p
	q.Dots = append([]int(nil), p.Dots...)
	q.Ends = append([][2]int(nil), p.Ends...)
	for k, hs := range took {
		for _, h := range hs {
			e := &q.Ends[k]
			switch {
			case e[0] < 0:
				e[0] = h
			case e[1] < 0:
				e[1] = h
			default:
				continue
			}
			q.Dots[h] = k
			if e[1] >= 0 && e[1] < e[0] {
				e[0], e[1] = e[1], e[0]
			}
		}
	}
	return &q
}

// tookOf lists per colour the '?' dots a colouring gives it.
func (p *Puzzle) tookOf(cells []int) [][]int {
	took := make([][]int, p.Colours()+1)
	for _, h := range p.Hidden {
		if k := cells[h]; k > 0 && k <= p.Colours() {
			took[k] = append(took[k], h)
		}
	}
	return took
}

// checkHidden is Check for a puzzle with '?' dots: each '?' must be taken
// by exactly one open colour and each open colour must take as many as it
// lacks ends; the lines are then checked as in an ordinary puzzle.
func (p *Puzzle) checkHidden(ans Answer) []puzzle.Violation {
	var out []puzzle.Violation
	at := func(cs ...int) []grid.Point {
		pts := make([]grid.Point, len(cs))
		for i, c := range cs {
			pts[i] = p.G.CellPoint(c)
		}
		return pts
	}
	for _, h := range p.Hidden {
		if k := ans.Cells[h]; k == 0 {
			out = append(out, puzzle.Violation{Rule: "connect", Msg: fmt.Sprintf("flow: the ? dot at %s is not joined yet", p.cellName(h)), At: at(h), Incomplete: true})
		} else if !p.Open(k) {
			out = append(out, puzzle.Violation{Rule: "hidden", Msg: fmt.Sprintf("flow: the %s line cannot end at the ? dot at %s: both %s dots are shown", p.Labels[k], p.cellName(h), p.Labels[k]), At: at(h)})
		}
	}
	took := p.tookOf(ans.Cells)
	eff := p.withEnds(took)
	for k := 1; k <= p.Colours(); k++ {
		need := 0
		for _, c := range p.Ends[k] {
			if c < 0 {
				need++
			}
		}
		var path []int
		if ans.Paths != nil && k < len(ans.Paths) {
			path = ans.Paths[k]
		}
		switch {
		case len(took[k]) > need:
			out = append(out, puzzle.Violation{Rule: "hidden", Msg: fmt.Sprintf("flow: the %s line reaches %d ? dots; a line has two ends", p.Labels[k], len(took[k])), At: at(took[k]...)})
		case len(took[k]) < need:
			out = append(out, puzzle.Violation{Rule: "connect", Msg: fmt.Sprintf("flow: the %s line does not reach a ? dot yet", p.Labels[k]), At: at(took[k]...), Incomplete: true})
		default:
			out = append(out, eff.checkColour(ans.Cells, k, path)...)
		}
	}
	return out
}

// hintHidden: with one solution, the hints of the one resolution that
// has it (its human rules need both ends of every line, which that
// resolution fixes, and they hold for the puzzle because no other
// resolution has a solution); else a mistake against the solution, or
// the next line of it to draw.
func (p *Puzzle) hintHidden(ctx context.Context, s *State) (puzzle.Hint, error) {
	if p.Check(s.Answer()) == nil {
		return puzzle.SolvedHint, nil
	}
	res := p.Solve(ctx, 2)
	a, ok := res.Answer.(Answer)
	switch {
	case res.Status == puzzle.None:
		return puzzle.Hint{}, errors.New("flow: the puzzle has no solution")
	case res.Status == puzzle.Multiple:
		return puzzle.Hint{Technique: "none", Text: "No certain step found: the puzzle has more than one solution."}, nil
	case res.Status != puzzle.Unique || !ok:
		return puzzle.Hint{}, fmt.Errorf("flow: hint: the solver stopped early")
	}
	r := p.withEnds(p.tookOf(a.Cells))
	r.Hidden, r.hidden = nil, nil
	if h, err := r.Hint(ctx, &State{P: r, Paths: s.Paths}); err == nil && h.Move != "" {
		if _, err := s.Apply(h.Move); err == nil {
			return h, nil
		}
	}
	for k := 1; k <= p.Colours(); k++ {
		for i, c := range s.Paths[k] {
			if a.Cells[c] != k {
				mv := fmt.Sprintf("x %d", k)
				if i > 0 {
					mv = Move(p, k, s.Paths[k][:i])
				}
				return puzzle.Hint{Technique: "mistake", Text: fmt.Sprintf("The %s line should not pass %s.", p.Labels[k], p.cellName(c)), At: []grid.Point{p.G.CellPoint(c)}, Move: mv}, nil
			}
		}
	}
	for k := 1; k <= p.Colours(); k++ {
		path := a.Paths[k]
		if p.Joins(k, s.Paths[k]) || len(path) < 2 {
			continue
		}
		text := fmt.Sprintf("The %s line runs from %s to %s.", p.Labels[k], p.cellName(path[0]), p.cellName(path[len(path)-1]))
		for _, c := range []int{path[0], path[len(path)-1]} {
			if p.IsHidden(c) && p.Nums[k] != 0 {
				text = fmt.Sprintf("The ? at %s is the %s: its line runs from %s to %s.", p.cellName(c), p.Labels[k], p.cellName(path[0]), p.cellName(path[len(path)-1]))
			}
		}
		return puzzle.Hint{Technique: "forced", Text: text, At: []grid.Point{p.G.CellPoint(path[0]), p.G.CellPoint(path[len(path)-1])}, Move: Move(p, k, path)}, nil
	}
	return puzzle.Hint{Technique: "none", Text: "No certain step found."}, nil
}
