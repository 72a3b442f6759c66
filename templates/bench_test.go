package templates

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// bigSchema generates a schema of the size the issue asks to stay fast on:
// nLabels labels with a key and a few typed properties, nEdges edge types
// with one to three endpoint pairs, some with properties. Seeded, so every
// run sees the same schema.
func bigSchema(nLabels, nEdges int) *schema.Schema {
	rng := rand.New(rand.NewSource(7))
	s := &schema.Schema{Name: "big"}
	for i := 0; i < nLabels; i++ {
		l := schema.Label{Name: fmt.Sprintf("Label%03d", i), Properties: []schema.Property{
			{Name: "name", Type: schema.String, Samples: []any{fmt.Sprintf("n%d", i)}},
		}}
		for j := 0; j < 1+rng.Intn(4); j++ {
			t := []schema.Type{schema.Int, schema.Float, schema.String, schema.Bool, schema.ListString}[rng.Intn(5)]
			l.Properties = append(l.Properties, schema.Property{Name: fmt.Sprintf("p%d", rng.Intn(40)), Type: t})
		}
		l.Properties = dedupProps(l.Properties)
		s.Labels = append(s.Labels, l)
	}
	for i := 0; i < nEdges; i++ {
		e := schema.EdgeType{Name: fmt.Sprintf("REL_%04d", i)}
		for j := 0; j < 1+rng.Intn(3); j++ {
			e.Endpoints = append(e.Endpoints, schema.Endpoint{
				From: s.Labels[rng.Intn(nLabels)].Name, To: s.Labels[rng.Intn(nLabels)].Name})
		}
		if rng.Intn(4) == 0 {
			e.Properties = []schema.Property{{Name: "weight", Type: schema.Int}, {Name: "note", Type: schema.String}}
		}
		s.EdgeTypes = append(s.EdgeTypes, e)
	}
	return s
}

func dedupProps(ps []schema.Property) []schema.Property {
	seen := map[string]bool{}
	var out []schema.Property
	for _, p := range ps {
		if !seen[p.Name] {
			seen[p.Name] = true
			out = append(out, p)
		}
	}
	return out
}

// questionGrounding is what a typical question grounds on the big schema:
// a few labels, an edge type between two of them, a property or two and a
// named value — plus, for the stress case, many more elements.
func questionGrounding(s *schema.Schema, wide bool) Grounded {
	e := s.EdgeTypes[17]
	from, to := e.Endpoints[0].From, e.Endpoints[0].To
	g := Grounded{
		Labels:    []string{from, to, s.Labels[3].Name},
		EdgeTypes: []string{e.Name, s.EdgeTypes[40].Name},
		Props:     []PropElem{{Owner: from, Prop: s.Labels[3].Properties[0].Name}},
		Values:    []Value{{Owner: from, Prop: "name", Value: "n1"}, {Owner: to, Prop: "name", Value: "n2"}},
	}
	if wide {
		for i := 0; i < 40; i++ {
			g.Labels = append(g.Labels, s.Labels[i*7%len(s.Labels)].Name)
			g.EdgeTypes = append(g.EdgeTypes, s.EdgeTypes[i*31%len(s.EdgeTypes)].Name)
			l := s.Labels[i*11%len(s.Labels)]
			for _, p := range l.Properties {
				g.Props = append(g.Props, PropElem{Owner: l.Name, Prop: p.Name})
			}
			g.Values = append(g.Values, Value{Owner: l.Name, Prop: "name", Value: fmt.Sprintf("n%d", i)})
			for _, p := range l.Properties {
				switch p.Type {
				case schema.Float:
					g.Values = append(g.Values, Value{Owner: l.Name, Prop: p.Name, Op: Ge, Value: 2.5})
				case schema.Bool:
					g.Values = append(g.Values, Value{Owner: l.Name, Prop: p.Name, Value: true})
				case schema.Int:
					g.Values = append(g.Values, Value{Owner: l.Name, Prop: p.Name, Op: Lt, Value: int64(1) << 40})
				case schema.ListString:
					g.Values = append(g.Values, Value{Owner: l.Name, Prop: p.Name, Op: HasElem, Value: "x\"y'z"})
				}
			}
		}
	}
	return g
}

func TestBigSchemaBounded(t *testing.T) {
	s := bigSchema(500, 2000)
	for _, wide := range []bool{false, true} {
		tw := Instantiate(s, questionGrounding(s, wide))
		if len(tw) == 0 {
			t.Fatalf("wide=%v: no twigs", wide)
		}
		if len(tw) > 600 {
			t.Errorf("wide=%v: %d twigs over the default cap", wide, len(tw))
		}
		for i := range tw {
			for _, l := range lang.All {
				text, err := tw[i].Render(l)
				if err != nil {
					t.Fatalf("%s: %v", tw[i].ID, err)
				}
				if d := parse(l, text); len(d) > 0 {
					t.Errorf("%s/%s does not parse: %v\n%s", tw[i].ID, l, d, text)
				}
			}
		}
		t.Logf("wide=%v: %d twigs", wide, len(tw))
	}
}

func benchInstantiate(b *testing.B, s *schema.Schema, g Grounded, render bool) {
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		tw := Instantiate(s, g)
		n = len(tw)
		if render {
			for i := range tw {
				for _, l := range lang.All {
					if _, err := tw[i].Render(l); err != nil {
						b.Fatal(err)
					}
				}
			}
		}
	}
	b.ReportMetric(float64(n), "twigs")
}

func BenchmarkInstantiateMovies(b *testing.B) {
	s := movies(b)
	benchInstantiate(b, s, groundings()[0].g, false)
}

func BenchmarkInstantiateMoviesAll(b *testing.B) {
	s := movies(b)
	benchInstantiate(b, s, moviesGrounded(s), false)
}

func BenchmarkInstantiateRenderMovies(b *testing.B) {
	s := movies(b)
	benchInstantiate(b, s, groundings()[0].g, true)
}

func BenchmarkInstantiateBig(b *testing.B) {
	s := bigSchema(500, 2000)
	benchInstantiate(b, s, questionGrounding(s, false), false)
}

func BenchmarkInstantiateBigWide(b *testing.B) {
	s := bigSchema(500, 2000)
	benchInstantiate(b, s, questionGrounding(s, true), false)
}

func BenchmarkInstantiateRenderBig(b *testing.B) {
	s := bigSchema(500, 2000)
	benchInstantiate(b, s, questionGrounding(s, false), true)
}

func BenchmarkRenderOne(b *testing.B) {
	s := movies(b)
	q := irCases()["star-multi-agg"]
	for _, l := range lang.All {
		b.Run(string(l), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Render(q, l, s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
