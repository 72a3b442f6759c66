package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// flCase is a question on one example graph and what its plan must hold:
// fragments of the one-line Cypher and a warning, or, with want nil, a
// refusal whose reason holds refused.
type flCase struct {
	schema, question string
	want             []string
	warn             string
	refused          string
	// unlinkVerb drops the value links over this word, as when value
	// correction does not reach it ("translated" and 'translator').
	unlinkVerb string
}

func checkFL(t *testing.T, c flCase) {
	t.Helper()
	g, s := exampleGraph(t, c.schema)
	linked := linkOn(t, g, s, c.question)
	ev := EvidenceFrom(linked.Grounding)
	if c.unlinkVerb != "" {
		at := strings.Index(c.question, c.unlinkVerb)
		kept := ev.Values[:0]
		for _, v := range ev.Values {
			if v.Span.Start > at || v.Span.End <= at {
				kept = append(kept, v)
			}
		}
		ev.Values = kept
	}
	r, err := Compile(ev, s)
	if c.want == nil {
		if err == nil || !strings.Contains(err.Error(), c.refused) {
			t.Errorf("%s: %q: got %v, want a refusal naming %q", c.schema, c.question, err, c.refused)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: %q: %v", c.schema, c.question, err)
		return
	}
	var cy string
	for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
		text, ok := renderParsed(t, r.Query, lg, s, c.question)
		if !ok {
			return
		}
		if lg == lang.Cypher {
			cy = strings.Join(strings.Fields(text), " ")
		}
	}
	for _, f := range c.want {
		if !strings.Contains(cy, f) {
			t.Errorf("%s: %q lacks %q:\n%s", c.schema, c.question, f, cy)
		}
	}
	if c.warn != "" && !warnedOf(r.Warnings, c.warn) {
		t.Errorf("%s: %q: no %s warning in %v", c.schema, c.question, c.warn, r.Warnings)
	}
}

// TestYearPart: "the first half of YEAR", "the last quarter of YEAR" over
// a date held as ISO text become that part's months, on the library and
// company graphs; over a year held as a number (movies' released) the part
// cannot be read and the question is refused, not answered for the year.
func TestYearPart(t *testing.T) {
	for _, c := range []flCase{
		{schema: "library", question: "What events did we run in the first half of 2025?",
			want: []string{"e.date >= '2025-01-01'", "e.date < '2025-07-01'"}, warn: "year-part-read"},
		{schema: "company", question: "Which employees were hired in the first half of 2019?",
			want: []string{"e.hired >= '2019-01-01'", "e.hired < '2019-07-01'"}, warn: "year-part-read"},
		{schema: "company", question: "Which employees were hired in the last quarter of 2019?",
			want: []string{"e.hired >= '2019-10-01'", "e.hired < '2020-01-01'"}, warn: "year-part-read"},
		{schema: "library", question: "Which branches opened before the second half of 2003?",
			want: []string{"b.opened < '2003-07-01'"}, warn: "year-part-read"},
		{schema: "movies", question: "Which movies were released in the first half of 1999?", refused: "part of the year"},
	} {
		checkFL(t, c)
	}
}

// TestPossessedSelfNoun: "Xs that have a N" over N_OF joining X to itself
// stand at the relationship's target, asked plainly or denied, on the
// library (SEQUEL_OF) and retail (SUBCATEGORY_OF) graphs; "Xs that are Ns"
// keeps the source.
func TestPossessedSelfNoun(t *testing.T) {
	for _, c := range []flCase{
		{schema: "library", question: "Which books have a sequel?",
			want: []string{"(b:Book)<-[:SEQUEL_OF]-(b2:Book)"}, warn: "self-noun-read"},
		{schema: "library", question: "Which books have no sequel?",
			want: []string{"NOT EXISTS { (b)<-[:SEQUEL_OF]-(:Book) }"}, warn: "self-noun-read"},
		{schema: "retail", question: "Which categories have a subcategory?",
			want: []string{"(c:Category)<-[:SUBCATEGORY_OF]-(c2:Category)"}, warn: "self-noun-read"},
		{schema: "retail", question: "Which categories have no subcategory?",
			want: []string{"NOT EXISTS { (c)<-[:SUBCATEGORY_OF]-(:Category) }"}, warn: "self-noun-read"},
	} {
		checkFL(t, c)
	}
	g, s := exampleGraph(t, "retail")
	cy, warns, err := renderOfflineDiag(t, g, s, "Which categories are subcategories?")
	if err != nil || !strings.Contains(cy, "(c:Category)-[:SUBCATEGORY_OF]->(c2:Category)") || warnedOf(warns, "self-noun-read") {
		t.Errorf("\"are subcategories\" must keep the source: %v %s %v", err, cy, warns)
	}
}

// TestVerbNamesEdgeValue: a verb linking to nothing whose doer noun is a
// stored role of the relationship walked keeps only that role, on the
// library (WROTE.role 'translator') and ops (ASSIGNED_TO.role
// 'contributor', its value link dropped as value correction may not reach
// it; the tagger reads the verb as a proper noun) graphs.
func TestVerbNamesEdgeValue(t *testing.T) {
	for _, c := range []flCase{
		{schema: "library", question: "Who translated The Lantern Keeper?",
			want: []string{"{role: 'translator'}]-(a:Author)"}, warn: "verb-value-read"},
		{schema: "ops", question: "Which people contributed to projects?", unlinkVerb: "contributed",
			want: []string{"(p:Person)-[r:ASSIGNED_TO {role: 'contributor'}]->(p2:Project)"}, warn: "verb-value-read"},
	} {
		checkFL(t, c)
	}
}

