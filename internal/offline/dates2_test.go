package offline

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// exampleOrTest is a bundled example directory (examples/NAME: flights,
// campus, ops) when one exists, else testdata/NAME.cypher.
func exampleOrTest(t *testing.T, name string) (*graph.Graph, *schema.Schema) {
	t.Helper()
	switch name {
	case "flights", "campus", "ops", "company", "retail", "bank":
		s, g, err := examples.Resolve(filepath.Join("..", "..", "examples", name))
		if err != nil {
			t.Fatal(err)
		}
		return g, s
	}
	return testGraph(t, name)
}

type readingCase struct {
	schema, question string
	want             []string // Cypher fragments ("!x": must not appear); nil: refused
	warning          string   // a warning the translation must carry, "" for none asked
}

// checkReadings compiles each case, renders and parses it in the three
// languages, and checks the Cypher fragments and the warning.
func checkReadings(t *testing.T, cases []readingCase) {
	t.Helper()
	for _, c := range cases {
		g, s := exampleOrTest(t, c.schema)
		w := planWant{schema: c.schema, question: c.question, refused: c.want == nil, flat: true}
		for _, f := range c.want {
			if neg, ok := strings.CutPrefix(f, "!"); ok {
				w.not = append(w.not, neg)
			} else {
				w.want = append(w.want, f)
			}
		}
		if c.warning != "value-corrected" {
			w.warn = c.warning
		}
		linked, answered := checkPlan(t, g, s, w)
		if !answered || c.warning != "value-corrected" {
			continue
		}
		// Value readings are warned by the translation from grounding's
		// link, not by the compiler.
		warned := false
		for _, v := range linked.Grounding.Values {
			if d, ok := grounding.ValueDiagnostic(c.question, v, v.Best()); ok && d.Check == c.warning {
				warned = true
			}
		}
		if !warned {
			t.Errorf("%s: %q: no %s warning", c.schema, c.question, c.warning)
		}
	}
}

// TestThousandsSeparators: a number written with thousands separators
// ("1,000", "16,384") is one number, never its first group; a list
// ("1990,1991") is not joined.
func TestThousandsSeparators(t *testing.T) {
	checkReadings(t, []readingCase{
		{"flights", "Which airports are above 1,000 ft?", []string{"elevation_ft > 1000", "!> 1 "}, ""},
		{"ops", "Which hosts have more than 16,384 MB of memory?", []string{"memory_mb > 16384"}, ""},
		// "a fee of more than 1,000" is compared, and the plan shows only the fee,
		// not the bands asked for: refused (compared-column-shown, fix12).
		{"seasons", "Which bands charge a fee of more than 1,000?", nil, ""},
	})
}

// TestPeriodValues: a season and a year ("in spring 2025", "in summer
// 2023") name a period stored as text in either word order; the
// relationship the question names chooses among the fields that store it,
// none named is refused (value-ambiguous), and the year is never compared
// with a number merely near it in size (a course level, a hall's seats).
func TestPeriodValues(t *testing.T) {
	checkReadings(t, []readingCase{
		{"campus", "Which courses are being taught in spring 2025?", []string{"TEACHES {semester: '2025-spring'}", "!level", "!ENROLLED_IN"}, "value-corrected"},
		{"campus", "Which students enrolled in a course in fall 2024?", []string{"ENROLLED_IN {semester: '2024-fall'}", "!TEACHES"}, "value-corrected"},
		{"campus", "Who led CS101 in fall 2024?", nil, ""},
		{"seasons", "Which bands played at Harbour Hall in winter 2024?", []string{"PLAYED_AT {season: 'winter 2024'}", "!seats", "!REHEARSED_AT"}, "value-corrected"},
		{"seasons", "Which bands rehearsed in 2023 summer?", []string{"REHEARSED_AT {season: 'summer 2023'}", "!PLAYED_AT"}, "value-corrected"},
		{"seasons", "Which halls were used in summer 2023?", nil, ""},
	})
}

