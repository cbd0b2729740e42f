//go:build js && wasm

package main

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// main in the browser: go-app mounts the routes registered in routes.go.
func main() { app.RunWhenOnBrowser() }
