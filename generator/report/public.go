package report

import (
	"fmt"
	"sort"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
)

// Public measures a benchmark set with the same figures as a generation
// row, one row per size (smallest board first), so a published set and
// our generator can be compared column by column. The recorded solution,
// when the file has one, goes to the genre's Statser. Instances that do
// not decode count as Failed and are named to note (may be nil).
func Public(set *benchset.Set, note func(string)) []Row {
	if note == nil {
		note = func(string) {}
	}
	type acc struct {
		row  Row
		figs []Figures
		cols int
		rows int
	}
	bySize := map[string]*acc{}
	seen := map[string]string{}
	for i := range set.Instances {
		in := &set.Instances[i]
		a := bySize[in.Size()]
		if a == nil {
			a = &acc{row: Row{Genre: set.Genre, Set: set.Name, Size: in.Size(), Level: "public"}, cols: in.Cols, rows: in.Rows}
			bySize[in.Size()] = a
		}
		a.row.N++
		p, err := in.Decode(set.Genre)
		if err != nil {
			a.row.Failed++
			note(fmt.Sprintf("failed: %s %s: %v", set.Name, in.Name, err))
			continue
		}
		a.row.OK++
		link := puzzle.LinkOf(p)
		if first, dup := seen[link]; dup {
			a.row.Duplicates++
			note(fmt.Sprintf("duplicate: %s %s is %s again", set.Name, in.Name, first))
		} else {
			seen[link] = in.Name
		}
		var sol puzzle.Answer
		if in.Solution != "" {
			// A solution that does not parse only costs the figures that
			// need it.
			sol, _ = p.ParseAnswer(in.Solution)
		}
		a.figs = append(a.figs, Measure(p, sol))
	}
	accs := make([]*acc, 0, len(bySize))
	for _, a := range bySize {
		accs = append(accs, a)
	}
	sort.Slice(accs, func(i, j int) bool {
		ci, cj := accs[i].cols*accs[i].rows, accs[j].cols*accs[j].rows
		if ci != cj {
			return ci < cj
		}
		return accs[i].row.Size < accs[j].row.Size
	})
	rows := make([]Row, len(accs))
	for i, a := range accs {
		a.row.SuccessRate = round(float64(a.row.OK)/float64(a.row.N), 1e4)
		a.row.aggregate(a.figs)
		rows[i] = a.row
	}
	return rows
}
