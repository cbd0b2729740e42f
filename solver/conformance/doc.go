// Package conformance holds tests that every registered genre must pass,
// whatever its solver: today, that Solve, Count, Facts and Hint end within
// their deadline (plus a small margin) and within a memory bound on
// adversarial boards made by the genres' Samplers. It has no code of its
// own: the tests are the contract.
package conformance
