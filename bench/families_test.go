package bench

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

func familyItem(split, category, a string) ItemResult {
	return ItemResult{Split: split, Category: category, Ablation: "default", Target: lang.Cypher,
		EX: []ExOutcome{{Backend: "neo4j", Answer: a}}}
}

// A check graph's families: lookups fill a row of their own; two small
// kinds are merged into one row when together they reach the minimum, and
// a kind left alone under it shows nowhere. Tuning items never count.
func TestCheckFamiliesKeepRowsAggregate(t *testing.T) {
	var items []ItemResult
	for i := 0; i < 6; i++ {
		items = append(items, familyItem(SplitCheck, "lookup", Right))
	}
	items = append(items, familyItem(SplitCheck, "hop", Wrong)) // lookup family too: 7 items
	for i := 0; i < 3; i++ {
		items = append(items, familyItem(SplitCheck, "negation", Refused))
	}
	for i := 0; i < 2; i++ {
		items = append(items, familyItem(SplitCheck, "two-hop", Wrong))
	}
	for i := 0; i < 9; i++ {
		items = append(items, familyItem(SplitTuning, "negation", Right))
	}
	rows := CheckFamilies(items)
	if len(rows) != 2 {
		t.Fatalf("got %d rows, want lookup and the merged small kinds: %+v", len(rows), rows)
	}
	if rows[0].Category != famLookup || rows[0].Items != 7 {
		t.Errorf("first row %s/%d items, want %s/7", rows[0].Category, rows[0].Items, famLookup)
	}
	if e := rows[0].EX["neo4j"]; e == nil || e.Right != 6 || e.Wrong != 1 {
		t.Errorf("lookup row answers %+v, want 6 right and 1 wrong", e)
	}
	if rows[1].Category != famSmall || rows[1].Items != 5 {
		t.Errorf("second row %s/%d items, want %s/5", rows[1].Category, rows[1].Items, famSmall)
	}
	if e := rows[1].EX["neo4j"]; e == nil || e.Refused != 3 || e.Wrong != 2 {
		t.Errorf("merged row answers %+v, want 3 refused and 2 wrong", e)
	}

	// One small kind alone stays under the minimum: no row at all.
	rows = CheckFamilies(items[:10])
	for _, r := range rows {
		if r.Items < MinFamilyItems {
			t.Errorf("row %s has %d items, under the minimum %d", r.Category, r.Items, MinFamilyItems)
		}
	}
	if len(rows) != 1 || rows[0].Category != famLookup {
		t.Errorf("got %+v, want the lookup row alone (3 negation items shown nowhere)", rows)
	}
}

func TestFamilyOfEveryCategoryInUse(t *testing.T) {
	if Family("transitive") != famPaths || Family("edge-aggregate") != famValues || Family("nonsense") != famOther {
		t.Error("families misread")
	}
}
