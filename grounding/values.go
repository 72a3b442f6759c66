package grounding

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// Field is a (label, property) — or (edge type, property) — whose stored
// strings value linking searches.
type Field struct {
	Owner string `json:"owner"`
	Edge  bool   `json:"edge,omitempty"`
	Prop  string `json:"prop"`
}

func (f Field) String() string { return f.Owner + "." + f.Prop }

// Element is the schema element of the field's property.
func (f Field) Element() Element {
	ok := LabelKind
	if f.Edge {
		ok = EdgeKind
	}
	return Element{Kind: PropKind, Name: f.Prop, Owner: f.Owner, OwnerKind: ok}
}

// ValueSource answers the one bounded lookup value linking needs: up to
// limit distinct stored strings of a field having a word that starts with
// prefix. Prefixes arrive normalised (lowercase, accents folded, see
// Normalize); implementations compare against values normalised the same
// way, or approximate it (a database may use toLower + STARTS WITH/CONTAINS).
// Values that are lists contribute each element.
type ValueSource interface {
	Values(ctx context.Context, f Field, prefix string, limit int) ([]string, error)
}

// BatchValueSource is an optional faster form a source may offer: the
// values of a field for several prefixes in one round trip, at most limit
// per prefix, keyed by prefix. Grounding uses it when available.
type BatchValueSource interface {
	ValueSource
	ValuesBatch(ctx context.Context, f Field, prefixes []string, limit int) (map[string][]string, error)
}

// HasWordPrefix reports whether a normalised text has a word starting with
// prefix; batch sources use it to assign values to prefixes.
func HasWordPrefix(norm, prefix string) bool { return hasWordPrefix(norm, prefix) }

// StringFields lists the fields of a schema worth searching: string and
// list-of-string properties of labels and edge types, in schema order.
func StringFields(s *schema.Schema) []Field {
	var out []Field
	for _, l := range s.Labels {
		for _, p := range l.Properties {
			if p.Type.Elem() == schema.String {
				out = append(out, Field{Owner: l.Name, Prop: p.Name})
			}
		}
	}
	for _, e := range s.EdgeTypes {
		for _, p := range e.Properties {
			if p.Type.Elem() == schema.String {
				out = append(out, Field{Owner: e.Name, Edge: true, Prop: p.Name})
			}
		}
	}
	return out
}

// MemorySource indexes the string properties of an in-memory graph (the
// bundled example, or any graph file) by the prefixes of their words.
type MemorySource struct {
	values map[Field][]string
	index  map[Field]map[string][]int32 // 1..3-letter word prefix -> value indexes
}

// NewMemorySource indexes g's string values under s's fields.
func NewMemorySource(g *graph.Graph, s *schema.Schema) *MemorySource {
	m := &MemorySource{values: map[Field][]string{}, index: map[Field]map[string][]int32{}}
	fields := StringFields(s)
	want := map[Field]bool{}
	for _, f := range fields {
		want[f] = true
	}
	seen := map[Field]map[string]bool{}
	add := func(f Field, v any) {
		if !want[f] {
			return
		}
		var strs []string
		switch x := v.(type) {
		case string:
			strs = []string{x}
		case []any:
			for _, e := range x {
				if s, ok := e.(string); ok {
					strs = append(strs, s)
				}
			}
		case []string:
			strs = x
		}
		for _, str := range strs {
			if seen[f] == nil {
				seen[f] = map[string]bool{}
			}
			if seen[f][str] || str == "" {
				continue
			}
			seen[f][str] = true
			idx := int32(len(m.values[f]))
			m.values[f] = append(m.values[f], str)
			if m.index[f] == nil {
				m.index[f] = map[string][]int32{}
			}
			keys := map[string]bool{}
			for _, w := range strings.Fields(Normalize(str)) {
				for n := 1; n <= 3 && n <= len(w); n++ {
					keys[w[:n]] = true
				}
			}
			for k := range keys {
				m.index[f][k] = append(m.index[f][k], idx)
			}
		}
	}
	for _, n := range g.Nodes {
		for _, l := range n.Labels {
			for k, v := range n.Props {
				add(Field{Owner: l, Prop: k}, v)
			}
		}
	}
	for _, e := range g.Edges {
		for k, v := range e.Props {
			add(Field{Owner: e.Type, Edge: true, Prop: k}, v)
		}
	}
	return m
}

