package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// negatedOver: a negation stands before the label at token i with only
// function words and one verb that links to nothing between ("templates not
// used by any document", "shops that do not employ any staff"): the verb
// is the relationship the negation denies, which the schema's one edge type
// between the two labels names (negatedLabels decides that, or refuses).
// negatedAt alone looks three words back, which "not used by any" exceeds.
// The verb's subject must be a thing the question names ("templates", not
// "the type codes that are not used"): a property's values are not used by
// a document, and reading the negation per thing would answer another
// question.
func (o *relPhase) negatedOver(i int) bool {
	verbs, verb, copula := 0, -1, -1
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		w := o.word(k)
		if negWords[w] || strings.HasSuffix(w, "n't") {
			if !o.thingBefore(k) {
				return false
			}
			switch {
			case verbs == 1:
				o.warnings = append(o.warnings, o.diagnostic("negated-verb-read", o.tokSpan(verb),
					fmt.Sprintf("%q links to nothing; the negation before it is read as denying the one relationship the schema has between the thing named before it and %s", o.toks[verb].Text, o.toks[i].Text)))
				return true
			case verbs == 0 && copula > k:
				// "artworks that have not been in any exhibition": a
				// copula and a preposition name no relationship, as "not
				// in any exhibition" does not.
				o.warnings = append(o.warnings, o.diagnostic("negated-verb-read", o.tokSpan(copula),
					fmt.Sprintf("%q names no relationship; the negation before it is read as denying the one relationship the schema has between the thing named before it and %s", o.toks[copula].Text, o.toks[i].Text)))
				return true
			}
			return false
		}
		switch o.toks[k].POS {
		case grounding.DET, grounding.ADP, grounding.PART:
			continue
		case grounding.AUX:
			if l, ok := english.IrregularLemma(w); ok && l == "be" && copula < 0 {
				copula = k
			}
			continue
		case grounding.VERB:
			if o.linksAt(k) || o.used.has(k) {
				return false
			}
			verbs, verb = verbs+1, k
			continue
		}
		if o.participle(k) && !o.linksAt(k) && !o.used.has(k) {
			// "never shown in any exhibition": a past participle the
			// tagger took for a noun is still the verb.
			verbs, verb = verbs+1, k
			continue
		}
		return false
	}
	return false
}

// participle: token k is a verb's past participle ("shown", "exhibited")
// whatever the tagger read it as: a past form (an -ed word with a shorter
// lemma, an irregular form, or an -en/-wn ending) between a negation or an
// auxiliary and a preposition ("never shown in", "not exhibited at").
func (o *readCtx) participle(k int) bool {
	if k < 1 || k+1 >= len(o.toks) || o.toks[k+1].POS != grounding.ADP || !negWords[o.word(k-1)] && o.toks[k-1].POS != grounding.AUX {
		return false
	}
	w := o.word(k)
	if _, ok := english.IrregularLemma(w); ok {
		return true
	}
	return strings.HasSuffix(w, "ed") && english.Lemma(w) != w || strings.HasSuffix(w, "wn") || strings.HasSuffix(w, "en") && len(w) > 4
}

// thingBefore: the words before token k, past a relative pronoun and
// auxiliaries ("templates that are not", "shops which do not"), end at a
// label's mention.
func (o *readCtx) thingBefore(k int) bool {
	for j := k - 1; j >= 0 && j >= k-4; j-- {
		switch o.toks[j].POS {
		case grounding.AUX, grounding.PRON, grounding.WH, grounding.DET:
			continue
		}
		return o.linksKind(j, "label")
	}
	return false
}

// negatedValue: the value at token i is denied of the thing named before
// the negation, and that thing holds the value's property ("people who are
// not from Russia", "tv channels that do not use English"): the filter is
// an inequality on that thing. When the value belongs to another, related
// thing ("countries that do not speak English", the language a row of its
// own) an inequality there would keep every country with some other
// language, so it is left to the negation rules that deny the whole
// relationship, or to the refusal.
func (o *readCtx) negatedValue(i int, owner string) bool {
	k := i - 1
	for k >= 0 && (o.isQuoteMark(k) || o.toks[k].POS == grounding.PUNCT) {
		k--
	}
	if k >= 1 && negWords[o.word(k)] && english.Copula.Is(o.word(k-1)) {
		// "is not `` X ''": quote marks the tokenizer split in two, which
		// notBefore does not pass over.
		return true
	}
	if k < 2 || !negWords[o.word(k-1)] {
		return false
	}
	switch t := o.toks[k]; {
	case t.POS == grounding.ADP && english.Copula.Is(o.word(k-2)):
		// "are not from Russia"
	case (t.POS == grounding.VERB || t.POS == grounding.NOUN) && !o.linksAt(k) && english.DoAux.Is(o.word(k-2)):
		// "do not use English": after "do not" the word is the verb,
		// whatever the tagger says.
	default:
		return false
	}
	for j := k - 3; j >= 0 && j >= k-6; j-- {
		switch o.toks[j].POS {
		case grounding.AUX, grounding.PRON, grounding.WH, grounding.DET:
			continue
		}
		return o.linksNamed(j, "label", owner)
	}
	return false
}

