//go:build !(js && wasm)

package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// shortConfig is defaultServerConfig scaled down so the slow-client tests
// take a second, not a minute.
var shortConfig = serverConfig{
	ReadHeaderTimeout: 300 * time.Millisecond,
	ReadTimeout:       300 * time.Millisecond,
	IdleTimeout:       300 * time.Millisecond,
	MaxHeaderBytes:    4 << 10,
	MinWriteRate:      1 << 20,
	WriteGrace:        300 * time.Millisecond,
}

// closedWithin reads from conn until the server closes it (EOF or reset),
// and fails unless that happens within d.
func closedWithin(t *testing.T, conn net.Conn, d time.Duration, what string) time.Duration {
	t.Helper()
	start := time.Now()
	conn.SetReadDeadline(start.Add(d))
	_, err := io.Copy(io.Discard, conn)
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		t.Fatalf("%s: the connection was still open after %v", what, d)
	}
	return time.Since(start)
}

func TestServerConfig(t *testing.T) {
	srv := newHTTPServer(http.NotFoundHandler(), defaultServerConfig)
	if srv.ReadHeaderTimeout != 10*time.Second || srv.ReadTimeout != 30*time.Second || srv.IdleTimeout != 60*time.Second ||
		srv.MaxHeaderBytes != 64<<10 || srv.WriteTimeout != 0 {
		t.Fatalf("serve's timeouts: %+v", srv)
	}
	if defaultServerConfig.MinWriteRate != 10<<10 {
		t.Fatalf("MinWriteRate %d", defaultServerConfig.MinWriteRate)
	}
}

// An idle keep-alive connection is closed after IdleTimeout.
func TestIdleConnectionClosed(t *testing.T) {
	_, addr := startSite(t, hostileRoot(t), shortConfig)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, "GET /web/styles.css HTTP/1.1\r\nHost: x\r\n\r\n")
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	if resp.StatusCode != http.StatusOK || resp.Close {
		t.Fatalf("%d, close %v: want a kept-alive 200", resp.StatusCode, resp.Close)
	}
	took := closedWithin(t, conn, 3*time.Second, "idle keep-alive")
	t.Logf("idle connection closed after %v (IdleTimeout %v)", took, shortConfig.IdleTimeout)
}

// Headers sent a line at a time are cut at ReadHeaderTimeout, a body
// trickled in at ReadTimeout, whatever the handler makes of them.
func TestSlowRequestCut(t *testing.T) {
	_, addr := startSite(t, hostileRoot(t), shortConfig)
	trickle := func(conn net.Conn, head string, every time.Duration, piece string) {
		io.WriteString(conn, head)
		go func() {
			for {
				time.Sleep(every)
				if _, err := io.WriteString(conn, piece); err != nil {
					return
				}
			}
		}()
	}
	for _, c := range []struct{ what, head, piece string }{
		{"slow headers", "GET / HTTP/1.1\r\nHost: x\r\n", "X-Slow: 1\r\n"},
		{"slow POST body", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n", "0123456789"},
		{"slow GET body", "GET /web/styles.css HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n", "0123456789"},
	} {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		trickle(conn, c.head, 50*time.Millisecond, c.piece)
		took := closedWithin(t, conn, 3*time.Second, c.what)
		conn.Close()
		t.Logf("%s: cut after %v", c.what, took)
	}
	// Headers past MaxHeaderBytes are refused.
	big := "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("a", 16<<10) + "\r\n\r\n"
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, big)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil || resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Fatalf("16 KB of headers: %v %v", resp, err)
	}
}

// socketBuffer bounds the kernel's buffers on both ends of the slow-reader
// test. Loopback buffers grow to megabytes, which would absorb a response
// on a slow client's behalf; much below the loopback MSS (64 KB) TCP
// stalls on its persist timer and even a fast reader crawls.
const socketBuffer = 128 << 10

type smallBuffers struct{ net.Listener }

func (l smallBuffers) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if tc, ok := c.(*net.TCPConn); ok {
		tc.SetWriteBuffer(socketBuffer)
	}
	return c, err
}

// A response is cut when the client reads slower than MinWriteRate, and
// only then: a reader at several times the rate gets all of a body that
// takes many grace periods to send.
func TestSlowReaderCutOnlyBelowRate(t *testing.T) {
	body := bytes.Repeat([]byte("pencilbox"), (4<<20)/9) // about 4 MB, 4 s at the rate
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", fmt.Sprint(len(body)))
		w.Write(body)
	})
	// A second of grace: a reader above the rate must not be cut by a
	// stall of the loaded test machine before it is ahead of schedule.
	c := shortConfig
	c.WriteGrace = time.Second
	addr := startServer(t, h, c, func(l net.Listener) net.Listener { return smallBuffers{l} })
	// fetch reads the body in pieces of 16 KB with a pause after each,
	// and returns how much arrived before the server gave up.
	fetch := func(pause time.Duration) (int, time.Duration, error) {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		conn.(*net.TCPConn).SetReadBuffer(socketBuffer)
		conn.SetDeadline(time.Now().Add(20 * time.Second))
		start := time.Now()
		io.WriteString(conn, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			return 0, time.Since(start), err
		}
		buf := make([]byte, 16<<10)
		n := 0
		for {
			m, err := io.ReadFull(resp.Body, buf)
			n += m
			if err != nil {
				if err == io.EOF || err == io.ErrUnexpectedEOF && n == len(body) {
					err = nil
				}
				return n, time.Since(start), err
			}
			time.Sleep(pause)
		}
	}
	// 16 KB per 4 ms is at most 4 MB/s (sleeps overrun under load; half
	// of that is still twice MinWriteRate).
	n, took, err := fetch(4 * time.Millisecond)
	if err != nil || n != len(body) {
		t.Fatalf("a reader above the rate got %d of %d bytes in %v: %v", n, len(body), took, err)
	}
	t.Logf("fast reader: %d bytes in %v (%.0f KB/s)", n, took, float64(n)/1024/took.Seconds())
	// 16 KB per 100 ms is 160 KB/s, a sixth of the rate.
	n, took, err = fetch(100 * time.Millisecond)
	if n == len(body) {
		t.Fatalf("a reader at a sixth of the rate got the whole body in %v", took)
	}
	if took > 8*time.Second {
		t.Errorf("the slow reader was cut only after %v", took)
	}
	t.Logf("slow reader: cut after %d bytes, %v (%v)", n, took, err)
}

// The pacing is on every response of the real server (not a handler the
// site might forget to wrap), and a ResponseWriter that cannot take a
// deadline (a test recorder) is served all the same.
func TestPaceWritesWithoutDeadlines(t *testing.T) {
	h := paceWrites(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write(bytes.Repeat([]byte("x"), 100<<10))
	}), 1, time.Millisecond)
	rec := &bufferedResponse{header: http.Header{}, code: http.StatusOK}
	h.ServeHTTP(rec, mustRequest("/"))
	if rec.body.Len() != 100<<10 {
		t.Fatalf("%d bytes", rec.body.Len())
	}
}
