//go:build !(js && wasm)

package e2e

// Saved progress is never lost (issue 20, item 4): these tests write
// damaged, unreadable and plentiful saves straight into localStorage under
// the pinned keys, open the puzzle, and check what the player sees and
// what is stored afterwards.

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

const (
	progressPrefix = "pencilbox/progress/"
	backupPrefix   = "pencilbox/backup/"
	draftPrefix    = "pencilbox/draft/"
	storageBudget  = 2 << 20
)

// saveFile is the stored progress as the app writes it.
type saveFile struct {
	Moves []string `json:"moves"`
	Pos   int      `json:"pos"`
	MS    int64    `json:"ms"`
	T     int64    `json:"t"`
}

// seedStorage opens a static file of the server (same origin as the app,
// without starting it) and runs js there, so the app finds its storage
// prepared when it boots.
func (tb *tab) seedStorage(js string) {
	tb.t.Helper()
	tb.open("/web/styles.css")
	tb.must(tb.eval(`(() => { `+js+`; return true })()`, nil))
}

// storedSave reads the raw value under key ("" when absent).
func (tb *tab) storedSave(key string) string {
	tb.t.Helper()
	var raw string
	tb.must(tb.eval(`localStorage.getItem(`+jsString(key)+`) || ''`, &raw))
	return raw
}

// plainWords fails when a message shows machinery instead of words.
func plainWords(t *testing.T, msg string) {
	t.Helper()
	for _, bad := range []string{"{", "}", "app:", "json", "JSON", "rror", "pencilbox/", "Quota", "undefined"} {
		if strings.Contains(msg, bad) {
			t.Errorf("message %q contains %q", msg, bad)
		}
	}
}

// firstEmpty lists the first n empty cells of a fixture, as "Y,X=D" moves
// of its solution and the answer text with them entered.
func firstEmpty(f fixture, n int) (moves []string, answer string) {
	a := []byte(f.givens)
	for i := range f.givens {
		if f.givens[i] == '.' && len(moves) < n {
			moves = append(moves, fmt.Sprintf("%d,%d=%c", i/f.n, i%f.n, f.solution[i]))
			a[i] = f.solution[i]
		}
	}
	return moves, string(a)
}

