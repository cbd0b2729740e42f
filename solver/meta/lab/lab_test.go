package lab

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	_ "pencilbox/solver/genres"
)

func cell(solver string, costs []float64) *Cell {
	c := &Cell{Solver: solver, Costs: costs, Runs: len(costs)}
	for _, v := range costs {
		c.Evals = append(c.Evals, 100)
		if v == 0 {
			c.Solved++
		}
	}
	return c
}

func repeat(v float64, n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// Compare counts a solver that always solves against random search that
// never does as better on both measures, best of all, and better than
// backtracking; random is worst of all.
func TestCompareCounts(t *testing.T) {
	var res []Result
	for _, g := range []string{"sudoku", "slitherlink"} {
		res = append(res, Result{Instance: Instance{Name: g + "1", Genre: g}, Cells: map[string]*Cell{
			"aco":       cell("aco", repeat(0, 20)),
			"sa":        cell("sa", append(repeat(1, 10), repeat(2, 10)...)),
			"random":    cell("random", repeat(5, 20)),
			"backtrack": cell("backtrack", repeat(3, 20)),
		}})
	}
	// On the slitherlink instance SA is worse than random.
	res[1].Cells["sa"] = cell("sa", repeat(9, 20))
	c := Compare(res, []string{"aco", "sa", "random", "backtrack", Prescient, Exact})
	if c.CostBetter["aco"] != 2 || c.RateBetter["aco"] != 2 || c.CostBest["aco"] != 2 || c.RateBest["aco"] != 2 {
		t.Errorf("aco: %+v", c)
	}
	// Random is worst of all on the sudoku instance, SA on the slitherlink
	// one, where it is also worse than random.
	if c.CostWorst["random"] != 1 || c.CostWorst["sa"] != 1 || c.CostBetter["sa"] != 1 || c.CostWorse["sa"] != 1 {
		t.Errorf("worst: random %d sa %d; sa better %d worse %d", c.CostWorst["random"], c.CostWorst["sa"], c.CostBetter["sa"], c.CostWorse["sa"])
	}
	if c.WorseCost["slitherlink"] != 1 || c.WorseCost["sudoku"] != 0 || c.WorseUnion["slitherlink"] != 1 {
		t.Errorf("table V: %v %v", c.WorseCost, c.WorseUnion)
	}
	if c.BTBetter["aco"] != 2 || c.BTWorse["aco"] != 0 {
		t.Errorf("table VI: %v %v", c.BTBetter, c.BTWorse)
	}
	var b bytes.Buffer
	WriteTables(&b, c)
	WriteFindings(&b, res, c)
	for _, want := range []string{"Table IV", "Table V", "Table VI", "Slitherlink and Nurikabe produce most worse-than-random cases: holds"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, b.String())
		}
	}
}

// A run's results do not depend on the number of workers.
func TestRunDeterministic(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "sudoku")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "lab.txt")
	data := "a 4 12.4341..1434.21 1234341221434321 unique=yes jpop_split=test\n" +
		"b 4 1............... - unique=multiple jpop_split=test\n" +
		"c 9 8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.. 812753649943682175675491283154237896369845721287169534521974368438526917796318452 jpop_split=test\n" +
		"d 4 12.4341..1434.21 1234341221434321 jpop_split=train\n"
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	insts, err := Load(path, "test", 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(insts) != 2 || insts[0].Name != "a" || insts[1].Name != "c" {
		t.Fatalf("loaded %d instances (want a and c: b has several solutions, d is train)", len(insts))
	}
	plan := Plan{Solvers: []string{"aco", "sa-tuned", "random", "backtrack", Prescient, Exact}, Runs: 3, Budget: 500, Seed: 7}
	plan.Jobs = 1
	one := Run(context.Background(), insts, plan)
	plan.Jobs = 3
	three := Run(context.Background(), insts, plan)
	for i := range one {
		for s, c := range one[i].Cells {
			d := three[i].Cells[s]
			if !reflect.DeepEqual(sortedCopy(c.Costs), sortedCopy(d.Costs)) || c.Solved != d.Solved || c.Runs != d.Runs {
				t.Errorf("%s %s: %v/%d vs %v/%d", one[i].Name, s, c.Costs, c.Solved, d.Costs, d.Solved)
			}
		}
		if e := one[i].Cells[Exact]; e.Solved != 1 {
			t.Errorf("%s: the exact solver did not solve it", one[i].Name)
		}
		if p := one[i].Cells[Prescient]; p.Solved != 1 {
			t.Errorf("%s: the prescient solver did not reach cost 0", one[i].Name)
		}
	}
}

func sortedCopy(v []float64) []float64 {
	out := append([]float64(nil), v...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}
