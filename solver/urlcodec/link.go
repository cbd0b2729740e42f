// Package urlcodec reads and writes the URL shape every genre shares
// (puzz.link's "?<pid>/[<flags>/]<cols>/<rows>/<body>") and the body codecs
// several genres use. It knows nothing about genres: a genre package picks
// the codecs for its body and validates what they produce.
package urlcodec

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxLinkLength bounds what any decoder will look at, so a pasted megabyte
// never reaches a codec loop.
const MaxLinkLength = 1 << 16

// Link is a parsed puzzle link: everything after the first '?'.
type Link struct {
	PID   string // genre id as written, without _edit/_play
	Flags string // optional non-numeric segment before the size ("" when absent)
	Cols  int
	Rows  int
	Body  string
}

// ErrNotPuzzleLink says the text has no recognisable puzzle query at all.
var ErrNotPuzzleLink = errors.New("urlcodec: not a puzzle link (expected ?genre/cols/rows/body)")

// Parse accepts a full URL with any host (puzz.link, pzv.jp, ours) or just
// the query part. It checks only the shape; the genre checks the body.
func Parse(s string) (Link, error) {
	s = strings.TrimSpace(s)
	if len(s) > MaxLinkLength {
		return Link{}, fmt.Errorf("urlcodec: link is %d characters long; the limit is %d", len(s), MaxLinkLength)
	}
	if i := strings.IndexByte(s, '?'); i >= 0 {
		s = s[i+1:]
	}
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[:i]
	}
	// pzprjs also accepts "type=editor&" style prefixes before the pid.
	for {
		amp := strings.IndexByte(s, '&')
		slash := strings.IndexByte(s, '/')
		if amp < 0 || (slash >= 0 && slash < amp) || !strings.Contains(s[:amp], "=") {
			break
		}
		s = s[amp+1:]
	}
	if i := firstNonASCII(s); i >= 0 {
		return Link{}, fmt.Errorf("urlcodec: the link has a character that is not plain ASCII (%q at position %d); puzzle links use letters, digits and a few symbols only", Clip(s[i:i+utf8Len(s[i:])]), i+1)
	}
	segs := strings.Split(s, "/")
	if len(segs) > 0 && segs[len(segs)-1] == "" {
		segs = segs[:len(segs)-1] // pzprjs appends '/' after bodies ending in a symbol
	}
	if len(segs) < 3 || segs[0] == "" {
		return Link{}, ErrNotPuzzleLink
	}
	var l Link
	l.PID = strings.TrimSuffix(strings.TrimSuffix(segs[0], "_edit"), "_play")
	if l.PID == "pzprv3" {
		return Link{}, errors.New("urlcodec: pzprv3 file links (with saved progress) are not supported; share the plain puzzle link instead")
	}
	rest := segs[1:]
	if len(rest) > 0 && strings.HasPrefix(rest[0], "v:") {
		return Link{}, fmt.Errorf("urlcodec: variant rules %q are not supported", Clip(rest[0][2:]))
	}
	if len(rest) > 0 && !isNumber(rest[0]) && !isSigned(rest[0]) {
		l.Flags = rest[0]
		rest = rest[1:]
	}
	if len(rest) < 2 {
		return Link{}, errors.New("urlcodec: link has no size (expected cols/rows after the genre)")
	}
	var err error
	if l.Cols, err = parseDim(rest[0], "width"); err != nil {
		return Link{}, err
	}
	if l.Rows, err = parseDim(rest[1], "height"); err != nil {
		return Link{}, err
	}
	l.Body = strings.Join(rest[2:], "/")
	return l, nil
}

func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// isSigned says whether s is a number with a sign ("-9", "+0"): never a
// flag segment, so a negative size is reported as one.
func isSigned(s string) bool {
	return len(s) > 1 && (s[0] == '-' || s[0] == '+') && isNumber(s[1:])
}

func parseDim(s, what string) (int, error) {
	if isSigned(s) && s[0] == '-' {
		return 0, fmt.Errorf("urlcodec: the %s is %s; a size must be at least 1", what, Clip(s))
	}
	s = strings.TrimPrefix(s, "+")
	if !isNumber(s) || len(s) > 6 {
		return 0, fmt.Errorf("urlcodec: %s %q is not a number", what, Clip(s))
	}
	n, _ := strconv.Atoi(s)
	if n < 1 {
		return 0, fmt.Errorf("urlcodec: the %s is %d; a size must be at least 1", what, n)
	}
	return n, nil
}

// MaxEcho is how much of a piece of a link an error message repeats: enough
// to recognise it, never a pasted megabyte in the page.
const MaxEcho = 40

// Clip cuts s to MaxEcho characters (marking the cut with "…") for
// quoting in an error message.
func Clip(s string) string {
	n := 0
	for i := range s {
		if n == MaxEcho {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// firstNonASCII is the index of the first byte outside printable ASCII
// (controls and bytes from 0x80 up), or -1. Decoders skip what they do not
// know, so such a byte would otherwise be dropped without a word.
func firstNonASCII(s string) int {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f {
			return i
		}
	}
	return -1
}

// utf8Len is the length of the (possibly invalid) UTF-8 sequence s starts
// with, at least 1.
func utf8Len(s string) int {
	_, n := utf8.DecodeRuneInString(s)
	return max(n, 1)
}

// String writes the canonical query part, without host and '?'. Like pzprjs
// it appends '/' when the body ends in a character that link shorteners drop.
func (l Link) String() string {
	var b strings.Builder
	b.WriteString(l.PID)
	b.WriteByte('/')
	if l.Flags != "" {
		b.WriteString(l.Flags)
		b.WriteByte('/')
	}
	b.WriteString(strconv.Itoa(l.Cols))
	b.WriteByte('/')
	b.WriteString(strconv.Itoa(l.Rows))
	b.WriteByte('/')
	b.WriteString(l.Body)
	if n := len(l.Body); n > 0 && !isAlnum(l.Body[n-1]) {
		b.WriteByte('/')
	}
	return b.String()
}

// HasFlag reports whether flag character c is set (pzprjs tests flags by
// indexOf, so order does not matter).
func (l Link) HasFlag(c byte) bool { return strings.IndexByte(l.Flags, c) >= 0 }

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
