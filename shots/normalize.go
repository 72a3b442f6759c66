package shots

import (
	"hash/fnv"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// token is one lexical unit of a query in any of the three languages; the
// lexer is deliberately language-blind because it only has to decide when two
// queries say the same thing, not parse them.
type token struct {
	text string
	lit  bool // string or number literal
	word bool
}

func tokenize(q string) []token {
	var out []token
	rs := []rune(q)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case unicode.IsSpace(r):
			i++
		case r == '\'' || r == '"':
			j := i + 1
			for j < len(rs) && rs[j] != r {
				if rs[j] == '\\' {
					j++
				}
				j++
			}
			end := min(j+1, len(rs))
			body := string(rs[i+1 : min(j, len(rs))])
			out = append(out, token{text: "'" + body + "'", lit: true})
			i = end
		case r == '`':
			j := i + 1
			for j < len(rs) && rs[j] != '`' {
				j++
			}
			out = append(out, token{text: string(rs[i+1 : min(j, len(rs))]), word: true})
			i = min(j+1, len(rs))
		case unicode.IsDigit(r):
			j := i
			for j < len(rs) && (unicode.IsDigit(rs[j]) || rs[j] == '.' || rs[j] == 'e' || rs[j] == 'E') {
				j++
			}
			out = append(out, token{text: string(rs[i:j]), lit: true})
			i = j
		case unicode.IsLetter(r) || r == '_' || r == '$' || r == '?':
			j := i + 1
			for j < len(rs) && (unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j]) || rs[j] == '_') {
				j++
			}
			out = append(out, token{text: string(rs[i:j]), word: true})
			i = j
		default:
			out = append(out, token{text: string(r)})
			i++
		}
	}
	return out
}

// NormalizeQuery is the form two queries share when they differ only in
// layout and quoting; admission treats such queries as the same shot.
func NormalizeQuery(q string) string {
	toks := tokenize(q)
	parts := make([]string, len(toks))
	for i, t := range toks {
		parts[i] = t.text
	}
	return strings.Join(parts, " ")
}

// StructuralForm also masks literals and case, so queries that differ only
// in the values they look up collapse to one form; selection shows one of them.
func StructuralForm(q string) string {
	toks := tokenize(q)
	parts := make([]string, len(toks))
	for i, t := range toks {
		switch {
		case t.lit:
			parts[i] = "?"
		default:
			parts[i] = strings.ToLower(t.text)
		}
	}
	return strings.Join(parts, " ")
}

func hash64(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

func structHash(q string) uint64 { return hash64(StructuralForm(q)) }

// tokenSet is the set of words of the structural form; punctuation is left
// out because every query of a language shares most of it.
func tokenSet(q string) map[string]bool {
	set := map[string]bool{}
	for _, t := range tokenize(q) {
		switch {
		case t.lit:
			set["?"] = true
		case t.word:
			set[strings.ToLower(t.text)] = true
		}
	}
	return set
}

// TokenSimilarity is the Jaccard similarity of two queries' token sets.
func TokenSimilarity(a, b string) float64 { return setJaccard(tokenSet(a), tokenSet(b)) }

func setJaccard(a, b map[string]bool) float64 {
	inter := 0
	for k := range a {
		if b[k] {
			inter++
		}
	}
	union := len(a) + len(b) - inter
	if union == 0 {
		return 1
	}
	return float64(inter) / float64(union)
}

// NormalizeElements trims, de-duplicates and sorts schema elements and
// rejects ones that do not name a label, edge type or property.
func NormalizeElements(elems []string) ([]string, error) {
	seen := map[string]bool{}
	out := make([]string, 0, len(elems))
	for _, e := range elems {
		e = strings.TrimSpace(e)
		if e == "" || seen[e] {
			continue
		}
		kind, name, ok := strings.Cut(e, ":")
		if !ok || name == "" || (kind != "label" && kind != "edge" && kind != "prop") {
			return nil, &ElementError{Element: e}
		}
		if kind == "prop" {
			if owner, key, ok := strings.Cut(name, "."); !ok || owner == "" || key == "" {
				return nil, &ElementError{Element: e}
			}
		}
		seen[e] = true
		out = append(out, e)
	}
	sort.Strings(out)
	return out, nil
}

// ElementError is a schema element not written as label:L, edge:E or prop:Owner.key.
type ElementError struct{ Element string }

func (e *ElementError) Error() string {
	return "shots: schema element " + strconv.Quote(e.Element) + " is not label:NAME, edge:NAME or prop:OWNER.KEY"
}

// Label, Edge and Prop spell schema elements the way shots store them.
func Label(name string) string      { return "label:" + name }
func Edge(name string) string       { return "edge:" + name }
func Prop(owner, key string) string { return "prop:" + owner + "." + key }
