package lab

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"text/tabwriter"

	"pencilbox/solver/meta"
)

// Alpha is the paper's significance level before the Bonferroni correction.
const Alpha = 0.01

// Comparison holds the counts of the paper's Tables IV-VI.
type Comparison struct {
	Solvers   []string // of the comparisons, in plan order
	Instances int
	// Table IV, per solver: instances significantly better / worse than
	// random, and best / worst of all, on cost (Mann-Whitney U) and on
	// solution rate (Fisher).
	CostBetter, CostWorse, CostBest, CostWorst map[string]int
	RateBetter, RateWorse, RateBest, RateWorst map[string]int
	// Table V, per genre: instances where some solver is significantly
	// worse than random on cost, on rate, on either.
	WorseCost, WorseRate, WorseUnion map[string]int
	GenreInstances                   map[string]int
	// Table VI, per solver: solution rate significantly better / worse
	// than backtracking.
	BTBetter, BTWorse map[string]int
	HasRandom, HasBT  bool
	Runs              int     // most runs of a solver on an instance
	MinP              float64 // smallest p-value Runs vs Runs samples can give
	RandomThreshold   float64 // p threshold vs random (0.01 / tests)
	AllThreshold      float64 // p threshold vs all (0.01 / solvers)
}

// Compare runs the paper's statistics over the results.
func Compare(res []Result, solvers []string) Comparison {
	var cmp []string
	hasRandom, hasBT := false, false
	for _, s := range solvers {
		switch s {
		case "random":
			hasRandom = true
			cmp = append(cmp, s)
		case "backtrack":
			hasBT = true
		case Prescient, Exact:
		default:
			cmp = append(cmp, s)
		}
	}
	c := Comparison{Solvers: cmp, Instances: len(res), HasRandom: hasRandom, HasBT: hasBT,
		CostBetter: map[string]int{}, CostWorse: map[string]int{}, CostBest: map[string]int{}, CostWorst: map[string]int{},
		RateBetter: map[string]int{}, RateWorse: map[string]int{}, RateBest: map[string]int{}, RateWorst: map[string]int{},
		WorseCost: map[string]int{}, WorseRate: map[string]int{}, WorseUnion: map[string]int{}, GenreInstances: map[string]int{},
		BTBetter: map[string]int{}, BTWorse: map[string]int{}}
	others := 0
	for _, s := range cmp {
		if s != "random" {
			others++
		}
	}
	c.RandomThreshold = meta.Bonferroni(Alpha, len(res)*others)
	c.AllThreshold = meta.Bonferroni(Alpha, len(cmp))
	for _, r := range res {
		for _, s := range cmp {
			if cl := r.Cells[s]; cl != nil && cl.Runs > c.Runs {
				c.Runs = cl.Runs
			}
		}
	}
	// Complete separation of two samples of n is the strongest evidence
	// either test can see: p = 2 / C(2n, n).
	lc, _ := math.Lgamma(float64(2*c.Runs) + 1)
	ln, _ := math.Lgamma(float64(c.Runs) + 1)
	c.MinP = math.Min(1, 2*math.Exp(-(lc-2*ln)))
	for _, r := range res {
		c.GenreInstances[r.Genre]++
		worseCost, worseRate := false, false
		for _, s := range cmp {
			a := r.Cells[s]
			if a == nil || len(a.Costs) == 0 {
				continue
			}
			if rnd := r.Cells["random"]; hasRandom && s != "random" && rnd != nil && len(rnd.Costs) > 0 {
				if p, d := meta.MannWhitney(a.Costs, rnd.Costs); p < c.RandomThreshold {
					if d < 0 {
						c.CostBetter[s]++
					} else if d > 0 {
						c.CostWorse[s]++
						worseCost = true
					}
				}
				if p, d := meta.FisherExact(a.Solved, a.Runs-a.Solved, rnd.Solved, rnd.Runs-rnd.Solved); p < c.RandomThreshold {
					if d > 0 {
						c.RateBetter[s]++
					} else if d < 0 {
						c.RateWorse[s]++
						worseRate = true
					}
				}
			}
			// Best (worst) of all: significantly better (worse) than every
			// other solver.
			best, worst := true, true
			rbest, rworst := true, true
			n := 0
			for _, o := range cmp {
				b := r.Cells[o]
				if o == s || b == nil || len(b.Costs) == 0 {
					continue
				}
				n++
				p, d := meta.MannWhitney(a.Costs, b.Costs)
				if !(p < c.AllThreshold && d < 0) {
					best = false
				}
				if !(p < c.AllThreshold && d > 0) {
					worst = false
				}
				p, d = meta.FisherExact(a.Solved, a.Runs-a.Solved, b.Solved, b.Runs-b.Solved)
				if !(p < c.AllThreshold && d > 0) {
					rbest = false
				}
				if !(p < c.AllThreshold && d < 0) {
					rworst = false
				}
			}
			if n > 0 {
				if best {
					c.CostBest[s]++
				}
				if worst {
					c.CostWorst[s]++
				}
				if rbest {
					c.RateBest[s]++
				}
				if rworst {
					c.RateWorst[s]++
				}
			}
			if bt := r.Cells["backtrack"]; hasBT && s != "random" && bt != nil && bt.Runs > 0 {
				if p, d := meta.FisherExact(a.Solved, a.Runs-a.Solved, bt.Solved, bt.Runs-bt.Solved); p < c.RandomThreshold {
					if d > 0 {
						c.BTBetter[s]++
					} else if d < 0 {
						c.BTWorse[s]++
					}
				}
			}
		}
		if worseCost {
			c.WorseCost[r.Genre]++
		}
		if worseRate {
			c.WorseRate[r.Genre]++
		}
		if worseCost || worseRate {
			c.WorseUnion[r.Genre]++
		}
	}
	return c
}

