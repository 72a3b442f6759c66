package offline

import (
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// fix29Plan are fix29's nets on the built plan, run after fix21's: each
// refuses a plan that drops or misreads words of the question in a way no
// other phase notices (docs/offline.md, fix29).
func (o *readCtx) fix29Plan(q *templates.Query) error {
	if i, edge := o.possessiveEdgeUnwalked(q); i >= 0 {
		return o.refuse("possessive-edge-unwalked", i, "%q after a possessive names %s, which the plan does not walk: answering without it would answer for the one named instead of their %s", o.toks[i].Text, edge, o.toks[i].Text)
	}
	if i, edge := o.possessiveRoleDropped(q); i >= 0 {
		return o.refuse("possessive-role-dropped", i, "%q after a possessive is reached by %s and left there: the plan walks the rest of the question from the one named, not from their %s", o.toks[i].Text, edge, o.toks[i].Text)
	}
	if i, edge := o.possessionNotWalked(q); i >= 0 {
		return o.refuse("possession-not-walked", i, "%q says the things asked for have the other thing, which the schema says by %s; the plan joins them only through something else, a guess the question does not make", o.toks[i].Text, edge)
	}
	if i, prop := o.stateOnDay(q); i >= 0 {
		return o.refuse("state-on-day", i, "%q says a state held on the day (begun by then and not yet ended), and the plan compares a date with the day itself as if %s happened on it", o.ev.Question[o.toks[i].Span.Start:o.toks[i+1].Span.End], prop)
	}
	if i, label := o.kindAskedNotReturned(q); i >= 0 {
		return o.refuse("kind-asked-not-returned", i, "%q after the question word is a kind of %s (a stored value) and asks for them, and the plan returns something else", o.toks[i].Text, label)
	}
	if i, edge := o.weakLinkDangling(q); i >= 0 {
		return o.refuse("weak-link-dangling", i, "%q links %s only by meaning (weakly), and the plan walks it to a thing no word names and nothing else reads: it would require that such a thing exist, a condition the question does not say", o.toks[i].Text, edge)
	}
	if i, label := o.countedUnnamed(q); i >= 0 {
		return o.refuse("counted-unnamed", i, "the plan counts %s things per group, and no word of the question names them: what the count counts is not read", label)
	}
	if i := o.ampersandUnread(); i >= 0 {
		return o.refuse("unused-words", i, "%q joins the words of a name no stored value was found for, and the plan reads none of them: answering without it would answer for every one", o.ev.Question[o.toks[i-1].Span.Start:o.toks[i+1].Span.End])
	}
	if i, edge := o.askedNounSwallowed(q); i >= 0 {
		return o.refuse("asked-noun-unlinked", i, "%q names the things asked for and links to nothing of the schema; its link runs on into %q, which names %s: answering with every one of %s's things would answer for more than the question asks", o.toks[i].Text, o.toks[i+1].Text, edge, edge)
	}
	return nil
}

// possessiveEdgeUnwalked: "Which orders did Jan Vogel's mentor deliver?" —
// the word right after a possessive links a relationship (MENTORS) the
// plan walks nowhere: the role is dropped and the question answered for
// the one named. Returns the word's token and the relationship, or -1.
func (o *readCtx) possessiveEdgeUnwalked(q *templates.Query) (int, string) {
	uses := planElements(q)
	for i := 1; i < len(o.toks); i++ {
		pk := o.possessiveBefore(i)
		if pk < 0 || !o.valueEndsAt(pk) {
			continue
		}
		for _, e := range o.ev.Elements {
			if e.Kind != "edge" || e.implied || e.Score < strongLink || uses[e.Name] {
				continue
			}
			if sp := o.toks[i].Span; e.Span.Start == sp.Start && e.Span.End == sp.End {
				return i, e.Name
			}
		}
	}
	return -1, ""
}

// valueEndsAt: a stored value linked to a node ends at token i.
func (o *readCtx) valueEndsAt(i int) bool {
	for _, v := range o.ev.Values {
		if !v.OnEdge && v.Span.End == o.toks[i].Span.End {
			return true
		}
	}
	return false
}

// stateOnDay: "Which loans were open on 1 January 2023?" — after a form of
// "be" (or "still"), a bare word whose past form names a date of the
// schema ("open" of opened), then "on" and the plan comparing a date with
// that one day: "open on" a day is a state holding then, which the day
// itself (the day it opened) is not. Returns the word's token and the
// date compared, or -1.
func (o *readCtx) stateOnDay(q *templates.Query) (int, string) {
	prop := oneDayCompared(q)
	if prop == "" {
		return -1, ""
	}
	for c := 2; c < len(o.toks); c++ {
		if !english.DayOn.Is(o.word(c)) {
			continue
		}
		w := o.word(c - 1)
		if !english.StateCopula.Is(o.word(c-2)) || english.PastParticiple(w) || english.Lemma(w) != w {
			continue
		}
		if o.pastFormDate(w) {
			return c - 1, prop
		}
	}
	return -1, ""
}

// oneDayCompared is the property the plan bounds to one whole day (≥ a
// day and < the next), "" when none.
func oneDayCompared(q *templates.Query) string {
	cs := allCmps(q.Where)
	for _, a := range cs {
		lo, ok := a.Value.(string)
		if !ok || a.Op != templates.Ge {
			continue
		}
		for _, b := range cs {
			hi, ok := b.Value.(string)
			if ok && b.Op == templates.Lt && b.Var == a.Var && b.Prop == a.Prop && oneDay(lo, hi) {
				return a.Prop
			}
		}
	}
	return ""
}

// pastFormDate: some label of the schema holds a date (ISO text) whose
// name has a past form of w as a word (opened, of "open").
func (o *readCtx) pastFormDate(w string) bool {
	for li := range o.s.Labels {
		for pi := range o.s.Labels[li].Properties {
			p := &o.s.Labels[li].Properties[pi]
			if !isoDated(p) {
				continue
			}
			for _, part := range english.PropNameWords(p.Name) {
				if part != w && english.PastParticiple(part) && english.Lemma(part) == w {
					return true
				}
			}
		}
	}
	return false
}

// askedNounSwallowed: "Which professors wrote a paper?" where "professors"
// names nothing of the schema (a stored career stage, written in the
// plural) and grounding linked "professors wrote" to WROTE: the noun
// asked for is covered by a link made by the verb after it, so no phase
// sees it unread, and the plan answers for every author. Returns the
// noun's token and the relationship, or -1.
func (o *readCtx) askedNounSwallowed(q *templates.Query) (int, string) {
	for _, e := range o.ev.Elements {
		if e.Kind != "edge" || e.implied {
			continue
		}
		ks := o.tokensIn(e.Span)
		if len(ks) != 2 {
			continue
		}
		n, v := ks[0], ks[1]
		if n == 0 || !english.AskedOpener.Is(o.word(n-1)) || o.toks[n].POS != grounding.NOUN {
			continue
		}
		w := o.word(n)
		if english.Lemma(w) == w || !strings.HasSuffix(w, "s") || english.AnyKind(w) || english.PersonNoun.Is(english.Lemma(w)) || english.PeopleNoun.Is(w) {
			continue
		}
		if !o.verbOfEdge(o.word(v), e.Name) || o.nounOfSchema(w, e.Name) {
			continue
		}
		if o.otherLinkAt(n, e) {
			continue
		}
		return n, e.Name
	}
	return -1, ""
}

// verbOfEdge: w is a form of the verb of a word of the relationship's name.
func (o *readCtx) verbOfEdge(w, edge string) bool {
	for _, part := range strings.Split(strings.ToLower(edge), "_") {
		if english.SameVerb(w, part) {
			return true
		}
	}
	return false
}

// nounOfSchema: w is a form of a word of a label's name or of the
// relationship's name (the noun names something the schema has).
func (o *readCtx) nounOfSchema(w, edge string) bool {
	lw := english.Lemma(w)
	parts := strings.Split(strings.ToLower(edge), "_")
	for li := range o.s.Labels {
		parts = append(parts, english.PropNameWords(o.s.Labels[li].Name)...)
	}
	{
		for _, part := range parts {
			if english.SameBase(lw, part) || english.Lemma(part) == lw {
				return true
			}
		}
	}
	return false
}

// otherLinkAt: token i is covered by a link other than e.
func (o *readCtx) otherLinkAt(i int, e ElementLink) bool {
	sp := o.toks[i].Span
	for _, x := range o.ev.Elements {
		if x != e && x.Span.Start <= sp.Start && x.Span.End >= sp.End {
			return true
		}
	}
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			return true
		}
	}
	return false
}

