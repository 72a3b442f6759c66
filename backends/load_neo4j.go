package backends

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// loadID is the temporary property that matches edges to their nodes while
// loading; it is removed (with its index) before Load returns.
const loadID = "__gql_load_id"

type neo4jLoader struct{ e *neo4jExec }

func openNeo4jLoader(ctx context.Context, uri string, auth Options) (*neo4jLoader, error) {
	e, err := openNeo4j(ctx, uri, Options{ConnectTimeout: 5 * time.Second, User: auth.User, Password: auth.Password})
	if err != nil {
		return nil, err
	}
	return &neo4jLoader{e}, nil
}

func (l *neo4jLoader) close() { l.e.Close() }

func (l *neo4jLoader) write(ctx context.Context, q string, params map[string]any) error {
	_, err := l.e.run(ctx, q, params, ExecOptions{Timeout: 5 * time.Minute, Limit: -1}, neo4j.AccessModeWrite)
	return err
}

func (l *neo4jLoader) counts(ctx context.Context) (map[string]int64, map[string]int64, error) {
	opt := ExecOptions{Timeout: time.Minute, Limit: -1}
	nodes, edges := map[string]int64{}, map[string]int64{}
	r, err := l.e.run(ctx, "MATCH (n) UNWIND labels(n) AS l RETURN l, count(*)", nil, opt, neo4j.AccessModeRead)
	if err != nil {
		return nil, nil, err
	}
	for _, row := range r.Rows {
		nodes[row[0].Str] = row[1].Int
	}
	r, err = l.e.run(ctx, "MATCH ()-[r]->() RETURN type(r), count(*)", nil, opt, neo4j.AccessModeRead)
	if err != nil {
		return nil, nil, err
	}
	for _, row := range r.Rows {
		edges[row[0].Str] = row[1].Int
	}
	return nodes, edges, nil
}

// clear deletes every node in batches (a single DETACH DELETE of a big graph
// would need the whole graph in one transaction) and drops every constraint
// and index, so the loaded schema is exactly the file's.
func (l *neo4jLoader) clear(ctx context.Context) error {
	if err := l.write(ctx, "MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 5000 ROWS", nil); err != nil {
		return err
	}
	opt := ExecOptions{Timeout: time.Minute, Limit: -1}
	r, err := l.e.run(ctx, "SHOW CONSTRAINTS YIELD name RETURN name", nil, opt, neo4j.AccessModeRead)
	if err != nil {
		return err
	}
	for _, row := range r.Rows {
		if err := l.write(ctx, "DROP CONSTRAINT "+quoteName(row[0].Str)+" IF EXISTS", nil); err != nil {
			return err
		}
	}
	r, err = l.e.run(ctx, "SHOW INDEXES YIELD name, type WHERE type <> 'LOOKUP' RETURN name", nil, opt, neo4j.AccessModeRead)
	if err != nil {
		return err
	}
	for _, row := range r.Rows {
		if err := l.write(ctx, "DROP INDEX "+quoteName(row[0].Str)+" IF EXISTS", nil); err != nil {
			return err
		}
	}
	return nil
}

func quoteName(s string) string { return "`" + strings.ReplaceAll(s, "`", "``") + "`" }

// load creates the schema's constraints, then nodes grouped by label set and
// edges grouped by type and endpoint labels, each batch one parameterised
// UNWIND statement.
func (l *neo4jLoader) load(ctx context.Context, g *graph.Graph, s *schema.Schema, batch int) error {
	for _, c := range s.Constraints {
		props := make([]string, len(c.Properties))
		for i, p := range c.Properties {
			props[i] = "n." + quoteName(p)
		}
		var q string
		switch c.Kind {
		case "unique":
			q = fmt.Sprintf("CREATE CONSTRAINT IF NOT EXISTS FOR (n:%s) REQUIRE (%s) IS UNIQUE", quoteName(c.Label), strings.Join(props, ", "))
		case "index":
			q = fmt.Sprintf("CREATE INDEX IF NOT EXISTS FOR (n:%s) ON (%s)", quoteName(c.Label), strings.Join(props, ", "))
		default:
			continue
		}
		if err := l.write(ctx, q, nil); err != nil {
			return err
		}
	}
	labelsOf := map[string][]string{}
	groups := map[string][]map[string]any{}
	for _, n := range g.Nodes {
		labels := append([]string(nil), n.Labels...)
		sort.Strings(labels)
		labelsOf[n.ID] = labels
		key := strings.Join(labels, ":")
		groups[key] = append(groups[key], map[string]any{"id": n.ID, "props": n.Props})
	}
	primary := map[string]bool{}
	for key := range groups {
		primary[strings.Split(key, ":")[0]] = true
	}
	for lab := range primary {
		if err := l.write(ctx, fmt.Sprintf("CREATE INDEX __gql_load_%s IF NOT EXISTS FOR (n:%s) ON (n.%s)", sanitize(lab), quoteName(lab), loadID), nil); err != nil {
			return err
		}
	}
	if err := l.write(ctx, "CALL db.awaitIndexes(300)", nil); err != nil {
		return err
	}
	for key, rows := range groups {
		var labels []string
		for _, lab := range strings.Split(key, ":") {
			labels = append(labels, quoteName(lab))
		}
		q := fmt.Sprintf("UNWIND $rows AS r CREATE (n:%s) SET n = r.props, n.%s = r.id", strings.Join(labels, ":"), loadID)
		for i := 0; i < len(rows); i += batch {
			if err := l.write(ctx, q, map[string]any{"rows": rows[i:min(i+batch, len(rows))]}); err != nil {
				return err
			}
		}
	}
	type edgeKey struct{ typ, from, to string }
	edges := map[edgeKey][]map[string]any{}
	for _, e := range g.Edges {
		k := edgeKey{e.Type, labelsOf[e.From][0], labelsOf[e.To][0]}
		props := e.Props
		if props == nil {
			props = map[string]any{}
		}
		edges[k] = append(edges[k], map[string]any{"from": e.From, "to": e.To, "props": props})
	}
	for k, rows := range edges {
		q := fmt.Sprintf("UNWIND $rows AS r MATCH (a:%s {%s: r.from}) MATCH (b:%s {%s: r.to}) CREATE (a)-[e:%s]->(b) SET e = r.props",
			quoteName(k.from), loadID, quoteName(k.to), loadID, quoteName(k.typ))
		for i := 0; i < len(rows); i += batch {
			if err := l.write(ctx, q, map[string]any{"rows": rows[i:min(i+batch, len(rows))]}); err != nil {
				return err
			}
		}
	}
	if err := l.write(ctx, fmt.Sprintf("MATCH (n) WHERE n.%s IS NOT NULL CALL (n) { REMOVE n.%s } IN TRANSACTIONS OF 5000 ROWS", loadID, loadID), nil); err != nil {
		return err
	}
	for lab := range primary {
		if err := l.write(ctx, "DROP INDEX __gql_load_"+sanitize(lab)+" IF EXISTS", nil); err != nil {
			return err
		}
	}
	return nil
}

func sanitize(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}
