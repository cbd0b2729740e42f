package main

import (
	"cmp"
	"encoding/json"
	"errors"
	"hash/fnv"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"pencilbox/solver/puzzle"
)

// Saved games live in the browser's localStorage, one entry per puzzle, and
// the rule is that progress is never lost silently:
//
//   - A damaged save is repaired, not discarded: each field is checked on its
//     own and every move is replayed through the genre's Apply, so one bad
//     step costs that step, not the game.
//   - A save that cannot be read at all is copied aside, byte for byte, under
//     BackupKeyPrefix before anything may overwrite it.
//   - Storage is bounded: per-puzzle entries (progress, backups, the
//     editor's drafts) share StorageBudget, and the least recently played
//     are evicted first, never those of the puzzle being played. A small
//     index (last played, size) per entry makes a save cost two reads and
//     two writes instead of a read of every entry.
//
// Everything here is pure logic over kvStore, so it is tested natively with
// maps; storage_js.go is the browser's side. Known weakness: two tabs that
// save at the same moment can each overwrite the other's index update; a
// lost entry only goes uncounted until the next rescan (an eviction or a
// full storage), which rebuilds the index from the keys themselves.

// Keys (pinned contract, app/e2e reads them): ProgressKeyPrefix + canonical
// link query holds JSON {"moves":[...],"pos":N,"ms":elapsed,"t":lastPlayed}.
// Only moves are stored, never board pictures, so a save survives layout
// changes and replays through the same Apply that play uses. "t" (Unix ms)
// was added later; saves without it load unchanged and count as the oldest.
const (
	ProgressKeyPrefix = "pencilbox/progress/"
	// BackupKeyPrefix + link keeps the raw text of a save that could not be
	// read, so nothing the player had is destroyed by starting afresh.
	BackupKeyPrefix = "pencilbox/backup/"
	// DraftKeyPrefix + link is reserved for the setter's editor drafts, so
	// they share the budget and the eviction order from the start.
	DraftKeyPrefix = "pencilbox/draft/"
	// indexKey holds a line "<key hash> <last played> <size>" per
	// per-puzzle key. It is a cache: when missing or unreadable it is
	// rebuilt from the keys (and their "t" fields). Plain lines, not JSON:
	// it is read and written on every save, and JSON's reflection made that
	// cost milliseconds in WASM at a few hundred saves.
	indexKey = "pencilbox/index"
	// lastKeyPrefix + genre name remembers the puzzle last opened in a
	// genre, so "/?sudoku" resumes it instead of dealing a new one. One
	// small entry per genre, so it stays outside the budget.
	lastKeyPrefix = "pencilbox/last/"

	// StorageBudget bounds the per-puzzle entries and the index, counted as
	// key plus value lengths: well inside every browser's 5 MB, and room for
	// hundreds of puzzles even at 64x64 (a link of up to ~4 KB).
	StorageBudget = 2 << 20
	// Eviction goes down to 7/8 of the budget, so it runs once per ~250 KB
	// of new saves rather than on every save near the limit.
	evictPercent = 87

	// maxSavedMoves bounds what a save may hold: far beyond any real game,
	// small enough that a corrupted entry cannot stall the page on replay.
	maxSavedMoves = 100000
	// maxMoveLength must admit a whole-answer move (puzzle.SetAnswerMove)
	// of a 64x64 board, two to four characters a cell, and a long drag
	// stored as one compound entry.
	maxMoveLength = 1 << 16
	// maxSavedMS: a clock past a year of play is damage, not a slow player.
	maxSavedMS = int64(366 * 24 * time.Hour / time.Millisecond)
)

// Progress is one puzzle's saved game.
type Progress struct {
	Moves []string `json:"moves"`
	Pos   int      `json:"pos"`
	MS    int64    `json:"ms"`
	T     int64    `json:"t,omitempty"` // last played, Unix ms; 0 in old saves
}

// kvStore is the browser's localStorage as raw strings. Raw, unlike
// go-app's BrowserStorage (which JSON-decodes), because an unreadable save
// must be copied aside exactly as it is.
type kvStore interface {
	Get(k string) (v string, ok bool)
	Set(k, v string) error // errQuota when the browser's storage is full
	Del(k string)
	Keys() []string
}

var (
	errQuota      = errors.New("app: the browser's storage is full")
	errStorageOff = errors.New("app: the browser refuses to store data")
	errUnreadable = errors.New("app: the saved progress is unreadable")
)

