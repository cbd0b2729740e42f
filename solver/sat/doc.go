// Package sat is the one wrapper around the gophersat SAT solver that every
// genre's exact model uses. It adds what puzzles need on top of a SAT
// solver (answer keys, uniqueness, facts, lazy constraints, deadlines) and
// keeps gophersat's sharp edges in one place.
//
// # Variables
//
// A Problem's zero value is ready. Variables come one at a time or in
// blocks, typically one block per cell or edge of a grid:
//
//	p := &sat.Problem{}
//	x := p.NewVars(9) // x[v]: this cell holds v+1
//	y := p.NewVar()
//
// Variables are literals (Lit); l.Not() is the negation. p.True() is a
// literal true in every solution, for cells outside the grid.
//
// # Constraints, five ways
//
// Clauses, the plain SAT form: at least one literal true.
//
//	p.AddClause(x[0], y.Not()) // x[0] or not y
//
// Cardinality constraints are native in gophersat, so they are not encoded
// into clauses: they stay one constraint each.
//
//	p.ExactlyOne(x...)      // also AtMostOne
//	p.AtLeast(2, x[:4]...)  // also AtMost, Exactly
//
// Pseudo-boolean sums, for clue totals (weights may be negative):
//
//	p.SumEqual(x, []int{1, 2, 3, 4, 5, 6, 7, 8, 9}, 5) // the cell's value is 5
//
// Givens (clues) are one-literal clauses:
//
//	p.AddClause(x[4]) // this cell holds 5
//
// Lazy constraints, for rules too big to state up front (connectivity, a
// single loop): p.Lazy(check) registers a function that sees each solution
// and either accepts it (returns nil) or returns cut clauses that exclude
// it. Every query honours every check; see ExampleProblem_Lazy.
//
// Connectivity over a graph (package grid's Graph or EdgeGraph; see
// connect.go and loop.go), written once for every genre:
//
//	p.ConnectedLazy(g.CellGraph(), wall)   // true vertices form one connected set
//	p.ConnectedFixed(g.CellGraph(), wall)  // same, fully encoded (small graphs only)
//	p.ConnectedEdgesLazy(eg, bridge, isl)  // used edges (+ true vertices) connected
//	p.SingleLoop(eg, line)                 // used edges form at most one closed loop
//
// See ExampleProblem_ConnectedLazy and ExampleProblem_SingleLoop.
//
// Any literal list may repeat or contradict itself and any bound may be out
// of range: AtLeast(0, ...) holds, AtLeast(4, three literals) fails, a
// repeated literal counts twice as in a sum. Such cases are normalised here
// rather than handed to gophersat (see normalize.go).
//
// # Answer keys
//
// p.MarkAnswer(lits...) declares the answer: the variables a player would
// fill in. Enumerate, Unique and Facts look only at them, so helper
// variables never make two solutions distinct. Until the first MarkAnswer
// every variable counts.
//
// # Queries
//
//	m, st := p.Solve(ctx)        // st is Sat, Unsat or Unknown; m.Value(l)
//	ms, n := p.Enumerate(ctx, 10) // up to 10 solutions with distinct answers
//	m, n := p.Unique(ctx)         // n.N == 1 && n.Complete: unique answer
//	fs, st := p.Facts(ctx)        // answer literals true in every solution
//
// Each query starts from the problem as built: one query's blocking clauses
// never constrain the next, while the cuts of lazy checks (true of every
// accepted solution) are kept and save later queries work. Constraints may
// be added between queries.
//
// # Deadlines
//
// The context is checked before every gophersat call; once it is done, the
// query stops and reports Unknown, or a Count that is not Complete.
// gophersat itself has no interrupt, so a call under a context that can end
// is watched (see watch in search.go): it is stopped at its next learned
// clause once the context is done. Every query of every genre therefore
// ends close to its deadline; a context that can never end (Background)
// skips the watch and its cost. Callers that must stop at once whatever
// the deadline (the web worker's Stop) terminate the whole program.
//
// # How gophersat is used, and why
//
// Measured and read from gophersat v1.4.0's source; bug_test.go and the
// brute-force tests hold the evidence.
//
//   - Construction: solver.New on constraints built directly with NewClause,
//     NewCardClause and NewPBClause, never through gophersat's parsers. Its
//     ParseCardConstrs mis-simplifies cardinality constraints against unit
//     clauses (a constraint with one literal fixed true is dropped whatever
//     its bound) and so reports SAT for unsatisfiable problems. Units are
//     instead given to Solver.Assume, which propagates them like any other
//     assignment.
//   - Incremental: a query keeps one solver and adds blocking clauses and
//     cuts with AppendClause between Solve calls, so learned clauses and
//     activities carry over. Enumerating 200 solutions of an empty Sudoku
//     that way is about 15 times faster than with a fresh solver per
//     solution (BenchmarkEnumerate: 0.05 s against 0.7 s natively, 0.45 s
//     against 4.7 s under node). A query builds a fresh solver only when a
//     lazy check created variables, because gophersat's support for new
//     variables after construction leaves internal slices short.
//   - Cardinality stays native: on five hard 9x9 Sudokus, counting
//     solutions up to two was 1.7 to 7 times faster with "at most one" as
//     one gophersat constraint than as 36 binary clauses
//     (BenchmarkSudokuUnique keeps one of them).
//   - Weighted sums use gophersat's native constraints in its default
//     (non cutting-planes) mode, whose cost per conflict does not grow with
//     the number of variables. Besides brute force on small problems
//     (brute_test.go), medium_test.go checks them, and the cardinality
//     constraints, against the same problems written as plain clauses, at
//     sizes where gophersat learns thousands of clauses.
//   - gophersat's Model panics unless the last Solve said Sat; a Model here
//     is read only then, and a failed query returns the zero Model.
//   - gophersat's conflict analysis writes a package-level buffer, so Solve
//     calls are serialised by a mutex: solving several problems in parallel
//     goroutines is correct but not faster.
//   - A panic inside gophersat is recovered and reported as Unknown: the
//     solver state is then untrusted, and Unknown is the honest answer.
//
// Storage is flat slices (no map or object per literal or constraint) so that
// models of 10^5 variables stay cheap: a 90,000-variable grid model of
// 270,000 constraints builds in about 0.1 s, and its first solution takes
// about as long again (BenchmarkLargeGrid, a loaded 2-core amd64).
package sat
