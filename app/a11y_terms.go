package main

// A genre's names for what its board draws, so the screen reader hears
// the words of the rules text: a Hashi circle is an island, its lines are
// bridges; a Flow circle is an endpoint and its lines are paths; an
// Evolomino fill is a square and its lines are arrows; a Slitherlink line
// along the sides is the loop. The display list stays genre-free (the
// canvas draws a circle whatever it means); only the words differ.

// a11yTerms are the words a11y.go uses; empty fields keep the drawn name.
type a11yTerms struct {
	given     string         // a clue in a cell: "given 3"
	circle    string         // a circled clue or letter: "circle 3"
	line      string         // a line through cell centres: "line up"
	edgeLine  string         // a line along cell sides: "edge line above"
	sideCross string         // a cross on a side: "cross above"
	crossed   string         // a cross in a cell: "crossed"
	dot       string         // a dot in a cell: "dot"
	arrowhead string         // where an arrow ends: "arrowhead from above"
	arrowOut  bool           // say where an arrow leaves ("arrow down"); off where line already says "arrow"
	fills     map[int]string // names of fill values ("shaded" for 0, "colour A" for palette colours)
}

// withDefaults fills in the drawn names for the fields a genre left empty.
func (t a11yTerms) withDefaults() a11yTerms {
	def := func(s *string, v string) {
		if *s == "" {
			*s = v
		}
	}
	def(&t.given, "given")
	def(&t.circle, "circle")
	def(&t.line, "line")
	def(&t.edgeLine, "edge line")
	def(&t.sideCross, "cross")
	def(&t.crossed, "crossed")
	def(&t.dot, "dot")
	def(&t.arrowhead, "arrowhead")
	if t.line == "line" {
		t.arrowOut = true
	}
	return t
}

// genreTerms are the genres whose things have names of their own, by
// genre name (DESIGN.md's table). The values follow the rules texts.
var genreTerms = map[string]a11yTerms{
	"hashi":       {circle: "island", line: "bridge"},
	"flow":        {circle: "endpoint", line: "path"},
	"slitherlink": {given: "clue", edgeLine: "loop", sideCross: "no line"},
	"nurikabe":    {given: "clue", fills: map[int]string{0: "wall"}},
	// Evolomino's layout: fill 0 shaded, 1 a square the player drew, 2 a
	// pre-drawn square (solver/evolomino Fill* constants); a cross is
	// "no square"; each arrow is lines through its cells ending in a head.
	"evolomino": {line: "arrow", crossed: "no square", fills: map[int]string{1: "square", 2: "given square"}},
}

// termsFor is the genre's terms (the drawn names for a genre without).
func termsFor(genre string) a11yTerms { return genreTerms[genre] }
