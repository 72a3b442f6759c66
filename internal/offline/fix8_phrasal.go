package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

func init() {
	checks = append(checks,
		Check{ID: "phrasal-junction-read", Warning: true, Summary: "a phrasal verb is read as the table it names, which joins two things",
			Doc: "\"volunteers who signed up for shifts\" where a signup table joins volunteers and shifts: the verb and its particle written as one word name that table, so the verb is its link and the things it relates are joined through it rather than by another key between them (an event's coordinator); the warning names the table."},
	)
}

// phrasalJunctionLinks reads "signed up", "checked in", "logged on" as the
// label named by the verb and its particle written together ("signup",
// "check_in"), when that label joins two or more others, as a junction
// does. The grounder's fuzzy match had taken the verb into the label link
// before it ("volunteers signed up" as volunteer), and the plan then joined
// the two things by whichever key was shortest (rel-579, rel-580). The
// label link before is cut back to its own words.
func (o *offline) phrasalJunctionLinks(warns *sink) {
	for i := 0; i+1 < len(o.toks); i++ {
		if o.toks[i].POS != grounding.VERB && o.toks[i].POS != grounding.NOUN || !english.VerbParticle.Is(o.word(i+1)) {
			continue
		}
		name := english.Lemma(o.words[i]) + o.words[i+1]
		j := o.labelNamedJoined(name)
		if j == "" || o.linksLabel(j) || o.joinsLabels(j) < 2 {
			continue
		}
		sp := diag.Span{Start: o.toks[i].Span.Start, End: o.toks[i+1].Span.End}
		var els []ElementLink
		for _, e := range o.ev.Elements {
			if e.Span.End > sp.Start && e.Span.Start < sp.End {
				if e.Kind != "label" || e.Span.Start >= sp.Start {
					continue // a link of the verb's own words is the verb's
				}
				e.Span.End = o.toks[i-1].Span.End
			}
			els = append(els, e)
		}
		els = append(els, ElementLink{Kind: "label", Name: j, Span: sp, Score: 0.5})
		o.withElements(els)
		warns.add(o.diagnostic("phrasal-junction-read", sp, fmt.Sprintf("%q is read as %s, the table its words name, joining what it relates", o.ev.Question[sp.Start:sp.End], j)))
		return
	}
}

// labelNamedJoined is the label whose name, without separators and case,
// is the word w; "" when none is.
func (o *readCtx) labelNamedJoined(w string) string {
	for _, l := range o.s.Labels {
		n := strings.ToLower(strings.NewReplacer("_", "", "-", "", " ", "").Replace(localName(l.Name)))
		if n == w {
			return l.Name
		}
	}
	return ""
}

// linksLabel: some element link of the question is label l.
func (o *readCtx) linksLabel(l string) bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == l {
			return true
		}
	}
	return false
}

// joinsLabels is how many other labels a relationship leads to from l.
func (o *readCtx) joinsLabels(l string) int {
	to := map[string]bool{}
	for _, et := range o.s.EdgeTypes {
		for _, ep := range et.Endpoints {
			if ep.From == l && ep.To != l {
				to[ep.To] = true
			}
			if ep.To == l && ep.From != l {
				to[ep.From] = true
			}
		}
	}
	return len(to)
}
