package backends

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// A marker is a cheap fingerprint of what a server holds: its label and
// edge-type names with their counts. It is read before a cached schema is
// used, so a schema introspected from one graph is never trusted after
// another graph was loaded into the same endpoint. It costs a few
// aggregate queries (count store on Neo4j, a bounded groupCount on
// Gremlin, a bounded class count on RDF), not a re-introspection.
type markerReader interface {
	marker(ctx context.Context, o IntrospectOptions) (string, error)
}

// Marker reads the marker of the server x talks to. Two reads of a server
// whose labels, edge types and their counts did not change are equal;
// loading another graph changes it.
func Marker(ctx context.Context, x Executor, io IntrospectOptions) (string, error) {
	m, ok := x.(markerReader)
	if !ok {
		return "", fmt.Errorf("%s cannot report what it holds", x.Backend())
	}
	return m.marker(ctx, io.norm())
}

// counts is the canonical form a marker hashes: the same counts in any
// order give the same marker.
type counts map[string]int64

func (c counts) digest() string {
	keys := make([]string, 0, len(c))
	for k := range c {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	h := sha256.New()
	for _, k := range keys {
		fmt.Fprintf(h, "%q=%d\n", k, c[k])
	}
	return hex.EncodeToString(h.Sum(nil)[:12])
}

func (e *neo4jExec) marker(ctx context.Context, o IntrospectOptions) (string, error) {
	opt := ExecOptions{Timeout: o.Timeout, Limit: -1}
	c := counts{}
	// Label and type names come from the token store and the two totals
	// from the count store: four constant-time reads whatever the graph's
	// size. Per-label counts would need one query per label.
	for _, q := range []struct{ key, text string }{
		{"label:", "CALL db.labels() YIELD label RETURN label, 0"},
		{"type:", "CALL db.relationshipTypes() YIELD relationshipType RETURN relationshipType, 0"},
		{"", "MATCH (n) RETURN 'nodes', count(n)"},
		{"", "MATCH ()-[r]->() RETURN 'edges', count(r)"},
	} {
		res, err := e.run(ctx, q.text, nil, opt, neo4j.AccessModeRead)
		if err != nil {
			return "", err
		}
		for _, row := range res.Rows {
			c[q.key+row[0].Str] = row[1].Int
		}
	}
	return c.digest(), nil
}

func (e *gremlinExec) marker(ctx context.Context, o IntrospectOptions) (string, error) {
	opt := ExecOptions{Timeout: o.Timeout, Limit: -1}
	// The same bounded scan introspection finds labels with: a graph past
	// it is told apart by the labels and counts of its first elements.
	scan := gremlinLiteral(int64(100 * o.Sample))
	c := counts{}
	for _, q := range []struct{ key, text string }{
		{"label:", "g.V().limit(" + scan + ").groupCount().by(label)"},
		{"type:", "g.E().limit(" + scan + ").groupCount().by(label)"},
	} {
		rows, _, err := e.submitLang(ctx, q.text, opt)
		if err != nil {
			return "", err
		}
		for _, name := range sortedKeys(rows) {
			c[q.key+name] = countOf(rows, name)
		}
	}
	return c.digest(), nil
}

func (e *sparqlExec) marker(ctx context.Context, o IntrospectOptions) (string, error) {
	opt := ExecOptions{Timeout: o.Timeout, Limit: -1}
	c := counts{}
	// Every class, not only the dataset vocabulary's: a graph loaded in
	// another vocabulary is another graph too.
	classes, err := e.query(ctx, fmt.Sprintf(`SELECT ?c (COUNT(?s) AS ?n) WHERE { { SELECT ?s ?c WHERE { ?s a ?c } LIMIT %d } } GROUP BY ?c`, 100*o.Sample), opt)
	if err != nil {
		return "", err
	}
	for _, row := range classes.Rows {
		c["class:"+row[0].Str] = row[1].Int
	}
	triples, err := e.query(ctx, fmt.Sprintf(`SELECT (COUNT(*) AS ?n) WHERE { SELECT * WHERE { ?s ?p ?o } LIMIT %d }`, 1000*o.Sample), opt)
	if err != nil {
		return "", err
	}
	if len(triples.Rows) == 1 {
		c["triples"] = triples.Rows[0][0].Int
	}
	return c.digest(), nil
}

// stamp is what the cache keeps beside a schema: the marker the server
// had when the schema was read.
type stamp struct {
	Marker string    `json:"marker"`
	Read   time.Time `json:"read"`
}

func stampPath(cache string) string { return strings.TrimSuffix(cache, ".json") + ".stamp" }

func readStamp(cache string) (stamp, error) {
	var st stamp
	raw, err := os.ReadFile(stampPath(cache))
	if err != nil {
		return st, err
	}
	if err := json.Unmarshal(raw, &st); err != nil || st.Marker == "" {
		return st, errors.New("unreadable schema stamp")
	}
	return st, nil
}

func writeStamp(cache, marker string) error {
	raw, err := json.Marshal(stamp{Marker: marker, Read: time.Now().UTC()})
	if err != nil {
		return err
	}
	return os.WriteFile(stampPath(cache), raw, 0o644)
}

// Forget drops the cached schema of an endpoint, as after loading another
// graph into it (gql load calls it). The marker check would notice the new
// graph anyway; forgetting also covers a load that happens to keep every
// count.
func Forget(b Backend, uri, dir string) error {
	uri, _, err := withCredentials(uri, Options{})
	if err != nil {
		return err
	}
	path, err := CachePath(b, uri, dir)
	if err != nil {
		return err
	}
	var errs []error
	for _, p := range []string{path, stampPath(path)} {
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
