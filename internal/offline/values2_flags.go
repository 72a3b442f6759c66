package offline

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Reads "Which products are out of stock?" where the thing named has a
// yes/no property whose name is a phrase of several words (in_stock): the
// phrase in the question, or its opposite ("out of stock"), is that flag,
// not a relationship that shares one of its words (STOCKED_AT).

// flagPhrase is a run of the question's words spelling a boolean property
// of a label the question names.
type flagPhrase struct {
	label, prop string
	start, end  int // tokens [start, end)
	yes         bool
}

// flagPhrases finds the phrases: the property's name split into words
// (two or more), or FlagOpposite's words for its first one followed by the
// rest, or the name after "not". Each token belongs to one phrase.
func (o *readCtx) flagPhrases() []flagPhrase {
	named := map[string]bool{}
	// byEdge are the labels named only as an end of a relationship a word
	// links to ("Does X supply anything that's out of stock?": the
	// products), with the tokens of those words.
	byEdge := map[string][]int{}
	for _, e := range o.ev.Elements {
		if e.Kind == "label" {
			named[e.Name] = true
		}
		if e.Kind == "edge" {
			if et := o.s.EdgeType(e.Name); et != nil {
				for _, ep := range et.Endpoints {
					byEdge[ep.From] = append(byEdge[ep.From], o.tokensIn(e.Span)...)
					byEdge[ep.To] = append(byEdge[ep.To], o.tokensIn(e.Span)...)
				}
			}
		}
	}
	// "Is the Two-Person Tent in stock?": a named value names its label.
	for _, v := range o.ev.Values {
		if !v.OnEdge {
			named[v.Owner] = true
		}
	}
	for l := range byEdge {
		named[l] = true
	}
	labels := make([]string, 0, len(named))
	for l := range named {
		labels = append(labels, l)
	}
	sort.Strings(labels)
	var out []flagPhrase
	taken := map[int]bool{}
	for _, l := range labels {
		for _, p := range o.propsOf(l) {
			if p.Type != schema.Bool {
				continue
			}
			words := grounding.SplitName(localPart(p.Name))
			if len(words) < 2 {
				continue // one word: applyBoolKinds and applyFlags read it
			}
			forms := []struct {
				words []string
				yes   bool
			}{{words, true}}
			if opp, ok := english.FlagOpposite[words[0]]; ok {
				forms = append(forms, struct {
					words []string
					yes   bool
				}{append(append([]string(nil), opp...), words[1:]...), false})
			}
			for _, f := range forms {
				for i := 0; i+len(f.words) <= len(o.toks); i++ {
					if !o.spells(i, f.words) || taken[i] {
						continue
					}
					if end := i + len(f.words); end < len(o.toks) && english.Frame.Preposition.Is(o.lower[end]) {
						// "in stock at IL-01": the words go on to a place
						// the relationship reaches, so they walk it.
						continue
					}
					fp := flagPhrase{label: l, prop: p.Name, start: i, end: i + len(f.words), yes: f.yes}
					if i > 0 && english.BoolDenial.Is(o.lower[i-1]) {
						fp.start, fp.yes = i-1, !f.yes
					}
					for k := fp.start; k < fp.end; k++ {
						taken[k] = true
					}
					out = append(out, fp)
				}
			}
		}
	}
	// A label named only by a word inside a phrase ("stock" in "out of
	// stock" linking to STOCKED_AT) is not named once flagPhrasesAside has
	// set that link aside: the phrase would be found before and not after,
	// and its words dropped unread.
	kept := out[:0]
	for _, fp := range out {
		if _, edgeOnly := byEdge[fp.label]; edgeOnly && !o.namedOutside(fp.label, byEdge[fp.label], out) {
			continue
		}
		kept = append(kept, fp)
	}
	return kept
}

// namedOutside: label l is named by a label or value link, or by an edge
// word (toks) outside every phrase.
func (o *readCtx) namedOutside(l string, toks []int, fps []flagPhrase) bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == l {
			return true
		}
	}
	for _, v := range o.ev.Values {
		if !v.OnEdge && v.Owner == l {
			return true
		}
	}
	for _, k := range toks {
		inside := false
		for _, fp := range fps {
			inside = inside || k >= fp.start && k < fp.end
		}
		if !inside {
			return true
		}
	}
	return false
}

// spells: the tokens from i on are the words, as written or as lemmas.
func (o *readCtx) spells(i int, words []string) bool {
	for k, w := range words {
		t := i + k
		if t >= len(o.toks) || o.toks[t].Quoted || o.lower[t] != w && o.word(t) != w {
			return false
		}
	}
	return true
}

// localPart is an element name after its owner ("Product.in_stock" →
// in_stock), unsquashed so its words can be split.
func localPart(n string) string {
	if i := strings.LastIndexAny(n, "#./:"); i >= 0 {
		return n[i+1:]
	}
	return n
}

// flagPhrasesAside sets aside the links of other schema elements inside a
// flag phrase ("stock" → STOCKED_AT): the phrase names the flag, and the
// relationship would answer another question (the things stocked
// somewhere, not the things in stock).
func (o *offline) flagPhrasesAside() {
	fps := o.flagPhrases()
	if len(fps) == 0 {
		return
	}
	o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool {
		for _, fp := range fps {
			sp := o.toks[fp.start].Span
			sp.End = o.toks[fp.end-1].Span.End
			if e.Span.Start >= sp.Start && e.Span.End <= sp.End && !(e.Kind == "prop" && e.Name == fp.prop) {
				return false
			}
		}
		return true
	})
}

// applyFlagPhrases filters the one node of the phrase's label on the flag
// (true, or false for the opposite or a denial) when the plan does not
// read the property already; with two nodes of the label, which one the
// phrase describes is not said, so the words stay unread and the account
// refuses.
func (o *offline) applyFlagPhrases(q *templates.Query, warns *sink) {
	uses := planElements(q)
	labels := varLabels(q)
	for _, fp := range o.flagPhrases() {
		if uses[fp.prop] {
			continue
		}
		var vars []string
		for v, l := range labels {
			if l == fp.label {
				vars = append(vars, v)
			}
		}
		if len(vars) != 1 {
			continue
		}
		c := &templates.Cmp{Var: vars[0], Prop: fp.prop, Op: templates.Eq, Value: fp.yes}
		if q.Where == nil {
			q.Where = c
		} else {
			q.Where = &templates.And{Args: []templates.Expr{q.Where, c}}
		}
		for k := fp.start; k < fp.end; k++ {
			o.used.mark(k)
		}
		sp := o.toks[fp.start].Span
		sp.End = o.toks[fp.end-1].Span.End
		text := o.ev.Question[sp.Start:sp.End]
		warns.add(o.diagnostic("flag-phrase-read", sp, fmt.Sprintf("read %q as %s.%s = %v: the words spell the name of a yes/no property of the %s (or its opposite), so they filter on it rather than walk a relationship that shares a word", text, fp.label, fp.prop, fp.yes, fp.label)))
	}
}
