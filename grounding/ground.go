package grounding

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// Kind is the kind of schema element a span links to.
type Kind string

const (
	LabelKind Kind = "label"
	EdgeKind  Kind = "edge"
	PropKind  Kind = "prop"
)

// Element is one atomic schema element: a label, an edge type, or a
// property of a label or edge type.
type Element struct {
	Kind      Kind   `json:"kind"`
	Name      string `json:"name"`
	Owner     string `json:"owner,omitempty"`      // the label or edge type of a property
	OwnerKind Kind   `json:"owner_kind,omitempty"` // LabelKind or EdgeKind, for a property
}

// ID names the element as "label:Movie", "edge:ACTED_IN" or
// "prop:Movie.released"; twig schema tags use the same names.
func (e Element) ID() string {
	if e.Kind == PropKind {
		return "prop:" + e.Owner + "." + e.Name
	}
	return string(e.Kind) + ":" + e.Name
}

func (e Element) String() string { return e.ID() }

// Candidate is a schema element with its cosine to a span.
type Candidate struct {
	Element Element `json:"element"`
	Score   float64 `json:"score"`
}

// Link is one row of the atomic mapping table M (Eq. 4): a span of the
// question, the schema element it grounds to and the cosine, plus the
// runners-up above the threshold (same-named properties of other labels,
// near ties), best first.
type Link struct {
	Span         diag.Span   `json:"span"`
	Text         string      `json:"text"`
	Element      Element     `json:"element"`
	Score        float64     `json:"score"`
	Alternatives []Candidate `json:"alternatives,omitempty"`
}

// ValueLink is a span that names stored values, with ranked candidates.
type ValueLink struct {
	Span       diag.Span        `json:"span"`
	Text       string           `json:"text"`
	Quoted     bool             `json:"quoted,omitempty"`
	Candidates []ValueCandidate `json:"candidates"`
	// Ambiguous are the fields that store the value equally well when
	// nothing in the question chooses between them: whichever the answer
	// takes is a guess it must say (ValueDiagnostic: value-ambiguous).
	Ambiguous []Field `json:"ambiguous,omitempty"`
}

// Best is the top candidate.
func (v ValueLink) Best() ValueCandidate { return v.Candidates[0] }

// Literal is a number in the question: a comparison value ("after 2000",
// "born in 1964", "rating above 80") or a row limit ("top 3").
type Literal struct {
	Span  diag.Span `json:"span"`
	Text  string    `json:"text"`
	Value float64   `json:"value"`
	IsInt bool      `json:"is_int"`
	Year  bool      `json:"year,omitempty"`
	// Op is the comparison the words around it ask for: "=", ">", ">=",
	// "<", "<=", "decade" for "the 1990s" (Value ≤ x < Value+10), or
	// "limit" for top-k / first-n counts.
	Op english.Op `json:"op"`
	// Props are the numeric properties the literal plausibly compares with,
	// best first: a property linked just before it, then properties whose
	// sample values are of the same magnitude.
	Props []Element `json:"props,omitempty"`
}

// Result is everything grounding learned about a question.
type Result struct {
	Question string  `json:"question"`
	Tokens   []Token `json:"tokens"`
	// Filtered is T_filtered of Eq. 2 as lemmas.
	Filtered []string    `json:"filtered"`
	Mapping  []Link      `json:"mapping"`
	Values   []ValueLink `json:"values,omitempty"`
	Literals []Literal   `json:"literals,omitempty"`
	// Unmatched are names (quoted or capitalised runs) that match no stored
	// value; Candidates hold the closest stored values, below the linking
	// threshold, so a compiler can keep the name as a literal and say what
	// the graph has instead.
	Unmatched []ValueLink `json:"unmatched,omitempty"`
	// Warnings report lookups that failed (a backend error); grounding
	// continues without them.
	Warnings []diag.Diagnostic `json:"warnings,omitempty"`
}

// Grounded returns the element IDs the mapping table grounds (Values(M) of
// Eq. 7): each link's element, and the field of each value link's best
// candidate together with its owner.
func (r *Result) Grounded() map[string]float64 {
	out := map[string]float64{}
	put := func(id string, s float64) {
		if s > out[id] {
			out[id] = s
		}
	}
	for _, l := range r.Mapping {
		put(l.Element.ID(), l.Score)
	}
	for _, v := range r.Values {
		b := v.Best()
		put(b.Field.Element().ID(), b.Score)
		if b.Field.Edge {
			put("edge:"+b.Field.Owner, b.Score)
		} else {
			put("label:"+b.Field.Owner, b.Score)
		}
	}
	for _, l := range r.Literals {
		if l.Op != english.Limit && len(l.Props) > 0 {
			put(l.Props[0].ID(), 0.5)
		}
	}
	return out
}

// Options tune grounding. Zero values take the defaults.
type Options struct {
	// Delta is the threshold δ of Eq. 4 on the calibrated score
	// (calibrate.go): one value for every embedder. The paper gives none;
	// the default is DefaultDelta (see docs/linking.md).
	Delta float64
	// Raw compares plain cosines with δ, as the paper's Eq. 4 does, with no
	// calibration against background words (for measuring the calibration).
	Raw bool
	// MaxSpanWords bounds multi-word spans (default 4).
	MaxSpanWords int
	// AltMargin keeps alternatives within this cosine of the best (default 0.12).
	AltMargin float64
	// ModelMargin is how far a model's best element must score above its
	// runner-up for the model to link a span the built-in embedder left
	// (default DefaultModelMargin; negative: no margin). A model fills
	// gaps by nearness, and a near tie is a guess.
	ModelMargin float64
	// ValueLimit bounds each ValueSource lookup (default 50).
	ValueLimit int
	// ValueMin is the least score for a value candidate named by a quoted or
	// capitalised span (default 0.6); lowercase spans need ValueMinLower
	// (default 0.8).
	ValueMin, ValueMinLower float64
	// MaxValueCandidates per span (default 5).
	MaxValueCandidates int
	// CacheDir keeps schema-element vectors of non-built-in embedders on
	// disk ("" = DefaultCacheDir(), "off" = no cache). The built-in
	// embedder is never cached: computing is cheaper than reading.
	CacheDir string
}

// DefaultDelta is δ on the calibrated score, tuned on the paraphrase set
// with the built-in embedder and kept for real models: calibration puts
// both on one scale (docs/linking.md measures it).
const DefaultDelta = 0.45

// DefaultModelMargin: measured with scripts/embed's e5 model on every bench
// set (docs/linking.md, "The model's margin").
const DefaultModelMargin = 0.10

func (o Options) withDefaults() Options {
	if o.MaxSpanWords == 0 {
		o.MaxSpanWords = 4
	}
	if o.AltMargin == 0 {
		o.AltMargin = 0.12
	}
	if o.ModelMargin == 0 {
		o.ModelMargin = DefaultModelMargin
	}
	if o.ValueLimit == 0 {
		o.ValueLimit = 50
	}
	if o.ValueMin == 0 {
		o.ValueMin = 0.6
	}
	if o.ValueMinLower == 0 {
		o.ValueMinLower = 0.8
	}
	if o.MaxValueCandidates == 0 {
		o.MaxValueCandidates = 5
	}
	return o
}

// Grounder holds a schema's element vectors, computed once.
type Grounder struct {
	Schema   *schema.Schema
	Embedder Embedder
	Opts     Options
	elems    []Element
	// tables hold, per embedder (several when Combined), one vector per
	// distinct element text and the background vectors.
	tables  []table
	elemsOf [][]int // text index -> element indexes sharing that text
	numeric []numProp
	// phrases are taught multi-word synonyms as lemmas ("report to"): a
	// span may end on their particle, as on a lexicon phrase.
	phrases map[string]bool
	// nameParts are the words of the schema's names and their lemmas
	// (categoryWord reads them for every lowercase candidate span).
	nameParts map[string]bool
	// derived maps a derivational stem to the schema word it stems
	// (derived.go).
	derived map[string]string
	// spellWords are the schema words a misspelling may stand for
	// (misspelt.go).
	spellWords []string
	compounds  []compoundName
	// runTogether maps a schema word the embedder reads split
	// ("playlist" → "play list") to its split text (fix28_runtogether.go).
	runTogether map[string]string
}

