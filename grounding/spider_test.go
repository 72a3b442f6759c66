package grounding

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// Spider4SPARQL graphs use the base <http://valuenet/ontop/>: classes are
// <base/C>, properties <base/C#p>, object references <base/C#ref-p>.
var ntLine = regexp.MustCompile(`^<([^>]*)>\s+(a|<[^>]*>)\s+(<[^>]*>|"(?:[^"\\]|\\.)*"(?:\^\^<([^>]*)>|@\S+)?)\s*\.\s*$`)

const spiderBase = "http://valuenet/ontop/"

// readSpiderKG derives a schema and a graph from one Spider4SPARQL Turtle
// file (one triple per line, full IRIs). Reference properties become edge
// types named C#ref-p from C to the referenced class; other properties
// become properties of C, typed from their literals. Identifier columns
// (…id) are kept, as in the data.
func readSpiderKG(t testing.TB, path string) (*schema.Schema, *graph.Graph) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
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
			class[s] = strings.TrimPrefix(strings.Trim(o, "<>"), spiderBase)
		case strings.HasPrefix(o, "<"):
			refs = append(refs, ref{s, strings.TrimPrefix(p, spiderBase), strings.Trim(o, "<>")})
		default:
			v := o[1:strings.LastIndex(o, `"`)]
			lits = append(lits, lit{s, strings.TrimPrefix(p, spiderBase), v, m[4]})
		}
	}
	s := &schema.Schema{Name: strings.TrimSuffix(filepath.Base(path), ".ttl")}
	labels := map[string]*schema.Label{}
	props := map[string]map[string]schema.Type{}
	g := &graph.Graph{Name: s.Name}
	nodes := map[string]*graph.Node{}
	node := func(iri string) *graph.Node {
		if n := nodes[iri]; n != nil {
			return n
		}
		g.Nodes = append(g.Nodes, graph.Node{ID: iri, Labels: []string{class[iri]}, Props: map[string]any{}})
		n := &g.Nodes[len(g.Nodes)-1]
		nodes[iri] = n
		return n
	}
	for iri, c := range class {
		if labels[c] == nil {
			labels[c] = &schema.Label{Name: c}
			props[c] = map[string]schema.Type{}
		}
		_ = iri
	}
	// Nodes are created after all classes are known; pointers stay valid
	// because the slice is allocated to its final size first.
	g.Nodes = make([]graph.Node, 0, len(class))
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
	return s, g
}

var (
	spClass = regexp.MustCompile(`\ba\s+:([A-Za-z_][\w-]*)`)
	spProp  = regexp.MustCompile(`:([A-Za-z_][\w-]*)\\#([A-Za-z_][\w-]*)`)
)

// spiderGold lists the labels and (non-identifier) properties a gold query
// uses, in grounding's element naming.
func spiderGold(q string) []string {
	seen := map[string]bool{}
	for _, m := range spClass.FindAllStringSubmatch(q, -1) {
		seen["label:"+m[1]] = true
	}
	for _, m := range spProp.FindAllStringSubmatch(q, -1) {
		p := m[2]
		if strings.HasPrefix(p, "ref-") || strings.HasSuffix(strings.ToLower(p), "id") {
			continue // join columns: questions do not name them
		}
		seen["prop:"+m[1]+"."+p] = true
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// TestSpiderGrounding measures how much of the schema a Spider4SPARQL gold
// query uses (classes and non-identifier properties) the mapping table and
// value links find, on 14 unfamiliar schemas and 698 questions: a check that
// the built-in lexicon is not tuned to movies. The numbers go to
// docs/linking.md.
func TestSpiderGrounding(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "data", "spider4sparql")
	b, err := os.ReadFile(filepath.Join(dir, "questions.json"))
	if err != nil {
		t.Skipf("shared corpus not present: %v", err)
	}
	var qs []struct {
		KG       string `json:"kg_name"`
		Question string `json:"question"`
		Query    string `json:"query"`
	}
	if err := json.Unmarshal(b, &qs); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "kgs", "*.ttl"))
	type kg struct {
		g   *Grounder
		src ValueSource
	}
	kgs := map[string]kg{}
	for _, f := range files {
		name := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(f), ".ttl"), "_triples")
		s, g := readSpiderKG(t, f)
		gr, err := New(context.Background(), s, nil, Options{})
		if err != nil {
			t.Fatal(err)
		}
		kgs[strings.ToLower(name)] = kg{gr, NewMemorySource(g, s)}
	}
	var gold, found, predicted, hitPred int
	perKG := map[string][2]int{}
	for _, q := range qs {
		k, ok := kgs[strings.ToLower(q.KG)]
		if !ok {
			t.Fatalf("no graph for %s", q.KG)
		}
		r, err := k.g.Ground(context.Background(), q.Question, k.src)
		if err != nil {
			t.Fatal(err)
		}
		// The gold queries spell some names differently from the graphs
		// (highschooler vs high_schooler); compare case- and
		// underscore-insensitively.
		got := map[string]float64{}
		for e, v := range r.Grounded() {
			got[looseName(e)] = v
		}
		want := spiderGold(q.Query)
		for i := range want {
			want[i] = looseName(want[i])
		}
		wantSet := map[string]bool{}
		for _, w := range want {
			wantSet[w] = true
		}
		n := 0
		for _, w := range want {
			if _, ok := got[w]; ok {
				n++
			}
		}
		for e := range got {
			if strings.HasPrefix(e, "label:") || strings.HasPrefix(e, "prop:") {
				predicted++
				if wantSet[e] {
					hitPred++
				}
			}
		}
		gold += len(want)
		found += n
		if os.Getenv("SPIDER_DEBUG") == q.KG && n < len(want) {
			var gl []string
			for e := range got {
				gl = append(gl, e)
			}
			sort.Strings(gl)
			t.Logf("%s\n   want %v\n   got  %v", q.Question, want, gl)
		}
		c := perKG[q.KG]
		perKG[q.KG] = [2]int{c[0] + n, c[1] + len(want)}
	}
	recall := 100 * float64(found) / float64(gold)
	precision := 100 * float64(hitPred) / float64(max(predicted, 1))
	t.Logf("Spider4SPARQL, %d questions: element recall %.2f%% (%d/%d), precision %.2f%% (%d/%d)",
		len(qs), recall, found, gold, precision, hitPred, predicted)
	var names []string
	for n := range perKG {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		c := perKG[n]
		t.Logf("  %-30s %s", n, fmt.Sprintf("%.1f%% (%d/%d)", 100*float64(c[0])/float64(c[1]), c[0], c[1]))
	}
	if recall < 70 {
		t.Errorf("element recall %.2f%% on unfamiliar schemas is below 70%%", recall)
	}
}

func looseName(id string) string {
	return strings.NewReplacer("_", "", "-", "").Replace(strings.ToLower(id))
}
