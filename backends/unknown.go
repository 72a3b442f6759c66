package backends

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/schema"
)

// Neo4j warns when a query names a label, relationship type or property the
// database does not have; Gremlin servers and Fuseki say nothing and return
// no rows. For an empty result the Gremlin and SPARQL executors add the same
// kind of notice from the schema, so CheckEmpty reports the unknown name as
// the semantic error it is on every backend.

var (
	gremlinStep = regexp.MustCompile(`\b(hasLabel|out|in|both|outE|inE|bothE|values|properties|valueMap|elementMap|has|hasKey|by)\s*\(`)
	quoted      = regexp.MustCompile(`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"`)
)

type nameKind int

const (
	labelName nameKind = iota
	edgeName
	propName
)

var (
	nameKindWord = [...]string{"label", "edge type", "property"}
	nameKindCode = [...]string{"UnknownLabel", "UnknownEdgeType", "UnknownProperty"}
)

func schemaNames(s *schema.Schema) map[nameKind]map[string]bool {
	out := map[nameKind]map[string]bool{labelName: {}, edgeName: {}, propName: {}}
	for _, l := range s.Labels {
		out[labelName][l.Name] = true
	}
	for _, e := range s.EdgeTypes {
		out[edgeName][e.Name] = true
	}
	for _, p := range s.PropertyNames() {
		out[propName][p] = true
	}
	return out
}

// gremlinUnknown finds string arguments of label, edge and property steps
// that the schema does not have.
func gremlinUnknown(s *schema.Schema, q string) []Notice {
	if s == nil {
		return nil
	}
	names := schemaNames(s)
	var out []Notice
	for _, m := range gremlinStep.FindAllStringSubmatchIndex(q, -1) {
		step := q[m[2]:m[3]]
		args := argStrings(q, m[1])
		var kinds []nameKind
		switch step {
		case "hasLabel":
			for range args {
				kinds = append(kinds, labelName)
			}
		case "out", "in", "both", "outE", "inE", "bothE":
			for range args {
				kinds = append(kinds, edgeName)
			}
		case "values", "properties", "valueMap", "elementMap", "hasKey":
			for range args {
				kinds = append(kinds, propName)
			}
		case "has":
			switch len(args) {
			case 1, 2:
				kinds = []nameKind{propName}
			default:
				kinds = []nameKind{labelName, propName}
			}
		case "by":
			if len(args) == 1 {
				kinds = []nameKind{propName}
			}
		}
		for i, k := range kinds {
			if i >= len(args) || !args[i].ok {
				continue
			}
			if !names[k][args[i].text] && !(k == labelName && names[edgeName][args[i].text]) {
				out = append(out, unknownNotice(q, k, args[i].text, args[i].off))
			}
		}
	}
	return out
}

type arg struct {
	text string
	off  int
	ok   bool // a plain string literal
}

// argStrings splits the top-level arguments of a call whose "(" ends at
// open, keeping string literals.
func argStrings(q string, open int) []arg {
	var out []arg
	depth, start := 0, open
	for i := open; i < len(q); i++ {
		switch c := q[i]; c {
		case '\'', '"':
			loc := quoted.FindStringIndex(q[i:])
			if loc == nil || loc[0] != 0 {
				return out
			}
			i += loc[1] - 1
		case '(', '[':
			depth++
		case ')', ']':
			if depth == 0 {
				return append(out, literalArg(q, start, i))
			}
			depth--
		case ',':
			if depth == 0 {
				out = append(out, literalArg(q, start, i))
				start = i + 1
			}
		}
	}
	return out
}

func literalArg(q string, from, to int) arg {
	raw := q[from:to]
	t := strings.TrimSpace(raw)
	if len(t) >= 2 && (t[0] == '\'' || t[0] == '"') && t[len(t)-1] == t[0] {
		return arg{text: t[1 : len(t)-1], off: from + strings.Index(raw, t) + 1, ok: true}
	}
	return arg{}
}

func unknownNotice(q string, k nameKind, name string, off int) Notice {
	p := diag.PosAt(q, off)
	return Notice{
		Code:    nameKindCode[k],
		Message: fmt.Sprintf("the %s %q is not in the schema", nameKindWord[k], name),
		Line:    p.Line, Col: p.Col,
	}
}

var (
	sparqlPrefix = regexp.MustCompile(`(?i)PREFIX\s+([A-Za-z_][\w.-]*)?:\s*<([^>]*)>`)
	sparqlIRI    = regexp.MustCompile(`<([^<>\s]*)>`)
)

// sparqlUnknown finds vocabulary names (:Name, p:Name or <vocab Name>) that
// the schema does not have as a label, edge type or property.
func sparqlUnknown(s *schema.Schema, vocab, q string) []Notice {
	if s == nil {
		return nil
	}
	names := schemaNames(s)
	known := func(n string) bool { return names[labelName][n] || names[edgeName][n] || names[propName][n] }
	code := stripStrings(q)
	var prefixes []string
	for _, m := range sparqlPrefix.FindAllStringSubmatch(code, -1) {
		if m[2] == vocab {
			prefixes = append(prefixes, m[1])
		}
	}
	var out []Notice
	body := sparqlPrefix.ReplaceAllStringFunc(code, func(s string) string { return strings.Repeat(" ", len(s)) })
	for _, p := range prefixes {
		re := regexp.MustCompile(`(?:^|[\s;,.(){}\[\]/|^!])` + regexp.QuoteMeta(p) + `:([A-Za-z_][\w-]*)`)
		for _, m := range re.FindAllStringSubmatchIndex(body, -1) {
			if n := body[m[2]:m[3]]; !known(n) {
				out = append(out, vocabNotice(q, n, m[2]))
			}
		}
	}
	for _, m := range sparqlIRI.FindAllStringSubmatchIndex(body, -1) {
		iri := body[m[2]:m[3]]
		if n, ok := strings.CutPrefix(iri, vocab); ok && n != "" && !strings.HasPrefix(n, "id/") && !known(n) {
			out = append(out, vocabNotice(q, n, m[2]))
		}
	}
	return out
}

// vocabNotice words a SPARQL notice: RDF does not say whether :Name was
// meant as a class or a predicate.
func vocabNotice(q, name string, off int) Notice {
	p := diag.PosAt(q, off)
	return Notice{Code: "UnknownName", Line: p.Line, Col: p.Col,
		Message: fmt.Sprintf("%q is not a label, edge type or property of the schema", name)}
}
