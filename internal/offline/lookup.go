package offline

import (
	"strings"

	"github.com/gql-dev/gql/schema"
)

func identOf(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

// ownerAmong finds the single label or edge type having a property,
// preferring the labels of the given nodes.
func (o *readCtx) ownerAmong(nodes []*onode, prop string) string {
	ls := o.s.LabelsWithProperty(prop)
	es := o.s.EdgeTypesWithProperty(prop)
	// Prefer an owner already in the question.
	for _, n := range nodes {
		for _, l := range ls {
			if n.label == l {
				return l
			}
		}
	}
	if len(ls) > 0 {
		return ls[0]
	}
	if len(es) > 0 {
		return es[0]
	}
	return ""
}

// isYearLike: an integer property whose sample values look like years.
func (o *focusPhase) isYearLike(e ElementLink) bool {
	owner := e.Owner
	if owner == "" {
		owner = o.ownerOf(e.Name)
	}
	return o.yearPropOf(owner, e.Name)
}

func (o *readCtx) propsOf(owner string) []schema.Property {
	if l := o.s.Label(owner); l != nil {
		return l.Properties
	}
	if et := o.s.EdgeType(owner); et != nil {
		return et.Properties
	}
	return nil
}

func (o *readCtx) yearPropOf(owner, prop string) bool {
	p := schema.Find(o.propsOf(owner), prop)
	if p == nil || !p.Type.Numeric() || p.Type.IsList() {
		return false
	}
	if p.Type == schema.Date || p.Type == schema.DateTime {
		return true
	}
	for _, s := range p.Samples {
		f, ok := toFloat(s)
		if !ok || f < 1000 || f > 2200 {
			return false
		}
	}
	return len(p.Samples) > 0
}

// yearProp is the label's year-like property, "" if none or several.
func (o *readCtx) yearProp(label string) string {
	var out []string
	for _, p := range o.propsOf(label) {
		if o.yearPropOf(label, p.Name) {
			out = append(out, p.Name)
		}
	}
	if len(out) == 1 {
		return out[0]
	}
	return ""
}

// dateText: a text property whose samples are dates ("2008-01-15", "2014").
func dateText(p schema.Property) bool {
	if p.Type != schema.String || len(p.Samples) == 0 {
		return false
	}
	for _, v := range p.Samples {
		t, ok := v.(string)
		if !ok || len(t) < 4 {
			return false
		}
		for i, r := range t[:4] {
			if r < '0' || r > '9' || i == 0 && r != '1' && r != '2' {
				return false
			}
		}
		if len(t) > 4 && t[4] != '-' && t[4] != '/' {
			return false
		}
	}
	return true
}

// idLike: a property named as an identifier ("id", "singer_id", "singer#uid").
func idLike(name string) bool {
	n := schema.LocalName(name)
	return n == "id" || n == "uid" || strings.HasSuffix(n, "_id") || strings.HasSuffix(n, "id") && len(n) > 2 && (n[len(n)-3] == '_' || n[len(n)-3] == '-')
}
