//go:build !(js && wasm)

package main

// Native counterparts of render_js.go's scroll box glue: nothing is drawn
// or scrolled outside the browser.

func boardBox(string) (left, top float64, s Scroll, ok bool) { return 0, 0, Scroll{}, false }
func scrollBoardBox(string, Scroll)                          {}
func sizeBoardBox(string, float64)                           {}
func applyTheme()                                            {}