// negatedNobody reads "Which skills does nobody have?", "Which movies has
// no one reviewed?" when no relationship is negated yet: "nobody" is a
// negated person, the far end of the one relationship the schema has
// between the asked-for label and its person label (a label named person
// or people); NOT EXISTS of it, warned negated-verb-read. Without a person
// label, or with several relationships to it, the negation stays unapplied
// and the question is refused.
func (o *relPhase) negatedNobody(focus *onode) error {
	if focus == nil {
		return nil
	}
	at := -1
	for i := range o.toks {
		if english.NoPerson.Is(o.word(i)) || english.PhraseAt(o.words, nil, i, "no", "one") {
			at = i
			break
		}
	}
	if at < 0 {
		return nil
	}
	for _, e := range o.edges {
		if e.negated {
			return nil
		}
	}
	person := ""
	for _, l := range o.s.Labels {
		if english.PersonNoun.Is(english.Lemma(strings.ToLower(schema.LocalName(l.Name)))) {
			person = l.Name
		}
	}
	if person == "" || person == focus.label {
		return nil
	}
	var cands []*schema.EdgeType
	for k := range o.s.EdgeTypes {
		if et := &o.s.EdgeTypes[k]; et.Connects(focus.label, person) || et.Connects(person, focus.label) {
			cands = append(cands, et)
		}
	}
	if len(cands) != 1 {
		return nil
	}
	et := cands[0]
	n := &onode{v: o.newVar(person), label: person, pos: at}
	o.nodes = append(o.nodes, n)
	e := &oedge{typ: et.Name, from: n, to: focus, pos: at, negated: true}
	if et.Connects(focus.label, person) && !et.Connects(person, focus.label) {
		e.from, e.to = focus, n
	}
	o.edges = append(o.edges, e)
	o.used.mark(at)
	o.warnings = append(o.warnings, o.diagnostic("negated-verb-read", o.tokSpan(at),
		fmt.Sprintf("%q is read as no %s over %s, the one relationship the schema has between %s and %s", o.toks[at].Text, person, et.Name, person, focus.label)))
	return nil
}

// denies: token i is a negation the plan must apply — a negation cue's
// word, or any contraction in n't ("aren't", "shouldn't"), which the cue
// lists cannot enumerate and the tagger reads as anything. A word that is
// part of a value is not: quoted, inside a stored value's span, or the
// text right after a string match ("starts with NO-" asks for a prefix).
func (o *readCtx) denies(i int) bool {
	if i < 0 || i >= len(o.toks) || o.toks[i].Quoted || o.valueAt(i) || o.afterStringCue(i) {
		return false
	}
	w := o.word(i)
	return english.Not.Is(w) || english.Not.Is(o.lower[i]) || strings.HasSuffix(w, "n't") || strings.HasSuffix(w, "n’t")
}

// firstDenial is the first token that denies, -1 when none does.
func (o *readCtx) firstDenial() int {
	for i := range o.toks {
		if o.denies(i) {
			return i
		}
	}
	return -1
}

// afterStringCue: a string-match cue ("starts with", "ending in",
// "containing") ends right before token i, past a quote mark, so the word
// is the text matched.
func (o *readCtx) afterStringCue(i int) bool {
	k := i - 1
	for k >= 0 && o.isQuoteMark(k) {
		k--
	}
	for _, c := range []english.Cue{english.CueStartsWith, english.CueEndsWith, english.CueContains} {
		if o.endsAt(c, k) >= 0 {
			return true
		}
	}
	return false
}

