package nurikabe

// The wall check by contours. Whether wall cell x may turn white without
// cutting the wall is a question about x's orthogonal wall neighbours:
// do they stay joined without x? A breadth-first search from each of
// them answers it, but costs the area it floods, and on a 64x64 board
// the wall often joins round a long loop. The wall's edge is cheaper to
// walk than its area: take the edges between wall cells and white cells
// (the board's outside counts as white), wall joined through orthogonal
// steps and white through diagonal ones too, as in the rules. Those
// edges form closed contours, and a contour has one wall piece on one
// side and one white piece on the other. With x white, each wall
// neighbour w of x has the edge between w and x on the contour of w's
// piece round x's white piece, and that piece has only one contour
// round x's white piece (the wall cells of a piece that touch one white
// piece are joined along its edge). So two neighbours are joined exactly
// when one contour holds the edges of both, and walking the contours
// from every neighbour's edge, in turns, settles the question at the
// cost of the shorter walk: a walk that reaches another neighbour's edge
// joins the two; the walks of one piece that all reached a next
// neighbour's edge have gone round its whole contour, and if the piece
// lacks some neighbour, x cuts the wall.

// contourJoined says whether x's orthogonal wall neighbours stay joined
// with x left out, by walking the contours on the framed board.
func (a *annealer) contourJoined(x int) bool {
	w := a.cols + 2
	side := [4]int{-w, 1, w, -1} // clockwise from the top
	xf := a.framed(x)
	wall := a.wall
	wall[xf] = false
	defer func() { wall[xf] = true }()
	// A walk is at the edge on side s of wall cell c (white lies there);
	// walks are numbered by the side of x their neighbour is on.
	var cell, face [4]int
	var live [4]bool
	var set [4]int
	var ks [4]int // the sides of x with a wall neighbour
	n := 0
	for s := range 4 {
		set[s] = s
		if c := xf + side[s]; wall[c] {
			cell[s], face[s], live[s] = c, (s+2)&3, true
			ks[n] = s
			n++
		}
	}
	if n == 2 {
		return pairJoined(wall, &side, xf, cell[ks[0]], face[ks[0]], cell[ks[1]], face[ks[1]])
	}
	find := func(k int) int {
		for set[k] != k {
			k = set[k]
		}
		return k
	}
	groups := n
	for {
		for _, k := range ks[:n] {
			if !live[k] {
				continue
			}
			c, s := contourStep(wall, &side, cell[k], face[k])
			cell[k], face[k] = c, s
			if c+side[s] != xf {
				continue
			}
			// At a neighbour's edge: the walk from there goes on.
			live[k] = false
			if ra, rb := find(k), find((s+2)&3); ra != rb {
				set[ra] = rb
				groups--
				if groups == 1 {
					return true
				}
			}
			r := find(k)
			alive := false
			for _, j := range ks[:n] {
				if live[j] && find(j) == r {
					alive = true
					break
				}
			}
			if !alive {
				return false // a whole contour without every neighbour
			}
		}
	}
}

// pairJoined is contourJoined for two neighbours, the usual case, with
// both walks kept in registers: a walk that reaches the other's edge
// joins them, one back at its own edge went round a contour without the
// other.
func pairJoined(wall []bool, side *[4]int, xf, c0, s0, c1, s1 int) bool {
	start0 := c0
	for {
		c0, s0 = contourStep(wall, side, c0, s0)
		if c0+side[s0] == xf {
			return c0 != start0
		}
		c1, s1 = contourStep(wall, side, c1, s1)
		if c1+side[s1] == xf {
			return c1 == start0
		}
	}
}

// contourStep is one edge on along a contour, the wall on the right:
// turn right when a white cell is ahead, left into a wall cell ahead on
// the white side, else go straight on.
func contourStep(wall []bool, side *[4]int, c, s int) (int, int) {
	m := (s + 1) & 3
	ahead := c + side[m]
	if !wall[ahead] {
		return c, m
	}
	if turn := ahead + side[s]; wall[turn] {
		return turn, (s + 3) & 3
	}
	return ahead, s
}
