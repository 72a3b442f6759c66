package grounding

import (
	"strings"
)

// aliasMatch is a run of question tokens that a value alias of the
// annotations names (schema.ValueAlias): the user said these words stand for
// that stored value.
type aliasMatch struct {
	i, j int
	cand ValueCandidate
}

// valueAliases finds every taught alias in the question, compared word by
// word in lower case, longest first so "R&D budget" is not split.
func (g *Grounder) valueAliases(toks []Token) []aliasMatch {
	a := g.Schema.Annotations
	if a == nil || len(a.Values) == 0 {
		return nil
	}
	var out []aliasMatch
	for _, v := range a.Values {
		var words []string
		for _, t := range Tokenize(v.Text) {
			words = append(words, t.Lower)
		}
		if len(words) == 0 {
			continue
		}
		owner, prop, _ := strings.Cut(v.Property, ".")
		f := Field{Owner: owner, Prop: prop, Edge: g.Schema.EdgeType(owner) != nil && g.Schema.Label(owner) == nil}
		for i := 0; i+len(words) <= len(toks); i++ {
			ok := true
			for k, w := range words {
				if toks[i+k].Lower != w {
					ok = false
					break
				}
			}
			if ok {
				out = append(out, aliasMatch{i, i + len(words), ValueCandidate{Field: f, Value: v.Value, Score: 1}})
			}
		}
	}
	return out
}
