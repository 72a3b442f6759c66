package gql

import (
	"context"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/llm"
	"github.com/gql-dev/gql/schema"
)

// promptCatcher is a model that keeps the prompt and answers one query.
type promptCatcher struct{ prompt string }

func (p *promptCatcher) Complete(_ context.Context, msgs []llm.Message) (string, llm.Usage, error) {
	for _, m := range msgs {
		p.prompt += m.Content + "\n"
	}
	return "MATCH (e:Employee) RETURN e.name", llm.Usage{}, nil
}

// The prompt's schema section carries what the user taught: descriptions,
// synonyms and value aliases of the elements shown.
func TestPromptShowsAnnotations(t *testing.T) {
	s0, err := examples.Schema("company")
	if err != nil {
		t.Fatal(err)
	}
	a, err := schema.ParseAnnotations([]byte(`labels:
  Employee:
    synonyms: [associate]
    description: a person on the payroll
values:
  - text: lead
    property: WORKS_ON.role
    value: owner
`), "a.yaml", s0)
	if err != nil {
		t.Fatal(err)
	}
	s := *s0
	s.Annotations = a
	chat := &promptCatcher{}
	c, err := New(context.Background(), Config{Schema: &s, LLM: chat})
	if err != nil {
		t.Fatal(err)
	}
	c.Translate(context.Background(), "Which associates are the lead of a project?", lang.Cypher)
	for _, want := range []string{"Notes on the schema:", "- Employee: a person on the payroll (also called: associate)", `"lead" means WORKS_ON.role = "owner"`} {
		if !strings.Contains(chat.prompt, want) {
			t.Errorf("prompt lacks %q:\n%s", want, chat.prompt)
		}
	}
}

// A bare --backend fuseki with a bundled example reads that example's
// dataset, where gql load puts it, not /movies.
func TestEndpointForBareFuseki(t *testing.T) {
	for _, c := range []struct{ schema, backend, want string }{
		{"company", "fuseki", "http://127.0.0.1:3030/company"},
		{"movies", "fuseki", "http://127.0.0.1:3030/movies"},
		{"", "fuseki", "http://127.0.0.1:3030/movies"},
		{"company", "fuseki=http://127.0.0.1:3030/hr", "http://127.0.0.1:3030/hr"},
		{"company", "http://127.0.0.1:3030/hr", "http://127.0.0.1:3030/hr"},
		{"company", "neo4j", "bolt://127.0.0.1:7687"},
	} {
		eps, err := backends.Resolve(c.backend, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := endpointFor(eps[0], c.schema); got != c.want {
			t.Errorf("--schema %q --backend %s: %s, want %s", c.schema, c.backend, got, c.want)
		}
	}
}
