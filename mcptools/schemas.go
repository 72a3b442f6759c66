package mcptools

import (
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/gql-dev/gql/lang"
)

// Instructions tell an agent, once per session, how the tools fit
// together; clients show them to the model beside the tool list.
const Instructions = `gql turns English questions about a graph database into Cypher (Neo4j), Gremlin (TinkerPop, JanusGraph) or SPARQL (Fuseki), and checks every query before it answers.
- Start with list_backends: the graphs served and which languages each runs on a server. get_schema shows a backend's labels, edge types and properties.
- ask answers a question from the data: the query, its rows and an answer in words made only from those rows. translate only writes and checks the query.
- A result is valid, unanswerable or failed. Unanswerable means the question does not fit the schema; the reason says why. Rephrase with the schema's words rather than retrying the same question.
- check reads a query you wrote without running it (syntax, read-only, schema) and gives positions and fixes; run_query runs one read-only with a row cap. Queries that may write are refused before they reach a server.`

// languages and formats are the values the tools accept; an enum lets a
// client offer them and rejects a misspelling before the call.
var (
	languages = langs(false)
	formats   = append([]any{"json"}, langs(false)...)
)

func langs(all bool) []any {
	var out []any
	for _, l := range lang.All {
		out = append(out, string(l))
	}
	if all {
		out = append(out, "all")
	}
	return out
}

// withEnums is T's input schema with the named properties (or, for lists,
// their items) restricted to values.
func withEnums[T any](enums map[string][]any) *jsonschema.Schema {
	s, err := jsonschema.For[T](nil)
	if err != nil {
		// The input types are this package's own: a failure is a bug
		// found by every test that starts a server.
		panic(fmt.Sprintf("mcptools: input schema: %v", err))
	}
	for _, p := range s.Properties {
		// A Go slice may be nil, so the reflected type is [null, array];
		// an agent should send a list or leave the key out.
		if len(p.Types) == 2 && p.Types[0] == "null" {
			p.Type, p.Types = p.Types[1], nil
		}
	}
	for name, vals := range enums {
		p := s.Properties[name]
		if p == nil {
			panic(fmt.Sprintf("mcptools: no property %q", name))
		}
		if p.Items != nil {
			p.Items.Enum = vals
		} else {
			p.Enum = vals
		}
	}
	return s
}

// deprecate marks the singular aliases of translate and ask.
func deprecate(s *jsonschema.Schema) *jsonschema.Schema {
	for _, name := range []string{"target", "backend"} {
		s.Properties[name].Deprecated = true
	}
	return s
}

func translateSchema() *jsonschema.Schema {
	targets := langs(true)
	return deprecate(withEnums[TranslateIn](map[string][]any{"targets": targets, "target": targets}))
}

func askSchema() *jsonschema.Schema {
	targets := langs(true)
	return deprecate(withEnums[AskIn](map[string][]any{"targets": targets, "target": targets}))
}
