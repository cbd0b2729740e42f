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

// parseArgs lets flags and positional arguments come in any order
// (`solve LINK --json` as well as `solve --json LINK`); "--" ends flags.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos, rest []string
	for i, a := range args {
		if a == "--" {
			args, rest = args[:i], args[i+1:]
			break
		}
	}
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return append(pos, rest...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}
