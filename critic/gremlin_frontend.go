package critic

import (
	"fmt"
	"strings"
	"sync"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/gremlin"
	"github.com/gql-dev/gql/lang"
)

func init() {
	RegisterFrontend(Frontend{Lang: lang.Gremlin, Parse: gremlinParse, Writes: gremlinWrites})
}

func gremlinParse(text string) (any, []diag.Diagnostic) {
	t, ds := gremlin.Parse(text)
	if t == nil {
		return nil, ds // a nil *Tree in an interface would read as parsed
	}
	if len(t.Statements) == 0 {
		return nil, []diag.Diagnostic{{Check: "syntax", Severity: diag.Error, Pos: diag.PosAt(text, 0),
			Span: diag.Span{Start: 0, End: len(text)}, Summary: "empty query: expected a traversal such as g.V()"}}
	}
	return t, ds
}

// gremlinWriteSteps change the graph (or load data into it). A write nested
// in sideEffect(), coalesce() or a by() is still a write, so every traversal
// is searched, not only the outermost.
var gremlinWriteSteps = map[string]string{
	"addV":     "adds a vertex",
	"addE":     "adds an edge",
	"property": "sets a property",
	"drop":     "deletes elements or properties",
	"mergeV":   "creates or updates a vertex",
	"mergeE":   "creates or updates an edge",
	"io":       "reads or writes graph data files",
}

func gremlinWrites(u *Unit) []diag.Diagnostic {
	c := &Check{ID: "gremlin-write", Severity: diag.Error}
	var out []diag.Diagnostic
	for _, tr := range gremlinTraversals(u) {
		for _, s := range tr.Steps {
			what, ok := gremlinWriteSteps[s.Name]
			if !ok {
				continue
			}
			out = append(out, u.Diag(c, s.NameSpan.Start, s.NameSpan.End,
				fmt.Sprintf("%s() %s: gql only runs read-only queries", s.Name, what),
				"Rewrite the question as a read; writes are refused before the query reaches the database."))
		}
	}
	return out
}

// gremlinTree returns the unit's parse tree (nil when it did not parse).
func gremlinTree(u *Unit) *gremlin.Tree {
	t, _ := u.Tree.(*gremlin.Tree)
	return t
}

func gremlinTraversals(u *Unit) []*gremlin.Traversal {
	return u.Memo("gremlin.traversals", func() any {
		if t := gremlinTree(u); t != nil {
			return t.Traversals()
		}
		return []*gremlin.Traversal(nil)
	}).([]*gremlin.Traversal)
}

// gremlinNearest returns the candidate closest to name: a case-insensitive
// match first, then the smallest edit distance within a budget that grows
// with the name's length. ok is false when nothing is close enough.
func gremlinNearest(name string, cands []string) (best string, ok bool) {
	ln := strings.ToLower(name)
	for _, c := range cands {
		if strings.ToLower(c) == ln {
			return c, true
		}
	}
	budget := 1
	switch n := len(name); {
	case n > 8:
		budget = 3
	case n > 4:
		budget = 2
	}
	bestD := budget + 1
	for _, c := range cands {
		if d := diag.EditDistance(ln, strings.ToLower(c)); d < bestD {
			best, bestD = c, d
		}
	}
	return best, bestD <= budget
}

// gremlinQuoteLike renders s as a string literal with the same quote
// character as the literal it replaces.
func gremlinQuoteLike(orig, s string) string {
	q := gremlin.Quote(s)
	if strings.HasPrefix(orig, `"`) {
		r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\r", `\r`, "\t", `\t`)
		return `"` + r.Replace(s) + `"`
	}
	return q
}

var gremlinCanonCache sync.Map // step name as written -> meant step name

// gremlinCanon is the step a link most likely means: its own name when that
// is a real step, else the did-you-mean candidate. Schema checks read
// through it so one pass reports a misspelt step and what it was applied to.
func gremlinCanon(l *gremlin.Link) string {
	if gremlin.Steps[l.Name] {
		return l.Name
	}
	if v, ok := gremlinCanonCache.Load(l.Name); ok {
		return v.(string)
	}
	name := l.Name
	if best, ok := gremlinNearest(l.Name, gremlinStepList); ok {
		name = best
	}
	gremlinCanonCache.Store(l.Name, name)
	return name
}

var gremlinStepList = gremlin.Sorted(gremlin.Steps)