// Values implements ValueSource.
func (m *MemorySource) Values(_ context.Context, f Field, prefix string, limit int) ([]string, error) {
	if prefix == "" {
		return nil, nil
	}
	key := prefix
	if len(key) > 3 {
		key = key[:3]
	}
	var out []string
	for _, i := range m.index[f][key] {
		v := m.values[f][i]
		if len(prefix) > 3 && !hasWordPrefix(Normalize(v), prefix) {
			continue
		}
		out = append(out, v)
		if limit > 0 && len(out) >= limit {
			break
		}
	}
	return out, nil
}

func hasWordPrefix(norm, prefix string) bool {
	for _, w := range strings.Fields(norm) {
		if strings.HasPrefix(w, prefix) {
			return true
		}
	}
	return false
}

// Normalize folds case, accents, punctuation and spacing so "Amélie",
// "amelie" and "AMELIE " compare equal. Apostrophes vanish without a space
// ("Something's" → "somethings") and other punctuation becomes a space.
func Normalize(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := true
	for _, r := range s {
		switch {
		case r == '\'' || r == '’' || r == '‘':
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			r = foldAccent(unicode.ToLower(r))
			if r == 'ß' {
				b.WriteString("ss")
			} else if r == 'æ' {
				b.WriteString("ae")
			} else if r == 'œ' {
				b.WriteString("oe")
			} else {
				b.WriteRune(r)
			}
			space = false
		default:
			if !space {
				b.WriteByte(' ')
				space = true
			}
		}
	}
	return strings.TrimRight(b.String(), " ")
}

// foldAccent maps common Latin letters with diacritics to their base letter.
func foldAccent(r rune) rune {
	if r < 0xC0 {
		return r
	}
	if f, ok := accentFold[r]; ok {
		return f
	}
	return r
}

var accentFold = func() map[rune]rune {
	m := map[rune]rune{}
	for base, forms := range map[rune]string{
		'a': "àáâãäåāăą", 'c': "çćĉċč", 'd': "ďđ", 'e': "èéêëēĕėęě", 'g': "ĝğġģ", 'h': "ĥħ",
		'i': "ìíîïĩīĭįı", 'j': "ĵ", 'k': "ķ", 'l': "ĺļľŀł", 'n': "ñńņňŉ", 'o': "òóôõöøōŏő",
		'r': "ŕŗř", 's': "śŝşšș", 't': "ţťŧț", 'u': "ùúûüũūŭůűų", 'w': "ŵ", 'y': "ýÿŷ", 'z': "źżž",
	} {
		for _, f := range forms {
			m[f] = base
		}
	}
	return m
}()

// ValueCandidate is one stored value a span may name.
type ValueCandidate struct {
	Field Field   `json:"field"`
	Value string  `json:"value"`
	Score float64 `json:"score"`
	// Match says how the span's text meets the value. A fuzzy candidate
	// exists only with Evidence that a value is meant; other non-exact
	// candidates carry whatever evidence the span has, for the record.
	Match    MatchKind  `json:"match"`
	Evidence []Evidence `json:"evidence,omitempty"`
}

// MatchKind is how a question's words meet a stored value.
type MatchKind string

const (
	// MatchExact: the same characters.
	MatchExact MatchKind = "exact"
	// MatchAlias: a value alias the user taught (annotations).
	MatchAlias MatchKind = "alias"
	// MatchFolded: equal once case, accents, punctuation, spacing and
	// articles are folded ("the matrix reloaded" ~ "The Matrix Reloaded"),
	// or word by word the same lemma ("engineering" ~ "engineer").
	MatchFolded MatchKind = "folded"
	// MatchFuzzy: a close spelling ("tom hnaks") or a part of the value
	// ("Support" of "Customer Support"): a guess that needs evidence.
	MatchFuzzy MatchKind = "fuzzy"
)

// EvidenceKind is why a non-exact match is taken for a value the question
// means rather than an ordinary word that happens to spell like one.
type EvidenceKind string