// TestDateVerb: a verb linked to a relationship that spells a date the
// thing before it holds ("students enrolled in 2024" over Student.enrolled
// and ENROLLED_IN) is that date when a year follows; without a year the
// relationship stands, and where only the relationship holds a year
// (enrolments: ENROLLED_IN.since) nothing changes.
func TestDateVerb(t *testing.T) {
	checkReadings(t, []readingCase{
		{"campus", "How many students enrolled in 2024?", []string{"s.enrolled >= '2024-01-01' AND s.enrolled < '2025-01-01'", "!ENROLLED_IN"}, "date-as-text"},
		{"campus", "Which students enrolled before 2020?", []string{"s.enrolled < '2020-01-01'", "!ENROLLED_IN"}, "date-as-text"},
		{"campus", "Which students enrolled in CS101?", []string{"ENROLLED_IN", "!enrolled <"}, ""},
		{"seasons", "Which bands signed in 2020?", []string{"b.signed >= '2020-01-01' AND b.signed < '2021-01-01'", "!SIGNED_WITH"}, "date-as-text"},
		{"seasons", "Which bands signed with Quartz Audio?", []string{"SIGNED_WITH", "!signed >="}, ""},
		{"enrolments", "Which students enrolled in 2019?", []string{"since", "!>= '2019"}, ""},
	})
}

// TestWhoHolds: "who" in a question naming only properties, all of one
// label with a name, asks for things of that label (flights' pilots,
// campus's professors, the seasons bands), warned focus-inferred; a named
// relationship still decides (movies).
func TestWhoHolds(t *testing.T) {
	checkReadings(t, []readingCase{
		{"flights", "Who was hired in 2023?", []string{"MATCH (p:Pilot)", "p.hired >= '2023-01-01' AND p.hired < '2024-01-01'", "RETURN p.name"}, "focus-inferred"},
		{"campus", "Who was hired before 2010?", []string{"MATCH (p:Professor)", "p.hired < '2010-01-01'"}, "focus-inferred"},
		{"seasons", "Who was formed after 2015?", []string{"MATCH (b:Band)", "b.formed >= '2016-01-01'"}, "focus-inferred"},
		{"movies", "Who directed The Matrix?", []string{"DIRECTED", "RETURN DISTINCT p.name"}, ""},
	})
}

// TestArticleUnit: "an hour", "a day", "an hour and a half" after a
// comparison, or before "or less", are one (or one and a half) of the unit,
// compared through the property whose name gives its unit (flights,
// campus, ops); movies, whose properties name no unit, refuses.
func TestArticleUnit(t *testing.T) {
	checkReadings(t, []readingCase{
		{"flights", "Which flights take less than an hour?", []string{"f.duration_minutes < 60"}, "unit-converted"},
		{"campus", "Which courses have exams of an hour and a half or less?", []string{"c.exam_minutes <= 90"}, "unit-converted"},
		{"campus", "Which courses have an exam longer than an hour and a half?", []string{"c.exam_minutes > 90"}, "unit-converted"},
		{"ops", "Which incidents lasted longer than a day?", []string{"i.duration_minutes > 1440"}, "unit-converted"},
		{"flights", "Which airports are above 1,000 feet?", []string{"a.elevation_ft > 1000"}, ""},
		{"flights", "Which airports are higher than 300 metres?", []string{"a.elevation_ft > 984"}, "unit-converted"},
		{"movies", "Which movies are longer than an hour?", nil, ""},
	})
}

// TestRateInName: "hours per week" linked to a property named for the
// rate (weekly_hours) is that property, summed, not a grouping by weeks
// (campus, seasons).
func TestRateInName(t *testing.T) {
	checkReadings(t, []readingCase{
		{"campus", "How many hours per week is TH-101 booked?", []string{"sum(r2.weekly_hours)", "{name: 'TH-101'}"}, "unit-summed"},
		{"seasons", "How many hours per week does Copper Owls rehearse?", []string{"sum(", ".weekly_hours)", "{name: 'Copper Owls'}"}, "unit-summed"},
	})
}

// TestThingTime: "the flight time", "the incident time" name the duration
// a thing holds in a unit of time (duration_minutes), its owner's name and
// "time" (flights, ops); movies hold no such property and refuse.
func TestThingTime(t *testing.T) {
	checkReadings(t, []readingCase{
		{"flights", "What's the average flight time for each airline?", []string{"avg(f.duration_minutes)", "OPERATED_BY", "a.name"}, ""},
		{"ops", "What is the average incident time?", []string{"avg(i.duration_minutes)"}, ""},
		{"movies", "What is the average movie time?", nil, ""},
	})
}

