package conformance

import (
	"context"
	"reflect"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

// FuzzDecode is every genre's decoder contract at once: any text is an
// error or a puzzle; an accepted puzzle's canonical link decodes to a
// puzzle that shows the same (same display list of the empty board) and
// has the same canonical link; the empty board checks and lays out; on
// small boards an answer the solver finds passes the rules and goes on the
// board as the "=" move. Seeds: each genre's example, and the corpus in
// testdata/fuzz/FuzzDecode (links of every genre; the fuzzer mutates the
// genre id too, so one target reaches all decoders).
func FuzzDecode(f *testing.F) {
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		f.Add(g.Example())
	}
	f.Fuzz(func(t *testing.T, link string) {
		p, err := puzzle.Decode(link)
		if err != nil {
			return
		}
		canon := puzzle.LinkOf(p)
		again, err := puzzle.Decode(canon)
		if err != nil {
			t.Fatalf("%q: the canonical link %q does not decode: %v", link, canon, err)
		}
		if puzzle.LinkOf(again) != canon {
			t.Fatalf("%q: canonical link %q is not canonical: %q", link, canon, puzzle.LinkOf(again))
		}
		if !reflect.DeepEqual(p.NewState().Layout(), again.NewState().Layout()) {
			t.Fatalf("%q -> %q: the puzzle changed in the round trip", link, canon)
		}
		st := p.NewState()
		p.Check(st.Answer())
		st.Layout()
		if cols, rows := p.Size(); cols*rows > 36 {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		r, err := puzzle.Solve(ctx, p, 2)
		if err != nil {
			t.Fatalf("%q: %v", link, err)
		}
		if r.Answer == nil {
			return
		}
		solved, err := st.Apply(puzzle.SetAnswerMove + r.Answer.String())
		if err != nil {
			t.Fatalf("%q: the solver's answer does not go on the board: %v", link, err)
		}
		if v := p.Check(solved.Answer()); v != nil {
			t.Fatalf("%q: the board holding the solver's answer breaks a rule: %s", link, v[0].Msg)
		}
	})
}
