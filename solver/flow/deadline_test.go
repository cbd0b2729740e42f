package flow

import (
	"context"
	"strconv"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

// deadlineBoards are 64x64 boards of both rule sets: plain ones a solver
// settles at once and mangled ones (few, far pairs; U-shaped lines that
// only exist touching themselves; a broken pattern) whose search is huge.
// Each must end near its ctx deadline with a clean status: under js/wasm
// a busy loop never lets the context timer fire, so this fails when a
// loop trusts ctx.Err alone.
func deadlineBoards(t *testing.T) map[string]*Puzzle {
	const n = 64
	mk := func(rules Rules, set func(nums []int)) *Puzzle {
		nums := make([]int, n*n)
		set(nums)
		labels := map[int]string{}
		for _, v := range nums {
			if v > 0 {
				labels[v] = strconv.Itoa(v)
			}
		}
		p, err := New(n, n, rules, nums, labels)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	rows := func(k int) func([]int) { // one line per row (the first k rows)
		return func(nums []int) {
			for r := 0; r < k; r++ {
				nums[r*n], nums[r*n+n-1] = r+1, r+1
			}
		}
	}
	bands := func(nums []int) { // U-shaped lines two rows high
		for i := 0; i < n/2; i++ {
			nums[2*i*n], nums[(2*i+1)*n] = i+1, i+1
		}
	}
	sparse := func(nums []int) { // five pairs far apart
		for i := 0; i < 5; i++ {
			nums[(7+11*i)*n+3+i*5], nums[(60-9*i)*n+58-i*7] = i+1, i+1
		}
	}
	mangled := func(nums []int) { // rows, with every third pair's ends swapped across
		rows(n - 1)(nums)
		for r := 0; r+3 < n-1; r += 3 {
			nums[r*n+n-1], nums[(r+3)*n+n-1] = nums[(r+3)*n+n-1], nums[r*n+n-1]
		}
	}
	b := map[string]*Puzzle{}
	for _, rs := range []Rules{FlowFree, Numberlink} {
		name := rs.String()
		b[name+"/rows64"] = mk(rs, rows(n))
		b[name+"/rows63"] = mk(rs, rows(n-1))
		b[name+"/bands"] = mk(rs, bands)
		b[name+"/sparse"] = mk(rs, sparse)
		b[name+"/mangled"] = mk(rs, mangled)
	}
	return b
}

func TestDeadline64(t *testing.T) {
	// The slack catches loops that ignore the deadline (they ran minutes
	// past it); a single gophersat call that started before the deadline
	// cannot be interrupted and runs its length, which under a loaded
	// 2-core CI machine was 3.2 s in WASM (numberlink/rows64, limit 2).
	limit := 2 * time.Second
	slack := 10 * time.Second
	if testing.Short() {
		limit = time.Second
	}
	for name, p := range deadlineBoards(t) {
		for _, solveLimit := range []int{1, 2} {
			ctx, cancel := context.WithTimeout(context.Background(), limit)
			start := time.Now()
			r := p.Solve(ctx, solveLimit)
			el := time.Since(start)
			cancel()
			t.Logf("%s limit %d: %v in %v (%d nodes)", name, solveLimit, r.Status, el.Round(time.Millisecond), r.Nodes)
			if el > limit+slack {
				t.Errorf("%s limit %d: ran %v past a %v deadline", name, solveLimit, el-limit, limit)
			}
			switch r.Status {
			case puzzle.Found, puzzle.Unique, puzzle.Multiple:
				if r.Answer == nil {
					t.Errorf("%s: status %v without an answer", name, r.Status)
				} else if v := p.Check(r.Answer); len(v) > 0 {
					t.Errorf("%s: answer breaks a rule: %v", name, v[0])
				}
			case puzzle.Unknown, puzzle.None:
			default:
				t.Errorf("%s: status %v", name, r.Status)
			}
		}
	}
}
