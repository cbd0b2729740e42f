//go:build !(js && wasm)

package main

import (
	"sort"
	"strings"
)

// sortAttributes rewrites every start tag of an HTML document with its
// attributes in name order. go-app writes attributes in map order, so the
// same page comes out differently on every run; the committed index.html
// must not change when nothing did. Text and attribute values are left
// as they are (go-app escapes '<' in text, so a '<' followed by a letter
// always starts a tag). Content of <script> and <style> is copied as is.
func sortAttributes(doc string) string {
	var b strings.Builder
	b.Grow(len(doc))
	i := 0
	for i < len(doc) {
		lt := strings.IndexByte(doc[i:], '<')
		if lt < 0 {
			b.WriteString(doc[i:])
			break
		}
		b.WriteString(doc[i : i+lt])
		i += lt
		end, name, ok := sortTag(&b, doc, i)
		if !ok {
			b.WriteByte('<')
			i++
			continue
		}
		i = end
		if name == "script" || name == "style" {
			closing := "</" + name
			j := strings.Index(strings.ToLower(doc[i:]), closing)
			if j < 0 {
				j = len(doc) - i
			}
			b.WriteString(doc[i : i+j])
			i += j
		}
	}
	return b.String()
}

// sortTag writes the start tag at doc[start] ('<') with sorted attributes
// and returns the index after its '>' and the tag name; ok is false when
// doc[start:] is not a start tag.
func sortTag(b *strings.Builder, doc string, start int) (end int, name string, ok bool) {
	i := start + 1
	for i < len(doc) && isNameByte(doc[i]) {
		i++
	}
	if i == start+1 || !isLetter(doc[start+1]) {
		return 0, "", false
	}
	name = strings.ToLower(doc[start+1 : i])
	var attrs []string
	selfClose := false
	for {
		for i < len(doc) && isSpace(doc[i]) {
			i++
		}
		if i >= len(doc) {
			return 0, "", false
		}
		switch {
		case doc[i] == '>':
			i++
		case doc[i] == '/' && i+1 < len(doc) && doc[i+1] == '>':
			selfClose = true
			i += 2
		default:
			a := i
			for i < len(doc) && !isSpace(doc[i]) && doc[i] != '=' && doc[i] != '>' && !(doc[i] == '/' && i+1 < len(doc) && doc[i+1] == '>') {
				i++
			}
			if i < len(doc) && doc[i] == '=' {
				i++
				if i < len(doc) && (doc[i] == '"' || doc[i] == '\'') {
					q := doc[i]
					j := strings.IndexByte(doc[i+1:], q)
					if j < 0 {
						return 0, "", false
					}
					i += j + 2
				} else {
					for i < len(doc) && !isSpace(doc[i]) && doc[i] != '>' {
						i++
					}
				}
			}
			if i == a {
				return 0, "", false
			}
			attrs = append(attrs, doc[a:i])
			continue
		}
		break
	}
	sort.SliceStable(attrs, func(x, y int) bool { return attrName(attrs[x]) < attrName(attrs[y]) })
	b.WriteString(doc[start : start+1+len(name)])
	for _, a := range attrs {
		b.WriteByte(' ')
		b.WriteString(a)
	}
	if selfClose {
		b.WriteString("/>")
	} else {
		b.WriteByte('>')
	}
	return i, name, true
}

func attrName(a string) string {
	if k, _, ok := strings.Cut(a, "="); ok {
		return k
	}
	return a
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isNameByte(c byte) bool {
	return isLetter(c) || c >= '0' && c <= '9' || c == '-' || c == ':' || c == '_'
}
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }
