package grounding

import (
	"context"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// A period stored as text ("2024-fall", "Q3 2025", "spring 2025") is one
// value of two words, a year and a name for a part of it. The question
// writes the two in its own order ("in fall 2024"), and a year is no word
// the value linker looks up on its own: read alone, the year went to
// whatever number was nearest in size (a course level, a founding year),
// a silent wrong answer. periodValues links the pair to the stored value
// whose words are the same two, in either order.

// periodValues adds a value link for each year beside a word when a text
// property shaped like a period (its samples are a year and one word)
// stores exactly those two words. The tokens it links are marked taken.
func (g *Grounder) periodValues(ctx context.Context, q string, toks []Token, src ValueSource, taken []bool, values []ValueLink) []ValueLink {
	if src == nil || g.Schema == nil {
		return values
	}
	var fields []Field
	for _, f := range StringFields(g.Schema) {
		if periodShaped(g.Schema, f) {
			fields = append(fields, f)
		}
	}
	if len(fields) == 0 {
		return values
	}
	for i := range toks {
		if !yearToken(toks[i]) || taken[i] {
			continue
		}
		for _, j := range []int{i - 1, i + 1} {
			if j < 0 || j >= len(toks) || taken[j] || !periodWord(toks[j]) {
				continue
			}
			a, b := min(i, j), max(i, j)
			want := Normalize(toks[j].Text) + " " + toks[i].Lower
			var cands []ValueCandidate
			for _, f := range fields {
				got, err := src.Values(ctx, f, Normalize(toks[j].Text), 50)
				if err != nil {
					continue
				}
				for _, v := range got {
					if sameWordSet(Normalize(v), want) {
						cands = append(cands, ValueCandidate{Field: f, Value: v, Score: periodScore, Match: MatchFolded})
						break
					}
				}
			}
			if len(cands) == 0 {
				continue
			}
			sortCandidates(cands, g.Schema)
			taken[a], taken[b] = true, true
			values = append(values, ValueLink{
				Span:       diag.Span{Start: toks[a].Span.Start, End: toks[b].Span.End},
				Text:       q[toks[a].Span.Start:toks[b].Span.End],
				Candidates: cands,
			})
			break
		}
	}
	return values
}

// periodShaped: every sample of the field is two words, a year and a word
// of letters ("2024-fall"). Without samples nothing is assumed.
func periodShaped(s *schema.Schema, f Field) bool {
	var props []schema.Property
	if f.Edge {
		if e := s.EdgeType(f.Owner); e != nil {
			props = e.Properties
		}
	} else if l := s.Label(f.Owner); l != nil {
		props = l.Properties
	}
	p := schema.Find(props, f.Prop)
	if p == nil || len(p.Samples) == 0 {
		return false
	}
	for _, v := range p.Samples {
		str, ok := v.(string)
		if !ok {
			return false
		}
		ws := strings.Fields(Normalize(str))
		if len(ws) != 2 {
			return false
		}
		y, w := ws[0], ws[1]
		if !isYear(y) {
			y, w = w, y
		}
		if !isYear(y) || !letters(w) {
			return false
		}
	}
	return true
}

func yearToken(t Token) bool { return t.POS == NUM && isYear(t.Lower) }

func isYear(s string) bool {
	if len(s) != 4 {
		return false
	}
	n, err := strconv.Atoi(s)
	return err == nil && n >= 1000 && n <= 2999
}

func letters(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// periodWord: a word that may name part of a year — letters only, no
// function word or cue ("in 2024" is a year, not a period "in").
func periodWord(t Token) bool {
	if t.POS == PUNCT || t.Quoted || t.Stop || t.Cue || t.POS == WH {
		return false
	}
	if _, ok := english.Month(t.Lower); ok {
		return false // a month and a year are a date range, read on dates
	}
	return letters(Normalize(t.Text))
}

// sameWordSet: both normalised texts are the same words in any order.
func sameWordSet(a, b string) bool {
	x, y := strings.Fields(a), strings.Fields(b)
	if len(x) != len(y) {
		return false
	}
	seen := map[string]int{}
	for _, w := range x {
		seen[w]++
	}
	for _, w := range y {
		if seen[w] == 0 {
			return false
		}
		seen[w]--
	}
	return true
}

// periodScore is a period's score: below exactish, so the reading is
// reported as a warning (ValueDiagnostic's value-corrected: "another form
// of the same words") — the order of the words was assumed not to matter.
const periodScore = 0.96

// settlePeriods chooses among the fields that store the same period
// ("2024-fall" on both teaching and enrolment) by the relationship or
// label the question names: one named owner keeps its field; none, or
// several, leave every field a reading (Ambiguous), which the compiler
// refuses or warns about rather than take the first.
func settlePeriods(s *schema.Schema, values []ValueLink, links []Link) []ValueLink {
	named := map[string]bool{}
	for _, l := range links {
		if l.Element.Kind == EdgeKind || l.Element.Kind == LabelKind {
			named[l.Element.Name] = true
		}
	}
	for vi := range values {
		v := &values[vi]
		if len(v.Candidates) < 2 || !allPeriods(s, v.Candidates) {
			continue
		}
		var keep []ValueCandidate
		for _, c := range v.Candidates {
			if named[c.Field.Owner] {
				keep = append(keep, c)
			}
		}
		if len(keep) == 1 {
			v.Candidates = keep
			continue
		}
		v.Ambiguous = nil
		for _, c := range v.Candidates {
			v.Ambiguous = append(v.Ambiguous, c.Field)
		}
	}
	return values
}

func allPeriods(s *schema.Schema, cs []ValueCandidate) bool {
	for _, c := range cs {
		if c.Score != periodScore || !periodShaped(s, c.Field) {
			return false
		}
	}
	return true
}
