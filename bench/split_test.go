package bench

import (
	"bytes"
	"encoding/json"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// The check split is the rule's output, not anyone's choice: for the 14
// Spider4SPARQL graphs it is these four (docs/bench.md names them), in any
// order of the input and with repeats, and always SpiderCheckCount graphs.
func TestSpiderCheckGraphs(t *testing.T) {
	kgs := []string{"battle_death", "concert_singer", "course_teach", "cre_Doc_Template_Mgt", "employee_hire_evaluation",
		"flight_2", "network_1", "poker_player", "real_estate_properties", "singer", "student_transcripts_tracking",
		"tvshow", "voter_1", "world_1"}
	want := []string{"battle_death", "concert_singer", "network_1", "voter_1"}
	for _, in := range [][]string{kgs, append(slices.Clone(kgs), kgs...), reversed(kgs)} {
		var got []string
		for k := range SpiderCheckGraphs(in) {
			got = append(got, k)
		}
		sort.Strings(got)
		if !slices.Equal(got, want) {
			t.Fatalf("check graphs %v, want %v", got, want)
		}
	}
	if n := len(SpiderCheckGraphs([]string{"a", "b"})); n != 2 {
		t.Errorf("fewer graphs than the split's size: %d picked", n)
	}
}

func reversed(s []string) []string {
	out := slices.Clone(s)
	slices.Reverse(out)
	return out
}

// A report keeps the check split's items in its aggregates and the split
// table, and nowhere else: neither report.json nor the markdown nor the
// page holds a check item's question, query or outcome.
func TestCheckSplitBlinded(t *testing.T) {
	mk := func(id, split, answer string) ItemResult {
		return ItemResult{ID: id, Split: split, Category: "cat-" + id, Question: "question " + id, Query: "SELECT " + id, Target: lang.SPARQL,
			Ablation: Default, Verdict: "valid", EX: []ExOutcome{{Backend: "fuseki", Answer: answer, AnswerWhy: "why " + id}}}
	}
	items := []ItemResult{
		mk("t1", SplitTuning, Right), mk("t2", SplitTuning, Wrong), mk("t3", SplitTuning, Right), mk("t4", SplitTuning, Refused),
		mk("c1", SplitCheck, Right), mk("c2", SplitCheck, Wrong), mk("c3", SplitCheck, Refused),
	}
	rep := &Report{Dataset: &Dataset{Name: "s"}, Targets: []lang.Lang{lang.SPARQL}, Backends: []string{"fuseki"}, Ablations: []Ablation{Default}}
	rep.Aggregates, rep.Splits = Aggregates(items), Splits(items)
	rep.Items, rep.Blinded = blind(items)
	rep.Categories = Categories(rep.Items) // as Run does: after blinding
	if rep.Blinded != 3 || len(rep.Items) != 4 {
		t.Fatalf("blinded %d, kept %d", rep.Blinded, len(rep.Items))
	}
	if e := rep.Aggregates[0].EX["fuseki"]; e.Right != 3 || e.Wrong != 2 || e.Refused != 2 {
		t.Errorf("aggregate %+v: the check items must stay in it", e)
	}
	rows := rep.splitRows([]string{"fuseki"})
	if len(rows) != 1 {
		t.Fatalf("split rows %v", rows)
	}
	want := []string{"default", "sparql", "fuseki", "4", "2 / 1 / 1 (50.0% right)", "3", "1 / 1 / 1 (33.3% right)", "+16.7"}
	if !slices.Equal(rows[0], want) {
		t.Errorf("split row %q, want %q", rows[0], want)
	}
	var md, page bytes.Buffer
	if err := rep.Markdown(&md); err != nil {
		t.Fatal(err)
	}
	if err := rep.HTML(&page); err != nil {
		t.Fatal(err)
	}
	js, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	for name, out := range map[string]string{"markdown": md.String(), "html": page.String(), "json": string(js)} {
		for _, c := range []string{"c1", "c2", "c3"} {
			if strings.Contains(out, "cat-"+c) || strings.Contains(out, "question "+c) || strings.Contains(out, "SELECT "+c) || strings.Contains(out, "why "+c) {
				t.Errorf("the %s report shows check item %s", name, c)
			}
		}
		if !strings.Contains(out, "question t2") {
			t.Errorf("the %s report lost tuning item t2", name)
		}
	}
	if !strings.Contains(md.String(), "| default | sparql | fuseki | 4 | 2 / 1 / 1 (50.0% right) | 3 | 1 / 1 / 1 (33.3% right) | +16.7 |") {
		t.Errorf("no split table in the markdown:\n%s", md.String())
	}
}

// An item with a written answer and no gold in a language is translated
// there and scored at answer level only.
func TestScoredWithoutGold(t *testing.T) {
	it := Item{Gold: map[lang.Lang]string{lang.Cypher: "MATCH (n) RETURN n"}}
	if !scored(it, lang.Cypher) || scored(it, lang.Gremlin) {
		t.Error("without a written answer only the gold's language is measured")
	}
	it.Answer = &AnswerKey{Rows: 1}
	if !scored(it, lang.Gremlin) || !scored(it, lang.SPARQL) {
		t.Error("a written answer is scored in every language")
	}
	items := []ItemResult{
		{Target: lang.Gremlin, Ablation: Default, EX: []ExOutcome{{Backend: "gremlin", NoGold: true, Answer: Right}}},
		{Target: lang.Gremlin, Ablation: Default, EX: []ExOutcome{{Backend: "gremlin", NoGold: true, Answer: Wrong}}},
	}
	a := Aggregates(items)[0]
	if e := a.EX["gremlin"]; e.Scored != 0 || e.GoldErrors != 0 || e.Right != 1 || e.Wrong != 1 || a.NoGold != 2 {
		t.Errorf("answers-only aggregate %+v, no gold %d", e, a.NoGold)
	}
	if c := exCell(a.EX["gremlin"]); c != "– (answers only)" {
		t.Errorf("EX cell %q", c)
	}
}
