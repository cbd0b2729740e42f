// Package svg writes SVG documents a few elements at a time: the board
// export (app/render_svg.go) and, later, the lab's plots. It knows the
// XML rules that are easy to get wrong by hand (escaping text and
// attribute values, closing elements in order) and writes numbers
// compactly, as a board holds thousands of coordinates; it knows nothing
// of boards or plots.
//
// Errors stick: after the first failed write every call is a no-op and
// Close reports that error, so callers check once at the end (the
// bufio.Writer habit).
package svg

import (
	"errors"
	"io"
	"math"
	"strconv"
	"strings"
)

// Attr is one attribute. Value is escaped when written.
type Attr struct{ Name, Value string }

// A builds an attribute from a string.
func A(name, value string) Attr { return Attr{name, value} }

// N builds an attribute from a number, written by Num.
func N(name string, v float64) Attr { return Attr{name, Num(v)} }

// Writer writes one SVG document.
type Writer struct {
	w    io.Writer
	open []string // names of the elements not yet closed
	err  error
}

// New starts a document: the XML declaration and the root <svg> element
// of width x height user units with a matching viewBox, so one unit is a
// CSS pixel when the file is shown at its natural size. Extra attributes
// go on the root.
func New(w io.Writer, width, height float64, attrs ...Attr) *Writer {
	s := &Writer{w: w}
	s.raw(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	root := append([]Attr{
		A("xmlns", "http://www.w3.org/2000/svg"),
		N("width", width), N("height", height),
		A("viewBox", "0 0 "+Num(width)+" "+Num(height)),
	}, attrs...)
	s.Start("svg", root...)
	s.raw("\n")
	return s
}

// Start opens an element that will hold others or text; End closes it.
func (s *Writer) Start(name string, attrs ...Attr) {
	s.tag(name, attrs)
	s.raw(">")
	s.open = append(s.open, name)
}

// End closes the innermost open element.
func (s *Writer) End() {
	if len(s.open) == 0 {
		s.fail(errors.New("svg: End without an open element"))
		return
	}
	name := s.open[len(s.open)-1]
	s.open = s.open[:len(s.open)-1]
	s.raw("</" + name + ">")
	if len(s.open) <= 1 {
		s.raw("\n")
	}
}

// Empty writes an element with no content (<rect .../>).
func (s *Writer) Empty(name string, attrs ...Attr) {
	s.tag(name, attrs)
	s.raw("/>")
	if len(s.open) <= 1 {
		s.raw("\n")
	}
}

// Element writes an element holding only text, escaped.
func (s *Writer) Element(name, text string, attrs ...Attr) {
	s.Start(name, attrs...)
	s.Text(text)
	s.End()
}

// Text writes character data inside the open element, escaped.
func (s *Writer) Text(text string) { s.raw(EscapeText(text)) }

// Close ends every element still open and returns the first error.
func (s *Writer) Close() error {
	for len(s.open) > 0 {
		s.End()
	}
	return s.err
}

func (s *Writer) tag(name string, attrs []Attr) {
	var b strings.Builder
	b.WriteByte('<')
	b.WriteString(name)
	for _, a := range attrs {
		b.WriteByte(' ')
		b.WriteString(a.Name)
		b.WriteString(`="`)
		b.WriteString(EscapeAttr(a.Value))
		b.WriteByte('"')
	}
	s.raw(b.String())
}

func (s *Writer) raw(text string) {
	if s.err != nil {
		return
	}
	if _, err := io.WriteString(s.w, text); err != nil {
		s.fail(err)
	}
}

func (s *Writer) fail(err error) {
	if s.err == nil {
		s.err = err
	}
}

// EscapeText makes text safe as character data. Characters XML 1.0
// forbids (most control characters, unpaired surrogates, U+FFFE/F) become
// U+FFFD, so a document is well-formed whatever text a puzzle carries.
func EscapeText(text string) string { return escape(text, false) }

// EscapeAttr makes text safe inside a double-quoted attribute value;
// tabs and newlines are written as character references so a parser
// does not fold them into spaces.
func EscapeAttr(text string) string { return escape(text, true) }

func escape(text string, attr bool) string {
	var b strings.Builder
	for _, r := range text {
		switch {
		case r == '&':
			b.WriteString("&amp;")
		case r == '<':
			b.WriteString("&lt;")
		case r == '>':
			b.WriteString("&gt;")
		case r == '"' && attr:
			b.WriteString("&quot;")
		case (r == '\n' || r == '\t' || r == '\r') && attr:
			b.WriteString("&#" + strconv.Itoa(int(r)) + ";")
		case r == '\r':
			b.WriteString("&#13;") // a raw CR would be read back as a newline
		case !allowed(r):
			b.WriteRune('\uFFFD')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// allowed is XML 1.0's Char production.
func allowed(r rune) bool {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return true
	case r < 0x20:
		return false
	case r <= 0xD7FF:
		return true
	case r >= 0xE000 && r <= 0xFFFD:
		return true
	case r >= 0x10000 && r <= 0x10FFFF:
		return true
	}
	return false
}

// Num writes a coordinate compactly: at most two decimals (a hundredth of
// a pixel is below what any screen or printer resolves), no trailing
// zeros, no "-0". NaN and infinities, which SVG cannot hold, become 0.
func Num(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "0"
	}
	v = math.Round(v*100) / 100
	if v == 0 {
		return "0"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// Points writes a list of x,y pairs for a polygon's or polyline's
// points attribute.
func Points(xy ...float64) string {
	var b strings.Builder
	for i := 0; i+1 < len(xy); i += 2 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(Num(xy[i]))
		b.WriteByte(',')
		b.WriteString(Num(xy[i+1]))
	}
	return b.String()
}
