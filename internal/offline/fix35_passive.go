package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

func init() {
	checks = append(checks,
		Check{ID: "negated-passive-read", Warning: true, Summary: "a denied passive verb of a relationship from a label to itself puts its subject at the target",
			Doc: "\"Who is not managed by anyone?\", \"employees who have never been managed by anyone\": the verb is passive (a form of \"be\", a \"not\" or \"never\" between), so its subject is what the relationship reaches, not where it starts; over a relationship that joins a label to itself the schema cannot tell the two ends apart, so the voice decides. The test is NOT EXISTS of an incoming edge, and the warning says so."},
	)
}

// negatedPassiveTarget: the denied verb at pos is passive ("is not managed
// by anyone", "have never been managed") over a relationship that joins
// the subject's label to itself, with no named end after the verb other
// than an agent after "by", and the word a past participle (not an agent
// noun: "are not managers" denies managing): the subject is the relationship's target.
// negatedEnds otherwise puts the subject at the source, which the schema
// allows either way for such a relationship (company: "who is not managed
// by anyone" listed the people managing nobody). A relationship named in
// the passive itself (COORDINATED_BY, a referred_by key) already starts at
// the one the verb is done to, and keeps its direction.
func (o *relPhase) negatedPassiveTarget(et *schema.EdgeType, pos int, subj *onode) bool {
	if subj == nil || subj.pos >= pos || !english.PastParticiple(o.words[pos]) || !et.Connects(subj.label, subj.label) || !o.passiveBefore(pos) || passiveNamed(et.Name) || byKeyVerb(et.Name) != "" {
		return false
	}
	o.warnings = append(o.warnings, o.diagnostic("negated-passive-read", o.tokSpan(pos),
		fmt.Sprintf("%q is passive: the %s asked about are the ones %s reaches, and the test is that no %s edge comes in", o.toks[pos].Text, subj.label, et.Name, et.Name)))
	return true
}

// passiveAgentAt: token k is "by" right after the passive verb at pos.
func (o *relPhase) passiveAgentAt(pos, k int) bool {
	return k == pos+1 && english.PassiveBy.Is(o.word(k))
}
