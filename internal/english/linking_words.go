package english

import "strings"

// Words that shape a query and so are never linked to a schema element by
// grounding, though grounding keeps them for the templates' lexical tags
// (how many, top, average, most); and the abbreviations of schema names.

// shapingWords: the words of a comparison, a bound or an aggregate are the
// cue table's, read from it so that grounding and the offline compiler never
// disagree about one ("exceeding", "until" compare to both); the rest are
// question words, commands, rankings, quantifiers and negations.
var shapingWords = func() WordList {
	m := WordList{}
	for _, w := range strings.Fields(`what which where when why how many much show list find display return get give name
		count number amount avg median typical max biggest most greatest
		top best min least fewest first last newest oldest youngest
		older younger longer shorter
		each every all both any no not never without none distinct different unique exist path shortest connect
		order sort rank ascending descending per group
		between than within`) {
		m[w] = true
	}
	for _, c := range Cues() {
		// Equality's words ("in", "of", "is") are function words first:
		// "year of birth" is one schema mention, not a comparison. String
		// matches' words ("contains", "includes") also name relationships.
		if op := c.Op(); (op == "" || op == Equal) && c.Agg() == "" || c.Kind() == KindString {
			continue
		}
		for _, w := range c.Words() {
			// A phrase's words are cues only together ("at least"): alone
			// "at" is a preposition.
			if !strings.Contains(w, " ") {
				m[w] = true
			}
		}
	}
	return m
}()

// ShapesQuery reports whether a lower-case word (as written or a lemma)
// shapes the query rather than naming a schema element.
func ShapesQuery(w string) bool { return shapingWords[w] }

var (
	// CueNoun shapes a query alone but may end a schema mention: "flight
	// numbers" (flightNo), "employee count".
	CueNoun = WordList{"number": true, "count": true, "total": true, "amount": true, "sum": true, "name": true}

	// CommandVerb opens a request ("Show …", "List …"); only there does it
	// shape the query ("a film named X" names).
	CommandVerb = WordList{"show": true, "list": true, "find": true, "display": true, "return": true,
		"get": true, "give": true, "name": true, "tell": true, "count": true}

	// Gradable are comparatives and superlatives that both shape a query
	// (a filter or an ordering) and name a property ("oldest" → age,
	// "longest" → length): cues that may still link.
	Gradable = func() WordList {
		m := WordList{}
		for _, w := range strings.Fields("older oldest younger youngest longer longest shorter shortest earliest latest " +
			"newest recent taller tallest heavier heaviest cheaper cheapest expensive popular") {
			m[w] = true
		}
		return m
	}()
)

// abbreviations common in schema names, expanded before a name is read.
var abbreviations = map[string]string{
	"no": "number", "num": "number", "nbr": "number", "nr": "number", "qty": "quantity", "amt": "amount",
	"desc": "description", "dept": "department", "addr": "address", "dob": "date of birth", "yr": "year",
	"pct": "percent", "dest": "destination", "src": "source", "dep": "departure", "arr": "arrival",
	"ref": "reference", "cnt": "count", "avg": "average", "max": "maximum", "min": "minimum", "tel": "telephone",
	"org": "organization", "govt": "government", "pop": "population", "lang": "language", "emp": "employee",
	"mgr": "manager", "std": "student", "prof": "professor", "info": "information", "dt": "date", "ts": "timestamp",
}

// Abbreviation expands an abbreviation common in schema names ("dept" →
// "department", "dob" → "date of birth"); ok is false for any other word.
func Abbreviation(w string) (full string, ok bool) {
	full, ok = abbreviations[w]
	return full, ok
}
