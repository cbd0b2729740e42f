//go:build !(js && wasm)

package e2e

// The harness is shared by every test: one `pencilbox serve` process and one
// Chromium process for the whole package (starting Chromium costs about a
// second, building the server much more), while every test opens its own
// browser context (a fresh incognito-like profile: empty HTTP cache, local
// storage and service workers), so tests cannot see each other's state.
// Tests that must stop a server (offline) or serve something else (static
// site) start their own.

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// browserNames are the commands looked up on PATH, in order: Debian's
// chromium (what `make test` installs when none is there), then the other
// names Chromium and Chrome go by.
var browserNames = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"}

// chromiumPath is the first browser found, "" when there is none.
var chromiumPath = func() string {
	for _, name := range browserNames {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}()

// env is what TestMain prepared; skip is set instead when the package cannot
// run here (no WASM builds, no Chromium) and the run is not required.
var env struct {
	skip    string // non-empty: every test skips with this reason
	root    string // repository root (holds go.mod, web/, index.html)
	bin     string // the built pencilbox command
	server  *server
	browser context.Context // chromedp context owning the Chromium process
	tmp     string          // scratch directory removed at the end
}

func TestMain(m *testing.M) {
	os.Exit(runMain(m))
}

func runMain(m *testing.M) int {
	required := os.Getenv("PENCILBOX_E2E_REQUIRED") != ""
	// missing reports an unusable environment: a skip normally, a failure
	// when the Makefile said the prerequisites were built.
	missing := func(reason string) int {
		if required {
			fmt.Fprintf(os.Stderr, "e2e: FAIL: %s (PENCILBOX_E2E_REQUIRED is set)\n", reason)
			return 1
		}
		env.skip = reason + " (run `make test`, which builds it, or set PENCILBOX_E2E_REQUIRED=1 to make this an error)"
		fmt.Fprintf(os.Stderr, "e2e: skipping: %s\n", env.skip)
		return m.Run()
	}

	root, err := findRoot()
	if err != nil {
		return missing(err.Error())
	}
	env.root = root
	for _, f := range []string{"web/app.wasm", "web/worker.wasm"} {
		if _, err := os.Stat(filepath.Join(root, f)); err != nil {
			return missing(fmt.Sprintf("%s is missing in %s", f, root))
		}
	}
	if chromiumPath == "" {
		return missing("no Chromium or Chrome on PATH (" + strings.Join(browserNames, ", ") + "; make test installs chromium)")
	}

	tmp, err := os.MkdirTemp("", "pencilbox-e2e-")
	if err != nil {
		fmt.Fprintf(os.Stderr, "e2e: %v\n", err)
		return 1
	}
	env.tmp = tmp
	defer os.RemoveAll(tmp)

	env.bin = filepath.Join(tmp, "pencilbox")
	if err := buildServer(env.bin); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: FAIL: %v\n", err)
		return 1
	}
	srv, err := startServer(env.bin, root)
	if err != nil {
		fmt.Fprintf(os.Stderr, "e2e: FAIL: %v\n", err)
		return 1
	}
	env.server = srv
	defer srv.stop()

	browser, stopBrowser, err := startBrowser()
	if err != nil {
		// A Chromium that printed no DevTools address within chromedp's
		// 20 s once failed a whole CI run on an idle machine; a second
		// start is cheap beside that.
		fmt.Fprintf(os.Stderr, "e2e: %v; starting Chromium again\n", err)
		browser, stopBrowser, err = startBrowser()
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "e2e: FAIL: %v\n", err)
		return 1
	}
	env.browser = browser
	defer stopBrowser()

	return m.Run()
}

// findRoot is the nearest directory above the working directory holding
// go.mod (go test runs in app/e2e): the checkout whose build is tested.
func findRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = parent
	}
}

func buildServer(out string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", "build", "-o", out, "./app")
	cmd.Dir = env.root
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build ./app: %v\n%s", err, b)
	}
	return nil
}

// server is one running `pencilbox serve` (or any command printing the
// pinned "Pencilbox at URL" line).
type server struct {
	cmd  *exec.Cmd
	url  string // with trailing slash, e.g. http://127.0.0.1:41234/
	done chan struct{}
	mu   sync.Mutex
	log  strings.Builder // everything it printed, for failure messages
}

