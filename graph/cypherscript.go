package graph

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gql-dev/gql/schema"
)

// FromCypherScript converts a Neo4j CREATE script — the shape example graphs
// such as Movies are published in — into a Graph plus the constraints and
// indexes it declares. It understands CREATE of nodes and relationship paths
// with literal properties, and CREATE CONSTRAINT / CREATE INDEX; anything else
// is an error at its line, not silently skipped.
func FromCypherScript(src, name string) (*Graph, []schema.Constraint, error) {
	p := &scriptParser{src: src, file: name}
	p.next()
	g := &Graph{}
	var cons []schema.Constraint
	labels := map[string][]string{}
	edgeN := 0
	for p.tok.kind != tEOF {
		if p.isSym(";") {
			p.next()
			continue
		}
		if !p.isWord("CREATE") {
			return nil, nil, p.errf("expected CREATE, found %q", p.tok.text)
		}
		p.next()
		if p.isWord("CONSTRAINT") || p.isWord("INDEX") {
			c, err := p.schemaStatement()
			if err != nil {
				return nil, nil, err
			}
			cons = append(cons, c)
			continue
		}
		for {
			// one path: node (rel node)*
			prev, err := p.nodePattern(g, labels)
			if err != nil {
				return nil, nil, err
			}
			for p.isSym("-") || p.isSym("<") {
				left := p.isSym("<")
				if left {
					p.next()
				}
				if err := p.expect("-"); err != nil {
					return nil, nil, err
				}
				if err := p.expect("["); err != nil {
					return nil, nil, err
				}
				if err := p.expect(":"); err != nil {
					return nil, nil, err
				}
				typ := p.tok.text
				if p.tok.kind != tWord {
					return nil, nil, p.errf("expected relationship type")
				}
				p.next()
				var props map[string]any
				if p.isSym("{") {
					if props, err = p.mapLiteral(); err != nil {
						return nil, nil, err
					}
				}
				if err := p.expect("]"); err != nil {
					return nil, nil, err
				}
				if err := p.expect("-"); err != nil {
					return nil, nil, err
				}
				right := p.isSym(">")
				if right {
					p.next()
				}
				if left == right {
					return nil, nil, p.errf("relationship must have exactly one direction")
				}
				to, err := p.nodePattern(g, labels)
				if err != nil {
					return nil, nil, err
				}
				edgeN++
				e := Edge{ID: "e" + strconv.Itoa(edgeN), Type: typ, From: prev, To: to, Props: props}
				if left {
					e.From, e.To = to, prev
				}
				g.Edges = append(g.Edges, e)
				prev = to
			}
			if !p.isSym(",") {
				break
			}
			p.next()
		}
	}
	for _, e := range g.Edges {
		for _, end := range []string{e.From, e.To} {
			if labels[end] == nil {
				return nil, nil, fmt.Errorf("%s: relationship %s refers to node %q that is never created", name, e.Type, end)
			}
		}
	}
	return g, cons, nil
}

// ReadCypherScript reads a CREATE script file.
func ReadCypherScript(path string) (*Graph, []schema.Constraint, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	return FromCypherScript(string(b), path)
}

// nodePattern reads (var:Label {props}) or a reference (var); it returns the id.
func (p *scriptParser) nodePattern(g *Graph, labels map[string][]string) (string, error) {
	if err := p.expect("("); err != nil {
		return "", err
	}
	if p.tok.kind != tWord {
		return "", p.errf("expected a node variable (anonymous nodes cannot be referred to again)")
	}
	id := p.tok.text
	p.next()
	var ls []string
	for p.isSym(":") {
		p.next()
		if p.tok.kind != tWord {
			return "", p.errf("expected a label")
		}
		ls = append(ls, p.tok.text)
		p.next()
	}
	var props map[string]any
	if p.isSym("{") {
		var err error
		if props, err = p.mapLiteral(); err != nil {
			return "", err
		}
	}
	if err := p.expect(")"); err != nil {
		return "", err
	}
	if len(ls) > 0 {
		if labels[id] != nil {
			return "", p.errf("node %q is created twice", id)
		}
		labels[id] = ls
		g.Nodes = append(g.Nodes, Node{ID: id, Labels: ls, Props: props})
	} else if props != nil {
		return "", p.errf("properties on a reference to %q: only the creating pattern may set them", id)
	}
	return id, nil
}

// schemaStatement reads the rest of CREATE CONSTRAINT/INDEX ... FOR (v:L) REQUIRE|ON (v.p [, v.q]) [IS UNIQUE].
func (p *scriptParser) schemaStatement() (schema.Constraint, error) {
	kind := "index"
	if p.isWord("CONSTRAINT") {
		kind = "unique"
	}
	line := p.tok.line
	var label string
	var props []string
	for p.tok.kind != tEOF && !p.isSym(";") && !(p.isWord("CREATE") && p.tok.line > line) {
		if p.isSym(":") && label == "" {
			p.next()
			label = p.tok.text
		}
		if p.isSym(".") {
			p.next()
			props = append(props, p.tok.text)
		}
		p.next()
	}
	if label == "" || len(props) == 0 {
		return schema.Constraint{}, fmt.Errorf("%s:%d: cannot read the label and properties of this %s", p.file, line, kind)
	}
	return schema.Constraint{Kind: kind, Label: label, Properties: props}, nil
}

