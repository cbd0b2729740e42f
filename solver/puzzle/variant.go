package puzzle

// Varianted is an optional interface of a Puzzle that carries a rule of
// its own beyond its genre's Rules text: puzz.link's variant flags, such
// as Slitherlink's "the loop visits every dot". The page shows the text
// with the rules and in the title, so a player never solves by the wrong
// rules; "" means the plain genre.
type Varianted interface {
	Variant() string
}

// VariantOf is p's variant text, "" for a plain puzzle.
func VariantOf(p Puzzle) string {
	if v, ok := p.(Varianted); ok {
		return v.Variant()
	}
	return ""
}
