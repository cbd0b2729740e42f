//go:build !(js && wasm)

package main

import (
	"context"
	"io"
	"os"
	"os/signal"

	"pencilbox/solver/meta/lab"
)

const labUsage = lab.Usage

// runLab is the solver lab's command line (solver/meta/lab): the J-POP
// experiment design over benchmark set files.
func runLab(args []string, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return lab.Command(ctx, args, stdout, stderr)
}
