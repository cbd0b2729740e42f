package scale

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"pencilbox/solver/benchset"
)

// The public sets' largest and slowest boards join the suite, chosen when
// the suite is written: the largest by size as the files have them, the
// slowest by the times of an earlier `pencilbox bench --json` run (its
// Outcome lines), so no instance is ever named here.

// Largest picks from each set up to k instances of its largest size (by
// area), evenly spread over those; a set whose instances are all of one
// size has no largest boards and gives none.
func Largest(s *benchset.Set, k int) []benchset.Instance {
	if len(s.Instances) == 0 || k <= 0 {
		return nil
	}
	area := func(in *benchset.Instance) int { return in.Cols * in.Rows }
	top, low := 0, area(&s.Instances[0])
	for i := range s.Instances {
		top = max(top, area(&s.Instances[i]))
		low = min(low, area(&s.Instances[i]))
	}
	if top == low {
		return nil
	}
	var list []benchset.Instance
	for _, in := range s.Instances {
		if area(&in) == top {
			list = append(list, in)
		}
	}
	return benchset.Sample(list, k)
}

// Cost is one instance's measured time from a bench JSON line.
type Cost struct {
	Set  string  `json:"set"`
	Name string  `json:"name"`
	MS   float64 `json:"ms"`
	// FirstMS counts when the settled time is absent (a --first run).
	FirstMS float64 `json:"first_ms"`
}

// ReadCosts reads `pencilbox bench --json` output (the summary line and
// anything else without a name are skipped).
func ReadCosts(path string) ([]Cost, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("scale: %w", err)
	}
	defer f.Close()
	var out []Cost
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 4<<20)
	for sc.Scan() {
		var c Cost
		if json.Unmarshal(sc.Bytes(), &c) != nil || c.Name == "" || c.Set == "" {
			continue
		}
		out = append(out, c)
	}
	return out, sc.Err()
}

// Slowest picks up to k instances of s with the highest measured cost
// (settled time, else first-answer time), slowest first.
func Slowest(s *benchset.Set, costs []Cost, k int) []benchset.Instance {
	cost := map[string]float64{}
	for _, c := range costs {
		if c.Set == s.Name {
			cost[c.Name] = max(c.MS, c.FirstMS)
		}
	}
	var list []benchset.Instance
	for _, in := range s.Instances {
		if _, ok := cost[in.Name]; ok {
			list = append(list, in)
		}
	}
	sort.SliceStable(list, func(i, j int) bool { return cost[list[i].Name] > cost[list[j].Name] })
	return list[:min(k, len(list))]
}

// WriteInstances writes instances of one genre as a set file, in the
// format they were read in.
func WriteInstances(path, header string, list []benchset.Instance) error {
	var b strings.Builder
	b.WriteString(header)
	for i := range list {
		b.WriteString(InstanceText(&list[i]))
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("scale: %w", err)
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// InstanceText is an instance in its set format again: metadata in key
// order, sections in title order (benchset reads both in any order).
func InstanceText(in *benchset.Instance) string {
	keys := make([]string, 0, len(in.Meta))
	for k := range in.Meta {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if in.Format == benchset.LineFormat {
		sol := in.Solution
		if sol == "" {
			sol = "-"
		}
		line := fmt.Sprintf("%s %d %s %s", in.Name, in.Cols, in.Givens, sol)
		for _, k := range keys {
			line += " " + k + "=" + in.Meta[k]
		}
		return line + "\n"
	}
	b := Block{Name: in.Name, Cols: in.Cols, Rows: in.Rows}
	for _, k := range keys {
		b.Meta = append(b.Meta, [2]string{k, in.Meta[k]})
	}
	titles := make([]string, 0, len(in.Sections))
	for t := range in.Sections {
		titles = append(titles, t)
	}
	sort.Strings(titles)
	for _, t := range titles {
		b.Sections = append(b.Sections, Section{t, in.Sections[t]})
	}
	var s strings.Builder
	b.Write(&s)
	return s.String()
}
