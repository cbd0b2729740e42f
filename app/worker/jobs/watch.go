package jobs

import (
	"context"
	"encoding/json"
	"fmt"

	"pencilbox/app/protocol"
	"pencilbox/solver/puzzle"
)

// watchThin sets how the frames thin out: after n frames the next one
// waits 1 + n/watchThin more expanded nodes. Short searches show every node; a
// search of 5,000 nodes sends about 60 frames, one of 100,000 about 90,
// so the replay stays a few seconds long and the traffic small.
const watchThin = 8

// watch solves the puzzle once while streaming pictures of the search
// (protocol.OpWatch). The last frame is the answer's board as the play
// page draws it (the search's own pictures end where a SAT fallback takes
// over). The answer is checked by the rules like every solver answer.
func watch(ctx context.Context, req protocol.Request, progress func(protocol.Progress)) (*protocol.Result, error) {
	p, err := decode(req)
	if err != nil {
		return nil, err
	}
	w, ok := p.(protocol.Watcher)
	if !ok {
		return nil, fmt.Errorf("%s: watching the solver is not available for this genre", p.Genre().Name())
	}
	// Thinning counts calls, not the genre's node numbers: a genre may run
	// more than one search (Numberlink's quick pass first), each counting
	// from zero.
	sent, calls, next := 0, int64(0), int64(0)
	var last int64
	send := func(d puzzle.Display, nodes int64, solution bool) {
		b, err := json.Marshal(protocol.NewWatchFrame(d, nodes, solution))
		if err != nil {
			return // a frame is decoration: the answer still comes
		}
		sent++
		progress(protocol.Progress{Done: int(min(nodes, 1<<31-1)), Phase: "search", Data: b})
	}
	r := w.Watch(ctx, func(nodes int64, solution bool, picture func() puzzle.Display) {
		last = nodes
		calls++
		if !solution && calls < next {
			return
		}
		next = calls + 1 + int64(sent/watchThin)
		send(picture(), nodes, solution)
	})
	if r.Answer != nil {
		if err := puzzle.Verify(p, r); err != nil {
			return nil, err
		}
	}
	if ctx.Err() != nil && r.Answer == nil {
		return nil, fmt.Errorf("worker: the solver was stopped before it found a solution")
	}
	res := &protocol.Result{Status: r.Status, Nodes: r.Nodes}
	if r.Answer != nil {
		res.Answer = r.Answer.String()
		if st, err := p.NewState().Apply(puzzle.SetAnswerMove + res.Answer); err == nil {
			send(st.Layout(), max(last, r.Nodes), true)
		}
	}
	return res, nil
}
