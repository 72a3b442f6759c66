package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// graphWordsAside reads the words people who work with graphs use for the
// graph itself, before any phase reads the question, and leaves the phases
// the question they already read:
//
//	"vertices labeled 'person'", "nodes with the label person" → person
//	"'person' vertices"                                          → person
//	"vertices connected to person via the 'write' relationship"  → the label write joins to person
//
// The graph nouns name kinds of schema element, so dropping them loses
// nothing the plan could use; a vertex noun the phases would otherwise
// find nothing for was refused ("could not tell what the question asks
// for"). The last reading infers a label, so it is a warning. The caller's
// evidence is unchanged: the words set aside are this compilation's.
func (o *offline) graphWordsAside(warns *sink) {
	drop := map[int]bool{}
	var added []ElementLink
	for i := range o.toks {
		if english.GraphNode.Is(o.word(i)) && !o.linksAt(i) {
			if j := o.afterRun(i+1, english.LabelConnector); j >= 0 && o.linksKind(j, "label") {
				for k := i; k < j; k++ {
					drop[k] = true
				}
			} else if p := o.beforeQuote(i); p >= 0 && o.linksKind(p, "label") {
				drop[i] = true // "'person' vertices"
			}
		}
	}
	for i := range o.toks {
		if l, ok := o.connectedThing(i, drop, warns); ok {
			added = append(added, l)
		}
	}
	if len(drop) == 0 && len(added) == 0 {
		return
	}
	ev := *o.ev
	ev.Elements = append(append([]ElementLink(nil), o.ev.Elements...), added...)
	c := &readCtx{ev: &ev, s: o.s}
	for k := range o.toks {
		if !drop[k] {
			c.toks = append(c.toks, o.toks[k])
			c.lower = append(c.lower, o.lower[k])
			c.words = append(c.words, o.words[k])
		}
	}
	ev.Tokens = c.toks
	o.readCtx = c
}

// afterRun is the token after one of the runs starting at i (and any
// article after it), or -1 when none starts there.
func (o *readCtx) afterRun(i int, runs [][]string) int {
	for _, run := range runs {
		ok := true
		for k, w := range run {
			if o.word(i+k) != w {
				ok = false
				break
			}
		}
		if ok {
			return o.skipFiller(i + len(run))
		}
	}
	return -1
}

// beforeQuote is the token before i past closing quote marks, -1 at the start.
func (o *readCtx) beforeQuote(i int) int {
	i--
	for i >= 0 && o.isQuote(i) {
		i--
	}
	return i
}

func (o *readCtx) isQuote(i int) bool {
	return o.toks[i].POS == grounding.PUNCT && strings.Trim(o.toks[i].Text, "'\"‘’“”`") == ""
}

// skipFiller passes over articles and quote marks.
func (o *readCtx) skipFiller(i int) int {
	for i < len(o.toks) && (english.GraphFiller.Is(o.word(i)) || o.isQuote(i)) {
		i++
	}
	return i
}

// linkOf is the name of the element of the kind token i links, "" when none.
func (o *readCtx) linkOf(i int, kind string) string {
	if i < 0 || i >= len(o.toks) {
		return ""
	}
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind == kind && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return e.Name
		}
	}
	return ""
}

// connectedThing: "vertices connected to person via write", "things linked
// with keyword through has_keyword": the thing word at i is the label the
// relationship joins to the named one, when the schema has exactly one. Its
// direction is the schema's; when the relationship joins a label to itself
// either way fits, and the plan's choice is warned.
func (o *readCtx) connectedThing(i int, drop map[int]bool, warns *sink) (ElementLink, bool) {
	if !english.GraphThing.Is(o.word(i)) || drop[i] || o.linksAt(i) {
		return ElementLink{}, false
	}
	if k := i - 1; o.isNumber(k) || english.Distinct.Is(o.word(k)) && o.isNumber(k-1) {
		// "one distinct vertex connected to …": the count of rows asked
		// for is the phases' to read, and they read none before a thing
		// word; the question stays refused rather than answered in full.
		return ElementLink{}, false
	}
	c := i + 1
	for english.RelativeFiller.Is(o.word(c)) {
		c++ // "vertices that are connected to"
	}
	if !english.ConnectedVerb.Is(o.word(c)) || !english.ConnectedTo.Is(o.word(c+1)) {
		return ElementLink{}, false
	}
	x := o.skipFiller(c + 2)
	if english.GraphNode.Is(o.word(x)) {
		if j := o.afterRun(x+1, english.LabelConnector); j >= 0 {
			x = j // "connected to vertices labeled 'keyword'"
		}
	}
	label := o.linkOf(x, "label")
	if label == "" {
		return ElementLink{}, false
	}
	v := x + 1
	for v < len(o.toks) && v <= x+3 && !english.Via.Is(o.word(v)) {
		v++
	}
	if !english.Via.Is(o.word(v)) {
		return ElementLink{}, false
	}
	e := o.skipFiller(v + 1)
	dir := -1
	if english.EdgeDirection.Is(o.word(e)) {
		dir, e = e, o.skipFiller(e+1)
	}
	edge := o.linkOf(e, "edge")
	et := o.s.EdgeType(edge)
	if et == nil {
		return ElementLink{}, false
	}
	// A stated direction is the named label's ("connected to keyword via
	// incoming has_keyword edges": keyword is where they end): kept only
	// when the schema allows that way alone, so dropping its word changes
	// nothing; otherwise the phases read (or refuse) it.
	in := dir >= 0 && english.IncomingDirection.Is(o.word(dir))
	ends := map[string]bool{}
	for _, ep := range et.Endpoints {
		if ep.From == label {
			if in {
				return ElementLink{}, false
			}
			ends[ep.To] = true
		}
		if ep.To == label {
			if dir >= 0 && !in {
				return ElementLink{}, false
			}
			ends[ep.From] = true
		}
	}
	if len(ends) != 1 {
		return ElementLink{}, false
	}
	if dir >= 0 {
		drop[dir] = true
	}
	if n := o.skipFiller(e + 1); english.GraphEdge.Is(o.word(n)) && !o.linksAt(n) {
		// "via the 'write' relationship": the noun says what write is.
		// Only here: elsewhere ("movies along with the actors who acted in
		// them via the 'acted_in' relationship") the phrase restates an
		// edge another part of the question asks about in its own way.
		drop[n] = true
	}
	var other string
	for l := range ends {
		other = l
	}
	detail := fmt.Sprintf("%q connected to %s via %s is read as %s, the one label %s joins to %s", o.toks[i].Text, label, edge, other, edge, label)
	if other == label {
		detail += "; " + edge + " joins " + label + " to itself, so the plan's direction is assumed (say incoming or outgoing to fix it)"
	}
	warns.add(o.diagnostic("graph-other-end", o.tokSpan(i), detail))
	return ElementLink{Kind: "label", Name: other, Span: o.toks[i].Span, Score: 1}, true
}
