package offline

import (
	"fmt"
	"strings"
)

// negatedKeyByVerb narrows the relationships a negation may deny to the one
// whose key a word of the question names ("players who never won a game"
// of a game's white_id, black_id and winner_id: "won" says winner), so the
// denial is of that key alone rather than refused as ambiguous. Only when
// exactly one candidate's role words are said, or none is and exactly one
// key has no role word (named after the label alone); the choice is
// warned as a path chosen by its words.
func (o *relPhase) negatedKeyByVerb(cands []*oedge) []*oedge {
	if len(cands) < 2 {
		return cands
	}
	var hit *oedge
	at := -1
	hits := 0
	for _, c := range cands {
		ks := o.saying(roleWords(c.typ, c.from.label, c.to.label))
		if len(ks) == 0 {
			continue
		}
		hits++
		if hit != nil {
			continue
		}
		hit, at = c, ks[0]
	}
	if hits > 1 {
		// "museums that lent artworks but never borrowed any": of two
		// roles said, the one the negation governs is the one denied.
		if hit, at = o.negatedRole(cands); hit == nil {
			return cands
		}
	}
	why := ""
	if hit == nil {
		// No role said: the one key named after the label alone (an
		// inspection's inspector_id beside its trainee_id) is the
		// relationship a plain verb denies; a role must be said.
		for _, e := range o.ev.Elements {
			// A word linked to a key column ("led" to supervisor_id) is
			// read elsewhere as that key: the plan would answer with it.
			for _, et := range o.s.EdgeTypes {
				if e.Kind == "prop" && keyColumnOf(et.Name) == keyColumnOf(rawLocal(e.Name)) {
					return cands
				}
			}
		}
		for _, c := range cands {
			if len(roleWords(c.typ, c.from.label, c.to.label)) > 0 {
				continue
			}
			if hit != nil {
				return cands
			}
			hit = c
		}
		if hit == nil {
			return cands
		}
		why = "the one named after the label alone, as no other's role is said"
	} else {
		o.used.mark(at)
		why = fmt.Sprintf("which %q names", o.toks[at].Text)
	}
	var not []string
	for _, c := range cands {
		if c != hit {
			not = append(not, c.typ)
		}
	}
	o.warnings = append(o.warnings, o.diagnostic("fk-path-chosen", o.tokSpan(max(at, hit.pos)),
		fmt.Sprintf("the negated relationship between %s and %s is %s, %s; not %s", hit.from.label, hit.to.label, hit.typ, why, strings.Join(not, " or "))))
	return []*oedge{hit}
}

// negatedRole is the one candidate whose role word a negation governs, with
// that word; nil when none or several are, or when a role word outside the
// negation is part of a label's link (the plan would not join by its key).
func (o *relPhase) negatedRole(cands []*oedge) (*oedge, int) {
	var hit *oedge
	at := -1
	for _, c := range cands {
		for _, k := range o.saying(roleWords(c.typ, c.from.label, c.to.label)) {
			if !o.negatedAt(k) {
				if o.linksKind(k, "label") {
					// "lent artworks" linked as one label: the other
					// role is not read as its key, and the positive
					// join it names would be another.
					return nil, -1
				}
				continue
			}
			if hit != nil && hit != c {
				return nil, -1
			}
			hit, at = c, k
		}
	}
	return hit, at
}
