package bench

import (
	"context"
	"strings"
	"testing"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
)

// TestDoubtsCountsPerCode: each answer is counted once under every code it
// carried, on its first scoring backend; an answer with none goes under
// "(none)"; fuzzy links count by evidence kind, runners-up not at all;
// the splits stay apart and the table shows in the markdown.
func TestDoubtsCountsPerCode(t *testing.T) {
	ds := []diag.Diagnostic{
		{Check: "ties-kept", Severity: diag.Warning},
		{Check: "unit-converted", Severity: diag.Warning},
		{Check: "ties-kept", Severity: diag.Warning},
		{Check: "refuse-me", Severity: diag.Error},
	}
	if got := strings.Join(doubtCodes(ds), ","); got != "ties-kept,unit-converted" {
		t.Fatalf("doubtCodes = %q", got)
	}
	fl := []FuzzyLink{
		{Evidence: []grounding.Evidence{{Kind: grounding.EvidenceQuoted}}},
		{RunnerUp: true, Evidence: []grounding.Evidence{{Kind: grounding.EvidenceNamingCue}}},
	}
	if got := strings.Join(evidenceKinds(fl), ","); got != "quoted" {
		t.Fatalf("evidenceKinds = %q", got)
	}
	two := func(first, second string) []ExOutcome {
		return []ExOutcome{{Backend: "gremlin", Answer: first}, {Backend: "janusgraph", Answer: second}}
	}
	items := []ItemResult{
		{ID: "1", Split: SplitTuning, Target: "gremlin", Doubts: []string{"unit-converted"}, EX: two(Wrong, Right)},
		{ID: "2", Split: SplitTuning, Target: "gremlin", Doubts: []string{"unit-converted", "ties-kept"}, EX: two(Right, Right)},
		{ID: "3", Split: SplitTuning, Target: "gremlin", Evidence: []string{"quoted"}, EX: two(Refused, Refused)},
		{ID: "4", Split: SplitTuning, Target: "gremlin", EX: two("", Right)},
		{ID: "5", Split: SplitCheck, Target: "gremlin", Doubts: []string{"unit-converted"}, EX: two(Wrong, Wrong)},
		{ID: "6", Split: SplitTuning, Target: "gremlin", EX: two("", "")},
	}
	got := map[string]DoubtStats{}
	for _, d := range Doubts(items) {
		got[d.Split+"/"+d.Code] = d
	}
	want := map[string][3]int{
		"tuning/unit-converted":    {1, 1, 0},
		"tuning/ties-kept":         {1, 0, 0},
		"tuning/fuzzy-link:quoted": {0, 0, 1},
		"tuning/(none)":            {1, 0, 0},
		"check/unit-converted":     {0, 1, 0},
	}
	if len(got) != len(want) {
		t.Errorf("rows %v, want %d", got, len(want))
	}
	for k, w := range want {
		d := got[k]
		if [3]int{d.Right, d.Wrong, d.Refused} != w {
			t.Errorf("%s: right/wrong/refused %d/%d/%d, want %v", k, d.Right, d.Wrong, d.Refused, w)
		}
	}
	rep := &Report{Dataset: &Dataset{Name: "x"}, DoubtRows: Doubts(items)}
	var b strings.Builder
	if err := rep.Markdown(&b); err != nil {
		t.Fatal(err)
	}
	if md := b.String(); !strings.Contains(md, "Answers by warning") || !strings.Contains(md, "| gremlin | tuning | unit-converted | 1 | 1 | 0 | 50% |") {
		t.Errorf("markdown lacks the table:\n%s", md)
	}
}

// TestRunRecordsDoubts: a bench run records each item's warning codes as
// the translation's diagnostics gave them, on two schemas; an item with no
// warning records none.
func TestRunRecordsDoubts(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		schema, warned, plain string
	}{
		{"movies", "Who directed the movie Titanic?", "Who directed The Matrix?"},
		{"company", "Which employees work on the project Zanzibar?", "Which employees work on the project Nightingale?"},
	} {
		ds := &Dataset{Name: "doubts-" + c.schema, Schema: c.schema, Items: []Item{
			{ID: "w", Question: c.warned, Gold: map[lang.Lang]string{lang.Cypher: "MATCH (n) RETURN n"}},
			{ID: "p", Question: c.plain, Gold: map[lang.Lang]string{lang.Cypher: "MATCH (n) RETURN n"}},
		}}
		rep, err := Run(ctx, Options{Dataset: ds, Targets: []lang.Lang{lang.Cypher}, Setup: gql.Setup{Schema: c.schema}})
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range rep.Items {
			got := strings.Join(it.Doubts, ",")
			switch it.ID {
			case "w":
				if !strings.Contains(got, "value-not-found") {
					t.Errorf("%s %q: doubts %q, want value-not-found (%s %q)", c.schema, it.Question, got, it.Verdict, it.Reason)
				}
			case "p":
				if got != "" {
					t.Errorf("%s %q: doubts %q, want none", c.schema, it.Question, got)
				}
			}
		}
	}
}
