package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// whoVerbObject: in "Who operates flight NS101?" the label noun after the
// verb stands right before one of its own values, so it names the verb's
// object (the named thing), never the one "who" asks for, which is the
// subject at the verb's relationship's other end (inferredFocus reads it
// and warns focus-inferred). Only a noun with its value right after it is
// read so: a bare noun ("Who operates flights to Oslo?") keeps the reading
// it had.
func (o *focusPhase) whoVerbObject(who bool, wh, pos int) bool {
	if !who || wh < 0 || pos <= wh {
		return false
	}
	v := o.subjectVerb(wh)
	linked := v >= 0
	if !linked {
		// A verb that links nothing ("Who takes course X?") still makes the
		// noun after it its object; who does it is then not known, and any
		// label with a path to the named thing would be a guess: refused.
		v = wh + 1
		for v < len(o.toks) && (o.toks[v].POS == grounding.ADV || o.perfectAux(v)) {
			v++
		}
		// Right after "who" a word tagged a noun ("takes") is the verb.
		verb := v < len(o.toks) && (o.toks[v].POS == grounding.VERB || o.toks[v].POS == grounding.NOUN && (v == wh+1 || o.perfectAux(v-1)))
		if !verb || english.Copula.Is(o.lower[v]) || english.DoAux.Is(o.lower[v]) {
			return false
		}
	}
	label, end := o.labelAt(pos)
	if label == "" {
		return false
	}
	// The grounding may link the verb and the noun as one label
	// ("takes course"): the verb then opens the noun's span.
	if v > pos || v == pos && end == pos || v < pos && o.contentGap(v, pos) > 0 {
		return false
	}
	for _, n := range o.nodes {
		if len(n.filter) > 0 && n.pos == end+1 && n.label == label {
			if !linked && o.res.unsupported == nil {
				o.res.unsupported = o.refusalAt("disconnected", o.tokSpan(v), "%q after %q links no relationship of the schema, so what the question asks of the named %s (who %s it) would be a guess", o.toks[v].Text, o.toks[wh].Text, label, o.toks[v].Text)
			}
			return true
		}
	}
	return false
}

// labelAt is the label the grounding linked at token i and the last token
// of its span, "" when none.
func (o *focusPhase) labelAt(i int) (string, int) {
	for _, e := range o.ev.Elements {
		if idx := o.tokensIn(e.Span); e.Kind == "label" && len(idx) > 0 && idx[0] == i {
			return e.Name, idx[len(idx)-1]
		}
	}
	return "", -1
}
