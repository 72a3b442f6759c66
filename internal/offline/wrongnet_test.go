package offline

import (
	"errors"

	"github.com/gql-dev/gql/diag"
	"path/filepath"

	"github.com/gql-dev/gql/examples"
	"strings"
	"testing"
)

// TestWrongnetRefuses: each net refuses a silent wrong answer of its
// mechanism on two schemas (docs/offline.md, "Silent wrongs by mechanism").
func TestWrongnetRefuses(t *testing.T) {
	for _, c := range []struct{ schema, question, check string }{
		{"wrongnet_tickets", "What is the status of ticket TCK-50219?", "value-digits-changed"},
		{"wrongnet_invoices", "What is the state of invoice INV-77317?", "value-digits-changed"},
		{"company", "How much have employees earned in total?", "amount-counted"},
		{"movies", "How much have people reviewed in total?", "amount-counted"},
		{"movies", "what are the trendiest movies", "superlative-dropped"},
		{"company", "what are the shiniest projects", "superlative-dropped"},
		{"ex:retail", "Which orders contain laptops?", "searched-unnamed"},
		{"wrongnet_tickets", "Which tickets contain printers?", "searched-unnamed"},
		{"wrongnet_invoices", "Which invoices contain scaffolding?", "searched-unnamed"},
		{"wrongnet_tickets", "what are the shiniest tickets", "superlative-dropped"},
		{"wrongnet_invoices", "How much have clients paid in total?", "amount-counted"},
		{"company", "Who manages the employees that work in Engineering?", "who-answered-named"},
		{"ex:retail", "Who supplies the products in the Electronics category?", "who-answered-named"},
		{"movies", "Which movies did Tom Hanks make?", "edge-guessed"},
		{"wrongnet_tickets", "Which tickets has Oskar Lind worked on?", "edge-guessed"},
		{"ex:retail", "How many Aero 13 Laptops were ordered?", "value-read-twice"},
		{"wrongnet_shop", "How many Vela 7 Tablets were purchased?", "value-read-twice"},
		{"movies", "Which movies feature zombies?", "every-row"},
		{"company", "Which projects involve robots?", "every-row"},
		{"movies", "Which people reviewed movies about zombies?", "every-row"},
		{"company", "Which employees work on projects about robots?", "every-row"},
	} {
		_, err := netCompile(t, c.schema, c.question)
		var ue *UnanswerableError
		if !errors.As(err, &ue) || ue.Diagnostic.Check != c.check {
			t.Errorf("%s %q: want refusal %s, got %v", c.schema, c.question, c.check, err)
		}
	}
}

// TestWrongnetKeeps: readings the words support pass every net.
func TestWrongnetKeeps(t *testing.T) {
	for _, c := range []struct{ schema, question, want string }{
		{"wrongnet_tickets", "What is the status of ticket TCK-50211?", "TCK-50211"},
		{"ex:retail", "Which products have coffee in their name?", "coffee"},
		{"ex:hotel", "What amenities do Alpenrose hotels have?", "Alpenrose"},
		{"company", "Which employees work in Engineering?", "WORKS_IN"},
		{"movies", "List all movies.", "Movie"},
		{"movies", "Which people acted in movies?", "ACTED_IN"},
		{"company", "Which employees work on projects?", "WORKS_ON"},
		{"ex:retail", "Which customers bought the Aero 13 Laptop?", "Aero 13 Laptop"},
		{"movies", "Which movies did Tom Hanks direct?", "DIRECTED"},
		{"movies", "Which movies has Keanu Reeves been in?", "ACTED_IN"},
		{"wrongnet_tickets", "Which tickets did Mira Solberg handle?", "HANDLED"},
		{"ex:library", "Which books have never been checked out?", "NOT"},
		{"movies", "Which movies have Matrix in their title?", "CONTAINS 'Matrix'"},
		{"movies", "Which people have 'Tom' in their name?", "Tom"},
		{"movies", "How many movies did Tom Hanks act in?", "count("},
		{"movies", "Who acted in The Matrix?", "ACTED_IN"},
		{"company", "Who works in Engineering?", "WORKS_IN"},
		{"movies", "Who are the people who directed The Matrix?", "DIRECTED"},
		{"movies", "What is the oldest movie?", "ORDER BY"},
	} {
		cy, err := netCompile(t, c.schema, c.question)
		if err != nil {
			t.Errorf("%s %q: %v", c.schema, c.question, err)
			continue
		}
		if !strings.Contains(cy, c.want) {
			t.Errorf("%s %q: want %q in %s", c.schema, c.question, c.want, cy)
		}
	}
}

// netCompile is compileOn, with "ex:NAME" for a bundled example graph.
func netCompile(t *testing.T, name, question string) (string, error) {
	t.Helper()
	if ex, ok := strings.CutPrefix(name, "ex:"); ok {
		s, g, err := examples.Resolve(filepath.Join("..", "..", "examples", ex))
		if err != nil {
			t.Fatal(err)
		}
		return renderOffline(t, g, s, question)
	}
	return compileOn(t, name, question)
}

// TestValuesMeet: a completed value that goes on with the next value's
// words has read them already; one that stops before them has not.
func TestValuesMeet(t *testing.T) {
	for _, c := range []struct {
		q    string
		a, b ValueLink
		want bool
	}{
		{"How many Oak Desks were sold?", ValueLink{Value: "Oak Desk Large", Span: diag.Span{Start: 9, End: 12}}, ValueLink{Value: "Desks", Span: diag.Span{Start: 13, End: 18}}, true},
		{"Who acted in The Matrix with Keanu?", ValueLink{Value: "The Matrix", Span: diag.Span{Start: 13, End: 23}}, ValueLink{Value: "Keanu Reeves", Span: diag.Span{Start: 29, End: 34}}, false},
	} {
		o := &readCtx{ev: &Evidence{Question: c.q}}
		if got := o.valuesMeet(c.a, c.b); got != c.want {
			t.Errorf("%q: valuesMeet = %v, want %v", c.q, got, c.want)
		}
	}
}
