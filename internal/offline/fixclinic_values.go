package offline

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// Two readings of a named value that value linking gets wrong because it
// compares letters and digits only.
//
// A sign written after a value ("blood type O-", "rated AA+"): stored
// values that differ by their sign alone ("O+", "O-") are the same letters
// to the linker, which took the first. The sign is part of the value: the
// stored value spelt with it is linked, and when none is, the name is kept
// as an unstored literal (value-not-found) rather than swapped for its
// neighbour of the other sign.
//
// A title before a surname ("Dr O'Neill", "Prof. Reis"): the linker found
// the surname's full stored name but the title kept the whole as an
// unstored literal, or left the title unread. When exactly one stored name
// of the field ends with the surname, the title and surname name that
// thing (title-surname-read); with two, linking stays as it was.

// clinicNote is a warning the evidence pass owes the plan; the compiler
// adds it when it starts (clinicNotes), where warnings are collected.
type clinicNote struct {
	check  string
	span   diag.Span
	detail string
}

// signChars are what a value's sign is written with.
const signChars = "+-−±"

// clinicValues applies both readings to the evidence.
func clinicValues(ev *Evidence, r *grounding.Result) *Evidence {
	signedValues(ev, r)
	titledNames(ev, r)
	return ev
}

// groundingValue is grounding's value link at the span, nil when none.
func groundingValue(r *grounding.Result, sp diag.Span) *grounding.ValueLink {
	for k := range r.Values {
		if r.Values[k].Span == sp {
			return &r.Values[k]
		}
	}
	return nil
}

// signed: s ends in a sign character.
func signed(s string) bool {
	return s != "" && strings.ContainsRune(signChars, lastRune(s))
}

func lastRune(s string) rune {
	rs := []rune(s)
	return rs[len(rs)-1]
}

// signedValues reads the sign written right after a linked value when the
// field stores signed values.
func signedValues(ev *Evidence, r *grounding.Result) {
	q := ev.Question
	for k := 0; k < len(ev.Values); k++ {
		v := ev.Values[k]
		s, ok := v.Value.(string)
		gv := groundingValue(r, v.Span)
		if !ok || gv == nil {
			continue
		}
		end := v.Span.End
		for end < len(q) && strings.ContainsRune(signChars, rune(q[end])) {
			end++
		}
		if end == v.Span.End || end < len(q) && (unicode.IsLetter(rune(q[end])) || unicode.IsDigit(rune(q[end]))) {
			continue // no sign, or a hyphen joining words ("O-negative")
		}
		written := q[v.Span.Start:end]
		fieldSigned := signed(s)
		var same *grounding.ValueCandidate
		for c := range gv.Candidates {
			cand := gv.Candidates[c]
			if cand.Field.Owner != v.Owner || cand.Field.Prop != v.Prop || cand.Field.Edge != v.OnEdge {
				continue
			}
			cs := fmt.Sprint(cand.Value)
			fieldSigned = fieldSigned || signed(cs)
			if strings.EqualFold(cs, written) && same == nil {
				same = &gv.Candidates[c]
			}
		}
		if !fieldSigned || strings.EqualFold(s, written) {
			continue // the field stores no signs ("3+ goals"), or the link is right
		}
		sp := diag.Span{Start: v.Span.Start, End: end}
		if same != nil {
			ev.Values[k].Value, ev.Values[k].Score, ev.Values[k].Span = same.Value, same.Score, sp
			continue
		}
		// No stored value is spelt with this sign: the name is not in the
		// graph, and its neighbour of the other sign is not what it names.
		m := Unmatched{Text: written, Span: sp}
		for _, c := range gv.Candidates {
			m.Closest = append(m.Closest, ValueLink{Owner: c.Field.Owner, OnEdge: c.Field.Edge, Prop: c.Field.Prop, Value: c.Value, Span: sp, Score: c.Score})
		}
		ev.Values = append(ev.Values[:k:k], ev.Values[k+1:]...)
		ev.Unmatched = append(ev.Unmatched, m)
		k--
	}
}

// titleBefore is the start of an honorific written right before byte at
// (past spaces and the abbreviation's full stop), -1 when none is.
func titleBefore(q string, at int) int {
	i := at
	for i > 0 && q[i-1] == ' ' {
		i--
	}
	if i > 0 && q[i-1] == '.' {
		i--
	}
	j := i
	for j > 0 && unicode.IsLetter(rune(q[j-1])) {
		j--
	}
	if j == i || !english.Honorific.Is(strings.ToLower(q[j:i])) {
		return -1
	}
	return j
}

// titledNames reads "Dr Surname" as the one stored name ending with the
// surname.
func titledNames(ev *Evidence, r *grounding.Result) {
	q := ev.Question
	for k, v := range ev.Values {
		s, ok := v.Value.(string)
		gv := groundingValue(r, v.Span)
		if !ok || gv == nil || v.OnEdge {
			continue
		}
		start := titleBefore(q, v.Span.Start)
		if start < 0 {
			continue
		}
		surname := grounding.Normalize(q[v.Span.Start:v.Span.End])
		if surname == "" || !strings.HasSuffix(" "+grounding.Normalize(s), " "+surname) || grounding.Normalize(s) == surname {
			continue
		}
		sp := diag.Span{Start: start, End: v.Span.End}
		// Every stored name the linker saw near the words, of the field,
		// that ends with the surname: one, or the title names no one.
		ending := map[string]bool{}
		look := func(cs []grounding.ValueCandidate) {
			for _, c := range cs {
				n := grounding.Normalize(fmt.Sprint(c.Value))
				if c.Field.Owner == v.Owner && c.Field.Prop == v.Prop && !c.Field.Edge && strings.HasSuffix(" "+n, " "+surname) {
					ending[n] = true
				}
			}
		}
		look(gv.Candidates)
		for _, u := range r.Unmatched {
			if u.Span.Start < sp.End && sp.Start < u.Span.End {
				look(u.Candidates)
			}
		}
		if len(ending) != 1 {
			continue
		}
		ev.Values[k].Span = sp
		kept := ev.Unmatched[:0:0]
		for _, u := range ev.Unmatched {
			if !(u.Span.Start < sp.End && sp.Start < u.Span.End) {
				kept = append(kept, u)
			}
		}
		ev.Unmatched = kept
		ev.clinic = append(ev.clinic, clinicNote{check: "title-surname-read", span: sp,
			detail: fmt.Sprintf("%q is read as %s %q, the one stored %s.%s ending with the surname; the title is no part of the stored name", q[sp.Start:sp.End], v.Owner, s, v.Owner, v.Prop)})
	}
}

// clinicNotes adds the evidence pass's warnings to the plan's.
func (o *offline) clinicNotes(warns *sink) {
	for _, n := range o.ev.clinic {
		warns.add(o.diagnostic(n.check, n.span, n.detail))
	}
}
