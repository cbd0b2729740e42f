package urlcodec

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseShapes(t *testing.T) {
	cases := []struct {
		in   string
		want Link
	}{
		{"https://puzz.link/p?sudoku/4/4/1k3h4k2", Link{PID: "sudoku", Cols: 4, Rows: 4, Body: "1k3h4k2"}},
		{"http://pzv.jp/p.html?slither_edit/f/3/3/gdk", Link{PID: "slither", Flags: "f", Cols: 3, Rows: 3, Body: "gdk"}},
		{"?type=editor&sudoku/9/9/", Link{PID: "sudoku", Cols: 9, Rows: 9}},
		{"sudoku/6/6/a.b/", Link{PID: "sudoku", Cols: 6, Rows: 6, Body: "a.b"}},
	}
	for _, c := range cases {
		got, err := Parse(c.in)
		if err != nil || got != c.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "?", "https://example.com/", "?sudoku", "?sudoku/9", "?sudoku/x/9/", "?sudoku/0/9/", "?pzprv3/sudoku/9/9", "?sudoku/99999999/9/"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted a malformed link", bad)
		}
	}
}

// A hostile link gets a precise message that never repeats more than
// MaxEcho characters of it.
func TestParseErrorsArePrecise(t *testing.T) {
	long := strings.Repeat("z", 60000)
	for _, c := range []struct{ in, want string }{
		{"sudoku/-9/9/abc", "the width is -9; a size must be at least 1"},
		{"sudoku/9/-9/abc", "the height is -9; a size must be at least 1"},
		{"sudoku/-1/-1", "the width is -1"},
		{"sudoku/0/9/", "the width is 0; a size must be at least 1"},
		{"nurikabe/5/5/a\u00e9b", `not plain ASCII ("é" at position 15)`},
		{"nurikabe/5/5/a\x00b", `not plain ASCII ("\x00" at position 15)`},
		{"nurikabe/5/5/a\xffb", `not plain ASCII ("\xff" at position 15)`},
		{"sudoku/9/" + strings.Repeat("y", 60) + "/", `height "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy…" is not a number`},
		{"sudoku/v:" + long + "/9/9", "variant rules"},
	} {
		_, err := Parse(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%.40q) = %v; want an error containing %q", c.in, err, c.want)
			continue
		}
		if len(err.Error()) > 200 {
			t.Errorf("Parse(%.40q): the message repeats too much of the link (%d bytes)", c.in, len(err.Error()))
		}
	}
	if got := Clip(strings.Repeat("é", 50)); got != strings.Repeat("é", MaxEcho)+"…" {
		t.Errorf("Clip cuts runes, not bytes: %q", got)
	}
	if got := Clip("short"); got != "short" {
		t.Errorf("Clip(short) = %q", got)
	}
}

func TestLinkStringAppendsSlashAfterSymbol(t *testing.T) {
	l := Link{PID: "hashi", Cols: 2, Rows: 1, Body: "1."}
	if got := l.String(); got != "hashi/2/1/1./" {
		t.Fatalf("String() = %q", got)
	}
	back, err := Parse("?" + l.String())
	if err != nil || back != l {
		t.Fatalf("round trip: %+v %v", back, err)
	}
}

func TestNumber16Examples(t *testing.T) {
	// Worked examples of puzzlink-url-format.md §4.1.
	cells := make([]int, 16)
	for i := range cells {
		cells[i] = Empty
	}
	cells[0], cells[6], cells[9], cells[15] = 1, 3, 4, 2
	if got := EncodeNumber16(cells); got != "1k3h4k2" {
		t.Errorf("encode = %q, want 1k3h4k2", got)
	}
	wide := []int{17, 300, 5000, Unknown, Empty, Empty}
	if got := EncodeNumber16(wide); got != "-11+12c=388.h" {
		t.Errorf("encode wide = %q", got)
	}
	back, rest, err := DecodeNumber16("-11+12c=388.hXYZ", 6)
	if err != nil || !reflect.DeepEqual(back, wide) || rest != "XYZ" {
		t.Errorf("decode wide = %v %q %v", back, rest, err)
	}
	long := make([]int, 26)
	for i := range long {
		long[i] = Empty
	}
	long[0] = 1
	if got := EncodeNumber16(long); got != "1zk" {
		t.Errorf("encode run = %q, want 1zk", got)
	}
	if _, _, err := DecodeNumber16("-1", 3); err == nil {
		t.Error("a cut-off wide number was accepted")
	}
}

func FuzzNumber16(f *testing.F) {
	for _, s := range []string{"1k3h4k2", "-11+12c=388.h", "1zk", "$fffff", "*"} {
		f.Add(s, 16)
	}
	f.Fuzz(func(t *testing.T, body string, n int) {
		if n < 0 || n > 4096 {
			return
		}
		cells, _, err := DecodeNumber16(body, n)
		if err != nil {
			return
		}
		again, _, err := DecodeNumber16(EncodeNumber16(cells), n)
		if err != nil || !reflect.DeepEqual(cells, again) {
			t.Fatalf("re-encoding changed the cells: %v -> %v (%v)", cells, again, err)
		}
	})
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"https://puzz.link/p?sudoku/4/4/1k3h4k2", "?slither/f/3/3/gdk", "?a/1/1/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := Parse(s)
		if err != nil {
			return
		}
		if l.Cols < 1 || l.Rows < 1 {
			t.Fatalf("accepted size %dx%d", l.Cols, l.Rows)
		}
	})
}
