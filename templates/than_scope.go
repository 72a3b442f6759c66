package templates

import (
	"fmt"

	"github.com/gql-dev/gql/schema"
)

// checkAggScope validates the narrowing of an aggregate comparison
// (Than.Agg with RefKey): one scalar value of a property of the
// aggregated label, so every language filters the scan alike; none
// at all is the aggregate over every node of the label.
func checkAggScope(t *Than, l *schema.Label) error {
	if t.RefKey == "" && t.RefValue == nil {
		return nil
	}
	key := schema.Find(l.Properties, t.RefKey)
	if key == nil || key.Type.IsList() || !isScalarLit(t.RefValue) {
		return fmt.Errorf("than: the %s compared with is narrowed by no scalar value of %s.%s", t.Agg, t.Ref.Label, t.RefKey)
	}
	if err := checkLit(t.RefValue, key.Type); err != nil {
		return fmt.Errorf("than: %s.%s: %v", t.Ref.Label, t.RefKey, err)
	}
	return nil
}
