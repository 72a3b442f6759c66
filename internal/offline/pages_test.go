package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestPages: positions in the answer become an offset and a row count in
// every language, in a stable order, and never a property range ("from
// number 2 to 10" compared born with 2 and 10; "from position 5 on" pinned
// born to 5). A range of values ("born from 1960 to 1970") stays a filter.
func TestPages(t *testing.T) {
	cases := []struct {
		schema, question string
		skip, limit      int
		filter           string // a comparison the plan must hold, or ""
	}{
		{"movies", "I need results from number 2 to 10 of the people", 1, 9, ""},
		{"movies", "Show movies 11 to 20", 10, 10, ""},
		{"movies", "Show people from position 5 on", 4, 0, ""},
		{"movies", "List movies, page 3 with 20 per page", 40, 20, ""},
		{"movies", "page 3 of the movies, 20 per page", 40, 20, ""},
		{"movies", "Show the next 10 movies", 10, 10, ""},
		{"movies", "Show results 11 to 20 of the movies released after 2000", 10, 10, "released > 2000"},
		{"movies", "List people born from 1960 to 1970", 0, 0, "born >= 1960"},
		{"company", "Show employees 3 to 6", 2, 4, ""},
		{"company", "List the projects, page 2 with 2 per page", 2, 2, ""},
		{"company", "Show the employees after the first 4", 4, 0, ""},
		{"company", "Give me results 2 to 3 of the employees hired after 2010", 1, 2, "hired > 2010"},
		// A cap on the rows is a limit: "maximum" aggregates nothing and
		// "most" ranks nothing, and the number is no value.
		{"movies", "List the movies, limiting the output to a maximum of 4 results.", 0, 4, ""},
		{"movies", "Show the movies released after 2000, at most 3 rows", 0, 3, "released > 2000"},
		{"company", "Show the employees, up to 5 records", 0, 5, ""},
		{"company", "List the projects, no more than 2 items", 0, 2, ""},
	}
	for _, c := range cases {
		g, s := testGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		q := r.Query
		if q.Skip != c.skip || q.Limit != c.limit {
			t.Errorf("%s: %q: skip %d limit %d, want %d and %d", c.schema, c.question, q.Skip, q.Limit, c.skip, c.limit)
		}
		if q.Skip > 0 && !q.StableOrder {
			t.Errorf("%s: %q: a page without a stable order", c.schema, c.question)
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			text, ok := renderParsed(t, q, lg, s, c.question)
			if !ok {
				continue
			}
			if lg != lang.Cypher {
				continue
			}
			flat := strings.Join(strings.Fields(text), " ")
			if c.filter == "" && strings.Contains(flat, "WHERE") || strings.Contains(flat, "{born:") {
				t.Errorf("%s: %q: a position became a filter:\n%s", c.schema, c.question, flat)
			}
			if c.filter != "" && !strings.Contains(flat, c.filter) {
				t.Errorf("%s: %q: want %q\n%s", c.schema, c.question, c.filter, flat)
			}
			if c.skip > 0 && !strings.Contains(flat, "ORDER BY") {
				t.Errorf("%s: %q: a page with no order\n%s", c.schema, c.question, flat)
			}
		}
	}
}

// The pages phase runs alone on the read-only context: it reads the rows
// and the tokens of the phrase, warns a next page it assumes, sets aside a
// page with no size, and writes nothing of the used words it is handed.
func TestPagesOf(t *testing.T) {
	for _, c := range []struct {
		schema, question   string
		skip, limit, words int
		paged              bool
		warned, refused    string
	}{
		{"movies", "Show movies 11 to 20", 10, 10, 3, true, "", ""},
		{"company", "Show employees 3 to 6", 2, 4, 3, true, "", ""},
		{"movies", "Show the next 10 movies", 10, 10, 2, true, "page-assumed", ""},
		{"company", "Show the next 2 projects", 2, 2, 2, true, "page-assumed", ""},
		{"company", "List the projects, page 2", 0, 0, 2, true, "", "unplaced-number"},
		{"movies", "List movies released after 2000", 0, 0, 0, false, "", ""},
	} {
		g, s := testGraph(t, c.schema)
		ctx := newReadCtx(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		used := newUsedWords()
		r := pagesOf(ctx, used, 0)
		refused := ""
		if r.unsupported != nil {
			refused = r.unsupported.id
		}
		if r.skip != c.skip || r.limit != c.limit || r.paged != c.paged || len(r.used) != c.words || refused != c.refused {
			t.Errorf("%s: %q: skip %d limit %d paged %v words %v refused %q", c.schema, c.question, r.skip, r.limit, r.paged, r.used, refused)
		}
		if c.warned != "" && (len(r.warnings) != 1 || r.warnings[0].Check != c.warned) {
			t.Errorf("%s: %q: warnings %v, want %s", c.schema, c.question, r.warnings, c.warned)
		}
		for _, i := range r.used {
			if used.has(i) {
				t.Errorf("%s: %q: the input's used words were written (token %d)", c.schema, c.question, i)
			}
		}
	}
	// A row cap set aside before the phase is its limit, and no phrase is
	// read again.
	g, s := testGraph(t, "company")
	ctx := newReadCtx(EvidenceFrom(linkOn(t, g, s, "Show the employees, up to 5 records").Grounding), s)
	ctx, n := ctx.rowCapsAside()
	if r := pagesOf(ctx, newUsedWords(), n); n != 5 || r.limit != 5 || !r.paged || len(r.used) != 0 {
		t.Errorf("row cap %d: limit %d paged %v words %v", n, r.limit, r.paged, r.used)
	}
}