// startServer runs `bin serve --addr 127.0.0.1:0` in dir and waits (20 s at
// most) for the line announcing the URL.
func startServer(bin, dir string) (*server, error) {
	s := &server{done: make(chan struct{})}
	s.cmd = exec.Command(bin, "serve", "--addr", "127.0.0.1:0")
	s.cmd.Dir = dir
	stdout, err := s.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	s.cmd.Stderr = &lockedWriter{s}
	if err := s.cmd.Start(); err != nil {
		return nil, fmt.Errorf("start pencilbox serve: %v", err)
	}
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			line := sc.Text()
			s.mu.Lock()
			s.log.WriteString(line + "\n")
			s.mu.Unlock()
			if rest, ok := strings.CutPrefix(line, "Pencilbox at "); ok {
				select {
				case urls <- strings.TrimSpace(rest):
				default:
				}
			}
		}
		io.Copy(io.Discard, stdout)
	}()
	go func() {
		s.cmd.Wait()
		close(s.done)
	}()
	select {
	case u := <-urls:
		if !strings.HasSuffix(u, "/") {
			u += "/"
		}
		s.url = u
		return s, nil
	case <-s.done:
		return nil, fmt.Errorf("pencilbox serve exited before announcing its URL; output:\n%s", s.output())
	case <-time.After(20 * time.Second):
		s.stop()
		return nil, fmt.Errorf("pencilbox serve printed no `Pencilbox at http://...` line within 20 s; output:\n%s", s.output())
	}
}

type lockedWriter struct{ s *server }

func (w *lockedWriter) Write(p []byte) (int, error) {
	w.s.mu.Lock()
	defer w.s.mu.Unlock()
	return w.s.log.Write(p)
}

func (s *server) output() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.log.String()
}

// stop kills the server (our own child, by its pid) and waits for it.
func (s *server) stop() {
	if s.cmd.Process != nil {
		s.cmd.Process.Kill()
	}
	select {
	case <-s.done:
	case <-time.After(5 * time.Second):
	}
}

// startBrowser launches the one headless Chromium of the run with the flags
// TOOLCHAIN.md lists. The user-data dir comes from os.MkdirTemp rather than
// t.TempDir because Chromium's child processes still write there while the
// browser shuts down; it is removed only after chromedp.Cancel returned.
func startBrowser() (context.Context, func(), error) {
	userData, err := os.MkdirTemp("", "pencilbox-e2e-chromium-")
	if err != nil {
		return nil, nil, err
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromiumPath),
		chromedp.UserDataDir(userData),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		// Tabs of one browser run side by side; none may be throttled as
		// hidden while another is in front.
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.WindowSize(1280, 900),
	}
	allocCtx, allocCancel := chromedp.NewExecAllocator(context.Background(), opts...)
	browser, browserCancel := chromedp.NewContext(allocCtx)
	stop := func() {
		ctx, cancel := context.WithTimeout(browser, 10*time.Second)
		chromedp.Cancel(ctx)
		cancel()
		browserCancel()
		allocCancel()
		os.RemoveAll(userData)
	}
	// The first Run starts Chromium and ties its life to the context it is
	// given, so it gets browser itself (a derived context with a timeout
	// would kill the browser when the timeout is released); the start-up is
	// bounded from outside instead.
	started := make(chan error, 1)
	go func() { started <- chromedp.Run(browser) }()
	select {
	case err := <-started:
		if err != nil {
			stop()
			return nil, nil, fmt.Errorf("start %s: %v", chromiumPath, err)
		}
	case <-time.After(30 * time.Second):
		stop()
		return nil, nil, fmt.Errorf("start %s: no DevTools connection within 30 s", chromiumPath)
	}
	return browser, stop, nil
}

// needEnv skips the test when TestMain found no usable environment.
func needEnv(t *testing.T) {
	t.Helper()
	declareInputs.Do(declare)
	if env.skip != "" {
		t.Skip(env.skip)
	}
}

var declareInputs sync.Once