const (
	// EvidenceQuoted: the words are inside quotes.
	EvidenceQuoted EvidenceKind = "quoted"
	// EvidenceCapitalised: a word of the span is capitalised where the
	// sentence does not start.
	EvidenceCapitalised EvidenceKind = "capitalised-mid-sentence"
	// EvidenceNamingCue: a naming cue precedes the span ("named", "called",
	// "titled", "whose login is").
	EvidenceNamingCue EvidenceKind = "naming-cue"
	// EvidenceOnlyReading: the words that differ from the value are no
	// English word, schema word or cue, so reading them as the value is the
	// only reading that leaves no word unused.
	EvidenceOnlyReading EvidenceKind = "only-reading"
)

// Evidence is one reason to read a span as a value, with the question
// bytes that carry it (the quoted words, the capitalised word, the cue, or
// the words that only the value accounts for).
type Evidence struct {
	Kind EvidenceKind `json:"kind"`
	Span diag.Span    `json:"span"`
}

func (e Evidence) String() string {
	return fmt.Sprintf("%s at %d-%d", e.Kind, e.Span.Start, e.Span.End)
}

// matchKind classifies a candidate by the raw span text, the stored value
// and their score.
func matchKind(text, value string, score float64) MatchKind {
	switch {
	case text == value:
		return MatchExact
	case score >= exactish, sameLemmas(Normalize(text), Normalize(value)):
		return MatchFolded
	}
	return MatchFuzzy
}

// sameLemmas: the content words of both texts pair up one to one, each
// pair a word and an inflection of it ("engineering" ~ "engineer",
// "complete" ~ "completed") — other forms of the same words. Two words
// that only reduce to one stem ("marketting", "marketing") are another
// spelling, not another form.
func sameLemmas(ns, nv string) bool {
	a, b := contentWords(ns), contentWords(nv)
	if len(a) == 0 || len(a) != len(b) {
		return false
	}
	// inflects: x is an inflected form whose lemma is y, up to the final
	// "e" a suffix rule may drop ("completed" → "complet").
	inflects := func(x, y string) bool {
		l := Lemma(x)
		return l != x && strings.TrimSuffix(l, "e") == strings.TrimSuffix(y, "e")
	}
	for i := range a {
		if a[i] != b[i] && !inflects(a[i], b[i]) && !inflects(b[i], a[i]) {
			return false
		}
	}
	return true
}

// Corrected reports whether reading the span as this candidate assumed
// something the words do not say exactly: a fuzzy match.
func (c ValueCandidate) Corrected() bool { return c.Match == MatchFuzzy }

// ValueDiagnostic is what a translation reports when it used a non-exact
// value link: value-corrected (a warning) for a fuzzy match, value-folded
// (info) for a match up to case, accents, spacing or articles, and
// value-ambiguous (a warning) when c is one of several fields storing the
// value that the question did not choose between. Otherwise exact and taught
// matches say nothing: they assumed nothing. ok is false for those.
func ValueDiagnostic(question string, v ValueLink, c ValueCandidate) (d diag.Diagnostic, ok bool) {
	said := v.Text
	if v.Span.End <= len(question) && v.Span.Start < v.Span.End {
		said = question[v.Span.Start:v.Span.End]
	}
	for _, f := range v.Ambiguous {
		if f == c.Field && len(v.Ambiguous) > 1 {
			return ambiguityDiagnostic(question, said, v, c), true
		}
	}
	switch c.Match {
	case MatchInitials:
		return initialsDiagnostic(said, v, c), true
	case MatchFuzzy:
		d = diag.Diagnostic{Check: "value-corrected", Severity: diag.Warning, Span: v.Span,
			Summary: fmt.Sprintf("read '%s' as '%s'", said, c.Value),
			Detail: fmt.Sprintf("no stored value of %s is spelt '%s'; the closest, '%s' (score %.2f), was taken on the evidence: %s",
				c.Field, said, c.Value, c.Score, DescribeEvidence(question, c.Evidence)),
			Fixes: []diag.Fix{{Span: v.Span, Replacement: "'" + c.Value + "'", Label: fmt.Sprintf("write '%s' if that is meant", c.Value)}},
		}
		return d, true
	case MatchFolded:
		if w := spellingVariantIn(said, c.Value); w != "" {
			d = diag.Diagnostic{Check: "value-corrected", Severity: diag.Warning, Span: v.Span,
				Summary: fmt.Sprintf("read '%s' as '%s'", said, c.Value),
				Detail:  fmt.Sprintf("%s stores '%s', where the question spells %q the American or British way", c.Field, c.Value, w),
			}
			return d, true
		}
		if c.Score < exactish {
			// Another form of the words ("engineering" for "engineer"):
			// close, but a reading the user should see.
			d = diag.Diagnostic{Check: "value-corrected", Severity: diag.Warning, Span: v.Span,
				Summary: fmt.Sprintf("read '%s' as '%s'", said, c.Value),
				Detail:  fmt.Sprintf("%s stores '%s', another form of the same words", c.Field, c.Value),
			}
			return d, true
		}
		d = diag.Diagnostic{Check: "value-folded", Severity: diag.Info, Span: v.Span,
			Summary: fmt.Sprintf("read '%s' as '%s'", said, c.Value),
			Detail:  fmt.Sprintf("%s stores '%s'; the words differ only in case, accents, spacing, punctuation or articles", c.Field, c.Value),
		}
		return d, true
	}
	return d, false
}

