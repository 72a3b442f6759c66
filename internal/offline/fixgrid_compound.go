package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// compoundLabelNames: "work orders", "workorders", "lab tests" — a run of
// words whose letters, the last one singular, spell a label whose name is
// made of several words (WorkOrder) names that label, even when grounding
// linked a part of it to something else ("work" to WORKED_ON, "order" read
// as a sort word). The schema's own name decides, so no word list grows:
// the run must spell the whole name, never a part (english.SpellsCompound,
// the reader grounding uses too). The links the run overlapped are set
// aside for this compilation and the reading is a warning.
func (o *offline) compoundLabelNames(warns *sink) {
	type spelled struct {
		label string
		words []string
	}
	var names []spelled
	for _, l := range o.s.Labels {
		if ws := grounding.SplitName(l.Name); len(ws) >= 2 {
			names = append(names, spelled{l.Name, ws})
		}
	}
	if len(names) == 0 {
		return
	}
	ev := *o.ev
	changed := false
	for a := 0; a < len(o.toks); a++ {
		for b := a; b < len(o.toks) && b < a+3; b++ {
			if !isWordToken(o.toks[b].Text) {
				break
			}
			// Only runs of adjacent words: "work, orders" is no name.
			if b > a && o.toks[b].Span.Start != o.toks[b-1].Span.End+1 {
				break
			}
			for _, n := range names {
				if !english.SpellsCompound(o.words[a:b+1], n.words) {
					continue
				}
				sp := o.tokSpans(a, b)
				if labelCovers(ev.Elements, n.label, sp) {
					// "room types sleep" linked whole: the run is read.
					continue
				}
				already := false
				var kept []ElementLink
				var aside []string
				for _, e := range ev.Elements {
					if e.Span.End <= sp.Start || e.Span.Start >= sp.End {
						kept = append(kept, e)
						continue
					}
					if e.Kind == "label" && e.Name == n.label && e.Span == sp {
						already = true
						kept = append(kept, e)
						continue
					}
					// A link reaching past the run ("repaired a repair")
					// keeps its words outside it.
					if e.Span.Start < sp.Start && a > 0 {
						e.Span.End = o.toks[a-1].Span.End
						kept = append(kept, e)
						continue
					}
					if e.Span.End > sp.End && b+1 < len(o.toks) {
						e.Span.Start = o.toks[b+1].Span.Start
						kept = append(kept, e)
						continue
					}
					aside = append(aside, fmt.Sprintf("%q → %s %s", o.ev.Question[e.Span.Start:e.Span.End], e.Kind, e.Name))
				}
				if already && len(aside) == 0 {
					continue
				}
				var vals []ValueLink
				for _, v := range ev.Values {
					if v.Span.End <= sp.Start || v.Span.Start >= sp.End {
						vals = append(vals, v)
					} else {
						aside = append(aside, fmt.Sprintf("%q → a value of %s.%s", o.ev.Question[v.Span.Start:v.Span.End], v.Owner, v.Prop))
					}
				}
				if !already {
					kept = append(kept, ElementLink{Kind: "label", Name: n.label, Span: sp, Score: 0.95})
				}
				ev.Elements, ev.Values = kept, vals
				// The run is a noun: "work" in "the most work orders" is
				// no verb modifying "orders".
				toks := append([]grounding.Token(nil), o.toks...)
				for k := a; k <= b; k++ {
					toks[k].POS = grounding.NOUN
				}
				o.toks, ev.Tokens = toks, toks
				changed = true
				detail := fmt.Sprintf("%q spells the label %s", o.ev.Question[sp.Start:sp.End], n.label)
				if len(aside) > 0 {
					detail += "; set aside: " + strings.Join(aside, ", ")
				}
				warns.add(o.diagnostic("compound-label-read", sp, detail))
				a = b
				break
			}
		}
	}
	if changed {
		o.ev = &ev
	}
}

func isWordToken(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return true
}

// labelCovers reports whether a link to the label spans all of sp.
func labelCovers(els []ElementLink, label string, sp diag.Span) bool {
	for _, e := range els {
		if e.Kind == "label" && e.Name == label && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return true
		}
	}
	return false
}
