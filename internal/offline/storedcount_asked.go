package offline

import (
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// storedCountAsked reads "How many rooms does Harbor Grand Lisbon have?"
// (Hotel.rooms_total) and "How many people fit in room TH-204?"
// (Room.capacity) as the number the named thing stores, not a count of
// related rows: the plan had counted the hotel's bookings and the
// professors teaching in the room. It applies when one thing is named by a
// stored value, the noun after "how many" is plural, a verb of having or of
// capacity follows it, and exactly one whole-number property of the named
// thing's label is that noun's stored count (rooms_total for "rooms") or,
// after a verb of capacity, a capacity (capacity, seats, occupancy). The
// noun's own links (the RoomType label "rooms" names) are set aside for
// that property, and howManyProp reads the question as that stored number
// (warned count-is-property). It runs before the shape is read.
func (o *offline) storedCountAsked() {
	i := o.find(english.HowMany)
	k := i + 2
	if i < 0 || k >= len(o.toks) || o.toks[k].POS != grounding.NOUN {
		return
	}
	noun := o.word(k)
	if noun == english.Lemma(noun) {
		return // a count names a plural
	}
	owner := o.namedOwner(diag.Span{End: len(o.ev.Question)})
	if owner == "" {
		return
	}
	capacity, having := false, false
	for j := k + 1; j < len(o.toks); j++ {
		w := o.word(j)
		if english.CapacityVerb.Is(w) {
			capacity = true
		} else if english.StoredCountVerb.Is(w) {
			having = true
		}
	}
	var prop string
	if capacity {
		prop = o.onlyProp(owner, capacityProp)
	}
	if prop == "" && having {
		prop = o.onlyProp(owner, func(p string) bool { return storedCountOf(p, noun) })
	}
	if prop == "" {
		return
	}
	sp := o.toks[k].Span
	o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool {
		return e.Span.End <= sp.Start || e.Span.Start >= sp.End
	})
	o.addLinks(ElementLink{Kind: "prop", Name: prop, Owner: owner, Span: sp, Score: 1})
}

// namedOwner is the one label the stored values inside sp name (not an
// edge's value); "" when none or several do.
func (o *readCtx) namedOwner(sp diag.Span) string {
	owner := ""
	for _, v := range o.ev.Values {
		if v.OnEdge || v.Owner == "" || v.Span.Start < sp.Start || v.Span.End > sp.End {
			continue
		}
		if owner != "" && owner != v.Owner {
			return ""
		}
		owner = v.Owner
	}
	return owner
}

// onlyProp is the one whole-number property of the label that ok accepts,
// "" when none or several do.
func (o *readCtx) onlyProp(label string, ok func(string) bool) string {
	found := ""
	for _, p := range o.propsOf(label) {
		if p.Type.Elem() != schema.Int || p.Type.IsList() || !ok(p.Name) {
			continue
		}
		if found != "" {
			return ""
		}
		found = p.Name
	}
	return found
}

// capacityProp: the property's name says a capacity (capacity,
// capacity_persons, max_seats).
func capacityProp(name string) bool {
	for _, w := range grounding.SplitName(schema.LocalName(name)) {
		if english.CapacityInName.Is(strings.ToLower(w)) {
			return true
		}
	}
	return false
}

// linksOnly: every link of token i of the kind names name.
func (o *readCtx) linksOnly(i int, kind, name string) bool {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind == kind && e.Span.Start <= sp.Start && e.Span.End >= sp.End && e.Name != name {
			return false
		}
	}
	return true
}
