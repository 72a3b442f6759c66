package backends

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/redact"
)

// Endpoint is one server as the user named it.
type Endpoint struct {
	// Name is what the user typed before resolution ("neo4j", "hr", a
	// URI), as people may see it: a URI in it is redacted.
	Name    string
	Backend Backend // which kind of server; "" lets Open pick it from the URI scheme
	// URI never holds user info: Resolve moves it to User and Password.
	URI string
	// User and Password come from a deployment config (the password from
	// an environment variable it names) or from the user info of a URI
	// typed on the command line; empty otherwise.
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
//
// User info in a typed URI (bolt://neo4j:pw@host:7687) is taken out into
// the endpoint's User and Password, so it reaches the driver's
// authentication and nothing else; names and errors show the URI
// redacted.
func Resolve(spec string, lookup Lookup) ([]Endpoint, error) {
	spec = strings.TrimSpace(spec)
	shown := redact.Text(spec)
	if spec == "" {
		return nil, fmt.Errorf("empty --backend: %s", backendForms)
	}
	if lookup != nil && !strings.Contains(spec, "://") {
		if eps, ok := lookup(spec); ok {
			if len(eps) == 0 {
				return nil, fmt.Errorf("backend %q is configured with no servers", shown)
			}
			return eps, nil
		}
	}
	if kind, uri, ok := strings.Cut(spec, "="); ok && !strings.Contains(kind, "://") {
		b, err := ParseBackend(kind)
		if err != nil {
			return nil, fmt.Errorf("--backend %q: %v", shown, err)
		}
		return typedEndpoint(shown, b, uri)
	}
	if strings.Contains(spec, "://") {
		return typedEndpoint(shown, "", spec)
	}
	b, err := ParseBackend(spec)
	if err != nil {
		return nil, fmt.Errorf("--backend %q: not a configured name or a backend; %s", shown, backendForms)
	}
	return []Endpoint{{Name: spec, Backend: b, URI: b.DefaultURI()}}, nil
}

// typedEndpoint is the endpoint of a URI the user typed, with its user info moved
// into User and Password.
func typedEndpoint(shown string, b Backend, uri string) ([]Endpoint, error) {
	clean, opt, err := withCredentials(uri, Options{})
	if err != nil {
		return nil, fmt.Errorf("--backend %q: %v", shown, err)
	}
	kind, err := resolve(clean, b)
	if err != nil {
		return nil, fmt.Errorf("--backend %q: %v", shown, err)
	}
	return []Endpoint{{Name: shown, Backend: kind, URI: clean, User: opt.User, Password: opt.Password}}, nil
}

// ResolveOne is Resolve for commands that talk to exactly one server.
func ResolveOne(spec string, lookup Lookup) (Endpoint, error) {
	eps, err := Resolve(spec, lookup)
	if err != nil {
		return Endpoint{}, err
	}
	if len(eps) != 1 {
		return Endpoint{}, fmt.Errorf("--backend %q names %d servers; this command needs one (use KIND=URI or a single backend name)", redact.Text(spec), len(eps))
	}
	return eps[0], nil
}

const backendForms = "want a backend name (neo4j, gremlin, janusgraph, fuseki), KIND=URI, or a URI (bolt://host:7687, ws://host:8182/gremlin, http://host:3030/dataset)"
