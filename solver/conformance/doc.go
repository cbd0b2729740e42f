// Package conformance holds the tests every registered genre must pass,
// whatever its solver, run over the genre registry (and the template,
// registered in this test build only):
//
//   - deadlines: Solve, Count, Facts and Hint end within their deadline
//     plus max(1 s, 10%) and within 512 MB of heap on adversarial boards
//     made by the genres' Samplers (a fixed sample here, every board with
//     `make deadlines`);
//   - FuzzDecode: any text is an error or a puzzle whose canonical link
//     round-trips, whose empty board checks and draws, and whose small
//     boards' answers go on the board;
//   - hints: followed from the empty board they end at the unique
//     solution and never report a mistake;
//   - the checker accepts the solutions the public sets record;
//   - simulators: the shared J-POP simulator checks (metatest.Exercise)
//     on each genre's example and on samples of its public sets.
//
// Generation determinism over the registry is generator's own test
// (generator/determinism_test.go). The package has no code of its own:
// the tests are the contract.
package conformance