// Player-facing words: no keys, no JSON, no Go errors.
const (
	noticeRepaired      = "Your saved progress was slightly damaged; it was repaired."
	noticeUnreadable    = "Your saved progress on this puzzle could not be read, so the puzzle starts afresh. The old save was kept aside in this browser."
	noticeUnreadableNow = "Your saved progress on this puzzle could not be read, and there is no room to keep a copy aside, so it was left untouched. Progress on this puzzle is not being saved."
	noticeFull          = "Your browser's storage is full; progress on this puzzle is not being saved."
	noticeOff           = "Your browser does not let Pencilbox store anything here; progress on this puzzle is not being saved."
)

func noticeDropped(n int) string {
	if n == 1 {
		return "Your saved progress had a damaged step; it was left out and the rest of your game was restored."
	}
	return "Your saved progress had " + strconv.Itoa(n) + " damaged steps; they were left out and the rest of your game was restored."
}

// SaveProblem is what the player reads when Save failed.
func SaveProblem(err error) string {
	if errors.Is(err, errQuota) {
		return noticeFull
	}
	return noticeOff
}

func ProgressKey(link string) string { return ProgressKeyPrefix + link }
func BackupKey(link string) string   { return BackupKeyPrefix + link }
func DraftKey(link string) string    { return DraftKeyPrefix + link }

// perPuzzle reports whether key is one of the budgeted, evictable entries.
func perPuzzle(key string) bool {
	return strings.HasPrefix(key, ProgressKeyPrefix) || strings.HasPrefix(key, BackupKeyPrefix) ||
		strings.HasPrefix(key, DraftKeyPrefix)
}

// Saves reads and writes the saved games of one browser.
type Saves struct {
	kv     kvStore
	Budget int
	now    func() time.Time
}

func NewSaves(kv kvStore) *Saves { return &Saves{kv: kv, Budget: StorageBudget, now: time.Now} }

// Loaded is a save as the page should open it.
type Loaded struct {
	Progress
	// Notice tells the player what happened to a damaged save; "" when it
	// was sound or absent.
	Notice string
	// Keep forbids saving this puzzle: its save is unreadable and could not
	// be copied aside, so overwriting it would destroy the only copy.
	Keep bool
}

// Load reads a puzzle's save, replaying its moves from start. A repaired
// save is written back at once (the page may never autosave: a solved
// board's clock stands still); an unreadable one is first copied to
// BackupKey (replacing an older backup of the same puzzle: the newer save
// is the one the player last had) and only then removed. A sound save is
// not written.
func (s *Saves) Load(link string, start puzzle.State) Loaded {
	key := ProgressKey(link)
	raw, ok := s.kv.Get(key)
	if !ok {
		return Loaded{}
	}
	p, notice, err := repairSave(raw, start)
	if err != nil {
		if s.put(BackupKey(link), raw, link) != nil {
			return Loaded{Notice: noticeUnreadableNow, Keep: true}
		}
		s.remove(key)
		return Loaded{Notice: noticeUnreadable}
	}
	if notice != "" {
		p.T = s.now().UnixMilli()
		s.put(key, encodeProgress(p), link) // a failure resurfaces at the page's next save
	}
	return Loaded{Progress: p, Notice: notice}
}

// Peek reads a puzzle's save without writing anything (to decide whether
// a genre page resumes it); ok is false when there is none or it is
// unreadable.
func (s *Saves) Peek(link string, start puzzle.State) (p Progress, ok bool) {
	raw, ok := s.kv.Get(ProgressKey(link))
	if !ok {
		return Progress{}, false
	}
	p, _, err := repairSave(raw, start)
	return p, err == nil
}

// Save writes a puzzle's save and marks it played now. The error, if any,
// is for SaveProblem.
func (s *Saves) Save(link string, h History, ms int64) error {
	p := Progress{Moves: h.Moves[:len(h.Moves):len(h.Moves)], Pos: h.Pos, MS: max(ms, 0), T: s.now().UnixMilli()}
	return s.put(ProgressKey(link), encodeProgress(p), link)
}

func encodeProgress(p Progress) string {
	if p.Moves == nil {
		p.Moves = []string{} // [] rather than null, so readers need no special case
	}
	b, _ := json.Marshal(p) // strings and integers always encode
	return string(b)
}