// weakLinkDangling: "Which branch does Maria Santos's relationship manager
// work at?" where grounding linked "relationship" to LINKED_TO (0.70):
// the plan walked the relationship (through an account) to a node of a
// label no word names, which nothing filters or returns and
// nothing walks on from — a condition that some such thing
// exists, made only by a link by meaning too weak to count against the
// plan when unused, none of its words a form of the relationship's name
// ("Who works" of WORKS_IN is no guess). The question's own words (the role "relationship
// manager") are read as nothing. Returns the link's first token and the
// relationship, or -1. A plan of one hop (the whole question is that
// walk) is left to the other phases.
func (o *readCtx) weakLinkDangling(q *templates.Query) (int, string) {
	ls := links(q)
	if len(ls) < 2 || q.Optional != nil || len(q.Optionals) > 0 {
		return -1, ""
	}
	labels := varLabels(q)
	deg := degrees(ls)
	seen := map[string]bool{}
	for _, c := range allCmps(q.Where) {
		seen[c.Var] = true
	}
	for _, r := range q.Return {
		seen[r.Var] = true
	}
	named := o.labelsNamed()
	for _, l := range ls {
		for _, end := range []string{l.a, l.b} {
			if deg[end] != 1 || seen[end] || labels[end] == "" || named[labels[end]] {
				continue
			}
			best, at := 0.0, -1
			for _, e := range o.ev.Elements {
				if e.Kind == "edge" && e.Name == l.edge && !e.implied && e.Score > best {
					best, at = e.Score, o.tokenAt(e.Span)
					if o.spanSaysEdge(e) {
						best = 1 // a form of the relationship's own word: no guess
					}
				}
			}
			other := l.a
			if end == l.a {
				other = l.b
			}
			if at >= 0 && (best < strongLink || o.linkApart(best, labels[other], seen[other], named)) {
				return at, l.edge
			}
		}
	}
	return -1, ""
}

