package main

import "pencilbox/solver/puzzle"

// DisplayStyler is an optional interface of an Input: Style adjusts the
// position's display list just before the board is drawn, for display
// options the player switches with the genre's own keys (Flow's "show the
// letters on the dots"). It returns a new list and never changes d's
// items in place: the page keeps d as the position's layout.
type DisplayStyler interface {
	Style(d puzzle.Display) puzzle.Display
}
