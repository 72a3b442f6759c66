package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// junctionVerbLinksAside reads a verb that relates two things the question
// names as the table joining them, not as a property that shares its stem
// ("Which farms grow wheat?", "crops not grown on any farm": "grow" linked
// to a crop's growing_days). The verb's property links are set aside and
// the verb links to the junction (a label with a relationship to each of
// the two labels), which the event-verb reading then walks. Only when the
// property's name holds the verb's stem as a word of its own, the verb's
// object is a thing of the other label (a stored value or the label's
// noun, after a preposition at most), and exactly one junction joins the
// two labels; the reading is warned.
func (o *offline) junctionVerbLinksAside(warns *sink) {
	var drop []ElementLink
	var added []ElementLink
	for i := range o.toks {
		// The tagger's lexicon calls "grow" a noun; right after its
		// subject, a plural label noun ("farms grow"; "course names" is
		// a compound), it is the verb.
		verb := o.toks[i].POS == grounding.VERB || o.toks[i].POS == grounding.NOUN && i > 0 && o.linksKind(i-1, "label") && o.toks[i-1].POS == grounding.NOUN && english.Lemma(o.words[i-1]) != o.words[i-1]
		// "crops are not grown": an inflected word after an auxiliary (a
		// denial between) is the passive verb the tagger took for a noun.
		// "artist made": an inflected word that is no plural, right
		// after its subject's label noun, is the verb too.
		if o.toks[i].POS == grounding.NOUN && english.Lemma(o.words[i]) != o.words[i] &&
			(o.afterAuxiliary(i) || english.Singular(o.words[i]) == o.words[i] && i > 0 && o.linksKind(i-1, "label")) {
			verb = true
		}
		// "the name of", "its rank": a word after an article is a noun.
		if i > 0 && (o.toks[i-1].POS == grounding.DET || english.Determiner.Is(o.word(i-1)) || english.PossessivePronoun.Is(o.word(i-1))) || o.attributiveParticiple(i) {
			verb = false
		}
		if !verb || o.linksKind(i, "label") || o.linksKind(i, "edge") {
			continue
		}
		props := o.propLinksAt(i)
		if len(props) == 0 {
			continue
		}
		lemma := english.Lemma(o.words[i])
		owner := ""
		ok := true
		for _, p := range props {
			l := p.Owner
			if l == "" {
				l = o.ownerLabelOf(p.Name)
			}
			if l == "" || o.s.Label(l) == nil || owner != "" && l != owner || !stemNamesProp(lemma, o.words[i], p.Name) {
				ok = false
				break
			}
			owner = l
		}
		if !ok {
			continue
		}
		obj := o.objectLabelAfter(i)
		if obj == "" {
			obj = o.rankedObjectAfter(i)
		}
		if obj == "" {
			continue
		}
		// The object of the verb and the other thing named: one of them
		// is the property's owner, the other the far end.
		other := ""
		for _, l := range o.namedLabels() {
			if l != owner && (obj == owner || l == obj) {
				other = l
			}
		}
		if other == "" && obj != owner {
			other = obj
		}
		if other == "" || other == owner {
			continue
		}
		j := o.onlyJunction(owner, other)
		if j == "" && o.numberFree() && len(o.ev.Values) == 0 && o.inflectedAlone(i, props) {
			// "Which artist made the most artworks?" where "made" links
			// to an artwork's year_made: one relationship joins the two
			// things the verb relates directly, and the verb is it.
			if et := o.onlyDirectEdge(owner, other); et != "" && !o.keyVerbNotJunction(owner, other, props) {
				drop = append(drop, props...)
				warns.add(o.diagnostic("junction-verb-read", o.toks[i].Span, fmt.Sprintf("%q relates a %s and a %s, which %s joins: it is read as that link, not as %s, which shares its stem", o.toks[i].Text, owner, other, et, props[0].Name)))
			}
			continue
		}
		if j == "" || o.keyVerbNotJunction(owner, other, props) {
			continue
		}
		drop = append(drop, props...)
		added = append(added, ElementLink{Kind: "label", Name: j, Span: o.toks[i].Span, Score: 0.5})
		warns.add(o.diagnostic("junction-verb-read", o.toks[i].Span, fmt.Sprintf("%q relates a %s and a %s, which %s joins: it is read as that link, not as %s, which shares its stem", o.toks[i].Text, owner, other, j, props[0].Name)))
	}
	if len(drop) == 0 {
		return
	}
	o.dropElements(drop)
	o.addLinks(added...)
}

// onlyDirectEdge is the one relationship type joining a and b in either
// direction, "" when none or several do.
func (o *readCtx) onlyDirectEdge(a, b string) string {
	if es := o.edgesJoining(a, b); a != "" && b != "" && len(es) == 1 {
		return es[0]
	}
	return ""
}