// lemmaPhrase is a phrase as the lemmas of its words, the form spans are
// compared in.
func lemmaPhrase(text string) string {
	var ws []string
	for _, t := range Tokenize(text) {
		if t.POS != PUNCT {
			ws = append(ws, t.Lemma)
		}
	}
	return strings.Join(ws, " ")
}

// isPhrase is a lexicon phrase or one the user taught.
func (g *Grounder) isPhrase(toks []Token) bool {
	if isPhrase(toks) {
		return true
	}
	if len(g.phrases) == 0 {
		return false
	}
	ws := make([]string, len(toks))
	for i, t := range toks {
		ws[i] = t.Lemma
	}
	return g.phrases[strings.Join(ws, " ")]
}

type numProp struct {
	el       Element
	lo, hi   float64
	hasRange bool
}

// sparseVec stores an element vector by its non-zero entries when that is
// shorter, so scanning thousands of elements per span stays cheap with the
// built-in embedder while dense remote vectors work the same way.
type sparseVec struct {
	idx  []int32
	val  []float32
	norm float64
}

func toSparse(v []float32) sparseVec {
	var s sparseVec
	var n float64
	for i, x := range v {
		if x != 0 {
			s.idx = append(s.idx, int32(i))
			s.val = append(s.val, x)
			n += float64(x) * float64(x)
		}
	}
	s.norm = math.Sqrt(n)
	return s
}

func (s sparseVec) cosine(q []float32, qnorm float64) float64 {
	if s.norm == 0 || qnorm == 0 {
		return 0
	}
	var dot float64
	for k, i := range s.idx {
		if int(i) < len(q) {
			dot += float64(s.val[k]) * float64(q[i])
		}
	}
	return dot / (s.norm * qnorm)
}

// ElementText is the text an element is embedded as: its name split into
// words ("ACTED_IN" → "acted in"), abbreviations expanded, run-together
// words split, and a property's repetition of its owner's name dropped.
func ElementText(e Element) string {
	words := SplitName(e.Name)
	if e.Kind == PropKind && len(words) > 1 {
		// Column-style names repeat their owner ("course_description" on
		// courses): the owner is context, the rest names the property.
		owner := map[string]bool{}
		for _, w := range SplitName(e.Owner) {
			owner[Lemma(w)] = true
		}
		var rest []string
		for _, w := range words {
			if !owner[Lemma(w)] {
				rest = append(rest, w)
			}
		}
		// Keep the owner when only a cue would remain: "flightNo" stays
		// "flight number", since "number" alone never links.
		cueOnly := true
		for _, w := range rest {
			if x, ok := english.Abbreviation(w); ok {
				w = x
			}
			if !english.ShapesQuery(w) || english.CommandVerb.Is(w) {
				cueOnly = false
			}
		}
		if len(rest) > 0 && !cueOnly {
			words = rest
		}
	}
	var out []string
	for _, w := range words {
		if x, ok := english.Abbreviation(w); ok {
			out = append(out, x)
			continue
		}
		out = append(out, splitCompound(w)...)
	}
	return strings.Join(out, " ")
}

// splitCompound splits a run-together name ("lifeexpectancy",
// "surfacearea") into two words the lexicon knows; other words come back
// whole.
func splitCompound(w string) []string {
	// An everyday word is one word even when two shorter ones spell it
	// ("membership" is no member's ship): split, it embeds away from the
	// question that says it whole.
	if len(w) < 7 || inLexicon(w) || inLexicon(Lemma(w)) || english.IsCommonWord(Lemma(w)) {
		return []string{w}
	}
	for k := len(w) - 3; k >= 3; k-- {
		a, b := w[:k], w[k:]
		if _, abbr := english.Abbreviation(a); (inLexicon(a) || abbr) && (inLexicon(b) || inLexicon(Lemma(b))) {
			if x, ok := english.Abbreviation(a); ok {
				a = x
			}
			return []string{a, b}
		}
	}
	// A known word and a two-letter abbreviation run together ("flightno",
	// "roomno"): the lowercase spelling of flightNo.
	if a, b := w[:len(w)-2], w[len(w)-2:]; inLexicon(a) || inLexicon(Lemma(a)) {
		if x, ok := english.Abbreviation(b); ok {
			return []string{a, x}
		}
	}
	if ws := splitAround(w); ws != nil {
		return ws
	}
	if ws := splitTruncated(w); ws != nil {
		return ws
	}
	return []string{w}
}

// splitAround splits a run-together phrase of two known words joined by a
// short function word ("headofstate" → head of state, "costperunit"), so it
// embeds as the phrase a question says.
func splitAround(w string) []string {
	known := func(x string) bool { return len(x) >= 3 && (inLexicon(x) || inLexicon(Lemma(x))) }
	for k := 3; k+2 <= len(w)-3; k++ {
		for n := 2; n <= 3 && k+n <= len(w)-3; n++ {
			a, fw, b := w[:k], w[k:k+n], w[k+n:]
			if english.IsStopWord(fw) && known(a) && known(b) {
				return []string{a, fw, b}
			}
		}
	}
	return nil
}

// splitTruncated splits a name whose first word is cut short before a known
// word ("indepyear" → independence year): the cut part, four letters or
// more and no word itself, stands for the lexicon's words it begins when
// they are all one synonym group (independence, independent), read as the
// first of them. A part that begins words of different meanings
// (independence, index …) is left whole.
func splitTruncated(w string) []string {
	for k := len(w) - 4; k >= 4; k-- {
		a, b := w[:k], w[k:]
		if inLexicon(a) || inLexicon(Lemma(a)) || !(inLexicon(b) || inLexicon(Lemma(b))) {
			continue
		}
		words := english.Completions(a)
		if len(words) == 0 {
			continue
		}
		group := groupsOf(Lemma(words[0]))
		if len(group) != 1 {
			continue
		}
		one := true
		for _, x := range words[1:] {
			if g := groupsOf(Lemma(x)); len(g) != 1 || g[0] != group[0] {
				one = false
				break
			}
		}
		if one {
			return []string{words[0], b}
		}
	}
	return nil
}

// Elements lists a schema's atomic elements in a stable order: labels, edge
// types, then properties by owner.
func Elements(s *schema.Schema) []Element {
	var out []Element
	for _, l := range s.Labels {
		out = append(out, Element{Kind: LabelKind, Name: l.Name})
	}
	for _, e := range s.EdgeTypes {
		out = append(out, Element{Kind: EdgeKind, Name: e.Name})
	}
	for _, l := range s.Labels {
		for _, p := range l.Properties {
			out = append(out, Element{Kind: PropKind, Name: p.Name, Owner: l.Name, OwnerKind: LabelKind})
		}
	}
	for _, e := range s.EdgeTypes {
		for _, p := range e.Properties {
			out = append(out, Element{Kind: PropKind, Name: p.Name, Owner: e.Name, OwnerKind: EdgeKind})
		}
	}
	return out
}

// New embeds the schema's elements. Elements with the same text (a "name"
// property on many labels) are embedded once.
func New(ctx context.Context, s *schema.Schema, e Embedder, opts Options) (*Grounder, error) {
	if e == nil {
		e = NewOffline()
	}
	if opts.Delta == 0 {
		opts.Delta = DefaultDelta
	}
	g := &Grounder{Schema: s, Embedder: e, Opts: opts.withDefaults(), elems: Elements(s)}
	g.nameParts = map[string]bool{}
	g.anySchemaName(func(name string) bool {
		for _, p := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		}) {
			g.nameParts[p], g.nameParts[Lemma(p)] = true, true
		}
		return false
	})
	g.buildDerived()
	g.buildSpelling()
	g.buildCompounds()
	g.buildRunTogether()
	var texts []string
	textIdx := map[string]int{}
	type textOf struct{ text, elem int }
	var at []textOf
	addText := func(t string, i int) {
		j, ok := textIdx[t]
		if !ok {
			j = len(texts)
			textIdx[t] = j
			texts = append(texts, t)
		}
		at = append(at, textOf{j, i})
	}
	for i, el := range g.elems {
		addText(ElementText(el), i)
		if t, ok := unitlessText(el); ok {
			addText(t, i)
		}
		if t, ok := timeText(el); ok {
			addText(t, i)
		}
	}
	// Words a user taught (annotations) are more texts of the same element:
	// a span near a synonym links the element as if near its name.
	g.phrases = map[string]bool{}
	for i, el := range g.elems {
		name := el.Name
		if el.Kind == PropKind {
			name = el.Owner + "." + el.Name
		}
		for _, syn := range s.Annotations.Synonyms(string(el.Kind), name) {
			addText(strings.ToLower(syn), i)
			if lem := lemmaPhrase(syn); strings.Contains(lem, " ") {
				g.phrases[lem] = true
			}
		}
	}
	for _, p := range parts(e) {
		t, err := newTable(ctx, p, texts, g.Opts.CacheDir, s.Fingerprint())
		if err != nil {
			return nil, err
		}
		g.tables = append(g.tables, t)
	}
	g.elemsOf = make([][]int, len(texts))
	for _, a := range at {
		if !containsInt(g.elemsOf[a.text], a.elem) {
			g.elemsOf[a.text] = append(g.elemsOf[a.text], a.elem)
		}
	}
	g.numeric = numericProps(s)
	return g, nil
}

