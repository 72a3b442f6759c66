package grounding

import (
	"context"
	"hash/fnv"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gql-dev/gql/internal/english"
)

// Embedder maps texts to vectors; the grounding step only ever compares
// vectors from the same embedder by cosine.
type Embedder interface {
	Embed(ctx context.Context, texts []string) ([][]float32, error)
	// Name identifies the embedder and model, so cached vectors from one
	// are never compared with another's.
	Name() string
}

// Offline is the built-in embedder: no network, no model file. A text's
// vector is the normalised sum of one unit per content word or known phrase;
// a unit combines (a) the synonym/derivation groups of the built-in lexicon
// the word belongs to, (b) the word's lemma and (c) hashed character
// trigrams of the lemma, so unknown words still match their near spellings
// ("singer" ~ "singers", "employee" ~ "employees").
type Offline struct {
	// Dim is the size of the hashed part (lemmas and trigrams); the vector
	// also has one exact dimension per lexicon group, so concepts never
	// collide with each other.
	Dim int
	// Weights of the three feature kinds in a unit (defaults 1, 0.5, 0.35).
	GroupWeight, LemmaWeight, TrigramWeight float64
}

// NewOffline returns the built-in embedder with its default settings.
func NewOffline() *Offline {
	return &Offline{Dim: 256, GroupWeight: 1, LemmaWeight: 0.5, TrigramWeight: 0.35}
}

func (o *Offline) Name() string { return "offline-lexicon-v1" }

// Embed never fails; the context is accepted for the interface.
func (o *Offline) Embed(_ context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i, t := range texts {
		out[i] = o.Vector(t)
	}
	return out, nil
}

// Vector embeds one text.
func (o *Offline) Vector(text string) []float32 {
	loadLexicon()
	ng := lexNumGroups
	v := make([]float32, ng+o.Dim)
	units := Units(text)
	if len(units) == 0 {
		// Only function words: fall back to the spelling, so equal texts
		// still compare equal.
		o.addTrigrams(v[ng:], strings.ToLower(strings.TrimSpace(text)), 1)
		normalize(v)
		return v
	}
	u := make([]float32, len(v))
	for _, unit := range units {
		for i := range u {
			u[i] = 0
		}
		gs := groupsOf(unit)
		if len(gs) > 0 {
			w := o.GroupWeight / math.Sqrt(float64(len(gs)))
			for _, g := range gs {
				u[g] += float32(w)
			}
		}
		o.addFeature(u[ng:], "w", unit, o.LemmaWeight)
		o.addTrigrams(u[ng:], unit, o.TrigramWeight)
		normalize(u)
		for i := range v {
			v[i] += u[i]
		}
	}
	normalize(v)
	return v
}

// Units splits a text (a question span or a schema name such as ACTED_IN,
// releaseYear or net_worth_millions) into lemmatised content units, joining
// known multi-word phrases ("come out", "year of birth") into one unit.
func Units(text string) []string {
	loadLexicon()
	words := SplitName(text)
	lem := make([]string, len(words))
	for i, w := range words {
		lem[i] = Lemma(w)
	}
	var units []string
	for i := 0; i < len(lem); {
		matched := 0
		for n := min(lexMaxLen, len(lem)-i); n >= 2; n-- {
			if len(lexGroups[strings.Join(lem[i:i+n], " ")]) > 0 {
				matched = n
				break
			}
		}
		if matched > 0 {
			units = append(units, strings.Join(lem[i:i+matched], " "))
			i += matched
			continue
		}
		w := words[i]
		if !isFunctionWord(w) && !isFunctionWord(lem[i]) {
			units = append(units, lem[i])
		}
		i++
	}
	return units
}

func isFunctionWord(w string) bool {
	if p, ok := closedPOS(w); ok && p != WH {
		return true
	}
	return english.IsStopWord(w)
}

// SplitName breaks identifiers and phrases into lowercase words: on spaces,
// underscores, hyphens, punctuation and lower→upper case changes
// ("ACTED_IN" → acted in, "releaseYear" → release year, "HTTPServer" →
// http server).
func SplitName(s string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case r == '\'' || r == '’':
			// "Tom's" → "tom"; the possessive carries no meaning here.
			flush()
			if i+1 < len(rs) && (rs[i+1] == 's' || rs[i+1] == 'S') && (i+2 == len(rs) || !unicode.IsLetter(rs[i+2])) {
				cur = cur[:0]
			}
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush()
		case unicode.IsUpper(r) && len(cur) > 0 && (unicode.IsLower(cur[len(cur)-1]) ||
			(i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(cur[len(cur)-1]))):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
	}
	flush()
	// Drop a lone "s" left by a possessive split.
	out := words[:0]
	for _, w := range words {
		if !english.PossessiveS.Is(w) {
			out = append(out, w)
		}
	}
	return out
}

func (o *Offline) addFeature(v []float32, kind, f string, w float64) {
	h := fnv.New64a()
	h.Write([]byte(kind))
	h.Write([]byte{0})
	h.Write([]byte(f))
	x := h.Sum64()
	// Two hashed positions per feature keep collisions from aligning two
	// unrelated features completely.
	for k := 0; k < 2; k++ {
		pos := int(x % uint64(len(v)))
		sign := float32(1)
		if x&(1<<40) != 0 {
			sign = -1
		}
		v[pos] += sign * float32(w/math.Sqrt2)
		x = x>>17 | x<<47
		x *= 0x9E3779B97F4A7C15
	}
}

func (o *Offline) addTrigrams(v []float32, w string, weight float64) {
	s := "<" + w + ">"
	n := utf8.RuneCountInString(s) - 2
	if n <= 0 {
		return
	}
	rs := []rune(s)
	each := weight / math.Sqrt(float64(n))
	for i := 0; i+3 <= len(rs); i++ {
		o.addFeature(v, "t", string(rs[i:i+3]), each)
	}
}

func normalize(v []float32) {
	var s float64
	for _, x := range v {
		s += float64(x) * float64(x)
	}
	if s == 0 {
		return
	}
	inv := float32(1 / math.Sqrt(s))
	for i := range v {
		v[i] *= inv
	}
}

// Cosine is Eq. 3.
func Cosine(a, b []float32) float64 {
	var dot, na, nb float64
	for i := range a {
		dot += float64(a[i]) * float64(b[i])
		na += float64(a[i]) * float64(a[i])
		nb += float64(b[i]) * float64(b[i])
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / math.Sqrt(na*nb)
}
