package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// selfCountRanked reads "Which paper is cited by the most papers?", "Which
// paper cites the most papers?": things of one label ranked by how many
// things of the same label the verb relates to them, where the verb names
// a table of two keys into that label (cites: citing_paper_id,
// cited_paper_id). The join phases walk a junction only between two
// labels, so the counted things joined nothing and the question was
// refused. Which key holds the thing asked for comes from the voice and
// the keys' names: a key named by the verb's past participle ("cited")
// holds what the verb is done to, one named by its -ing form or agent noun
// ("citing") who does it; passive ("is cited by") asks for the former,
// active ("cites") for the latter. Everything else must only ask for the
// things (which, the title of, a property of theirs). Warned
// self-junction-counted: the keys, distinct things counted, those with
// none left out, ties kept. ok reports whether it read the question.
func (o *offline) selfCountRanked(warns *sink) (*templates.Query, bool) {
	n := len(o.toks)
	for i := 0; i < n; i++ {
		if english.Not.Is(o.word(i)) || o.isNumber(i) || o.toks[i].Quoted || o.valueAt(i) {
			return nil, false
		}
	}
	m := -1
	for i := 1; i+1 < n; i++ {
		if english.SumMost.Is(o.word(i)) && english.Determiner.Is(o.word(i-1)) {
			if m >= 0 {
				return nil, false
			}
			m = i
		}
	}
	if m < 0 {
		return nil, false
	}
	x := o.singleLabelAt(m + 1)
	if x == "" {
		return nil, false
	}
	v, j := o.selfVerb(x, m)
	if v < 0 {
		return nil, false
	}
	keys := junctionKeys(o.s, j, x)
	if len(keys) != 2 {
		return nil, false
	}
	passive := english.KeyBy(o.word(v+1)) && v+2 <= m
	if !passive && v+1 != m-1 {
		return nil, false // "cites the most papers": nothing between
	}
	patient, agent := o.keyRoles(keys, v, j, x)
	if patient == nil {
		return nil, false
	}
	near, far := agent, patient // active: the thing asked for does it
	if passive {
		near, far = patient, agent
	}
	proj, ok := o.selfCountFrame(x, v, m)
	if !ok {
		return nil, false
	}
	if proj == "" {
		proj = schema.NamingProperty(x, o.propsOf(x))
	}
	if proj == "" {
		return nil, false
	}
	vars := varNames{}
	xv, jv, yv := vars.next(x), vars.next(j), vars.next(x)
	q := &templates.Query{
		Match: []templates.Path{{From: templates.N(xv, x), Hops: []templates.Hop{
			{Edge: near.Name, Dir: templates.In, To: templates.N(jv, j)},
			{Edge: far.Name, Dir: templates.Out, To: templates.N(yv, x)},
		}}},
		Return: []templates.Proj{templates.Col(xv, proj), {Agg: templates.CountDistinct, Var: yv, As: "count"}},
	}
	nq, err := templates.Normalize(q, o.s)
	if err != nil {
		return nil, false
	}
	q.Order = []templates.Sort{{Col: "count", Desc: true}, {Col: nq.Return[0].As}}
	q.Limit = 1
	q.Ties = true
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, false
	}
	warns.add(o.diagnostic("self-junction-counted", o.tokSpans(v, m+1),
		fmt.Sprintf("%q is read through the %s rows: each %s asked for is their %s, and the distinct %ss at their %s are counted (any %s with none is left out); every %s tied with the first is kept",
			o.spanText(v, m+2), j, x, near.Name, x, far.Name, x, x)))
	return q, true
}

// selfVerb is the verb before m that names the junction j between two
// things of label x: a link of the token to j, or to one of j's keys into
// x ("cites" linked to cited_paper_id); -1 when there is none or several.
// The tagger's part of speech is not asked: "cites" is tagged a noun, and
// its place (before "by", or right before "the most") makes it the verb.
func (o *readCtx) selfVerb(x string, m int) (int, string) {
	v, j := -1, ""
	for k := 0; k < m; k++ {
		if o.toks[k].POS == grounding.PUNCT {
			continue
		}
		sp := o.toks[k].Span
		for _, e := range o.ev.Elements {
			if e.Span.Start > sp.Start || e.Span.End < sp.End {
				continue
			}
			l := ""
			switch e.Kind {
			case "label":
				l = e.Name
			case "edge":
				if et := o.s.EdgeType(e.Name); et != nil && len(et.Endpoints) == 1 && et.Endpoints[0].To == x {
					l = et.Endpoints[0].From
				}
			}
			if l == "" || l == x || len(junctionKeys(o.s, l, x)) != 2 {
				continue
			}
			if lb := o.s.Label(l); lb == nil || schema.NamingProperty(l, lb.Properties) != "" {
				continue
			}
			if v >= 0 && v != k {
				return -1, ""
			}
			v, j = k, l
		}
	}
	return v, j
}

// junctionKeys are the edge types from j to x.
func junctionKeys(s *schema.Schema, j, x string) []*schema.EdgeType {
	var out []*schema.EdgeType
	for i := range s.EdgeTypes {
		if et := &s.EdgeTypes[i]; et.Connects(j, x) {
			out = append(out, et)
		}
	}
	return out
}

// keyRoles tells the two keys apart by the verb at v: the patient key's
// name holds the verb's past participle ("cited"), the agent key's its -ing
// form or agent noun ("citing", "citer"). nil, nil when neither or both
// say the same role.
func (o *readCtx) keyRoles(keys []*schema.EdgeType, v int, j, x string) (patient, agent *schema.EdgeType) {
	lemma := o.lower[v]
	role := func(et *schema.EdgeType) int {
		for _, w := range roleWords(et.Name, j, x) {
			if english.Lemma(w) != lemma && !english.SaysRole(o.words[v], lemma, w) {
				continue
			}
			switch {
			case strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ee"):
				return -1
			case strings.HasSuffix(w, "ing") || english.Agent(w):
				return 1
			}
		}
		return 0
	}
	a, b := role(keys[0]), role(keys[1])
	switch {
	case a < 0 && b >= 0, a == 0 && b > 0:
		return keys[0], keys[1]
	case b < 0 && a >= 0, b == 0 && a > 0:
		return keys[1], keys[0]
	}
	return nil, nil
}

// selfCountFrame checks the words outside the verb and the ranking: each
// asks for the things of label x and says nothing of them; it gives the
// property a word asks to see ("title"), "" for the naming one.
func (o *offline) selfCountFrame(x string, v, m int) (string, bool) {
	proj := ""
	seen := false
	for k := range o.toks {
		if k >= v && k <= m+1 {
			continue
		}
		w := o.word(k)
		switch {
		case o.toks[k].POS == grounding.PUNCT:
		case o.linksKind(k, "label"):
			if o.singleLabelAt(k) != x {
				return "", false
			}
			seen = true
		case o.linksKind(k, "edge"):
			return "", false
		case o.linksKind(k, "prop"):
			p := o.twoColsShown(k, x)
			if p == "" || proj != "" && proj != p {
				return "", false
			}
			proj = p
		case english.SumFrame.Is(w), english.SumFrame.Is(english.Lemma(w)), english.RelativePronoun.Is(w), english.Copula.Is(w):
		default:
			return "", false
		}
	}
	return proj, seen
}