// repairSave decodes a save and mends what it can: out-of-range numbers
// are clamped, moves that are not strings, too long or rejected by the
// genre's Apply are dropped (the moves after them still replay), and pos
// counts the moves kept before it. notice is "" when nothing needed
// mending; err is errUnreadable when the text is not a save at all
// (not JSON, or fields of the wrong type).
func repairSave(raw string, start puzzle.State) (p Progress, notice string, err error) {
	var r struct {
		Moves []json.RawMessage `json:"moves"`
		Pos   *json.Number      `json:"pos"`
		MS    json.Number       `json:"ms"`
		T     json.Number       `json:"t"`
	}
	if !strings.HasPrefix(strings.TrimSpace(raw), "{") || json.Unmarshal([]byte(raw), &r) != nil {
		return Progress{}, "", errUnreadable
	}
	mended := false
	// A missing pos (never written by the app) means nothing to undo: all
	// moves applied.
	pos := len(r.Moves)
	if r.Pos != nil {
		f, _ := number(*r.Pos)
		pos = int(max(0, min(f, float64(len(r.Moves)))))
		mended = float64(pos) != f
	} else {
		mended = len(r.Moves) > 0
	}
	if ms, ok := number(r.MS); !ok || ms < 0 || ms > float64(maxSavedMS) {
		mended = mended || r.MS != "" // a missing clock is harmless: zero
	} else {
		p.MS = int64(ms)
	}
	if t, ok := number(r.T); ok && t > 0 && t < 1<<53 {
		p.T = int64(t)
	}

	dropped := max(0, len(r.Moves)-maxSavedMoves)
	cur := start
	p.Moves = make([]string, 0, min(len(r.Moves), maxSavedMoves))
	for i, rm := range r.Moves[:min(len(r.Moves), maxSavedMoves)] {
		var m string
		if json.Unmarshal(rm, &m) != nil || len(m) > maxMoveLength {
			dropped++
			continue
		}
		next, err := ApplyEntry(cur, m)
		if err != nil {
			dropped++
			continue
		}
		cur = next
		p.Moves = append(p.Moves, m)
		if i < pos {
			p.Pos++
		}
	}
	switch {
	case dropped > 0:
		notice = noticeDropped(dropped)
	case mended:
		notice = noticeRepaired
	}
	return p, notice, nil
}

// number reads an optional JSON number (the decoder has checked its
// syntax); ok is false when it is absent. A number beyond float64 is ±Inf,
// for the caller to clamp.
func number(n json.Number) (float64, bool) {
	if n == "" {
		return 0, false
	}
	f, _ := strconv.ParseFloat(string(n), 64)
	return f, true
}

// entry is one per-puzzle key as the index knows it.
type entry struct {
	key  string // empty when only the index was read (keys are hashed there)
	t    int64
	size int // len(key)+len(value)
}

// index maps key hashes to entries. Hashes keep it small (a 64x64 link is
// kilobytes long); the keys themselves are only needed to evict, and
// eviction lists them anyway.
type index map[string]entry

func keyHash(k string) string {
	h := fnv.New64a()
	h.Write([]byte(k))
	return strconv.FormatUint(h.Sum64(), 36)
}

// cost is the length of an entry's line in the index.
func (e entry) cost(h string) int {
	return len(h) + digits(e.t) + digits(int64(e.size)) + 3
}

func digits(n int64) int {
	d := 1
	for ; n >= 10 || n <= -10; n /= 10 {
		d++
	}
	if n < 0 {
		d++
	}
	return d
}

// total is the budgeted size: the entries and the index itself.
func (ix index) total() int {
	n := len(indexKey)
	for h, e := range ix {
		n += e.size + e.cost(h)
	}
	return n
}

func (ix index) encode() string {
	hs := slices.Sorted(maps.Keys(ix)) // the same index, the same text
	var b []byte
	for _, h := range hs {
		b = append(b, h...)
		b = append(b, ' ')
		b = strconv.AppendInt(b, ix[h].t, 10)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(ix[h].size), 10)
		b = append(b, '\n')
	}
	return string(b)
}

// readIndex reads the stored index; ok is false when it is missing or
// unreadable (then rescan rebuilds it).
func (s *Saves) readIndex() (index, bool) {
	raw, ok := s.kv.Get(indexKey)
	if !ok {
		return nil, false
	}
	ix := make(index, strings.Count(raw, "\n"))
	for line := range strings.Lines(raw) {
		h, rest, ok1 := strings.Cut(strings.TrimSuffix(line, "\n"), " ")
		ts, ss, ok2 := strings.Cut(rest, " ")
		t, err1 := strconv.ParseInt(ts, 10, 64)
		size, err2 := strconv.Atoi(ss)
		if !ok1 || !ok2 || err1 != nil || err2 != nil || size < 0 {
			return nil, false
		}
		ix[h] = entry{t: t, size: size}
	}
	return ix, true
}