// requiredInDenial finds a named value the question denies and the plan
// requires ("airlines that have never flown to the United States" answered
// with the airlines of the United States that fly nowhere): the value
// stands in a negation's scope and the plan compares its property equal
// to it outside any NOT. A negation cannot be kept by dropping what it
// covers, so the plan answers another question. The value's token, -1
// when there is none.
func (o *readCtx) requiredInDenial(q *templates.Query) int {
	for _, v := range o.ev.Values {
		i := o.tokenAt(v.Span)
		if i < 0 || !o.inDenialScope(i) || !requiresValue(q.Where, v.Prop, v.Value, false) {
			continue
		}
		return i
	}
	return -1
}

// inDenialScope: a negation before token i covers it — it denies a verb
// and what follows (never flown to X), or a noun (no flights to X), until
// the clause ends (punctuation, a question word, and, or) or a
// second verb opens another predicate (employees with no projects work
// in X).
func (o *readCtx) inDenialScope(i int) bool {
	for n := i - 1; n >= 0; n-- {
		if !o.denies(n) {
			continue
		}
		content := false
		for t := n + 1; t < i; t++ {
			tk := o.toks[t]
			w := o.word(t)
			if tk.POS == grounding.PUNCT && !o.isQuoteMark(t) || tk.POS == grounding.WH || english.AndWord.Is(w) || english.Alternative.Is(w) {
				return false
			}
			switch tk.POS {
			case grounding.VERB, grounding.AUX:
				if content {
					return false
				}
				content = true
			case grounding.NOUN, grounding.PROPN:
				if !o.valueAt(t) {
					content = true
				}
			}
		}
		return true
	}
	return false
}

// requiresValue: e compares prop equal to value (or lists it among the
// values) outside any NOT; under says e already is under one.
func requiresValue(e templates.Expr, prop string, value any, under bool) bool {
	switch x := e.(type) {
	case *templates.Cmp:
		return !under && x.Prop == prop && (x.Op == templates.Eq || x.Op == templates.EqFold) && fmt.Sprint(x.Value) == fmt.Sprint(value)
	case *templates.And:
		for _, a := range x.Args {
			if requiresValue(a, prop, value, under) {
				return true
			}
		}
	case *templates.Or:
		for _, a := range x.Args {
			if requiresValue(a, prop, value, under) {
				return true
			}
		}
	case *templates.Not:
		return requiresValue(x.X, prop, value, true)
	}
	return false
}

// negatedFlags reads "Which patients are not insured?", "courses that
// aren't online": a yes/no property the plan filters on its yes value,
// named by a word right after a negation, asks for the things whose value
// is no — false for a boolean, else the other spelling its samples use
// (F beside T, N beside Y). Without a stored no value the filter stays and
// the unapplied negation refuses the plan. The reading is a warning
// (flag-read).
func (o *offline) negatedFlags(q *templates.Query, warns *sink) {
	labels := varLabels(q)
	o.negatedFlagAsked(q, labels, warns)
	templates.Leaves(q.Where, func(e templates.Expr) {
		c, ok := e.(*templates.Cmp)
		if !ok || c.Op != templates.Eq {
			return
		}
		var p *schema.Property
		for _, x := range o.propsOf(labels[c.Var]) {
			if x.Name == c.Prop {
				x := x
				p = &x
			}
		}
		if p == nil {
			return
		}
		yes, ok := o.yesOf(*p)
		if !ok || yes != c.Value {
			return
		}
		n := localName(p.Name)
		for i := 1; i < len(o.toks); i++ {
			if !english.FlagNamed(n, o.lower[i]) && !english.FlagNamed(n, o.word(i)) && !o.linksProp(i, p.Name) || !o.denies(i-1) {
				continue
			}
			no, ok := noOf(*p, yes)
			if !ok {
				return
			}
			c.Value = no
			o.used.mark(i - 1)
			warns.add(o.diagnostic("flag-read", o.tokSpan(i),
				fmt.Sprintf("read %q as %s.%s = %v, the no value of a yes/no property", o.toks[i-1].Text+" "+o.toks[i].Text, labels[c.Var], p.Name, no)))
			return
		}
	})
}

