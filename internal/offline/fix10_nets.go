package offline

import (
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Nets of reworded6's wrong answers (branch fix10, docs/offline.md
// "reworded6's wrongs and wording turns (fix10)"). Each reads the finished
// plan against the question for the trace one misreading leaves, and
// refuses: a wording the rules did not read must not lose a condition.

func init() {
	checks = append(checks,
		Check{ID: "vague-many-dropped", Summary: "\"several\" or \"multiple\" things asked for, and the plan counts nothing",
			Doc: "\"maintainers who are collaborators on multiple packages\", \"movies that have several reviews\": the word asks for more than one of the things after it; a plan that walks to one of them (no second copy of the thing, no count) answers \"at least one\", and is refused (a wrong-answer net). \"multiple\" is read as \"more than one\" where that reading holds (multipleRead)."},
		Check{ID: "edge-guessed-over-path", Summary: "a verb no link reads, answered by the one direct relationship while a longer path joins the two things too",
			Doc: "\"was a Pixelate 8 Phone ever sent back by a customer?\" walked the one relationship joining customers and products directly (REVIEWED) while the verb (\"sent back\") links to nothing and the schema joins the two also through a third label (orders): the direct relationship is the labels' default, not what the verb says; the plan is refused (a wrong-answer net, the path-aware twin of edge-guessed)."},
		Check{ID: "graph-noun-as-thing", Summary: "\"a property\", \"a node\" said of a thing of the world, linked to nothing",
			Doc: "\"which brands own a property in Austria\": a word graph talk uses for a property (property, attribute, field, column) after \"a\"/\"an\" names a thing of the world here, which no label was linked to; the plan dropped it and read what was said of it (\"in Austria\") on another thing. Refused (a wrong-answer net)."},
		Check{ID: "label-twice-dangling", Summary: "a thing the question names once stands twice in the plan, once as a dead end",
			Doc: "\"technicians who did work orders on Millbrook's transformers\": the plan joined work orders to the substation and, through the transformers, a second work order nothing else reads; the thing the question names once was split in two, and the condition meant for one (on a transformer of Millbrook) sits on the copy no answer depends on. Refused (a wrong-answer net)."},
		Check{ID: "tenure-on-node", Summary: "\"longest-serving X of Y\" ranked by X's own date while the relationship to Y has a date of its own",
			Doc: "\"longest-serving maintainer of quill-http\" was ranked by the maintainer's joined date, while MAINTAINS, the relationship the question walks, has a date of its own (since): how long one has served in a relation is that relation's date. Refused (a wrong-answer net)."},
		Check{ID: "rate-as-group", Summary: "\"per <unit of time>\" read as a breakdown by a property",
			Doc: "\"how many flights per week altogether?\" was grouped by weekly_frequency, the property \"week\" links to: \"per week\" states a rate (the property's unit), not a breakdown by its values; the plan is refused (a wrong-answer net)."},
	)
}

// fix10 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix10(q *templates.Query) error {
	for _, net := range []func(*templates.Query) error{
		o.netVagueManyDropped, o.netEdgeOverPath, o.netGraphNounAsThing, o.netLabelTwiceDangling, o.netTenureOnNode, o.netRateAsGroup,
	} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// netVagueManyDropped: "several"/"multiple"/"numerous" before a noun that
// links to a label or an edge, and the plan has one of those things at
// most, and no count: "more than one" was read as "one".
func (o *sanityCheck) netVagueManyDropped(q *templates.Query) error {
	for i := range o.toks {
		if !english.VagueMany.Is(o.word(i)) || o.valueAt(i) {
			continue
		}
		for _, at := range []int{i, i + 1} {
			if at >= len(o.toks) {
				break
			}
			name, n := "", 0
			switch {
			case o.linksKind(at, "label"):
				name, n = o.labelAtToken(at), labelVars(q, o.labelAtToken(at))
			case o.linksKind(at, "edge"):
				name, n = o.edgeAtToken(at), edgeHops(q, o.edgeAtToken(at))
			default:
				continue
			}
			if name == "" || n >= 2 || q.Having != nil || len(q.Optionals) > 0 || q.Optional != nil {
				break
			}
			return o.refuse("vague-many-dropped", i, "%q asks for more than one %s, and the plan walks to one: it would answer \"at least one\"", o.toks[i].Text, name)
		}
	}
	return nil
}

// labelVars counts the distinct variables of a label in the plan's
// patterns.
func labelVars(q *templates.Query, label string) int {
	seen := map[string]bool{}
	for v, l := range varLabels(q) {
		if l == label {
			seen[v] = true
		}
	}
	return len(seen)
}

// edgeHops counts the plan's hops of an edge type.
func edgeHops(q *templates.Query, edge string) int {
	n := 0
	for _, p := range q.Match {
		for _, h := range p.Hops {
			if h.Edge == edge {
				n++
			}
		}
	}
	return n
}

// edgeAtToken is the edge type a link covering token i names.
func (o *readCtx) edgeAtToken(i int) string { return o.linkOf(i, "edge") }

// netEdgeOverPath: a single hop of the only edge type joining its two
// labels, named by no word, while a content verb of the question links to
// nothing and the schema joins the two labels through a third as well.
// The verb chose; the plan took the labels' default.
func (o *sanityCheck) netEdgeOverPath(q *templates.Query) error {
	for _, ph := range plainHops(q) {
		at, to, h := ph.from, ph.to, ph.hop
		if at == to || len(o.edgesJoining(at, to)) != 1 || o.edgeNamed(h.Edge) {
			continue
		}
		mid := o.pathThrough(at, to, h.Edge)
		if mid == "" {
			continue
		}
		// Only a verb with "back" ("sent back", "brought back"): its
		// meaning is not its verb's, while a plain unread verb ("run",
		// "used", "based at", "went out of") most often means the
		// labels' one relationship (measured: those were right).
		v := o.unreadVerbForm()
		if v < 0 || !english.BackParticle.Is(o.word(v+1)) {
			continue
		}
		return o.refuse("edge-guessed-over-path", v, "the plan walks %s between %s and %s, which the schema also joins through %s; the verb %q links to none of them and no word names %s: which relationship the question means is a guess", h.Edge, at, to, mid, o.toks[v].Text, h.Edge)
	}
	return nil
}

// unreadVerbForm is unreadVerb, or else the first irregular verb form
// the tagger read as a noun ("ever sent back": "sent" tagged NOUN, its
// lemma "send") that no link reads; -1 when there is none.
func (o *readCtx) unreadVerbForm() int {
	if v := o.unreadVerb(); v >= 0 {
		return v
	}
	for i, t := range o.toks {
		w := o.word(i)
		if t.Quoted || t.POS == grounding.VERB || english.IsStopWord(w) || english.IsCueWord(w) || o.covered(i) {
			continue
		}
		if l, ok := english.IrregularLemma(w); ok && l != w && !english.IsStopWord(l) && (english.IsIrregularPast(w) || english.IsKnownVerb(l)) {
			return i
		}
	}
	return -1
}

// pathThrough is a third label the schema joins to both a and b by edge
// types other than skip, "" when there is none.
func (o *readCtx) pathThrough(a, b, skip string) string {
	for _, l := range o.s.Labels {
		if l.Name == a || l.Name == b {
			continue
		}
		if len(netWithout(o.edgesJoining(a, l.Name), skip)) > 0 && len(netWithout(o.edgesJoining(l.Name, b), skip)) > 0 {
			return l.Name
		}
	}
	return ""
}

// netGraphNounAsThing: "a property", "an attribute", "a field" linked to
// nothing, with no quoted name after it: graph talk names an element by a
// quoted name ("the 'title' property"); with an article and no name the
// word is a thing of the world the plan did not read. Only the nouns for
// properties: "a class", "a node" name things of the world as often
// ("profs who teach a class", measured).
func (o *sanityCheck) netGraphNounAsThing(q *templates.Query) error {
	for i, t := range o.toks {
		if i == 0 || t.Quoted || t.POS != grounding.NOUN || english.ElementNounOf(o.word(i)) != english.PropertyNoun {
			continue
		}
		if !english.IndefiniteArticle.Is(o.word(i-1)) || o.covered(i) {
			continue
		}
		if i+1 < len(o.toks) && (o.toks[i+1].Quoted || english.NetNamingWords.Is(o.word(i+1))) {
			continue
		}
		return o.refuse("graph-noun-as-thing", i, "%q names a thing the question asks about, and no label of the schema was linked to it: the plan reads the question without it", t.Text)
	}
	return nil
}

// netLabelTwiceDangling: two variables of one label, the question naming
// the label once; one of them is a dead end (one hop, read by nothing
// else) joined to another node than the first: the thing was split, and
// what the question says of it is on the copy no row depends on.
func (o *sanityCheck) netLabelTwiceDangling(q *templates.Query) error {
	labels := varLabels(q)
	hops := map[string]int{}
	nbr := map[string]map[string]bool{}
	link := func(a, b string) {
		hops[a]++
		if nbr[a] == nil {
			nbr[a] = map[string]bool{}
		}
		nbr[a][b] = true
	}
	for _, p := range q.Match {
		prev := p.From.Var
		for _, h := range p.Hops {
			link(prev, h.To.Var)
			link(h.To.Var, prev)
			prev = h.To.Var
		}
	}
	read := readVars(q)
	for v, l := range labels {
		if hops[v] != 1 || read[v] || o.labelMentions(l) != 1 {
			continue
		}
		for w, l2 := range labels {
			if w == v || l2 != l || hops[w] == 0 {
				continue
			}
			shared := nbr[v][w] // a thing and its sequel: a relationship of the label to itself
			for n := range nbr[v] {
				if nbr[w][n] {
					shared = true
				}
			}
			if shared {
				continue // copies of one thing for "at least two"
			}
			return o.refuseSpan("label-twice-dangling", o.labelSpan(l), "%s, named once, stands twice in the plan (%s and %s), and %s is a dead end nothing reads: what the question says of the %s was split between the two", l, w, v, v, l)
		}
	}
	return nil
}

// readVars are the variables the plan's conditions and columns read.
func readVars(q *templates.Query) map[string]bool {
	m := map[string]bool{}
	for _, c := range allCmps(q.Where) {
		m[c.Var] = true
	}
	for _, r := range q.Return {
		m[r.Var] = true
	}
	return m
}

// labelMentions counts the links of the question to a label.
func (o *readCtx) labelMentions(label string) int {
	n := 0
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == label {
			n++
		}
	}
	return n
}

