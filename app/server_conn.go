//go:build !(js && wasm)

package main

import (
	"net/http"
	"time"
)

// serverConfig bounds what one connection may cost the server. The audit
// behind it found only ReadHeaderTimeout set: an idle keep-alive
// connection, a slow reader of app.wasm and a slow request body each held
// a connection for as long as the client liked. They are fields so tests
// can use milliseconds; `pencilbox serve` uses defaultServerConfig.
type serverConfig struct {
	ReadHeaderTimeout time.Duration // request line and headers
	ReadTimeout       time.Duration // the whole request, body included
	IdleTimeout       time.Duration // a keep-alive connection between requests
	MaxHeaderBytes    int

	// A response is cut only when the client reads it slower than
	// MinWriteRate bytes per second, with WriteGrace to spare. There is no
	// flat WriteTimeout: app.wasm is several megabytes, and a phone on a
	// poor link (10 KB/s is 80 kbit/s) must still get it, however long it
	// takes.
	MinWriteRate int
	WriteGrace   time.Duration
}

var defaultServerConfig = serverConfig{
	ReadHeaderTimeout: 10 * time.Second,
	ReadTimeout:       30 * time.Second,
	IdleTimeout:       60 * time.Second,
	MaxHeaderBytes:    64 << 10,
	MinWriteRate:      10 << 10,
	WriteGrace:        10 * time.Second,
}

// newHTTPServer is the http.Server of `pencilbox serve`; the tests start
// theirs here too.
func newHTTPServer(h http.Handler, c serverConfig) *http.Server {
	return &http.Server{
		Handler:           paceWrites(h, c.MinWriteRate, c.WriteGrace),
		ReadHeaderTimeout: c.ReadHeaderTimeout,
		ReadTimeout:       c.ReadTimeout,
		IdleTimeout:       c.IdleTimeout,
		MaxHeaderBytes:    c.MaxHeaderBytes,
	}
}

// paceChunk is how much of a response goes out under one write deadline.
const paceChunk = 32 << 10

// paceWrites gives every response a write deadline that moves with the
// bytes sent: the n-th byte must be taken by the client within n/rate
// seconds (plus grace) of the first. A client reading at rate or faster is
// never cut; one reading slower falls further behind with every chunk and
// is cut once it is grace behind (at 5 KB/s, after about 20 s). Measuring
// from the first byte (not per chunk) is what keeps a trickle from
// renewing its deadline forever.
func paceWrites(next http.Handler, rate int, grace time.Duration) http.Handler {
	if rate <= 0 {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pw := &pacedWriter{ResponseWriter: w, rc: http.NewResponseController(w), rate: int64(rate), grace: grace}
		// A response without a body (304, HEAD, a redirect) still has its
		// headers to send; and a keep-alive connection must not carry the
		// previous response's deadline into this one.
		pw.deadline(time.Now().Add(grace))
		next.ServeHTTP(pw, r)
	})
}

type pacedWriter struct {
	http.ResponseWriter
	rc    *http.ResponseController
	rate  int64
	grace time.Duration
	start time.Time // first body byte
	sent  int64
}

// deadline sets the connection's write deadline; a ResponseWriter that
// cannot (a test recorder) is simply not paced.
func (p *pacedWriter) deadline(t time.Time) { p.rc.SetWriteDeadline(t) }

func (p *pacedWriter) WriteHeader(code int) {
	if p.start.IsZero() {
		// The handler may have waited (for a file's first compression):
		// the headers get their own grace from now.
		p.deadline(time.Now().Add(p.grace))
	}
	p.ResponseWriter.WriteHeader(code)
}

func (p *pacedWriter) Write(b []byte) (int, error) {
	if p.start.IsZero() {
		p.start = time.Now()
	}
	written := 0
	for len(b) > 0 {
		n := min(len(b), paceChunk)
		p.sent += int64(n)
		p.deadline(p.start.Add(p.grace + time.Duration(p.sent*int64(time.Second)/p.rate)))
		m, err := p.ResponseWriter.Write(b[:n])
		written += m
		if err != nil {
			return written, err
		}
		b = b[n:]
	}
	return written, nil
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (p *pacedWriter) Unwrap() http.ResponseWriter { return p.ResponseWriter }
