//go:build !(js && wasm)

package main

import "path"

// cleanPath turns a request's path into the one key the server looks up,
// or says it can name no public file. It runs before any routing.
//
// net/http has already decoded the path once (%2e is '.', %2f is '/'), so
// what is left is the path the client meant. Every public file is named
// with letters, digits, '-', '_', '.' and '/', so anything else is refused
// outright rather than interpreted: '%' (a second, double-encoded layer),
// '\' (a separator on Windows and to some proxies), NUL and other control
// bytes, and every non-ASCII byte (overlong UTF-8 such as %c0%ae for '.').
// Dot segments and repeated or trailing slashes are then resolved by
// path.Clean, so "/web/./app.wasm", "/web//app.wasm" and
// "/web/icons/../app.wasm" are one file (and share one compressed body),
// while "/web/../go.mod" becomes "/go.mod", which is in no allowlist.
func cleanPath(p string) (string, bool) {
	if p == "" || p[0] != '/' {
		return "", false
	}
	for i := 0; i < len(p); i++ {
		if !pathByte(p[i]) {
			return "", false
		}
	}
	return path.Clean(p), true
}

func pathByte(c byte) bool {
	switch {
	case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		return true
	}
	return c == '/' || c == '.' || c == '-' || c == '_'
}
