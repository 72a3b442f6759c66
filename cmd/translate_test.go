package cmd

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// run executes `gql ARGS` in-process, as the binary would, and returns
// stdout and stderr together with the exit status.
func run(t *testing.T, args ...string) (string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Main(args, strings.NewReader(""), &out, &errb)
	return out.String() + errb.String(), code
}

func TestTranslateOfflineDefault(t *testing.T) {
	out, code := run(t, "translate", "--shots", "off", "Who directed The Matrix?")
	if code != 0 || !strings.Contains(out, "[:DIRECTED]") || !strings.Contains(out, "'The Matrix'") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}

func TestTranslateAllTargetsJSON(t *testing.T) {
	out, code := run(t, "translate", "--shots", "off", "--schema", "movies", "--target", "all", "--json", "How many movies are there?")
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

// --llm-replay serves recorded model output as the LLM: the answer is the
// recorded query, checked by the critic like any model's.
func TestTranslateLLMReplay(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "rec.jsonl")
	os.WriteFile(rec, []byte(`{"question":"Who directed The Matrix?","model":"m1","queries":["MATCH (p:Person)-[:DIRECTED]->(m:Movie {title: 'The Matrix'}) RETURN p.name AS director"]}`+"\n"), 0o644)
	out, code := run(t, "translate", "--shots", "off", "--llm-replay", rec, "--replay-model", "m1", "Who directed The Matrix?")
	if code != 0 || !strings.Contains(out, "RETURN p.name AS director") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	if _, code := run(t, "translate", "--shots", "off", "--llm-replay", rec, "--replay-model", "nope", "Q?"); code != 2 {
		t.Errorf("an unknown replay model: exit %d, want 2", code)
	}
}

// Without --backend or --schema the user is told the answer is about the
// bundled example, on stderr, so piped output stays a query.
func TestTranslateSaysBundledExample(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Main([]string{"translate", "--shots", "off", "Who directed The Matrix?"}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(errb.String(), "bundled movies example") || strings.Contains(out.String(), "bundled") {
		t.Errorf("stdout %q stderr %q", out.String(), errb.String())
	}
	errb.Reset()
	Main([]string{"translate", "--shots", "off", "--schema", "movies", "Who directed The Matrix?"}, strings.NewReader(""), &out, &errb)
	if strings.Contains(errb.String(), "bundled movies example") {
		t.Errorf("said with --schema given: %q", errb.String())
	}
}

func TestTranslateListCues(t *testing.T) {
	out, code := run(t, "translate", "--list-cues")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	for _, want := range []string{"# string-match", "starts-with", "starting with, starts with", "ends-with", "e.g. Which people have a name ending with"} {
		if !strings.Contains(out, want) {
			t.Errorf("--list-cues lacks %q", want)
		}
	}
}
