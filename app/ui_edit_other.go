//go:build !(js && wasm)

package main

func setQueryQuietly(string) {}