// (a) A save with a position past its moves, a negative clock and a
// damaged step is repaired: the board shows the two good moves, the player
// reads a plain repair message, and the repaired save is what is stored,
// also after a reload.
func TestProgressRepairedSave(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	tb := newTab(t, testDeadline)
	moves, want := firstEmpty(f, 2)
	key := progressPrefix + f.link
	damaged := fmt.Sprintf(`{"moves":[%q,"9,9=banana",%q],"pos":7,"ms":-1}`, moves[0], moves[1])
	tb.seedStorage(`localStorage.setItem(` + jsString(key) + `, ` + jsString(damaged) + `)`)

	tb.open("/?" + f.link)
	tb.waitBoard()
	tb.waitAnswer(want, 5*time.Second, "the repaired save on the board")
	msg, err := tb.waitText("message", 5*time.Second, "a repair message", func(s string) bool {
		return strings.Contains(s, "repaired") || strings.Contains(s, "restored")
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("message: %s", msg)
	plainWords(t, msg)

	check := func(when string) {
		raw := tb.storedSave(key)
		var s saveFile
		if err := json.Unmarshal([]byte(raw), &s); err != nil {
			t.Fatalf("%s: stored %q: %v", when, raw, err)
		}
		if strings.Join(s.Moves, " ") != strings.Join(moves, " ") || s.Pos != 2 || s.MS < 0 || s.MS > 60000 || s.T == 0 {
			t.Errorf("%s: stored %s, want moves %q at pos 2 with a sane clock", when, raw, moves)
		}
	}
	check("after opening")

	tb.run("reload", chromedp.Reload())
	tb.waitBoard()
	tb.waitAnswer(want, 5*time.Second, "the repaired save after a reload")
	time.Sleep(300 * time.Millisecond) // a notice would come with the first render
	if m := tb.text("message"); strings.Contains(m, "damaged") {
		t.Errorf("after a reload the repaired save is still called damaged: %q", m)
	}
	check("after a reload")
	tb.noCrash("open a damaged save")
}

// (b) An unreadable save is kept aside under the backup key, byte for
// byte, before the page may save; the player is told in plain words and
// the puzzle starts afresh.
func TestProgressUnreadableSaveKeptAside(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	tb := newTab(t, testDeadline)
	moves, _ := firstEmpty(f, 1)
	key := progressPrefix + f.link
	unreadable := `{"moves":["` + moves[0] + `","4,4=` // a write cut short
	tb.seedStorage(`localStorage.setItem(` + jsString(key) + `, ` + jsString(unreadable) + `)`)

	tb.open("/?" + f.link)
	if got := tb.waitBoard(); got != f.givens {
		t.Errorf("after an unreadable save the board is %q, want the givens", got)
	}
	msg, err := tb.waitText("message", 5*time.Second, "a could-not-be-read message", func(s string) bool {
		return strings.Contains(s, "could not be read")
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("message: %s", msg)
	plainWords(t, msg)
	if !strings.Contains(msg, "kept aside") {
		t.Errorf("message %q does not say the old save was kept", msg)
	}
	if got := tb.storedSave(backupPrefix + f.link); got != unreadable {
		t.Errorf("backup holds %q, want the raw save %q", got, unreadable)
	}

	// Playing on saves afresh and leaves the backup alone.
	first := strings.IndexByte(f.givens, '.')
	newCursor(tb, f.n).put(first, f.solution[first])
	err = tb.waitJS("a fresh save", `(() => { try { return JSON.parse(localStorage.getItem(`+jsString(key)+`)).moves.length === 1 } catch (e) { return false } })()`, 5*time.Second, nil)
	if err != nil {
		t.Error(err)
	}
	if got := tb.storedSave(backupPrefix + f.link); got != unreadable {
		t.Errorf("after playing, the backup holds %q", got)
	}
	tb.noCrash("open an unreadable save")
}

// (c) Storage past the budget: old saves (and an old draft) fill more than
// 2 MB; playing a new puzzle evicts the least recently played first, keeps
// the budget, saves the new game, and leaves other sites' keys alone.
func TestProgressEvictsOldestSaves(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	tb := newTab(t, testDeadline)
	const n, pad = 600, 4000 // 600 saves of ~4 KB: ~2.4 MB
	tb.seedStorage(fmt.Sprintf(`
		const pad = '1,1~1;'.repeat(%d / 6);
		for (let i = 0; i < %d; i++) {
			const k = 'pencilbox/progress/sudoku/9/9/old' + String(i).padStart(4, '0');
			localStorage.setItem(k, JSON.stringify({moves: [pad], pos: 1, ms: 1000, t: 1600000000000 + i * 1000}));
		}
		localStorage.setItem(%s, JSON.stringify({t: 1500000000000, text: 'x'.repeat(3000)}));
		localStorage.setItem('someone-else', 'keep me');
	`, pad, n, jsString(draftPrefix+"sudoku/9/9/olddraft")))

	tb.open("/?" + f.link)
	tb.waitBoard()
	first := strings.IndexByte(f.givens, '.')
	start := time.Now()
	newCursor(tb, f.n).put(first, f.solution[first])
	key := progressPrefix + f.link
	if err := tb.waitJS("the new save", `localStorage.getItem(`+jsString(key)+`) || ''`, 5*time.Second, nil); err != nil {
		t.Fatal(err)
	}
	t.Logf("move to save with eviction: %v", time.Since(start))

	var st struct {
		Budgeted, Total int
		Kept            []int
		Draft, Other    bool
	}
	tb.must(tb.eval(`(() => {
		const r = {Budgeted: 0, Total: 0, Kept: [], Draft: false, Other: localStorage.getItem('someone-else') === 'keep me'};
		for (let i = 0; i < localStorage.length; i++) {
			const k = localStorage.key(i), v = localStorage.getItem(k);
			if (!k.startsWith('pencilbox/')) continue;
			r.Total += k.length + v.length;
			if (/^pencilbox\/(progress|backup|draft)\//.test(k) || k === 'pencilbox/index') r.Budgeted += k.length + v.length;
			const m = k.match(/\/old(\d{4})$/);
			if (m) r.Kept.push(Number(m[1]));
			if (k.endsWith('/olddraft')) r.Draft = true;
		}
		r.Kept.sort((a, b) => a - b);
		return r;
	})()`, &st))
	t.Logf("after the move: %d of %d old saves kept, %d bytes budgeted, %d under pencilbox/", len(st.Kept), n, st.Budgeted, st.Total)
	if st.Budgeted > storageBudget {
		t.Errorf("%d bytes stored, budget %d", st.Budgeted, storageBudget)
	}
	if len(st.Kept) == 0 || len(st.Kept) == n {
		t.Fatalf("%d of %d old saves kept: nothing or everything evicted", len(st.Kept), n)
	}
	if lo := st.Kept[0]; lo != n-len(st.Kept) {
		t.Errorf("kept old saves %d..%d (%d of them): not the most recent ones", lo, st.Kept[len(st.Kept)-1], len(st.Kept))
	}
	if st.Draft {
		t.Error("the oldest entry, a draft, was not evicted")
	}
	if !st.Other {
		t.Error("another site's key was touched")
	}
	var s saveFile
	if err := json.Unmarshal([]byte(tb.storedSave(key)), &s); err != nil || len(s.Moves) != 1 {
		t.Errorf("the new save: %+v, %v", s, err)
	}
	tb.noCrash("save past the budget")
}

// (d) A browser storage filled by others: the save fails with the
// browser's QuotaExceededError, nothing of ours is left to evict, and the
// player reads plain words; once there is room again, saving resumes.
func TestProgressFullStorage(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	tb := newTab(t, testDeadline)
	tb.seedStorage(`
		let chunk = 'x'.repeat(1 << 20), i = 0;
		while (chunk.length >= 8) {
			try { localStorage.setItem('filler' + i++, chunk) } catch (e) { chunk = chunk.slice(0, chunk.length / 2) }
		}`)
	tb.open("/?" + f.link)
	tb.waitBoard()
	c := newCursor(tb, f.n)
	moves, _ := firstEmpty(f, 3)
	var cells []int
	for i := range f.givens {
		if f.givens[i] == '.' {
			cells = append(cells, i)
		}
	}
	const full = "Your browser's storage is full; progress on this puzzle is not being saved."
	key := progressPrefix + f.link
	// The warning stands while saving fails, also after a move (which
	// clears other messages).
	for _, cell := range cells[:2] {
		c.put(cell, f.solution[cell])
		msg, err := tb.waitText("message", 5*time.Second, "the storage-full message", func(s string) bool { return s == full })
		if err != nil {
			t.Fatal(err)
		}
		plainWords(t, msg)
		if raw := tb.storedSave(key); raw != "" {
			t.Fatalf("a save was stored in a full storage: %s", raw)
		}
	}

	// Room again (the player cleared other data): the next move saves and
	// the message goes.
	tb.must(tb.eval(`(() => { localStorage.removeItem('filler0'); return true })()`, nil))
	c.put(cells[2], f.solution[cells[2]])
	err := tb.waitJS("the save once there is room", `(() => { try { return JSON.parse(localStorage.getItem(`+jsString(key)+`)).moves.join(' ') } catch (e) { return '' } })()`, 5*time.Second, nil)
	if err != nil {
		t.Fatal(err)
	}
	var s saveFile
	tb.must(json.Unmarshal([]byte(tb.storedSave(key)), &s))
	if strings.Join(s.Moves, " ") != strings.Join(moves, " ") {
		t.Errorf("saved moves %q, want %q", s.Moves, moves)
	}
	if m := tb.text("message"); m == full {
		t.Errorf("the storage-full message stayed after a successful save")
	}
	tb.noCrash("play with a full storage")
}
