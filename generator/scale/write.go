package scale

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// Options of a suite run.
type Options struct {
	Seed  uint64
	Count int      // boards per class; 0 keeps each class's own count
	Only  []string // genres to build; empty for all
}

// Build makes the boards of every class (in order), leaving out classes
// whose size the genre refuses (reported in skipped). A construction
// failure is an error: the suite is all or nothing.
func Build(ctx context.Context, classes []Class, opt Options, progress func(Board)) (boards []Board, skipped []string, err error) {
	for i := range classes {
		c := &classes[i]
		if !wanted(c.Genre, opt.Only) {
			continue
		}
		if !Available(c.Genre) {
			skipped = append(skipped, fmt.Sprintf("%s %s %dx%d: genre not linked", c.Genre, c.Name, c.Cols, c.Rows))
			continue
		}
		count := c.Count
		if opt.Count > 0 {
			count = opt.Count
		}
		for k := range count {
			b, err := c.MakeBoard(ctx, opt.Seed, k)
			if errors.Is(err, ErrUnsupported) {
				skipped = append(skipped, fmt.Sprintf("%s %s %dx%d: %v", c.Genre, c.Name, c.Cols, c.Rows, err))
				break
			}
			if err != nil {
				return nil, skipped, err
			}
			boards = append(boards, b)
			if progress != nil {
				progress(b)
			}
		}
	}
	return boards, skipped, nil
}

func wanted(genre string, only []string) bool {
	if len(only) == 0 {
		return true
	}
	for _, g := range only {
		if g == genre {
			return true
		}
	}
	return false
}

// WriteDir writes the boards' set files under dir (dir/<genre>/<set>.txt)
// and returns their paths.
func WriteDir(dir string, boards []Board, header string) ([]string, error) {
	rel, texts := SetFiles(boards, header)
	var out []string
	for _, r := range rel {
		p := filepath.Join(dir, r)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return out, fmt.Errorf("scale: %w", err)
		}
		if err := os.WriteFile(p, []byte(texts[r]), 0o644); err != nil {
			return out, fmt.Errorf("scale: %w", err)
		}
		out = append(out, p)
	}
	return out, nil
}
