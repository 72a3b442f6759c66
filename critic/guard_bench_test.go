package critic

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// BenchmarkRegexVerdict reads and analyses one pattern at the guard's
// length limit, built of the constructs that cost the analysis most
// (groups, classes, alternations, counted repeats).
func BenchmarkRegexVerdict(b *testing.B) {
	unit := `(?:[A-Za-z_][\w-]{0,3}|\d{2,4})\.`
	p := strings.Repeat(unit, maxRegexRunes/len(unit))
	if s, _ := regexVerdict(p, true, false); s != "" {
		b.Fatalf("refused: %s", s)
	}
	b.SetBytes(int64(len(p)))
	for i := 0; i < b.N; i++ {
		regexVerdict(p, true, false)
	}
}

// BenchmarkGuardLargeQuery is the whole guard on a large query: a Cypher
// WHERE with 200 regex tests, and the same in Gremlin and SPARQL.
func BenchmarkGuardLargeQuery(b *testing.B) {
	var cy, gr, sp []string
	for i := 0; i < 200; i++ {
		pat := fmt.Sprintf(`(?i).*name%d [a-z]+ (x|y)\\d{2}.*`, i)
		cy = append(cy, "p.name =~ '"+pat+"'")
		gr = append(gr, "has('name', TextP.regex('"+pat+"'))")
		sp = append(sp, `REGEX(?name, "`+pat+`", "i")`)
	}
	queries := map[lang.Lang]string{
		lang.Cypher:  "MATCH (p:Person) WHERE " + strings.Join(cy, " OR ") + " RETURN p.name",
		lang.Gremlin: "g.V().or(" + strings.Join(gr, ", ") + ").values('name')",
		lang.SPARQL:  "SELECT ?p WHERE { ?p <http://example.org/name> ?name FILTER(" + strings.Join(sp, " || ") + ") }",
	}
	for _, l := range lang.All {
		q := queries[l]
		if err := ReadOnlyGuard(l, q); err != nil {
			b.Fatalf("%s: %v", l, err)
		}
		b.Run(string(l), func(b *testing.B) {
			b.SetBytes(int64(len(q)))
			for i := 0; i < b.N; i++ {
				ReadOnlyGuard(l, q)
			}
		})
	}
}
