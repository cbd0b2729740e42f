package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

// mapStore is an in-memory kvStore holding raw strings, as localStorage
// does, so tests see the exact stored text.
type mapStore map[string]string

func (m mapStore) Get(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m mapStore) Set(k, v string) error       { m[k] = v; return nil }
func (m mapStore) Del(k string)                { delete(m, k) }
func (m mapStore) Keys() []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	return keys
}

// size is what the browser counts: keys plus values, all of them.
func (m mapStore) size() int {
	n := 0
	for k, v := range m {
		n += len(k) + len(v)
	}
	return n
}

// budgeted is what StorageBudget bounds: the per-puzzle keys and the index.
func (m mapStore) budgeted() int {
	n := 0
	for k, v := range m {
		if perPuzzle(k) || k == indexKey {
			n += len(k) + len(v)
		}
	}
	return n
}

// quotaStore is a browser storage that refuses a Set which would take it
// past limit bytes, as localStorage throws QuotaExceededError.
type quotaStore struct {
	mapStore
	limit int
	fails int // Sets refused so far
}

func (q *quotaStore) Set(k, v string) error {
	old, had := q.mapStore[k]
	n := q.size() + len(v)
	if had {
		n -= len(old)
	} else {
		n += len(k)
	}
	if n > q.limit {
		q.fails++
		return errQuota
	}
	q.mapStore[k] = v
	return nil
}

// clock is a test time source that moves one second per reading, so every
// save is later than the one before.
func clock() func() time.Time {
	t := time.UnixMilli(1_700_000_000_000)
	return func() time.Time { t = t.Add(time.Second); return t }
}

func testSaves(kv kvStore) *Saves {
	s := NewSaves(kv)
	s.now = clock()
	return s
}

func sampleStart(t *testing.T) puzzle.State {
	t.Helper()
	p, err := puzzle.Decode(sample9)
	if err != nil {
		t.Fatal(err)
	}
	return p.NewState()
}

// stored decodes the save under key.
func stored(t *testing.T, st mapStore, key string) Progress {
	t.Helper()
	var p Progress
	if err := json.Unmarshal([]byte(st[key]), &p); err != nil {
		t.Fatalf("stored %q under %s: %v", st[key], key, err)
	}
	return p
}

// plain fails when a message for the player shows machinery.
func plain(t *testing.T, msg string) {
	t.Helper()
	for _, bad := range []string{"{", "}", "app:", "json", "JSON", "error", "Error", "pencilbox/", "invalid"} {
		if strings.Contains(msg, bad) {
			t.Errorf("message %q contains %q", msg, bad)
		}
	}
}

func TestProgressFormat(t *testing.T) {
	st := mapStore{}
	s := testSaves(st)
	h := History{Moves: []string{"0,2=7", "1,0~8"}, Pos: 1}
	if err := s.Save(sample9, h, 61500); err != nil {
		t.Fatal(err)
	}
	raw, ok := st["pencilbox/progress/"+sample9]
	if !ok {
		t.Fatalf("saved under the wrong key: %v", st)
	}
	if want := `{"moves":["0,2=7","1,0~8"],"pos":1,"ms":61500,"t":1700000001000}`; raw != want {
		t.Fatalf("stored %s, want %s", raw, want)
	}
	ld := s.Load(sample9, sampleStart(t))
	if ld.Notice != "" || ld.Pos != 1 || ld.MS != 61500 || len(ld.Moves) != 2 {
		t.Fatalf("loaded %+v", ld)
	}
	// An empty game stores [] rather than null, so readers need no special case.
	_ = s.Save("x", History{}, 0)
	if !strings.HasPrefix(st[ProgressKey("x")], `{"moves":[],"pos":0,"ms":0,`) {
		t.Fatalf("empty save = %s", st[ProgressKey("x")])
	}
}

