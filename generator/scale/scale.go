// Package scale builds the scale suite: boards at and beyond the largest
// sizes of the public benchmark sets, written in the benchmark block
// format (solver/benchset) so `pencilbox bench` measures them like any
// public set.
//
// The genres' generators stop well short of these sizes (their largest
// sizes are 15x15 to 20x20, Sudoku 16x16), so most boards are built the
// adversarial way: a random solution shaped to be hard (large regions,
// long paths, big islands, a long loop) and a sparse share of its clues.
// Nothing proves such a board unique while it is built: the benchmark
// run settles that within its deadline and reports unique, multiple or
// unknown per board. Sudoku 16x16 also comes from the genre's generator
// (proved unique), and Evolomino from the genre's own full board and
// carving hooks run at sizes its menu does not offer (unique, minimal).
//
// Every choice comes from one seeded math/rand/v2 generator per board
// (BoardSeed), so a board does not change when another class is added or
// a count changes. The Slitherlink top-up asks the solver, under a
// generous deadline that fails the board rather than change it.
// Every board's recorded solution is checked by the genre's rule checker
// before it is written, so a construction bug cannot slip a wrong
// solution into the suite.
package scale

import (
	"context"
	"fmt"
	"hash/fnv"
	"io"
	"math/rand/v2"
	"sort"
	"strings"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
)

// Class is one size class of the suite: Count boards of one genre, one
// size and one construction.
type Class struct {
	Genre string
	Set   string // file name (without .txt) the boards go to
	Name  string // short id of the class, part of each board's name
	Cols  int
	Rows  int
	Count int
	// Build makes board i of the class with rng only.
	Build func(ctx context.Context, cols, rows int, rng *rand.Rand) (Block, error)
}

// Block is one benchmark block: metadata lines and sections, in order.
type Block struct {
	Name     string
	Cols     int
	Rows     int
	Meta     [][2]string
	Sections []Section
}

// Section is a titled list of lines ("clues", "solution", ...).
type Section struct {
	Title string
	Lines []string
}

// Write prints b in the block format.
func (b Block) Write(w io.Writer) error {
	var s strings.Builder
	fmt.Fprintf(&s, "@puzzle %s\nsize %d %d\n", b.Name, b.Cols, b.Rows)
	for _, kv := range b.Meta {
		fmt.Fprintf(&s, "%s %s\n", kv[0], kv[1])
	}
	for _, sec := range b.Sections {
		fmt.Fprintf(&s, "%s:\n", sec.Title)
		for _, l := range sec.Lines {
			s.WriteString(l)
			s.WriteByte('\n')
		}
	}
	s.WriteString("@end\n")
	_, err := io.WriteString(w, s.String())
	return err
}

// gridLines writes a cols x rows board of tokens, one line per row.
func gridLines(cols, rows int, token func(c int) string) []string {
	out := make([]string, rows)
	f := make([]string, cols)
	for y := range rows {
		for x := range cols {
			f[x] = token(y*cols + x)
		}
		out[y] = strings.Join(f, " ")
	}
	return out
}

// Board is one built board, ready to write.
type Board struct {
	Class *Class
	Block Block
	Line  string // one-line format (Sudoku) instead of Block when set
}

// BoardSeed derives the seed of board i of a class from the suite seed,
// the class ("genre/name") and i, so a board does not change when other
// classes come or go or counts change. Classes of one name at several
// sizes share their seeds; their boards differ by size.
func BoardSeed(seed uint64, class string, i int) (uint64, uint64) {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%d", class, i)
	return seed, h.Sum64()
}

// MakeBoard makes board i of c and checks its recorded solution with the
// genre's rule checker; a board that fails the check is an error (a
// construction bug), never written.
func (c *Class) MakeBoard(ctx context.Context, seed uint64, i int) (Board, error) {
	s1, s2 := BoardSeed(seed, c.Genre+"/"+c.Name, i)
	rng := rand.New(rand.NewPCG(s1, s2))
	b, err := c.Build(ctx, c.Cols, c.Rows, rng)
	if err != nil {
		return Board{}, fmt.Errorf("scale: %s %s #%d: %w", c.Genre, c.Name, i, err)
	}
	b.Name = fmt.Sprintf("%s_%dx%d_s%d_%d", c.Name, c.Cols, c.Rows, seed, i)
	b.Cols, b.Rows = c.Cols, c.Rows
	b.Meta = append([][2]string{{"origin", fmt.Sprintf("pencilbox scale --seed %d (%s #%d)", seed, c.Name, i)}}, b.Meta...)
	board := Board{Class: c, Block: b}
	if line, ok := lineOf(b); ok {
		board.Line = line
	}
	if err := Validate(c.Genre, board); err != nil {
		return Board{}, fmt.Errorf("scale: %s %s #%d: %w", c.Genre, c.Name, i, err)
	}
	return board, nil
}

// Text is the board as it goes into its set file.
func (b Board) Text() string {
	if b.Line != "" {
		return b.Line + "\n"
	}
	var s strings.Builder
	b.Block.Write(&s)
	return s.String()
}

// Validate reads a board back through benchset and the genre's decoder and
// runs the genre's rule checker on its recorded solution.
func Validate(genre string, b Board) error {
	set, err := benchset.Read(strings.NewReader(b.Text()), genre+"/check.txt")
	if err != nil {
		return err
	}
	if len(set.Instances) != 1 {
		return fmt.Errorf("%d instances read back", len(set.Instances))
	}
	in := &set.Instances[0]
	p, err := in.Decode(genre)
	if err != nil {
		return err
	}
	if in.Solution == "" {
		return fmt.Errorf("no recorded solution")
	}
	a, err := p.ParseAnswer(in.Solution)
	if err != nil {
		return fmt.Errorf("recorded solution: %w", err)
	}
	if v := p.Check(a); len(v) > 0 {
		return fmt.Errorf("recorded solution breaks the rules: %s", v[0].Msg)
	}
	return nil
}

// lineOf turns a Sudoku block (sections "givens" and "solution" of one
// line each) into the one-line format Sudoku sets use.
func lineOf(b Block) (string, bool) {
	var givens, sol string
	for _, s := range b.Sections {
		if len(s.Lines) != 1 {
			return "", false
		}
		switch s.Title {
		case "givens":
			givens = s.Lines[0]
		case "solution":
			sol = s.Lines[0]
		}
	}
	if givens == "" {
		return "", false
	}
	if sol == "" {
		sol = "-"
	}
	line := fmt.Sprintf("%s %d %s %s", b.Name, b.Cols, givens, sol)
	for _, kv := range b.Meta {
		if kv[0] == "unique" {
			line += " unique=" + kv[1]
		}
	}
	return line, true
}

// Available says whether the genre is registered (the command links
// every genre; a test may link fewer).
func Available(genre string) bool {
	_, ok := puzzle.ByName(genre)
	return ok
}

// SetFiles groups boards by genre and set, in class order: the relative
// path "<genre>/<set>.txt" (benchset reads the genre from the folder) and
// the file's text.
func SetFiles(boards []Board, header string) (paths []string, texts map[string]string) {
	texts = map[string]string{}
	for _, b := range boards {
		p := b.Class.Genre + "/" + b.Class.Set + ".txt"
		if _, seen := texts[p]; !seen {
			paths = append(paths, p)
			texts[p] = header
		}
		texts[p] += b.Text()
	}
	sort.Strings(paths)
	return paths, texts
}
