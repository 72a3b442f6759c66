package backends

import (
	"fmt"
	"strings"
)

// Endpoint is one server as the user named it.
type Endpoint struct {
	Name    string  // what the user typed before resolution ("neo4j", "hr", a URI)
	Backend Backend // which kind of server; "" lets Open pick it from the URI scheme
	URI     string
	// User and Password come from a deployment config (the password from
	// an environment variable it names); empty for the other forms.
	User, Password string
}

// Lookup resolves names a deployment configuration defines (e.g. "hr" for a
// team's Neo4j and Fuseki); ok is false for a name it does not know. It is
// consulted before the built-in names, so a configuration can also move
// "neo4j" off its loopback default.
type Lookup func(name string) (eps []Endpoint, ok bool)

// Resolve reads one --backend value, the same way for every command:
//   - a name the lookup knows (possibly several servers),
//   - a backend name (neo4j, gremlin, janusgraph, fuseki and their aliases)
//     for the server scripts/servers starts on loopback,
//   - KIND=URI, e.g. janusgraph=ws://host:8182/gremlin,
//   - a URI, whose scheme picks the backend (bolt/neo4j → Neo4j,
//     ws/wss → Gremlin Server, http/https → Fuseki).
func Resolve(spec string, lookup Lookup) ([]Endpoint, error) {
	spec = strings.TrimSpace(spec)
	if spec == "" {
		return nil, fmt.Errorf("empty --backend: %s", backendForms)
	}
	if lookup != nil && !strings.Contains(spec, "://") {
		if eps, ok := lookup(spec); ok {
			if len(eps) == 0 {
				return nil, fmt.Errorf("backend %q is configured with no servers", spec)
			}
			return eps, nil
		}
	}
	if kind, uri, ok := strings.Cut(spec, "="); ok && !strings.Contains(kind, "://") {
		b, err := ParseBackend(kind)
		if err != nil {
			return nil, fmt.Errorf("--backend %q: %v", spec, err)
		}
		if _, err := resolve(uri, b); err != nil {
			return nil, fmt.Errorf("--backend %q: %v", spec, err)
		}
		return []Endpoint{{Name: spec, Backend: b, URI: uri}}, nil
	}
	if strings.Contains(spec, "://") {
		b, err := resolve(spec, "")
		if err != nil {
			return nil, fmt.Errorf("--backend %q: %v", spec, err)
		}
		return []Endpoint{{Name: spec, Backend: b, URI: spec}}, nil
	}
	b, err := ParseBackend(spec)
	if err != nil {
		return nil, fmt.Errorf("--backend %q: not a configured name or a backend; %s", spec, backendForms)
	}
	return []Endpoint{{Name: spec, Backend: b, URI: b.DefaultURI()}}, nil
}

// ResolveOne is Resolve for commands that talk to exactly one server.
func ResolveOne(spec string, lookup Lookup) (Endpoint, error) {
	eps, err := Resolve(spec, lookup)
	if err != nil {
		return Endpoint{}, err
	}
	if len(eps) != 1 {
		return Endpoint{}, fmt.Errorf("--backend %q names %d servers; this command needs one (use KIND=URI or a single backend name)", spec, len(eps))
	}
	return eps[0], nil
}

const backendForms = "want a backend name (neo4j, gremlin, janusgraph, fuseki), KIND=URI, or a URI (bolt://host:7687, ws://host:8182/gremlin, http://host:3030/dataset)"