func numericProps(s *schema.Schema) []numProp {
	var out []numProp
	add := func(owner string, ok Kind, p schema.Property) {
		if !p.Type.Numeric() {
			return
		}
		np := numProp{el: Element{Kind: PropKind, Name: p.Name, Owner: owner, OwnerKind: ok}}
		for _, smp := range p.Samples {
			f, ok := toFloat(smp)
			if !ok {
				continue
			}
			if !np.hasRange {
				np.lo, np.hi, np.hasRange = f, f, true
			}
			np.lo, np.hi = math.Min(np.lo, f), math.Max(np.hi, f)
		}
		out = append(out, np)
	}
	for _, l := range s.Labels {
		for _, p := range l.Properties {
			add(l.Name, LabelKind, p)
		}
	}
	for _, e := range s.EdgeTypes {
		for _, p := range e.Properties {
			add(e.Name, EdgeKind, p)
		}
	}
	return out
}

func toFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case float64:
		return x, true
	case float32:
		return float64(x), true
	}
	return 0, false
}

// span is a candidate multi-token span [i, j) of the token list.
type span struct{ i, j int }

type scoredSpan struct {
	sp    span
	text  string
	cands []Candidate
}

// Ground builds the mapping table, value links and literals for a question.
// values may be nil (no value linking). The result is deterministic for the
// same question, schema, embedder and data.
func (g *Grounder) Ground(ctx context.Context, question string, values ValueSource) (*Result, error) {
	toks := Tokenize(question)
	res := &Result{Question: question, Tokens: toks}
	taken := make([]bool, len(toks))
	// The tokens as tagged before value linking made names of them, for
	// words that turn out to be a property's name after all.
	tagged := append([]Token(nil), toks...)
	if values != nil || g.Schema.Annotations != nil && len(g.Schema.Annotations.Values) > 0 {
		// Taught aliases link even with no stored values to search.
		res.Values, res.Unmatched = g.linkValues(ctx, question, toks, values, taken, &res.Warnings)
		res.Values = g.periodValues(ctx, question, toks, values, taken, res.Values)
		res.Values = g.joinedValues(ctx, toks, values, taken, res.Values, &res.Warnings)
		if values == nil {
			res.Unmatched = nil // nothing was searched: no name can be said to be missing
		}
		// Words that name a stored value are proper nouns whatever their
		// case ("tom hanks"); they are names, not inflected words.
		for i := range toks {
			if taken[i] && toks[i].POS != PUNCT && !english.NameFiller.Is(toks[i].Lower) {
				toks[i].POS, toks[i].Lemma = PROPN, toks[i].Lower
			}
		}
	}
	for _, t := range toks {
		if !t.Stop {
			res.Filtered = append(res.Filtered, t.Lemma)
		}
	}
	links, err := g.linkSchema(ctx, question, toks, taken, res.Values)
	if err != nil {
		return nil, err
	}
	links = g.compoundLinks(question, toks, links, &res.Warnings)
	links = g.labelTails(question, toks, links, &res.Warnings)
	links = g.eventDates(question, toks, links, &res.Warnings)
	g.adjectivalDerived(toks, links)
	links = g.idWords(toks, links)
	links, res.Values, res.Unmatched = g.quotedNames(toks, links, res.Values, res.Unmatched)
	sort.SliceStable(links, func(a, b int) bool { return links[a].Span.Start < links[b].Span.Start })
	n := len(res.Warnings)
	g.correctSpelling(toks, links, &res.Warnings)
	g.synonymReadings(toks, links, &res.Warnings)
	if len(res.Warnings) > n {
		res.Filtered = res.Filtered[:0]
		for _, t := range toks {
			if !t.Stop {
				res.Filtered = append(res.Filtered, t.Lemma)
			}
		}
	}
	var names []diag.Span
	res.Values, names = fieldNameValues(question, links, res.Values, &res.Warnings)
	for _, sp := range names {
		for i := range toks {
			if toks[i].Span.Start >= sp.Start && toks[i].Span.End <= sp.End {
				toks[i] = tagged[i]
			}
		}
	}
	res.Values = settlePeriods(g.Schema, res.Values, links)
	res.Values = settleReadings(question, g.Schema, res.Values, links)
	links = howMeasure(g.Schema, toks, links, res.Values)
	res.Mapping = links
	res.Literals = g.literals(question, toks, links)
	return res, nil
}

// linkable: a token that may start or end a schema span.
func linkable(t Token) bool {
	return t.POS != PUNCT && !t.Stop && (!t.Cue || english.IsGradable(t.Lower)) && t.POS != NUM && !t.Quoted && !english.NegativeContraction(t.Lower)
}

// linkableEnd: a span may end on a cue noun when it starts on content
// ("flight numbers" → flightNo) though the noun alone is only a cue.
func linkableEnd(t Token) bool {
	return linkable(t) || (t.Cue && !t.Stop && english.CueNoun.Is(t.Lemma) && !t.Quoted)
}

