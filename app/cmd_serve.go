//go:build !(js && wasm)

package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"pencilbox/solver/benchset"
)

// runServe serves the app from the current directory (the repository
// root: web/ holds the wasm builds). It prints "Pencilbox at URL" once the
// socket listens, with the real port when --addr asks for port 0.
func runServe(args []string, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return serve(ctx, args, stdout, stderr)
}

// serve runs the server until ctx ends.
func serve(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("serve", "serve [--addr 127.0.0.1:8000]", stderr)
	addr := fs.String("addr", "127.0.0.1:8000", "address to listen on (port 0 picks a free port)")
	if rest, err := benchset.ParseInterspersed(fs, args); err != nil || len(rest) > 0 {
		if err == nil {
			fmt.Fprintf(stderr, "pencilbox: serve takes no arguments, got %q\n", rest)
		}
		return 2
	}
	for _, f := range []string{"web/app.wasm", "web/worker.wasm"} {
		if _, err := os.Stat(f); err != nil {
			fmt.Fprintf(stderr, "pencilbox: warning: %s is missing (build it with `make wasm`, or use `make run`; serve runs from the repository root)\n", f)
		}
	}
	h, err := newAppHandler(".")
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "pencilbox: %v\n", err)
		return 1
	}
	srv := newServer(h)
	go srv.warm("/web/app.wasm", "/web/worker.wasm")
	fmt.Fprintf(stdout, "Pencilbox at %s\n", listenURL(ln.Addr()))

	server := &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- server.Serve(ln) }()
	select {
	case err := <-done:
		if !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintf(stderr, "pencilbox: %v\n", err)
			return 1
		}
	case <-ctx.Done():
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		server.Shutdown(shut)
	}
	return 0
}

// listenURL is the address a browser can open: an unspecified host
// (":8000", "0.0.0.0") becomes localhost.
func listenURL(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return "http://" + a.String() + "/"
	}
	if ip := net.ParseIP(host); ip == nil || ip.IsUnspecified() {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}
