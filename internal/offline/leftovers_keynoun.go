package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// keyNounLinksAside reads "How many titles has each publisher got?",
// "How many titles does the Harbour Branch carry?": the noun counted right
// after "how many" links to the property that names the things of a label
// (a book's title), and no word names that label: the things are
// counted, one per thing, not the property's values. The property link
// becomes a link to its label. Only the label's key (a declared or
// conventional name/title) is so read, and only when no label of the
// question's own words is that label. The reading is a warning
// (key-noun-read).
func (o *offline) keyNounLinksAside(warns *sink) {
	hm := o.find(english.HowMany)
	if hm < 0 || hm+2 >= len(o.toks) {
		return
	}
	noun := hm + 2
	k := -1
	var p ElementLink
	for i, e := range o.ev.Elements {
		if e.Kind == "label" && o.tokenAt(e.Span) == noun {
			return
		}
		if e.Kind == "prop" && o.tokenAt(e.Span) == noun && len(o.tokensIn(e.Span)) == 1 {
			if k >= 0 {
				return
			}
			k, p = i, e
		}
	}
	if k < 0 {
		// "titles" of books and of events tie, and evidence set the link
		// aside: the key reading may still name one of them.
		for _, e := range o.ev.Unowned {
			if e.Kind == "prop" && o.tokenAt(e.Span) == noun && len(o.tokensIn(e.Span)) == 1 {
				if p.Name != "" && p.Name != e.Name {
					return
				}
				p = e
				p.Owner = ""
			}
		}
		if p.Name == "" {
			return
		}
	}
	var cands []string
	for _, l := range o.s.Labels {
		if p.Owner != "" && p.Owner != l.Name || o.s.Key(l.Name) != p.Name {
			continue
		}
		cands = append(cands, l.Name)
	}
	if len(cands) > 1 {
		// Several labels are named by such a property (a book's title, an
		// event's): the one a relationship joins to every other thing the
		// question names is meant, if only one is.
		cands = o.joinedToNamed(cands)
	}
	if len(cands) != 1 {
		return
	}
	label := cands[0]
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == label {
			return
		}
	}
	ev := o.ev.keepElements(func(i int, _ ElementLink) bool { return i != k })
	ev.Unowned = nil
	ev.Elements = append(ev.Elements, ElementLink{Kind: "label", Name: label, Span: p.Span, Score: p.Score})
	o.ev = ev
	warns.add(o.diagnostic("key-noun-read", p.Span,
		fmt.Sprintf("%q names %s, the property that names each %s: the %ss are counted, not the values of %s", o.toks[noun].Text, p.Name, label, label, p.Name)))
}

// joinedToNamed keeps the labels a relationship of the schema joins to
// every label the question's words or values name (and which are none of
// the candidates); with nothing named, none is kept.
func (o *readCtx) joinedToNamed(cands []string) []string {
	named := o.labelsNamed()
	var kept []string
	for _, c := range cands {
		ok := len(named) > 0
		for n := range named {
			joined := false
			for _, et := range o.s.EdgeTypes {
				joined = joined || et.Connects(c, n) || et.Connects(n, c)
			}
			ok = ok && joined && n != c
		}
		if ok {
			kept = append(kept, c)
		}
	}
	return kept
}
