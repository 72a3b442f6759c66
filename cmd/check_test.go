package cmd

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// runCheck runs `gql check ARGS` in-process with stdin and returns stdout
// and the exit status.
func runCheck(t *testing.T, stdin string, args ...string) (string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Main(append([]string{"check"}, args...), strings.NewReader(stdin), &out, &errb)
	return out.String(), code
}

func TestCheckCypher(t *testing.T) {
	out, code := runCheck(t, "", "--target", "cypher", "--schema", "movies",
		"MATCH (m:Movie)-[:ACTED_IN]->(p:Person)\nWHERE m.released = '1999'\nRETURN p.name")
	if code != 1 {
		t.Errorf("exit %d, want 1\n%s", code, out)
	}
	for _, want := range []string{
		"<query>:1:16: error: ACTED_IN goes the other way",
		`fix: replace "-[:ACTED_IN]->" with "<-[:ACTED_IN]-"`,
		"<query>:2:20: error: released is an integer",
		`fix: replace "'1999'" with "1999"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}

	out, code = runCheck(t, "MATCH (m:Movie) RETURN m.title\n", "--target", "cypher", "--schema", "movies", "-")
	if code != 0 || !strings.Contains(out, "<stdin>: ok") {
		t.Errorf("clean query from stdin: exit %d\n%s", code, out)
	}

	// Warnings alone do not fail the check.
	out, code = runCheck(t, "", "--target", "cypher", "MATCH (a:Person), (b:Movie) RETURN a, b")
	if code != 0 || !strings.Contains(out, "warning:") {
		t.Errorf("warning only: exit %d\n%s", code, out)
	}
}

func TestCheckJSON(t *testing.T) {
	out, code := runCheck(t, "", "--target", "cypher", "--json", "MATCH (m:Movie) SET m.x = 1")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	var r struct {
		Input       string `json:"input"`
		Parsed      bool   `json:"parsed"`
		ReadOnly    bool   `json:"read_only"`
		OK          bool   `json:"ok"`
		Diagnostics []struct {
			Check    string `json:"check"`
			Severity string `json:"severity"`
		} `json:"diagnostics"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !r.Parsed || r.ReadOnly || r.OK || len(r.Diagnostics) == 0 || r.Diagnostics[0].Check != "cypher-write" || r.Diagnostics[0].Severity != "error" {
		t.Errorf("report %+v", r)
	}
}

func TestCheckUsage(t *testing.T) {
	if _, code := runCheck(t, "", "--target", "sql", "SELECT 1"); code != 2 {
		t.Errorf("unknown target: exit %d, want 2", code)
	}
	out, code := runCheck(t, "", "--target", "cypher", "--list")
	if code != 0 || !strings.Contains(out, "cypher-reversed-relationship (error)") {
		t.Errorf("--list: exit %d\n%s", code, out)
	}
}