func fmtRate(c *Cell) string {
	if c == nil || c.Runs == 0 {
		return "-"
	}
	if c.Err != "" && len(c.Costs) == 0 {
		return "error"
	}
	return fmt.Sprintf("%.2f", c.Rate())
}

func fmtFloat(v float64) string {
	switch {
	case math.IsNaN(v):
		return "-"
	case math.IsInf(v, 1):
		return "inf"
	case v >= 1e6:
		return fmt.Sprintf("%.3g", v)
	case v == math.Trunc(v):
		return fmt.Sprintf("%.0f", v)
	default:
		return fmt.Sprintf("%.2f", v)
	}
}

// WriteInstances prints one line per instance and solver: solution rate,
// mean best cost, evaluations per solution, and for the special solvers the
// search-space size or the exact solver's time.
func WriteInstances(w io.Writer, res []Result, solvers []string) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "instance\tgenre\tsize\tsolver\trate\tmean cost\tevals/solution\tms/run\tnote")
	for _, r := range res {
		for _, s := range solvers {
			c := r.Cells[s]
			if c == nil {
				continue
			}
			note := ""
			ms := 0.0
			if c.Runs > 0 {
				ms = c.MS / float64(c.Runs)
			}
			switch s {
			case Prescient:
				if len(c.Costs) > 0 {
					note = fmt.Sprintf("log10 search space %.2f", c.LogSS)
					if r.HasLogSS {
						note += fmt.Sprintf(" (recorded %.2f)", r.LogSS)
					}
				}
			case Exact:
				note = "exact"
			}
			if c.Err != "" {
				note = c.Err
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%.1f\t%s\n", r.Name, r.Genre, r.Size, s, fmtRate(c),
				fmtFloat(c.MeanCost()), fmtFloat(c.EvalsPerSolution()), ms, note)
		}
	}
	tw.Flush()
}

