//go:build !(js && wasm)

package main

import (
	"html"
	"regexp"
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

// The head tags withMeta rewrites, as sortAttributes leaves them.
var (
	titleTag    = regexp.MustCompile(`(?m)^([ \t]*)<title>[^<]*</title>`)
	metaTags    = regexp.MustCompile(`(?m)^([ \t]*)<meta content="[^"]*" (name|property)="(description|og:title|og:description|og:url|og:image)">\n?`)
	pageHeadEnd = "</head>"
)

// withMeta rewrites the head of the page for m: the title, the
// description and their og: copies, and og:url and og:image, which must
// be absolute: empty ones leave their tag out (a static site does not
// know its own host, and "https://" alone, go-app's default, previews as
// nothing); given ones go just before the title.
func withMeta(page string, m pageMeta, pageURL, imageURL string) string {
	end := strings.Index(page, pageHeadEnd)
	if end < 0 {
		return page
	}
	head := metaTags.ReplaceAllStringFunc(page[:end], func(tag string) string {
		sub := metaTags.FindStringSubmatch(tag)
		switch sub[3] {
		case "description", "og:description":
			return metaTag(sub[1], sub[2], sub[3], m.description)
		case "og:title":
			return metaTag(sub[1], sub[2], sub[3], m.title)
		}
		return "" // og:url, og:image: written below
	})
	head = titleTag.ReplaceAllStringFunc(head, func(tag string) string {
		indent := titleTag.FindStringSubmatch(tag)[1]
		var links string
		if pageURL != "" {
			links += metaTag(indent, "property", "og:url", pageURL)
		}
		if imageURL != "" {
			links += metaTag(indent, "property", "og:image", imageURL)
		}
		return links + indent + "<title>" + html.EscapeString(m.title) + "</title>"
	})
	return head + page[end:]
}

func metaTag(indent, attr, name, content string) string {
	return indent + `<meta content="` + html.EscapeString(content) + `" ` + attr + `="` + name + `">` + "\n"
}

// sitePage is the page as `pencilbox static` writes it and `pencilbox
// serve` sends it for "/": attributes sorted, the home page's meta, no
// og:url or og:image (their host is not known there).
func sitePage(rendered string) string {
	return withMeta(sortAttributes(rendered), metaOf(route{Kind: pageHome}), "", "")
}

// loadingMain swaps the home page's main content for the puzzle page's
// loading card: the server renders "/" once, and a puzzle link would
// otherwise show the home page until the app runs. The page as a whole
// stays the one go-app rendered.
func loadingMain(page string) string {
	const open, end = `<main class="content">`, `</main>`
	i := strings.Index(page, open)
	j := strings.Index(page, end)
	if i < 0 || j < i {
		return page
	}
	card := `<div class="puzzle-page"><div class="loading card"><span class="spinner"></span>Loading puzzle…</div></div>`
	return page[:i+len(open)] + card + page[j:]
}
