package lab

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"

	"pencilbox/solver/meta/plot"
)

// Figure is one SVG file of the report.
type Figure struct {
	Name string // file name, e.g. "solution-rate.svg"
	SVG  []byte
}

// Figures draws the report's charts from the results: the mean solution
// rate per solver and genre as grouped bars (solution-rate.svg), and per
// genre the distribution of the runs' best costs per solver as box plots
// (costs-GENRE.svg) and the mean best cost against evaluations
// (convergence-GENRE.svg). The prescient solver, which measures rather
// than searches, is left out; the exact solver appears in the rates only.
func Figures(res []Result, solvers []string, budget int) ([]Figure, error) {
	genres := genresOf(res)
	var rated, searched []string
	for _, s := range solvers {
		if s == Prescient {
			continue
		}
		rated = append(rated, s)
		if s != Exact {
			searched = append(searched, s)
		}
	}
	var out []Figure
	add := func(name string, f *plot.Figure) error {
		if f == nil {
			return nil
		}
		var b bytes.Buffer
		if err := f.WriteSVG(&b, plot.Light); err != nil {
			return fmt.Errorf("lab: %s: %v", name, err)
		}
		out = append(out, Figure{Name: name, SVG: b.Bytes()})
		return nil
	}
	if len(rated) > 0 && len(genres) > 0 {
		rates := make([][]float64, len(genres))
		for g, genre := range genres {
			rates[g] = make([]float64, len(rated))
			n := 0
			for _, r := range res {
				if r.Genre != genre {
					continue
				}
				n++
				for s, name := range rated {
					rates[g][s] += r.Cells[name].Rate()
				}
			}
			for s := range rated {
				rates[g][s] /= float64(max(n, 1))
			}
		}
		w := math.Max(640, float64(len(genres)*len(rated))*12+120)
		if err := add("solution-rate.svg", plot.Bars(genres, rated, rates, 1, "mean solution rate", w, 300,
			"Mean solution rate per solver and genre")); err != nil {
			return nil, err
		}
	}
	for _, genre := range genres {
		samples := make([][]float64, len(searched))
		for s, name := range searched {
			for _, r := range res {
				if c := r.Cells[name]; r.Genre == genre && c != nil {
					samples[s] = append(samples[s], c.Costs...)
				}
			}
		}
		w := math.Max(480, float64(len(searched))*70+70)
		if err := add("costs-"+genre+".svg", plot.Boxes(searched, samples, "best cost per run ("+genre+")", w, 300,
			"Best cost per run of each solver on "+genre)); err != nil {
			return nil, err
		}
		series := make([]plot.StepSeries, len(searched))
		for s, name := range searched {
			series[s] = meanCurve(res, genre, name, budget)
		}
		if err := add("convergence-"+genre+".svg", plot.Steps(series, budget, 640, 300,
			"Mean best cost against evaluations on "+genre)); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// meanCurve is the mean, over the runs of solver on the genre's instances,
// of the best cost after e evaluations, at e = 1, 2, 5, 10, 20, ... and the
// budget. A run that ended early (solved) keeps its last best cost.
func meanCurve(res []Result, genre, solver string, budget int) plot.StepSeries {
	var checks []int
	for d := 1; d < budget; d *= 10 {
		for _, m := range []int{1, 2, 5} {
			if d*m < budget {
				checks = append(checks, d*m)
			}
		}
	}
	checks = append(checks, max(budget, 1))
	sum := make([]float64, len(checks))
	n := 0
	for _, r := range res {
		c := r.Cells[solver]
		if r.Genre != genre || c == nil {
			continue
		}
		for _, curve := range c.Curves {
			if len(curve) == 0 {
				continue
			}
			n++
			k := 0
			best := curve[0].Best
			for i, e := range checks {
				for k < len(curve) && curve[k].Evals <= e {
					best = curve[k].Best
					k++
				}
				sum[i] += best
			}
		}
	}
	s := plot.StepSeries{Name: solver, Evals: budget}
	if n == 0 {
		return s
	}
	for i, e := range checks {
		v := sum[i] / float64(n)
		if len(s.Points) == 0 || v < s.Points[len(s.Points)-1].Cost {
			s.Points = append(s.Points, plot.Step{Evals: e, Cost: v})
		}
	}
	return s
}

func genresOf(res []Result) []string {
	seen := map[string]bool{}
	var out []string
	for _, r := range res {
		if !seen[r.Genre] {
			seen[r.Genre] = true
			out = append(out, r.Genre)
		}
	}
	sort.Strings(out)
	return out
}

// WriteFigureFiles writes the figures into dir (made if missing).
func WriteFigureFiles(dir string, res []Result, solvers []string, budget int) error {
	figs, err := Figures(res, solvers, budget)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("lab: %v", err)
	}
	for _, f := range figs {
		if err := os.WriteFile(filepath.Join(dir, f.Name), f.SVG, 0o644); err != nil {
			return fmt.Errorf("lab: %v", err)
		}
	}
	return nil
}