// WriteTables prints the paper's Tables IV, V and VI from a Comparison.
func WriteTables(w io.Writer, c Comparison) {
	fmt.Fprintf(w, "\nTable IV: instances (of %d) where a solver is significantly better or worse than random,\n", c.Instances)
	fmt.Fprintf(w, "and best or worst of all solvers (Mann-Whitney U on best costs, Fisher's exact test on\n")
	fmt.Fprintf(w, "solution counts; p < %.3g vs random, p < %.3g vs each other solver)\n", c.RandomThreshold, c.AllThreshold)
	if c.Runs > 0 && c.MinP >= c.RandomThreshold {
		fmt.Fprintf(w, "note: with %d runs per solver no comparison can reach p < %.3g (the smallest p is %.3g); use more runs\n",
			c.Runs, c.RandomThreshold, c.MinP)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "solver\tcost: better\tworse\tbest\tworst\trate: better\tworse\tbest\tworst\t")
	for _, s := range c.Solvers {
		vsr := func(m map[string]int) string {
			if s == "random" || !c.HasRandom {
				return "-"
			}
			return fmt.Sprint(m[s])
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t%s\t%s\t%d\t%d\t\n", s, vsr(c.CostBetter), vsr(c.CostWorse), c.CostBest[s], c.CostWorst[s],
			vsr(c.RateBetter), vsr(c.RateWorse), c.RateBest[s], c.RateWorst[s])
	}
	tw.Flush()

	if c.HasRandom {
		fmt.Fprintf(w, "\nTable V: instances where any solver is significantly worse than random\n")
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "genre\tinstances\tcost\trate\tunion\t")
		for _, g := range sortedKeys(c.GenreInstances) {
			fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t\n", g, c.GenreInstances[g], c.WorseCost[g], c.WorseRate[g], c.WorseUnion[g])
		}
		tw.Flush()
	}
	if c.HasBT {
		fmt.Fprintf(w, "\nTable VI: instances where a solver's solution rate is significantly better or worse than backtracking's\n")
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "solver\tbetter\tworse\t")
		for _, s := range c.Solvers {
			if s == "random" {
				continue
			}
			fmt.Fprintf(tw, "%s\t%d\t%d\t\n", s, c.BTBetter[s], c.BTWorse[s])
		}
		tw.Flush()
	}
}

func sortedKeys(m map[string]int) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// WriteSearchSpace compares the prescient solver's log10 search-space size
// with the recorded one (instances that have it) and with random search's
// evaluations per solution.
func WriteSearchSpace(w io.Writer, res []Result) {
	var xs, ys []float64
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	rows := 0
	for _, r := range res {
		c := r.Cells[Prescient]
		if c == nil || len(c.Costs) == 0 {
			continue
		}
		if rows == 0 {
			fmt.Fprintf(w, "\nSearch space (log10 constructions): prescient solver vs the recorded jpop_log_ss_size\n")
			fmt.Fprintln(tw, "instance\tgenre\tprescient\trecorded\trandom evals/solution (log10)\t")
		}
		rows++
		rec, rnd := "-", "-"
		if r.HasLogSS {
			rec = fmt.Sprintf("%.2f", r.LogSS)
			xs = append(xs, r.LogSS)
			ys = append(ys, c.LogSS)
		}
		if rc := r.Cells["random"]; rc != nil && rc.Solved > 0 {
			rnd = fmt.Sprintf("%.2f", math.Log10(rc.EvalsPerSolution()))
		}
		fmt.Fprintf(tw, "%s\t%s\t%.2f\t%s\t%s\t\n", r.Name, r.Genre, c.LogSS, rec, rnd)
	}
	tw.Flush()
	if len(xs) > 0 {
		d := 0.0
		for i := range xs {
			d += math.Abs(xs[i] - ys[i])
		}
		fmt.Fprintf(w, "%d instances with a recorded size: mean |difference| %.2f decades, correlation %.3f\n",
			len(xs), d/float64(len(xs)), pearson(xs, ys))
	}
}

func pearson(x, y []float64) float64 {
	n := float64(len(x))
	if n < 2 {
		return math.NaN()
	}
	var sx, sy, sxx, syy, sxy float64
	for i := range x {
		sx += x[i]
		sy += y[i]
		sxx += x[i] * x[i]
		syy += y[i] * y[i]
		sxy += x[i] * y[i]
	}
	cov := sxy - sx*sy/n
	vx, vy := sxx-sx*sx/n, syy-sy*sy/n
	if vx <= 0 || vy <= 0 {
		return math.NaN()
	}
	return cov / math.Sqrt(vx*vy)
}

