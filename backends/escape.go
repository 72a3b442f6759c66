package backends

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Reading is not always harmless: a read-mode Neo4j session still runs LOAD
// CSV, which reads local files and fetches URLs, and TERMINATE TRANSACTIONS,
// which kills other clients' work (both checked on Neo4j 5.26); Fuseki's query service
// runs SERVICE clauses, which make the server call any endpoint. Both leave
// the database unchanged, so the servers' read-only enforcement lets them
// through; the executors refuse them, whatever the guard said.
var (
	cypherLoadCSV   = regexp.MustCompile(`(?i)\bLOAD\s+CSV\b`)
	cypherTerminate = regexp.MustCompile(`(?i)\bTERMINATE\s+TRANSACTIONS?\b`)
)

func outsideReach(b Backend, q string) error {
	code := stripStrings(q)
	switch b.Lang() {
	case "cypher":
		code = stripLineComments(code, "//")
		if cypherLoadCSV.MatchString(code) {
			return fmt.Errorf("LOAD CSV reads files and URLs on the server; gql does not run it")
		}
		if cypherTerminate.MatchString(code) {
			return fmt.Errorf("TERMINATE TRANSACTIONS stops other clients' queries; gql does not run it")
		}
	case "sparql":
		if sparqlServiceKeyword(q) {
			return fmt.Errorf("SERVICE makes the server query another endpoint; gql does not run it")
		}
	}
	return nil
}

// stripLineComments blanks from marker to the end of each line (strings are
// already blanked, so a marker inside one is gone).
func stripLineComments(q, marker string) string {
	b := []byte(q)
	for i := 0; i+len(marker) <= len(b); i++ {
		if string(b[i:i+len(marker)]) == marker {
			for ; i < len(b) && b[i] != '\n'; i++ {
				b[i] = ' '
			}
		}
	}
	return string(b)
}

// sparqlServiceKeyword reports whether the query holds SERVICE as a keyword.
// A pattern over the text cannot tell the keyword from a predicate :service,
// a variable ?service or an IRI .../service, and a line-comment stripper
// cuts at the # of <http://x#frag>, hiding whatever follows on that line; so
// this walks the query with SPARQL's own token rules (long and short strings,
// IRIs, comments, variables, prefixed names) and looks at bare words only.
// A bare word can only be a keyword or a function name in SPARQL, so any bare
// "service" counts, whatever follows it: SILENT, an IRI, a prefixed name, a
// variable, or nothing a parser would accept (fail closed).
func sparqlServiceKeyword(q string) bool {
	// The spec applies codepoint escapes before parsing; a server that does
	// not would read the raw text. Either reading with SERVICE is refused.
	if d := sparqlCodepoints(q); d != q && sparqlBareService(d) {
		return true
	}
	return sparqlBareService(q)
}

func sparqlBareService(q string) bool {
	for i := 0; i < len(q); {
		c := q[i]
		switch {
		case c == '#':
			for i < len(q) && q[i] != '\n' {
				i++
			}
		case c == '"' || c == '\'':
			i = skipSPARQLString(q, i)
		case c == '<':
			i = skipSPARQLIRI(q, i)
		case c == '?' || c == '$':
			i++
			for i < len(q) {
				r, n := utf8.DecodeRuneInString(q[i:])
				if !(r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\u00b7') {
					break
				}
				i += n
			}
		default:
			r, n := utf8.DecodeRuneInString(q[i:])
			if !sparqlNameRune(r) && r != ':' {
				i += n
				continue
			}
			start := i
			for i < len(q) {
				r, n := utf8.DecodeRuneInString(q[i:])
				if !sparqlNameRune(r) && r != ':' && r != '.' && r != '-' && r != '%' && r != '\\' {
					break
				}
				if r == '\\' && i+1 < len(q) {
					n++ // an escaped local-name character (\. \- …)
				}
				i += n
			}
			// A name never ends in '.', which then ends a triple.
			for i > start+1 && q[i-1] == '.' {
				i--
			}
			word := q[start:i]
			if !strings.ContainsRune(word, ':') && strings.EqualFold(word, "service") {
				return true
			}
		}
	}
	return false
}

func sparqlNameRune(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\u00b7'
}

// skipSPARQLString returns the index after the string literal starting at i:
// single or double quotes, short or tripled, with backslash escapes. An
// unterminated string
// runs to the end, so nothing after a stray quote is read as code that might
// hide a keyword from the check — the server rejects such a query anyway.
func skipSPARQLString(q string, i int) int {
	quote := q[i]
	long := strings.HasPrefix(q[i:], strings.Repeat(string(quote), 3))
	if long {
		i += 3
	} else {
		i++
	}
	for i < len(q) {
		switch {
		case q[i] == '\\':
			i += 2
		case long && strings.HasPrefix(q[i:], strings.Repeat(string(quote), 3)):
			// The grammar lets a quote inside only before a non-quote, so the
			// first run of three ends the string.
			return i + 3
		case !long && q[i] == quote:
			return i + 1
		case !long && (q[i] == '\n' || q[i] == '\r'):
			return i // a short string cannot span lines
		default:
			i++
		}
	}
	return len(q)
}

// skipSPARQLIRI returns the index after the IRI starting at i, or i+1 when
// the '<' is the less-than operator: an IRI holds no space, quote, brace,
// bar, caret, backquote or backslash before its '>'.
func skipSPARQLIRI(q string, i int) int {
	for j := i + 1; j < len(q); j++ {
		c := q[j]
		if c == '>' {
			return j + 1
		}
		if c <= ' ' || strings.IndexByte("<\"{}|^`\\", c) >= 0 {
			break
		}
	}
	return i + 1
}

var sparqlCodepoint = regexp.MustCompile(`\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8}`)

// sparqlCodepoints applies \uXXXX and \UXXXXXXXX escapes, which SPARQL
// processes before the grammar reads the query: \u0053ERVICE is the keyword.
func sparqlCodepoints(q string) string {
	if !strings.Contains(q, `\u`) && !strings.Contains(q, `\U`) {
		return q
	}
	return sparqlCodepoint.ReplaceAllStringFunc(q, func(m string) string {
		var r rune
		for _, c := range m[2:] {
			r = r*16 + rune(strings.IndexRune("0123456789abcdef", unicode.ToLower(c)))
		}
		return string(r)
	})
}
