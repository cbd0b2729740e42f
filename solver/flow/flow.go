// Package flow is the Flow Free / Numberlink genre: pairs of equal dots are
// joined by paths that neither cross nor branch. Two rule sets share the
// package: Flow Free (puzz.link `arukone`), where every cell must be used,
// and Numberlink (puzz.link `numlin`, or `arukone` with the flag `e`),
// where cells may stay empty.
//
// Shape of the package:
//   - flow.go: genre, puzzle, link codec (Number16 over cells, as puzz.link)
//     and the benchmark block reader.
//   - answer.go: answers (a colour per cell, plus the paths when known), the
//     rule checker, and path reconstruction from a colouring.
//   - state.go: the play state (one path per colour), text moves, layout.
//   - search.go and friends: the fast best-first search of M. Zucker's
//     article, written anew (see search.go for what is pruned and why that
//     never loses a solution nor miscounts uniqueness).
//   - reference.go: the SAT model, the independent cross-check.
//   - hint.go: hints a person could follow; facts.
//
// Solutions are colourings: two line drawings that colour every cell alike
// are the same answer, because that is what the player sees and what the
// benchmark files record. Uniqueness is counted over colourings.
//
// Colours are numbered 1..K in the order of the dots' link numbers; the
// renderer owns the palette (web/styles.css, held by app/palette_test.go
// to colour distances that survive colour-blindness), and the letter
// (Flow Free) or number (Numberlink) of each dot is in its Circle item's
// Text so the UI can show letters on dots for players who need them.
//
// Levels are solver effort (generation grades
// each candidate; the page shows the grade): easy puzzles are all but
// forced (at most one branching move per 20 cells on the way to the
// solution), medium ones need at most one per 8 cells with little
// backtracking, hard ones need more.
package flow

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// MaxSide bounds boards as DESIGN.md asks of grid genres.
const MaxSide = 64

// Rules is the rule set of a puzzle.
type Rules uint8

const (
	FlowFree   Rules = iota // every cell must be used (puzz.link arukone)
	Numberlink              // cells may stay empty (numlin, arukone with flag e)
)

func (r Rules) String() string {
	if r == Numberlink {
		return "numberlink"
	}
	return "flow"
}

// Genre is registered once under the name "flow"; Decode picks the rule
// set from the link's id and flags.
type Genre struct{}

func init() { puzzle.Register(Genre{}) }

func (Genre) Name() string  { return "flow" }
func (Genre) Title() string { return "Flow Free and Numberlink" }
func (Genre) IDs() []string { return []string{"arukone", "numlin", "numberlink"} }
func (Genre) Rules() string {
	return "Join each pair of equal dots with a line of horizontal and vertical steps from cell to cell. " +
		"Lines may not cross, branch or share a cell. Flow Free (letters on the dots, puzz.link arukone): " +
		"every cell must be used. Numberlink (numbers, puzz.link numlin): cells may stay empty."
}

// Example is a 5x5 Flow Free puzzle with one solution (made by our
// generator): B A A A A / B B F F A / C B B F A / C E D F F / C E D D D.
func (Genre) Example() string { return "arukone/5/5/21k6h3g2g1g54g635h4" }