// WriteGenres prints per genre the mean solution rate of every solver, and
// the exact solver's time.
func WriteGenres(w io.Writer, res []Result, solvers []string) {
	type agg struct {
		n    int
		rate map[string]float64
		ms   []float64
		ok   int
	}
	by := map[string]*agg{}
	for _, r := range res {
		a := by[r.Genre]
		if a == nil {
			a = &agg{rate: map[string]float64{}}
			by[r.Genre] = a
		}
		a.n++
		for _, s := range solvers {
			if c := r.Cells[s]; c != nil && s != Prescient {
				a.rate[s] += c.Rate()
				if s == Exact {
					a.ms = append(a.ms, c.MS)
					if c.Solved > 0 {
						a.ok++
					}
				}
			}
		}
	}
	fmt.Fprintf(w, "\nMean solution rate per genre\n")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := []string{"genre", "instances"}
	for _, s := range solvers {
		if s != Prescient {
			head = append(head, s)
		}
	}
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	var genres []string
	for g := range by {
		genres = append(genres, g)
	}
	sort.Strings(genres)
	for _, g := range genres {
		a := by[g]
		row := []string{g, fmt.Sprint(a.n)}
		for _, s := range solvers {
			if s != Prescient {
				row = append(row, fmt.Sprintf("%.2f", a.rate[s]/float64(a.n)))
			}
		}
		fmt.Fprintln(tw, strings.Join(row, "\t")+"\t")
	}
	tw.Flush()
	hasExact := false
	for _, g := range genres {
		if len(by[g].ms) > 0 {
			hasExact = true
		}
	}
	if !hasExact {
		return
	}
	fmt.Fprintf(w, "\nExact solver (%s)\n", Exact)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "genre\tsolved\tmean ms\tmax ms\t")
	for _, g := range genres {
		a := by[g]
		if len(a.ms) == 0 {
			continue
		}
		sum, mx := 0.0, 0.0
		for _, v := range a.ms {
			sum += v
			mx = math.Max(mx, v)
		}
		fmt.Fprintf(tw, "%s\t%d/%d\t%.1f\t%.1f\t\n", g, a.ok, len(a.ms), sum/float64(len(a.ms)), mx)
	}
	tw.Flush()
}

// WriteFindings checks the paper's headline findings on these results.
func WriteFindings(w io.Writer, res []Result, c Comparison) {
	fmt.Fprintf(w, "\nThe paper's findings on these results\n")
	if c.HasRandom {
		var parts []string
		most := true
		for _, s := range c.Solvers {
			if s == "random" {
				continue
			}
			parts = append(parts, fmt.Sprintf("%s %d", s, c.CostBetter[s]))
			if 2*c.CostBetter[s] <= c.Instances {
				most = false
			}
		}
		fmt.Fprintf(w, "- every stochastic solver beats random on most instances (cost): %s (%s of %d)\n",
			holds(most), strings.Join(parts, ", "), c.Instances)
		top, topN := "", -1
		for _, s := range c.Solvers {
			if c.CostBest[s] > topN {
				top, topN = s, c.CostBest[s]
			}
		}
		fmt.Fprintf(w, "- tuned ACO best on cost: %s (most often best of all: %s, %d instances; aco-tuned %d)\n",
			holds(top == "aco-tuned" && topN > 0), top, topN, c.CostBest["aco-tuned"])
		sl := c.WorseUnion["slitherlink"] + c.WorseUnion["nurikabe"]
		rest := 0
		for g, n := range c.WorseUnion {
			if g != "slitherlink" && g != "nurikabe" {
				rest += n
			}
		}
		fmt.Fprintf(w, "- Slitherlink and Nurikabe produce most worse-than-random cases: %s (%d of %d)\n",
			holds(sl > rest), sl, sl+rest)
	}
	if c.HasBT {
		all := true
		var parts []string
		for _, s := range c.Solvers {
			if s == "random" {
				continue
			}
			parts = append(parts, fmt.Sprintf("%s +%d/-%d", s, c.BTBetter[s], c.BTWorse[s]))
			if c.BTBetter[s] <= c.BTWorse[s] {
				all = false
			}
		}
		fmt.Fprintf(w, "- the stochastic solvers beat backtracking on solution rate: %s (%s)\n", holds(all), strings.Join(parts, ", "))
	}
}

func holds(b bool) string {
	if b {
		return "holds"
	}
	return "does not hold"
}
