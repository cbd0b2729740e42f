package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

// FuzzRestoreSave: whatever moves sit in a genre's saved-progress entry (a
// corrupted or hand-edited localStorage value, or a save from another
// version), loading it restores a valid position: no move decoder of any
// genre panics, loading repairs the save so every move it keeps replays
// (Restore then drops nothing), the position is within the kept moves and
// replays to the same board, and that board lays out and checks. The
// fuzzer varies the genre (an index among the registered ones, on its
// example puzzle), the moves (one per line, so mutations reach the move
// syntax rather than the JSON around it) and the position. Seeds: a real
// save per genre (its facts as moves, then its solution as one "=" move)
// in code, malformed ones in testdata/fuzz/FuzzRestoreSave.
func FuzzRestoreSave(f *testing.F) {
	names := puzzle.Names()
	for i, name := range names {
		p := examplePuzzle(f, name)
		moves := []string{}
		if ff, ok := p.(puzzle.FactFinder); ok {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			facts, _ := ff.Facts(ctx)
			cancel()
			for _, fa := range facts[:min(len(facts), 4)] {
				moves = append(moves, fa.Move)
			}
		}
		r, err := puzzle.Solve(context.Background(), p, 1)
		if err != nil || r.Answer == nil {
			f.Fatalf("%s example: no answer to seed with (%v)", name, err)
		}
		moves = append(moves, puzzle.SetAnswerMove+r.Answer.String())
		f.Add(uint8(i), strings.Join(moves, "\n"), len(moves))
	}
	f.Fuzz(func(t *testing.T, genre uint8, moves string, pos int) {
		name := names[int(genre)%len(names)]
		p := examplePuzzle(t, name)
		const link = "fuzz"
		raw, err := json.Marshal(Progress{Moves: strings.Split(moves, "\n"), Pos: pos, MS: 1000})
		if err != nil {
			t.Fatal(err)
		}
		st := mapStore{ProgressKey(link): string(raw)}
		save := NewSaves(st).Load(link, p.NewState())
		if save.Keep || save.Pos < 0 || save.Pos > len(save.Moves) {
			t.Fatalf("%s: loaded position %d of %d moves (keep %v)", name, save.Pos, len(save.Moves), save.Keep)
		}
		// Loading repairs: every kept move applies, so Restore drops nothing.
		h, cur, dropped := Restore(p.NewState(), save.Moves, save.Pos)
		if dropped || h.Pos != save.Pos || len(h.Moves) != len(save.Moves) {
			t.Fatalf("%s: the repaired save still loses moves on restore (%d of %d kept, pos %d of %d)", name, len(h.Moves), len(save.Moves), h.Pos, save.Pos)
		}
		again, err := Replay(p.NewState(), h.Moves[:h.Pos])
		if err != nil {
			t.Fatalf("%s: the kept moves do not replay: %v", name, err)
		}
		if again.Answer().String() != cur.Answer().String() {
			t.Fatalf("%s: replaying the kept moves gives another board", name)
		}
		cur.Layout()
		p.Check(cur.Answer())
	})
}

// examplePuzzle decodes a genre's example.
func examplePuzzle(t testing.TB, name string) puzzle.Puzzle {
	t.Helper()
	g, ok := puzzle.ByName(name)
	if !ok {
		t.Fatalf("genre %q not registered", name)
	}
	p, err := puzzle.Decode(g.Example())
	if err != nil {
		t.Fatalf("%s example: %v", name, err)
	}
	return p
}
