package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// "Which clinics have a lab?", "Does the Faro clinic have a lab?" where the
// clinic stores a yes/no property named for possessing the noun
// (has_lab, has_parking, with_garden): "have a lab" is that flag being
// true, not a test that some property is present, which the early phase
// refuses (presence-test). The property's name is a possessing word and
// the noun, the question's words are a possessing verb, an optional
// article and the noun; the flag's label must be the one thing of its
// label in the plan, or the question is refused as before.

// hasFlag is a possessing phrase read as a flag.
type hasFlag struct {
	label, prop string
	toks        []int // the verb, the article, the noun
	link        ElementLink
}

// hasFlagsAside sets aside the links of nouns a flag named for possessing
// them spells, so the presence test does not read them, and returns the
// flags to apply on the plan.
func (o *offline) hasFlagsAside() []hasFlag {
	var out []hasFlag
	for k, e := range o.ev.Elements {
		if e.Kind != "prop" {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 {
			continue
		}
		first, last := idx[0], idx[len(idx)-1]
		v := first - 1
		if english.IndefiniteArticle.Is(o.word(v)) {
			v--
		}
		if v < 0 || !english.Possessing.Is(o.word(v)) && !english.Possessing.Is(o.lower[v]) {
			continue
		}
		label, prop := o.possessionFlag(e, idx)
		if prop == "" {
			continue
		}
		var toks []int
		for i := v; i <= last; i++ {
			toks = append(toks, i)
		}
		out = append(out, hasFlag{label: label, prop: prop, toks: toks, link: o.ev.Elements[k]})
	}
	if len(out) == 0 {
		return nil
	}
	o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool {
		for _, f := range out {
			if e.Span == f.link.Span && e.Kind == "prop" {
				return false
			}
		}
		return true
	})
	return out
}

// possessionFlag is the boolean property the link names when its name is
// a possessing word then the linked words ("has_lab" for "lab").
func (o *offline) possessionFlag(e ElementLink, idx []int) (string, string) {
	var words []string
	for _, i := range idx {
		words = append(words, o.lower[i])
	}
	for _, l := range o.s.Labels {
		if e.Owner != "" && e.Owner != l.Name {
			continue
		}
		for _, p := range l.Properties {
			if p.Type != schema.Bool || p.Name != localPart(e.Name) && e.Name != p.Name {
				continue
			}
			parts := grounding.SplitName(localPart(p.Name))
			if len(parts) != len(words)+1 || !english.Possessing.Is(strings.ToLower(parts[0])) {
				continue
			}
			same := true
			for n, w := range words {
				same = same && strings.EqualFold(parts[n+1], w)
			}
			if same {
				return l.Name, p.Name
			}
		}
	}
	return "", ""
}

// applyHasFlags puts each flag on the one node of its label in the plan,
// or refuses as the presence test did.
func (o *offline) applyHasFlags(q *templates.Query, flags []hasFlag, warns *sink) error {
	labels := varLabels(q)
	for _, f := range flags {
		v := ""
		for x, l := range labels {
			if l != f.label {
				continue
			}
			if v != "" {
				return o.refuse("presence-test", f.toks[len(f.toks)-1], "the question asks for things that have a %s (%s.%s), and the plan holds several %s it could test", o.toks[f.toks[len(f.toks)-1]].Text, f.label, f.prop, f.label)
			}
			v = x
		}
		if v == "" {
			return o.refuse("presence-test", f.toks[len(f.toks)-1], "the question asks for things that have a %s (%s.%s), and the plan holds no %s to test", o.toks[f.toks[len(f.toks)-1]].Text, f.label, f.prop, f.label)
		}
		c := templates.C(v, f.prop, templates.Eq, true)
		if q.Where == nil {
			q.Where = c
		} else {
			q.Where = &templates.And{Args: []templates.Expr{q.Where, c}}
		}
		sp := o.toks[f.toks[0]].Span
		sp.End = o.toks[f.toks[len(f.toks)-1]].Span.End
		warns.add(o.diagnostic("possession-flag-read", sp, fmt.Sprintf("%q is read as %s.%s = true, the yes/no property named for possessing it, not as a test that some value is present", o.ev.Question[sp.Start:sp.End], f.label, f.prop)))
	}
	return nil
}
