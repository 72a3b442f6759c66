package graph

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/gql-dev/gql/schema"
)

// ReadDir reads an example directory: graph.jsonl and schema.json.
func ReadDir(dir string) (*Graph, *schema.Schema, error) {
	g, err := ReadFile(filepath.Join(dir, "graph.jsonl"))
	if err != nil {
		return nil, nil, err
	}
	s, err := schema.Load(filepath.Join(dir, "schema.json"))
	if err != nil {
		return nil, nil, err
	}
	if g.Name == "" {
		g.Name = s.Name
	}
	return g, s, nil
}

// WriteDir writes an example directory, deriving the schema from the data.
func WriteDir(dir string, g *Graph, constraints []schema.Constraint) (*schema.Schema, error) {
	s, err := g.DeriveSchema(constraints)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	f, err := os.Create(filepath.Join(dir, "graph.jsonl"))
	if err != nil {
		return nil, err
	}
	if err := g.Write(f); err != nil {
		f.Close()
		return nil, err
	}
	if err := f.Close(); err != nil {
		return nil, err
	}
	if err := s.Save(filepath.Join(dir, "schema.json")); err != nil {
		return nil, fmt.Errorf("writing schema: %w", err)
	}
	return s, nil
}
