package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// The things "how many" counts are named by a noun: "How many chronic
// diagnoses are in the catalogue?" counts diagnoses. When that noun is
// also a form of a relationship's verb (DIAGNOSED) and the mapping linked
// it to the relationship, the count was of the relationship's other end
// (the appointments that have a diagnosis). When the word is, as written,
// the noun of a label at an end of that relationship (or its plural), it
// names the label: the link is moved to the label (count-noun-label).
// Only when nothing else is named: "how many diagnoses did Olga get"
// counts diagnosing events through the relationship, which the phases
// read.

// clinicPre reads the question before the phases run.
func (o *offline) clinicPre(warns *sink) {
	o.clinicNotes(warns)
	o.countedNounLabel(warns)
	o.clinicFlags = o.hasFlagsAside()
	for _, f := range o.clinicFlags {
		o.used.mark(f.toks...)
	}
}

// countedNounLabel relinks the noun counted after "how many" (past the
// words modifying it) from a relationship to the label it names.
func (o *offline) countedNounLabel(warns *sink) {
	for i := 0; i+1 < len(o.toks); i++ {
		if !english.Frame.How.Is(o.word(i)) || !english.Many.Is(o.word(i+1)) {
			continue
		}
		// the noun: the first token after "many" linked to a relationship,
		// at most three words on, every word before it linked to a
		// property or a value (the modifiers "chronic", "open").
		for j := i + 2; j < len(o.toks) && j <= i+5; j++ {
			if o.linksKind(j, "label") {
				break
			}
			if !o.linksKind(j, "edge") {
				if o.linksKind(j, "prop") || o.valueAt(j) {
					continue
				}
				break
			}
			o.relinkCountedNoun(j, warns)
			break
		}
	}
}

// relinkCountedNoun moves token j's edge link to the label at an end of
// that edge whose noun the word is.
func (o *offline) relinkCountedNoun(j int, warns *sink) {
	sp := o.toks[j].Span
	w := strings.ToLower(o.toks[j].Text)
	k := -1
	for n, e := range o.ev.Elements {
		if e.Kind == "edge" && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			k = n
			break
		}
	}
	if k < 0 || len(o.ev.Values) > 0 {
		return
	}
	for n, e := range o.ev.Elements {
		if n != k && (e.Kind == "label" || e.Kind == "edge") {
			// another thing named ("diagnoses at the Foz clinic"): the
			// relationship may be what is counted, events of it.
			return
		}
	}
	et := o.s.EdgeType(o.ev.Elements[k].Name)
	if et == nil {
		return
	}
	label := ""
	for _, l := range o.s.Labels {
		if !englishNounOfLabel(w, l.Name) {
			continue
		}
		for _, ep := range et.Endpoints {
			if ep.From == l.Name || ep.To == l.Name {
				if label != "" && label != l.Name {
					return // two labels of that noun: no reading
				}
				label = l.Name
			}
		}
	}
	if label == "" {
		return
	}
	ev := *o.ev
	ev.Elements = append([]ElementLink(nil), o.ev.Elements...)
	edge := ev.Elements[k].Name
	ev.Elements[k] = ElementLink{Kind: "label", Name: label, Span: sp, Score: ev.Elements[k].Score}
	rc := *o.readCtx
	rc.ev = &ev
	o.readCtx = &rc
	warns.add(o.diagnostic("count-noun-label", sp, fmt.Sprintf("%q after \"how many\" is read as the noun of %s, the things counted, not as the relationship %s: the %s things themselves are counted", o.toks[j].Text, label, edge, label)))
}

// englishNounOfLabel: w names a one-word label as its noun or plural.
func englishNounOfLabel(w, label string) bool {
	parts := grounding.SplitName(label)
	if len(parts) != 1 {
		return false
	}
	return english.NounFormOf(w, strings.ToLower(parts[0]))
}
