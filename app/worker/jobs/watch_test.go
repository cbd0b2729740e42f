package jobs

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"pencilbox/app/protocol"
	"pencilbox/solver/flow"
	"pencilbox/solver/puzzle"
)

var _ protocol.Watcher = (*flow.Puzzle)(nil)

// watchFrames runs a watch request and decodes its frames.
func watchFrames(t *testing.T, link string) ([]protocol.WatchFrame, protocol.Response) {
	t.Helper()
	var frames []protocol.WatchFrame
	resp := Handle(context.Background(), protocol.Request{ID: 7, Op: protocol.OpWatch, Genre: "flow", Puzzle: link},
		func(p protocol.Progress) {
			// Through JSON text, as the worker posts it.
			b, err := json.Marshal(p)
			if err != nil {
				t.Fatal(err)
			}
			var back protocol.Progress
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			var f protocol.WatchFrame
			if err := json.Unmarshal(back.Data, &f); err != nil {
				t.Fatalf("frame %s: %v", back.Data, err)
			}
			frames = append(frames, f)
		})
	return frames, resp
}

func TestWatchStreamsFramesEndingWithTheAnswer(t *testing.T) {
	for _, link := range []string{
		flow.Genre{}.Example(),
		"arukone/10/10/zv43p2l5m4k5j3j1x12", // mzucker extreme 10x10 01: about 90 nodes
		"numlin/10/10/zv43p2l5m4k5j3j1x12",  // the same as Numberlink: two searches
	} {
		p, err := puzzle.Decode(link)
		if err != nil {
			t.Fatal(err)
		}
		frames, resp := watchFrames(t, link)
		if !resp.OK || resp.Result == nil {
			t.Fatalf("%s: watch failed: %+v", link, resp)
		}
		if resp.Result.Status != puzzle.Found || resp.Result.Answer == "" {
			t.Fatalf("%s: status %q answer %q", link, resp.Result.Status, resp.Result.Answer)
		}
		if len(frames) == 0 {
			t.Fatalf("%s: no frames", link)
		}
		last := frames[len(frames)-1]
		st, err := p.NewState().Apply(puzzle.SetAnswerMove + resp.Result.Answer)
		if err != nil {
			t.Fatal(err)
		}
		if !last.Solution || !reflect.DeepEqual(last.Display(), st.Layout()) {
			t.Errorf("%s: the last frame is not the answer's board", link)
		}
		var prev int64 = -1
		for i, f := range frames {
			if f.Nodes < prev && !strings.HasPrefix(link, "numlin") {
				t.Errorf("%s: frame %d goes back from node %d to %d", link, i, prev, f.Nodes)
			}
			prev = f.Nodes
			cols, rows := p.Size()
			if f.Cols != cols || f.Rows != rows || len(f.Items) == 0 {
				t.Errorf("%s: frame %d is %dx%d with %d items", link, i, f.Cols, f.Rows, len(f.Items))
			}
		}
		if resp.Result.Nodes > 50 && (len(frames) < 10 || len(frames) > 100) {
			t.Errorf("%s: %d frames for %d nodes, want a thinned but lively replay", link, len(frames), resp.Result.Nodes)
		}
		t.Logf("%s: %d frames, %d nodes", link, len(frames), resp.Result.Nodes)
	}
}

func TestWatchRefusesGenresWithoutIt(t *testing.T) {
	resp := Handle(context.Background(), protocol.Request{Op: protocol.OpWatch, Puzzle: "sudoku/9/9/" + strings.Repeat("g", 81/16) + "h"}, nil)
	if resp.OK {
		t.Fatalf("watch on a sudoku answered %+v", resp.Result)
	}
	t.Logf("error: %s", resp.Error)
}

func TestFrameItemRoundTrip(t *testing.T) {
	p, _ := puzzle.Decode(flow.Genre{}.Example())
	d := p.NewState().Layout()
	d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Line, Text: `"quoted" ✓`, Value: 2})
	b, err := json.Marshal(protocol.NewWatchFrame(d, 3, false))
	if err != nil {
		t.Fatal(err)
	}
	var f protocol.WatchFrame
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(f.Display(), d) || f.Nodes != 3 {
		t.Errorf("round trip changed the display:\n%+v\n%+v", f.Display(), d)
	}
	for _, bad := range []string{`[1,2]`, `{"a":1}`, `[1,2,3,4,5,6,7]`, `[999,0,0,0,0,0,""]`} {
		var it protocol.FrameItem
		if err := json.Unmarshal([]byte(bad), &it); err == nil {
			t.Errorf("frame item %s was accepted", bad)
		}
	}
}
