package main

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Install shows only while the browser offers to install the app.
func TestShellInstallButton(t *testing.T) {
	if html := app.HTMLString(&shell{}); strings.Contains(html, `id="btn-install"`) {
		t.Error("Install shown while the browser offers nothing")
	}
	if html := app.HTMLString(&shell{installable: true}); !strings.Contains(html, `id="btn-install"`) {
		t.Error("no Install button while the browser offers installation")
	}
}

// A puzzle link's tab title and preview name its genre and size; a bad
// link gets the site's words.
func TestMetaOf(t *testing.T) {
	if m := metaOf(parseRoute("sudoku/4/4/1k3h4k2")); m.title != "Sudoku 4×4 · Pencilbox" || !strings.Contains(m.description, "4×4 Sudoku") {
		t.Errorf("puzzle: %+v", m)
	}
	if m := metaOf(parseRoute("sudoku/4/4/%%%")); m.title != "Puzzle · Pencilbox" || m.description != siteDescription {
		t.Errorf("bad link: %+v", m)
	}
	if m := metaOf(parseRoute("")); m.title != "Pencilbox · logic puzzles" {
		t.Errorf("home: %+v", m)
	}
}
