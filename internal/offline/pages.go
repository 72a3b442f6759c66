package offline

import (
	"fmt"

	"github.com/gql-dev/gql/diag"

	"github.com/gql-dev/gql/internal/english"
)

// pages reads the rows a question asks for by position, before any number
// is taken for a value: "results 11 to 20", "movies 11 to 20", "from number 2
// to 10", "from position 5 on", "after the first 10", "the next 10", "page 3
// of 20 per page", "page 3 with 20 per page", "20 per page, page 3". A range
// of positions is an offset and a row count, never a property range ("from
// number 2 to 10" compared born with 2 and 10). rowCap is the count of a
// row cap rowCapsAside set aside (0 when none); used is not written.
func pagesOf(c *readCtx, used usedWords, rowCap int) pagesResult {
	o := &pagePhase{readCtx: c, used: used.clone(), res: pagesResult{rows: rows{limitPos: -1}}}
	if rowCap > 0 {
		// Set aside before the shape (rowCapsAside): only the count stays.
		o.res.limit, o.res.paged = rowCap, true
		return o.res
	}
	for i := range o.toks {
		if o.used.has(i) {
			continue
		}
		switch {
		case english.Page.Is(o.word(i)):
			if o.page(i) || o.ordinalPage(i) {
				return o.res
			}
		case o.isNumber(i):
			if o.openPosition(i) {
				o.nextAfter(i)
				return o.res
			}
			if o.positionRange(i) || o.nextPage(i) {
				return o.res
			}
		}
	}
	return o.res
}

// rows is what the question says of the answer's rows: how many
// (limit, the number's token at limitPos, -1 when none), how many to pass
// over ("results 11 to 20", "page 3 of 20 per page") and whether the
// limit is a page's size or a range of positions (paged). The pages phase
// reads it first, the filters phase may set the limit, and the build,
// sanity and ties read it.
type rows struct {
	limit, limitPos, skip int
	paged                 bool
}

// pagesResult is the pages phase's output: the rows, the tokens read, the
// reading it assumed (page-assumed) and a page the question gives no size
// for (unsupported, refused after the filters phase).
type pagesResult struct {
	rows
	used        []int
	warnings    []diag.Diagnostic
	unsupported *refusal
}

// pagePhase is the pages phase's working state: its copy of the used
// words and the result it fills.
type pagePhase struct {
	*readCtx
	used usedWords
	res  pagesResult
}

// use marks tokens as read by the page phrase.
func (o *pagePhase) use(idx ...int) {
	o.res.paged = true
	for _, k := range idx {
		if k >= 0 && k < len(o.toks) && !o.used.has(k) {
			o.used.mark(k)
			o.res.used = append(o.res.used, k)
		}
	}
}

// positionBefore finds the position noun a number at i follows ("results
// 11", "from number 2", "position #5"), or a label noun right before it
// ("movies 11 to 20"), returning the first index of the phrase or -1.
func (o *readCtx) positionBefore(i int, labelToo bool) int {
	k := i - 1
	if english.PositionSign.Is(o.word(k)) {
		k--
	}
	switch {
	case english.Position.Is(o.word(k)):
		if english.StartAt.Is(o.word(k - 1)) {
			k--
			if english.Position.Is(o.word(k - 1)) {
				k-- // "results from number 2"
			}
		}
		return k
	case labelToo && o.linksKind(k, "label") && !english.StartAt.Is(o.word(k-1)):
		return i
	}
	return -1
}

func (o *pagePhase) positionRange(i int) bool {
	n, _ := o.numberAt(i)
	if !english.RangeTo.Is(o.word(i + 1)) {
		return false
	}
	m, ok := o.numberAt(i + 2)
	from := o.positionBefore(i, true)
	if !ok || from < 0 || n < 1 || m < n || n != float64(int(n)) || m != float64(int(m)) {
		return false
	}
	o.res.skip, o.res.limit, o.res.limitPos = int(n)-1, int(m-n)+1, i
	for k := from; k <= i+2; k++ {
		if k < i && o.linksKind(k, "label") {
			continue
		}
		o.use(k)
	}
	if english.PageLink.Is(o.word(i + 3)) {
		o.use(i + 3) // "results 2 to 10 of the people"
	}
	return true
}

// openPosition: "from position 5 on", "starting at result 5", "after the
// first 10", "skip the first 10".
func (o *pagePhase) openPosition(i int) bool {
	n, _ := o.numberAt(i)
	if n != float64(int(n)) || n < 1 {
		return false
	}
	if english.First.Is(o.word(i-1)) && english.The.Is(o.word(i-2)) && english.PastFirst.Is(o.word(i-3)) {
		o.res.skip, o.res.limitPos = int(n), i
		o.use(i-3, i-2, i-1, i)
		return true
	}
	from := o.positionBefore(i, false)
	if from < 0 {
		return false
	}
	starts := english.StartAt.Is(o.word(from))
	if !starts && !english.StartAt.Is(o.word(from-1)) {
		return false
	}
	if !starts {
		from--
	}
	if english.Starting.Is(o.word(from - 1)) {
		from--
	}
	o.res.skip, o.res.limitPos = int(n)-1, i
	for k := from; k <= i; k++ {
		o.use(k)
	}
	if english.Onward.Is(o.word(i + 1)) {
		o.use(i + 1)
	}
	return true
}

