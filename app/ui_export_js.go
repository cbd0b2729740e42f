//go:build js && wasm

package main

import (
	"strconv"
	"sync"
	"syscall/js"
)

// The browser's half of the image export (ui_export.go): file downloads,
// the PNG canvas and the print sheet. Puzzle text only ever reaches the
// document as text nodes or inside the SVG our own writer escaped.

// inputChecked reports whether the checkbox with the given id is ticked.
func inputChecked(id string) bool {
	el := js.Global().Get("document").Call("getElementById", id)
	return el.Truthy() && el.Get("checked").Bool()
}

// downloadFile offers data as a file download named name.
func downloadFile(name, mime string, data []byte) {
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": mime})
	downloadBlob(name, blob)
}

// downloadBlob clicks a temporary link to the blob; the object URL is
// released a little later, once the browser has started the download.
func downloadBlob(name string, blob js.Value) {
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	doc := js.Global().Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	var release js.Func
	release = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		release.Release()
		return nil
	})
	js.Global().Call("setTimeout", release, 10000)
}

// pixelRatio is the device pixel ratio drawBoard scales its canvas by
// (clamped as it clamps it).
func pixelRatio() float64 {
	dpr := js.Global().Get("devicePixelRatio").Float()
	if !(dpr >= 1) {
		return 1
	}
	return min(dpr, 4)
}

// exportCanvasID is the off-screen canvas the PNG is drawn on.
const exportCanvasID = "export-canvas"

// downloadCanvasPNG draws ops with drawBoard, the screen's own canvas
// code, on an off-screen canvas whose CSS colour properties are set to
// pal (drawBoard reads colours from them), and downloads it as a PNG.
// The canvas is w x h CSS pixels times the screen's pixel ratio
// (pixelRatio), as drawBoard sizes every canvas.
func downloadCanvasPNG(name string, w, h float64, ops []Op, pal Palette) {
	doc := js.Global().Get("document")
	if old := doc.Call("getElementById", exportCanvasID); old.Truthy() {
		old.Call("remove")
	}
	canvas := doc.Call("createElement", "canvas")
	canvas.Set("id", exportCanvasID)
	canvas.Call("setAttribute", "aria-hidden", "true")
	style := canvas.Get("style")
	style.Set("position", "fixed")
	style.Set("left", "-100000px")
	style.Set("top", "0")
	for role, colour := range pal.Colours {
		style.Call("setProperty", string(role), colour)
	}
	style.Call("setProperty", string(RoleTint), strconv.FormatFloat(pal.Tint, 'f', -1, 64))
	style.Call("setProperty", "--board-font", pal.Font)
	doc.Get("body").Call("appendChild", canvas)
	drawBoard(exportCanvasID, w, h, ops)
	var done js.Func
	done = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done.Release()
		canvas.Call("remove")
		if len(args) > 0 && args[0].Truthy() {
			downloadBlob(name, args[0])
		}
		return nil
	})
	canvas.Call("toBlob", done, "image/png")
}

// printSheetClass marks the print sheet; web/styles.css's @media print
// shows it alone while it is in the document.
const printSheetClass = "print-sheet"

// printSheet prints the board's SVG with a title above and the puzzle's
// link below, on a sheet the screen never shows (it exists only while
// the print dialog is open).
func printSheet(title, link, svgDoc string) {
	if addPrintSheet(title, link, svgDoc) {
		js.Global().Call("print")
	}
}

// addPrintSheet puts the sheet in the document, replacing any other, and
// has it removed when printing ends. The SVG is parsed as XML and
// imported, so it is laid out at once, with no image to wait for (the
// browser's own print command lays the page out right after beforeprint).
func addPrintSheet(title, link, svgDoc string) bool {
	doc := js.Global().Get("document")
	for _, old := range iterate(doc.Call("querySelectorAll", "."+printSheetClass)) {
		old.Call("remove")
	}
	parsed := js.Global().Get("DOMParser").New().Call("parseFromString", svgDoc, "image/svg+xml")
	root := parsed.Get("documentElement")
	if !root.Truthy() || root.Get("nodeName").String() != "svg" {
		return false
	}
	sheet := doc.Call("createElement", "div")
	sheet.Set("className", printSheetClass)
	// Hidden on screen; the print stylesheet's !important shows it.
	sheet.Get("style").Set("display", "none")
	h := doc.Call("createElement", "h1")
	h.Set("textContent", title)
	p := doc.Call("createElement", "p")
	p.Set("textContent", link)
	sheet.Call("appendChild", h)
	sheet.Call("appendChild", doc.Call("importNode", root, true))
	sheet.Call("appendChild", p)
	doc.Get("body").Call("appendChild", sheet)

	var after js.Func
	after = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Call("removeEventListener", "afterprint", after)
		after.Release()
		sheet.Call("remove")
		return nil
	})
	js.Global().Call("addEventListener", "afterprint", after)
	return true
}

// beforePrint is what the browser's own print command (menu, Ctrl+P)
// prints while a puzzle page is shown: the page registers its puzzle's
// sheet (listenBeforePrint), so that command too prints the board
// black on white rather than the screen with its cursor.
var beforePrint struct {
	once  sync.Once
	sheet func() (title, link, svg string, ok bool)
}

// listenBeforePrint sets the sheet the browser's print command prints;
// the listener is added once. It does nothing unless the export box is
// in the document (a puzzle page is shown) and no sheet is there yet
// (the Print button made its own).
func listenBeforePrint(sheet func() (title, link, svg string, ok bool)) {
	beforePrint.sheet = sheet
	beforePrint.once.Do(func() {
		js.Global().Call("addEventListener", "beforeprint", js.FuncOf(func(js.Value, []js.Value) any {
			doc := js.Global().Get("document")
			if doc.Call("querySelector", "."+printSheetClass).Truthy() || !doc.Call("getElementById", "export").Truthy() {
				return nil
			}
			if title, link, svg, ok := beforePrint.sheet(); ok {
				addPrintSheet(title, link, svg)
			}
			return nil
		}))
	})
}

// iterate turns a NodeList into a slice (a copy: removing a node while
// walking a live list would skip its neighbour).
func iterate(list js.Value) []js.Value {
	n := list.Get("length").Int()
	out := make([]js.Value, n)
	for i := range out {
		out[i] = list.Call("item", i)
	}
	return out
}