// A save written by the code before "t" and the index existed (the exact
// text of its SaveProgress) loads identically and is not rewritten; the
// first later save indexes it as the least recently played.
func TestLoadSaveFromBeforeTheIndex(t *testing.T) {
	const old = `{"moves":["0,2=7","1,0~8"],"pos":1,"ms":65000}`
	st := mapStore{ProgressKey(sample9): old, lastKeyPrefix + "sudoku": `"` + sample9 + `"`}
	before := maps.Clone(st)
	s := testSaves(st)
	ld := s.Load(sample9, sampleStart(t))
	want := Progress{Moves: []string{"0,2=7", "1,0~8"}, Pos: 1, MS: 65000}
	if ld.Notice != "" || ld.Keep || fmt.Sprint(ld.Progress) != fmt.Sprint(want) {
		t.Fatalf("old save loaded as %+v, want %+v", ld, want)
	}
	if !maps.Equal(st, before) {
		t.Fatalf("loading a sound save wrote to storage: %v", st)
	}
	if got := s.LastPuzzle("sudoku"); got != sample9 {
		t.Fatalf("last puzzle written by go-app's storage read as %q", got)
	}
	if err := s.Save("other", History{Moves: []string{"m"}, Pos: 1}, 1); err != nil {
		t.Fatal(err)
	}
	ix, ok := s.readIndex()
	if !ok || len(ix) != 2 || ix[keyHash(ProgressKey(sample9))].t != 0 {
		t.Fatalf("index after the first save: %v", ix)
	}
	if e := ix[keyHash(ProgressKey(sample9))]; e.size != len(ProgressKey(sample9))+len(old) {
		t.Fatalf("old save indexed with size %d", e.size)
	}
}

