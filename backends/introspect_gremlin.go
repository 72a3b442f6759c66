package backends

import (
	"context"
	"fmt"
	"math/big"
	"sort"
	"time"

	"github.com/gql-dev/gql/schema"
)

// gremlinTypeSample is how many distinct values per property key decide its
// type. Gremlin has no type step, so the type is read off typed GraphSON
// values on the client; this keeps introspection on the gremlin-lang engine
// (no Groovy closure), which servers without Groovy also offer.
const gremlinTypeSample = 200

// introspect samples labels with groupCount, then per label and edge label
// the property keys with the types of up to gremlinTypeSample distinct
// values and a few samples, and for edges the (out label, in label) pairs.
// Every query runs like a user query: gremlin-lang on the read-only source.
func (e *gremlinExec) introspect(ctx context.Context, o IntrospectOptions) (*schema.Schema, error) {
	opt := ExecOptions{Timeout: o.Timeout, Limit: -1}
	run := func(q string) ([]any, error) {
		rows, _, err := e.submitLang(ctx, q, opt)
		return rows, err
	}
	scan := gremlinLiteral(int64(100 * o.Sample))
	k := gremlinLiteral(int64(o.Sample))
	s := &schema.Schema{}
	vcounts, err := run("g.V().limit(" + scan + ").groupCount().by(label)")
	if err != nil {
		return nil, err
	}
	for _, name := range sortedKeys(vcounts) {
		props, err := gremlinProps(run, "g.V().hasLabel("+gremlinLiteral(name)+").limit("+k+")")
		if err != nil {
			return nil, err
		}
		s.Labels = append(s.Labels, schema.Label{Name: name, Properties: props, Count: countOf(vcounts, name)})
	}
	ecounts, err := run("g.E().limit(" + scan + ").groupCount().by(label)")
	if err != nil {
		return nil, err
	}
	for _, name := range sortedKeys(ecounts) {
		et := schema.EdgeType{Name: name, Count: countOf(ecounts, name)}
		elems := "g.E().hasLabel(" + gremlinLiteral(name) + ").limit(" + k + ")"
		eps, err := run(elems + ".project('f','t').by(outV().label()).by(inV().label()).dedup()")
		if err != nil {
			return nil, err
		}
		for _, ep := range eps {
			m, _ := ep.(map[any]any)
			et.Endpoints = append(et.Endpoints, schema.Endpoint{From: fmt.Sprint(m["f"]), To: fmt.Sprint(m["t"])})
		}
		if et.Properties, err = gremlinProps(run, elems); err != nil {
			return nil, err
		}
		s.EdgeTypes = append(s.EdgeTypes, et)
	}
	return s, nil
}

func gremlinProps(run func(string) ([]any, error), elems string) ([]schema.Property, error) {
	rows, err := run(elems + ".properties().group().by(key()).by(value().dedup().limit(" +
		gremlinLiteral(int64(gremlinTypeSample)) + ").fold())")
	if err != nil {
		return nil, err
	}
	ps := propSet{}
	for _, r := range rows {
		m, _ := r.(map[any]any)
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, fmt.Sprint(k))
		}
		sort.Strings(keys)
		for _, k := range keys {
			vals, _ := m[k].([]any)
			for _, v := range vals {
				// The first distinct values, in the order the server met them,
				// are the samples (propSet keeps three).
				ps.add(k, goType(v), FromGo(gremlinConv{}.value(v)).Go())
			}
		}
	}
	return ps.list(), nil
}

// goType names the schema type of a value as the GraphSON reader decoded
// it: Java's Integer/Long/Short/Byte/BigInteger arrive as Go integers,
// Float/Double/BigDecimal as floats, arrays as lists.
func goType(v any) schema.Type {
	switch x := v.(type) {
	case string:
		return schema.String
	case bool:
		return schema.Bool
	case int8, int16, int32, int64, *big.Int:
		return schema.Int
	case float32, float64:
		return schema.Float
	case time.Time:
		return schema.DateTime
	case []any:
		if len(x) == 0 {
			return listOf(schema.String)
		}
		var el schema.Type
		for _, e := range x {
			el = widen(el, goType(e))
		}
		return listOf(el)
	}
	return schema.Unknown
}

func sortedKeys(rows []any) []string {
	var out []string
	for _, r := range rows {
		if m, ok := r.(map[any]any); ok {
			for k := range m {
				out = append(out, fmt.Sprint(k))
			}
		}
	}
	sort.Strings(out)
	return out
}

func countOf(rows []any, name string) int64 {
	for _, r := range rows {
		if m, ok := r.(map[any]any); ok {
			for k, v := range m {
				if fmt.Sprint(k) == name {
					return FromGo(v).Int
				}
			}
		}
	}
	return 0
}
