package grounding

import (
	"strings"
	"unicode"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
)

// A question written by someone who knows the graph names its elements the
// way the schema spells them, in quotes: "vertices labeled 'person'", "the
// 'acted_in' relationship". Quoted words are searched as stored values and
// never embedded, so such a name linked nothing and the compiler refused
// the question. A quoted run that spells one schema element's name exactly
// (case, underscores, hyphens and spaces aside) is that element. The quotes
// and the exact spelling are the evidence; where the name is also a stored
// value, or spells several elements, a noun beside it (label, node,
// relationship, property …; english.ElementNounOf) must say which element
// is meant, else the run is left as it was.

// quotedNames links quoted runs that spell a schema element's name, and
// returns the links with theirs added, the value links and the unmatched
// names without the runs now read as elements.
func (g *Grounder) quotedNames(toks []Token, links []Link, values, unmatched []ValueLink) ([]Link, []ValueLink, []ValueLink) {
	for i := 0; i < len(toks); i++ {
		if !toks[i].Quoted || toks[i].POS == PUNCT {
			continue
		}
		j := i
		for j < len(toks) && toks[j].Quoted && toks[j].POS != PUNCT {
			j++
		}
		sp := diag.Span{Start: toks[i].Span.Start, End: toks[j-1].Span.End}
		run := toks[i:j]
		i = j - 1
		if overlapsLink(links, sp) {
			continue
		}
		matches := g.elementsSpelt(run)
		if len(matches) == 0 {
			continue
		}
		noun := elementNounBeside(toks, i-len(run)+1, j)
		var kept []Element
		for _, e := range matches {
			if noun == english.NotElementNoun || kindOf(noun) == e.Kind {
				kept = append(kept, e)
			}
		}
		valued := overlapsValue(values, sp)
		if len(kept) != 1 || valued && noun == english.NotElementNoun {
			continue
		}
		text := joinText(run)
		links = append(links, Link{Span: sp, Text: text, Element: kept[0], Score: 1})
		values = dropOverlapping(values, sp)
		unmatched = dropOverlapping(unmatched, sp)
	}
	return links, values, unmatched
}

// elementsSpelt are the elements whose name the run spells exactly.
func (g *Grounder) elementsSpelt(run []Token) []Element {
	want := squash(joinText(run))
	if want == "" {
		return nil
	}
	var out []Element
	seen := map[string]bool{}
	for _, e := range g.elems {
		if squash(e.Name) != want || seen[e.ID()] {
			continue
		}
		seen[e.ID()] = true
		out = append(out, e)
	}
	// A property name several owners share is one reading for this rule:
	// resolveOwners' job is which owner, not whether it is a property.
	if len(out) > 1 {
		props := 0
		for _, e := range out {
			if e.Kind == PropKind {
				props++
			}
		}
		if props == len(out) {
			return out[:1]
		}
	}
	return out
}

// squash folds a name to letters and digits in lower case, so 'acted in',
// 'ACTED_IN' and 'acted-in' spell one name.
func squash(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

func joinText(run []Token) string {
	ws := make([]string, len(run))
	for k, t := range run {
		ws[k] = t.Text
	}
	return strings.Join(ws, " ")
}

// elementNounBeside is the element noun right before the run (skipping its
// opening quote and an article) or right after it (skipping the closing
// quote).
func elementNounBeside(toks []Token, i, j int) english.ElementNoun {
	k := i - 1
	for k >= 0 && (toks[k].POS == PUNCT || toks[k].POS == DET) {
		k--
	}
	if k >= 0 {
		if n := english.ElementNounOf(toks[k].Lower); n != english.NotElementNoun {
			return n
		}
	}
	k = j
	for k < len(toks) && toks[k].POS == PUNCT && isQuoteTok(toks[k]) {
		k++
	}
	if k < len(toks) {
		return english.ElementNounOf(toks[k].Lower)
	}
	return english.NotElementNoun
}

func kindOf(n english.ElementNoun) Kind {
	switch n {
	case english.LabelNoun:
		return LabelKind
	case english.EdgeNoun:
		return EdgeKind
	}
	return PropKind
}

func overlapsLink(links []Link, sp diag.Span) bool {
	for _, l := range links {
		if l.Span.Start < sp.End && sp.Start < l.Span.End {
			return true
		}
	}
	return false
}

func overlapsValue(vs []ValueLink, sp diag.Span) bool {
	for _, v := range vs {
		if v.Span.Start < sp.End && sp.Start < v.Span.End {
			return true
		}
	}
	return false
}

func dropOverlapping(vs []ValueLink, sp diag.Span) []ValueLink {
	var out []ValueLink
	for _, v := range vs {
		if !(v.Span.Start < sp.End && sp.Start < v.Span.End) {
			out = append(out, v)
		}
	}
	return out
}
