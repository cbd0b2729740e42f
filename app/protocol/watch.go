package protocol

import (
	"context"
	"encoding/json"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// OpWatch solves a puzzle (one solution) and streams pictures of the
// search as it goes ("watch the solver"): every Progress of the request
// carries a WatchFrame in Data, the last one the answer's board; the final
// Result is like OpSolve's with limit 1 (status "found" or "none").
const OpWatch = "watch"

// Watcher is the optional interface of a puzzle whose solver can show its
// search. Watch finds one solution like Solve(ctx, 1); for every node the
// search expands (and every solution it reaches) it calls see, which
// calls picture only for the frames it keeps, so a skipped node costs
// nothing. Pictures are display lists, drawn by the genre-free renderer.
type Watcher interface {
	Watch(ctx context.Context, see func(nodes int64, solution bool, picture func() puzzle.Display)) puzzle.Result
}

// WatchFrame is one picture of a search: the display list of the board
// the search is looking at, after Nodes expanded nodes.
type WatchFrame struct {
	Nodes     int64       `json:"nodes"`
	Solution  bool        `json:"solution,omitempty"`
	Cols      int         `json:"cols"`
	Rows      int         `json:"rows"`
	GridLines bool        `json:"grid,omitempty"`
	Vertices  bool        `json:"vertices,omitempty"`
	Items     []FrameItem `json:"items"`
}

// FrameItem is a display item on the wire as a short array
// [kind, at.y, at.x, to.y, to.x, value, "text"]: a frame of a 15x15 board
// has a few hundred items and a watch sends a hundred frames, so the
// field names of plain JSON would triple the traffic.
type FrameItem puzzle.Item

// NewWatchFrame packs display d.
func NewWatchFrame(d puzzle.Display, nodes int64, solution bool) WatchFrame {
	f := WatchFrame{Nodes: nodes, Solution: solution, Cols: d.Cols, Rows: d.Rows, GridLines: d.GridLines, Vertices: d.Vertices,
		Items: make([]FrameItem, len(d.Items))}
	for i, it := range d.Items {
		f.Items[i] = FrameItem(it)
	}
	return f
}

// Display unpacks the frame.
func (f WatchFrame) Display() puzzle.Display {
	d := puzzle.Display{Cols: f.Cols, Rows: f.Rows, GridLines: f.GridLines, Vertices: f.Vertices, Items: make([]puzzle.Item, len(f.Items))}
	for i, it := range f.Items {
		d.Items[i] = puzzle.Item(it)
	}
	return d
}

func (it FrameItem) MarshalJSON() ([]byte, error) {
	return json.Marshal([]any{int(it.Kind), it.At.Y, it.At.X, it.To.Y, it.To.X, it.Value, it.Text})
}

func (it *FrameItem) UnmarshalJSON(b []byte) error {
	var a []json.RawMessage
	if err := json.Unmarshal(b, &a); err != nil {
		return fmt.Errorf("protocol: frame item: %v", err)
	}
	if len(a) != 7 {
		return fmt.Errorf("protocol: frame item of %d fields, want 7", len(a))
	}
	var n [6]int
	for i := range n {
		if err := json.Unmarshal(a[i], &n[i]); err != nil {
			return fmt.Errorf("protocol: frame item field %d: %v", i, err)
		}
	}
	var text string
	if err := json.Unmarshal(a[6], &text); err != nil {
		return fmt.Errorf("protocol: frame item text: %v", err)
	}
	if n[0] < 0 || n[0] > 255 {
		return fmt.Errorf("protocol: frame item kind %d", n[0])
	}
	*it = FrameItem{Kind: puzzle.Kind(n[0]), At: grid.Point{Y: n[1], X: n[2]}, To: grid.Point{Y: n[3], X: n[4]}, Value: n[5], Text: text}
	return nil
}
