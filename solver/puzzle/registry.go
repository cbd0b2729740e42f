package puzzle

import (
	"fmt"
	"sort"
	"sync"

	"pencilbox/solver/urlcodec"
)

var registry struct {
	sync.RWMutex
	byName map[string]Genre
	byID   map[string]Genre
}

// Register adds a genre; genre packages call it from init. Two genres
// claiming one name or URL id is a programming error and panics at start-up.
func Register(g Genre) {
	registry.Lock()
	defer registry.Unlock()
	if registry.byName == nil {
		registry.byName = map[string]Genre{}
		registry.byID = map[string]Genre{}
	}
	if _, dup := registry.byName[g.Name()]; dup {
		panic("puzzle: genre registered twice: " + g.Name())
	}
	registry.byName[g.Name()] = g
	for _, id := range g.IDs() {
		if _, dup := registry.byID[id]; dup {
			panic("puzzle: URL id registered twice: " + id)
		}
		registry.byID[id] = g
	}
}

// ByName finds a genre by its fixed name ("sudoku", "hashi", ...).
func ByName(name string) (Genre, bool) {
	registry.RLock()
	defer registry.RUnlock()
	g, ok := registry.byName[name]
	return g, ok
}

// ByID finds the genre that reads a URL id ("slither", "bridges", ...).
func ByID(id string) (Genre, bool) {
	registry.RLock()
	defer registry.RUnlock()
	g, ok := registry.byID[id]
	return g, ok
}

// Names lists the registered genre names, sorted.
func Names() []string {
	registry.RLock()
	defer registry.RUnlock()
	names := make([]string, 0, len(registry.byName))
	for n := range registry.byName {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Decode turns any link text (ours, puzz.link's, or just the query) into a
// puzzle, or a clear error.
func Decode(link string) (Puzzle, error) {
	l, err := urlcodec.Parse(link)
	if err != nil {
		return nil, err
	}
	g, ok := ByID(l.PID)
	if !ok {
		return nil, fmt.Errorf("puzzle: unknown or unsupported genre %q", urlcodec.Clip(l.PID))
	}
	return g.Decode(l)
}

// LinkOf is the canonical link text of p (the part after '?').
func LinkOf(p Puzzle) string { return p.Link().String() }
