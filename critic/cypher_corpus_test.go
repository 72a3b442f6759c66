package critic_test

import (
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
)

// t2cRow is one model's query in ../shared/data/text2cypher-movies.
type t2cRow struct {
	Record int // CSV record number, header = 1
	Model  string
	Query  string
	Flags  map[string]string
}

func sharedData(t testing.TB) string {
	d := filepath.Join("..", "..", "shared", "data")
	if _, err := os.Stat(d); err != nil {
		t.Skip("../shared not present; corpus tests skipped")
	}
	return d
}

func loadT2C(t testing.TB) []t2cRow {
	f, err := os.Open(filepath.Join(sharedData(t), "text2cypher-movies", "questions.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range recs[0] {
		col[h] = i
	}
	var out []t2cRow
	for i, rec := range recs[1:] {
		for _, m := range []string{"gpt4turbo", "claudeopus"} {
			flags := map[string]string{"uses_votes_property": rec[col["uses_votes_property"]]}
			for _, k := range []string{"syntax_error", "timeout", "returns_results", "false_schema"} {
				flags[k] = rec[col[m+"_"+k]]
			}
			out = append(out, t2cRow{Record: i + 2, Model: m, Query: rec[col["cypher_"+m]], Flags: flags})
		}
	}
	return out
}

var votesRE = regexp.MustCompile(`(?i)\.\s*votes\b|\bvotes\s*:`)

func errorsOf(r *critic.Report) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, d := range r.Diagnostics {
		if d.Severity == diag.Error {
			out = append(out, d)
		}
	}
	return out
}

func TestCypherCorpusDump(t *testing.T) {
	if os.Getenv("GQL_DUMP") == "" {
		t.Skip("set GQL_DUMP=1")
	}
	s, err := examples.Schema("movies")
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for _, r := range loadT2C(t) {
		rep := critic.Run(lang.Cypher, r.Query, s)
		errs := errorsOf(rep)
		failSyntax := r.Flags["syntax_error"] == "True"
		failSchema := r.Flags["false_schema"] != "" || r.Flags["uses_votes_property"] == "True" && votesRE.MatchString(r.Query)
		ranOK := r.Flags["syntax_error"] == "False" && r.Flags["returns_results"] == "True" && !failSchema
		var ids []string
		for _, d := range errs {
			ids = append(ids, d.Check)
			counts[d.Check]++
		}
		sort.Strings(ids)
		tag := ""
		switch {
		case failSyntax && len(errs) == 0:
			tag = "MISS-SYNTAX"
		case failSchema && len(errs) == 0:
			tag = "MISS-SCHEMA"
		case ranOK && len(errs) > 0:
			tag = "FALSE-ALARM"
		}
		if tag != "" || os.Getenv("GQL_DUMP") == "all" {
			var msgs []string
			for _, d := range rep.Diagnostics {
				msgs = append(msgs, d.String())
			}
			fmt.Printf("=== %s %d/%s flags=%v\n%s\n  %s\n", tag, r.Record, r.Model, r.Flags, r.Query, strings.Join(msgs, "\n  "))
		}
	}
	fmt.Println(counts)
}
