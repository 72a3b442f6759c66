package templates

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

type alignedQ struct {
	ID       string `json:"id"`
	Category string `json:"category"`
	Question string `json:"question"`
	Ordered  bool   `json:"ordered"`
	Cypher   string `json:"cypher"`
}

func readAlignedQs(t *testing.T) []alignedQ {
	f, err := os.Open("../testdata/movies/aligned/questions.jsonl")
	if err != nil {
		t.Skipf("aligned benchmark not found: %v", err)
	}
	defer f.Close()
	var out []alignedQ
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var q alignedQ
		if err := json.Unmarshal(sc.Bytes(), &q); err != nil {
			t.Fatal(err)
		}
		out = append(out, q)
	}
	return out
}

var (
	reWord   = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)
	reMapLit = regexp.MustCompile(`(\w+):\s*'([^']*)'`)
	reCmp    = regexp.MustCompile(`\w+\.(\w+)\s*(<=|>=|<>|<|>|=)\s*(\d+)`)
	reText   = regexp.MustCompile(`\w+\.(\w+)\s+(STARTS WITH|CONTAINS)\s+'([^']*)'`)
	reInList = regexp.MustCompile(`'([^']*)'\s+IN\s+\w+\.(\w+)`)
	reLimit  = regexp.MustCompile(`LIMIT\s+(\d+)`)
	cmpOps   = map[string]Op{"<": Lt, "<=": Le, ">": Gt, ">=": Ge, "=": Eq, "<>": Ne}
	textOps  = map[string]Op{"STARTS WITH": StartsWith, "CONTAINS": Contains}
)

// oracleGrounding reads what a perfect grounding step would link from the
// gold Cypher: the schema names it uses and its literals with the property
// they are compared with. It measures the catalogue alone, independent of
// how well grounding works.
func oracleGrounding(s *schema.Schema, cy string) Grounded {
	var g Grounded
	words := map[string]bool{}
	for _, w := range reWord.FindAllString(cy, -1) {
		words[w] = true
	}
	owners := func(prop string) []PropElem {
		var out []PropElem
		for _, l := range s.LabelsWithProperty(prop) {
			out = append(out, PropElem{Owner: l, Prop: prop})
		}
		for _, e := range s.EdgeTypesWithProperty(prop) {
			if words[e] {
				out = append(out, PropElem{Owner: e, Prop: prop, Edge: true})
			}
		}
		return out
	}
	for _, l := range s.Labels {
		if words[l.Name] {
			g.Labels = append(g.Labels, l.Name)
		}
	}
	for _, e := range s.EdgeTypes {
		if words[e.Name] {
			g.EdgeTypes = append(g.EdgeTypes, e.Name)
		}
	}
	for _, p := range s.PropertyNames() {
		if words[p] {
			g.Props = append(g.Props, owners(p)...)
		}
	}
	add := func(prop string, op Op, v any) {
		for _, o := range owners(prop) {
			g.Values = append(g.Values, Value{Owner: o.Owner, Prop: o.Prop, Edge: o.Edge, Op: op, Value: v})
		}
	}
	for _, m := range reMapLit.FindAllStringSubmatch(cy, -1) {
		add(m[1], Eq, m[2])
	}
	for _, m := range reCmp.FindAllStringSubmatch(cy, -1) {
		n, _ := strconv.Atoi(m[3])
		add(m[1], cmpOps[m[2]], n)
	}
	for _, m := range reText.FindAllStringSubmatch(cy, -1) {
		add(m[1], textOps[m[2]], m[3])
	}
	for _, m := range reInList.FindAllStringSubmatch(cy, -1) {
		add(m[2], HasElem, m[1])
	}
	if m := reLimit.FindStringSubmatch(cy); m != nil {
		g.Limit, _ = strconv.Atoi(m[1])
	}
	return g
}

// TestAlignedCoverage measures how many aligned-benchmark questions the
// catalogue can answer: given an oracle grounding, does some twig return
// exactly the gold result on Neo4j? (The renderings agree across the
// servers, see TestTwigsRunAndAgree, so this carries to Gremlin and SPARQL.)
func TestAlignedCoverage(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every twig of every aligned question on Neo4j")
	}
	qs := readAlignedQs(t)
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	uri := testenv.Neo4j(t)
	ctx := context.Background()
	if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: backends.Neo4j, IfNeeded: true}); err != nil {
		t.Fatal(err)
	}
	x, err := openExec(ctx, uri, backends.Options{Backend: backends.Neo4j, Schema: s})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	covered, total := 0, 0
	perCat := map[string][2]int{}
	for _, q := range qs {
		gold, err := x.Exec(ctx, q.Cypher, backends.ExecOptions{})
		if err != nil {
			t.Errorf("%s: gold fails: %v", q.ID, err)
			continue
		}
		total++
		twigs := Instantiate(s, oracleGrounding(s, q.Cypher))
		hit := ""
		for i := range twigs {
			cy, err := twigs[i].Render(lang.Cypher)
			if err != nil {
				t.Fatal(err)
			}
			got, err := x.Exec(ctx, cy, backends.ExecOptions{})
			if err != nil {
				t.Errorf("%s: twig %s fails: %v\n%s", q.ID, twigs[i].ID, err, cy)
				continue
			}
			if same, _ := backends.Equal(gold, got, backends.CompareOptions{Ordered: q.Ordered}); same {
				hit = twigs[i].ID
				break
			}
		}
		pc := perCat[q.Category]
		pc[0]++
		if hit != "" {
			covered++
			pc[1]++
		} else {
			t.Logf("not covered: %s (%d twigs): %s", q.ID, len(twigs), strings.ReplaceAll(q.Cypher, "\n", " "))
		}
		perCat[q.Category] = pc
	}
	for _, c := range sortedKeys(boolKeys(perCat)) {
		t.Logf("%-22s %d/%d", c, perCat[c][1], perCat[c][0])
	}
	t.Logf("catalogue covers %d of %d aligned questions (oracle grounding, exact gold result)", covered, total)
	if covered*100 < total*95 {
		t.Errorf("coverage %d/%d below 95%%", covered, total)
	}
}