func TestRepairSave(t *testing.T) {
	long := strings.Repeat("1", maxMoveLength+1)
	cases := []struct {
		name, raw string
		moves     []string
		pos       int
		ms        int64
		notice    string // a word the notice must hold
	}{
		{"pos past the moves", `{"moves":["0,2=7","1,0~8"],"pos":7,"ms":5000}`, []string{"0,2=7", "1,0~8"}, 2, 5000, "repaired"},
		{"negative pos", `{"moves":["0,2=7"],"pos":-3,"ms":5000}`, []string{"0,2=7"}, 0, 5000, "repaired"},
		{"pos beyond float", `{"moves":["0,2=7","1,0~8"],"pos":1e400,"ms":5000}`, []string{"0,2=7", "1,0~8"}, 2, 5000, "repaired"},
		{"fractional pos", `{"moves":["0,2=7","1,0~8"],"pos":1.5,"ms":5000}`, []string{"0,2=7", "1,0~8"}, 1, 5000, "repaired"},
		{"missing pos", `{"moves":["0,2=7","1,0~8"],"ms":5000}`, []string{"0,2=7", "1,0~8"}, 2, 5000, "repaired"},
		{"negative ms", `{"moves":["0,2=7","1,0~8"],"pos":2,"ms":-1}`, []string{"0,2=7", "1,0~8"}, 2, 0, "repaired"},
		{"absurd ms", `{"moves":["0,2=7"],"pos":1,"ms":1e15}`, []string{"0,2=7"}, 1, 0, "repaired"},
		{"ms beyond float", `{"moves":["0,2=7"],"pos":1,"ms":1e400}`, []string{"0,2=7"}, 1, 0, "repaired"},
		{"both", `{"moves":["0,2=7","1,0~8"],"pos":7,"ms":-1}`, []string{"0,2=7", "1,0~8"}, 2, 0, "repaired"},
		{"unparsable move", `{"moves":["0,2=7","zz","1,0~8"],"pos":3,"ms":9}`, []string{"0,2=7", "1,0~8"}, 2, 9, "a damaged step"},
		{"move that does not apply", `{"moves":["9,9=1","0,2=7"],"pos":2,"ms":9}`, []string{"0,2=7"}, 1, 9, "a damaged step"},
		{"bad move in the redo branch", `{"moves":["0,2=7","zz","1,0~8"],"pos":1,"ms":9}`, []string{"0,2=7", "1,0~8"}, 1, 9, "a damaged step"},
		{"bad move before pos", `{"moves":["zz","0,2=7","1,0~8"],"pos":2,"ms":9}`, []string{"0,2=7", "1,0~8"}, 1, 9, "a damaged step"},
		{"move of the wrong type", `{"moves":[5,"0,2=7",null],"pos":3,"ms":9}`, []string{"0,2=7"}, 1, 9, "2 damaged steps"},
		{"over-long move", `{"moves":["0,2=7","` + long + `"],"pos":2,"ms":9}`, []string{"0,2=7"}, 1, 9, "a damaged step"},
		{"bad compound entry", `{"moves":["0,2=7;zz","1,0~8"],"pos":2,"ms":9}`, []string{"1,0~8"}, 1, 9, "a damaged step"},
		{"sound", `{"moves":["0,2=7;1,0~8"],"pos":1,"ms":9,"t":5}`, []string{"0,2=7;1,0~8"}, 1, 9, ""},
		{"missing clock", `{"moves":["0,2=7"],"pos":1}`, []string{"0,2=7"}, 1, 0, ""},
		{"empty", `{}`, []string{}, 0, 0, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := mapStore{ProgressKey(sample9): c.raw}
			s := testSaves(st)
			ld := s.Load(sample9, sampleStart(t))
			got := fmt.Sprint(ld.Moves, ld.Pos, ld.MS)
			if want := fmt.Sprint(c.moves, c.pos, c.ms); got != want {
				t.Errorf("loaded %s, want %s", got, want)
			}
			if ld.Keep {
				t.Error("a repairable save is kept from saving")
			}
			if c.notice == "" {
				if ld.Notice != "" {
					t.Errorf("sound save gave notice %q", ld.Notice)
				}
				if st[ProgressKey(sample9)] != c.raw {
					t.Errorf("sound save rewritten as %s", st[ProgressKey(sample9)])
				}
				return
			}
			if !strings.Contains(ld.Notice, c.notice) {
				t.Errorf("notice %q does not say %q", ld.Notice, c.notice)
			}
			plain(t, ld.Notice)
			// The repaired save is stored at once, so a reload sees it.
			p := stored(t, st, ProgressKey(sample9))
			if fmt.Sprint(p.Moves, p.Pos, p.MS) != got || p.T == 0 {
				t.Errorf("stored %+v after repair, loaded %s", p, got)
			}
			if again := s.Load(sample9, sampleStart(t)); again.Notice != "" {
				t.Errorf("the repaired save is still damaged: %q", again.Notice)
			}
		})
	}
}

// A save longer than maxSavedMoves keeps its first moves.
func TestRepairTruncatesLongSaves(t *testing.T) {
	moves := make([]string, maxSavedMoves+3)
	for i := range moves {
		moves[i] = "1,0~8" // a pencil mark toggled on and off
	}
	raw, _ := json.Marshal(Progress{Moves: moves, Pos: len(moves)})
	p, notice, err := repairSave(string(raw), sampleStart(t))
	if err != nil || len(p.Moves) != maxSavedMoves || p.Pos != maxSavedMoves || !strings.Contains(notice, "3 damaged steps") {
		t.Fatalf("got %d moves, pos %d, %q, %v", len(p.Moves), p.Pos, notice, err)
	}
}

