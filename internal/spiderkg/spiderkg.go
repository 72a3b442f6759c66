// Package spiderkg reads a Spider4SPARQL knowledge graph (Turtle, one
// triple a line, full IRIs) into a schema and a graph, so that tests and
// benchmarks in several packages run on the same derivation of ../shared
// without committing its files.
package spiderkg

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// Spider4SPARQL graphs use the base <http://valuenet/ontop/>: classes are
// <base/C>, properties <base/C#p>, object references <base/C#ref-p>.
var ntLine = regexp.MustCompile(`^<([^>]*)>\s+(a|<[^>]*>)\s+(<[^>]*>|"(?:[^"\\]|\\.)*"(?:\^\^<([^>]*)>|@\S+)?)\s*\.\s*$`)

// Base is the vocabulary base of every Spider4SPARQL graph.
const Base = "http://valuenet/ontop/"

// Read derives a schema and a graph from one Spider4SPARQL Turtle file.
// Reference properties become edge types named C#ref-p from C to the
// referenced class; other properties become properties of C, typed from
// their literals. Identifier columns (…id) are kept, as in the data.
func Read(path string) (*schema.Schema, *graph.Graph, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	class := map[string]string{}
	type lit struct {
		s, p, v, dt string
	}
	var lits []lit
	type ref struct{ s, p, o string }
	var refs []ref
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		m := ntLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		s, p, o := m[1], strings.Trim(m[2], "<>"), m[3]
		switch {
		case p == "a" || p == "http://www.w3.org/1999/02/22-rdf-syntax-ns#type":
			class[s] = strings.TrimPrefix(strings.Trim(o, "<>"), Base)
		case strings.HasPrefix(o, "<"):
			refs = append(refs, ref{s, strings.TrimPrefix(p, Base), strings.Trim(o, "<>")})
		default:
			v := o[1:strings.LastIndex(o, `"`)]
			lits = append(lits, lit{s, strings.TrimPrefix(p, Base), v, m[4]})
		}
	}
	if err := sc.Err(); err != nil {
		return nil, nil, err
	}
	s := &schema.Schema{Name: strings.TrimSuffix(filepath.Base(path), ".ttl")}
	labels := map[string]*schema.Label{}
	props := map[string]map[string]schema.Type{}
	g := &graph.Graph{Name: s.Name}
	for _, c := range class {
		if labels[c] == nil {
			labels[c] = &schema.Label{Name: c}
			props[c] = map[string]schema.Type{}
		}
	}
	// Nodes are indexed, not pointed at: the slice grows while they are
	// filled in.
	nodes := map[string]int{}
	node := func(iri string) *graph.Node {
		if i, ok := nodes[iri]; ok {
			return &g.Nodes[i]
		}
		g.Nodes = append(g.Nodes, graph.Node{ID: iri, Labels: []string{class[iri]}, Props: map[string]any{}})
		nodes[iri] = len(g.Nodes) - 1
		return &g.Nodes[len(g.Nodes)-1]
	}
	for _, l := range lits {
		c := class[l.s]
		k := strings.IndexByte(l.p, '#')
		if c == "" || k < 0 {
			continue
		}
		name := l.p[k+1:]
		typ := schema.String
		var val any = l.v
		if strings.HasSuffix(l.dt, "#integer") {
			if i, err := strconv.ParseInt(l.v, 10, 64); err == nil {
				typ, val = schema.Int, i
			}
		} else if strings.HasSuffix(l.dt, "#decimal") || strings.HasSuffix(l.dt, "#double") {
			if x, err := strconv.ParseFloat(l.v, 64); err == nil {
				typ, val = schema.Float, x
			}
		}
		if _, ok := props[c][name]; !ok {
			props[c][name] = typ
		}
		node(l.s).Props[name] = val
	}
	edges := map[string]*schema.EdgeType{}
	for _, r := range refs {
		from, to := class[r.s], class[r.o]
		if from == "" || to == "" {
			continue
		}
		if edges[r.p] == nil {
			edges[r.p] = &schema.EdgeType{Name: r.p}
		}
		if !edges[r.p].Connects(from, to) {
			edges[r.p].Endpoints = append(edges[r.p].Endpoints, schema.Endpoint{From: from, To: to})
		}
	}
	for c, l := range labels {
		for p, typ := range props[c] {
			l.Properties = append(l.Properties, schema.Property{Name: p, Type: typ})
		}
		s.Labels = append(s.Labels, *l)
	}
	for _, e := range edges {
		s.EdgeTypes = append(s.EdgeTypes, *e)
	}
	s.Sort()
	return s, g, nil
}
