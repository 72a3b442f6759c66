package cmd

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// run executes `gql ARGS` in-process with every flag of the command back at
// its default, and returns stdout and the exit status Main would give.
func run(t *testing.T, args ...string) (string, int) {
	t.Helper()
	c, _, err := root.Find(args)
	if err == nil {
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if sv, ok := f.Value.(pflag.SliceValue); ok {
				sv.Replace(nil)
			} else {
				f.Value.Set(f.DefValue)
			}
			f.Changed = false
		})
	}
	var out, errb bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errb)
	root.SetArgs(args)
	err = root.Execute()
	code := 0
	var ee *exitError
	switch {
	case errors.As(err, &ee):
		code = ee.code
	case err != nil:
		code = 2
	}
	msg := ""
	if err != nil {
		msg = err.Error()
	}
	return out.String() + errb.String() + msg, code
}

func TestTranslateOfflineDefault(t *testing.T) {
	out, code := run(t, "translate", "--shots", "off", "Who directed The Matrix?")
	if code != 0 || !strings.Contains(out, "[:DIRECTED]") || !strings.Contains(out, "'The Matrix'") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}

func TestTranslateAllTargetsJSON(t *testing.T) {
	out, code := run(t, "translate", "--shots", "off", "--target", "all", "--json", "How many movies are there?")
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	var res []struct {
		Target, Query, Verdict string
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if len(res) != 3 || res[1].Target != "gremlin" || !strings.HasPrefix(res[1].Query, "g.V()") || res[2].Verdict != "valid" {
		t.Fatalf("%+v", res)
	}
}

func TestTranslateUnanswerableAndUsage(t *testing.T) {
	out, code := run(t, "translate", "--shots", "off", "What is the airspeed of an unladen swallow?")
	if code != 1 || !strings.Contains(out, "unanswerable") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	out, code = run(t, "translate", "--target", "klingon", "Who?")
	if code != 2 || !strings.Contains(out, "klingon") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}
