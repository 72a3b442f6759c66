package serve

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/schema"
)

// exampleQuestions are questions the page offers as links, made from the
// schema alone (its names and sampled values) so they fit whatever graph
// is served: a count of the largest label, each edge asked about from a
// sampled value of its target's name-like property, and a listing.
func exampleQuestions(sc *schema.Schema, n int) []string {
	if sc == nil || len(sc.Labels) == 0 {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	add := func(q string) {
		if q != "" && !seen[q] && len(out) < n {
			seen[q] = true
			out = append(out, q)
		}
	}
	labels := append([]schema.Label(nil), sc.Labels...)
	// The largest label first: it is what a newcomer most likely asks
	// about; ties keep the schema's order.
	sort.SliceStable(labels, func(i, j int) bool { return labels[i].Count > labels[j].Count })
	for _, e := range sc.EdgeTypes {
		for _, ep := range e.Endpoints {
			to := sc.Label(ep.To)
			if to == nil || ep.From == ep.To {
				continue
			}
			if v := sampleName(to); v != "" {
				add(fmt.Sprintf("Which %s %s %s?", words(ep.From), words(e.Name), v))
				break
			}
		}
		if len(out) >= n-2 {
			break
		}
	}
	add(fmt.Sprintf("How many %s are there?", plural(words(labels[0].Name))))
	for _, l := range labels {
		if p := nameProperty(&l); p != nil {
			add(fmt.Sprintf("List the %s of every %s.", words(p.Name), words(l.Name)))
			break
		}
	}
	return out
}

func words(name string) string { return strings.Join(grounding.SplitName(name), " ") }

// plural is the regular English plural, enough for a label's last word.
func plural(w string) string {
	switch {
	case strings.HasSuffix(w, "y") && !strings.HasSuffix(w, "ay") && !strings.HasSuffix(w, "ey") && !strings.HasSuffix(w, "oy"):
		return w[:len(w)-1] + "ies"
	case strings.HasSuffix(w, "s"), strings.HasSuffix(w, "x"), strings.HasSuffix(w, "ch"), strings.HasSuffix(w, "sh"):
		return w + "es"
	}
	return w + "s"
}

// nameProperty is the string property that names a node: one whose name
// is a naming word, else the first string property with samples.
func nameProperty(l *schema.Label) *schema.Property {
	var first *schema.Property
	for i := range l.Properties {
		p := &l.Properties[i]
		if p.Type != schema.String || len(p.Samples) == 0 {
			continue
		}
		for _, w := range grounding.SplitName(p.Name) {
			if w == "name" || w == "title" {
				return p
			}
		}
		if first == nil {
			first = p
		}
	}
	return first
}

func sampleName(l *schema.Label) string {
	p := nameProperty(l)
	if p == nil {
		return ""
	}
	for _, v := range p.Samples {
		if s, ok := v.(string); ok && s != "" && len(s) <= 60 {
			return s
		}
	}
	return ""
}
