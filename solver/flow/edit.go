package flow

// The setter's contract (puzzle.Editable, puzzle.Clued): a dot is its
// label on a cell, as the board writes it: a letter A-Z, a-z on a Flow
// Free board (arukone), a number on a Numberlink board (numlin), or "?"
// (a dot whose number is not shown, hidden.go) on either. Blank makes
// Flow Free boards; a Numberlink board keeps its rules.
//
// A setter places a pair's dots one at a time and starts from a board
// with no dots, both of which Decode refuses. Blank and WithGiven
// therefore build drafts where a number may have one dot (or none at all
// be placed), and DecodeDraft reads their links back for the editor. A
// draft is only drawn and linked, never solved: the analysis decodes the
// link strictly and reports Decode's message ("the number A appears 1
// times"), and a draft's unpaired dot has both ends on its one cell, so
// nothing that walks Ends leaves the board.

import (
	"fmt"
	"sort"
	"strconv"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Blank is the Flow Free board with no dots.
func (Genre) Blank(cols, rows int) (puzzle.Puzzle, error) {
	if err := checkSize(cols, rows); err != nil {
		return nil, err
	}
	return draft(cols, rows, FlowFree, make([]int, cols*rows))
}

// DecodeDraft is Decode for the editor: it also accepts numbers with one
// dot and a board with no dots.
func (Genre) DecodeDraft(l urlcodec.Link) (puzzle.Puzzle, error) {
	if p, err := DecodeLink(l); err == nil {
		return p, nil
	}
	rules, nums, err := decodeDots(l)
	if err != nil {
		return nil, err
	}
	return draft(l.Cols, l.Rows, rules, nums)
}

// draft is New without the demands that every number has two dots (or
// one and a '?' dot) and that there is one: a number with one dot gets a
// colour whose two ends are that dot; '?' dots are only marked (Hidden),
// with no colours of their own.
func draft(cols, rows int, rules Rules, nums []int) (*Puzzle, error) {
	g := grid.Grid{Cols: cols, Rows: rows}
	where := map[int][]int{}
	var order, hidden []int
	for c, v := range nums {
		if v == HiddenDot {
			hidden = append(hidden, c)
		}
		if v <= 0 {
			continue
		}
		if _, seen := where[v]; !seen {
			order = append(order, v)
		}
		where[v] = append(where[v], c)
	}
	sort.Ints(order)
	p := &Puzzle{G: g, Rules: rules, Dots: make([]int, g.Cells()), Nums: []int{0}, Labels: []string{"."}, Ends: [][2]int{{}}}
	for _, v := range order {
		cs := where[v]
		if len(cs) > 2 {
			return nil, fmt.Errorf("flow: %s has %d dots; a pair has two", defaultLabel(rules, v), len(cs))
		}
		k := len(p.Nums)
		p.Nums = append(p.Nums, v)
		p.Labels = append(p.Labels, defaultLabel(rules, v))
		p.Ends = append(p.Ends, [2]int{cs[0], cs[len(cs)-1]})
		for _, c := range cs {
			p.Dots[c] = k
		}
	}
	if len(hidden) > 0 {
		p.Hidden = hidden
		p.hidden = make([]bool, g.Cells())
		for _, c := range hidden {
			p.hidden[c] = true
		}
	}
	return p, nil
}

// GivenList lists the dots in cell order.
func (p *Puzzle) GivenList() []puzzle.Given {
	return puzzle.CellGivens(p.G, len(p.Dots), func(c int) string {
		switch k := p.Dots[c]; {
		case p.IsHidden(c):
			return "?"
		case k != 0:
			return defaultLabel(p.Rules, p.Nums[k])
		}
		return ""
	})
}

// WithGiven places, changes or removes one dot. A third dot of a label is
// refused; a first one makes a draft (see the file comment).
func (p *Puzzle) WithGiven(gv puzzle.Given) (puzzle.Puzzle, error) {
	c, err := puzzle.GivenCell("flow", p.G, gv.At)
	if err != nil {
		return nil, err
	}
	v := 0
	if gv.Value != "" {
		if v, err = p.labelNumber(gv.Value); err != nil {
			return nil, err
		}
	}
	nums := make([]int, len(p.Dots))
	for d, k := range p.Dots {
		nums[d] = p.Nums[k]
		if p.IsHidden(d) {
			nums[d] = HiddenDot
		}
	}
	nums[c] = v
	if q, err := New(p.G.Cols, p.G.Rows, p.Rules, nums, nil); err == nil {
		return q, nil
	}
	return draft(p.G.Cols, p.G.Rows, p.Rules, nums)
}

// labelNumber reads a dot's label: a letter on a Flow Free board, a
// number on a Numberlink board.
func (p *Puzzle) labelNumber(s string) (int, error) {
	if s == "?" {
		return HiddenDot, nil
	}
	if p.Rules == FlowFree {
		if len(s) == 1 && s[0] >= 'A' && s[0] <= 'Z' {
			return int(s[0]-'A') + 1, nil
		}
		if len(s) == 1 && s[0] >= 'a' && s[0] <= 'z' {
			return int(s[0]-'a') + 27, nil
		}
		return 0, fmt.Errorf("flow: %q is not a dot; Flow Free dots are letters A-Z and a-z", urlcodec.Clip(s))
	}
	limit := p.G.Cells() / 2
	if v, err := strconv.Atoi(s); err == nil && v >= 1 && v <= limit && strconv.Itoa(v) == s {
		return v, nil
	}
	return 0, fmt.Errorf("flow: %q is not a dot; Numberlink dots are numbers 1 to %d", urlcodec.Clip(s), limit)
}
