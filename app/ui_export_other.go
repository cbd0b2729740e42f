//go:build !(js && wasm)

package main

// Native counterparts of ui_export_js.go: pages are prerendered natively,
// never exported from.

func pixelRatio() float64                                       { return 1 }
func inputChecked(string) bool                                  { return false }
func downloadFile(string, string, []byte)                       {}
func downloadCanvasPNG(string, float64, float64, []Op, Palette) {}
func printSheet(string, string, string)                         {}
func listenBeforePrint(func() (string, string, string, bool))   {}
