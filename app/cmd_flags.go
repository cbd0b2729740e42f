//go:build !(js && wasm)

package main

import (
	"flag"
	"fmt"
	"io"
)

// newFlags makes a flag set that reports to stderr and prints the
// subcommand's synopsis on -h.
func newFlags(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: pencilbox %s\n", synopsis)
		fs.PrintDefaults()
	}
	return fs
}
