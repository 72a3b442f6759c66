package backends

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/gql-dev/gql/schema"
)

// gremlinTypeOf names a property value's Java type on the server, and its
// element type for lists and arrays. Gremlin has no type step, so this one
// internal query uses a Groovy closure; user queries never may.
const gremlinTypeOf = `map{ def v = it.get().value(); ` +
	`(v instanceof Collection || v.getClass().isArray()) ? ` +
	`'list:' + (v.size() > 0 ? v[0].getClass().getSimpleName() : 'String') : v.getClass().getSimpleName() }`

// introspect samples labels with groupCount, then per label and edge label
// the property keys with their Java types, a few values, and for edges the
// (out label, in label) pairs.
func (e *gremlinExec) introspect(ctx context.Context, o IntrospectOptions) (*schema.Schema, error) {
	opt := ExecOptions{Timeout: o.Timeout, Limit: -1}
	run := func(q string, b map[string]any) ([]any, error) {
		rows, _, err := e.submit(ctx, q, b, opt)
		return rows, err
	}
	scan := map[string]any{"scan": int64(100 * o.Sample), "k": int64(o.Sample)}
	s := &schema.Schema{}
	vcounts, err := run("g.V().limit(scan).groupCount().by(label)", scan)
	if err != nil {
		return nil, err
	}
	for _, name := range sortedKeys(vcounts) {
		props, err := e.gremlinProps(run, "g.V().hasLabel(lab).limit(k)", name, scan)
		if err != nil {
			return nil, err
		}
		s.Labels = append(s.Labels, schema.Label{Name: name, Properties: props, Count: countOf(vcounts, name)})
	}
	ecounts, err := run("g.E().limit(scan).groupCount().by(label)", scan)
	if err != nil {
		return nil, err
	}
	for _, name := range sortedKeys(ecounts) {
		et := schema.EdgeType{Name: name, Count: countOf(ecounts, name)}
		b := map[string]any{"lab": name, "k": scan["k"]}
		eps, err := run("g.E().hasLabel(lab).limit(k).project('f','t').by(outV().label()).by(inV().label()).dedup()", b)
		if err != nil {
			return nil, err
		}
		for _, ep := range eps {
			m, _ := ep.(map[any]any)
			et.Endpoints = append(et.Endpoints, schema.Endpoint{From: fmt.Sprint(m["f"]), To: fmt.Sprint(m["t"])})
		}
		if et.Properties, err = e.gremlinProps(run, "g.E().hasLabel(lab).limit(k)", name, scan); err != nil {
			return nil, err
		}
		s.EdgeTypes = append(s.EdgeTypes, et)
	}
	return s, nil
}

func (e *gremlinExec) gremlinProps(run func(string, map[string]any) ([]any, error), elems, label string, scan map[string]any) ([]schema.Property, error) {
	b := map[string]any{"lab": label, "k": scan["k"]}
	types, err := run(elems+".properties().project('key','type').by(key()).by("+gremlinTypeOf+").dedup()", b)
	if err != nil {
		return nil, err
	}
	ps := propSet{}
	for _, t := range types {
		m, _ := t.(map[any]any)
		ps.add(fmt.Sprint(m["key"]), javaType(fmt.Sprint(m["type"])), nil)
	}
	// Samples; arrays become lists on the server, as GraphBinary cannot send
	// them whole.
	samples, err := run(elems+".properties().group().by(key()).by(value().map{ def v = it.get(); v.getClass().isArray() ? (v as List) : v }.dedup().limit(3).fold())", b)
	if err != nil {
		return nil, err
	}
	for _, r := range samples {
		m, _ := r.(map[any]any)
		for k, vs := range m {
			p := ps[fmt.Sprint(k)]
			if p == nil {
				continue
			}
			list, _ := vs.([]any)
			for _, v := range list {
				ps.add(fmt.Sprint(k), "", FromGo(v).Go())
			}
		}
	}
	return ps.list(), nil
}

func javaType(t string) schema.Type {
	if el, ok := strings.CutPrefix(t, "list:"); ok {
		return listOf(javaType(el))
	}
	switch t {
	case "String":
		return schema.String
	case "Long", "Integer", "Short", "Byte", "BigInteger":
		return schema.Int
	case "Double", "Float", "BigDecimal":
		return schema.Float
	case "Boolean":
		return schema.Bool
	case "Date", "OffsetDateTime", "LocalDateTime":
		return schema.DateTime
	case "LocalDate":
		return schema.Date
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
