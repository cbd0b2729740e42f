package benchset_test

import (
	"os"
	"strings"
	"testing"

	"pencilbox/solver/benchset"
	_ "pencilbox/solver/genres"
	"pencilbox/solver/puzzle"
)

// handBlocks are small hand-written blocks, one per block format (not
// taken from the benchmark sets), as fuzz seeds.
var handBlocks = []string{
	"@puzzle n1\nsize 3 3\nclues:\n1 . .\n. . .\n. . 3\nsolution:\n. # .\n# # .\n. . .\n@end\n",
	"@puzzle h1\nsize 3 3\nclues:\n2 . 2\n. . .\n2 . 2\nsolution:\n1 - 1\n| . |\n1 - 1\n@end\n",
	"@puzzle s1\nsize 2 2\nclues:\n3 .\n. 3\nsolution:\n. #\n# .\n@end\n",
	"@puzzle f1\nsize 3 2\nclues:\n3 . 1\n. . 2\nsolution:\n3 3 1\n3 2 2\n@end\n",
	"@puzzle a1\nsize 3 3\nrules numberlink\nclues:\n1 . 2\n. . .\n1 . 2\nsolution:\n1 . 2\n1 . 2\n1 . 2\n@end\n",
	"@puzzle e1\nsize 4 2\nclues:\nRL RL . o\n. # . .\narrows:\n0,1 0,0\nsolution:\no.o.\n.#..\n@end\n",
	"@puzzle t1\nsize 3 3\nclues:\n. 2 .\n. . .\n. . .\nrelations:\n0 0 > 0 1\nsolution:\n3 2 1\n1 3 2\n2 1 3\n@end\n",
	"@puzzle v1\nsize 2 2\nrowsums 3 7\ncolsums 4 6\nclues:\n1 .\n. .\nsolution:\n1 2\n3 4\n@end\n",
}

// FuzzReadDecode: a benchmark file of any content is read without panic,
// and every block it yields goes through every genre's block decoder, the
// recorded solution through the puzzle's answer parser and the start
// position through its layout, all without panic (errors are fine). The
// fuzzer varies the text and which genre reads it. Seeds: the hand-written
// blocks above, the package's own test files, and, when ../shared is
// beside the repository, the first blocks of each public set (read in
// place, never copied).
func FuzzReadDecode(f *testing.F) {
	var names []string // the real genres: this package's tests also register a toy
	for _, n := range puzzle.Names() {
		if n != "benchtoy" {
			names = append(names, n)
		}
	}
	for i, b := range handBlocks {
		f.Add(uint8(i), b)
	}
	for _, path := range []string{"testdata/sudoku/mini.txt", "testdata/benchtoy/toy.txt"} {
		if b, err := os.ReadFile(path); err == nil {
			f.Add(uint8(0), string(b))
		}
	}
	for i, name := range names {
		for _, path := range sharedSets(name) {
			if b, err := os.ReadFile(path); err == nil {
				f.Add(uint8(i), firstBlocks(string(b), 2))
			}
		}
	}
	f.Fuzz(func(t *testing.T, genre uint8, text string) {
		set, err := benchset.Read(strings.NewReader(text), "fuzz.txt")
		if err != nil {
			return
		}
		name := names[int(genre)%len(names)]
		for i := range set.Instances[:min(len(set.Instances), 4)] {
			in := &set.Instances[i]
			p, err := in.Decode(name)
			if err != nil {
				continue
			}
			if in.Solution != "" {
				if a, err := p.ParseAnswer(in.Solution); err == nil {
					p.Check(a)
				}
			}
			p.NewState().Layout()
		}
	})
}

// sharedSets lists the public benchmark files of a genre, if present.
func sharedSets(genre string) []string {
	dir := "../../../shared/benchmarks/" + genre
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".txt") {
			out = append(out, dir+"/"+e.Name())
		}
	}
	return out
}

// firstBlocks keeps a file's text up to the end of its n-th block.
func firstBlocks(text string, n int) string {
	at := 0
	for range n {
		i := strings.Index(text[at:], "@end\n")
		if i < 0 {
			return text
		}
		at += i + len("@end\n")
	}
	return text[:at]
}
