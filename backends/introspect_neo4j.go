package backends

import (
	"context"
	"fmt"
	"strings"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/gql-dev/gql/schema"
)

// introspect uses built-in procedures and sampled MATCH queries only (no
// APOC): db.labels(), db.relationshipTypes(), valueType() over the first
// Sample elements, SHOW CONSTRAINTS and SHOW INDEXES.
func (e *neo4jExec) introspect(ctx context.Context, o IntrospectOptions) (*schema.Schema, error) {
	opt := ExecOptions{Timeout: o.Timeout, Limit: -1}
	read := func(q string, params map[string]any) (*Result, error) {
		return e.run(ctx, q, params, opt, neo4j.AccessModeRead)
	}
	s := &schema.Schema{}
	labels, err := read("CALL db.labels() YIELD label RETURN label", nil)
	if err != nil {
		return nil, err
	}
	for _, row := range labels.Rows {
		name := row[0].Str
		props, err := e.sampleProps(ctx, fmt.Sprintf("MATCH (n:%s) WITH n LIMIT $k", quoteName(name)), o)
		if err != nil {
			return nil, err
		}
		cnt, err := read(fmt.Sprintf("MATCH (n:%s) RETURN count(n)", quoteName(name)), nil)
		if err != nil {
			return nil, err
		}
		if len(props) == 0 && cnt.Rows[0][0].Int == 0 {
			continue // a label left behind by deleted nodes
		}
		s.Labels = append(s.Labels, schema.Label{Name: name, Properties: props, Count: cnt.Rows[0][0].Int})
	}
	types, err := read("CALL db.relationshipTypes() YIELD relationshipType RETURN relationshipType", nil)
	if err != nil {
		return nil, err
	}
	for _, row := range types.Rows {
		name := row[0].Str
		et := schema.EdgeType{Name: name}
		eps, err := read(fmt.Sprintf("MATCH (a)-[r:%s]->(b) WITH a, b LIMIT $k UNWIND labels(a) AS f UNWIND labels(b) AS t RETURN DISTINCT f, t", quoteName(name)),
			map[string]any{"k": o.Sample})
		if err != nil {
			return nil, err
		}
		for _, ep := range eps.Rows {
			et.Endpoints = append(et.Endpoints, schema.Endpoint{From: ep[0].Str, To: ep[1].Str})
		}
		if len(et.Endpoints) == 0 {
			continue
		}
		if et.Properties, err = e.sampleProps(ctx, fmt.Sprintf("MATCH ()-[n:%s]->() WITH n LIMIT $k", quoteName(name)), o); err != nil {
			return nil, err
		}
		cnt, err := read(fmt.Sprintf("MATCH ()-[r:%s]->() RETURN count(r)", quoteName(name)), nil)
		if err != nil {
			return nil, err
		}
		et.Count = cnt.Rows[0][0].Int
		s.EdgeTypes = append(s.EdgeTypes, et)
	}
	cons, err := read(`SHOW CONSTRAINTS YIELD type, entityType, labelsOrTypes, properties
		WHERE entityType = 'NODE' AND type IN ['UNIQUENESS', 'NODE_KEY'] RETURN labelsOrTypes, properties`, nil)
	if err != nil {
		return nil, err
	}
	for _, row := range cons.Rows {
		s.Constraints = append(s.Constraints, constraint("unique", row))
	}
	idx, err := read(`SHOW INDEXES YIELD type, entityType, labelsOrTypes, properties, owningConstraint
		WHERE entityType = 'NODE' AND type = 'RANGE' AND owningConstraint IS NULL RETURN labelsOrTypes, properties`, nil)
	if err != nil {
		return nil, err
	}
	for _, row := range idx.Rows {
		c := constraint("index", row)
		if len(c.Properties) == 1 && c.Properties[0] == loadID {
			continue
		}
		s.Constraints = append(s.Constraints, c)
	}
	return s, nil
}

func constraint(kind string, row []Value) schema.Constraint {
	c := schema.Constraint{Kind: kind}
	if len(row[0].List) > 0 {
		c.Label = row[0].List[0].Str
	}
	for _, p := range row[1].List {
		c.Properties = append(c.Properties, p.Str)
	}
	return c
}

// sampleProps reads key, valueType() and a few values of the properties of
// the elements bound to n by match.
func (e *neo4jExec) sampleProps(ctx context.Context, match string, o IntrospectOptions) ([]schema.Property, error) {
	q := match + ` UNWIND keys(n) AS key WITH key, n[key] AS v
		RETURN key, collect(DISTINCT valueType(v)) AS types, collect(DISTINCT v)[..3] AS samples`
	r, err := e.run(ctx, q, map[string]any{"k": o.Sample}, ExecOptions{Timeout: o.Timeout, Limit: -1}, neo4j.AccessModeRead)
	if err != nil {
		return nil, err
	}
	ps := propSet{}
	for _, row := range r.Rows {
		key := row[0].Str
		if key == loadID {
			continue
		}
		for _, t := range row[1].List {
			ps.add(key, neo4jType(t.Str), nil)
		}
		for _, v := range row[2].List {
			ps.add(key, "", v.Go())
		}
	}
	return ps.list(), nil
}

// neo4jType maps valueType() names ("INTEGER NOT NULL",
// "LIST<STRING NOT NULL> NOT NULL") to schema types.
func neo4jType(t string) schema.Type {
	t = trimNotNull(t)
	if strings.HasPrefix(t, "LIST<") {
		return listOf(neo4jType(strings.TrimSuffix(strings.TrimPrefix(t, "LIST<"), ">")))
	}
	switch t {
	case "STRING":
		return schema.String
	case "INTEGER":
		return schema.Int
	case "FLOAT":
		return schema.Float
	case "BOOLEAN":
		return schema.Bool
	case "DATE":
		return schema.Date
	case "LOCAL DATETIME", "ZONED DATETIME":
		return schema.DateTime
	}
	return schema.Unknown
}