func (g *Grounder) linkSchema(ctx context.Context, q string, toks []Token, taken []bool, values []ValueLink) ([]Link, error) {
	var spans []span
	for i := range toks {
		if taken[i] || !linkable(toks[i]) {
			continue
		}
		for j := i + 1; j <= len(toks) && j-i <= g.Opts.MaxSpanWords; j++ {
			t := toks[j-1]
			if taken[j-1] || t.POS == PUNCT || t.Quoted || t.POS == NUM {
				break
			}
			if linkable(t) || (j-i >= 2 && linkableEnd(t)) {
				spans = append(spans, span{i, j})
			} else if (t.POS == ADP || t.POS == PART) && j-i >= 2 {
				// "played in", "came out": a verb and its particle may be
				// one lexicon phrase; keep the span only if it is one.
				if g.isPhrase(toks[i:j]) {
					spans = append(spans, span{i, j})
				}
			}
		}
	}
	if len(spans) == 0 {
		return nil, nil
	}
	texts := make([]string, len(spans))
	for k, sp := range spans {
		texts[k] = q[toks[sp.i].Span.Start:toks[sp.j-1].Span.End]
	}
	// One request per embedder, for the spans no earlier embedder decided:
	// the first embedder that links a span decides it (Combined).
	decided := make([]bool, len(spans))
	// Words inside a span an earlier embedder decided: a later one fills
	// gaps, it does not redraw a link around words already read.
	read := make([]bool, len(toks))
	var all []scoredSpan
	for _, t := range g.tables {
		_, builtin := t.emb.(*Offline)
		var open []int
		var openTexts []string
		for k := range spans {
			text := texts[k]
			if builtin {
				// The built-in embedder cannot reach a noun from its verb
				// ("described" → description); a dense model can.
				if d, ok := g.schemaWordText(q, toks, spans[k]); ok {
					text = d
				}
			}
			// Adverbs say how, not what: a dense model puts "directly" next
			// to DIRECTED by spelling, and the built-in embedder knows
			// better than to link it.
			if decided[k] || !builtin && (hasAdverb(toks[spans[k].i:spans[k].j]) || anyRead(read, spans[k])) {
				continue
			}
			open = append(open, k)
			openTexts = append(openTexts, text)
		}
		if len(open) == 0 {
			continue
		}
		vs, err := t.emb.Embed(ctx, openTexts)
		if err != nil {
			return nil, fmt.Errorf("embedding question spans with %s: %w", t.emb.Name(), err)
		}
		if len(vs) != len(openTexts) {
			return nil, fmt.Errorf("embedder %s returned %d vectors for %d spans", t.emb.Name(), len(vs), len(openTexts))
		}
		for n, row := range t.scores(vs, g.Opts.Raw) {
			k := open[n]
			if !builtin && g.Opts.ModelMargin > 0 && bestMargin(row) < g.Opts.ModelMargin {
				continue
			}
			var cands []Candidate
			for ui, c := range row {
				if c >= g.Opts.Delta {
					for _, ei := range g.elemsOf[ui] {
						cands = append(cands, Candidate{g.elems[ei], round4(c)})
					}
				}
			}
			if len(cands) == 0 {
				continue
			}
			decided[k] = true
			for i := spans[k].i; i < spans[k].j; i++ {
				read[i] = true
			}
			sort.SliceStable(cands, func(a, b int) bool { return cands[a].Score > cands[b].Score })
			cands = bestPerElement(cands)
			all = append(all, scoredSpan{spans[k], texts[k], cands})
		}
	}
	// Spans in question order whatever embedder decided them, as one
	// embedder would give them.
	sort.SliceStable(all, func(a, b int) bool {
		if all[a].sp.i != all[b].sp.i {
			return all[a].sp.i < all[b].sp.i
		}
		return all[a].sp.j < all[b].sp.j
	})
	// Greedy non-overlapping choice, best cosine first; among equal scores
	// the longer span wins. A chosen span then grows to the longest
	// enclosing candidate whose best element is the same ("release" →
	// "release year"), so multi-word mentions are kept whole.
	// A lexicon phrase ("played in", "came out") is more specific than its
	// head word, so it sorts as if slightly stronger.
	key := make(map[span]float64, len(all))
	for _, s := range all {
		k := s.cands[0].Score
		if s.sp.j-s.sp.i > 1 && g.isPhrase(toks[s.sp.i:s.sp.j]) {
			k += 0.05
		} else if innerStop(toks[s.sp.i:s.sp.j]) {
			// "id for document" is two mentions across a preposition,
			// not one name: "template id" beside it names the column.
			k -= 0.01
		}
		key[s.sp] = k
	}
	sort.SliceStable(all, func(a, b int) bool {
		if ka, kb := key[all[a].sp], key[all[b].sp]; ka != kb {
			return ka > kb
		}
		la, lb := all[a].sp.j-all[a].sp.i, all[b].sp.j-all[b].sp.i
		if la != lb {
			return la > lb
		}
		return all[a].sp.i < all[b].sp.i
	})
	unigram := map[int]Element{}
	for _, s := range all {
		if s.sp.j == s.sp.i+1 {
			unigram[s.sp.i] = s.cands[0].Element
		}
	}
	used := make([]bool, len(toks))
	free := func(sp span) bool {
		for i := sp.i; i < sp.j; i++ {
			if used[i] {
				return false
			}
		}
		return true
	}
	var links []Link
	for _, s := range all {
		if !free(s.sp) {
			continue
		}
		best := s
		for _, o := range all {
			if o.sp.i <= s.sp.i && o.sp.j >= s.sp.j && o.sp.j-o.sp.i > best.sp.j-best.sp.i &&
				o.cands[0].Element == s.cands[0].Element && free(o.sp) && g.onlyAgrees(o, s, unigram, toks) {
				best = o
			}
		}
		for i := best.sp.i; i < best.sp.j; i++ {
			used[i] = true
		}
		links = append(links, g.makeLink(toks, best.sp, best.text, best.cands))
	}
	links = g.sharedHead(q, toks, taken, g.cueNames(q, toks, taken, links))
	g.resolveOwners(toks, links, values)
	sort.SliceStable(links, func(a, b int) bool { return links[a].Span.Start < links[b].Span.Start })
	g.labelOwnName(links, toks)
	return links, nil
}

func hasAdverb(toks []Token) bool {
	for _, t := range toks {
		if t.POS == ADV {
			return true
		}
	}
	return false
}

// onlyAgrees: every word a span grows by either links to nothing on its own
// or to the same element, so "release year" grows from "release" but
// "people born" does not grow from "born".
func (g *Grounder) onlyAgrees(o scoredSpan, s scoredSpan, unigram map[int]Element, toks []Token) bool {
	if o.cands[0].Score < growMin {
		return false
	}
	for i := o.sp.i; i < o.sp.j; i++ {
		if i >= s.sp.i && i < s.sp.j {
			continue
		}
		if toks[i].POS == PROPN || (toks[i].Cue && !english.IsGradable(toks[i].Lower)) {
			// Names are values and cues shape the query; neither is part
			// of a schema mention.
			return false
		}
		if e, ok := unigram[i]; toks[i].Cue && (!ok || e != s.cands[0].Element) {
			// A gradable joins a mention only where it names the same
			// property alone ("oldest" for born): "the largest budgets"
			// ranks by the budget it names, and the ranking word stays a
			// cue for the compiler.
			return false
		}
		if e, ok := unigram[i]; ok && e != s.cands[0].Element {
			return false
		}
		if toks[i].Stop && !isPhrase(toks[o.sp.i:o.sp.j]) {
			// Across "of the" only into a known phrase ("year of birth").
			return false
		}
	}
	return true
}

// growMin is the least cosine of a grown span: the extra words may dilute
// the match, but not into a loose association.
const growMin = 0.6

func isPhrase(toks []Token) bool {
	ws := make([]string, len(toks))
	for i, t := range toks {
		ws[i] = t.Lemma
	}
	return len(groupsOf(strings.Join(ws, " "))) > 0
}

func (g *Grounder) makeLink(toks []Token, sp span, text string, cands []Candidate) Link {
	l := Link{
		Span:    diag.Span{Start: toks[sp.i].Span.Start, End: toks[sp.j-1].Span.End},
		Text:    text,
		Element: cands[0].Element,
		Score:   cands[0].Score,
	}
	for _, c := range cands[1:] {
		if c.Score >= cands[0].Score-g.Opts.AltMargin && len(l.Alternatives) < 8 {
			l.Alternatives = append(l.Alternatives, c)
		}
	}
	return l
}

