package benchset

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// --mem adds peak_mb to every solved line and a peak_mb row per size;
// --size runs only the sizes named.
func TestCommandMemAndSize(t *testing.T) {
	var out, errOut bytes.Buffer
	Command(context.Background(), []string{"--mem", "--size", "3x2", "testdata/benchtoy/toy.txt"}, &out, &errOut)
	text := out.String()
	if !strings.Contains(text, "genre benchtoy, 1 of 5 instances") {
		t.Fatalf("--size 3x2 should keep one instance:\n%s", text)
	}
	if !strings.Contains(text, "ok   toy_unique 3x2 unique ") || !strings.Contains(text, " peak_mb=") {
		t.Fatalf("instance line without peak_mb:\n%s", text)
	}
	if !strings.Contains(text, "toy 3x2     peak_mb ") {
		t.Fatalf("no peak_mb row:\n%s", text)
	}
	out.Reset()
	Command(context.Background(), []string{"--size", "3x2", "testdata/benchtoy/toy.txt"}, &out, &errOut)
	if strings.Contains(out.String(), "peak_mb") {
		t.Fatalf("peak_mb without --mem:\n%s", out.String())
	}
}

func TestOfSizes(t *testing.T) {
	list := []Instance{{Name: "a", Cols: 9, Rows: 9}, {Name: "b", Cols: 16, Rows: 16}, {Name: "c", Cols: 9, Rows: 9}}
	if got := OfSizes(list, ""); len(got) != 3 {
		t.Errorf("empty filter kept %d", len(got))
	}
	got := OfSizes(list, "16x16, 25x25")
	if len(got) != 1 || got[0].Name != "b" {
		t.Errorf("16x16 kept %v", got)
	}
}

// A metric longer than the usual 9 columns widens the column for every
// row, so the table stays aligned; without one the layout is unchanged.
func TestWriteTableWidensMetric(t *testing.T) {
	var b bytes.Buffer
	WriteTable(&b, []Row{{Set: "s", Size: "9x9", Metric: "first", Stats: Stats{N: 1}}, {Set: "s", Size: "9x9", Metric: "cpu_settled", Stats: Stats{N: 1}}})
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 3 || strings.Index(lines[1], " 1 ") != strings.Index(lines[2], " 1 ") {
		t.Fatalf("columns not aligned:\n%s", b.String())
	}
	b.Reset()
	WriteTable(&b, []Row{{Set: "s", Size: "9x9", Metric: "first", Stats: Stats{N: 1}}})
	if !strings.HasPrefix(strings.Split(b.String(), "\n")[1], "s   9x9     first          1 ") {
		t.Fatalf("layout without long metrics changed:\n%s", b.String())
	}
}
