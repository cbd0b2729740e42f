//go:build !(js && wasm)

package main

import (
	"context"
	"io"
	"os"
	"os/signal"

	"pencilbox/solver/benchset"
)

const benchUsage = benchset.Usage

// runBench is benchset.Command, the same code app/benchwasm runs under
// node, so native and WASM figures share one output format.
func runBench(args []string, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return benchset.Command(ctx, args, stdout, stderr)
}
