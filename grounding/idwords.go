package grounding

import (
	"strings"

	"github.com/gql-dev/gql/internal/english"
)

// "the ids of templates", "document IDs": an identifier word next to a
// thing asks for that thing's identifier. Spelt templates#template_id, the
// identifier embeds as "id" (the owner's repetition dropped) and a plural
// or a mention apart from its owner linked nothing, so a question asking
// only for ids had nothing to show. The word links the one identifier of
// the label it qualifies — the label linked right before it, or right after
// "of"/"for" and an article — when that label has exactly one property
// named as an identifier (id, or ending in _id after the owner's own name
// or none). The word is english.IDWord; a label with no identifier or with
// several leaves it unlinked, for the compiler to read.

func (g *Grounder) idWords(toks []Token, links []Link) []Link {
	for i, t := range toks {
		if !english.IDWord(t.Lower) || t.Quoted || coveredBy(links, t) {
			continue
		}
		label := g.qualifiedLabel(toks, links, i)
		if label == "" {
			continue
		}
		id := g.onlyID(label)
		if id == "" {
			continue
		}
		links = append(links, Link{Span: t.Span, Text: t.Text, Score: 1,
			Element: Element{Kind: PropKind, Name: id, Owner: label, OwnerKind: LabelKind}})
	}
	return links
}

func coveredBy(links []Link, t Token) bool {
	for _, l := range links {
		if l.Span.Start <= t.Span.Start && t.Span.End <= l.Span.End {
			return true
		}
	}
	return false
}

// qualifiedLabel is the label the identifier word at i qualifies: a label
// link ending right before it ("document ids"), or one starting after
// "of"/"for" and articles ("ids of the templates").
func (g *Grounder) qualifiedLabel(toks []Token, links []Link, i int) string {
	labelAt := func(k int) string {
		for _, l := range links {
			if l.Element.Kind == LabelKind && l.Span.Start <= toks[k].Span.Start && toks[k].Span.End <= l.Span.End {
				return l.Element.Name
			}
		}
		return ""
	}
	if i > 0 {
		if l := labelAt(i - 1); l != "" {
			return l
		}
	}
	k := i + 1
	if k < len(toks) && english.IDOwnerLink.Is(toks[k].Lower) {
		k++
		for k < len(toks) && (toks[k].POS == DET || english.NameDeterminer.Is(toks[k].Lower)) {
			k++
		}
		if k < len(toks) {
			return labelAt(k)
		}
	}
	return ""
}

// onlyID is label's one identifier property, or "".
func (g *Grounder) onlyID(label string) string {
	l := g.Schema.Label(label)
	if l == nil {
		return ""
	}
	own := strings.ToLower(label)
	found := ""
	for _, p := range l.Properties {
		n := strings.ToLower(p.Name)
		if i := strings.LastIndexAny(n, "#./:"); i >= 0 {
			n = n[i+1:]
		}
		if strings.HasPrefix(n, "ref-") {
			continue
		}
		ws := SplitName(n)
		if len(ws) == 0 || ws[len(ws)-1] != "id" {
			continue
		}
		// Its own identifier: "id", or the label's name and "id"
		// (template_id on templates), not another thing's key it stores.
		rest := strings.Join(ws[:len(ws)-1], "")
		if rest != "" && rest != own && Lemma(rest) != Lemma(own) && !strings.HasPrefix(own, rest) {
			continue
		}
		if found != "" {
			return ""
		}
		found = p.Name
	}
	return found
}
