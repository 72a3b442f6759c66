package critic

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// Patterns the guard refuses: each can take exponential or high polynomial
// time in Java's backtracking matcher, or cannot be read.
var unsafeRegexes = []struct{ pattern, want string }{
	{`(.*a){12}$`, "nested quantifier"}, // the reproduction: ~9-40 s of server CPU
	{`(a+)+`, "nested quantifier"},
	{`^(a+)+$`, "nested quantifier"},
	{`(a*)*b`, "nested quantifier"},
	{`(a?){30}a{30}`, "nested quantifier"},
	{`^(\w+\s?)*$`, "nested quantifier"},
	{`(?:x+x+)+y`, "nested quantifier"},
	{`^(.*?,){11}P`, "nested quantifier"},
	{`((ab)*c)+`, "nested quantifier"},
	{`(a|a)*`, "overlapping branches"},
	{`(\w|\d)+x`, "overlapping branches"},
	{`(a|ab){20}`, "overlapping branches"},
	{`(?i)(k|K)+z`, "overlapping branches"},
	{`(a|)+`, "overlapping branches"},
	{`.*.*=.*`, "two unbounded"},
	{`\d+\d+x`, "two unbounded"},
	{`\w+\s*\w+!`, "two unbounded"},
	{`a*(b)?a+`, "two unbounded"},
	{`(?:a.*)(?:.*b)`, "two unbounded"},
	{`x.*(y)?.*z`, "two unbounded"},
	{`(a)\1`, "back reference"},
	{`(?<n>a)\k<n>`, "back reference"},
	{`a{2,1}`, "upper bound"},
	{`a**`, "quantifier follows"},
	{`*a`, "nothing to repeat"},
	{`(a`, "not closed"},
	{`a)`, "unmatched"},
	{`[a-`, "not closed"},
	{`\y`, "unknown escape"},
	{`(?Z)a`, "inline flag"},
	{`a{0x28}`, "not closed"}, // Java reads counts in decimal only
	{`a{x}`, "decimal count"},
	{strings.Repeat("a", maxRegexRunes+1), "at most"},
}

// Patterns real questions produce: substring, prefix, case-insensitive
// and shape tests, with at most one unbounded repeat between literals.
var safeRegexes = []string{
	`(?i).*keanu.*`, `(?i)tom.*`, `.*Matrix.*`, `^The.*`, `The Matrix`, `(?i)^the matrix$`,
	`[A-Z][a-z]+ [A-Z][a-z]+`, `\w+@\w+\.\w+`, `\d{4}-\d{2}-\d{2}`, `(\d{3}-){2}\d{4}`,
	`(foo|bar)+`, `(?:[a-z]|_)+`, `(ab|c)+`, `colou?r`, `(?x) a b # comment`, `\Q.*.*\E`,
	`[^,]*,[^,]*`, `.*\.(jpg|png)`, `(?i:keanu) reeves`, `\p{L}+ \p{L}+`, `a{2,5}b`, `\u00e9t\x{e9}`,
	`(?=.*x)y`, `[\w&&[^_]]+`, `(?<first>\w+) (\w+)`, `(?>a+)b`, `a*+b`, `\bword\b`,
}

func TestRegexVerdicts(t *testing.T) {
	for _, c := range unsafeRegexes {
		s, d := regexVerdict(c.pattern, false, false)
		if s == "" || !strings.Contains(s, c.want) {
			t.Errorf("%q: got %q, want a refusal mentioning %q", c.pattern, s, c.want)
		}
		if s != "" && d == "" {
			t.Errorf("%q: refusal without a detail", c.pattern)
		}
	}
	for _, p := range safeRegexes {
		if s, _ := regexVerdict(p, false, false); s != "" {
			t.Errorf("%q: refused: %s", p, s)
		}
	}
}

// The flags given beside a SPARQL pattern change how it reads: x makes
// blanks layout, i folds case (so (a|A)* overlaps).
func TestRegexFlags(t *testing.T) {
	if s, _ := regexVerdict(`(a|A)+z`, true, false); !strings.Contains(s, "overlapping") {
		t.Errorf("(a|A)+ with i: %q", s)
	}
	if s, _ := regexVerdict(`(a|A)+z`, false, false); s != "" {
		t.Errorf("(a|A)+ without i: %q", s)
	}
	if s, _ := regexVerdict(`( a + ) +`, false, true); !strings.Contains(s, "nested") {
		t.Errorf("( a + ) + with x: %q", s)
	}
}

