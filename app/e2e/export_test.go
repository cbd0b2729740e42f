//go:build !(js && wasm)

package e2e

// Image export from the puzzle page: Download SVG, Download PNG and
// Print (with the solution ticked) on the Sudoku example. Downloads are
// caught by replacing the anchor's click (the page clicks a temporary
// link to a blob; the blob is kept from URL.createObjectURL, as the CSP
// lets no fetch read blob: URLs) and print() by a function that keeps
// the print sheet; the print stylesheet is checked under emulated print
// media, and the open box by axe.

import (
	"encoding/json"
	"math"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sudoku"
)

// exportCapture records downloads (name, type, SVG text or PNG size) in
// window.__downloads, the print sheet in window.__printed and any
// Content-Security-Policy violation in window.__csp.
const exportCapture = `(() => {
  window.__downloads = [];
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', e => window.__csp.push(e.effectiveDirective + ' ' + e.blockedURI));
  const blobs = new Map();
  const create = URL.createObjectURL;
  URL.createObjectURL = b => { const u = create(b); blobs.set(u, b); return u; };
  HTMLAnchorElement.prototype.click = function () {
    if (!this.download) return;
    const name = this.download, b = blobs.get(this.href);
    window.__downloads.push((async () => ({
      name, type: b.type,
      text: b.type === 'image/svg+xml' ? await b.text() : '',
      size: b.type === 'image/png' ? await createImageBitmap(b).then(i => [i.width, i.height]) : null,
    }))());
  };
  window.print = () => {
    const s = document.querySelector('.print-sheet');
    window.__printed = s ? s.outerHTML : 'no sheet';
  };
  return true;
})()`

type download struct {
	Name, Type, Text string
	Size             []int
}

// colourAttr finds every colour an SVG uses.
var colourAttr = regexp.MustCompile(`(?:fill|stroke)="(#[0-9a-f]{6})"`)

func TestExportImages(t *testing.T) {
	needEnv(t)
	link := sudoku.Genre{}.Example()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatal(err)
	}
	var clues []string
	for _, it := range p.NewState().Layout().Items {
		if it.Kind == puzzle.Clue {
			clues = append(clues, it.Text)
		}
	}
	tb := newTab(t, testDeadline)
	tb.open("/?" + puzzle.LinkOf(p))
	tb.waitBoard()
	tb.must(tb.eval(exportCapture, nil))
	tb.must(tb.eval(`document.querySelector('#export').open = true`, nil))
	checkAxe(t, tb, axeSource(t), "puzzle page with the export box open")

	next := func(n int, what string) download {
		t.Helper()
		tb.must(tb.waitJS(what, `window.__downloads.length >= `+itoa(n), 10*time.Second, nil))
		var raw json.RawMessage
		tb.must(tb.eval(`Promise.all(window.__downloads).then(d => d[`+itoa(n-1)+`])`, &raw))
		var d download
		if err := json.Unmarshal(raw, &d); err != nil {
			t.Fatal(err)
		}
		return d
	}

	tb.click("#btn-export-svg")
	svg := next(1, "the SVG download")
	if svg.Name != "pencilbox-sudoku-4x4.svg" || svg.Type != "image/svg+xml" || !strings.Contains(svg.Text, "<svg") {
		t.Fatalf("SVG download %q %q: %.200s", svg.Name, svg.Type, svg.Text)
	}
	for _, c := range clues {
		if !strings.Contains(svg.Text, ">"+c+"</text>") {
			t.Errorf("SVG lacks clue %q", c)
		}
	}
	for _, m := range colourAttr.FindAllStringSubmatch(svg.Text, -1) {
		if c := m[1]; c[1:3] != c[3:5] || c[3:5] != c[5:7] {
			t.Errorf("SVG uses colour %s, not a grey", c)
		}
	}

	tb.click("#btn-export-png")
	png := next(2, "the PNG download")
	var dpr float64
	tb.must(tb.eval(`Math.max(1, Math.min(window.devicePixelRatio, 4))`, &dpr))
	if png.Name != "pencilbox-sudoku-4x4.png" || png.Type != "image/png" || len(png.Size) != 2 {
		t.Fatalf("PNG download %+v", png)
	}
	// 80 image pixels per cell, whatever the pixel ratio, and the
	// renderer's margin (an eighth of a cell, at least 3 CSS pixels).
	cell := 80 / dpr
	margin := math.Max(math.Round(cell*0.125), 3)
	if want := int(math.Round((2*margin + 4*cell) * dpr)); png.Size[0] != want || png.Size[1] != want {
		t.Errorf("PNG is %dx%d, want %dx%d", png.Size[0], png.Size[1], want, want)
	}

	// The browser's own print command: the puzzle's sheet is made at
	// beforeprint and removed at afterprint.
	var own []any
	tb.must(tb.eval(`(() => {
	  dispatchEvent(new Event('beforeprint'));
	  const s = document.querySelector('.print-sheet');
	  const got = [s ? s.querySelector('h1').textContent : '', s ? s.querySelectorAll('svg text').length : 0];
	  dispatchEvent(new Event('afterprint'));
	  return got.concat([!!document.querySelector('.print-sheet')]);
	})()`, &own))
	if len(own) != 3 || own[0] != "Sudoku 4×4" || own[1] != float64(len(clues)) || own[2] != false {
		t.Errorf("beforeprint sheet: title, numbers, still there after printing = %v; want Sudoku 4×4, %d, false", own, len(clues))
	}

	// Print, solved: the sheet holds the title, the solved board and the link.
	tb.click("#export-solution")
	tb.click("#btn-export-print")
	var sheet string
	tb.must(tb.waitJS("the print sheet", `window.__printed || ''`, 20*time.Second, &sheet))
	if !strings.Contains(sheet, "Sudoku 4×4, solution") || !strings.Contains(sheet, "/?"+puzzle.LinkOf(p)) {
		t.Errorf("print sheet lacks its title or link: %.300s", sheet)
	}
	if n := strings.Count(sheet, "<text"); n != 16 {
		t.Errorf("the solved 4x4 on the print sheet shows %d numbers", n)
	}

	// Under print media only the sheet shows.
	tb.run("emulate print media", emulation.SetEmulatedMedia().WithMedia("print"))
	var shown []string
	tb.must(tb.eval(`[getComputedStyle(document.querySelector('.print-sheet')).display,
	  getComputedStyle(document.querySelector('.topbar')).display,
	  getComputedStyle(document.querySelector('.print-sheet svg')).display]`, &shown))
	tb.run("screen media again", emulation.SetEmulatedMedia().WithMedia(""))
	if len(shown) != 3 || shown[0] != "block" || shown[1] != "none" || shown[2] != "block" {
		t.Errorf("print media: sheet, page, board display %q; want block, none, block", shown)
	}
	var onScreen string
	tb.must(tb.eval(`getComputedStyle(document.querySelector('.print-sheet')).display`, &onScreen))
	if onScreen != "none" {
		t.Errorf("the print sheet shows on screen (display %q)", onScreen)
	}
	var csp []string
	tb.must(tb.eval(`window.__csp`, &csp))
	if len(csp) > 0 {
		t.Errorf("the export broke the page's security policy: %q", csp)
	}
	tb.noCrash("image export")
}
