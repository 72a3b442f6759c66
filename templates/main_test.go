package templates

import (
	"flag"
	"os"
	"runtime"
	"strconv"
	"testing"
)

// serverTests is how many of the package's parallel tests run at once
// unless -test.parallel says otherwise, and perServer how many queries one
// test has in flight on each server. The tests that run twigs on the
// servers wait on the servers' round trips, not on this process; go test's
// default of GOMAXPROCS (two on the CI machine) ran them one after another
// (the package took 112 s cold in CI, issue 23 allows five minutes for the
// whole go test ./...). They only read the graphs, which every test loads
// with IfNeeded (one load, serialised by backends.Load's lock).
const (
	serverTests = 6
	perServer   = 3
)

func TestMain(m *testing.M) {
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if !given && runtime.GOMAXPROCS(0) < serverTests {
		flag.Set("test.parallel", strconv.Itoa(serverTests))
	}
	os.Exit(m.Run())
}