// resolveOwners: a property name shared by several owners ("name" on
// Person and Genre) ties on cosine; prefer the owner the question mentions
// nearest — a linked label or the owner of a linked value ("population of
// Brazil" → country.population, "stadium names" → stadium.name) — then an
// endpoint of a linked edge.
func (g *Grounder) resolveOwners(toks []Token, links []Link, values []ValueLink) {
	for k := range links {
		g.homeOf(&links[k])
	}
	// Where each owner is mentioned: linked labels and value owners by their
	// span, edge endpoints (weaker) at the edge's span.
	type mention struct {
		at     int
		direct bool
	}
	where := map[string][]mention{}
	for _, v := range values {
		where[v.Best().Field.Owner] = append(where[v.Best().Field.Owner], mention{v.Span.Start, true})
	}
	for _, l := range links {
		switch l.Element.Kind {
		case LabelKind:
			where[l.Element.Name] = append(where[l.Element.Name], mention{l.Span.Start, true})
		case EdgeKind:
			where[l.Element.Name] = append(where[l.Element.Name], mention{l.Span.Start, true})
			if et := g.Schema.EdgeType(l.Element.Name); et != nil {
				for _, ep := range et.Endpoints {
					where[ep.From] = append(where[ep.From], mention{l.Span.Start, false})
					where[ep.To] = append(where[ep.To], mention{l.Span.Start, false})
				}
			}
		}
	}
	// distance ranks an owner for a span: a direct mention beats an edge
	// endpoint, a nearer mention beats a farther one, no mention is last.
	distance := func(owner string, at int) int {
		best := 1 << 30
		for _, m := range where[owner] {
			d := at - m.at
			if d < 0 {
				d = -d
			}
			if !m.direct {
				d += 1 << 20
			}
			best = min(best, d)
		}
		return best
	}
	for k := range links {
		l := &links[k]
		if l.Element.Kind != PropKind {
			continue
		}
		bestI, bestD := -1, distance(l.Element.Owner, l.Span.Start)
		said := wordsOutside(toks, l.Span)
		bestW := sharedWords(l.Element, said)
		for ai, a := range l.Alternatives {
			// Same name on another owner, or a near-tie such as "names" →
			// semester_name / section_name.
			tie := a.Score == l.Score || (a.Element.Name != l.Element.Name && a.Score >= l.Score-0.01)
			if a.Element.Kind != PropKind || !tie {
				continue
			}
			d := distance(a.Element.Owner, l.Span.Start)
			if d < bestD {
				bestI, bestD, bestW = ai, d, sharedWords(a.Element, said)
			} else if d == bestD && d >= 1<<30 {
				// Neither owner is mentioned: the one whose name the
				// question's other words spell wins.
				if w := sharedWords(a.Element, said); w > bestW {
					bestI, bestW = ai, w
				}
			}
		}
		if bestI >= 0 {
			old := Candidate{l.Element, l.Score}
			l.Element = l.Alternatives[bestI].Element
			l.Alternatives[bestI] = old
		}
	}
}

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// linkValues finds spans naming stored values. Candidate spans are quoted
// text, capitalised runs ("The Matrix Reloaded", "V for Vendetta") and
// lowercase runs of content words ("tom hanks"); lowercase spans need a
// stronger match so ordinary words do not turn into titles.
func (g *Grounder) linkValues(ctx context.Context, q string, toks []Token, src ValueSource, taken []bool, warns *[]diag.Diagnostic) ([]ValueLink, []ValueLink) {
	type cand struct {
		sp     span
		strong bool // quoted or capitalised
		quoted bool
	}
	var cands []cand
	seen := map[span]bool{}
	addC := func(c cand) {
		if c.sp.j > c.sp.i && !seen[c.sp] {
			seen[c.sp] = true
			cands = append(cands, c)
		}
	}
	// Quoted runs.
	for i := 0; i < len(toks); {
		if !toks[i].Quoted {
			i++
			continue
		}
		j := i
		for j < len(toks) && toks[j].Quoted {
			j++
		}
		addC(cand{span{i, j}, true, true})
		i = j
	}
	// Capitalised runs and all their sub-runs that start and end on a
	// capitalised word.
	isCap := func(i int) bool {
		r, _ := utf8.DecodeRuneInString(toks[i].Text)
		return (unicode.IsUpper(r) || (toks[i].POS == NUM && i > 0 && isCapTok(toks[i-1]))) && !toks[i].Quoted
	}
	for i := 0; i < len(toks); i++ {
		if !isCap(i) {
			continue
		}
		if _, closed := english.ClassOf(toks[i].Lower); closed && (i == 0 || toks[i-1].POS == PUNCT && !toks[i-1].Quoted) {
			// Capitalised because it starts the sentence.
			continue
		}
		j := i + 1
		for j < len(toks) {
			if isCap(j) {
				j++
				continue
			}
			if english.IsNameJoiner(toks[j].Lower) && j+1 < len(toks) && isCap(j+1) {
				j += 2
				continue
			}
			// "Something's Gotta Give": the possessive split into ' + s.
			if english.Apostrophe.Is(toks[j].Text) && j+1 < len(toks) && english.PossessiveS.Is(toks[j+1].Lower) {
				j += 2
				continue
			}
			break
		}
		for a := i; a < j; a++ {
			for b := j; b > a; b-- {
				if isCapTok(toks[a]) && (isCapTok(toks[b-1]) || toks[b-1].POS == NUM) {
					addC(cand{span{a, b}, true, false})
				}
			}
		}
		i = j - 1
	}
	// Lowercase runs of words that are not function words.
	for i := 0; i < len(toks); i++ {
		if !lowerOK(toks[i]) {
			continue
		}
		for j := i + 1; j <= len(toks) && j-i <= 5; j++ {
			t := toks[j-1]
			if t.POS == PUNCT || t.Quoted {
				break
			}
			if lowerOK(t) {
				addC(cand{span{i, j}, false, false})
			}
		}
	}
	fields := StringFields(g.Schema)
	if src == nil {
		fields = nil
	}
	prefixOf := func(w string) string {
		if len(w) > 3 {
			return w[:3]
		}
		return w
	}
	// All lookups are known up front; they run concurrently (a database
	// answers each in a round trip) and fill the cache the scoring reads.
	need, asked := map[string]bool{}, map[string]bool{}
	for _, c := range cands {
		text := q[toks[c.sp.i].Span.Start:toks[c.sp.j-1].Span.End]
		words := contentWords(Normalize(text))
		if !c.strong && allLexicon(words) && !g.categoryWord(words) || !c.quoted && allPronouns(toks[c.sp.i:c.sp.j]) {
			continue
		}
		for _, w := range words {
			need[prefixOf(w)] = true
			asked[w] = true
		}
	}
	allCaps := AllCaps(q)
	for _, t := range toks {
		if !t.Quoted && IsAcronym(t.Text, allCaps) {
			need[strings.ToLower(t.Text[:1])] = true
		}
	}
	cache := g.prefetch(ctx, src, fields, sortedSet(need), warns)
	// A prefix lookup cut at ValueLimit may have lost the very value a word
	// spells ("ORD-88153" among a hundred ORD-881… codes): only such words
	// are looked up whole, in a second round; an uncut prefix already holds
	// every value its words can match.
	whole := map[string]bool{}
	for w := range asked {
		if p := prefixOf(w); p != w && g.lookupCut(cache, fields, p) {
			whole[w] = true
		}
	}
	if len(whole) > 0 {
		for k, vs := range g.prefetch(ctx, src, fields, sortedSet(whole), warns) {
			cache[k] = vs
		}
	}
	lookup := func(f Field, prefix string) []string { return cache[f.String()+"\x00"+prefix] }
	type found struct {
		c     cand
		text  string
		cands []ValueCandidate
	}
	var all, misses []found
	// Overlapping spans meet the same stored values again and again: each
	// is normalised once per question.
	normalized := map[string]string{}
	normOf := func(v string) string {
		nv, ok := normalized[v]
		if !ok {
			nv = Normalize(v)
			normalized[v] = nv
		}
		return nv
	}
	// Words left unread because they begin several stored values; said
	// only when no other reading took the words.
	type stemNote struct {
		sp span
		d  diag.Diagnostic
	}
	var stemmed []stemNote
	for _, c := range cands {
		text := q[toks[c.sp.i].Span.Start:toks[c.sp.j-1].Span.End]
		ns := Normalize(text)
		words := contentWords(ns)
		if len(words) == 0 {
			continue
		}
		if !c.quoted && allPronouns(toks[c.sp.i:c.sp.j]) {
			// "that I rated": a pronoun stands for someone already
			// said, never for a stored value, however spelt.
			continue
		}
		spanEv := g.spanEvidence(toks, c.sp, c.quoted)
		min := g.Opts.ValueMin
		category := false
		if !c.strong {
			min = g.Opts.ValueMinLower
			if allLexicon(words) {
				// Lowercase everyday words ("speed", "big") are not taken
				// for a title unless quoted or capitalised; one that spells
				// a category value exactly ("works on Phoenix as owner",
				// a role) is that value.
				if !g.categoryWord(words) {
					continue
				}
				category, min = true, exactish
			}
		}
		if c.strong && !c.quoted && allLexicon(words) || c.quoted && g.namesElement(ns) {
			// A capitalised everyday word ("Find ...", "Airport 'ASY'")
			// or a quoted schema name ('acted_in') names a value only
			// when it spells one: close spellings ("Finland", "AirTran",
			// the keyword "actress") are other words.
			min = max(min, exactish)
		}
		var vc []ValueCandidate
		dup := map[string]bool{}
		for _, f := range fields {
			var stems []string
			if !c.quoted && len(words) == 1 {
				if stems = codeStems(ns, lookup(f, prefixOf(words[0])), normOf); stems != nil {
					stemmed = append(stemmed, stemNote{c.sp, stemDiagnostic(q, diag.Span{Start: toks[c.sp.i].Span.Start, End: toks[c.sp.j-1].Span.End}, f, stems)})
				}
			}
			for _, w := range words {
				for _, v := range append(lookup(f, w), lookup(f, prefixOf(w))...) {
					if stems != nil && containsStr(stems, v) {
						continue
					}
					k := f.String() + "\x00" + v
					if dup[k] {
						continue
					}
					dup[k] = true
					if category && g.namingField(f) && !(spelledAsStored(text, v) && bare(toks, c.sp.i)) {
						continue
					}
					nv := normOf(v)
					s := valueScoreNorm(ns, nv)
					role := s < min && category && roleVerb(toks, c.sp, f, v, nv)
					if s < min && !role {
						continue
					}
					vcand := ValueCandidate{Field: f, Value: v, Score: round4(s), Match: matchKind(text, v, s)}
					if role {
						// Another form of the same word, not a spelling
						// to forgive: "owns" is no typo of "owner".
						vcand.Match = MatchFolded
					}
					if vcand.Match != MatchExact {
						vcand.Evidence = spanEv
					}
					if vcand.Match == MatchFuzzy {
						ev, ok := g.fuzzyEvidence(toks, c.sp, c.quoted, ns, nv, spanEv)
						if !ok {
							// A close spelling with nothing saying a
							// value is meant: an ordinary word ("else"
							// is not "Elsie").
							continue
						}
						vcand.Evidence = ev
					}
					vc = append(vc, vcand)
				}
			}
		}
		if len(vc) == 0 {
			initial := c.sp.i == 0 || toks[c.sp.i-1].POS == PUNCT && !toks[c.sp.i-1].Quoted
			if c.strong && (c.quoted || !(initial && inLexicon(toks[c.sp.i].Lower))) {
				// A name the graph does not hold: its closest values,
				// however far, say what it does hold.
				var near []ValueCandidate
				for _, f := range fields {
					for _, w := range words {
						for _, v := range lookup(f, prefixOf(w)) {
							if s := valueScoreNorm(ns, normOf(v)); s > 0 {
								near = append(near, ValueCandidate{Field: f, Value: v, Score: round4(s), Match: matchKind(text, v, s)})
							}
						}
					}
				}
				sortCandidates(near, g.Schema)
				if len(near) > 3 {
					near = near[:3]
				}
				misses = append(misses, found{c, text, near})
			}
			continue
		}
		sortCandidates(vc, g.Schema)
		if len(vc) > g.Opts.MaxValueCandidates {
			vc = vc[:g.Opts.MaxValueCandidates]
		}
		all = append(all, found{c, text, vc})
	}
	// An abbreviation no value spells ("US" where the graph stores
	// "United States") is read as the value its letters are the initials
	// of, with a warning; one that spells a value is that value.
	covered := func(i int) bool {
		for _, f := range all {
			if f.c.sp.i <= i && i < f.c.sp.j {
				return true
			}
		}
		return false
	}
	for i, t := range toks {
		if t.Quoted || !IsAcronym(t.Text, allCaps) || covered(i) {
			continue
		}
		if vc := acronymCandidates(toks, i, fields, lookup); len(vc) > 0 {
			sortCandidates(vc, g.Schema)
			all = append(all, found{cand{span{i, i + 1}, true, false}, t.Text, vc})
		}
	}
	for _, m := range g.valueAliases(toks) {
		// A taught alias is as sure as a quoted exact value.
		m.cand.Match = MatchAlias
		all = append(all, found{cand{span{m.i, m.j}, true, false}, q[toks[m.i].Span.Start:toks[m.j-1].Span.End], []ValueCandidate{m.cand}})
	}
	sort.SliceStable(all, func(a, b int) bool {
		sa, sb := all[a].cands[0].Score, all[b].cands[0].Score
		if all[a].c.quoted != all[b].c.quoted {
			return all[a].c.quoted
		}
		if sa != sb {
			return sa > sb
		}
		la, lb := all[a].c.sp.j-all[a].c.sp.i, all[b].c.sp.j-all[b].c.sp.i
		if la != lb {
			return la > lb
		}
		return all[a].c.sp.i < all[b].c.sp.i
	})
	var out []ValueLink
	for _, f := range all {
		ok := true
		for i := f.c.sp.i; i < f.c.sp.j; i++ {
			if taken[i] {
				ok = false
			}
		}
		if !ok {
			continue
		}
		for i := f.c.sp.i; i < f.c.sp.j; i++ {
			taken[i] = true
		}
		out = append(out, ValueLink{
			Span:       diag.Span{Start: toks[f.c.sp.i].Span.Start, End: toks[f.c.sp.j-1].Span.End},
			Text:       f.text,
			Quoted:     f.c.quoted,
			Candidates: f.cands,
		})
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].Span.Start < out[b].Span.Start })
	for _, n := range stemmed {
		if !taken[n.sp.i] {
			*warns = append(*warns, n.d)
		}
	}
	// The longest unmatched names on words no value took.
	sort.SliceStable(misses, func(a, b int) bool {
		return misses[a].c.sp.j-misses[a].c.sp.i > misses[b].c.sp.j-misses[b].c.sp.i
	})
	var miss []ValueLink
	held := map[int]bool{}
	for _, f := range misses {
		ok := true
		for i := f.c.sp.i; i < f.c.sp.j; i++ {
			if held[i] {
				ok = false
			}
		}
		// A name partly taken by values ("The Matrix Resurrections", where
		// "The Matrix" is a title) is still reported when it is a whole
		// capitalised run: its parts name other things.
		if ok && !f.c.quoted && (f.c.sp.i > 0 && isCap(f.c.sp.i-1) || f.c.sp.j < len(toks) && isCap(f.c.sp.j)) {
			ok = false
		}
		if !ok {
			continue
		}
		for i := f.c.sp.i; i < f.c.sp.j; i++ {
			held[i] = true
		}
		miss = append(miss, ValueLink{
			Span:       diag.Span{Start: toks[f.c.sp.i].Span.Start, End: toks[f.c.sp.j-1].Span.End},
			Text:       f.text,
			Quoted:     f.c.quoted,
			Candidates: f.cands,
		})
	}
	sort.SliceStable(miss, func(a, b int) bool { return miss[a].Span.Start < miss[b].Span.Start })
	return out, miss
}

