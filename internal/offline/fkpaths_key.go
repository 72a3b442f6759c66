package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// keyAskedAsRow answers a question whose one column is a foreign key
// (department.head_id beside its link to a physician) with the name of the
// row the key refers to: "Who heads X?", "the head of X" ask for the head,
// and a key says nothing to a reader. Only when the question says no
// identifier word, the key has exactly one link from the asked node's
// label, and the row it refers to has a naming property.
func (o *offline) keyAskedAsRow(q *templates.Query, warns *sink) {
	if len(q.Return) != 1 || q.Return[0].Agg != "" || q.Optional != nil || len(q.Optionals) > 0 || q.Shortest != nil {
		return
	}
	r := q.Return[0]
	col := strings.ToLower(strings.ReplaceAll(rawLocal(r.Prop), "_", ""))
	for i := range o.toks {
		// "the country codes" of countrycode, "the head id": the question
		// asks for the key itself, by a word saying it is one.
		if w := o.word(i); english.IDWord(w) || english.KeyNoun(w) && strings.Contains(col, english.Singular(w)) {
			return
		}
	}
	label := ""
	for _, p := range q.Match {
		if p.From.Var == r.Var {
			label = p.From.Label
		}
		for _, h := range p.Hops {
			if h.To.Var == r.Var {
				label = h.To.Label
			}
		}
	}
	if label == "" {
		return
	}
	link, to, ok := o.keyTarget(label, r.Prop)
	if !ok {
		return
	}
	l := o.s.Label(to)
	if l == nil {
		return
	}
	naming := schema.NamingProperty(to, l.Properties)
	if naming == "" {
		return
	}
	v := ""
	for _, p := range q.Match {
		// The plan may walk the link already ("Who captains X?" with the
		// person the question word names) and still show the key.
		if p.From.Var == r.Var && len(p.Hops) > 0 && p.Hops[0].Edge == link.Name && p.Hops[0].Dir == templates.Out && p.Hops[0].Min == 0 {
			v = p.Hops[0].To.Var
		}
	}
	if v == "" {
		v = "k_" + identOf(to)
		q.Match = append(q.Match, templates.P(templates.N(r.Var, label), templates.OutE(link.Name, templates.N(v, to))))
	}
	q.Return[0] = templates.Proj{Var: v, Prop: naming, As: r.As}
	sp := o.tokSpan(-1)
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Name == r.Prop {
			sp = e.Span
			break
		}
	}
	warns.add(o.diagnostic("key-read-as-row", sp, fmt.Sprintf("%s.%s refers to a %s: the answer is its %s, through %s, not the key", label, r.Prop, to, naming, link.Name)))
}

// keyColumnOf spells a key column and the link kept for it alike: the
// column of "department#ref-head_id", "REF_CAPTAIN_ID" and "head_id" are
// head_id, captain_id and head_id.
func keyColumnOf(name string) string {
	var ws []string
	for i, w := range schemaWords(name) {
		if i == 0 && (w == "ref" || w == "fk") {
			continue
		}
		ws = append(ws, w)
	}
	return strings.Join(ws, "_")
}

// keyTarget is the relationship and the one label a key column of label points at: the column
// (a foreign key, "mentor_id") names exactly one relationship out of label,
// and that relationship ends at one label.
func (o *offline) keyTarget(label, prop string) (*schema.EdgeType, string, bool) {
	var link *schema.EdgeType
	for i := range o.s.EdgeTypes {
		et := &o.s.EdgeTypes[i]
		if keyColumnOf(et.Name) != keyColumnOf(rawLocal(prop)) || !et.Connects(label, "") {
			continue
		}
		if link != nil {
			return nil, "", false
		}
		link = et
	}
	if link == nil || len(link.Endpoints) != 1 {
		return nil, "", false
	}
	return link, link.Endpoints[0].To, true
}
