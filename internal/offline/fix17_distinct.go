package offline

import "github.com/gql-dev/gql/templates"

// groupCountAgg: "how many different artworks has each conservator
// treated" counts each thing once per group however many relationships
// join them (a conservator who treated one work twice); the plain count
// would count the relationships. Without the word the count stays as it
// was: which of the two a bare "how many" means is not settled here.
func groupCountAgg(sh shape) templates.Agg {
	if sh.distinct {
		return templates.CountDistinct
	}
	return templates.Count
}