// allPronouns: every word of the tokens is a pronoun ("I", "they've").
func allPronouns(toks []Token) bool {
	n := 0
	for _, t := range toks {
		if t.POS == PUNCT {
			continue
		}
		if !english.IsPronoun(t.Lower) {
			return false
		}
		n++
	}
	return n > 0
}

// sentenceStart: token i is the first word of a sentence, where
// capitalisation says nothing about names.
func sentenceStart(toks []Token, i int) bool {
	for i > 0 && toks[i-1].POS == PUNCT && isQuoteTok(toks[i-1]) {
		i-- // an opening quote before the first word
	}
	return i == 0 || toks[i-1].POS == PUNCT && strings.ContainsAny(toks[i-1].Text, ".!?:;")
}

func isQuoteTok(t Token) bool {
	r, _ := utf8.DecodeRuneInString(t.Text)
	return english.IsQuote(r) || r == '('
}

// namingCue finds a cue right before token i (english.NamingCue: a naming
// word, "known as", or "whose <property> is"), skipping quotes and a colon.
// It returns the cue's bytes.
func namingCue(toks []Token, i int) (diag.Span, bool) {
	k := i - 1
	for k >= 0 && toks[k].POS == PUNCT && isQuoteTok(toks[k]) {
		k--
	}
	if k < 0 {
		return diag.Span{}, false
	}
	words := make([]string, k+1)
	for j := range words {
		words[j] = toks[j].Lower
	}
	s, e, ok := english.NamingCue(words, k, func(j int) bool { return toks[j].POS == PUNCT && !isQuoteTok(toks[j]) })
	if !ok {
		return diag.Span{}, false
	}
	return diag.Span{Start: toks[s].Span.Start, End: toks[e].Span.End}, true
}

