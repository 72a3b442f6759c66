package offline

import (
	"fmt"
	"math"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// selfKeyCounted reads "Which X <verb>s the most Xs?" and "Which Xs
// <verb> at least N [other] Xs?" where X holds a key into its own label
// that the verb names as its doer: supervisor_id ("supervises"), referred_by
// ("referred"), manager_id ("manages"). The thing asked for is the one the
// key points at, and the Xs counted are those whose key points at it:
// MATCH (a:X)<-[:K]-(b:X), count(b) per a, ranked (ties kept) or compared
// with N (an upper bound or "exactly 0" keeps the Xs with none: outer
// count). The join phases have no node for a second X reached only by the
// key, so the question was refused ("ranks by a count of something it
// does not connect", "needs grouping with a filter"). Only an active verb
// right before the ranking or the bound, the key's role word its agent
// noun or a past participle followed by "by" in the key's name, and one
// such key; every other word must ask for the Xs. Warned self-key-counted.
func (o *offline) selfKeyCounted(warns *sink) (*templates.Query, bool) {
	n := len(o.toks)
	for i := 0; i < n; i++ {
		if english.Not.Is(o.word(i)) || o.toks[i].Quoted || o.valueAt(i) {
			return nil, false
		}
	}
	// at..end is the counting phrase, v its verb, x the counted noun's
	// label; op/num the comparison (op "" for a ranking).
	at, end, v, xk := -1, -1, -1, -1
	op := templates.Op("")
	num := int64(0)
	for i := 1; i+1 < n; i++ {
		if english.SumMost.Is(o.word(i)) && english.Determiner.Is(o.word(i-1)) {
			if at >= 0 {
				return nil, false
			}
			at, v, xk, end = i-1, i-2, i+1, i+2
			continue
		}
		f, ok := o.numberAt(i)
		if !ok {
			continue
		}
		c := english.Comparison(o.words, i)
		switch templates.Op(c) {
		case templates.Ge, templates.Gt, templates.Le, templates.Lt:
		default:
			return nil, false
		}
		if at >= 0 || f != math.Trunc(f) || f < 1 || f > 1000 {
			return nil, false
		}
		b := i
		for b > 0 && english.FreqCompare.Is(o.word(b-1)) {
			b--
		}
		if b == i {
			return nil, false
		}
		k := i + 1
		if english.Other.Is(o.word(k)) {
			k++
		}
		at, v, xk, end, op, num = b, b-1, k, k+1, templates.Op(c), int64(f)
	}
	if at < 0 || v < 0 {
		return nil, false
	}
	if op == templates.Ge && num <= 1 || op == templates.Gt && num == 0 {
		return nil, false // "at least one": the key's existence, read elsewhere
	}
	x := o.coveringLabel(xk)
	if x == "" {
		return nil, false
	}
	key := o.selfKeyOfVerb(x, v)
	if key == nil {
		return nil, false
	}
	proj, ok := o.selfKeyFrame(x, v, at, end)
	if !ok {
		return nil, false
	}
	if proj == "" {
		proj = schema.NamingProperty(x, o.propsOf(x))
	}
	if proj == "" {
		return nil, false
	}
	vars := varNames{}
	av, bv := vars.next(x), vars.next(x)
	q := &templates.Query{
		Match:  []templates.Path{{From: templates.N(av, x), Hops: []templates.Hop{{Edge: key.Name, Dir: templates.In, To: templates.N(bv, x)}}}},
		Return: []templates.Proj{templates.Col(av, proj), {Agg: templates.CountDistinct, Var: bv, As: "count"}},
	}
	nq, err := templates.Normalize(q, o.s)
	if err != nil {
		return nil, false
	}
	how := ""
	if op == "" {
		q.Order = []templates.Sort{{Col: "count", Desc: true}, {Col: nq.Return[0].As}}
		q.Limit = 1
		q.Ties = true
		how = fmt.Sprintf("; every %s tied with the first is kept, any with none left out", x)
	} else {
		q.Having = []templates.Having{{Col: "count", Op: op, Value: num}}
		c := countCmp{op: op, n: num}
		if c.keepsNone() {
			if !outerCount(q, o.s) {
				return nil, false
			}
			how = fmt.Sprintf("; the %s with none count as 0 and are kept", x)
		} else {
			how = fmt.Sprintf(", compared with %d", num)
		}
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, false
	}
	warns.add(o.diagnostic("self-key-counted", o.tokSpans(v, end-1),
		fmt.Sprintf("%q is read through the key %s of %s into its own label: each %s asked for is the one the key points at, and the distinct %s whose %s it is are counted%s",
			o.spanText(v, end), key.Name, x, x, x, key.Name, how)))
	return q, true
}

// selfKeyOfVerb is the one key of x into x whose role word the verb at v
// says as its doer: an agent noun ("supervisor" of "supervises") or a past
// participle the key's name follows with "by" ("referred_by"); nil when
// none or several.
func (o *readCtx) selfKeyOfVerb(x string, v int) *schema.EdgeType {
	if v < 0 || v >= len(o.toks) || o.toks[v].POS == grounding.PUNCT {
		return nil
	}
	var found *schema.EdgeType
	for _, et := range junctionKeys(o.s, x, x) {
		words := schemaWords(et.Name)
		doer := false
		for i, w := range words {
			if i+1 >= len(words) || !english.KeyTail.Is(words[i+1]) || !english.SaysRole(o.words[v], o.lower[v], w) {
				continue
			}
			if english.Agent(w) || strings.HasSuffix(w, "ed") && english.KeyBy(words[i+1]) {
				doer = true
			}
		}
		if !doer {
			continue
		}
		if found != nil {
			return nil
		}
		found = et
	}
	return found
}

// selfKeyFrame checks the words outside the verb and the counting phrase:
// each asks for the things of label x and says nothing of them; it gives
// the property a word asks to see, "" for the naming one.
func (o *offline) selfKeyFrame(x string, v, at, end int) (string, bool) {
	proj := ""
	seen := false
	for k := range o.toks {
		if k == v || k >= at && k < end {
			continue
		}
		w := o.word(k)
		switch {
		case o.toks[k].POS == grounding.PUNCT, o.toks[k].POS == grounding.WH:
		case o.linksKind(k, "label"):
			if o.coveringLabel(k) != x {
				return "", false
			}
			seen = true
		case o.linksKind(k, "edge"):
			return "", false
		case o.linksKind(k, "prop"):
			p := o.twoColsShown(k, x)
			if p == "" || proj != "" && proj != p {
				return "", false
			}
			proj = p
		case english.SumFrame.Is(w), english.SumFrame.Is(english.Lemma(w)), english.RelativePronoun.Is(w), english.Copula.Is(w):
		default:
			return "", false
		}
	}
	return proj, seen
}

// coveringLabel is the one label the links covering token k name ("other
// customers", "inspector supervises" linked whole), "" when none or
// several.
func (o *readCtx) coveringLabel(k int) string {
	if k < 0 || k >= len(o.toks) {
		return ""
	}
	sp := o.toks[k].Span
	l := ""
	for _, e := range o.ev.Elements {
		if e.Kind != "label" || e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		if l != "" && l != e.Name {
			return ""
		}
		l = e.Name
	}
	return l
}
