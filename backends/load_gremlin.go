package backends

import (
	"context"
	"fmt"
	"time"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// WritableSource is the traversal source loaders use; executors never do.
const WritableSource = "g"

type gremlinLoader struct{ e *gremlinExec }

func openGremlinLoader(ctx context.Context, b Backend, uri string) (*gremlinLoader, error) {
	e := &gremlinExec{b: b, uri: uri, opt: Options{ConnectTimeout: 5 * time.Second}}
	c, err := newGremlinClient(uri, WritableSource, e.opt.ConnectTimeout)
	if err != nil {
		return nil, &Error{Class: Connection, Backend: b, Endpoint: uri, Msg: fmt.Sprintf("cannot reach the Gremlin server: %v", err), Err: err}
	}
	e.client = c
	return &gremlinLoader{e}, nil
}

func (l *gremlinLoader) close() { l.e.Close() }

func (l *gremlinLoader) script(ctx context.Context, q string, bindings map[string]any) ([]any, error) {
	rows, _, err := l.e.submit(ctx, q, bindings, ExecOptions{Timeout: 5 * time.Minute, Limit: -1})
	return rows, err
}

func (l *gremlinLoader) counts(ctx context.Context) (map[string]int64, map[string]int64, error) {
	nodes, edges := map[string]int64{}, map[string]int64{}
	for _, c := range []struct {
		q   string
		out map[string]int64
	}{{"g.V().groupCount().by(label)", nodes}, {"g.E().groupCount().by(label)", edges}} {
		rows, err := l.script(ctx, c.q, nil)
		if err != nil {
			return nil, nil, err
		}
		for _, r := range rows {
			if m, ok := r.(map[any]any); ok {
				for k, v := range m {
					c.out[fmt.Sprint(k)] = FromGo(v).Int
				}
			}
		}
	}
	return nodes, edges, nil
}

// clear drops vertices in chunks so a big graph is not one transaction.
func (l *gremlinLoader) clear(ctx context.Context) error {
	_, err := l.script(ctx, "while (g.V().limit(1).hasNext()) { g.V().limit(10000).drop().iterate() }; g.V().count()", nil)
	return err
}

// The loader scripts run on the Groovy engine with bindings (one compiled
// script for every batch). A list property is stored as a Java array
// (String[], long[], double[], boolean[]): JanusGraph rejects
// java.util.List property values but accepts arrays, and TinkerGraph gets the
// same encoding so `values('roles')` and `values('roles').unfold()` behave
// identically on both servers (see docs/rdf-and-gremlin-mapping.md).
const gremlinToArray = `def toArray = { v ->
  if (!(v instanceof List)) return v
  if (v.every { it instanceof String }) return v as String[]
  if (v.every { it instanceof Long || it instanceof Integer }) return v.collect { it as long } as long[]
  if (v.every { it instanceof Number }) return v.collect { it as double } as double[]
  if (v.every { it instanceof Boolean }) return v as boolean[]
  return v as Object[]
}
`

const gremlinAddVertices = gremlinToArray + `batch.collect { n ->
  def t = g.addV(n.label)
  n.props.each { k, v -> t = t.property(k, toArray(v)) }
  [n.id, t.id().next()]
}`

const gremlinAddEdges = gremlinToArray + `batch.each { e ->
  def t = g.V(e.from).as('a').V(e.to).addE(e.type).from('a')
  e.props.each { k, v -> t = t.property(k, toArray(v)) }
  t.iterate()
}
batch.size()`

func (l *gremlinLoader) load(ctx context.Context, g *graph.Graph, _ *schema.Schema, batch int) error {
	ids := map[string]any{}
	for i := 0; i < len(g.Nodes); i += batch {
		var rows []any
		for _, n := range g.Nodes[i:min(i+batch, len(g.Nodes))] {
			rows = append(rows, map[string]any{"id": n.ID, "label": n.Labels[0], "props": propsOrEmpty(n.Props)})
		}
		out, err := l.script(ctx, gremlinAddVertices, map[string]any{"batch": rows})
		if err != nil {
			return err
		}
		for _, r := range out {
			pair, ok := r.([]any)
			if !ok || len(pair) != 2 {
				return fmt.Errorf("unexpected reply %v to adding vertices", r)
			}
			ids[fmt.Sprint(pair[0])] = pair[1]
		}
	}
	for i := 0; i < len(g.Edges); i += batch {
		var rows []any
		for _, e := range g.Edges[i:min(i+batch, len(g.Edges))] {
			rows = append(rows, map[string]any{"from": ids[e.From], "to": ids[e.To], "type": e.Type, "props": propsOrEmpty(e.Props)})
		}
		if _, err := l.script(ctx, gremlinAddEdges, map[string]any{"batch": rows}); err != nil {
			return err
		}
	}
	return nil
}

func propsOrEmpty(p map[string]any) map[string]any {
	if p == nil {
		return map[string]any{}
	}
	return p
}