// Decode reads a puzz.link arukone/numlin body (Number16 over the cells).
func (Genre) Decode(l urlcodec.Link) (puzzle.Puzzle, error) {
	p, err := DecodeLink(l)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// DecodeLink is Decode with the concrete type.
func DecodeLink(l urlcodec.Link) (*Puzzle, error) {
	rules, nums, err := decodeDots(l)
	if err != nil {
		return nil, err
	}
	return New(l.Cols, l.Rows, rules, nums, nil)
}

// decodeDots reads the rules (by link id and flags) and the dot per cell
// (0 none, HiddenDot for '?') of a link, before any demand on the pairs.
func decodeDots(l urlcodec.Link) (Rules, []int, error) {
	rules := FlowFree
	switch l.PID {
	case "arukone":
		for i := 0; i < len(l.Flags); i++ {
			if l.Flags[i] != 'e' {
				return 0, nil, fmt.Errorf("flow: unknown arukone flag %q", l.Flags[i])
			}
		}
		if l.HasFlag('e') {
			rules = Numberlink
		}
	case "numlin", "numberlink":
		rules = Numberlink
		if l.Flags != "" {
			return 0, nil, fmt.Errorf("flow: unknown numlin flags %q", urlcodec.Clip(l.Flags))
		}
	default:
		return 0, nil, fmt.Errorf("flow: %q is not a flow link id", urlcodec.Clip(l.PID))
	}
	if err := checkSize(l.Cols, l.Rows); err != nil {
		return 0, nil, err
	}
	n := l.Cols * l.Rows
	cells, rest, err := urlcodec.DecodeNumber16(l.Body, n)
	if err != nil {
		return 0, nil, fmt.Errorf("flow: %v", err)
	}
	if rest != "" {
		return 0, nil, fmt.Errorf("flow: unexpected text %q after the %d cells", urlcodec.Clip(rest), n)
	}
	nums := make([]int, n)
	for c, v := range cells {
		switch {
		case v == urlcodec.Empty:
		case v == urlcodec.Unknown:
			nums[c] = HiddenDot
		case v < 1:
			return 0, nil, fmt.Errorf("flow: r%dc%d has the number %d; numbers start at 1", c/l.Cols+1, c%l.Cols+1, v)
		default:
			nums[c] = v
		}
	}
	return rules, nums, nil
}

func checkSize(cols, rows int) error {
	if cols < 1 || rows < 1 || cols > MaxSide || rows > MaxSide {
		return fmt.Errorf("flow: a %dx%d board is not supported (1 to %d cells a side)", cols, rows, MaxSide)
	}
	if cols*rows < 2 {
		return fmt.Errorf("flow: a %dx%d board has no room for a pair", cols, rows)
	}
	return nil
}

// HiddenDot is the number of a '?' dot in New's nums: a dot whose number
// is not shown. Its line ends at the dot of the number it hides (a number
// shown only once) or at another '?' dot (a number shown nowhere).
const HiddenDot = -2

// Puzzle is a validated board: every number appears on exactly two dots,
// or once with a '?' dot (Hidden) for its other end. Treat it as
// immutable.
type Puzzle struct {
	G     grid.Grid
	Rules Rules
	// Dots holds per cell the colour of its dot (1..K), 0 for none.
	Dots []int
	// Nums holds per colour (index 0 unused) the number the link writes.
	Nums []int
	// Labels holds per colour (index 0 = ".") the token of answers and the
	// text on the dot: letters A-Z, a-z for Flow Free, numbers for
	// Numberlink, or the benchmark file's own labels.
	Labels []string
	// Ends holds per colour its two dot cells, the smaller index first.
	// With '?' dots a colour may lack ends: -1 stands for a '?' dot not
	// yet known (a number shown once has {its dot, -1}, a pair of '?'
	// dots {-1, -1}); such a colour is open (Open).
	Ends [][2]int
	// Hidden lists the cells of the '?' dots, in increasing order; their
	// Dots entry is 0. Colours are the numbers shown (by increasing
	// number), then one per pair of '?' dots left when every number shown
	// once has taken one (labelled ?1, ?2, ...). A puzzle with Hidden is
	// solved as the union of its resolutions (hidden.go).
	Hidden []int
	hidden []bool // per cell: a '?' dot
}

// New validates a board. nums holds per cell the dot's number (0 none);
// colours are numbered by increasing number. labels, when not nil, maps
// numbers to the tokens answers use; otherwise they follow the rule set.
func New(cols, rows int, rules Rules, nums []int, labels map[int]string) (*Puzzle, error) {
	if err := checkSize(cols, rows); err != nil {
		return nil, err
	}
	g := grid.Grid{Cols: cols, Rows: rows}
	if len(nums) != g.Cells() {
		return nil, fmt.Errorf("flow: %d cells for a %dx%d board", len(nums), cols, rows)
	}
	where := map[int][]int{}
	var order, hidden []int
	for c, v := range nums {
		if v == HiddenDot {
			hidden = append(hidden, c)
			continue
		}
		if v < 0 {
			return nil, fmt.Errorf("flow: r%dc%d has the number %d", c/cols+1, c%cols+1, v)
		}
		if v == 0 {
			continue
		}
		if _, seen := where[v]; !seen {
			order = append(order, v)
		}
		where[v] = append(where[v], c)
	}
	sort.Ints(order)
	p := &Puzzle{G: g, Rules: rules, Dots: make([]int, g.Cells()), Nums: []int{0}, Labels: []string{"."}, Ends: [][2]int{{}}}
	singles := 0
	for _, v := range order {
		cs := where[v]
		switch {
		case len(cs) == 1 && len(hidden) > 0:
			singles++
			cs = append(cs, -1)
		case len(cs) != 2:
			times := "once" // a setter's lone dot, the usual case
			if len(cs) > 1 {
				times = strconv.Itoa(len(cs)) + " times"
			}
			return nil, fmt.Errorf("flow: the number %s appears %s; each must appear exactly twice", defaultLabel(rules, v), times)
		}
		k := len(p.Nums)
		p.Nums = append(p.Nums, v)
		lab := defaultLabel(rules, v)
		if labels != nil {
			lab = labels[v]
		}
		p.Labels = append(p.Labels, lab)
		p.Ends = append(p.Ends, [2]int{cs[0], cs[1]})
		p.Dots[cs[0]] = k
		if cs[1] >= 0 {
			p.Dots[cs[1]] = k
		}
	}
	if len(hidden) > 0 {
		if err := p.addHidden(hidden, singles); err != nil {
			return nil, err
		}
	}
	if len(order) == 0 && len(hidden) == 0 {
		return nil, fmt.Errorf("flow: the board has no dots")
	}
	seen := map[string]bool{}
	for _, l := range p.Labels[1:] {
		if l == "" || l == "." || strings.ContainsAny(l, " \t\n") || seen[l] {
			return nil, fmt.Errorf("flow: label %q is empty, '.', repeated or has blanks", l)
		}
		seen[l] = true
	}
	return p, nil
}

// defaultLabel is how a dot's number is shown: a letter for Flow Free (as
// puzz.link's arukone shows 1-52), the number for Numberlink.
func defaultLabel(r Rules, v int) string {
	if r == FlowFree {
		switch {
		case v >= 1 && v <= 26:
			return string(rune('A' + v - 1))
		case v >= 27 && v <= 52:
			return string(rune('a' + v - 27))
		}
	}
	return strconv.Itoa(v)
}

// Colours is the number of pairs K.
func (p *Puzzle) Colours() int { return len(p.Nums) - 1 }

func (p *Puzzle) Genre() puzzle.Genre    { return Genre{} }
func (p *Puzzle) Size() (cols, rows int) { return p.G.Cols, p.G.Rows }

// Link writes Flow Free as arukone and Numberlink as numlin.
func (p *Puzzle) Link() urlcodec.Link {
	cells := make([]int, len(p.Dots))
	for c, k := range p.Dots {
		switch {
		case p.IsHidden(c):
			cells[c] = urlcodec.Unknown
		case k == 0:
			cells[c] = urlcodec.Empty
		default:
			cells[c] = p.Nums[k]
		}
	}
	pid := "arukone"
	if p.Rules == Numberlink {
		pid = "numlin"
	}
	return urlcodec.Link{PID: pid, Cols: p.G.Cols, Rows: p.G.Rows, Body: urlcodec.EncodeNumber16(cells)}
}

// DecodeBenchmark reads a block of ../shared/benchmarks/flow: `rules flow`
// or `rules numberlink`, and a `clues:` grid of labels ('.' empty). Labels
// that are numbers keep their value; other labels are numbered in order of
// first appearance. The labels stay as the answer tokens, so the recorded
// solution parses as it is written.
func (Genre) DecodeBenchmark(cols, rows int, meta map[string]string, sections map[string][]string) (puzzle.Puzzle, error) {
	p, err := decodeBlock(cols, rows, meta, sections)
	if err != nil {
		return nil, err
	}
	return p, nil
}

func decodeBlock(cols, rows int, meta map[string]string, sections map[string][]string) (*Puzzle, error) {
	rules := FlowFree
	switch meta["rules"] {
	case "flow", "":
	case "numberlink":
		rules = Numberlink
	default:
		return nil, fmt.Errorf("flow: unknown rules %q", meta["rules"])
	}
	if err := checkSize(cols, rows); err != nil {
		return nil, err
	}
	lines := sections["clues"]
	if len(lines) != rows {
		return nil, fmt.Errorf("flow: clues have %d lines for %d rows", len(lines), rows)
	}
	tokens := make([]string, 0, cols*rows)
	for y, line := range lines {
		f := strings.Fields(line)
		if len(f) != cols {
			return nil, fmt.Errorf("flow: clue line %d has %d tokens for %d columns", y+1, len(f), cols)
		}
		tokens = append(tokens, f...)
	}
	numeric := true
	for _, t := range tokens {
		if t == "." {
			continue
		}
		if v, err := strconv.Atoi(t); err != nil || v < 1 || strconv.Itoa(v) != t {
			numeric = false
		}
	}
	nums := make([]int, len(tokens))
	labels := map[int]string{}
	byLabel := map[string]int{}
	for c, t := range tokens {
		if t == "." {
			continue
		}
		v, ok := byLabel[t]
		if !ok {
			if numeric {
				v, _ = strconv.Atoi(t)
			} else {
				v = len(byLabel) + 1
			}
			byLabel[t] = v
			labels[v] = t
		}
		nums[c] = v
	}
	return New(cols, rows, rules, nums, labels)
}

// cellName is the 1-based r/c name used in messages.
func (p *Puzzle) cellName(c int) string {
	y, x := p.G.YX(c)
	return fmt.Sprintf("r%dc%d", y+1, x+1)
}
