package backends_test

import (
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
)

// The reproductions of issue 22: a regex Java backtracks on for 9-40 s of
// server CPU after the query's 3 s timeout (Gremlin Server ~20 s,
// JanusGraph ~40 s, Neo4j ~9 s, Fuseki ~22 s; four at once starved a plain
// count), and loop counts written in another base that ran past the cap.
var regexRunaways = map[backends.Backend][]string{
	backends.Neo4j: {
		`RETURN 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!' =~ '(.*a){12}$' AS hit`,
		`MATCH (p:Person) WHERE p.name =~ '(?i)' + '(a+)+$' RETURN p.name`,
		"RETURN 1 AS a\u200bb",
	},
	backends.GremlinServer: {
		`g.inject('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!').is(regex('(.*a){12}$')).count()`,
		`g.V().has('name', TextP.notRegex('(a|a)*b')).count()`,
		`g.V().repeat(out()).times(0x28).count()`, `g.V().repeat(out()).times(0X28).count()`,
		`g.V().repeat(out()).times(0x28L).count()`, `g.V().repeat(out()).times(0x28i).count()`,
		`g.V().repeat(out()).times(050).count()`,
	},
	backends.Fuseki: {
		`SELECT (COUNT(*) AS ?n) WHERE { BIND("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!" AS ?s) FILTER(regex(?s, "(.*a){12}$")) }`,
		`SELECT (REPLACE("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", "(a+)+b", "") AS ?r) WHERE {}`,
	},
}

// TestRegexRunawaysRefusedBeforeSending sends each reproduction through
// the normal exec path (an executor opened without a guard gets the
// critic's) and expects a Guard refusal at once; the server then answers a
// plain count, and scripts/servers idle finds no busy thread.
func TestRegexRunawaysRefusedBeforeSending(t *testing.T) {
	regexRunaways[backends.JanusGraph] = regexRunaways[backends.GremlinServer]
	forEach(t, func(t *testing.T, b backends.Backend) {
		x, _ := withMovies(t, b, nil)
		for _, q := range regexRunaways[b] {
			start := time.Now()
			_, err := x.Exec(context.Background(), q, backends.ExecOptions{Timeout: 3 * time.Second})
			took := time.Since(start)
			var be *backends.Error
			if err == nil || backends.ClassOf(err) != backends.Refused || !asError(err, &be) || be.Code != "Guard" {
				t.Errorf("%q: got %v, want a Guard refusal", q, err)
				continue
			}
			if took > time.Second {
				t.Errorf("%q: the refusal took %v: it must come before sending", q, took)
			}
			t.Logf("refused in %v: %s", took.Round(time.Microsecond), firstLine(err.Error()))
		}
		start := time.Now()
		snapshot(t, x)
		t.Logf("a plain count then answered in %v", time.Since(start).Round(time.Millisecond))
		if testing.Short() {
			return // the idle check watches the server for 3 s
		}
		// scripts/servers finds the server by its pid file or its default
		// port, as make test's own idle check does.
		out, err := exec.Command("../scripts/servers", "idle", string(b)).CombinedOutput()
		if err != nil {
			t.Errorf("scripts/servers idle %s: %v\n%s", b, err, out)
		}
		t.Logf("%s", strings.TrimSpace(string(out)))
	})
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