// negatedFlagAsked reads "Which patients are not insured?" planned as the
// patients' insured column: the yes/no property named right after the
// negation, in a question that asks for things of its label named before
// it, is a condition on them (its no value), and the things are shown.
func (o *offline) negatedFlagAsked(q *templates.Query, labels map[string]string, warns *sink) {
	if len(q.Return) != 1 || q.Return[0].Agg != "" || q.Return[0].Prop == "" || len(q.Order) > 0 {
		return
	}
	r := q.Return[0]
	l := labels[r.Var]
	lt := o.labelToken(l)
	if l == "" || lt < 0 || !o.askedAt(lt) {
		return
	}
	for _, p := range o.propsOf(l) {
		if p.Name != r.Prop {
			continue
		}
		yes, ok := o.yesOf(p)
		if !ok {
			return
		}
		no, ok := noOf(p, yes)
		if !ok {
			return
		}
		for i := lt + 1; i < len(o.toks); i++ {
			if !o.linksProp(i, p.Name) && !english.FlagNamed(localName(p.Name), o.lower[i]) && !english.FlagNamed(localName(p.Name), o.word(i)) || !o.denies(i-1) {
				continue
			}
			q.Return = []templates.Proj{o.nodeCol(&onode{v: r.Var, label: l})}
			q.Where = templates.AllOf(q.Where, &templates.Cmp{Var: r.Var, Prop: p.Name, Op: templates.Eq, Value: no})
			o.used.mark(i - 1)
			warns.add(o.diagnostic("flag-read", o.tokSpan(i),
				fmt.Sprintf("read %q as %s.%s = %v, the no value of a yes/no property, and show the %s", o.toks[i-1].Text+" "+o.toks[i].Text, l, p.Name, no, l)))
			return
		}
	}
}

// noOf is the stored no value of a yes/no property whose yes value is yes:
// false for a boolean, else the other spelling among its samples.
func noOf(p schema.Property, yes any) (any, bool) {
	if p.Type == schema.Bool {
		return false, true
	}
	for _, v := range p.Samples {
		if v != yes {
			return v, true
		}
	}
	return nil, false
}

// filtersNo: the plan filters a yes/no property on its no value ("not
// insured" read as is_insured = 'N'), which applies a negation as a value.
func (o *readCtx) filtersNo(q *templates.Query) bool {
	labels := varLabels(q)
	found := false
	templates.Leaves(q.Where, func(e templates.Expr) {
		c, ok := e.(*templates.Cmp)
		if !ok || c.Op != templates.Eq {
			return
		}
		for _, p := range o.propsOf(labels[c.Var]) {
			if p.Name != c.Prop {
				continue
			}
			if yes, ok := o.yesOf(p); ok && yes != c.Value {
				if no, ok := noOf(p, yes); ok && no == c.Value {
					found = true
				}
			}
		}
	})
	return found
}

// noneOfThem reads "airports that have no flights", "courses without any
// students" when the schema relates the two labels in several ways: with
// no verb to pick one, having none of the things means being joined to
// none of them by any relationship, so every candidate is negated (NOT
// EXISTS of each), warned negation-every-way. It needs a possessing word
// right before the negation ("have no", "with no", "without", "don't have
// any") and nothing but determiners between the negation and the label; a
// verb ("never flown to", "not used by") names one relationship, which the
// schema's names must then decide.
func (o *relPhase) noneOfThem(focus, n *onode, cands []*oedge) bool {
	if n.pos >= 0 && n.pos < len(o.toks) && o.toks[n.pos].POS == grounding.VERB {
		// "have not borrowed one": the label is named by a verb, and
		// "have" is its auxiliary, not a possession; the verb names one
		// relationship, which the schema's names must decide.
		return false
	}
	k := n.pos - 1
	for k >= 0 && (o.toks[k].POS == grounding.DET || english.Quantifier.Is(o.word(k))) && !o.denies(k) {
		k--
	}
	switch {
	case k < 0:
		return false
	case o.denies(k) && (english.Lacking.Is(o.word(k)) || k >= 1 && english.Lacking.Is(o.word(k-1))):
		// "without flights", "have no flights", "with no flights"
	case english.Lacking.Is(o.word(k)) && o.denies(k-1):
		// "don't have any flights", "do not have flights"
	default:
		return false
	}
	names := make([]string, len(cands))
	for i, e := range cands {
		names[i] = e.typ
	}
	o.warnings = append(o.warnings, o.diagnostic("negation-every-way", o.tokSpan(n.pos),
		fmt.Sprintf("%q is read as having no %s by any relationship: none of %s", o.toks[n.pos].Text, n.label, strings.Join(names, ", "))))
	return true
}
