//go:build !(js && wasm)

package main

import "net/http"

// contentSecurityPolicy is the policy the app runs under, checked in
// Chromium by app/e2e/csp_test.go (home page, a puzzle with the worker, the
// lab). Each source is there for a reason:
//   - script-src 'self' 'wasm-unsafe-eval': go-app's page has no inline
//     script (TestPageHasNoInlineScript guards that), and compiling a
//     WebAssembly module needs 'wasm-unsafe-eval', in the page (app.wasm) and
//     in the Web Worker (worker.wasm; a worker runs under the policy of its
//     own script's response, which carries the same header).
//   - worker-src 'self': /web/worker.js (the solver) and /app-worker.js (the
//     service worker).
//   - style-src-attr 'unsafe-inline': go-app sets element styles with
//     setAttribute("style", ...) (the lab uses them). style-src-elem keeps
//     <style> and stylesheets to our own files; style-src is the fallback of
//     browsers that know neither, which must then allow both.
//   - img-src and media-src data: blob:: images and downloads the page makes
//     itself.
//   - frame-ancestors 'none', base-uri 'none', object-src 'none': nobody
//     frames the app (clickjacking), no <base> redirects relative links, no
//     plugins.
//
// README.md ("Serving it yourself") repeats it for static hosts; the test
// TestReadmeHasPolicy keeps the two the same.
const contentSecurityPolicy = "default-src 'self'; " +
	"script-src 'self' 'wasm-unsafe-eval'; " +
	"worker-src 'self'; " +
	"connect-src 'self'; " +
	"img-src 'self' data: blob:; " +
	"media-src 'self' data: blob:; " +
	"style-src 'self' 'unsafe-inline'; " +
	"style-src-elem 'self'; " +
	"style-src-attr 'unsafe-inline'; " +
	"font-src 'self'; " +
	"manifest-src 'self'; " +
	"object-src 'none'; " +
	"base-uri 'none'; " +
	"form-action 'self'; " +
	"frame-ancestors 'none'"

// securityHeaders go on every response, errors and redirects included: a
// 404 page framed by another site or sniffed as HTML is still an attack
// surface.
var securityHeaders = [][2]string{
	{"Content-Security-Policy", contentSecurityPolicy},
	{"X-Content-Type-Options", "nosniff"},
	// For browsers without frame-ancestors.
	{"X-Frame-Options", "DENY"},
	// Puzzle links carry the puzzle, not secrets, but no other site needs
	// to learn which page a player came from.
	{"Referrer-Policy", "no-referrer"},
	// No window opened from elsewhere keeps a handle on ours, and no other
	// origin may embed our files (the wasm builds, the scripts).
	{"Cross-Origin-Opener-Policy", "same-origin"},
	{"Cross-Origin-Resource-Policy", "same-origin"},
}

func setSecurityHeaders(h http.Header) {
	for _, kv := range securityHeaders {
		h.Set(kv[0], kv[1])
	}
}
