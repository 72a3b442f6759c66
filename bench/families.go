package bench

import (
	"sort"

	"github.com/gql-dev/gql/lang"
)

// MinFamilyItems is the fewest check items a row of CheckFamilies may
// count. A row of one item would show that item's outcome, and a few items
// of a known kind are nearly as telling; five keep a row an aggregate.
const MinFamilyItems = 5

// familyOf groups the question categories the datasets use into five broad
// kinds, so that a 50-question check graph fills each with 5-15 items.
// Categories nobody listed fall into "other".
var familyOf = map[string]string{
	"lookup": famLookup, "filter": famLookup, "hop": famLookup, "string-match": famLookup,
	"pagination": famLookup, "Simple Retrieval Queries": famLookup, "Complex Retrieval Queries": famLookup,
	"two-hop": famPaths, "three-hop": famPaths, "direction": famPaths, "transitive": famPaths,
	"same-twice": famPaths,
	"count":      famCounting, "aggregate": famCounting, "grouping": famCounting, "superlative": famCounting,
	"at-least": famCounting, "comparison": famCounting,
	"Simple Aggregation Queries": famCounting, "Complex Aggregation Queries": famCounting,
	"edge-property": famValues, "edge-aggregate": famValues, "unit": famValues, "date": famValues,
	"negation": famNegation, "absent-value": famNegation, "yes-no": famNegation, "either-or": famNegation,
}

const (
	famLookup   = "lookup and filter"
	famPaths    = "paths and direction"
	famCounting = "counting and ranking"
	famValues   = "edge values, units, dates"
	famNegation = "negation and yes/no"
	famOther    = "other"
	famSmall    = "kinds under 5 items, together"
)

// Family names the broad kind of a question category.
func Family(category string) string {
	if f, ok := familyOf[category]; ok {
		return f
	}
	return famOther
}

// CheckFamilies sums the check split's item results per ablation, target
// and family of categories, before the report drops them (blind). Rows of
// fewer than MinFamilyItems items are merged into one, and that one is left
// out too when still under the minimum: which kind of check question fails
// is worth knowing when aiming general work, which single item fails is not.
func CheckFamilies(items []ItemResult) []CategoryStats {
	var check []ItemResult
	for _, r := range items {
		if r.Split == SplitCheck {
			check = append(check, r)
		}
	}
	type key struct {
		a Ablation
		t lang.Lang
		f string
	}
	size := map[key]int{}
	for _, r := range check {
		size[key{r.Ablation, r.Target, Family(r.Category)}]++
	}
	rows := groupStats(check, func(r ItemResult) string {
		if f := Family(r.Category); size[key{r.Ablation, r.Target, f}] >= MinFamilyItems {
			return f
		}
		return famSmall
	})
	var out []CategoryStats
	for _, c := range rows {
		if c.Items >= MinFamilyItems {
			out = append(out, c)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Ablation != b.Ablation {
			return a.Ablation < b.Ablation
		}
		if a.Target != b.Target {
			return a.Target < b.Target
		}
		return familyRank(a.Category) < familyRank(b.Category)
	})
	return out
}

func familyRank(f string) int {
	for i, x := range []string{famLookup, famPaths, famCounting, famValues, famNegation, famOther, famSmall} {
		if x == f {
			return i
		}
	}
	return 99
}