func (p *scriptParser) mapLiteral() (map[string]any, error) {
	if err := p.expect("{"); err != nil {
		return nil, err
	}
	m := map[string]any{}
	for !p.isSym("}") {
		if p.tok.kind != tWord {
			return nil, p.errf("expected a property name, found %q", p.tok.text)
		}
		k := p.tok.text
		p.next()
		if err := p.expect(":"); err != nil {
			return nil, err
		}
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		m[k] = v
		if p.isSym(",") {
			p.next()
		} else if !p.isSym("}") {
			return nil, p.errf("expected , or } in a map, found %q", p.tok.text)
		}
	}
	p.next()
	return m, nil
}

func (p *scriptParser) value() (any, error) {
	t := p.tok
	switch {
	case t.kind == tString:
		p.next()
		return t.text, nil
	case t.kind == tNumber || (t.kind == tSym && t.text == "-"):
		neg := t.text == "-"
		if neg {
			p.next()
			t = p.tok
		}
		p.next()
		s := t.text
		if neg {
			s = "-" + s
		}
		if strings.ContainsAny(s, ".eE") {
			return strconv.ParseFloat(s, 64)
		}
		return strconv.ParseInt(s, 10, 64)
	case t.kind == tWord && (strings.EqualFold(t.text, "true") || strings.EqualFold(t.text, "false")):
		p.next()
		return strings.EqualFold(t.text, "true"), nil
	case p.isSym("["):
		p.next()
		var list []any
		for !p.isSym("]") {
			v, err := p.value()
			if err != nil {
				return nil, err
			}
			list = append(list, v)
			if p.isSym(",") {
				p.next()
			}
		}
		p.next()
		if list == nil {
			list = []any{}
		}
		return list, nil
	}
	return nil, p.errf("expected a literal value, found %q", t.text)
}

type tokKind int

const (
	tEOF tokKind = iota
	tWord
	tString
	tNumber
	tSym
)

type token struct {
	kind      tokKind
	text      string
	line, col int
}

type scriptParser struct {
	src       string
	file      string
	pos       int
	line, col int
	tok       token
}

func (p *scriptParser) errf(format string, args ...any) error {
	return fmt.Errorf("%s:%d:%d: %s", p.file, p.tok.line, p.tok.col, fmt.Sprintf(format, args...))
}

func (p *scriptParser) isSym(s string) bool { return p.tok.kind == tSym && p.tok.text == s }
func (p *scriptParser) isWord(s string) bool {
	return p.tok.kind == tWord && strings.EqualFold(p.tok.text, s)
}

func (p *scriptParser) expect(s string) error {
	if !p.isSym(s) {
		return p.errf("expected %q, found %q", s, p.tok.text)
	}
	p.next()
	return nil
}

func (p *scriptParser) advance() rune {
	r, size := utf8.DecodeRuneInString(p.src[p.pos:])
	p.pos += size
	if r == '\n' {
		p.line++
		p.col = 0
	} else {
		p.col++
	}
	return r
}

func (p *scriptParser) next() {
	if p.line == 0 {
		p.line = 1
	}
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		if c == '/' && strings.HasPrefix(p.src[p.pos:], "//") {
			for p.pos < len(p.src) && p.src[p.pos] != '\n' {
				p.advance()
			}
			continue
		}
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			p.advance()
			continue
		}
		break
	}
	p.tok = token{line: p.line, col: p.col + 1}
	if p.pos >= len(p.src) {
		p.tok.kind = tEOF
		return
	}
	start := p.pos
	c, _ := utf8.DecodeRuneInString(p.src[p.pos:])
	switch {
	case c == '\'' || c == '"':
		p.advance()
		var b strings.Builder
		for p.pos < len(p.src) && !strings.HasPrefix(p.src[p.pos:], string(c)) {
			r := p.advance()
			if r == '\\' && p.pos < len(p.src) {
				switch e := p.advance(); e {
				case 'n':
					b.WriteByte('\n')
				case 't':
					b.WriteByte('\t')
				default:
					b.WriteRune(e)
				}
				continue
			}
			b.WriteRune(r)
		}
		if p.pos < len(p.src) {
			p.advance()
		}
		p.tok.kind, p.tok.text = tString, b.String()
	case unicode.IsDigit(c):
		for p.pos < len(p.src) && (unicode.IsDigit(rune(p.src[p.pos])) || p.src[p.pos] == '.' || p.src[p.pos] == 'e' || p.src[p.pos] == 'E') {
			p.advance()
		}
		p.tok.kind, p.tok.text = tNumber, p.src[start:p.pos]
	case c == '_' || unicode.IsLetter(c):
		for p.pos < len(p.src) {
			r, _ := utf8.DecodeRuneInString(p.src[p.pos:])
			if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				break
			}
			p.advance()
		}
		p.tok.kind, p.tok.text = tWord, p.src[start:p.pos]
	case c == '`':
		p.advance()
		for p.pos < len(p.src) && p.src[p.pos] != '`' {
			p.advance()
		}
		p.tok.kind, p.tok.text = tWord, p.src[start+1:p.pos]
		if p.pos < len(p.src) {
			p.advance()
		}
	default:
		p.advance()
		p.tok.kind, p.tok.text = tSym, string(c)
	}
}