func TestUnreadableSaveKeptAside(t *testing.T) {
	for name, raw := range map[string]string{
		"not json":        `{"moves":[`,
		"moves a string":  `{"moves":"0,2=7","pos":0}`,
		"pos a boolean":   `{"moves":["0,2=7"],"pos":true}`,
		"ms a string":     `{"moves":[],"pos":0,"ms":"soon"}`,
		"not an object":   `["0,2=7"]`,
		"null":            `null`,
		"binary":          "\x00\xff{moves",
		"empty":           ``,
		"truncated write": `{"moves":["0,2=7","1,0~8"],"pos":2,"ms":61`,
	} {
		t.Run(name, func(t *testing.T) {
			st := mapStore{ProgressKey(sample9): raw}
			ld := testSaves(st).Load(sample9, sampleStart(t))
			if ld.Keep || len(ld.Moves) != 0 || ld.Notice != noticeUnreadable {
				t.Fatalf("loaded %+v", ld)
			}
			plain(t, ld.Notice)
			if got, ok := st[BackupKey(sample9)]; !ok || got != raw {
				t.Fatalf("backup holds %q (present %v), want the raw save %q", got, ok, raw)
			}
			if _, ok := st[ProgressKey(sample9)]; ok {
				t.Fatal("the unreadable save is still under the progress key")
			}
		})
	}
}

// When the backup cannot be written even after eviction, the unreadable
// save stays as it is and the page is told not to save over it.
func TestUnreadableSaveWithoutRoomIsKept(t *testing.T) {
	raw := `{"moves":[` + strings.Repeat("x", 100)
	q := &quotaStore{mapStore: mapStore{ProgressKey(sample9): raw, "other-app": strings.Repeat("o", 400)}}
	q.limit = q.size() + 10
	ld := testSaves(q).Load(sample9, sampleStart(t))
	if !ld.Keep || ld.Notice != noticeUnreadableNow {
		t.Fatalf("loaded %+v", ld)
	}
	plain(t, ld.Notice)
	if q.mapStore[ProgressKey(sample9)] != raw {
		t.Fatal("the only copy of the unreadable save was changed")
	}
	// With room made by evicting an old save, the backup is written.
	q.mapStore[ProgressKey("old")] = `{"moves":[],"pos":0,"ms":0,"t":5}` + strings.Repeat(" ", 200)
	q.limit = q.size() + 10
	ld = testSaves(q).Load(sample9, sampleStart(t))
	if ld.Keep || q.mapStore[BackupKey(sample9)] != raw {
		t.Fatalf("loaded %+v; backup %q", ld, q.mapStore[BackupKey(sample9)])
	}
	if _, ok := q.mapStore[ProgressKey("old")]; ok {
		t.Fatal("the old save was not evicted to make room for the backup")
	}
}

// filler is a save of about n bytes played at t.
func filler(n int, t int64) string {
	return fmt.Sprintf(`{"moves":["%s"],"pos":1,"ms":1,"t":%d}`, strings.Repeat("1", n), t)
}

func TestEvictionLeastRecentlyPlayedFirst(t *testing.T) {
	st := mapStore{}
	s := testSaves(st)
	s.Budget = 3000
	big := History{Moves: []string{strings.Repeat("1", 400)}, Pos: 1}
	for _, l := range []string{"a", "b", "c", "d"} {
		if err := s.Save(l, big, 1); err != nil {
			t.Fatal(err)
		}
	}
	// A draft and a backup take part like saves; "a" is played again.
	st[DraftKey("e")] = filler(300, 1) // before the index knew it: its own "t" counts
	st[BackupKey("f")] = "unreadable{" // no "t" at all: the oldest
	st.Del(indexKey)                   // so the next save rescans
	if err := s.Save("a", big, 2); err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{"g", "h"} {
		if err := s.Save(l, big, 1); err != nil {
			t.Fatal(err)
		}
		if st.budgeted() > s.Budget {
			t.Fatalf("after saving %s: %d bytes stored, budget %d", l, st.budgeted(), s.Budget)
		}
	}
	// Eviction order: f (no time), e (t=1), b, c, d (oldest saves), then a;
	// what is left must be the end of that order.
	order := []string{BackupKey("f"), DraftKey("e"), ProgressKey("b"), ProgressKey("c"), ProgressKey("d"), ProgressKey("a"), ProgressKey("g"), ProgressKey("h")}
	kept := 0
	for i, k := range order {
		if _, ok := st[k]; ok {
			kept++
		} else if kept > 0 {
			t.Fatalf("%s evicted before %s", k, order[i-1])
		}
	}
	if kept < 3 || kept > 5 {
		t.Fatalf("%d entries kept of %v: %v", kept, order, st.Keys())
	}
	ix, ok := s.readIndex()
	if !ok || len(ix) != kept {
		t.Fatalf("index %v after eviction", ix)
	}
}

