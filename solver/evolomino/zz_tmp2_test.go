package evolomino_test

import (
	"context"
	"fmt"
	"os"
	"pencilbox/solver/benchset"
	"strings"
	"testing"
	"time"
)

func TestSome(t *testing.T) {
	set, _ := benchset.ReadFile("/work/shared/benchmarks/evolomino/evolomino.txt")
	names := strings.Fields(os.Getenv("NAMES"))
	for _, in := range set.Instances {
		ok := false
		for _, n := range names {
			if n == in.Name {
				ok = true
			}
		}
		if !ok {
			continue
		}
		st := time.Now()
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		out := benchset.Run(ctx, "evolomino", set.Name, &in, benchset.Options{})
		cancel()
		fmt.Println(in.Name, out.Status, out.OK, out.Error, time.Since(st).Seconds(), out.FirstMS, out.Nodes)
	}
}