// kindAskedNotReturned: "Which seniors handled a claim?", "Which
// receptionists handled a booking?" — the word right after "which" is a
// stored value of a node's text property standing alone as the noun (a
// kind of those things: grade senior, role receptionist), a verb follows
// it, and the plan returns things of another label (the claims): the
// question asks for the seniors. Returns the word's token and the label
// asked for, or -1.
func (o *readCtx) kindAskedNotReturned(q *templates.Query) (int, string) {
	labels := varLabels(q)
	for n := 1; n+1 < len(o.toks); n++ {
		if !english.AskedOpener.Is(o.word(n - 1)) {
			continue
		}
		sp := o.toks[n].Span
		var v *ValueLink
		for vi := range o.ev.Values {
			x := &o.ev.Values[vi]
			if !x.OnEdge && x.Span.Start == sp.Start && x.Span.End == sp.End {
				v = x
			}
		}
		if v == nil {
			continue
		}
		if s, ok := v.Value.(string); !ok || strings.ToLower(s) != s {
			continue // a name, not a kind
		}
		if p := o.toks[n+1].POS; p != grounding.VERB && p != grounding.AUX || o.linksKind(n+1, "label") {
			continue
		}
		held, returned := false, false
		for _, l := range labels {
			if l == v.Owner {
				held = true
			}
		}
		for _, r := range q.Return {
			if labels[r.Var] == v.Owner {
				returned = true
			}
		}
		if held && !returned && len(q.Return) > 0 {
			return n, v.Owner
		}
	}
	return -1, ""
}

// spanSaysEdge: a word of the link is a form of a word of the
// relationship's name ("Who works" of WORKS_IN).
func (o *readCtx) spanSaysEdge(e ElementLink) bool {
	for _, k := range o.tokensIn(e.Span) {
		w := o.word(k)
		for _, part := range strings.Split(strings.ToLower(e.Name), "_") {
			if english.SameVerb(w, part) || english.SameBase(w, part) {
				return true
			}
		}
	}
	return false
}

// countedUnnamed: "headcount per office location" — the plan counts the
// things whose property groups the rows (teams per location), and no word
// of the question names those things (no link to their label): what the
// count word counts ("headcount": people) is not read, and the plan
// counts whatever owns the grouping property. Returns the first token and
// the label counted, or -1.
func (o *readCtx) countedUnnamed(q *templates.Query) (int, string) {
	labels := varLabels(q)
	for _, c := range q.Return {
		if c.Agg != templates.Count && c.Agg != templates.CountDistinct || c.Var == "" || labels[c.Var] == "" {
			continue
		}
		grouped := false
		for _, g := range q.Return {
			if g.Agg == "" && g.Var == c.Var && g.Prop != "" {
				grouped = true
			}
		}
		if !grouped {
			continue
		}
		named := false
		for _, e := range o.ev.Elements {
			if e.Kind == "label" && e.Name == labels[c.Var] {
				named = true
			}
		}
		for _, v := range o.ev.Values {
			if !v.OnEdge && v.Owner == labels[c.Var] {
				named = true
			}
		}
		if !named {
			return 0, labels[c.Var]
		}
	}
	return -1, ""
}