// The puzzle being played is never evicted, its backup and draft neither,
// even when nothing else is left to evict.
func TestEvictionSparesThePuzzleBeingPlayed(t *testing.T) {
	st := mapStore{BackupKey("cur"): strings.Repeat("b", 500), DraftKey("cur"): filler(500, 1), ProgressKey("old"): filler(500, 2)}
	s := testSaves(st)
	s.Budget = 1000
	if err := s.Save("cur", History{Moves: []string{strings.Repeat("1", 800)}, Pos: 1}, 1); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{BackupKey("cur"), DraftKey("cur"), ProgressKey("cur")} {
		if _, ok := st[k]; !ok {
			t.Errorf("%s evicted", k)
		}
	}
	if _, ok := st[ProgressKey("old")]; ok {
		t.Error("the old save outlived the budget")
	}
}

// Hundreds of 64x64-sized saves stay within the real budget, and the
// index keeps a save to a couple of reads while under it.
func TestBudgetOverManySaves(t *testing.T) {
	st := mapStore{}
	s := testSaves(st)
	link := func(i int) string { return fmt.Sprintf("nurikabe/64/64/%04d%s", i, strings.Repeat("g", 2000)) }
	h := History{Moves: []string{strings.Repeat("1,2=3;", 300)}, Pos: 1}
	for i := range 700 {
		if err := s.Save(link(i), h, 1); err != nil {
			t.Fatal(err)
		}
		if n := st.budgeted(); n > StorageBudget {
			t.Fatalf("after %d saves: %d bytes, budget %d", i+1, n, StorageBudget)
		}
	}
	// The survivors are the latest saves, without a gap.
	first := -1
	for i := range 700 {
		_, ok := st[ProgressKey(link(i))]
		if ok && first < 0 {
			first = i
		}
		if !ok && first >= 0 {
			t.Fatalf("save %d evicted while %d, older, was kept", i, first)
		}
	}
	if first <= 0 || st.budgeted() < StorageBudget/2 {
		t.Fatalf("first kept save %d, %d bytes stored", first, st.budgeted())
	}
	t.Logf("kept saves %d..699, %d bytes", first, st.budgeted())
}

// A full browser storage makes room by evicting old saves and retries;
// when nothing of ours is left to evict, the player gets plain words.
func TestQuotaEvictsAndRetries(t *testing.T) {
	q := &quotaStore{mapStore: mapStore{}, limit: 5000}
	s := testSaves(q)
	h := History{Moves: []string{strings.Repeat("1", 900)}, Pos: 1}
	for _, l := range []string{"a", "b", "c", "d", "e", "f", "g"} {
		if err := s.Save(l, h, 1); err != nil {
			t.Fatalf("save %s: %v", l, err)
		}
	}
	if q.fails == 0 {
		t.Fatal("the quota never bit; the test proves nothing")
	}
	for _, l := range []string{"a", "b"} {
		if _, ok := q.mapStore[ProgressKey(l)]; ok {
			t.Errorf("%s, the oldest save, survived a full storage", l)
		}
	}
	for _, l := range []string{"f", "g"} {
		if _, ok := q.mapStore[ProgressKey(l)]; !ok {
			t.Errorf("%s, a recent save, was evicted", l)
		}
	}

	// Storage filled by someone else: nothing of ours to evict.
	q = &quotaStore{mapStore: mapStore{"someone-else": strings.Repeat("x", 4900)}, limit: 5000}
	err := testSaves(q).Save("a", h, 1)
	if err == nil {
		t.Fatal("a save past the quota reported success")
	}
	if msg := SaveProblem(err); msg != "Your browser's storage is full; progress on this puzzle is not being saved." {
		t.Fatalf("player reads %q", msg)
	}
	if _, ok := q.mapStore[indexKey]; ok {
		t.Fatal("an index claiming the failed write was left behind")
	}
	plain(t, SaveProblem(errStorageOff))
}

