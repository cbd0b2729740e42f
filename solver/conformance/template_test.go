package conformance

// The template genre is registered in this test build only (programs
// leave it out), so every test of the suite runs on it too: a genre
// copied from it starts out conforming.
import _ "pencilbox/solver/template"
