//go:build !(js && wasm)

package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"time"

	"pencilbox/solver/benchset"
)

// linkCommand is what solve and analyze share: flags --json and --timeout,
// links as arguments, one record per link (a JSON line, or a text block
// opened by "link <link>" when there are several, "error <message>" for a
// link that failed) and the worst exit status over the links.
type linkCommand struct {
	fs      *flag.FlagSet
	asJSON  *bool
	timeout *time.Duration
}

func newLinkCommand(name, synopsis, jsonHelp, timeoutHelp string, stderr io.Writer) *linkCommand {
	fs := newFlags(name, synopsis, stderr)
	usage := fs.Usage
	fs.Usage = func() { usage(); fmt.Fprint(stderr, benchset.ExitCodesHelp) }
	return &linkCommand{
		fs:      fs,
		asJSON:  fs.Bool("json", false, jsonHelp),
		timeout: fs.Duration("timeout", 60*time.Second, timeoutHelp),
	}
}

// runLinks parses args and runs do on each link. do returns the record
// (JSON-encoded as it is), its error message ("" when none) and its exit
// status; text writes a record without error in the text form.
func runLinks[R any](c *linkCommand, args []string, stdout io.Writer, do func(link string) (R, string, int), text func(io.Writer, R)) int {
	links, err := benchset.ParseInterspersed(c.fs, args)
	if err != nil {
		return benchset.ExitInvalid
	}
	if len(links) == 0 {
		c.fs.Usage()
		return benchset.ExitInvalid
	}
	status := benchset.ExitSettled
	enc := json.NewEncoder(stdout)
	for _, link := range links {
		rec, msg, code := do(link)
		status = benchset.WorseExit(status, code)
		if *c.asJSON {
			enc.Encode(rec)
			continue
		}
		if len(links) > 1 {
			fmt.Fprintf(stdout, "link %s\n", link)
		}
		if msg != "" {
			fmt.Fprintf(stdout, "error %s\n\n", msg)
			continue
		}
		text(stdout, rec)
		fmt.Fprintln(stdout)
	}
	return status
}