// declare reads, from inside a test, the environment variables and the
// files the browser run depends on. go test caches a package's result keyed
// on what the test process itself consulted while tests ran; TestMain's own
// look-ups happen before that logging starts, and the server and Chromium
// read the app in other processes, so without this a changed app.wasm or UI
// source would be answered with a stale "(cached)" pass.
func declare() {
	os.Getenv("PENCILBOX_E2E_REQUIRED")
	if chromiumPath != "" {
		os.Stat(chromiumPath)
	}
	if env.root == "" {
		return
	}
	for _, f := range []string{"go.mod", "go.sum", "index.html"} {
		os.Stat(filepath.Join(env.root, f))
	}
	for _, dir := range []string{"app", "web", "solver", "generator", "assets"} {
		filepath.WalkDir(filepath.Join(env.root, dir), func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				os.Stat(path)
			}
			return nil
		})
	}
}

// tab is one page with a deadline.
type tab struct {
	t   *testing.T
	ctx context.Context
	mu  sync.Mutex
	log []string // console output and exceptions, dumped on failure
}

// newTab opens a tab on the app's server as a returning visitor would:
// the app installed (its service worker and the files it cached stay from
// earlier tests, as do the HTTP cache and V8's compiled code), but none of
// the site's data (local storage, IndexedDB, cookies). A fresh browser
// context per test installed the service worker anew every time, which
// fetched and stored all of the app's files and compiled app.wasm from
// scratch: five loads of a Sudoku took 30-38 CPU s that way and 7-15 CPU s
// this way (wall 2.7 s -> 1.0 s each), and page loads were most of the
// suite's time. A first visit is what newFreshTab is for. Tests run one at
// a time, so clearing the data before each tab isolates them as well.
// Everything run on the tab stops at the deadline; it is closed at cleanup.
func newTab(t *testing.T, timeout time.Duration) *tab {
	t.Helper()
	needEnv(t)
	ctx, cancel := context.WithTimeout(env.browser, 10*time.Second)
	defer cancel()
	tid, err := target.CreateTarget("about:blank").WithNewWindow(true).Do(browserExec(ctx))
	if err != nil {
		t.Fatalf("e2e: open a browser tab: %v", err)
	}
	tb := attachTab(t, timeout, tid, func() {
		ctx, cancel := context.WithTimeout(env.browser, 5*time.Second)
		defer cancel()
		target.CloseTarget(tid).Do(browserExec(ctx))
	})
	// Chromium answers this on a page's session, not the browser's.
	origin := strings.TrimSuffix(env.server.url, "/")
	tb.run("clear the site's data", chromedp.ActionFunc(func(ctx context.Context) error {
		return storage.ClearDataForOrigin(origin, siteData).Do(ctx)
	}))
	return tb
}

// siteData is what newTab clears: what a page stores, not what the
// service worker keeps of the app.
const siteData = "cookies,file_systems,indexeddb,local_storage,websql"

// newFreshTab opens a tab in a fresh browser context, with nothing cached:
// for tests about a first visit's cost or a server of their own. It is
// closed (context disposed) at cleanup.
func newFreshTab(t *testing.T, timeout time.Duration) *tab {
	t.Helper()
	needEnv(t)
	// chromedp.WithNewBrowserContext creates the tab without a window,
	// which this Chromium refuses ("Failed to open new tab - no browser is
	// open"), so the context and its first window are made here.
	bctx, tid, err := newBrowserContext()
	if err != nil {
		t.Fatalf("e2e: open a browser context: %v", err)
	}
	return attachTab(t, timeout, tid, func() { disposeBrowserContext(bctx) })
}

// attachTab drives target tid until the deadline; closeTab runs at
// cleanup. When the test failed, the page's console output is logged.
func attachTab(t *testing.T, timeout time.Duration, tid target.ID, closeTab func()) *tab {
	t.Helper()
	dctx, dcancel := context.WithTimeout(env.browser, timeout)
	ctx, cancel := chromedp.NewContext(dctx, chromedp.WithTargetID(tid))
	tb := &tab{t: t, ctx: ctx}
	chromedp.ListenTarget(ctx, tb.onEvent)
	t.Cleanup(func() {
		cancel()
		dcancel()
		closeTab()
		if t.Failed() {
			tb.mu.Lock()
			defer tb.mu.Unlock()
			if len(tb.log) > 0 {
				t.Logf("browser console:\n  %s", strings.Join(tb.log, "\n  "))
			}
		}
	})
	if err := chromedp.Run(ctx); err != nil {
		t.Fatalf("e2e: open a browser tab: %v", err)
	}
	return tb
}