// A damaged index is a cache miss, not a failure: it is rebuilt from the
// keys and their "t" fields.
func TestIndexRebuiltWhenUnreadable(t *testing.T) {
	st := mapStore{ProgressKey("a"): filler(10, 7), indexKey: `{"x":`}
	s := testSaves(st)
	if err := s.Save("b", History{}, 0); err != nil {
		t.Fatal(err)
	}
	ix, ok := s.readIndex()
	if !ok || len(ix) != 2 || ix[keyHash(ProgressKey("a"))].t != 7 {
		t.Fatalf("rebuilt index %v", ix)
	}
}

func TestLastPuzzle(t *testing.T) {
	st := mapStore{}
	s := testSaves(st)
	if s.LastPuzzle("sudoku") != "" {
		t.Fatal("last puzzle out of nothing")
	}
	s.SetLastPuzzle("sudoku", "sudoku/4/4/1k3h4k2")
	if got := s.LastPuzzle("sudoku"); got != "sudoku/4/4/1k3h4k2" {
		t.Fatalf("last = %q", got)
	}
	st[lastKeyPrefix+"sudoku"] = "{broken"
	if got := s.LastPuzzle("sudoku"); got != "" {
		t.Fatalf("broken entry read as %q", got)
	}
}

// BenchmarkSaveNearBudget is the cost of one save (every move makes one)
// with the storage just under the budget: ~450 saves of 64x64 size.
func BenchmarkSaveNearBudget(b *testing.B) {
	st := mapStore{}
	s := NewSaves(st)
	h := History{Moves: []string{strings.Repeat("1,2=3;", 300)}, Pos: 1}
	for i := 0; st.budgeted() < StorageBudget*85/100; i++ {
		s.Save(fmt.Sprintf("nurikabe/64/64/%04d%s", i, strings.Repeat("g", 2000)), h, 1)
	}
	b.ReportMetric(float64(len(st)), "saves")
	b.ResetTimer()
	for range b.N {
		if err := s.Save("nurikabe/64/64/current", h, 1); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzRepairSave: any stored text is either unreadable or repairs to a
// save whose moves all replay, whose pos and clock are in range, and which
// then reads back sound and unchanged (repair is idempotent).
func FuzzRepairSave(f *testing.F) {
	for _, s := range []string{
		`{"moves":["0,2=7","1,0~8"],"pos":1,"ms":65000}`,
		`{"moves":["0,2=7","zz","1,0~8"],"pos":7,"ms":-1,"t":5}`,
		`{"moves":[5,null,"0,2=7;1,0~8"],"pos":1e400,"ms":1e15}`,
		`{"moves":["0,2=7"`, `null`, `{}`,
	} {
		f.Add(s)
	}
	p, err := puzzle.Decode(sample9)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		got, _, err := repairSave(raw, p.NewState())
		if err != nil {
			return
		}
		if got.Pos < 0 || got.Pos > len(got.Moves) || got.MS < 0 || got.MS > maxSavedMS || len(got.Moves) > maxSavedMoves {
			t.Fatalf("repaired to %+v", got)
		}
		if _, err := Replay(p.NewState(), got.Moves); err != nil {
			t.Fatalf("repaired moves do not replay: %v", err)
		}
		again, notice, err := repairSave(encodeProgress(got), p.NewState())
		if err != nil || notice != "" || fmt.Sprint(again) != fmt.Sprint(got) {
			t.Fatalf("repaired %+v reads back as %+v, %q, %v", got, again, notice, err)
		}
	})
}