// ampersandUnread: "who supplies our coffee & tea products" — two words
// joined by "&" right before a label's noun, which no value link reads
// (the category 'Coffee & Tea' was not found) and which only a label
// link running over the second word covers: the name is dropped and the
// plan answers for every product. Returns the "&" token, or -1.
func (o *readCtx) ampersandUnread() int {
	for k := 1; k+2 < len(o.toks); k++ {
		if !english.Ampersand.Is(o.toks[k].Text) {
			continue
		}
		if o.valueAtTok(k-1) || o.valueAtTok(k+1) || o.linksAt(k-1) {
			continue
		}
		if o.linksKind(k+2, "label") || o.linksKind(k+1, "label") {
			return k
		}
	}
	return -1
}

// valueAtTok: a value link covers token i.
func (o *readCtx) valueAtTok(i int) bool {
	sp := o.toks[i].Span
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			return true
		}
	}
	return false
}

// possessiveRoleDropped: "rooms where Gustav Lind's advisees have
// classes" — the word after a possessive names the role (ADVISES, to the
// students), the plan walks to the role and leaves it there (nothing
// filters, returns or walks on from it), and walks the rest of the
// question from the one named (his own classes): the rest asks about the
// role. fix21's possessiveRoleFollowed moves such walks when the role is
// of the named thing's own label; here the walk fits only the named
// thing, so it is refused. Returns the role word's token and the
// relationship, or -1.
func (o *readCtx) possessiveRoleDropped(q *templates.Query) (int, string) {
	labels := varLabels(q)
	ls := links(q)
	deg := degrees(ls)
	filtered, returned := varRoles(q)
	for _, c := range allCmps(q.Where) {
		filtered[c.Var] = true
	}
	for _, l := range ls {
		for _, pair := range [][2]string{{l.a, l.b}, {l.b, l.a}} {
			named, role := pair[0], pair[1]
			if deg[role] != 1 || deg[named] < 2 || labels[role] == "" || filtered[role] || returned[role] || !filtered[named] {
				continue
			}
			at := o.possessiveOf(q, named)
			if at < 0 || !o.linksEdge(at, l.edge) && !o.linksNamed(at, "label", labels[role]) {
				continue
			}
			return at, l.edge
		}
	}
	return -1, ""
}

// possessionNotWalked: "which substations have a transformer that caused
// an outage" — the things asked for "have a" thing of another label, the
// schema joins the two labels by a relationship of their own
// (INSTALLED_AT), and the plan joins them only through a third thing (the
// outage AFFECTED the substation and was CAUSED_BY the transformer): the
// having is not the relationship walked. Returns the "have" token and the
// relationship, or -1.
func (o *readCtx) possessionNotWalked(q *templates.Query) (int, string) {
	labels := varLabels(q)
	for h := 1; h+2 < len(o.toks); h++ {
		if !english.HaveForm.Is(o.word(h)) || !english.IndefiniteArticle.Is(o.word(h+1)) {
			continue
		}
		var owner, owned string
		for _, e := range o.ev.Elements {
			if e.Kind != "label" {
				continue
			}
			if k := o.tokenAt(e.Span); k == h+2 {
				owned = e.Name
			}
			if o.toks[h-1].Span.End == e.Span.End {
				owner = e.Name
			}
		}
		if owner == "" || owned == "" || owner == owned {
			continue
		}
		direct := o.edgesJoining(owner, owned)
		if len(direct) != 1 {
			continue
		}
		var ovars, dvars []string
		for v, l := range labels {
			if l == owner {
				ovars = append(ovars, v)
			}
			if l == owned {
				dvars = append(dvars, v)
			}
		}
		if len(ovars) != 1 || len(dvars) != 1 {
			continue
		}
		joined := false
		for _, l := range links(q) {
			if l.a == ovars[0] && l.b == dvars[0] || l.a == dvars[0] && l.b == ovars[0] {
				joined = true
			}
		}
		if !joined {
			return h, direct[0]
		}
	}
	return -1, ""
}