// browserExec runs browser-level commands (not tied to a tab).
func browserExec(ctx context.Context) context.Context {
	return cdp.WithExecutor(ctx, chromedp.FromContext(env.browser).Browser)
}

func newBrowserContext() (cdp.BrowserContextID, target.ID, error) {
	ctx, cancel := context.WithTimeout(env.browser, 10*time.Second)
	defer cancel()
	id, err := target.CreateBrowserContext().WithDisposeOnDetach(true).Do(browserExec(ctx))
	if err != nil {
		return "", "", err
	}
	tid, err := target.CreateTarget("about:blank").WithBrowserContextID(id).WithNewWindow(true).Do(browserExec(ctx))
	if err != nil {
		disposeBrowserContext(id)
		return "", "", err
	}
	return id, tid, nil
}

func disposeBrowserContext(id cdp.BrowserContextID) {
	ctx, cancel := context.WithTimeout(env.browser, 5*time.Second)
	defer cancel()
	target.DisposeBrowserContext(id).Do(browserExec(ctx))
}

func (tb *tab) onEvent(ev any) {
	var line string
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var parts []string
		for _, a := range ev.Args {
			if a.Value != nil {
				parts = append(parts, strings.Trim(string(a.Value), `"`))
			} else {
				parts = append(parts, a.Description)
			}
		}
		line = string(ev.Type) + ": " + strings.Join(parts, " ")
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		line = "exception: " + d.Text
		if d.Exception != nil {
			line += " " + d.Exception.Description
		}
	default:
		return
	}
	if len(line) > 600 {
		line = line[:600] + "..."
	}
	tb.mu.Lock()
	tb.log = append(tb.log, line)
	tb.mu.Unlock()
}

// consoleLines returns the console lines seen so far.
func (tb *tab) consoleLines() []string {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return append([]string(nil), tb.log...)
}

// crashes lists console lines that show the Go runtime died (a panic in the
// UI or an uncaught exception); "no crash" means none.
func (tb *tab) crashes() []string {
	var out []string
	for _, l := range tb.consoleLines() {
		low := strings.ToLower(l)
		if strings.Contains(low, "panic:") || strings.Contains(low, "fatal error:") ||
			strings.Contains(low, "go program has already exited") || strings.HasPrefix(low, "exception:") {
			out = append(out, l)
		}
	}
	return out
}

// run runs actions and fails the test with what was being done.
func (tb *tab) run(what string, actions ...chromedp.Action) {
	tb.t.Helper()
	if err := chromedp.Run(tb.ctx, actions...); err != nil {
		tb.t.Fatalf("e2e: %s: %v", what, err)
	}
}

// eval evaluates a JS expression (promises awaited) into res.
func (tb *tab) eval(expr string, res any) error {
	return chromedp.Run(tb.ctx, chromedp.Evaluate(expr, res, awaitPromise))
}

func awaitPromise(p *runtime.EvaluateParams) *runtime.EvaluateParams {
	return p.WithAwaitPromise(true)
}

// waitJS polls a JS expression until it gives a truthy value (stored in res)
// or d passes; the error says what was awaited.
func (tb *tab) waitJS(what, expr string, d time.Duration, res any) error {
	deadline := time.Now().Add(d)
	var last any
	for {
		var raw []byte
		var v any
		err := chromedp.Run(tb.ctx, chromedp.Evaluate(expr, &raw, awaitPromise))
		if err == nil && len(raw) > 0 { // empty: undefined
			err = json.Unmarshal(raw, &v)
		}
		if err == nil && truthy(v) {
			if res != nil {
				return json.Unmarshal(raw, res)
			}
			return nil
		}
		if err != nil {
			last = err
		} else {
			last = v
		}
		if tb.ctx.Err() != nil {
			return fmt.Errorf("waiting for %s: %v (last value %v)", what, tb.ctx.Err(), last)
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("waiting for %s: not within %v (last value %v)", what, d, last)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func truthy(v any) bool {
	switch v := v.(type) {
	case nil:
		return false
	case bool:
		return v
	case string:
		return v != ""
	case float64:
		return v != 0
	}
	return true
}

// must fails the test on err.
func (tb *tab) must(err error) {
	tb.t.Helper()
	if err != nil {
		tb.t.Fatalf("e2e: %v", err)
	}
}
