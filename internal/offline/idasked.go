package offline

import (
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// idAsked reads "the ids for templates", "ids of documents that …" as the
// identifier of the label named right after the identifier word, when the
// word links to no property itself: the answer is that identifier, as
// "the names of countries" is the name. Only when the word heads the
// question (nothing but fillers between the question word or the start
// and it) and the label has exactly one identifier property, or of several
// exactly one named after the label itself (document_id of documents beside
// the template_id it refers to); otherwise which one is meant would be a
// guess, and the question stays refused as asking for a word that links to
// nothing.
func (o *focusPhase) idAsked(wh int, labels []ElementLink) *ElementLink {
	start := max(wh, 0)
	for k := start; k+1 < len(o.toks); k++ {
		if !english.IDWord(o.word(k)) || o.used.has(k) || o.linksKind(k, "prop") {
			continue
		}
		// "the ids, names, and descriptions for all documents": the other
		// columns listed with the identifier are the label's properties,
		// which propList reads after it.
		j := k + 1
		for j < len(o.toks) && (english.Coordinator(o.word(j)) || english.Determiner.Is(o.word(j)) || o.linksKind(j, "prop") && !o.linksKind(j, "label")) {
			j++
		}
		if !english.HeadOf.Is(o.word(j)) {
			continue
		}
		if k > start && o.contentGap(start, k) > 0 || k == start && wh >= 0 {
			return nil
		}
		for _, l := range labels {
			pos := o.tokenAt(l.Span)
			if pos <= j || o.contentGap(j, pos) > 0 {
				continue
			}
			var ids []string
			for _, p := range o.propsOf(l.Name) {
				if idLike(rawLocal(p.Name)) {
					ids = append(ids, p.Name)
				}
			}
			if len(ids) > 1 {
				own := ownIDs(l.Name, ids)
				if len(own) == 0 {
					// "the ids of the appointments" with appt_id beside
					// patient_id: the key named by a shortened label.
					if own = abbrevIDs(o.s, l.Name, ids); len(own) == 1 {
						o.abbrevIDWarning(k, l.Name, own[0])
					}
				}
				ids = own
			}
			if len(ids) != 1 {
				return nil
			}
			return &ElementLink{Kind: "prop", Name: ids[0], Owner: l.Name, Span: o.toks[k].Span}
		}
		return nil
	}
	return nil
}

// ownIDs keeps the identifiers whose name, less its id suffix, is the
// label's name or its singular: a thing's own key, not one it refers to.
func ownIDs(label string, ids []string) []string {
	l := strings.ToLower(schema.LocalName(label))
	var out []string
	for _, id := range ids {
		n := strings.ToLower(rawLocal(id))
		n = strings.TrimRight(strings.TrimSuffix(strings.TrimSuffix(n, "id"), "_"), "-_")
		if n != "" && (n == l || n == english.Lemma(l)) {
			out = append(out, id)
		}
	}
	return out
}

// listedProp: the order word at pos ("first", "last") heads a list of
// property mentions ("the first, middle, and last names"): a list
// separator follows it and a property mention follows that, so the word
// names a property (first_name), not an order.
func (o *focusPhase) listedProp(pos int) bool {
	k := pos + 1
	if !english.Coordinator(o.word(k)) || english.Alternative.Is(o.word(k)) {
		return false
	}
	for k < len(o.toks) && english.Coordinator(o.word(k)) {
		k++
	}
	if k >= len(o.toks) || !o.linksKind(k, "prop") {
		return false
	}
	// The list runs over coordinators and property mentions; an order word
	// outside it ("the first, middle, and last name of the first student
	// to register") is an order the shape phase may have read at pos, so
	// the question keeps its refusal.
	for k < len(o.toks) && (english.Coordinator(o.word(k)) || o.linksKind(k, "prop")) {
		k++
	}
	for j := range o.toks {
		if j >= pos && j < k {
			continue
		}
		if w := o.word(j); ascWords[w] || descWords[w] || o.measureWord(j) || len(w) > 4 && strings.HasSuffix(w, "est") {
			return false
		}
	}
	return true
}

// askedOfTopOne: in a ranking with no number ("the money rank of the
// player with the greatest earnings"), a property mentioned before the
// superlative is what is asked of the one top thing, and the property
// after it picks that thing: the ranking is given back to the build
// phase, which orders by it and keeps one row (retByExtreme, ties-cut
// warned). With a number ("the names of countries with the top 3 largest
// population") or no such property, nothing is asked here (nil).
func (o *focusPhase) askedOfTopOne(sh shape, props []ElementLink) []ElementLink {
	r := o.res.rank
	if r == nil || sh.aggPos < 0 {
		return nil
	}
	for k := 0; k < len(o.toks); k++ {
		if o.isNumber(k) {
			return nil
		}
	}
	var out []ElementLink
	for _, p := range props {
		if pos := o.tokenAt(p.Span); pos >= 0 && pos < sh.aggPos && !o.used.has(pos) {
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		return nil
	}
	o.res.rank = nil
	for _, i := range o.tokensIn(r.Span) {
		o.used.unmark(i)
		o.res.given = append(o.res.given, i)
	}
	return out
}

// ownedHead: the property mention at pos follows the question word past
// determiners, auxiliaries, adjectives ("different") and the name of the
// label that owns it, and no order word or number ("the different template type codes": template
// names the owner of template_type_code, not a second thing).
func (o *focusPhase) ownedHead(wh, pos int, p ElementLink) bool {
	for k := wh + 1; k < pos; k++ {
		w := o.word(k)
		if ascWords[w] || descWords[w] || o.measureWord(k) || o.isNumber(k) {
			return false // "the first, middle, and last name of …": an order or a list
		}
		switch o.toks[k].POS {
		case grounding.DET, grounding.AUX, grounding.ADJ:
			continue
		}
		if english.Distinct.Is(w) {
			continue
		}
		if k == pos-1 && o.ownerNamedAt(k, p) {
			continue
		}
		return false
	}
	return true
}

// ownerNamedAt: token k links to the label owning the property p.
func (o *focusPhase) ownerNamedAt(k int, p ElementLink) bool {
	owner := p.Owner
	if owner == "" {
		owner = o.ownerOf(p.Name)
	}
	return o.linksNamed(k, "label", owner)
}

// listOwner: the properties listed right after the asked-for one ("the
// template type codes and descriptions") belong to another label that
// also holds a property of the first one's name (a code kept on both the
// templates and the table of types, the descriptions on the types only):
// that label answers the whole list. It returns the label and its property
// of the first one's name, or "" when the list fits owner or no single
// other label holds all of it.
func (o *focusPhase) listOwner(first ElementLink, owner string) (string, string) {
	idx := o.tokensIn(first.Span)
	if len(idx) == 0 {
		return "", ""
	}
	other := ""
	for k := idx[len(idx)-1] + 1; k < len(o.toks); {
		if w := o.word(k); english.Coordinator(w) || english.Determiner.Is(w) {
			k++
			continue
		}
		var hit *ElementLink
		for i := range o.ev.Elements {
			if e := o.ev.Elements[i]; e.Kind == "prop" && o.tokenAt(e.Span) == k {
				hit = &o.ev.Elements[i]
				break
			}
		}
		if hit == nil {
			break
		}
		if schema.Find(o.propsOf(owner), hit.Name) != nil && (hit.Owner == "" || hit.Owner == owner) {
			return "", ""
		}
		l := hit.Owner
		if l == "" {
			l = o.onlyLabelWith(hit.Name)
		}
		if l == "" || o.s.Label(l) == nil || other != "" && other != l {
			return "", ""
		}
		other = l
		is := o.tokensIn(hit.Span)
		k = is[len(is)-1] + 1
	}
	if other == "" {
		return "", ""
	}
	local := rawLocal(first.Name)
	for _, p := range o.propsOf(other) {
		if rawLocal(p.Name) == local {
			return other, p.Name
		}
	}
	return "", ""
}

// onlyLabelWith is the one label holding property prop, "" for none or
// several.
func (o *focusPhase) onlyLabelWith(prop string) string {
	found := ""
	for _, l := range o.s.Labels {
		if schema.Find(l.Properties, prop) != nil {
			if found != "" {
				return ""
			}
			found = l.Name
		}
	}
	return found
}