// spanEvidence is what says a span names a value whatever value it
// meets: quotes, a capital where the sentence does not start (a pronoun's
// capital, "I", says nothing), a naming cue before it.
func (g *Grounder) spanEvidence(toks []Token, sp span, quoted bool) []Evidence {
	var ev []Evidence
	whole := diag.Span{Start: toks[sp.i].Span.Start, End: toks[sp.j-1].Span.End}
	if quoted {
		ev = append(ev, Evidence{Kind: EvidenceQuoted, Span: whole})
	}
	for k := sp.i; k < sp.j; k++ {
		t := toks[k]
		if t.POS != PUNCT && t.POS != NUM && isCapTok(t) && !sentenceStart(toks, k) && !english.IsPronoun(t.Lower) {
			ev = append(ev, Evidence{Kind: EvidenceCapitalised, Span: t.Span})
			break
		}
	}
	if cue, ok := namingCue(toks, sp.i); ok {
		ev = append(ev, Evidence{Kind: EvidenceNamingCue, Span: cue})
	}
	return ev
}

// fuzzyEvidence decides whether a fuzzy match may link: a pronoun the
// value does not spell never does (unless quoted); otherwise the span's
// own evidence, or the only-reading evidence when every corrected word has
// no other reading — no common English word, no word of the lexicon, of
// the schema's names, or a stop word or cue. A common word therefore never
// links fuzzily without quotes, a capital inside the sentence or a cue.
func (g *Grounder) fuzzyEvidence(toks []Token, sp span, quoted bool, ns, nv string, spanEv []Evidence) ([]Evidence, bool) {
	corrected := inexactWords(ns, nv)
	fixed := map[string]bool{}
	for _, w := range corrected {
		fixed[w] = true
	}
	if !quoted {
		for k := sp.i; k < sp.j; k++ {
			if english.IsPronoun(toks[k].Lower) && fixed[Normalize(toks[k].Text)] {
				return nil, false
			}
		}
	}
	ev := append([]Evidence(nil), spanEv...)
	check := corrected
	if len(check) == 0 {
		// Only part of the value is said ("Support" of "Customer
		// Support"): the words said must have no other reading.
		check = contentWords(ns)
	}
	only := len(check) > 0
	for _, w := range check {
		if !g.noOtherReading(w) {
			only = false
			break
		}
	}
	for k := sp.i; k < sp.j && only; k++ {
		// Normalising drops the apostrophe of "don't", and "dont" is no
		// word anyone wrote: the word as written is a cue, a reading of
		// its own.
		if cueWords[toks[k].Lower] && containsStr(check, Normalize(toks[k].Text)) {
			only = false
		}
	}
	if only {
		at := diag.Span{Start: -1}
		for k := sp.i; k < sp.j; k++ {
			if n := Normalize(toks[k].Text); n != "" && containsStr(check, n) {
				if at.Start < 0 {
					at.Start = toks[k].Span.Start
				}
				at.End = toks[k].Span.End
			}
		}
		if at.Start < 0 {
			at = diag.Span{Start: toks[sp.i].Span.Start, End: toks[sp.j-1].Span.End}
		}
		ev = append(ev, Evidence{Kind: EvidenceOnlyReading, Span: at})
	}
	return ev, len(ev) > 0
}

// cueWords are the single words of english's cue table, as written.
var cueWords = english.WordSet(english.Cues()...)

// noOtherReading: a normalised word that is no everyday English word, no
// word the lexicon or the schema's names know, no stop word and no cue, so
// nothing but a stored value can account for it.
func (g *Grounder) noOtherReading(w string) bool {
	l := Lemma(w)
	switch {
	case HasCJK(w):
		return false // a word of another script is no misspelling of a Latin one
	case english.IsCommonWord(w), english.IsCommonWord(l), english.IsPronoun(w):
		return false
	case inLexicon(w), inLexicon(l), english.IsStopWord(w), english.ShapesQuery(w), english.ShapesQuery(l):
		return false
	case g.nameParts[w], g.nameParts[l]:
		return false
	}
	return true
}

func containsStr(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func isCapTok(t Token) bool {
	r, _ := utf8.DecodeRuneInString(t.Text)
	return unicode.IsUpper(r)
}

func lowerOK(t Token) bool {
	if t.POS == PUNCT || t.Quoted || t.POS == NUM {
		return false
	}
	return !t.Stop && !t.Cue && t.POS != WH
}

// literals finds numbers and what they are compared with.
func (g *Grounder) literals(q string, toks []Token, links []Link) []Literal {
	var out []Literal
	words := make([]string, len(toks))
	for i, t := range toks {
		words[i] = t.Lower
	}
	for i, t := range toks {
		if t.POS != NUM {
			continue
		}
		decade := isDecade(t.Lower)
		val, isInt, ok := parseNumber(strings.TrimSuffix(t.Lower, "s"))
		if !ok {
			continue
		}
		if decade && val < 100 {
			val += 1900
		}
		l := Literal{Span: t.Span, Text: t.Text, Value: val, IsInt: isInt, Op: english.Equal}
		l.Year = isInt && val >= 1800 && val <= 2100
		prev := func(k int) string {
			if i-k >= 0 {
				return toks[i-k].Lower
			}
			return ""
		}
		// Comparisons are english's reading, the one the offline compiler
		// makes; grounding adds the gradable hints ("older than 30") and
		// the row limits.
		op := english.Comparison(words, i)
		switch {
		case decade:
			// "the 1990s": [1990, 2000).
			l.Op = english.Decade
			l.Year = true
		case english.RangeEnd(words, i):
			l.Op = english.AtMost
		case op == english.Between:
			l.Op = english.AtLeast
		case english.Top.Is(prev(1)) || (english.Top.Is(prev(2)) && !l.Year) ||
			(i+1 < len(toks) && !l.Year && isPlural(toks, i+1) && (i == 0 || english.Determiner.Is(prev(1)))):
			l.Op = english.Limit
		case op != "" && op != english.Equal:
			l.Op = op
		case english.GradableComparison(words, i) != "":
			l.Op = english.GradableComparison(words, i)
		}
		if l.Op != english.Limit {
			l.Props = g.literalProps(t.Span.Start, l, links)
		}
		out = append(out, l)
	}
	return out
}

func isPlural(toks []Token, k int) bool {
	t := toks[k]
	return t.POS != NUM && t.Lemma != t.Lower && strings.HasSuffix(t.Lower, "s") || english.IrregularPlural.Is(t.Lower)
}

func parseNumber(s string) (float64, bool, bool) {
	if n, ok := english.NumberWord(s); ok {
		return float64(n), true, true
	}
	s = strings.ReplaceAll(s, ",", "")
	if i, err := strconv.ParseInt(s, 10, 64); err == nil {
		return float64(i), true, true
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		return f, false, true
	}
	return 0, false, false
}

// literalProps ranks numeric properties for a literal: a numeric property
// linked in the few words before the number ("born in 1964", "rating above
// 80") comes first, then properties whose sample range fits the value.
func (g *Grounder) literalProps(at int, l Literal, links []Link) []Element {
	var out []Element
	seen := map[string]bool{}
	add := func(e Element) {
		if !seen[e.ID()] {
			seen[e.ID()] = true
			out = append(out, e)
		}
	}
	numeric := map[string]bool{}
	for _, np := range g.numeric {
		numeric[np.el.ID()] = true
	}
	// Nearest preceding link first.
	for k := len(links) - 1; k >= 0; k-- {
		lk := links[k]
		if lk.Span.End > at || at-lk.Span.End > 40 {
			continue
		}
		if numeric[lk.Element.ID()] {
			add(lk.Element)
		}
		for _, a := range lk.Alternatives {
			if numeric[a.Element.ID()] {
				add(a.Element)
			}
		}
	}
	// Then a link just after ("in 1999 released"?) and by range.
	type fit struct {
		el   Element
		dist float64
	}
	var fits []fit
	for _, np := range g.numeric {
		if !np.hasRange {
			continue
		}
		span := math.Max(np.hi-np.lo, math.Max(math.Abs(np.hi), 1)*0.5)
		d := 0.0
		if l.Value < np.lo {
			d = (np.lo - l.Value) / span
		} else if l.Value > np.hi {
			d = (l.Value - np.hi) / span
		}
		if d <= 1 {
			fits = append(fits, fit{np.el, d})
		}
	}
	sort.SliceStable(fits, func(a, b int) bool { return fits[a].dist < fits[b].dist })
	for _, f := range fits {
		add(f.el)
	}
	return out
}

// allLexicon reports whether every word is an everyday word the built-in
// lexicon knows (or a common function word).
func allLexicon(words []string) bool {
	for _, w := range words {
		if !inLexicon(w) && !inLexicon(Lemma(w)) && !english.IsStopWord(w) {
			return false
		}
	}
	return true
}

// lookupWorkers bounds concurrent value lookups per question.
const lookupWorkers = 8

// prefetch asks the source for every (field, prefix) pair, at most
// lookupWorkers at a time. A field whose lookups fail yields one warning.
// lookupCut says whether a prefix's lookup in some field returned as many
// values as one lookup may (ValueLimit), so values may have been left out.
func (g *Grounder) lookupCut(cache map[string][]string, fields []Field, prefix string) bool {
	for _, f := range fields {
		if len(cache[f.String()+"\x00"+prefix]) >= g.Opts.ValueLimit {
			return true
		}
	}
	return false
}

func (g *Grounder) prefetch(ctx context.Context, src ValueSource, fields []Field, prefixes []string, warns *[]diag.Diagnostic) map[string][]string {
	type job struct {
		f Field
		p string
	}
	var jobs []job
	for _, f := range fields {
		for _, p := range prefixes {
			jobs = append(jobs, job{f, p})
		}
	}
	cache := make(map[string][]string, len(jobs))
	failed := map[Field]string{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, lookupWorkers)
	finish := func() map[string][]string {
		var bad []Field
		for f := range failed {
			bad = append(bad, f)
		}
		sort.Slice(bad, func(a, b int) bool { return bad[a].String() < bad[b].String() })
		for _, f := range bad {
			*warns = append(*warns, diag.Diagnostic{Check: "value-lookup", Severity: diag.Warning,
				Summary: fmt.Sprintf("looking up values of %s failed", f), Detail: failed[f]})
		}
		return cache
	}
	if bs, ok := src.(BatchValueSource); ok && len(prefixes) > 1 {
		// One round trip per field.
		for _, f := range fields {
			wg.Add(1)
			sem <- struct{}{}
			go func(f Field) {
				defer wg.Done()
				defer func() { <-sem }()
				got, err := bs.ValuesBatch(ctx, f, prefixes, g.Opts.ValueLimit)
				mu.Lock()
				defer mu.Unlock()
				for _, p := range prefixes {
					cache[f.String()+"\x00"+p] = got[p]
				}
				if err != nil {
					failed[f] = err.Error()
				}
			}(f)
		}
		wg.Wait()
		return finish()
	}
	if _, local := src.(*MemorySource); local {
		// In-memory lookups are map reads; goroutines would only add cost.
		for _, j := range jobs {
			vs, _ := src.Values(ctx, j.f, j.p, g.Opts.ValueLimit)
			cache[j.f.String()+"\x00"+j.p] = vs
		}
		return cache
	}
	for _, j := range jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func(j job) {
			defer wg.Done()
			defer func() { <-sem }()
			vs, err := src.Values(ctx, j.f, j.p, g.Opts.ValueLimit)
			mu.Lock()
			defer mu.Unlock()
			cache[j.f.String()+"\x00"+j.p] = vs
			if err != nil {
				if _, seen := failed[j.f]; !seen {
					failed[j.f] = err.Error()
				}
			}
		}(j)
	}
	wg.Wait()
	return finish()
}