// The reproductions and their disguises, through the guard in each language.
func TestGuardRefusesCatastrophicRegex(t *testing.T) {
	refused := []struct {
		l    lang.Lang
		q    string
		want string
	}{
		{lang.Gremlin, "g.inject('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!').is(regex('(.*a){12}$')).count()", "1:54: error: the regex can backtrack"},
		{lang.Gremlin, "g.inject('aaaa!').is(TextP.regex('(a+)+$')).count()", "nested quantifier"},
		{lang.Gremlin, "g.V().has('name', TextP.notRegex('(a|a)*b'))", "overlapping"},
		{lang.Gremlin, "g.V().has('name', regex(\"\\u0028a+\\u0029+\"))", "nested quantifier"},
		{lang.Gremlin, "g.V().has('name', textRegex('(a+)+'))", "nested quantifier"},
		{lang.Gremlin, "g.V().has('name', regex(x))", "not a string literal"},
		{lang.Cypher, "RETURN 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!' =~ '(.*a){12}$'", "1:45: error: the regex can backtrack"},
		{lang.Cypher, "MATCH (p:Person) WHERE p.name =~ '(?i)' + '(a+)+' RETURN p", "nested quantifier"},
		{lang.Cypher, "MATCH (p:Person) WHERE p.name =~ ('(a|a)*') RETURN p", "overlapping"},
		{lang.Cypher, "MATCH (p:Person) WHERE p.name =~ '\\u0028a+\\u0029+' RETURN p", "nested quantifier"},
		{lang.Cypher, "MATCH (p:Person) WHERE p.name =~ $pattern RETURN p", "not a string literal"},
		{lang.Cypher, "MATCH (p:Person) WHERE p.name =~ '.*' + p.name + '.*' RETURN p", "not a string literal"},
		{lang.Cypher, "MATCH (p:Person) WITH p, '(a+)+' AS r WHERE p.name =~ r RETURN p", "not a string literal"},
		{lang.Cypher, "RETURN apoc.text.replace('aaa!', '(a+)+b', 'x')", "nested quantifier"},
		{lang.Cypher, "RETURN 'x' =~ '(a)\\\\1'", "back reference"},
		{lang.SPARQL, "SELECT (COUNT(*) AS ?n) WHERE { BIND(\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!\" AS ?s) FILTER(regex(?s, \"(.*a){12}$\")) }", "the regex can backtrack"},
		{lang.SPARQL, "SELECT ?s WHERE { ?s ?p ?o FILTER(REGEX(STR(?o), \"(a|A)+b\", \"i\")) }", "overlapping"},
		{lang.SPARQL, "SELECT ?s WHERE { ?s ?p ?o FILTER(REGEX(STR(?o), \"( a + ) +\", \"x\")) }", "nested"},
		{lang.SPARQL, "SELECT (REPLACE(STR(?o), \"(a+)+b\", \"x\") AS ?r) WHERE { ?s ?p ?o }", "nested quantifier"},
		{lang.SPARQL, "SELECT ?s WHERE { ?s ?p ?o FILTER(REGEX(STR(?o), ?pat)) }", "not a string literal"},
		{lang.SPARQL, "SELECT ?s WHERE { ?s ?p ?o FILTER(REGEX(STR(?o), CONCAT(\"(a+\", \")+\"))) }", "not a string literal"},
		{lang.SPARQL, "SELECT ?s WHERE { ?s ?p ?o FILTER(REGEX(STR(?o), \"a\", ?f)) }", "not a string literal"},
		{lang.SPARQL, "SELECT ?s WHERE { ?s ?p ?o FILTER(REGEX(STR(?o), \"a\", \"iz\")) }", "not all known"},
		{lang.SPARQL, "PREFIX fn: <http://www.w3.org/2005/xpath-functions#> SELECT ?s WHERE { ?s ?p ?o FILTER(fn:matches(STR(?o), \"(a+)+\")) }", "does not read"},
		{lang.SPARQL, "SELECT ?s WHERE { ?s ?p ?o FILTER(REGEX(STR(?o), \"\\u0028a+\\u0029+\")) }", "does not parse"},
	}
	for _, c := range refused {
		err := ReadOnlyGuard(c.l, c.q)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: guard said %v, want a refusal mentioning %q", c.l, c.q, err, c.want)
		}
	}
	allowed := []struct {
		l lang.Lang
		q string
	}{
		{lang.Cypher, "MATCH (p:Person) WHERE p.name =~ '(?i).*keanu.*' RETURN p.name"},
		{lang.Cypher, "MATCH (m:Movie) WHERE m.title =~ 'The ' + 'Matrix.*' RETURN m.title"},
		{lang.Gremlin, "g.V().has('name', TextP.regex('(?i)keanu')).values('name')"},
		{lang.Gremlin, "g.V().has('title', regex('^The.*')).values('title')"},
		{lang.SPARQL, "SELECT ?s WHERE { ?s ?p ?o FILTER(REGEX(STR(?o), \"keanu\", \"i\")) }"},
		{lang.SPARQL, "SELECT ?s WHERE { ?s ?p ?o FILTER(REGEX(STR(?o), \"(a+)+\", \"q\")) }"},
	}
	for _, c := range allowed {
		if err := ReadOnlyGuard(c.l, c.q); err != nil {
			t.Errorf("%s %q: refused: %v", c.l, c.q, err)
		}
	}
}
