package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/templates"
)

// fix23Case is a question on an example graph, fragments each language's
// query must hold, and the warning the plan must carry; no cy is a refusal.
type fix23Case struct {
	kg, q      string
	cy, gr, sp []string
	warn       string
}

func checkFix23(t *testing.T, cases []fix23Case) {
	t.Helper()
	for _, c := range cases {
		g, s := exampleGraph(t, c.kg)
		linked := linkOn(t, g, s, c.q)
		r, err := Compile(EvidenceFrom(linked.Grounding), s)
		if c.cy == nil {
			if err == nil {
				out, _ := templates.Render(r.Query, lang.Cypher, s)
				t.Errorf("%s: %q: answered, want a refusal:\n%s", c.kg, c.q, out)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		for l, frags := range map[lang.Lang][]string{lang.Cypher: c.cy, lang.Gremlin: c.gr, lang.SPARQL: c.sp} {
			out, err := templates.Render(r.Query, l, s)
			if err != nil {
				t.Errorf("%s: %q: render %s: %v", c.kg, c.q, l, err)
				continue
			}
			out = strings.Join(strings.Fields(out), " ")
			for _, f := range frags {
				if !strings.Contains(out, f) {
					t.Errorf("%s: %q: %s lacks %q:\n%s", c.kg, c.q, l, f, out)
				}
			}
		}
		found := false
		for _, w := range r.Warnings {
			found = found || w.Check == c.warn
		}
		if !found {
			t.Errorf("%s: %q: no %s warning in %v", c.kg, c.q, c.warn, r.Warnings)
		}
	}
}

// TestTerseThanNamed: a listing that opens with the label itself ("airlines
// older than Baltic Wings"), with a value or yes/no word of the label before
// it ("standard shipments", "vegetarian dishes") or with a comparative the
// label's link ran on over ("dishes pricier than"), compares with the named
// thing of the same label, as a "which" question does, on four graphs in the
// three languages.
func TestTerseThanNamed(t *testing.T) {
	checkFix23(t, []fix23Case{
		{kg: "flights", q: "airlines older than Baltic Wings",
			cy:   []string{"MATCH (a2:Airline {name: 'Baltic Wings'}) MATCH (a:Airline) WHERE a.founded < a2.founded"},
			gr:   []string{"has('Airline', 'name', 'Baltic Wings')", "P.lt("},
			sp:   []string{`:name "Baltic Wings"`, "FILTER(?founded < ?a2_founded)"},
			warn: "than-node"},
		{kg: "company", q: "employees hired after Priya Raman",
			cy:   []string{"MATCH (e2:Employee {name: 'Priya Raman'}) MATCH (e:Employee) WHERE e.hired > e2.hired"},
			gr:   []string{"has('Employee', 'name', 'Priya Raman')", "P.gt("},
			sp:   []string{"FILTER(?hired > ?e2_hired)"},
			warn: "than-node"},
		{kg: "logistics", q: "Which standard shipments are lighter than PX-4421157?",
			cy:   []string{"MATCH (s2:Shipment {tracking: 'PX-4421157'}) MATCH (s:Shipment {service: 'standard'}) WHERE s.weight_kg < s2.weight_kg"},
			gr:   []string{"has('Shipment', 'service', 'standard')", "P.lt("},
			sp:   []string{`:service "standard"`, "FILTER(?weight_kg < ?s2_weight_kg)"},
			warn: "than-node"},
		{kg: "delivery", q: "vegetarian dishes pricier than the pad thai",
			cy:   []string{"MATCH (d2:Dish {name: 'Pad Thai'}) MATCH (d:Dish {vegetarian: true}) WHERE d.price_eur > d2.price_eur"},
			gr:   []string{"has('Dish', 'vegetarian', true)", "P.gt("},
			sp:   []string{"FILTER(?price_eur > ?d2_price_eur)"},
			warn: "than-node"},
		{kg: "flights", q: "List airports that opened before Oslo Gardermoen",
			cy:   []string{"MATCH (a2:Airport {name: 'Oslo Gardermoen'}) MATCH (a:Airport) WHERE a.opened < a2.opened"},
			gr:   []string{"P.lt("},
			sp:   []string{"FILTER(?opened < ?a2_opened)"},
			warn: "than-node"},
		// The named thing is of another label: refused as before.
		{kg: "movies", q: "movies released later than Tom Hanks"},
		// A word between the label and the comparison that is no value of
		// the label: refused as before.
		{kg: "company", q: "employees in Sales hired after Priya Raman"},
	})
}

// TestThanNamedYesNo: "is|did <named X> <comparative|verb before> <other
// named X>?" is whether the first's property compares so with the second's:
// the property a word names, the one the comparative's measure names, or
// the kind's one date, on four graphs in the three languages.
func TestThanNamedYesNo(t *testing.T) {
	checkFix23(t, []fix23Case{
		{kg: "library", q: "is Central Library older than the Old Mill Reading Room?",
			cy:   []string{"MATCH (b2:Branch {name: 'Old Mill Reading Room'}) MATCH (b:Branch {name: 'Central Library'}) WHERE b.opened < b2.opened RETURN count(*) > 0 AS yes"},
			gr:   []string{"has('Branch', 'name', 'Old Mill Reading Room')", "has('Branch', 'name', 'Central Library')", "P.lt("},
			sp:   []string{"FILTER(?b_opened < ?b2_opened)"},
			warn: "than-named-yes-no"},
		{kg: "ops", q: "did Payments Rewrite start before Kafka Upgrade?",
			cy:   []string{"MATCH (p2:Project {name: 'Kafka Upgrade'}) MATCH (p:Project {name: 'Payments Rewrite'}) WHERE p.started < p2.started RETURN count(*) > 0 AS yes"},
			gr:   []string{"has('Project', 'name', 'Kafka Upgrade')", "P.lt("},
			sp:   []string{"FILTER(?p_started < ?p2_started)"},
			warn: "than-named-yes-no"},
		{kg: "farm", q: "Did Holm Estate join before Dahl Polder?",
			cy:   []string{"MATCH (f2:Farm {name: 'Dahl Polder'}) MATCH (f:Farm {name: 'Holm Estate'}) WHERE f.member_since < f2.member_since RETURN count(*) > 0 AS yes"},
			gr:   []string{"has('Farm', 'name', 'Dahl Polder')", "P.lt("},
			sp:   []string{"FILTER(?f_member_since < ?f2_member_since)"},
			warn: "than-named-yes-no"},
		{kg: "company", q: "Was Priya Raman hired before Chloe Martin?",
			cy:   []string{"WHERE e.hired < e2.hired RETURN count(*) > 0 AS yes"},
			gr:   []string{"P.lt("},
			sp:   []string{"FILTER(?e_hired < ?e2_hired)"},
			warn: "than-named-yes-no"},
		// Two things of different labels, or one named twice: refused.
		{kg: "movies", q: "Was Tom Hanks born before The Matrix?"},
		{kg: "company", q: "Was Priya Raman hired before Priya Raman?"},
	})
}
