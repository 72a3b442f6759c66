package offline

import (
	"path/filepath"
	"testing"

	"github.com/gql-dev/gql/examples"
)

// fix20Case is a question, the fragment its refusal must hold ("" when it
// is answered) and the Cypher fragments of its answer.
type fix20Case struct {
	schema, question, refusal string
	want                      []string
}

func fix20Check(t *testing.T, cases []fix20Case) {
	t.Helper()
	for _, c := range cases {
		var w planWant
		if c.schema == "transit" {
			s, g, err := examples.Resolve(filepath.Join("..", "..", "examples", c.schema))
			if err != nil {
				t.Fatal(err)
			}
			w = planWant{schema: c.schema, question: c.question, refused: c.refusal != "", flat: true, want: c.want}
			if c.refusal != "" {
				w.refusalHas = []string{c.refusal}
			}
			checkPlan(t, g, s, w)
			continue
		}
		g, s := exampleOrTest(t, c.schema)
		w = planWant{schema: c.schema, question: c.question, refused: c.refusal != "", flat: true, want: c.want}
		if c.refusal != "" {
			w.refusalHas = []string{c.refusal}
		}
		checkPlan(t, g, s, w)
	}
}

// TestFix20Nets: a noun's number compared with another thing's quantity,
// a yes/no column answering "which", a flag's word read as another
// thing's stored value, a position along a relationship left unread and
// an amount asked in cents are refused by their mechanism on transit and
// a ferry company; the shapes that read right stay answered.
func TestFix20Nets(t *testing.T) {
	fix20Check(t, []fix20Case{
		{"transit", "Which depot is bus 3017 kept at?", "names one thing by its number", nil},
		{"transit", "Which line is tram 210 assigned to?", "names one thing by its number", nil},
		{"fix20_ferry", "Which harbour is ferry 2015 berthed at?", "names one thing by its number", nil},
		{"transit", "Which electric buses have done more than 500,000 km?", "a yes/no property", nil},
		{"transit", "Does the B40 run at night?", "night_service", nil},
		{"fix20_ferry", "Does the R5 sail at night?", "night_crossing", nil},
		// fix24 reads a plain ordinal or "in order" (fix24_test.go); a row
		// cap over the positions is still refused.
		{"transit", "List the first 3 stops of the B12", "position along a relationship", nil},
		{"transit", "How much is a Day Ticket in cents?", "in \"cents\"", nil},
		{"fix20_ferry", "How much is a Day Pass in cents?", "in \"cents\"", nil},
		// Shapes the nets leave answered.
		{"fix20_ferry", "Which harbours have tide zone 2?", "", []string{"tide_zone"}},
		{"transit", "Which stops have fare zone 2?", "", []string{"fare_zone"}},
		{"fix20_ferry", "List the harbours of the R5 in alphabetical order.", "", []string{"ORDER BY"}},
		{"fix20_ferry", "How much is a Day Pass?", "", []string{"price_usd"}},
	})
}
