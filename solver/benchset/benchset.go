// Package benchset reads the benchmark set files of ../shared/benchmarks and
// runs their instances through a genre's solvers. It is shared by the tests,
// `pencilbox bench` and the js/wasm benchmark main (app/benchwasm), so the
// native and the node figures come from the same code and the same output.
//
// Two formats exist. Sudoku sets use one line per puzzle:
//
//	<name> <N> <givens> <solution|-> [key=value ...]
//
// every other genre uses blocks:
//
//	@puzzle <name>
//	size <cols> <rows>
//	<key> <value...>        metadata, before the first section
//	<section>:              e.g. clues:, solution:, relations:
//	<line>...
//	@end
//
// Outside blocks, lines starting with '#' are comments; inside a block '#'
// is data (a shaded cell), so comments are only recognised outside.
package benchset

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Format says which of the two set formats an instance came from.
type Format int

const (
	LineFormat  Format = iota // Sudoku: one instance per line
	BlockFormat               // every other genre: @puzzle ... @end
)

// Instance is one puzzle of a set, as written in the file.
type Instance struct {
	Name       string
	File       string // set file it came from (for messages)
	Line       int    // 1-based line where it starts
	Format     Format
	Cols, Rows int
	// Meta holds the metadata: `key value...` lines of a block (value is
	// the rest of the line) or `key=value` fields of a line.
	Meta map[string]string
	// Sections holds a block's sections by title without the ':'
	// ("clues", "solution", ...), one string per line.
	Sections map[string][]string
	// Givens is the line format's puzzle text (N*N characters).
	Givens string
	// Solution is the recorded solution in the text form of the genre's
	// answers (a block's solution lines joined by '\n'), "" when absent.
	Solution string
}

// Size is "<cols>x<rows>", the key of the per-size statistics.
func (in *Instance) Size() string { return fmt.Sprintf("%dx%d", in.Cols, in.Rows) }

// Expect is what a set file says about the number of solutions.
type Expect int

const (
	ExpectUnknown  Expect = iota // not stated (or "not-guaranteed")
	ExpectUnique                 // exactly one solution
	ExpectMultiple               // two or more
	ExpectNone                   // no solution
)

func (e Expect) String() string {
	return [...]string{"unknown", "unique", "multiple", "none"}[e]
}

// Expect reads the uniqueness mark: `unique=yes|multiple|none` on a line,
// `unique yes|no|not-guaranteed` in a block.
func (in *Instance) Expect() Expect {
	switch in.Meta["unique"] {
	case "yes":
		return ExpectUnique
	case "multiple", "no":
		return ExpectMultiple
	case "none":
		return ExpectNone
	}
	return ExpectUnknown
}

// invalidMarks are metadata keys whose value "yes" says the instance
// breaks the genre's rules as written, so refusing it is the right answer
// (evolomino's 18x18/sample46 has an arrow that closes into a ring).
var invalidMarks = []string{"arrow_cycle"}

// Invalid reports whether the file marks the instance as one a decoder
// should refuse, and which mark says so.
func (in *Instance) Invalid() (string, bool) {
	for _, k := range invalidMarks {
		if in.Meta[k] == "yes" {
			return k, true
		}
	}
	return "", false
}

// Set is the instances of one file, in file order.
type Set struct {
	Path      string
	Name      string // file name without extension, e.g. "tdoku_magictour_top1465"
	Genre     string // the name of the file's folder, e.g. "sudoku"
	Instances []Instance
}

// ReadFile reads a set file; the genre is the name of its folder.
func ReadFile(path string) (*Set, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("benchset: %w", err)
	}
	defer f.Close()
	s, err := Read(f, path)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Read parses a set from r; name is used for messages and to derive the
