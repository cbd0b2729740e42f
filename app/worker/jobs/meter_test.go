package jobs

import (
	"encoding/json"
	"testing"

	"pencilbox/app/protocol"
)

// The bar of a generation moves within an attempt, never goes back when
// the next attempt starts over, and is full only at the end.
func TestMeterMovesAndNeverGoesBack(t *testing.T) {
	var m meter
	reports := []struct {
		done, total  int
		phase, stage string
		attempt      int
	}{
		{0, 1, "attempt 1: carving", protocol.StageSolution, 1},
		{0, 40, "attempt 1: carving", protocol.StageClues, 1},
		{20, 40, "attempt 1: carving", protocol.StageClues, 1},
		{40, 40, "attempt 1: carving", protocol.StageGrading, 1},
		{0, 1, "attempt 2: carving", protocol.StageSolution, 2},
		{30, 40, "attempt 2: carving", protocol.StageClues, 2},
		{2, 60, "attempt 3: building", protocol.StageBuilding, 3},
		{60, 60, "done", protocol.StageDone, 0},
	}
	last := -1
	for i, r := range reports {
		p := m.step(r.done, r.total, r.phase)
		if p.Total != protocol.ProgressTotal || p.Done < last || p.Phase != r.stage {
			t.Fatalf("report %d %+v: got %+v after %d", i, r, p, last)
		}
		if i > 0 && i < len(reports)-1 && r.stage == protocol.StageClues && p.Done == last {
			t.Errorf("report %d: the bar did not move (%d)", i, p.Done)
		}
		if (p.Done == protocol.ProgressTotal) != (r.stage == protocol.StageDone) {
			t.Errorf("report %d: %d/%d", i, p.Done, p.Total)
		}
		if r.attempt > 0 {
			var s protocol.GenStep
			if err := json.Unmarshal(p.Data, &s); err != nil || s.Attempt != r.attempt {
				t.Errorf("report %d: data %s, want attempt %d", i, p.Data, r.attempt)
			}
		}
		last = p.Done
	}
}
