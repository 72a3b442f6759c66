package examples

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// Resolve reads a schema as every command's --schema names it: a bundled
// example ("movies"), an example directory (schema.json beside graph.jsonl,
// as `gql convert` writes it) or a schema.json file. The graph comes too when
// there is one, so values can be linked without a server; it is nil for a
// bare schema file. One resolver, so a value one command accepts, every
// command accepts.
func Resolve(arg string) (*schema.Schema, *graph.Graph, error) {
	if arg == "" {
		arg = "movies"
	}
	for _, n := range Names {
		if n == arg {
			g, err := Graph(n)
			if err != nil {
				return nil, nil, err
			}
			s, err := Schema(n)
			return s, g, err
		}
	}
	fi, err := os.Stat(arg)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil, fmt.Errorf("schema %q: not a bundled example (%s), an example directory or a schema file", arg, strings.Join(Names, ", "))
	case err != nil:
		return nil, nil, fmt.Errorf("schema %q: %w", arg, err)
	case fi.IsDir():
		g, s, err := graph.ReadDir(arg)
		return s, g, err
	}
	s, err := schema.Load(arg)
	return s, nil, err
}

// IsBundled says whether name is a bundled example.
func IsBundled(name string) bool {
	for _, n := range Names {
		if n == name {
			return true
		}
	}
	return false
}
