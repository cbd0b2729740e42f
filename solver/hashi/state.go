package hashi

import (
	"fmt"
	"strings"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// NoBridge is the play mark "no bridge here" on a potential bridge (the
// counts are 0, 1 and 2).
const NoBridge uint8 = 3

// State is an immutable play position: per potential bridge 0, 1, 2 or
// NoBridge. Apply copies; nothing writes into an existing State.
type State struct {
	P     *Puzzle
	Marks []uint8
}

// NewState is the board without bridges.
func (p *Puzzle) NewState() puzzle.State { return p.Start() }

// Start is NewState with the concrete type.
func (p *Puzzle) Start() *State { return &State{P: p, Marks: make([]uint8, len(p.Bridges))} }

// Answer is the bridges entered so far (a NoBridge mark is 0).
func (s *State) Answer() puzzle.Answer {
	count := make([]uint8, len(s.Marks))
	for b, m := range s.Marks {
		if m <= 2 {
			count[b] = m
		}
	}
	return Answer{P: s.P, Count: count}
}

// Apply understands these moves; cells are 0-based row,column of the two
// islands, in either order:
//
//	"Y1,X1-Y2,X2=K"  K bridges (0, 1 or 2) between the two islands
//	"Y1,X1-Y2,X2=x"  mark "no bridge" between them
//	"Y1,X1-Y2,X2~1"  cycle the bridges 0 -> 1 -> 2 -> 0 (a no-bridge mark
//	                 counts as 0): what a drag or a tap on a bridge does
//	"Y1,X1-Y2,X2~x"  toggle the no-bridge mark
//	"=TEXT"          put a whole answer (String form) on the board
//
// Several bridge moves joined by ';' are one step; the step fails as a
// whole if any part fails.
func (s *State) Apply(move string) (puzzle.State, error) {
	if text, ok := strings.CutPrefix(move, puzzle.SetAnswerMove); ok {
		a, err := s.P.ParseAnswer(text)
		if err != nil {
			return nil, err
		}
		return &State{P: s.P, Marks: append([]uint8(nil), a.(Answer).Count...)}, nil
	}
	ns := &State{P: s.P, Marks: append([]uint8(nil), s.Marks...)}
	for _, part := range strings.Split(move, ";") {
		b, k, err := s.P.parseBridge(part)
		if err != nil {
			return nil, err
		}
		op := part[len(part)-2]
		switch {
		case op == '=':
			ns.Marks[b] = uint8(k)
		case k == 3:
			if ns.Marks[b] == NoBridge {
				ns.Marks[b] = 0
			} else {
				ns.Marks[b] = NoBridge
			}
		case k == 1:
			ns.Marks[b] = (ns.Marks[b]%NoBridge + 1) % 3
		default:
			return nil, fmt.Errorf("hashi: %q: '~' cycles with 1 or toggles with x", urlcodec.Clip(part))
		}
	}
	return ns, nil
}

// Layout draws islands as circles with their numbers, bridges as lines
// from island to island (Value = count) and no-bridge marks as crosses
// halfway between the islands.
func (s *State) Layout() puzzle.Display {
	p := s.P
	d := puzzle.Display{Cols: p.G.Cols, Rows: p.G.Rows}
	for b, m := range s.Marks {
		br := p.Bridges[b]
		switch {
		case m == NoBridge:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Cross, At: p.midpoint(b)})
		case m > 0:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Line, At: p.G.CellPoint(p.Islands[br.A]), To: p.G.CellPoint(p.Islands[br.B]), Value: int(m)})
		}
	}
	built := make([]int, len(p.Islands)) // bridges at each island
	for b, m := range s.Marks {
		if m > 0 && m != NoBridge {
			built[p.Bridges[b].A] += int(m)
			built[p.Bridges[b].B] += int(m)
		}
	}
	for i, c := range p.Islands {
		at := p.G.CellPoint(c)
		met := p.Clues[c] != urlcodec.Unknown && built[i] == p.Clues[c]
		d.Items = append(d.Items,
			puzzle.Item{Kind: puzzle.Circle, At: at, Met: met},
			puzzle.Item{Kind: puzzle.Clue, At: at, Text: clueText(p.Clues[c]), Value: p.Clues[c], Met: met})
	}
	return d
}
