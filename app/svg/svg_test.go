package svg

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"
	"testing"
	"unicode/utf8"
)

// parse reads a document back with encoding/xml, returning the text of
// every element named name and the attributes of the first such element.
func parse(t *testing.T, doc []byte, name string) (texts []string, attrs map[string]string) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	var in bool
	var cur strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return texts, attrs
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, doc)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if tok.Name.Local == name {
				in = true
				cur.Reset()
				if attrs == nil {
					attrs = map[string]string{}
					for _, a := range tok.Attr {
						attrs[a.Name.Local] = a.Value
					}
				}
			}
		case xml.CharData:
			if in {
				cur.Write(tok)
			}
		case xml.EndElement:
			if tok.Name.Local == name {
				in = false
				texts = append(texts, cur.String())
			}
		}
	}
}

func TestDocumentRoundTrip(t *testing.T) {
	var b bytes.Buffer
	w := New(&b, 120.5, 80, A("font-family", `"Go", sans-serif`))
	w.Start("g", A("fill", "#000"))
	w.Empty("rect", N("x", 1.234), N("y", 0), N("width", 10), N("height", 10))
	w.Element("text", `a<b & "c" > d`, N("x", 5), A("title", "tab\there\nline"))
	w.Empty("polygon", A("points", Points(0, 0, 1.5, 2, 3, -4.005)))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	doc := b.Bytes()
	texts, attrs := parse(t, doc, "text")
	if len(texts) != 1 || texts[0] != `a<b & "c" > d` {
		t.Fatalf("text read back as %q", texts)
	}
	if attrs["title"] != "tab\there\nline" {
		t.Errorf("attribute with tab and newline read back as %q", attrs["title"])
	}
	_, root := parse(t, doc, "svg")
	if root["width"] != "120.5" || root["viewBox"] != "0 0 120.5 80" || root["font-family"] != `"Go", sans-serif` {
		t.Errorf("root attributes %v", root)
	}
	_, rect := parse(t, doc, "rect")
	if rect["x"] != "1.23" || rect["y"] != "0" {
		t.Errorf("rect attributes %v", rect)
	}
	_, poly := parse(t, doc, "polygon")
	if poly["points"] != "0,0 1.5,2 3,-4.01" && poly["points"] != "0,0 1.5,2 3,-4" {
		t.Errorf("points %q", poly["points"])
	}
	if !strings.HasPrefix(string(doc), "<?xml") || !strings.HasSuffix(string(doc), "</svg>\n") {
		t.Errorf("document framing:\n%s", doc)
	}
}

func TestNum(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want string
	}{
		{0, "0"}, {-0.001, "0"}, {1, "1"}, {-2.5, "-2.5"}, {0.1 + 0.2, "0.3"},
		{12.3456, "12.35"}, {100, "100"}, {1e6, "1000000"}, {-7.999, "-8"},
	} {
		if got := Num(c.v); got != c.want {
			t.Errorf("Num(%v) = %q, want %q", c.v, got, c.want)
		}
	}
	var nan float64
	nan = nan / nan
	if Num(nan) != "0" {
		t.Errorf("NaN written as %q", Num(nan))
	}
}

func TestForbiddenCharacters(t *testing.T) {
	got := EscapeText("a\x00b\x1bc\uFFFEd")
	if got != "a\uFFFDb\uFFFDc\uFFFDd" {
		t.Errorf("EscapeText = %q", got)
	}
}

type failing struct{ after int }

func (f *failing) Write(p []byte) (int, error) {
	if f.after <= 0 {
		return 0, errors.New("disk full")
	}
	f.after--
	return len(p), nil
}

func TestErrorsStick(t *testing.T) {
	w := New(&failing{after: 1}, 10, 10)
	w.Empty("rect")
	w.Element("text", "x")
	if err := w.Close(); err == nil || err.Error() != "disk full" {
		t.Fatalf("Close = %v, want the write error", err)
	}
	var b bytes.Buffer
	w = New(&b, 1, 1)
	w.End()
	w.End() // one more than was opened
	if err := w.Close(); err == nil {
		t.Fatal("an unbalanced End went unreported")
	}
}

// FuzzEscape: whatever text goes in, the document is well-formed and the
// text reads back unchanged, apart from characters XML cannot hold.
func FuzzEscape(f *testing.F) {
	for _, s := range []string{"", "12", "<>&\"'", "a\r\nb", "\x00\x01", "\uFFFE", "日本", "]]>", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var b bytes.Buffer
		w := New(&b, 10, 10)
		w.Element("text", s, A("data-v", s))
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		texts, attrs := parse(t, b.Bytes(), "text")
		want := clean(s)
		if len(texts) != 1 || texts[0] != want {
			t.Fatalf("text %q read back as %q, want %q", s, texts, want)
		}
		if attrs["data-v"] != want {
			t.Fatalf("attribute %q read back as %q, want %q", s, attrs["data-v"], want)
		}
	})
}

// clean is s as XML can hold it: invalid UTF-8 and forbidden characters
// replaced.
func clean(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r == utf8.RuneError || !allowed(r) {
			r = '\uFFFD'
		}
		b.WriteRune(r)
	}
	return b.String()
}