// DescribeEvidence says the evidence with the words that carry it:
// `capitalised-mid-sentence ("Tom"), only-reading ("Hnaks")`.
func DescribeEvidence(question string, ev []Evidence) string {
	if len(ev) == 0 {
		return "none"
	}
	parts := make([]string, len(ev))
	for i, e := range ev {
		parts[i] = fmt.Sprintf("%s (%q)", e.Kind, spanOf(question, e.Span))
	}
	return strings.Join(parts, ", ")
}

func spanOf(q string, sp diag.Span) string {
	if sp.Start < 0 || sp.End > len(q) || sp.Start > sp.End {
		return ""
	}
	return q[sp.Start:sp.End]
}

// inexactWords are the content words of the normalised span that no
// content word of the normalised value equals: the words a fuzzy reading
// corrects.
func inexactWords(ns, nv string) []string {
	have := map[string]int{}
	for _, w := range contentWords(nv) {
		have[w]++
	}
	var out []string
	for _, w := range contentWords(ns) {
		if have[w] > 0 {
			have[w]--
			continue
		}
		out = append(out, w)
	}
	return out
}

// ValueScore compares a question span with a stored value, both raw: 1 for
// equal after normalisation, otherwise a blend of soft token overlap (Dice
// over content words, where words within a small edit distance count
// partly, so "hanx" ~ "hanks") and the normalised Levenshtein ratio of the
// whole strings.
func ValueScore(span, value string) float64 {
	ns, nv := Normalize(span), Normalize(value)
	return valueScoreNorm(ns, nv)
}

func valueScoreNorm(ns, nv string) float64 {
	if ns == "" || nv == "" {
		return 0
	}
	if ns == nv {
		return 1
	}
	// Spacing differences ("carrieanne moss" vs "carrie anne moss").
	if strings.ReplaceAll(ns, " ", "") == strings.ReplaceAll(nv, " ", "") {
		return 0.99
	}
	st, vt := contentWords(ns), contentWords(nv)
	if len(st) == 0 || len(vt) == 0 {
		return 0
	}
	var match float64
	used := make([]bool, len(vt))
	for _, a := range st {
		best, bi := 0.0, -1
		for j, b := range vt {
			if used[j] {
				continue
			}
			sim := 0.0
			if a == b {
				sim = 1
			} else if english.SpellingVariant(a, b) {
				// "canceled" is "cancelled" spelt the American way: the
				// same word (ValueDiagnostic says the spelling read).
				sim = 1
			} else if len(a) >= 4 && len(b) >= 4 {
				sim = wordSim(a, b)
			}
			if sim > best {
				best, bi = sim, j
			}
		}
		if bi >= 0 {
			used[bi] = true
			match += best
		}
	}
	dice := 2 * match / float64(len(st)+len(vt))
	if match == float64(len(st)) && len(st) == len(vt) {
		// Same content words; only articles or punctuation differ.
		return 0.97
	}
	return 0.75*dice + 0.25*levRatio(ns, nv)
}

