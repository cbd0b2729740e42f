package hashi

import (
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Answer is the number of bridges (0, 1, 2) on each potential bridge.
type Answer struct {
	P     *Puzzle
	Count []uint8
}

// String is the benchmark `solution:` form: rows of space-separated
// tokens, rows joined by newlines; an island is its number ('?' for an
// unknown one), water '.', a single bridge '-' (across) or '|' (down), a
// double one '=' or 'H'. Bridges between neighbouring islands pass over no
// cell, so they cannot be drawn in the grid; each is written on a line of
// its own after the grid, "Y1,X1-Y2,X2=K" (0-based cells). The benchmark
// sets have no neighbouring islands, so their form is just the grid.
func (a Answer) String() string {
	p := a.P
	if p == nil || len(a.Count) != len(p.Bridges) {
		return ""
	}
	tok := make([]string, p.G.Cells())
	for c, v := range p.Clues {
		if v == urlcodec.Empty {
			tok[c] = "."
		} else {
			tok[c] = clueText(v)
		}
	}
	var extra []string
	for b, k := range a.Count {
		if k == 0 {
			continue
		}
		br := p.Bridges[b]
		if len(br.Cells) == 0 {
			ya, xa := p.G.YX(p.Islands[br.A])
			yb, xb := p.G.YX(p.Islands[br.B])
			extra = append(extra, fmt.Sprintf("%d,%d-%d,%d=%d", ya, xa, yb, xb, k))
			continue
		}
		t := "-="[min(k, 2)-1 : min(k, 2)]
		if br.Vertical {
			t = "|H"[min(k, 2)-1 : min(k, 2)]
		}
		for _, c := range br.Cells {
			tok[c] = t
		}
	}
	var b strings.Builder
	for c, t := range tok {
		switch {
		case c == 0:
		case c%p.G.Cols == 0:
			b.WriteByte('\n')
		default:
			b.WriteByte(' ')
		}
		b.WriteString(t)
	}
	for _, e := range extra {
		b.WriteByte('\n')
		b.WriteString(e)
	}
	return b.String()
}

// ParseAnswer reads the String form. Island tokens must sit on islands
// (their number is not checked: Check does that from the bridges), bridge
// tokens must fill the whole gap between two islands that see each other.
func (p *Puzzle) ParseAnswer(text string) (puzzle.Answer, error) {
	toks := strings.Fields(text)
	n := p.G.Cells()
	if len(toks) < n {
		return nil, fmt.Errorf("hashi: the answer has %d cells, want %d", len(toks), n)
	}
	a := Answer{P: p, Count: make([]uint8, len(p.Bridges))}
	for c, t := range toks[:n] {
		isIsland := p.island[c] >= 0
		switch t {
		case ".", "-", "=", "|", "H":
			if isIsland {
				return nil, fmt.Errorf("hashi: the answer has %q on the island at %s", t, cellName(p.G, c))
			}
		default:
			if !isIsland {
				return nil, fmt.Errorf("hashi: the answer has %q on the water at %s", urlcodec.Clip(t), cellName(p.G, c))
			}
		}
	}
	covered := make([]bool, n)
	for b, br := range p.Bridges {
		if len(br.Cells) == 0 {
			continue
		}
		k := bridgeToken(toks[br.Cells[0]], br.Vertical)
		for _, c := range br.Cells {
			if bridgeToken(toks[c], br.Vertical) != k {
				return nil, fmt.Errorf("hashi: the bridge %s is broken at %s", p.bridgeName(b), cellName(p.G, c))
			}
			if k > 0 {
				covered[c] = true
			}
		}
		a.Count[b] = k
	}
	for c, t := range toks[:n] {
		if (t == "-" || t == "=" || t == "|" || t == "H") && !covered[c] {
			return nil, fmt.Errorf("hashi: the bridge piece %q at %s does not join two islands", t, cellName(p.G, c))
		}
	}
	for _, t := range toks[n:] {
		if err := p.parseExtra(t, a.Count); err != nil {
			return nil, err
		}
	}
	return a, nil
}

// bridgeToken is the bridge count a token stands for in one direction.
func bridgeToken(t string, vertical bool) uint8 {
	switch {
	case t == "-" && !vertical, t == "|" && vertical:
		return 1
	case t == "=" && !vertical, t == "H" && vertical:
		return 2
	}
	return 0
}

// parseExtra reads "Y1,X1-Y2,X2=K" for a bridge between neighbours.
func (p *Puzzle) parseExtra(t string, count []uint8) error {
	b, k, err := p.parseBridge(t)
	if err != nil {
		return err
	}
	if len(p.Bridges[b].Cells) != 0 {
		return fmt.Errorf("hashi: the bridge %s is drawn in the grid, not listed after it", p.bridgeName(b))
	}
	if k > 2 {
		return fmt.Errorf("hashi: %q: a bridge count is 0, 1 or 2", urlcodec.Clip(t))
	}
	count[b] = uint8(k)
	return nil
}

// parseBridge reads "Y1,X1-Y2,X2=K" (also with '~') and returns the
// bridge and the character K stands for as a number (0..2), or 3 for 'x'.
func (p *Puzzle) parseBridge(t string) (b, k int, err error) {
	op := strings.IndexAny(t, "=~")
	if op < 0 || op+2 != len(t) {
		return 0, 0, fmt.Errorf("hashi: cannot read %q (want Y1,X1-Y2,X2=K)", urlcodec.Clip(t))
	}
	ends := strings.Split(t[:op], "-")
	if len(ends) != 2 {
		return 0, 0, fmt.Errorf("hashi: cannot read the islands in %q", urlcodec.Clip(t))
	}
	var cells [2]int
	for i, e := range ends {
		ys, xs, ok := strings.Cut(e, ",")
		y, err1 := strconv.Atoi(ys)
		x, err2 := strconv.Atoi(xs)
		if !ok || err1 != nil || err2 != nil {
			return 0, 0, fmt.Errorf("hashi: cannot read the cell %q in %q", urlcodec.Clip(e), urlcodec.Clip(t))
		}
		if !p.G.In(y, x) {
			return 0, 0, fmt.Errorf("hashi: %d,%d is off the %dx%d board", y, x, p.G.Cols, p.G.Rows)
		}
		cells[i] = p.G.Cell(y, x)
	}
	b, ok := p.BridgeBetween(cells[0], cells[1])
	if !ok {
		return 0, 0, fmt.Errorf("hashi: no bridge can join %s and %s", cellName(p.G, cells[0]), cellName(p.G, cells[1]))
	}
	switch c := t[op+1]; {
	case c >= '0' && c <= '2':
		k = int(c - '0')
	case c == 'x':
		k = 3
	default:
		return 0, 0, fmt.Errorf("hashi: %q: the bridge count must be 0, 1, 2 or x", urlcodec.Clip(t))
	}
	return b, k, nil
}

// countOf gets the bridge counts out of any answer for this puzzle.
func (p *Puzzle) countOf(a puzzle.Answer) ([]uint8, error) {
	return puzzle.AnswerAs("hashi", a, func(v Answer) ([]uint8, bool) { return v.Count, len(v.Count) == len(p.Bridges) },
		func(s string) ([]uint8, error) {
			b, err := p.ParseAnswer(s)
			if err != nil {
				return nil, err
			}
			return b.(Answer).Count, nil
		})
}

// Check returns nil exactly when every island has its number of bridges,
// no pair has more than two, no bridges cross and all islands are
// connected. An island still short of bridges and islands not yet joined
// are Incomplete; too many bridges, crossings and a finished group cut
// off from the rest are mistakes.
func (p *Puzzle) Check(a puzzle.Answer) []puzzle.Violation {
	count, err := p.countOf(a)
	if err != nil {
		return []puzzle.Violation{{Rule: "answer", Msg: err.Error()}}
	}
	var out []puzzle.Violation
	for b, k := range count {
		if k > 2 {
			out = append(out, puzzle.Violation{
				Rule: "double",
				Msg:  fmt.Sprintf("hashi: %d bridges join %s; at most two may", k, p.bridgeName(b)),
				At:   []grid.Point{p.midpoint(b)},
			})
		}
	}
	for _, x := range p.Crossings {
		if count[x[0]] > 0 && count[x[1]] > 0 {
			c := crossCell(p, x[0], x[1])
			out = append(out, puzzle.Violation{
				Rule: "cross",
				Msg:  fmt.Sprintf("hashi: bridges %s and %s cross at %s", p.bridgeName(x[0]), p.bridgeName(x[1]), cellName(p.G, c)),
				At:   []grid.Point{p.G.CellPoint(c)},
			})
		}
	}
	deg := p.degrees(count)
	done := make([]bool, len(p.Islands))
	for i, c := range p.Islands {
		want := p.Clues[c]
		done[i] = want == urlcodec.Unknown && deg[i] > 0 || deg[i] == want
		if want == urlcodec.Unknown || deg[i] == want {
			continue
		}
		out = append(out, puzzle.Violation{
			Rule:       "count",
			Msg:        fmt.Sprintf("hashi: the island at %s has %s, not %d", cellName(p.G, c), puzzle.Count(int(deg[i]), "bridge"), want),
			At:         []grid.Point{p.G.CellPoint(c)},
			Incomplete: deg[i] < want,
		})
	}
	groups := p.groups(count)
	if len(groups) > 1 {
		closed := 0
		for _, grp := range groups {
			finished := true
			for _, i := range grp {
				finished = finished && done[i]
			}
			if finished {
				closed++
				at := make([]grid.Point, len(grp))
				for k, i := range grp {
					at[k] = p.G.CellPoint(p.Islands[i])
				}
				out = append(out, puzzle.Violation{
					Rule: "connected",
					Msg:  fmt.Sprintf("hashi: a finished group of %s is cut off from the rest", puzzle.Count(len(grp), "island")),
					At:   at,
				})
			}
		}
		if closed == 0 {
			out = append(out, puzzle.Violation{
				Rule:       "connected",
				Msg:        fmt.Sprintf("hashi: the islands form %d separate groups", len(groups)),
				Incomplete: true,
			})
		}
	}
	return out
}

// degrees counts each island's bridges.
func (p *Puzzle) degrees(count []uint8) []int {
	deg := make([]int, len(p.Islands))
	for b, k := range count {
		deg[p.Bridges[b].A] += int(k)
		deg[p.Bridges[b].B] += int(k)
	}
	return deg
}

// groups lists the connected groups of islands (each in island order),
// ordered by their first island.
func (p *Puzzle) groups(count []uint8) [][]int {
	uf := grid.NewUnionFind(len(p.Islands))
	for b, k := range count {
		if k > 0 {
			uf.Union(p.Bridges[b].A, p.Bridges[b].B)
		}
	}
	idx := map[int]int{}
	var out [][]int
	for i := range p.Islands {
		r := uf.Find(i)
		g, ok := idx[r]
		if !ok {
			g = len(out)
			idx[r] = g
			out = append(out, nil)
		}
		out[g] = append(out[g], i)
	}
	return out
}

// crossCell is the water cell where two crossing bridges meet.
func crossCell(p *Puzzle, a, b int) int {
	for _, c := range p.Bridges[a].Cells {
		for _, d := range p.Bridges[b].Cells {
			if c == d {
				return c
			}
		}
	}
	return p.Bridges[a].Cells[0]
}
