//go:build !(js && wasm)

package e2e

// The editor's live analysis is superseded by the next edit without
// restarting its worker (app/analysis_client.go relies on it): in the
// browser a request only reaches the worker while its Go program waits,
// so the analysis waits a moment after its facts (and pauses between
// solver calls, by the same timer sleep). A slow analysis is sent to a
// worker of its own, then a newer one as soon as the first reported its
// facts, as a setter's next edit would come; the newer one's facts must
// come well within the 2 s after which the client would restart the
// worker, and the older one end superseded.

import (
	"testing"
	"time"
)

func TestAnalysisWorkerSupersedes(t *testing.T) {
	needEnv(t)
	// A hard 10x10 Nurikabe (pencilbox generate nurikabe --seed 11 --size
	// 10x10 --level hard): its steps stage runs for seconds in WASM.
	const slow = "nurikabe/10/10/i3r8l3t2h4p4k3k2j4h2n1t6i"
	const quick = "nurikabe/2/2/1h1"
	const bound = 1500 * time.Millisecond
	tb := newTab(t, testDeadline)
	tb.open("/")
	var ok bool
	tb.must(tb.eval(`(() => {
		const s = window.pbAnalysis = {msgs: [], ready: false};
		const w = s.w = new Worker('/web/worker.js');
		w.onmessage = e => {
			const m = JSON.parse(e.data);
			m.at = performance.now();
			if (m.ready) s.ready = true; else s.msgs.push(m);
		};
		return true;
	})()`, &ok))
	tb.must(tb.waitJS("the analysis worker is ready", `window.pbAnalysis.ready`, 30*time.Second, nil))
	tb.must(tb.eval(`(() => {
		window.pbAnalysis.w.postMessage(JSON.stringify({id: 1, op: "analyze", puzzle: "`+slow+`", params: {}}));
		return true;
	})()`, &ok))
	tb.must(tb.waitJS("the slow analysis's facts", `window.pbAnalysis.msgs.some(m => m.id === 1 && m.progress && m.progress.phase === "facts")`, 30*time.Second, nil))
	tb.must(tb.eval(`(() => {
		const s = window.pbAnalysis;
		s.sent = performance.now();
		s.w.postMessage(JSON.stringify({id: 2, op: "analyze", puzzle: "`+quick+`", params: {}}));
		return true;
	})()`, &ok))
	var res struct {
		MS        float64 `json:"ms"`
		Status    string  `json:"status"`
		OldError  string  `json:"oldError"`
		OldStages int     `json:"oldStages"`
	}
	tb.must(tb.waitJS("the newer analysis's answer", `(() => {
		const s = window.pbAnalysis;
		const facts = s.msgs.find(m => m.id === 2 && m.progress && m.progress.phase === "facts");
		const done = s.msgs.find(m => m.id === 2 && !m.progress);
		const old = s.msgs.find(m => m.id === 1 && !m.progress);
		if (!facts || !done || !old) return null;
		return {ms: facts.at - s.sent, status: done.result ? done.result.status : done.error,
			oldError: old.error || "", oldStages: s.msgs.filter(m => m.id === 1 && m.progress).length};
	})()`, 30*time.Second, &res))
	took := time.Duration(res.MS * float64(time.Millisecond))
	t.Logf("newer analysis gave its facts %v after it was sent; the older one sent %d stages and ended %q", took.Round(time.Millisecond), res.OldStages, res.OldError)
	if res.Status != "none" {
		t.Errorf("the newer analysis says %q, want none", res.Status)
	}
	if res.OldError != "analysis: superseded by a newer request" {
		t.Errorf("the older analysis ended %q, want superseded (it should still have been running)", res.OldError)
	}
	if took > bound {
		t.Errorf("the newer analysis's facts took %v, past %v: the worker did not let it supersede the older one", took, bound)
	}
}
