package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// yesNoAt is the auxiliary that opens a yes/no question ("Does X fly to
// Y?", "Is A a prerequisite for B?", "Has X directed any movie?"), -1
// when the question is not one. Its answer is whether the pattern matches,
// not the things it matches: a request ("can you list …") and a question
// that asks for something besides ("does X know which …", "how many") are
// not yes/no questions.
func (o *bldPhase) yesNoAt(sh shape) int {
	first := o.firstWord()
	if first < 0 || !english.Frame.Auxiliary[o.word(first)] || english.RequestSubject.Is(o.word(first+1)) && !o.needAsked(first) {
		return -1
	}
	for i := range o.toks {
		if english.OpenQuestion.Is(o.word(i)) || english.Frame.Imperative[o.word(i)] && i == first+1 {
			return -1
		}
	}
	if sh.count || sh.agg != "" || sh.when || sh.who || sh.whatProp != "" || o.rank != nil || o.limit > 0 || o.skip > 0 || o.superlative() != 0 {
		return -1
	}
	return first
}

// needAsked: the question opens "do you need …" / "do I need …", whose
// subject is anyone, not the one asked to list: it asks whether something
// is required.
func (o *readCtx) needAsked(first int) bool {
	return english.NeedAux.Is(o.word(first)) && english.NeedVerb.Is(o.word(first+2))
}

func isPunct(w string) bool {
	for _, r := range w {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			return false
		}
	}
	return true
}

// anchored: some node of the pattern is given by a value, so the yes or no
// is about a named thing ("Does Alpine Connect fly to Vienna?"); a pattern
// of bare labels ("Do airlines have pilots?") says little either way.
func (b *builder) anchored() bool {
	for _, n := range b.o.nodes {
		if b.bound[n] && named(n) {
			return true
		}
	}
	return false
}

// retYesNo answers a yes/no question with whether the pattern matches at
// least once (templates.Any: true or false, one row in every language),
// and says so: the question's auxiliary was read as asking whether, not
// which.
func (b *builder) retYesNo(at int) {
	o, q := b.o, b.q
	q.Return = []templates.Proj{{Agg: templates.Any, As: "yes"}}
	q.Distinct = false
	o.used.mark(at)
	o.warnings = append(o.warnings, o.diagnostic("yes-no", o.toks[at].Span,
		"read as a yes/no question: the answer is true when the pattern matches at least once, false otherwise, not the things it matches"))
}

func init() {
	checks = append(checks, Check{ID: "yes-no", Warning: true, Summary: "a question opening with an auxiliary is answered yes or no",
		Doc: "\"Does X fly to Y?\", \"Is A a prerequisite for B?\": a question that opens with an auxiliary (does, is, has, can …), asks for nothing else (no who, which, how many, no request like \"can you list\") and names a thing is answered with whether its pattern matches at least once, true or false, in one row."})
}

// filtered: the pattern compares v's property prop ("Was X born before
// 1960?"), so asking about it is asking whether the comparison holds.
func (b *builder) filtered(v, prop string) bool {
	for _, c := range conjuncts(b.q.Where) {
		if c.Var == v && c.Prop == prop {
			return true
		}
	}
	return false
}