// exactish is the score of values equal to a span up to spacing, articles
// or punctuation (valueScoreNorm's 0.97 and 0.99 cases).
const exactish = 0.97

func contentWords(n string) []string {
	ws := strings.Fields(n)
	out := ws[:0:0]
	for _, w := range ws {
		if !english.NameFiller.Is(w) {
			out = append(out, w)
		}
	}
	return out
}

// levRatio is 1 − Levenshtein(a, b) / max(|a|, |b|) over runes.
func levRatio(a, b string) float64 {
	ra, rb := []rune(a), []rune(b)
	n := max(len(ra), len(rb))
	if n == 0 {
		return 1
	}
	return 1 - float64(levenshtein(ra, rb))/float64(n)
}

func levenshtein(a, b []rune) int {
	// Both rows in one buffer, on the stack for the names and titles it
	// mostly compares: every value candidate of every question comes here.
	var buf [128]int
	rows := buf[:0]
	if 2*(len(b)+1) > len(buf) {
		rows = make([]int, 0, 2*(len(b)+1))
	}
	rows = rows[:2*(len(b)+1)]
	prev, cur := rows[:len(b)+1], rows[len(b)+1:]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// sortCandidates orders value candidates best first. Equal scores (one
// string stored as a title and as a role) go to the field that names nodes
// — a label's key property — then to node fields over edge fields.
func sortCandidates(cs []ValueCandidate, s *schema.Schema) {
	rank := func(f Field) int {
		switch {
		case !f.Edge && s != nil && s.Key(f.Owner) == f.Prop:
			return 0
		case !f.Edge:
			return 1
		}
		return 2
	}
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].Score != cs[j].Score {
			return cs[i].Score > cs[j].Score
		}
		if ri, rj := rank(cs[i].Field), rank(cs[j].Field); ri != rj {
			return ri < rj
		}
		if len(cs[i].Value) != len(cs[j].Value) {
			return len(cs[i].Value) < len(cs[j].Value)
		}
		if cs[i].Value != cs[j].Value {
			return cs[i].Value < cs[j].Value
		}
		return cs[i].Field.String() < cs[j].Field.String()
	})
}

// wordSim scores a likely misspelling of one word: the better of the
// normalised Levenshtein ratio and Jaro-Winkler (which forgives a wrong last
// letter in short words: "hanx" ~ "hanks"), or 0 below 0.75.
func wordSim(a, b string) float64 {
	r := max(levRatio(a, b), jaroWinkler(a, b)-0.05)
	if r < 0.75 {
		return 0
	}
	return r
}

func jaroWinkler(a, b string) float64 {
	ra, rb := []rune(a), []rune(b)
	if len(ra) == 0 || len(rb) == 0 {
		return 0
	}
	win := max(len(ra), len(rb))/2 - 1
	if win < 0 {
		win = 0
	}
	ma := make([]bool, len(ra))
	mb := make([]bool, len(rb))
	m := 0
	for i := range ra {
		lo, hi := max(0, i-win), min(len(rb), i+win+1)
		for j := lo; j < hi; j++ {
			if !mb[j] && ra[i] == rb[j] {
				ma[i], mb[j] = true, true
				m++
				break
			}
		}
	}
	if m == 0 {
		return 0
	}
	t, k := 0, 0
	for i := range ra {
		if !ma[i] {
			continue
		}
		for !mb[k] {
			k++
		}
		if ra[i] != rb[k] {
			t++
		}
		k++
	}
	fm := float64(m)
	jaro := (fm/float64(len(ra)) + fm/float64(len(rb)) + (fm-float64(t)/2)/fm) / 3
	p := 0
	for p < min(4, len(ra), len(rb)) && ra[p] == rb[p] {
		p++
	}
	return jaro + float64(p)*0.1*(1-jaro)
}

// spellingVariantIn is the first word of said that the value spells the
// other side of the Atlantic ("canceled" for 'cancelled'), "" when none.
func spellingVariantIn(said, value string) string {
	for _, a := range contentWords(Normalize(said)) {
		for _, b := range contentWords(Normalize(value)) {
			if english.SpellingVariant(a, b) {
				return a
			}
		}
	}
	return ""
}
