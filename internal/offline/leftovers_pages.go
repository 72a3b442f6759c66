package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// ordinalPage reads a page named by its ordinal, the page size said right
// after it: "the second page of ten", "the 3rd page of 20 results",
// "second page of ten members". Without a size the question is refused
// as "page 3" is. "of N" could also count the pages ("page 2 of 10" is
// the second of ten pages), so that form with a digit page stays refused
// (page); with an ordinal the size is the only reading that leaves
// anything to answer, and it is a warning (page-size-read). i is the
// token of "page".
func (o *pagePhase) ordinalPage(i int) bool {
	p, ok := english.Ordinal(o.word(i - 1))
	if !ok || p < 1 {
		return false
	}
	from := i - 1
	if english.The.Is(o.word(from - 1)) {
		from--
	}
	if k, per := o.perPageSize(i); k >= 0 {
		// "the third page, 5 per page": the size is said outright.
		n, _ := o.numberAt(k)
		o.res.skip, o.res.limit, o.res.limitPos = (p-1)*int(n), int(n), k
		o.use(from, i-1, i, k, per, per+1)
		if english.Position.Is(o.word(k + 1)) {
			o.use(k + 1)
		}
		return true
	}
	if !english.PageLink.Is(o.word(i+1)) || !o.isNumber(i+2) {
		o.res.unsupported = o.refusalAt("unplaced-number", o.tokSpans(from, i), "%s", "\"the "+o.word(i-1)+" page\" needs a page size (\"of 20\", \"20 per page\")")
		o.use(from, i-1, i)
		return true
	}
	n, _ := o.numberAt(i + 2)
	if n < 1 || n != float64(int(n)) {
		return false
	}
	size := int(n)
	o.res.skip, o.res.limit, o.res.limitPos = (p-1)*size, size, i+2
	o.use(from, i-1, i, i+1, i+2)
	if english.Position.Is(o.word(i + 3)) {
		o.use(i + 3)
	}
	o.res.warnings = append(o.res.warnings, o.diagnostic("page-size-read", o.tokSpans(from, i+2),
		fmt.Sprintf("read %q as pages of %d rows, the plan showing rows %d to %d; it does not count %d pages", o.ev.Question[o.toks[from].Span.Start:o.toks[i+2].Span.End], size, (p-1)*size+1, p*size, size)))
	return true
}

// ordinalPageAt: token i is "page" after an ordinal ("the second page"),
// the phrase ordinalPage reads as rows by position.
func (o *readCtx) ordinalPageAt(i int) bool {
	_, ok := english.Ordinal(o.word(i - 1))
	return ok && english.Page.Is(o.word(i))
}

// ordinalPageLinksAside drops the property links grounding made over "the
// second page of ten" (a book's pages): the phrase says which rows to
// show, and a property it names would count as a word the plan leaves
// unread.
func (o *offline) ordinalPageLinksAside() {
	var drop []int
	for i := range o.toks {
		if o.ordinalPageAt(i) {
			drop = append(drop, i-1, i)
		}
	}
	if len(drop) == 0 {
		return
	}
	o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool {
		for _, i := range drop {
			sp := o.toks[i].Span
			if e.Kind == "prop" && e.Span.Start < sp.End && e.Span.End > sp.Start {
				return false
			}
		}
		return true
	})
}

// perPageSize finds "N per page" (or "N results per page") near the page
// word at i: the number's token and the token of "per", or -1, -1.
func (o *pagePhase) perPageSize(i int) (int, int) {
	for k := max(i-6, 0); k < len(o.toks) && k <= i+8; k++ {
		if k == i || o.used.has(k) || !o.isNumber(k) {
			continue
		}
		per := k + 1
		if !english.PerPage.Is(o.word(per)) {
			per++
		}
		if !english.PerPage.Is(o.word(per)) || !english.Page.Is(o.word(per+1)) || per+1 == i {
			continue
		}
		if f, _ := o.numberAt(k); f >= 1 && f == float64(int(f)) {
			return k, per
		}
	}
	return -1, -1
}
