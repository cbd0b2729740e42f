package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"pencilbox/app/protocol"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Pure text helpers of the puzzle page, kept apart so they are tested
// natively.

// formatClock shows elapsed play time as m:ss, or h:mm:ss past an hour.
func formatClock(d time.Duration) string {
	s := int64(d / time.Second)
	if s < 0 {
		s = 0
	}
	h, m, sec := s/3600, (s/60)%60, s%60
	if h > 0 {
		return fmt.Sprintf("%d:%02d:%02d", h, m, sec)
	}
	return fmt.Sprintf("%d:%02d", m, sec)
}

// spanText says how long a deadline is, for messages: "1 minute",
// "10 minutes", "45 s".
func spanText(d time.Duration) string {
	switch {
	case d >= time.Minute && d%time.Minute == 0:
		if d == time.Minute {
			return "1 minute"
		}
		return strconv.Itoa(int(d/time.Minute)) + " minutes"
	case d >= time.Second:
		return strconv.Itoa(int(d.Round(time.Second)/time.Second)) + " s"
	}
	return strconv.Itoa(int(d/time.Millisecond)) + " ms"
}

// checkReport summarises a Check for the player: the points to mark red
// (mistakes only: an empty cell is not an error) and one line of text.
// The line counts mistakes, not rules broken: breaks that share a point
// the player filled (given is true at the clues' points, which are never
// theirs) are one mistake, so one wrong digit that breaks a Sudoku row,
// column and box rule is one mistake, and a line genre's breaks at clues
// count one each.
func checkReport(genre string, vs []puzzle.Violation, given func(grid.Point) bool) (marks []grid.Point, text string, solved bool) {
	if len(vs) == 0 {
		return nil, "Everything is correct. Solved!", true
	}
	var msgs []string
	var breaks []puzzle.Violation
	for _, v := range vs {
		if v.Incomplete {
			continue
		}
		marks = append(marks, v.At...)
		msgs = append(msgs, playerText(genre, v.Msg))
		breaks = append(breaks, v)
	}
	if len(msgs) == 0 {
		return nil, "No mistakes so far. Keep going!", false
	}
	n := mistakes(breaks, given)
	if len(msgs) > 3 {
		msgs = append(msgs[:3], "…")
	}
	return SortedPoints(marks), puzzle.Count(n, "mistake") + ": " + strings.Join(msgs, "; "), false
}

// mistakes counts the groups of breaks linked through the points the
// player filled (a union-find over the breaks).
func mistakes(breaks []puzzle.Violation, given func(grid.Point) bool) int {
	parent := make([]int, len(breaks))
	for i := range parent {
		parent[i] = i
	}
	var root func(int) int
	root = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	groups := len(breaks)
	owner := map[grid.Point]int{}
	for i, v := range breaks {
		for _, at := range v.At {
			if given != nil && given(at) {
				continue
			}
			j, seen := owner[at]
			if !seen {
				owner[at] = i
				continue
			}
			if a, b := root(i), root(j); a != b {
				parent[a] = b
				groups--
			}
		}
	}
	return groups
}

// playerText drops the "genre: " prefix errors carry for developers and
// capitalises the rest.
func playerText(genre, msg string) string {
	msg = strings.TrimPrefix(msg, genre+": ")
	if msg == "" {
		return msg
	}
	return strings.ToUpper(msg[:1]) + msg[1:]
}

// parseSize reads a size option "9x9" as cols, rows.
func parseSize(s string) (cols, rows int, ok bool) {
	a, b, found := strings.Cut(s, "x")
	if !found {
		return 0, 0, false
	}
	c, err1 := strconv.Atoi(a)
	r, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || c < 1 || r < 1 {
		return 0, 0, false
	}
	return c, r, true
}

func sizeOption(cols, rows int) string { return strconv.Itoa(cols) + "x" + strconv.Itoa(rows) }

// title capitalises a level name for the select ("easy" → "Easy").
func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// friendlyError turns an error into a sentence for players: the package
// prefixes that help developers ("sudoku: urlcodec: ...") go, the
// explanation stays, capitalised and ending in a full stop.
func friendlyError(err error) string { return friendlyText(err.Error()) }

// friendlyText is friendlyError for a message that crossed the worker
// protocol as text.
func friendlyText(msg string) string {
	for {
		i := strings.Index(msg, ": ")
		if i <= 0 || !isPrefixWord(msg[:i]) {
			break
		}
		msg = msg[i+2:]
	}
	msg = strings.TrimSpace(msg)
	if msg == "" {
		return "Unknown error."
	}
	// Capitalise words, not cell names: "r1c1 has ..." stays as it is.
	if len(msg) > 1 && msg[1] >= 'a' && msg[1] <= 'z' {
		msg = strings.ToUpper(msg[:1]) + msg[1:]
	}
	if !strings.HasSuffix(msg, ".") {
		msg += "."
	}
	return msg
}

// isPrefixWord reports whether s looks like a package prefix: lowercase
// letters and slashes only (no digits, so a cell name such as "r3c5"
// before a colon is kept).
func isPrefixWord(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c == '/') {
			return false
		}
	}
	return true
}

// makingText is the line beside the New puzzle bar, in a player's words:
// "Making a Hard 9×9 Sudoku… checking it has one solution". stage is the
// worker's (protocol.Stage*); attempt counts tries from 1, and a later
// try is named, so a bar that slows down does not look stuck.
func makingText(genre, level string, cols, rows int, stage string, attempt int) string {
	what := sizeLabel(cols, rows) + " " + genre
	if level != "" {
		what = title(level) + " " + what
	}
	article := "a "
	if strings.ContainsRune("AEIOUaeiou", rune(what[0])) {
		article = "an "
	}
	doing := ""
	switch stage {
	case protocol.StageSolution:
		doing = "making a random solution"
	case protocol.StageClues:
		doing = "taking clues away, checking it still has one solution"
	case protocol.StageGrading:
		doing = "checking how hard it is"
	case protocol.StageBuilding:
		doing = "building one and checking it has one solution"
	case protocol.StageDone:
		doing = "done"
	default:
		doing = "starting"
	}
	if attempt > 1 && stage != protocol.StageDone {
		doing += " (try " + strconv.Itoa(attempt) + ")"
	}
	return "Making " + article + what + "… " + doing
}
