package grounding

import (
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
)

// sharedHead reads a list of modifiers that share one noun, "the first,
// middle, and last name", as one property per modifier when one owner has
// a property named by each modifier with the noun (first_name,
// middle_name, last_name). Read word by word, the modifiers are ordinals
// and cues and the bare noun links to whichever "…_name" scores first,
// often on another label. Owners that fit equally leave the links as they
// were: the list alone does not choose between them.
func (g *Grounder) sharedHead(q string, toks []Token, taken []bool, links []Link) []Link {
	for h := len(toks) - 1; h >= 2; h-- {
		head := toks[h]
		if taken[h] || head.Stop || head.POS == PUNCT || head.POS == NUM {
			continue
		}
		mods := g.listBefore(toks, taken, h)
		if len(mods) < 2 {
			continue
		}
		owner, props := g.ownerOfAll(toks, mods, head)
		if owner == "" {
			continue
		}
		var out []Link
		for _, l := range links {
			over := l.Span.Start < head.Span.End && l.Span.End > toks[mods[0]].Span.Start
			if !over {
				out = append(out, l)
			}
		}
		for k, m := range mods {
			sp := toks[m].Span
			if k == len(mods)-1 {
				sp = diag.Span{Start: sp.Start, End: head.Span.End}
			}
			out = append(out, Link{Span: sp, Text: q[sp.Start:sp.End], Element: props[k], Score: 1})
		}
		links = out
		h = mods[0]
	}
	return links
}

// listBefore: the modifiers of a list ending right before token h, each one
// word, joined by commas and coordinators ("first, middle, and last").
func (g *Grounder) listBefore(toks []Token, taken []bool, h int) []int {
	var mods []int
	i := h - 1
	for i >= 0 {
		t := toks[i]
		if taken[i] || t.POS == PUNCT || t.POS == CONJ || t.POS == DET || t.POS == NUM || t.Quoted {
			break
		}
		mods = append([]int{i}, mods...)
		j := i - 1
		for j >= 0 && english.Coordinator(toks[j].Lower) {
			j--
		}
		if j == i-1 {
			break
		}
		i = j
	}
	return mods
}

// ownerOfAll: the one owner with a property "<modifier> <noun>" for every
// modifier, and those properties in list order.
func (g *Grounder) ownerOfAll(toks []Token, mods []int, head Token) (string, []Element) {
	var owner string
	var props []Element
	found := 0
	byOwner := map[string][]Element{}
	var order []string
	for _, e := range g.elems {
		if e.Kind != PropKind {
			continue
		}
		ws := propWords(e)
		if len(ws) != 2 || Lemma(ws[1]) != head.Lemma {
			continue
		}
		if _, ok := byOwner[e.Owner]; !ok {
			order = append(order, e.Owner)
		}
		byOwner[e.Owner] = append(byOwner[e.Owner], e)
	}
	for _, o := range order {
		var ps []Element
		for _, m := range mods {
			for _, e := range byOwner[o] {
				if w := propWords(e)[0]; Lemma(w) == toks[m].Lemma || w == toks[m].Lower {
					ps = append(ps, e)
					break
				}
			}
		}
		if len(ps) == len(mods) {
			found++
			owner, props = o, ps
		}
	}
	if found != 1 {
		return "", nil
	}
	return owner, props
}

// cueNames: a cue word right before a noun, where the two words are a
// property's whole name ("first name", "last name" over first_name,
// last_name), is that property, not a ranking word beside a bare "name".
// Every owner with that name is a candidate; resolveOwners then picks the
// one the question mentions.
func (g *Grounder) cueNames(q string, toks []Token, taken []bool, links []Link) []Link {
	for i := 0; i+1 < len(toks); i++ {
		c, n := toks[i], toks[i+1]
		if taken[i] || taken[i+1] || !c.Cue || linkable(c) || !linkable(n) {
			continue
		}
		var cands []Candidate
		for _, e := range g.elems {
			if e.Kind != PropKind {
				continue
			}
			ws := propWords(e)
			if len(ws) == 2 && ws[0] == c.Lower && Lemma(ws[1]) == n.Lemma {
				cands = append(cands, Candidate{e, 1})
			}
		}
		if len(cands) == 0 {
			continue
		}
		sp := diag.Span{Start: c.Span.Start, End: n.Span.End}
		var out []Link
		for _, l := range links {
			if l.Span.Start >= sp.End || l.Span.End <= sp.Start {
				out = append(out, l)
			}
		}
		out = append(out, Link{Span: sp, Text: q[sp.Start:sp.End], Element: cands[0].Element, Score: 1, Alternatives: cands[1:]})
		links = out
		i++
	}
	return links
}

// labelOwnName: "airline names" where airlines has no name property but one
// named as the label itself (airlines.airline): the naming noun right after
// the label's word asks for that property, not for the best "…name" of
// another label. The other reading stays an alternative.
func (g *Grounder) labelOwnName(links []Link, toks []Token) {
	for k := 1; k < len(links); k++ {
		prev, l := links[k-1], &links[k]
		if prev.Element.Kind != LabelKind || l.Element.Kind != PropKind || l.Element.Owner == prev.Element.Name {
			continue
		}
		if !adjacent(toks, prev.Span, l.Span) || !namingNoun(toks, l.Span) {
			continue
		}
		lb := g.Schema.Label(prev.Element.Name)
		if lb == nil {
			continue
		}
		own := lemmaWords(SplitName(lb.Name))
		for _, p := range lb.Properties {
			e := Element{Kind: PropKind, Name: p.Name, Owner: lb.Name, OwnerKind: LabelKind}
			if lemmaWords(propWords(e)) == own {
				old := Candidate{l.Element, l.Score}
				l.Element = e
				l.Alternatives = append([]Candidate{old}, l.Alternatives...)
				break
			}
		}
	}
}

// adjacent: span b starts at the token right after span a ends.
func adjacent(toks []Token, a, b diag.Span) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Span.End == a.End {
			return toks[i+1].Span.Start == b.Start
		}
	}
	return false
}

// namingNoun: the span is one word that names a thing's name ("names",
// "title"), as english's naming cues read it.
func namingNoun(toks []Token, sp diag.Span) bool {
	for _, t := range toks {
		if t.Span == sp {
			_, _, ok := english.NamingCue([]string{t.Lemma}, 0, func(int) bool { return false })
			return ok
		}
	}
	return false
}
