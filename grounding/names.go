package grounding

import (
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
)

// homeOf: a column that repeats another label's key ("template_id" on
// documents, beside templates.template_id) names that label's own key
// when the question says it: "template ids" asks for the templates', not for
// the documents that point at them. The property the link found stays an
// alternative.
func (g *Grounder) homeOf(l *Link) {
	e := l.Element
	if e.Kind != PropKind || e.OwnerKind != LabelKind {
		return
	}
	words := propWords(e)
	if len(words) < 2 {
		return
	}
	head := lemmaWords(words[:len(words)-1])
	for _, lb := range g.Schema.Labels {
		if lb.Name == e.Owner || lemmaWords(SplitName(lb.Name)) != head {
			continue
		}
		for _, p := range lb.Properties {
			home := Element{Kind: PropKind, Name: p.Name, Owner: lb.Name, OwnerKind: LabelKind}
			if lemmaWords(propWords(home)) == lemmaWords(words) {
				old := Candidate{l.Element, l.Score}
				l.Element = home
				l.Alternatives = append([]Candidate{old}, l.Alternatives...)
				return
			}
		}
	}
}

func lemmaWords(ws []string) string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = Lemma(w)
	}
	return strings.Join(out, " ")
}

// sharedWords counts the words of a property's full name (owner and name)
// that the question says outside the span itself: between two properties
// that match the span equally and whose owners the question does not
// mention, "template type codes and descriptions" means the description
// of template types rather than of documents.
func sharedWords(e Element, said map[string]bool) int {
	n := 0
	seen := map[string]bool{}
	for _, w := range append(SplitName(e.Owner), SplitName(e.Name)...) {
		l := Lemma(w)
		if !seen[l] && said[l] {
			n++
		}
		seen[l] = true
	}
	return n
}

// wordsOutside are the lemmas of the question's content words outside a span.
func wordsOutside(toks []Token, sp diag.Span) map[string]bool {
	out := map[string]bool{}
	for _, t := range toks {
		if t.Span.Start >= sp.Start && t.Span.End <= sp.End || t.Stop || t.POS == PUNCT {
			continue
		}
		out[t.Lemma] = true
	}
	return out
}

// propWords are a property's name as words without a leading repetition of
// its owner: graphs exported from tables name columns "students#last_name"
// or "last_name" alike.
func propWords(e Element) []string {
	ws := SplitName(e.Name)
	ow := SplitName(e.Owner)
	if len(ws) > len(ow) {
		same := true
		for i, w := range ow {
			if ws[i] != w {
				same = false
				break
			}
		}
		if same {
			return ws[len(ow):]
		}
	}
	return ws
}

// innerStop: a stop word inside a span, between its first and last words,
// other than the possessive "of" and articles ("the id of the document" is
// the document's id, one name read backwards; "id for document" is not).
func innerStop(toks []Token) bool {
	if len(toks) < 3 {
		return false
	}
	for _, t := range toks[1 : len(toks)-1] {
		if t.Stop && !english.OfPossessor.Is(t.Lower) && !english.Determiner.Is(t.Lower) {
			return true
		}
	}
	return false
}
