package twig

import (
	"context"
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/schema"
)

// generateSchema builds a large synthetic schema: labels named by one or
// two everyday nouns with four properties each, and edge types named by a
// verb (and sometimes a noun) connecting random label pairs. The seed fixes
// it, so benchmark runs compare.
func generateSchema(labels, edges int, seed int64) *schema.Schema {
	rng := rand.New(rand.NewSource(seed))
	nouns := strings.Fields(`customer order product supplier invoice payment account branch employee manager
		department project task skill city country region airport flight airline ticket passenger hotel room
		booking guest restaurant dish menu review rating author book publisher library article journal
		conference paper student teacher course class school degree exam grade patient doctor nurse hospital
		treatment drug disease gene protein species river mountain lake island museum painting artist song album
		band concert stadium team player coach match league season goal award movie actor director studio channel
		episode series user post comment tag photo video group event ticket venue vehicle driver route station
		shipment warehouse store brand category device sensor reading network server log`)
	verbs := strings.Fields(`has owns contains employs manages supplies buys sells writes reviews rates follows
		visits attends teaches studies treats plays directs produces hosts belongs located scheduled assigned
		operates serves links cites mentions likes creates publishes records`)
	propNames := strings.Fields(`name title code description created_at updated_at status price amount age
		population capacity rating score year date height weight email phone address`)
	title := func(w string) string { return strings.ToUpper(w[:1]) + w[1:] }
	s := &schema.Schema{Name: fmt.Sprintf("gen%d_%d", labels, edges)}
	seen := map[string]bool{}
	for len(s.Labels) < labels {
		name := title(nouns[rng.Intn(len(nouns))])
		if rng.Intn(2) == 0 {
			name = title(nouns[rng.Intn(len(nouns))]) + name
		}
		if seen[name] {
			name = fmt.Sprintf("%s%d", name, len(s.Labels))
		}
		seen[name] = true
		l := schema.Label{Name: name}
		used := map[string]bool{}
		for len(l.Properties) < 4 {
			p := propNames[rng.Intn(len(propNames))]
			if used[p] {
				continue
			}
			used[p] = true
			typ := schema.String
			if strings.Contains("age population capacity rating score year height weight price amount", p) {
				typ = schema.Int
			}
			l.Properties = append(l.Properties, schema.Property{Name: p, Type: typ})
		}
		s.Labels = append(s.Labels, l)
	}
	for len(s.EdgeTypes) < edges {
		name := strings.ToUpper(verbs[rng.Intn(len(verbs))])
		if rng.Intn(2) == 0 {
			name += "_" + strings.ToUpper(nouns[rng.Intn(len(nouns))])
		}
		if seen[name] {
			name = fmt.Sprintf("%s_%d", name, len(s.EdgeTypes))
		}
		seen[name] = true
		a, b := s.Labels[rng.Intn(labels)].Name, s.Labels[rng.Intn(labels)].Name
		et := schema.EdgeType{Name: name, Endpoints: []schema.Endpoint{{From: a, To: b}}}
		if rng.Intn(4) == 0 {
			et.Properties = []schema.Property{{Name: "since", Type: schema.Int}}
		}
		s.EdgeTypes = append(s.EdgeTypes, et)
	}
	return s
}

var moviesQuestions = []string{
	"Which films did Tom Hanks star in after 1995?",
	"Who directed The Matrix Reloaded?",
	"How many people acted in movies directed by Ron Howard?",
	"What is the average rating given by critics to Cloud Atlas?",
	"List the 3 oldest actors who played in a film released before 1990",
	"Who follows Jessica Thompson?",
	"Which movies have a tagline mentioning the real world?",
	"Name the writers and producers of Jerry Maguire",
}

var largeQuestions = []string{
	"Which employees manage a department located in a city with a population over 1000000?",
	"How many passengers booked a flight operated by an airline from France?",
	"List the top 5 doctors who treat patients with the highest age",
	"What is the average rating of reviews written by customers of each store?",
	"Which students attend courses taught by teachers older than 50?",
	"Show songs recorded by bands that played a concert at a stadium",
}

// benchLink times grounding + instantiation + ranking per question and
// reports the median, which the targets in docs/linking.md are about.
func benchLink(b *testing.B, lk *Linker, qs []string) {
	ctx := context.Background()
	times := make([]time.Duration, 0, b.N)
	cands := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		res, err := lk.Link(ctx, qs[i%len(qs)])
		if err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(t0))
		cands += res.Candidates
	}
	b.StopTimer()
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(cands)/float64(b.N), "twigs/op")
}

func BenchmarkLinkMovies(b *testing.B) {
	benchLink(b, moviesLinker(b, Options{}), moviesQuestions)
}

func BenchmarkLinkLarge(b *testing.B) {
	s := generateSchema(500, 2000, 1)
	lk, err := NewLinker(context.Background(), s, nil, nil, grounding.Options{}, Options{})
	if err != nil {
		b.Fatal(err)
	}
	benchLink(b, lk, largeQuestions)
}

// TestGeneratedSchemaShape guards the benchmark's premise.
func TestGeneratedSchemaShape(t *testing.T) {
	s := generateSchema(500, 2000, 1)
	if len(s.Labels) != 500 || len(s.EdgeTypes) != 2000 {
		t.Fatalf("generated %d labels, %d edge types", len(s.Labels), len(s.EdgeTypes))
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	lk, err := NewLinker(context.Background(), s, nil, nil, grounding.Options{}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := lk.Link(context.Background(), largeQuestions[0])
	if err != nil {
		t.Fatal(err)
	}
	if res.Candidates == 0 || len(res.Twigs) == 0 {
		t.Errorf("no twigs on the large schema: %d candidates", res.Candidates)
	}
	if res.Candidates > 600 {
		t.Errorf("instantiation not bounded: %d candidates", res.Candidates)
	}
}
