package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

func init() {
	checks = append(checks,
		Check{ID: "role-asked-read", Warning: true, Summary: "\"as what\" is read as the one text property of the relationship walked",
			Doc: "\"what projects is Kenji Watanabe on and as what\": \"as what\" asks for the role the thing takes, which the relationship between the two stores; when exactly one relationship the plan walks has exactly one text property, the plan shows it beside the answer and the warning names it. Otherwise the plan is refused (role-asked-unread)."},
	)
}

// roleAskAt is the token of "as" in "as what"/"as which", -1 when none.
func (o *readCtx) roleAskAt() int {
	for i := 0; i+1 < len(o.toks); i++ {
		if english.AsRole.Is(o.word(i)) && english.RoleAsk.Is(o.word(i+1)) {
			return i
		}
	}
	return -1
}

// onlyTextProp is the one text property of the relationship, "" when it
// has none or several.
func (o *readCtx) onlyTextProp(edge string) string {
	for _, et := range o.s.EdgeTypes {
		if et.Name != edge {
			continue
		}
		found := ""
		for _, p := range et.Properties {
			if p.Type == schema.String {
				if found != "" {
					return ""
				}
				found = p.Name
			}
		}
		return found
	}
	return ""
}

// roleAskedReads shows the role "as what" asks for (a6-company-2 listed
// the projects alone): the one text property of the one relationship of
// the plan that has one.
func (o *readCtx) roleAskedReads(q *templates.Query, vars varNames, warns *sink) {
	at := o.roleAskAt()
	if at < 0 || q.Optional != nil || len(q.Optionals) > 0 || q.Shortest != nil {
		return
	}
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg {
			return
		}
	}
	var hop *templates.Hop
	prop := ""
	for pi := range q.Match {
		for hi := range q.Match[pi].Hops {
			h := &q.Match[pi].Hops[hi]
			p := o.onlyTextProp(h.Edge)
			if p == "" {
				continue
			}
			if hop != nil || len(h.Or) > 0 || h.Min != 0 || h.Max != 0 {
				return
			}
			hop, prop = h, p
		}
	}
	if hop == nil {
		return
	}
	if hop.Var == "" {
		hop.Var = vars.next("r")
	}
	q.Return = append(q.Return, templates.Proj{Var: hop.Var, Prop: prop, As: prop})
	warns.add(o.diagnostic("role-asked-read", o.tokSpans(at, at+1),
		fmt.Sprintf("%q is read as the %s of %s, the one text property of the relationship the plan walks", o.toks[at].Text+" "+o.toks[at+1].Text, prop, hop.Edge)))
}