// rankedObjectAfter is the label of the verb's object behind a ranking
// word ("made the most artworks"), "" when no ranking word follows the
// verb (past an article) or no label's noun follows it.
func (o *readCtx) rankedObjectAfter(i int) string {
	for k := i + 1; k < len(o.toks) && k <= i+2; k++ {
		if english.OccurrenceExtreme.Is(o.word(k)) {
			return o.objectLabelAfter(k)
		}
		if o.toks[k].POS != grounding.DET {
			return ""
		}
	}
	return ""
}

// inflectedAlone: the word at token i is an inflected verb form ("made",
// not "name") and each property link spans it alone, so no noun beside it
// makes the property's name ("series name").
func (o *readCtx) inflectedAlone(i int, props []ElementLink) bool {
	if english.Lemma(o.words[i]) == o.words[i] {
		return false
	}
	for _, p := range props {
		if p.Span != o.toks[i].Span {
			return false
		}
	}
	return true
}

// numberFree: the question writes no number, so a property a verb shares
// its stem with ("made" and year_made) has no value to be compared with;
// the caller asks for no stored value either.
func (o *readCtx) numberFree() bool {
	for _, t := range o.toks {
		if t.POS == grounding.NUM {
			return false
		}
	}
	return true
}

// afterAuxiliary: the word before token i, past a denial ("are not
// grown"), is a form of "be", so the word is a passive verb. A perfect
// ("have not registered") is left to the readings it had.
func (o *readCtx) afterAuxiliary(i int) bool {
	k := i - 1
	if k >= 0 && english.ButNegation.Is(o.word(k)) {
		k--
	}
	return k >= 0 && o.toks[k].POS == grounding.AUX && english.RelativeCopula.Is(o.word(k))
}

// stemNamesProp: one word of the property's name (split at '_', '#' and
// case) begins with the verb's lemma or is the word as written ("grow" and
// growing_days, "held" and sessions_held).
func stemNamesProp(lemma, word, prop string) bool {
	if len(lemma) < 3 {
		return false
	}
	// A property named by the word alone ("name", "rank") is the noun.
	if local := strings.ToLower(localName(prop)); local == word || local == lemma {
		return false
	}
	for _, part := range strings.FieldsFunc(strings.ToLower(prop), func(r rune) bool { return r == '_' || r == '#' || r == '-' || r == ' ' }) {
		if part == word || len(part) >= len(lemma) && strings.HasPrefix(part, lemma) {
			return true
		}
	}
	return false
}

// ownerLabelOf is the one label holding prop, "" when none or several do.
func (o *readCtx) ownerLabelOf(prop string) string {
	owner := ""
	for _, l := range o.s.Labels {
		for _, p := range l.Properties {
			if p.Name == prop {
				if owner != "" {
					return ""
				}
				owner = l.Name
			}
		}
	}
	return owner
}

// objectLabelAfter is the label of the verb's object at token i: the next
// word past determiners, quantifiers and one preposition, when it is a
// stored value or a label's noun; "" otherwise (a number or a comparison
// after the verb speaks of the property).
func (o *readCtx) objectLabelAfter(i int) string {
	preps := 0
	for k := i + 1; k < len(o.toks) && k <= i+4; k++ {
		t := o.toks[k]
		if t.POS == grounding.DET || english.Determiner.Is(o.word(k)) || fillerWords[o.word(k)] {
			continue
		}
		if t.POS == grounding.ADP && preps == 0 {
			preps++
			continue
		}
		sp := t.Span
		for _, v := range o.ev.Values {
			if v.Span.Start <= sp.Start && v.Span.End >= sp.End && !v.OnEdge {
				return v.Owner
			}
		}
		for _, e := range o.ev.Elements {
			if e.Kind == "label" && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
				return e.Name
			}
		}
		return ""
	}
	return ""
}

// namedLabels are the labels the question names by a noun or a value.
func (o *readCtx) namedLabels() []string {
	var out []string
	seen := map[string]bool{}
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && !seen[e.Name] {
			seen[e.Name] = true
			out = append(out, e.Name)
		}
	}
	for _, v := range o.ev.Values {
		if !v.OnEdge && !seen[v.Owner] {
			seen[v.Owner] = true
			out = append(out, v.Owner)
		}
	}
	return out
}

// onlyJunction is the one label with a relationship to each of a and b
// (its rows join them), "" when none or several are.
func (o *readCtx) onlyJunction(a, b string) string {
	reaches := map[string]map[string]bool{}
	for _, et := range o.s.EdgeTypes {
		for _, ep := range et.Endpoints {
			if reaches[ep.From] == nil {
				reaches[ep.From] = map[string]bool{}
			}
			reaches[ep.From][ep.To] = true
		}
	}
	found := ""
	for j, to := range reaches {
		if j == a || j == b || !to[a] || !to[b] {
			continue
		}
		if found != "" {
			return ""
		}
		found = j
	}
	return found
}
