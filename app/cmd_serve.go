//go:build !(js && wasm)

package main

import (
	"context"
	"crypto/tls"
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

// serve runs the server until ctx ends. With --cert and --key it speaks
// HTTPS (and HTTP/2): a phone installs the app (a PWA needs a secure
// context) only from https:// or from localhost, so serving to other
// devices on a LAN needs a certificate they trust.
func serve(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("serve", "serve [--addr 127.0.0.1:8000] [--cert FILE --key FILE]", stderr)
	addr := fs.String("addr", "127.0.0.1:8000", "address to listen on (port 0 picks a free port)")
	certFile := fs.String("cert", "", "TLS certificate (PEM) to serve HTTPS with; needs --key")
	keyFile := fs.String("key", "", "TLS private key (PEM) of --cert")
	if rest, err := benchset.ParseInterspersed(fs, args); err != nil || len(rest) > 0 {
		if err == nil {
			fmt.Fprintf(stderr, "pencilbox: serve takes no arguments, got %q\n", rest)
		}
		return 2
	}
	if (*certFile == "") != (*keyFile == "") {
		fmt.Fprintln(stderr, "pencilbox: --cert and --key go together: give both to serve HTTPS, or neither for HTTP")
		return 2
	}
	var tlsConfig *tls.Config
	if *certFile != "" {
		pair, err := tls.LoadX509KeyPair(*certFile, *keyFile)
		if err != nil {
			fmt.Fprintf(stderr, "pencilbox: loading --cert %s and --key %s: %v\n", *certFile, *keyFile, err)
			return 1
		}
		tlsConfig = &tls.Config{Certificates: []tls.Certificate{pair}, MinVersion: tls.VersionTLS12}
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
	s, err := newSite(".", h)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "pencilbox: %v\n", err)
		return 1
	}
	go s.warm()

	server := newHTTPServer(s, defaultServerConfig)
	server.TLSConfig = tlsConfig
	done := make(chan error, 1)
	go func() {
		if tlsConfig != nil {
			done <- server.ServeTLS(ln, "", "")
		} else {
			done <- server.Serve(ln)
		}
	}()
	fmt.Fprintf(stdout, "Pencilbox at %s\n", listenURL(ln.Addr(), tlsConfig != nil))
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
func listenURL(a net.Addr, https bool) string {
	scheme := "http://"
	if https {
		scheme = "https://"
	}
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return scheme + a.String() + "/"
	}
	if ip := net.ParseIP(host); ip == nil || ip.IsUnspecified() {
		host = "localhost"
	}
	return scheme + net.JoinHostPort(host, port) + "/"
}
