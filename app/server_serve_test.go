//go:build !(js && wasm)

package main

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// announced collects what serve prints and hands over its URL.
type announced struct {
	mu  sync.Mutex
	buf strings.Builder
	url chan string
}

func (a *announced) Write(p []byte) (int, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.buf.Write(p)
	if u, ok := strings.CutPrefix(a.buf.String(), "Pencilbox at "); ok && strings.HasSuffix(u, "\n") {
		select {
		case a.url <- strings.TrimSpace(u):
		default:
		}
	}
	return len(p), nil
}

func (a *announced) String() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.buf.String()
}

// startServe runs `pencilbox serve --addr 127.0.0.1:0 ARGS` in dir, the
// command's own code path, until the test ends, and returns its URL.
func startServe(t *testing.T, dir string, args ...string) string {
	t.Helper()
	t.Chdir(dir)
	ctx, cancel := context.WithCancel(context.Background())
	stdout := &announced{url: make(chan string, 1)}
	stderr := &announced{}
	done := make(chan int, 1)
	go func() { done <- serve(ctx, append([]string{"--addr", "127.0.0.1:0"}, args...), stdout, stderr) }()
	t.Cleanup(func() {
		cancel()
		<-done
	})
	select {
	case u := <-stdout.url:
		return u
	case code := <-done:
		done <- code
		t.Fatalf("serve exited with %d: %s", code, stderr)
	case <-time.After(30 * time.Second):
		t.Fatalf("serve announced no URL: %s %s", stdout, stderr)
	}
	return ""
}

// TestServeLoad: 2,000 requests for the page and a small file at
// concurrency 20 against `serve` itself, once over keep-alive connections
// and once with a connection per request; every one must succeed. The
// figures (BENCHMARKS.md, "Serving") are logged: go test -v -run TestServeLoad ./app
func TestServeLoad(t *testing.T) {
	url := startServe(t, hostileRoot(t))
	for _, keepAlive := range []bool{true, false} {
		name := map[bool]string{true: "keep-alive", false: "connection per request"}[keepAlive]
		t.Run(strings.ReplaceAll(name, " ", "-"), func(t *testing.T) {
			const total, workers = 2000, 20
			client := &http.Client{
				Timeout: 10 * time.Second,
				Transport: &http.Transport{
					MaxIdleConnsPerHost: workers,
					DisableKeepAlives:   !keepAlive,
					DisableCompression:  true, // ask and read as a browser does, below
				},
			}
			defer client.CloseIdleConnections()
			paths := []string{"", "?sudoku/4/4/1k3h4k2", "web/styles.css", "web/icons/icon.svg"}
			// Steady state: the first request for a file may wait for its
			// compression (serve compresses in the background at start).
			for _, p := range paths {
				if err := fetchOK(client, url+p); err != nil {
					t.Fatal(err)
				}
			}
			lat := make([]time.Duration, total)
			var next, failed atomic.Int64
			var firstErr atomic.Value
			var wg sync.WaitGroup
			start := time.Now()
			for range workers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for {
						i := next.Add(1) - 1
						if i >= total {
							return
						}
						t0 := time.Now()
						err := fetchOK(client, url+paths[i%int64(len(paths))])
						lat[i] = time.Since(t0)
						if err != nil {
							failed.Add(1)
							firstErr.CompareAndSwap(nil, err)
						}
					}
				}()
			}
			wg.Wait()
			elapsed := time.Since(start)
			if n := failed.Load(); n > 0 {
				t.Fatalf("%d of %d requests failed, the first: %v", n, total, firstErr.Load())
			}
			sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
			t.Logf("FIGURE serve %s: %d requests, concurrency %d, 0 errors, %.0f requests/s, p50 %v, p99 %v, max %v (GOMAXPROCS %d)",
				name, total, workers, float64(total)/elapsed.Seconds(),
				lat[total/2].Round(10*time.Microsecond), lat[total*99/100].Round(10*time.Microsecond),
				lat[total-1].Round(10*time.Microsecond), runtime.GOMAXPROCS(0))
		})
	}
}

// fetchOK GETs url as a browser would (br, gzip) and checks the answer is
// a complete 200.
func fetchOK(c *http.Client, url string) error {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Accept-Encoding", "br, gzip")
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	n, err := io.Copy(io.Discard, resp.Body)
	switch {
	case err != nil:
		return err
	case resp.StatusCode != http.StatusOK:
		return fmt.Errorf("%s: %s", url, resp.Status)
	case n == 0 || n != resp.ContentLength:
		return fmt.Errorf("%s: %d bytes, Content-Length %d", url, n, resp.ContentLength)
	}
	return nil
}

// selfSigned writes a certificate for 127.0.0.1 and its key, as mkcert or
// openssl would, and returns their paths and a pool trusting it.
func selfSigned(t *testing.T) (certFile, keyFile string, pool *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "pencilbox test"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		IPAddresses:  []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kder, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o644)
	os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kder}), 0o600)
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool = x509.NewCertPool()
	pool.AddCert(cert)
	return certFile, keyFile, pool
}

// serve --cert --key speaks HTTPS, HTTP/2 included, with the same
// answers and headers.
func TestServeHTTPS(t *testing.T) {
	certFile, keyFile, pool := selfSigned(t)
	url := startServe(t, hostileRoot(t), "--cert", certFile, "--key", keyFile)
	if !strings.HasPrefix(url, "https://127.0.0.1:") {
		t.Fatalf("serve announced %q", url)
	}
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{
		TLSClientConfig:   &tls.Config{RootCAs: pool},
		ForceAttemptHTTP2: true,
	}}
	defer client.CloseIdleConnections()
	for _, p := range []string{"", "web/app.wasm", "web/worker.js"} {
		if err := fetchOK(client, url+p); err != nil {
			t.Fatal(err)
		}
	}
	resp, err := client.Get(url + "web/%2e%2e/go.mod")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.ProtoMajor != 2 || resp.StatusCode != http.StatusNotFound || resp.Header.Get("Content-Security-Policy") == "" {
		t.Fatalf("%s %s %v", resp.Proto, resp.Status, resp.Header)
	}
}

// --cert and --key go together, and a bad pair is said plainly.
func TestServeFlags(t *testing.T) {
	certFile, keyFile, _ := selfSigned(t)
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"--cert", certFile}, 2, "--cert and --key go together"},
		{[]string{"--key", keyFile}, 2, "--cert and --key go together"},
		{[]string{"--cert", keyFile, "--key", certFile}, 1, "loading --cert"},
		{[]string{"--cert", filepath.Join(t.TempDir(), "none.pem"), "--key", keyFile}, 1, "none.pem"},
		{[]string{"extra"}, 2, "serve takes no arguments"},
	} {
		var stderr strings.Builder
		code := serve(context.Background(), append([]string{"--addr", "127.0.0.1:0"}, c.args...), io.Discard, &stderr)
		if code != c.code || !strings.Contains(stderr.String(), c.msg) {
			t.Errorf("serve %q: exit %d, %q; want %d with %q", c.args, code, stderr.String(), c.code, c.msg)
		}
	}
}
