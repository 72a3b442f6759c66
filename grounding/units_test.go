package grounding

import (
	"testing"

	"github.com/gql-dev/gql/schema"
)

// TestPropertyNamedWithUnit: a property whose name ends with its unit
// links from what it measures as from its own name ("memory" → memory_mb at
// 1.00), and the unit still reaches it; one element under two texts is one
// candidate. Two synthetic schemas.
func TestPropertyNamedWithUnit(t *testing.T) {
	str, num := schema.Type("string"), schema.Type("int")
	hosts := &schema.Schema{Name: "hosts", Labels: []schema.Label{
		{Name: "Host", Properties: []schema.Property{{Name: "name", Type: str}, {Name: "memory_mb", Type: num}, {Name: "disk_gb", Type: num}}},
		{Name: "Service", Properties: []schema.Property{{Name: "name", Type: str}}},
	}}
	flights := &schema.Schema{Name: "flights", Labels: []schema.Label{
		{Name: "flight", Properties: []schema.Property{{Name: "flight_code", Type: str}, {Name: "distance_km", Type: num}, {Name: "duration_minutes", Type: num}}},
		{Name: "airport", Properties: []schema.Property{{Name: "airport_name", Type: str}}},
	}}
	for _, c := range []struct {
		s        *schema.Schema
		q, want  string
		minScore float64
	}{
		{hosts, "Which host has the most memory?", "prop:Host.memory_mb", 0.99},
		{hosts, "Show the disk of every host.", "prop:Host.disk_gb", 0.99},
		{flights, "What is the distance of each flight?", "prop:flight.distance_km", 0.99},
		{flights, "Which flight has the longest duration?", "prop:flight.duration_minutes", 0.9}, // "longest duration" is one span
		{flights, "How many minutes does each flight take?", "prop:flight.duration_minutes", 0.45},
	} {
		r := groundOn(t, c.s, c.q)
		found := false
		for _, l := range r.Mapping {
			if l.Element.ID() == c.want && l.Score >= c.minScore {
				found = true
			}
			for _, a := range l.Alternatives {
				if a.Element == l.Element {
					t.Errorf("%q: %s is its own runner-up", c.q, l.Element.ID())
				}
			}
		}
		if !found {
			t.Errorf("%s: %q: no link to %s at %.2f or more: %+v", c.s.Name, c.q, c.want, c.minScore, r.Mapping)
		}
	}
}