// set and genre names (as ReadFile does from a path).
func Read(r io.Reader, name string) (*Set, error) {
	abs, err := filepath.Abs(name)
	if err != nil {
		abs = name
	}
	s := &Set{
		Path:  name,
		Name:  strings.TrimSuffix(filepath.Base(name), filepath.Ext(name)),
		Genre: filepath.Base(filepath.Dir(abs)),
	}
	p := parser{file: name, seen: map[string]int{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 4<<20)
	for sc.Scan() {
		p.line++
		if err := p.feed(string(bytes.TrimRight(sc.Bytes(), "\r"))); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("benchset: %s: %w", name, err)
	}
	if p.cur != nil {
		return nil, p.errorf(p.cur.Line, "block %q has no @end", p.cur.Name)
	}
	s.Instances = p.out
	return s, nil
}

type parser struct {
	file    string
	line    int
	cur     *Instance // open block
	section string    // current section of the open block ("" = metadata)
	out     []Instance
	seen    map[string]int // name -> line, names are unique within a set
}

func (p *parser) errorf(line int, format string, args ...any) error {
	return fmt.Errorf("benchset: %s:%d: %s", p.file, line, fmt.Sprintf(format, args...))
}

func (p *parser) add(in Instance) error {
	if prev, dup := p.seen[in.Name]; dup {
		return p.errorf(in.Line, "instance %q already appears on line %d", in.Name, prev)
	}
	p.seen[in.Name] = in.Line
	p.out = append(p.out, in)
	return nil
}

func (p *parser) feed(text string) error {
	if p.cur != nil {
		return p.feedBlock(text)
	}
	trimmed := strings.TrimSpace(text)
	switch {
	case trimmed == "" || strings.HasPrefix(trimmed, "#"):
		return nil
	case strings.HasPrefix(trimmed, "@puzzle"):
		name := strings.TrimSpace(strings.TrimPrefix(trimmed, "@puzzle"))
		if name == "" || strings.ContainsAny(name, " \t") {
			return p.errorf(p.line, "@puzzle needs one name, got %q", name)
		}
		p.cur = &Instance{Name: name, File: p.file, Line: p.line, Format: BlockFormat,
			Meta: map[string]string{}, Sections: map[string][]string{}}
		p.section = ""
		return nil
	case strings.HasPrefix(trimmed, "@"):
		return p.errorf(p.line, "%q outside a block", trimmed)
	}
	return p.feedLine(trimmed)
}

// feedLine reads the Sudoku line format.
func (p *parser) feedLine(text string) error {
	f := strings.Fields(text)
	if len(f) < 4 {
		return p.errorf(p.line, "expected `<name> <N> <givens> <solution|-> [key=value ...]`, got %d fields", len(f))
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 1 || n > 64 {
		return p.errorf(p.line, "size %q is not a number from 1 to 64", f[1])
	}
	in := Instance{Name: f[0], File: p.file, Line: p.line, Format: LineFormat,
		Cols: n, Rows: n, Givens: f[2], Meta: map[string]string{}}
	if f[3] != "-" {
		in.Solution = f[3]
	}
	for _, kv := range f[4:] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return p.errorf(p.line, "field %q is not key=value", kv)
		}
		in.Meta[k] = v
	}
	return p.add(in)
}

// feedBlock reads one line inside @puzzle ... @end.
func (p *parser) feedBlock(text string) error {
	in := p.cur
	trimmed := strings.TrimSpace(text)
	switch {
	case trimmed == "@end":
		if in.Cols == 0 {
			return p.errorf(in.Line, "block %q has no size line", in.Name)
		}
		if sol, ok := in.Sections["solution"]; ok {
			in.Solution = strings.Join(sol, "\n")
		}
		p.cur = nil
		return p.add(*in)
	case strings.HasPrefix(trimmed, "@puzzle"):
		return p.errorf(p.line, "@puzzle inside block %q (missing @end)", in.Name)
	case in.Cols == 0:
		// The size line always comes first.
		f := strings.Fields(trimmed)
		if len(f) != 3 || f[0] != "size" {
			return p.errorf(p.line, "block %q must start with `size <cols> <rows>`", in.Name)
		}
		c, err1 := strconv.Atoi(f[1])
		r, err2 := strconv.Atoi(f[2])
		if err1 != nil || err2 != nil || c < 1 || r < 1 || c > 1000 || r > 1000 {
			return p.errorf(p.line, "bad size %q", trimmed)
		}
		in.Cols, in.Rows = c, r
		return nil
	case isSectionTitle(trimmed):
		p.section = strings.TrimSuffix(trimmed, ":")
		if _, dup := in.Sections[p.section]; dup {
			return p.errorf(p.line, "section %q appears twice in block %q", p.section, in.Name)
		}
		in.Sections[p.section] = []string{}
		return nil
	case trimmed == "":
		return nil
	case p.section != "":
		in.Sections[p.section] = append(in.Sections[p.section], trimmed)
		return nil
	}
	k, v, _ := strings.Cut(trimmed, " ")
	in.Meta[k] = strings.TrimSpace(v)
	return nil
}

// isSectionTitle recognises "clues:" and the like: one word ending in ':'.
// Data lines never end in ':' in any set.
func isSectionTitle(s string) bool {
	if len(s) < 2 || s[len(s)-1] != ':' {
		return false
	}
	for _, c := range s[:len(s)-1] {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// Sample picks n instances spread evenly over list (the i-th of n is at
// i*len/n), always the same ones for the same file; n <= 0 or n >= len
// keeps everything.
func Sample(list []Instance, n int) []Instance {
	if n <= 0 || n >= len(list) {
		return list
	}
	out := make([]Instance, n)
	for i := range out {
		out[i] = list[i*len(list)/n]
	}
	return out
}