func sortedSet(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// namesElement: the normalised text is the name of a label, an edge type
// or a property of the schema.
func (g *Grounder) namesElement(norm string) bool {
	return g.anySchemaName(func(name string) bool { return Normalize(name) == norm })
}

// anySchemaName reports whether f holds for the name of a label, an edge
// type or a property of the schema.
func (g *Grounder) anySchemaName(f func(string) bool) bool {
	if g.Schema == nil {
		return false
	}
	for _, l := range g.Schema.Labels {
		if f(l.Name) {
			return true
		}
		for _, p := range l.Properties {
			if f(p.Name) {
				return true
			}
		}
	}
	for _, e := range g.Schema.EdgeTypes {
		if f(e.Name) {
			return true
		}
		for _, p := range e.Properties {
			if f(p.Name) {
				return true
			}
		}
	}
	return false
}

// categoryWord: a single everyday word that is no part of a schema name,
// so it may spell a category value (a role, a status) but never a label,
// relationship or property the question names.
func (g *Grounder) categoryWord(words []string) bool {
	if len(words) != 1 || g.Schema == nil {
		return false
	}
	w := words[0]
	if english.IsStopWord(w) || len([]rune(w)) < 3 {
		return false // "as" is not the code AS
	}
	return !g.nameParts[w] && !g.nameParts[Lemma(w)]
}

// spelledAsStored: the question writes the word exactly as a name stored in
// lower case ("billing", "checkout"): where a graph names its things in
// ordinary lowercase words, writing one that way is how its users name them,
// unlike "speed" for the title Speed, which only folding matches.
// A word of the built-in lexicon as written ("director", "actor") is a
// concept word that grounds to the schema, not a name.
func spelledAsStored(text, v string) bool {
	return text == v && strings.ToLower(v) == v && !inLexicon(v)
}

// roleVerb: the span is one verb whose lemma is a role stored on a
// relationship, or whose doer is ("Who leads the team?" and MEMBER_OF's
// role lead; "Who owns Phoenix?" and WORKS_ON's role owner): the verb
// says what part someone plays in the relationship, which is what the role
// records. It is read as another form of the value (value-corrected). Only a
// value stored in lower case is such a role: a capitalised one is a name
// (the character Link is not what "linked" means).
func roleVerb(toks []Token, sp span, f Field, v, nv string) bool {
	if !f.Edge || sp.j != sp.i+1 || strings.ToLower(v) != v {
		return false
	}
	// The role is the verb ("leads", lead) or the one who does it ("owns",
	// owner; "manages", manager).
	if w := toks[sp.i].Lemma; w != nv && !(english.Agent(nv) && english.SameBase(w, nv)) {
		return false
	}
	return toks[sp.i].POS == VERB || verbBeforeObject(toks, sp.i)
}

// verbBeforeObject: an inflected word the tagger took for a plural noun
// ("leads") that stands where a verb does, between a subject and its
// object's determiner ("Who leads the team", "which people lead a
// project"); after a determiner or a preposition it is the noun ("the
// leads of").
func verbBeforeObject(toks []Token, i int) bool {
	if i+1 >= len(toks) || toks[i+1].POS != DET || i == 0 {
		return false
	}
	switch toks[i-1].POS {
	case DET, ADP, PUNCT:
		return false
	}
	return true
}

// bare: the word at i has no determiner, number, pronoun or possessive
// before it. A name is bare ("on-call for billing"); "each director", "a
// tree format", "any one director" are the common nouns, whatever a
// keyword list stores.
func bare(toks []Token, i int) bool {
	if i == 0 {
		return true
	}
	switch p := toks[i-1]; p.POS {
	case DET, NUM, PRON, PART:
		return false
	}
	return true
}

// namingField: a property that names its nodes (a title, a person's
// name), whose values an everyday word must not be taken for ("speed").
func (g *Grounder) namingField(f Field) bool {
	if f.Edge {
		return false
	}
	if l := g.Schema.Label(f.Owner); l != nil {
		return g.Schema.Key(f.Owner) == f.Prop || schema.NamingProperty(f.Owner, l.Properties) == f.Prop
	}
	return true
}

// anyRead: a word of sp is inside a span already decided.
func anyRead(read []bool, sp span) bool {
	for i := sp.i; i < sp.j; i++ {
		if read[i] {
			return true
		}
	}
	return false
}

// bestMargin is how far the best score of a row stands above the second.
func bestMargin(row []float64) float64 {
	first, second := math.Inf(-1), math.Inf(-1)
	for _, c := range row {
		switch {
		case c > first:
			first, second = c, first
		case c > second:
			second = c
		}
	}
	if math.IsInf(second, -1) {
		return math.Inf(1)
	}
	return first - second
}
