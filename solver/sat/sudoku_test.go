package sat

import (
	"context"
	"testing"
)

// Sudoku is the first genre on this package, and big enough (729 variables,
// real search) to check the queries beyond brute force and to measure the
// design choices. The benchmarks here are the measurements doc.go quotes.

const (
	escargot   = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
	seventeen  = ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6..."
	emptyGrid  = "................................................................................."
	encNative  = "native"   // at most one value per cell as one cardinality constraint
	encBinary  = "pairwise" // ... as 36 binary clauses
	cellValues = 9
)

// sudoku builds the model of a puzzle; x[cell][v] means the cell holds v+1.
func sudoku(puzzle, enc string) (*Problem, [][]Lit) {
	p := &Problem{}
	x := make([][]Lit, 81)
	for i := range x {
		x[i] = p.NewVars(cellValues)
		p.MarkAnswer(x[i]...)
	}
	group := make([]Lit, 9)
	exactlyOne := func(lits []Lit) {
		if enc == encNative {
			p.ExactlyOne(lits...)
			return
		}
		p.AddClause(lits...)
		for i := range lits {
			for j := i + 1; j < len(lits); j++ {
				p.AddClause(lits[i].Not(), lits[j].Not())
			}
		}
	}
	for i := range 81 {
		exactlyOne(x[i])
	}
	for v := range cellValues {
		for u := range 9 {
			for k := range 9 {
				group[k] = x[u*9+k][v] // row u
			}
			exactlyOne(group)
			for k := range 9 {
				group[k] = x[k*9+u][v] // column u
			}
			exactlyOne(group)
			for k := range 9 {
				group[k] = x[(u/3*3+k/3)*9+u%3*3+k%3][v] // box u
			}
			exactlyOne(group)
		}
	}
	for i, ch := range puzzle {
		if ch >= '1' && ch <= '9' {
			p.AddClause(x[i][ch-'1'])
		}
	}
	return p, x
}

// grid reads the digits of a model.
func grid(m Model, x [][]Lit) string {
	b := make([]byte, 81)
	for i := range b {
		b[i] = '?'
		for v, l := range x[i] {
			if m.Value(l) {
				b[i] = byte('1' + v)
			}
		}
	}
	return string(b)
}

func validSudoku(t *testing.T, puzzle, g string) {
	t.Helper()
	for i := range 81 {
		if puzzle[i] != '.' && puzzle[i] != g[i] || g[i] == '?' {
			t.Fatalf("cell %d is %c, puzzle %c", i, g[i], puzzle[i])
		}
		for j := range 81 {
			r1, c1, r2, c2 := i/9, i%9, j/9, j%9
			same := r1 == r2 || c1 == c2 || (r1/3 == r2/3 && c1/3 == c2/3)
			if i != j && same && g[i] == g[j] {
				t.Fatalf("cells %d and %d both %c", i, j, g[i])
			}
		}
	}
}

func TestSudoku(t *testing.T) {
	ctx := context.Background()
	for _, enc := range []string{encNative, encBinary} {
		for _, puzzle := range []string{escargot, seventeen} {
			p, x := sudoku(puzzle, enc)
			m, c := p.Unique(ctx)
			if c != (Count{N: 1, Complete: true}) {
				t.Fatalf("%s: Unique = %+v", enc, c)
			}
			validSudoku(t, puzzle, grid(m, x))
		}
	}
}

// Facts of a puzzle with several solutions equals the intersection of all
// of them: a cross-check of Facts beyond brute-force sizes.
func TestSudokuFactsAgainstEnumeration(t *testing.T) {
	ctx := context.Background()
	puzzle := []byte(escargot)
	puzzle[7], puzzle[10] = '.', '.' // without these two clues: 145 solutions
	p, x := sudoku(string(puzzle), encNative)
	models, c := p.Enumerate(ctx, 1000)
	if !c.Complete || c.N < 10 {
		t.Fatalf("Enumerate = %+v, want a complete count of at least 10", c)
	}
	var want []Lit
	for _, cell := range x {
		for _, l := range cell {
			for _, f := range []Lit{l, l.Not()} {
				all := true
				for _, m := range models {
					all = all && m.Value(f)
				}
				if all {
					want = append(want, f)
				}
			}
		}
	}
	p.calls = 0
	facts, st := p.Facts(ctx)
	if st != Sat || !sameLits(facts, want) {
		t.Errorf("Facts = %d literals (%v), want %d", len(facts), st, len(want))
	}
	t.Logf("%d solutions, %d facts in %d gophersat calls", c.N, len(facts), p.calls)
}

func BenchmarkSudokuUnique(b *testing.B) {
	for _, enc := range []string{encNative, encBinary} {
		b.Run(enc, func(b *testing.B) {
			for b.Loop() {
				p, _ := sudoku(escargot, enc)
				if _, c := p.Unique(context.Background()); c.N != 1 {
					b.Fatal(c)
				}
			}
		})
	}
}

// Enumerating 200 solutions of an empty grid: one solver grown with
// blocking clauses (what Enumerate does) against a fresh solver per
// solution (the alternative this package rejected).
func BenchmarkEnumerate(b *testing.B) {
	const n = 200
	b.Run("incremental", func(b *testing.B) {
		for b.Loop() {
			p, _ := sudoku(emptyGrid, encNative)
			if _, c := p.Enumerate(context.Background(), n); c.N != n {
				b.Fatal(c)
			}
		}
	})
	b.Run("rebuild", func(b *testing.B) {
		for b.Loop() {
			p, x := sudoku(emptyGrid, encNative)
			for range n {
				m, st := p.Solve(context.Background())
				if st != Sat {
					b.Fatal(st)
				}
				block := make([]Lit, 0, 81)
				for _, cell := range x {
					for _, l := range cell {
						if m.Value(l) {
							block = append(block, l.Not())
						}
					}
				}
				p.AddClause(block...)
			}
		}
	})
}
