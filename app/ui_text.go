package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

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

// checkReport summarises a Check for the player: the points to mark red
// (mistakes only: an empty cell is not an error) and one line of text.
func checkReport(genre string, vs []puzzle.Violation) (marks []grid.Point, text string, solved bool) {
	if len(vs) == 0 {
		return nil, "Everything is correct. Solved!", true
	}
	var msgs []string
	for _, v := range vs {
		if v.Incomplete {
			continue
		}
		marks = append(marks, v.At...)
		msgs = append(msgs, playerText(genre, v.Msg))
	}
	if len(msgs) == 0 {
		return nil, "No mistakes so far. Keep going!", false
	}
	n := len(msgs)
	if len(msgs) > 3 {
		msgs = append(msgs[:3], "…")
	}
	word := "mistake"
	if n > 1 {
		word = "mistakes"
	}
	return SortedPoints(marks), strconv.Itoa(n) + " " + word + ": " + strings.Join(msgs, "; "), false
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
