package bench

import (
	"regexp"
	"strings"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// Corruption is one kind of mistake models make, applied to a correct query
// to measure how much of the damage the critic and correction loop undo
// without a model (the paper's noise-injection study, Table 4).
type Corruption struct {
	Name  string
	Lang  lang.Lang
	Apply func(q string, s *schema.Schema) (string, bool)
}

// misspell swaps two letters in the middle of a name (Movie → Moive), the
// commonest typo shape.
func misspell(name string) string {
	if len(name) < 4 {
		return name + "x"
	}
	b := []byte(name)
	i := len(b) / 2
	b[i], b[i+1] = b[i+1], b[i]
	if string(b) == name {
		return name + "x"
	}
	return string(b)
}

// firstName finds the first schema name of a kind used in q as matched by
// pattern (with the name as group 1), and replaces that occurrence.
func replaceFirst(q string, re *regexp.Regexp, ok func(string) bool, with func(string) string) (string, bool) {
	for _, m := range re.FindAllStringSubmatchIndex(q, -1) {
		name := q[m[2]:m[3]]
		if ok(name) {
			return q[:m[2]] + with(name) + q[m[3]:], true
		}
	}
	return q, false
}

func isLabel(s *schema.Schema) func(string) bool {
	return func(n string) bool { return s.Label(n) != nil }
}
func isEdge(s *schema.Schema) func(string) bool {
	return func(n string) bool { return s.EdgeType(n) != nil }
}
func isProp(s *schema.Schema) func(string) bool {
	return func(n string) bool {
		for _, p := range s.PropertyNames() {
			if p == n {
				return true
			}
		}
		return false
	}
}

var (
	cyLabel    = regexp.MustCompile(`\(\w*:(\w+)`)
	cyEdge     = regexp.MustCompile(`\[\w*:(\w+)`)
	cyProp     = regexp.MustCompile(`\.(\w+)\b|\{(\w+):`)
	cyOutEdge  = regexp.MustCompile(`-\[([^\]]*)\]->`)
	strLit     = regexp.MustCompile(`'([^']*[A-Z][^']*)'|"([^"]*[A-Z][^"]*)"`)
	grStep     = regexp.MustCompile(`\.(hasLabel|has|out|in|values|outE|inE|count|dedup|order)\(`)
	grLabel    = regexp.MustCompile(`(?:hasLabel\(|has\()'(\w+)'`)
	grEdge     = regexp.MustCompile(`(?:out|in|outE|inE|both)\('(\w+)'`)
	grProp     = regexp.MustCompile(`(?:values\(|by\(|has\('\w+', )'(\w+)'`)
	grOut      = regexp.MustCompile(`\.out\('`)
	spClass    = regexp.MustCompile(`\ba :(\w+)`)
	spProp     = regexp.MustCompile(`:(\w+) `)
	spTriple   = regexp.MustCompile(`(\?\w+) :(\w+) (\?\w+) \.`)
	spListEdge = regexp.MustCompile(`(\?\w+) a :(\w+) ; :(\w+) (\?\w+)`)
)

// lowerLiteral lower-cases the first capitalised string literal.
func lowerLiteral(q string, _ *schema.Schema) (string, bool) {
	m := strLit.FindStringSubmatchIndex(q)
	if m == nil {
		return q, false
	}
	lo, hi := m[2], m[3]
	if lo < 0 {
		lo, hi = m[4], m[5]
	}
	return q[:lo] + strings.ToLower(q[lo:hi]) + q[hi:], true
}

// Corruptions lists the mistakes injected per language.
func Corruptions() []Corruption {
	return []Corruption{
		{"drop-label-colon", lang.Cypher, func(q string, s *schema.Schema) (string, bool) {
			m := regexp.MustCompile(`\((\w+):(\w+)`).FindStringSubmatchIndex(q)
			if m == nil {
				return q, false
			}
			return q[:m[3]] + " " + q[m[4]:], true
		}},
		{"misspell-label", lang.Cypher, func(q string, s *schema.Schema) (string, bool) {
			return replaceFirst(q, cyLabel, isLabel(s), misspell)
		}},
		{"misspell-edge", lang.Cypher, func(q string, s *schema.Schema) (string, bool) {
			return replaceFirst(q, cyEdge, isEdge(s), misspell)
		}},
		{"misspell-property", lang.Cypher, func(q string, s *schema.Schema) (string, bool) {
			return replaceFirst(q, regexp.MustCompile(`\.(\w+)\b`), isProp(s), misspell)
		}},
		{"reverse-direction", lang.Cypher, func(q string, s *schema.Schema) (string, bool) {
			m := cyOutEdge.FindStringSubmatchIndex(q)
			if m == nil {
				return q, false
			}
			return q[:m[0]] + "<-[" + q[m[2]:m[3]] + "]-" + q[m[1]:], true
		}},
		{"wrong-value-case", lang.Cypher, lowerLiteral},

		{"step-typo", lang.Gremlin, func(q string, s *schema.Schema) (string, bool) {
			return replaceFirst(q, grStep, func(string) bool { return true }, misspell)
		}},
		{"misspell-label", lang.Gremlin, func(q string, s *schema.Schema) (string, bool) {
			return replaceFirst(q, grLabel, isLabel(s), misspell)
		}},
		{"misspell-edge", lang.Gremlin, func(q string, s *schema.Schema) (string, bool) {
			return replaceFirst(q, grEdge, isEdge(s), misspell)
		}},
		{"misspell-property", lang.Gremlin, func(q string, s *schema.Schema) (string, bool) {
			return replaceFirst(q, grProp, isProp(s), misspell)
		}},
		{"reverse-direction", lang.Gremlin, func(q string, s *schema.Schema) (string, bool) {
			loc := grOut.FindStringIndex(q)
			if loc == nil {
				return q, false
			}
			return q[:loc[0]] + ".in('" + q[loc[1]:], true
		}},
		{"wrong-value-case", lang.Gremlin, lowerLiteral},

		{"missing-dot", lang.SPARQL, func(q string, s *schema.Schema) (string, bool) {
			// Remove the first " ." that ends a triple followed by more triples.
			i := strings.Index(q, " . ?")
			if i < 0 {
				return q, false
			}
			return q[:i] + q[i+2:], true
		}},
		{"missing-prefix", lang.SPARQL, func(q string, s *schema.Schema) (string, bool) {
			lines := strings.Split(q, "\n")
			if len(lines) < 2 || !strings.HasPrefix(lines[0], "PREFIX : ") {
				return q, false
			}
			return strings.Join(lines[1:], "\n"), true
		}},
		{"misspell-class", lang.SPARQL, func(q string, s *schema.Schema) (string, bool) {
			return replaceFirst(q, spClass, isLabel(s), misspell)
		}},
		{"misspell-property", lang.SPARQL, func(q string, s *schema.Schema) (string, bool) {
			return replaceFirst(q, regexp.MustCompile(`; :(\w+) `), isProp(s), misspell)
		}},
		{"reverse-direction", lang.SPARQL, func(q string, s *schema.Schema) (string, bool) {
			for _, m := range spTriple.FindAllStringSubmatchIndex(q, -1) {
				if s.EdgeType(q[m[4]:m[5]]) != nil {
					return q[:m[0]] + q[m[6]:m[7]] + " :" + q[m[4]:m[5]] + " " + q[m[2]:m[3]] + " ." + q[m[1]:], true
				}
			}
			// "?p a :Person ; :ACTED_IN ?m" inside a predicate list: state the
			// reversed triple on its own and resume the list.
			for _, m := range spListEdge.FindAllStringSubmatchIndex(q, -1) {
				subj, class, edge, obj := q[m[2]:m[3]], q[m[4]:m[5]], q[m[6]:m[7]], q[m[8]:m[9]]
				if s.EdgeType(edge) != nil {
					head := subj + " a :" + class
					return q[:m[0]] + head + " . " + obj + " :" + edge + " " + subj + " . " + head + q[m[1]:], true
				}
			}
			return q, false
		}},
		{"wrong-value-case", lang.SPARQL, lowerLiteral},
	}
}