// nextAfter: "skip the first 5 … and show me the next 5": the rows after
// an open position (read at token i) are as many as "the next M" says, a
// page the question gives whole, so nothing is assumed.
func (o *pagePhase) nextAfter(i int) {
	for k := i + 2; k < len(o.toks); k++ {
		if o.used.has(k) || !o.isNumber(k) || !english.Next.Is(o.word(k-1)) {
			continue
		}
		m, _ := o.numberAt(k)
		if m < 1 || m != float64(int(m)) {
			return
		}
		o.res.limit, o.res.limitPos = int(m), k
		o.use(k-1, k)
		return
	}
}

// nextPage: "the next 10" after an unstated first page is read as the
// rows after the first 10, which the plan says (page-assumed).
func (o *pagePhase) nextPage(i int) bool {
	n, _ := o.numberAt(i)
	if !english.Next.Is(o.word(i-1)) || n < 1 || n != float64(int(n)) {
		return false
	}
	o.res.skip, o.res.limit, o.res.limitPos = int(n), int(n), i
	o.use(i-1, i)
	o.res.warnings = append(o.res.warnings, o.diagnostic("page-assumed", o.tokSpan(i-1),
		fmt.Sprintf("\"next %d\" follows a page the question does not give: the plan reads it as rows %d to %d, after the first %d", int(n), int(n)+1, 2*int(n), int(n))))
	return true
}

// page: "page 3 of 20 per page", "page 3 with 20 results per page", "page
// 3, 20 per page", "20 per page, page 3".
func (o *pagePhase) page(i int) bool {
	p, ok := o.numberAt(i + 1)
	if !ok || p < 1 || p != float64(int(p)) {
		return false
	}
	size, at := 0, -1
	for k := max(i-5, 0); k < len(o.toks) && k <= i+7; k++ {
		if k == i+1 || !o.isNumber(k) {
			continue
		}
		per := k + 1
		if !english.PerPage.Is(o.word(per)) {
			per++ // "20 results per page", "20 movies per page"
		}
		if english.PerPage.Is(o.word(per)) && english.Page.Is(o.word(per+1)) {
			f, _ := o.numberAt(k)
			if f >= 1 && f == float64(int(f)) {
				size, at = int(f), k
				o.use(k, per, per+1)
				if english.Position.Is(o.word(k + 1)) {
					o.use(k + 1)
				}
				break
			}
		}
	}
	if size == 0 {
		o.res.unsupported = o.refusalAt("unplaced-number", o.tokSpan(i), "%s", "\"page "+o.word(i+1)+"\" needs a page size (\"20 per page\")")
		o.use(i, i+1)
		return true
	}
	o.res.skip, o.res.limit, o.res.limitPos = (int(p)-1)*size, size, at
	o.use(i, i+1)
	if english.PageLink.Is(o.word(i + 2)) {
		o.use(i + 2)
	}
	return true
}

// rowCapsAside reads "a maximum of 43 results", "at most 10 rows", "up to 5
// records", "no more than 20 items" as a row limit and takes the phrase out
// of this compilation's words before any phase reads them: the row noun after
// the number says it counts the answer's rows, so the number is no value and
// "maximum"/"most" neither aggregate nor rank ("a maximum of 43 results" was
// MAX over a property compared with 43). The caller's evidence is unchanged:
// the context returned is a new one without the phrase (c itself when there
// is none), with the cap's row count (0 when none).
func (c0 *readCtx) rowCapsAside() (*readCtx, int) {
	o := c0
	for i := range o.toks {
		from, n := o.rowCapAt(i)
		if from < 0 {
			continue
		}
		c := &readCtx{ev: o.ev, s: o.s}
		for k := range o.toks {
			if k < from || k > i+1 {
				c.toks = append(c.toks, o.toks[k])
				c.lower = append(c.lower, o.lower[k])
				c.words = append(c.words, o.words[k])
			}
		}
		ev := *o.ev
		ev.Tokens = c.toks
		c.ev = &ev
		return c, n
	}
	return o, 0
}

// rowCapAt is the first token of a row cap whose number is token i, and the
// number; -1 when i starts none.
func (o *readCtx) rowCapAt(i int) (int, int) {
	if !o.isNumber(i) || !english.RowNoun.Is(o.word(i+1)) {
		return -1, 0
	}
	n, _ := o.numberAt(i)
	if n < 1 || n != float64(int(n)) {
		return -1, 0
	}
	switch {
	case english.CapOf.Is(o.word(i-1)) && english.CapNoun.Is(o.word(i-2)):
		if english.CapArticle.Is(o.word(i - 3)) {
			return i - 3, int(n)
		}
		return i - 2, int(n)
	case english.CapPair[[2]string{o.word(i - 2), o.word(i - 1)}]:
		if !english.CapMore.Is(o.word(i - 2)) {
			return i - 2, int(n)
		}
		if english.CapNegation.Is(o.word(i - 3)) {
			return i - 3, int(n)
		}
		// "more than 3 results" is a lower bound, not a cap.
	}
	return -1, 0
}