// TestStillRefused: "still" asks for a state that holds now: on the movies
// and company graphs, where nothing walked holds a yes/no saying the state
// ended, the question is refused rather than answered for every one ever
// made; the library's loans hold one (returned), read by stillNotEnded.
func TestStillRefused(t *testing.T) {
	for _, c := range []flCase{
		{schema: "library", question: "How many loans are still out right now?", want: []string{"returned: false"}, warn: "still-not-ended"},
		{schema: "movies", question: "Which movies is Tom Hanks still acting in?", refused: "still"},
		{schema: "company", question: "Which projects is Alice still working on?", refused: "still"},
	} {
		checkFL(t, c)
	}
}

// TestWhoVerbPossessed: "Who VERB <named>'s Ns?" asks for the verb's
// subject at its relationship's other end, not for the Ns (its object), on
// the library, flights and campus graphs.
func TestWhoVerbPossessed(t *testing.T) {
	for _, c := range []flCase{
		{schema: "library", question: "Who publishes Ingrid Solberg's books?",
			want: []string{"-[:PUBLISHED_BY]->(p:Publisher)", "RETURN DISTINCT p.name AS name"}, warn: "focus-inferred"},
		{schema: "flights", question: "Who operates Oslo Gardermoen's flights?",
			want: []string{"-[:OPERATED_BY]->(a2:Airline)", "RETURN DISTINCT a2.name AS name"}, warn: "focus-inferred"},
		{schema: "campus", question: "Who teaches Aisha Abbott's courses?",
			want: []string{"(c:Course)<-[:TEACHES]-(p:Professor)", "RETURN DISTINCT p.name AS name"}, warn: "focus-inferred"},
	} {
		checkFL(t, c)
	}
}

// TestCountedPropSum: "How many Ps …" where P is the whole name of a
// whole-number property of a relationship is the sum of that property
// over the relationships reached, on the library (HOLDS.copies) and
// retail (STOCKED_AT.units) graphs.
func TestCountedPropSum(t *testing.T) {
	for _, c := range []flCase{
		{schema: "library", question: "How many copies of Winter Orchard do we have across all branches?",
			want: []string{"(b:Book {title: 'Winter Orchard'})<-[r:HOLDS]-(b2:Branch)", "RETURN sum(r.copies)"}, warn: "unit-summed"},
		{schema: "library", question: "How many copies does the Central Library hold altogether?",
			want: []string{"(b:Branch {name: 'Central Library'})-[r:HOLDS]->(b2:Book)", "RETURN sum(r.copies)"}, warn: "unit-summed"},
		{schema: "retail", question: "How many units of the Aero 13 Laptop are stocked across all warehouses?",
			want: []string{"(p:Product {name: 'Aero 13 Laptop'})-[r:STOCKED_AT]->(w:Warehouse)", "RETURN sum(r.units)"}, warn: "unit-summed"},
	} {
		checkFL(t, c)
	}
}

// TestCheckOutParaphrase: "check out" names the borrowing relationship in
// its direction, asked plainly or denied, on the library example and the
// loans test graph.
func TestCheckOutParaphrase(t *testing.T) {
	for _, c := range []flCase{
		{schema: "library", question: "Which books have never been checked out?",
			want: []string{"NOT EXISTS { (b)<-[:BORROWED]-(:Member) }"}, warn: "paraphrase-verb-read"},
		{schema: "library", question: "Which members checked out Winter Orchard?",
			want: []string{"(b:Book {title: 'Winter Orchard'})<-[:BORROWED]-(m:Member)"}, warn: "paraphrase-verb-read"},
		{schema: "loans", question: "Which members checked out Night Trains?",
			want: []string{"<-[:BORROWED]-(m:Member)"}, warn: "paraphrase-verb-read"},
		{schema: "loans", question: "Which books were never checked out?",
			want: []string{"NOT EXISTS { (b)<-[:BORROWED]-(:Member) }"}, warn: "paraphrase-verb-read"},
	} {
		checkFL(t, c)
	}
}

// TestWhenDate: "When did <named> VERB?" asks for the date the verb names
// however long the name, and "When is <named>?" for the thing's one date,
// on the library, retail and ops graphs; movies keeps its year; with two
// things named (registry) the question stays refused.
func TestWhenDate(t *testing.T) {
	for _, c := range []flCase{
		{schema: "library", question: "When did the Harbour Branch open?",
			want: []string{"(b:Branch {name: 'Harbour Branch'})", "RETURN b.opened"}, warn: ""},
		{schema: "retail", question: "When was the Aero 13 Laptop launched?",
			want: []string{"RETURN p.launched"}, warn: ""},
		{schema: "library", question: "When is the Winter Poetry Slam?",
			want: []string{"RETURN e.date"}, warn: "when-date-read"},
		{schema: "ops", question: "When is the Checkout timeouts during sale incident?",
			want: []string{"RETURN i.opened"}, warn: "when-date-read"},
		{schema: "movies", question: "When was The Matrix?",
			want: []string{"RETURN m.released"}, warn: "when-date-read"},
		// Two things named: the date is their relationship's
		// (MAINTAINS.since, when-edge-date), neither one's own.
		{schema: "registry", question: "Since when has Chen Wei maintained numkit?",
			want: []string{"RETURN DISTINCT r.since"}, warn: "when-edge-date"},
	} {
		checkFL(t, c)
	}
}