// labelSpan is the span of the first link to a label.
func (o *readCtx) labelSpan(label string) diag.Span {
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == label {
			return e.Span
		}
	}
	return diag.Span{}
}

// netTenureOnNode: "longest-serving X of Y" where the plan's hop between X
// and Y has a date of its own the plan does not read: the ranking used
// X's own date (when X joined at all), not how long X has been in the
// relation.
func (o *sanityCheck) netTenureOnNode(q *templates.Query) error {
	at := -1
	for i := range o.toks {
		if english.TenureSuperlative.Is(o.word(i)) {
			at = i
		}
	}
	if at < 0 {
		return nil
	}
	for _, p := range q.Match {
		for _, h := range p.Hops {
			if h.Var != "" {
				continue
			}
			et := o.s.EdgeType(h.Edge)
			if et == nil {
				continue
			}
			for k := range et.Properties {
				if pr := &et.Properties[k]; isoDated(pr) || pr.Type == schema.Date || pr.Type == schema.DateTime {
					return o.refuse("tenure-on-node", at, "%q ranks by how long one has been in the relation, and %s holds its own date (%s) the plan does not read", o.toks[at].Text, h.Edge, pr.Name)
				}
			}
		}
	}
	return nil
}

// netRateAsGroup: "per <unit of time>" whose unit word links to a
// property the plan groups by.
func (o *sanityCheck) netRateAsGroup(q *templates.Query) error {
	agg := false
	for _, r := range q.Return {
		agg = agg || r.Agg != ""
	}
	if !agg {
		return nil
	}
	for i := 0; i+1 < len(o.toks); i++ {
		if o.word(i) != english.PerWord {
			continue
		}
		if _, ok := english.RatePeriod(o.word(i + 1)); !ok {
			continue
		}
		for _, e := range o.ev.Elements {
			if e.Kind != "prop" || o.tokenAt(e.Span) != i+1 {
				continue
			}
			for _, r := range q.Return {
				if r.Agg == "" && r.Prop == e.Name {
					return o.refuse("rate-as-group", i, "\"%s %s\" states a rate, and the plan breaks the answer down by %s instead", o.toks[i].Text, o.toks[i+1].Text, e.Name)
				}
			}
		}
	}
	return nil
}
