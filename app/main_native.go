//go:build !(js && wasm)

// The native build of app/ is the pencilbox command: the server for the
// web app and the tools for setters and benchmarks. Each subcommand is a
// function of its arguments and output streams (cmd_*.go), so tests run
// them in-process.
package main

import (
	"fmt"
	"io"
	"os"
)

const usage = `usage: pencilbox <command> [arguments]

commands:
  serve [--addr 127.0.0.1:8000]     serve the web app (run from the repository root)
  static DIR                        write the app as a static site into DIR
  solve [--json] [--timeout D] LINK...
                                    solve puzzle links, settling uniqueness
  analyze [--json] [--timeout D] LINK...
                                    what a setter's editor shows: status, facts,
                                    differences or conflict, grade, steps, redundant clues
  generate GENRE [--json] [--size WxH] [--level L] [--any-level] [--seed S] [--count K] [--host URL]
                                    print links of new puzzles, one per line
  genres [--json]                   list the genres with their link ids, sizes and levels
  ` + renderSynopsis + `
                                    draw a puzzle (or its solution) as a print-friendly SVG or PNG
  ` + scaleSynopsis + `
                                    write the scale suite: large adversarial boards as set files
  ` + benchUsage + `
                                    run benchmark set files
  ` + labUsage + `
                                    the solver lab: J-POP experiments on set files
`

func main() {
	os.Exit(runCommand(os.Args[1:], os.Stdout, os.Stderr))
}

// commands are the subcommands by name.
var commands = map[string]func(args []string, stdout, stderr io.Writer) int{
	"serve":    runServe,
	"static":   runStatic,
	"solve":    runSolve,
	"analyze":  runAnalyze,
	"generate": runGenerate,
	"genres":   runGenres,
	"bench":    runBench,
	"lab":      runLab,
	"render":   runRender,
	"scale":    runScale,
}

// runCommand dispatches a subcommand and returns the exit status.
func runCommand(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "help", "-h", "--help", "-help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	if run, ok := commands[cmd]; ok {
		return run(rest, stdout, stderr)
	}
	fmt.Fprintf(stderr, "pencilbox: unknown command %q\n\n%s", cmd, usage)
	return 2
}
