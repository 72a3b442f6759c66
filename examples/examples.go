// Package examples bundles the example graphs gql ships with, so the main
// command works on a fresh clone with no server and no key.
package examples

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

//go:embed movies/graph.jsonl movies/schema.json company/graph.jsonl company/schema.json
var files embed.FS

// Names lists the bundled examples: movies (the Neo4j Movies graph) and
// company (our own organisation graph, examples/company/company.cypher),
// so rules are measured on a schema they were not written for.
var Names = []string{"movies", "company"}

// Schema returns a bundled example's schema.
func Schema(name string) (*schema.Schema, error) {
	b, err := fs.ReadFile(files, name+"/schema.json")
	if err != nil {
		return nil, fmt.Errorf("no bundled example %q (have %v)", name, Names)
	}
	return schema.Parse(b, "examples/"+name+"/schema.json")
}

// Graph returns a bundled example's data.
func Graph(name string) (*graph.Graph, error) {
	b, err := fs.ReadFile(files, name+"/graph.jsonl")
	if err != nil {
		return nil, fmt.Errorf("no bundled example %q (have %v)", name, Names)
	}
	return graph.Read(bytes.NewReader(b), "examples/"+name+"/graph.jsonl")
}

// Movies returns the bundled Neo4j Movies graph and its schema.
func Movies() (*graph.Graph, *schema.Schema, error) {
	g, err := Graph("movies")
	if err != nil {
		return nil, nil, err
	}
	s, err := Schema("movies")
	return g, s, err
}
