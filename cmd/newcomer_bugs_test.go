package cmd

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gql-dev/gql"
)

// TestHeldHintNamesTheStore: the review hint under a held pair names the
// store the answer used, so typing it acts on that store and not on the
// default file (which may hold another pair with the same id).
func TestHeldHintNamesTheStore(t *testing.T) {
	tr := &gql.Translation{Verdict: gql.Valid, Query: "MATCH (m:Movie) RETURN m.title", Rows: &gql.Table{},
		Trace: &gql.Trace{Shot: &gql.ShotOutcome{NotStored: "the offline plan disagrees", Held: 4}}}
	for _, c := range []struct{ store, want string }{
		{"", "(gql shots confirm 4 | gql shots reject 4)"},
		{"etcd://127.0.0.1:2379/team", "(gql shots confirm --shots etcd://127.0.0.1:2379/team 4 | gql shots reject --shots etcd://127.0.0.1:2379/team 4)"},
		{"etcd://u:S3cr3t@127.0.0.1:2379/team", "--shots etcd://u:***@127.0.0.1:2379/team 4"},
	} {
		var b bytes.Buffer
		printTranslation(&b, tr, false, false, c.store)
		if !strings.Contains(b.String(), c.want) {
			t.Errorf("store %q: hint %q lacks %q", c.store, b.String(), c.want)
		}
		if strings.Contains(b.String(), "S3cr3t") {
			t.Errorf("store %q: the hint prints the password: %q", c.store, b.String())
		}
	}
}

// TestLoadRefusesAServerWithoutDataset: `gql load` of a graph other than
// movies into a Fuseki URI that names no dataset is refused before anything
// is sent — readers of such a URI read /movies, so the load would have
// replaced the movies graph. Nothing listens on the port: the refusal must
// come first.
func TestLoadRefusesAServerWithoutDataset(t *testing.T) {
	for _, uri := range []string{"http://127.0.0.1:1", "http://127.0.0.1:1/", "http://127.0.0.1:1/sparql"} {
		out, code := run(t, "load", "--backend", "fuseki="+uri, "company")
		if code != exitUsage || !strings.Contains(out, "names no dataset") || !strings.Contains(out, "fuseki=http://127.0.0.1:1/company") {
			t.Errorf("%s: exit %d, output %q; want a usage refusal naming /company", uri, code, out)
		}
	}
}