// TestYearOnEdgeDate: a year after a verb naming a relationship of the
// plan that holds one ISO date bounds that date (flights' QUALIFIED_ON.since,
// the seasons' RECORDED_AT.session), not a date of either end; a property
// named before the cue still decides.
func TestYearOnEdgeDate(t *testing.T) {
	checkReadings(t, []readingCase{
		{"flights", "Which pilots qualified on an aircraft type after 2023?", []string{"[r:QUALIFIED_ON]", "r.since >= '2024-01-01'", "!hired"}, "date-as-text"},
		{"flights", "Which pilots have been qualified on the A320neo since 2020?", []string{"{model: 'A320neo'}", "r.since >= '2020-01-01'", "!hired"}, "date-as-text"},
		{"seasons", "Which bands recorded at Old Mill after 2020?", []string{"RECORDED_AT", ".session >= '2021-01-01'", "!formed", "!signed"}, "date-as-text"},
		{"seasons", "Which bands recorded before 2020?", []string{".session < '2020-01-01'"}, "date-as-text"},
		{"seasons", "Which bands formed before 2015?", []string{"b.formed < '2015-01-01'", "!RECORDED_AT"}, "date-as-text"},
	})
}

// TestYearBesideSeason: a year beside a season or a month that no stored
// period holds is refused, never compared with a number near it in size
// (campus's course level, the seasons hall's 2024 seats).
func TestYearBesideSeason(t *testing.T) {
	checkReadings(t, []readingCase{
		{"campus", "Which courses are taught in spring 2019?", nil, ""},
		{"seasons", "Which halls were booked in autumn 2024?", nil, ""},
		{"campus", "Which courses have level 300?", []string{"level: 300"}, ""},
	})
}

// TestOrdinalValue: an ordinal or a number joined to a word naming a
// whole-number property of the thing ("first-year students", "second-tier
// services", "300-level courses") is that property's value, warned
// ordinal-read; it is never the property asked for (campus, ops).
func TestOrdinalValue(t *testing.T) {
	checkReadings(t, []readingCase{
		{"campus", "How many first-year students do we have?", []string{"year: 1", "count("}, "ordinal-read"},
		{"campus", "Which third-year students are from France?", []string{"year: 3", "country: 'France'", "RETURN s2.name", "!RETURN s.year"}, "ordinal-read"},
		{"campus", "Show me all 300-level courses.", []string{"level: 300", "!RETURN c.level"}, "ordinal-read"},
		{"ops", "Which second-tier services are written in Go?", []string{"tier: 2", "language: 'Go'", "!RETURN s.tier"}, "ordinal-read"},
	})
}

// TestOrdinalWords: ordinals in words and in digits, with the suffix
// English gives them.
func TestOrdinalWords(t *testing.T) {
	for w, want := range map[string]int{"first": 1, "third": 3, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "11th": 11, "12th": 12, "13th": 13, "21st": 21, "22nd": 22} {
		if n, ok := english.Ordinal(w); !ok || n != want {
			t.Errorf("Ordinal(%q) = %d, %v; want %d", w, n, ok, want)
		}
	}
	for _, w := range []string{"11st", "2th", "first1", "th", "one"} {
		if _, ok := english.Ordinal(w); ok {
			t.Errorf("Ordinal(%q) read as an ordinal", w)
		}
	}
}

// exampleReadings runs checkReadings, except that a case whose schema is
// one of names is read from that example directory, which exampleOrTest
// does not resolve.
func exampleReadings(t *testing.T, names []string, cases []readingCase) {
	t.Helper()
	for _, c := range cases {
		if !slices.Contains(names, c.schema) {
			checkReadings(t, []readingCase{c})
			continue
		}
		s, g, err := examples.Resolve(filepath.Join("..", "..", "examples", c.schema))
		if err != nil {
			t.Fatal(err)
		}
		w := planWant{schema: c.schema, question: c.question, refused: c.want == nil, flat: true, warn: c.warning}
		for _, f := range c.want {
			if len(f) > 0 && f[0] == '!' {
				w.not = append(w.not, f[1:])
			} else {
				w.want = append(w.want, f)
			}
		}
		checkPlan(t, g, s, w)
	}
}
