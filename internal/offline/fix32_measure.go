package offline

import "github.com/gql-dev/gql/internal/english"

// bulkBeside: the label holds a numeric property whose name gives a unit
// of bulk (weight_kg, volume_m3: english.BulkDims). "the biggest
// donation" of a label that holds both a weight and an amount of money
// may be the heaviest as well as the dearest, so amountThingMeasure does
// not take the money for its size (foodbank's Donation: weight_kg and
// value_eur; the gold ranks by weight). The measure's own reading, or its
// refusal, decides.
func (o *bldPhase) bulkBeside(label string) bool {
	for _, p := range o.propsOf(label) {
		if u, ok := english.PropertyUnit(p.Name); ok && english.BulkDims.Is(u.Dim) && p.Type.Numeric() && !p.Type.IsList() {
			return true
		}
	}
	return false
}