// writeIndex stores the index; when even that does not fit, the stale
// index is removed so the next save rebuilds it instead of trusting it.
func (s *Saves) writeIndex(ix index) {
	if s.kv.Set(indexKey, ix.encode()) != nil {
		s.kv.Del(indexKey)
	}
}

// rescan rebuilds the index from the per-puzzle keys actually stored: sizes
// are measured, last-played times come from the old index, else from the
// entry's own "t", else 0 (saves older than the index: evicted first).
func (s *Saves) rescan(old index) index {
	ix := index{}
	for _, k := range s.kv.Keys() {
		if !perPuzzle(k) {
			continue
		}
		v, ok := s.kv.Get(k)
		if !ok {
			continue
		}
		h := keyHash(k)
		e := entry{key: k, size: len(k) + len(v)}
		if o, ok := old[h]; ok {
			e.t = o.t
		} else {
			var r struct {
				T json.Number `json:"t"`
			}
			if json.Unmarshal([]byte(v), &r) == nil {
				if t, ok := number(r.T); ok && t > 0 && t < 1<<53 {
					e.t = int64(t)
				}
			}
		}
		ix[h] = e
	}
	return ix
}

// evict rescans, records the entry being written (key, of size, played
// now), then deletes the least recently played entries, never one of
// link's, until enough(total, freed) holds or nothing is left to delete.
func (s *Saves) evict(old index, link, key string, size int, now int64, enough func(total, freed int) bool) (index, int) {
	ix := s.rescan(old)
	ix[keyHash(key)] = entry{key: key, t: now, size: size}
	keep := map[string]bool{ProgressKey(link): true, BackupKey(link): true, DraftKey(link): true}
	var victims []string
	for h, e := range ix {
		if e.key != "" && !keep[e.key] {
			victims = append(victims, h)
		}
	}
	slices.SortFunc(victims, func(a, b string) int {
		return cmp.Or(cmp.Compare(ix[a].t, ix[b].t), strings.Compare(ix[a].key, ix[b].key))
	})
	total, freed := ix.total(), 0
	for _, h := range victims {
		if enough(total, freed) {
			break
		}
		e := ix[h]
		s.kv.Del(e.key)
		delete(ix, h)
		total -= e.size + e.cost(h)
		freed += e.size
	}
	return ix, freed
}

// put writes one per-puzzle entry within the budget: past it, least
// recently played entries are evicted first; when the browser reports its
// storage full, entries are evicted until the write fits or none is left.
func (s *Saves) put(key, val, link string) error {
	now := s.now().UnixMilli()
	size := len(key) + len(val)
	ix, ok := s.readIndex()
	if !ok {
		ix = s.rescan(nil)
	}
	ix[keyHash(key)] = entry{key: key, t: now, size: size}
	if ix.total() > s.Budget {
		target := s.Budget / 100 * evictPercent
		ix, _ = s.evict(ix, link, key, size, now, func(total, _ int) bool { return total <= target })
	}
	err := s.kv.Set(key, val)
	for errors.Is(err, errQuota) {
		var freed int
		ix, freed = s.evict(ix, link, key, size, now, func(_, freed int) bool { return freed >= size })
		if freed == 0 {
			break
		}
		err = s.kv.Set(key, val)
	}
	if err != nil {
		// The index now claims a write that did not happen; drop it (which
		// also frees its room) so the next save rebuilds it.
		s.kv.Del(indexKey)
		return err
	}
	s.writeIndex(ix)
	return nil
}

// remove deletes a per-puzzle entry and its index line.
func (s *Saves) remove(key string) {
	s.kv.Del(key)
	if ix, ok := s.readIndex(); ok {
		delete(ix, keyHash(key))
		s.writeIndex(ix)
	}
}

// LastPuzzle and SetLastPuzzle remember the puzzle last opened per genre.
// The value is a JSON string, as go-app's storage wrote it before.
func (s *Saves) LastPuzzle(genre string) string {
	raw, ok := s.kv.Get(lastKeyPrefix + genre)
	var link string
	if !ok || json.Unmarshal([]byte(raw), &link) != nil || len(link) > maxMoveLength {
		return ""
	}
	return strings.TrimSpace(link)
}

func (s *Saves) SetLastPuzzle(genre, link string) {
	b, _ := json.Marshal(link)
	_ = s.kv.Set(lastKeyPrefix+genre, string(b)) // best effort: losing it only deals a new puzzle
}
