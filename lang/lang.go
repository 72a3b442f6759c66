// Package lang names the three query languages gql compiles to. It is a leaf so
// every other package can agree on the names without importing each other.
package lang

import (
	"fmt"
	"strings"
)

// Lang is a target query language.
type Lang string

const (
	Cypher  Lang = "cypher"
	Gremlin Lang = "gremlin"
	SPARQL  Lang = "sparql"
)

// All lists the targets in the order reports show them.
var All = []Lang{Cypher, Gremlin, SPARQL}

// Parse accepts a target name as users type it.
func Parse(s string) (Lang, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "cypher", "neo4j", "cql":
		return Cypher, nil
	case "gremlin", "tinkerpop", "janusgraph":
		return Gremlin, nil
	case "sparql", "rdf", "fuseki":
		return SPARQL, nil
	}
	return "", fmt.Errorf("unknown target %q: want cypher, gremlin or sparql", s)
}
