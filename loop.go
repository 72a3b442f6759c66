package gql

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/rowcheck"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/shots"
)

// Standing orders the candidates of the correction loop. The loop keeps
// every candidate and returns the best by this order, earliest first among
// equals, so a repair can only replace a query with a better one and a
// query that runs is never given up for one that does not.
type Standing int

const (
	// Broken: the critic finds errors the server would reject, the guard
	// refuses it, or the server returned an error.
	Broken Standing = iota
	// Suspect: not run (no backend) and the critic has suspicions only.
	Suspect
	// Checked: not run (no backend) and the critic finds nothing.
	Checked
	// RanEmpty: ran without error but returned no rows, or only zero or
	// null aggregates. An empty result can be the true answer.
	RanEmpty
	// RanSuspect: ran with rows, but the critic has suspicions.
	RanSuspect
	// RanClean: ran with rows and the critic finds nothing.
	RanClean
)

var standingNames = [...]string{"broken", "suspect", "checked", "ran-empty", "ran-with-suspicions", "ran"}

func (s Standing) String() string { return standingNames[s] }

// MarshalText writes the standing's name in JSON traces.
func (s Standing) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// candidate is one query the loop evaluated.
type candidate struct {
	attempt    int // index in the trace's attempts
	query      string
	source     string
	standing   Standing
	errs       []diag.Diagnostic // findings the server would reject
	suspicions []diag.Diagnostic
	res        *backends.Result
	err        error // guard, server or critic error
	writes     bool
	degenerate bool
}

func (c *candidate) why() string {
	switch {
	case c.writes:
		return "the query would change the database; gql only runs read queries"
	case c.err != nil:
		return c.err.Error()
	case len(c.errs) > 0:
		return "the critic rejects the query: " + summarize(c.errs)
	}
	return ""
}

// correct is Algorithm 3 made monotone: static critique (deterministic fixes
// first, the LLM for the rest), execution, and repair on errors and, when
// there is evidence, on empty results — keeping every candidate and
// settling on the best one.
func (r *run) correct(query string) {
	c := r.c
	var cands []*candidate
	seen := map[string]bool{}
	k := 0 // LLM calls spent on repair
	for step := 0; step < 2*c.cfg.MaxRepairs+8; step++ {
		if step > 0 && r.ctx.Err() != nil {
			// Canceled or out of time: the candidates so far are settled
			// and the caller is told the run was stopped.
			break
		}
		norm := shots.NormalizeQuery(query)
		if seen[norm] {
			// A repair that gives back a query already tried adds nothing.
			break
		}
		seen[norm] = true
		cur := r.evaluate(query)
		cands = append(cands, cur)
		if cur.standing == RanClean || cur.writes {
			break
		}
		if cur.standing == Broken && cur.source == "fix" && len(cands) > 1 && bestOf(cands[:len(cands)-1]).standing >= RanEmpty {
			// A mechanical fix broke a query that ran: the one that ran
			// stands, and asking the model to repair the fix would spend a
			// call on a query worse than one already in hand.
			break
		}
		next, ok := r.next(cur, &k)
		if !ok {
			break
		}
		query = next
	}
	r.settle(r.weighPlan(bestOf(cands), &cands), cands)
}

// evaluate runs the critic and, with a backend, the query; it fills the
// newest attempt of the trace.
func (r *run) evaluate(query string) *candidate {
	c := r.c
	idx := len(r.trace.Attempts) - 1
	at := &r.trace.Attempts[idx]
	cur := &candidate{attempt: idx, query: query, source: at.Source}
	t0 := time.Now()
	rep := critic.Run(r.target, query, c.cfg.Schema)
	r.time("critic", t0)
	at.Findings = rep.Diagnostics
	for _, d := range rep.Diagnostics {
		switch {
		case d.Severity == diag.Info:
		case critic.Suspicion(d):
			cur.suspicions = append(cur.suspicions, d)
		default:
			cur.errs = append(cur.errs, d)
		}
	}
	cur.writes = rep.Parsed && !rep.ReadOnly
	defer func() { at.Standing = cur.standing }()
	if !rep.Parsed || len(cur.errs) > 0 || cur.writes {
		cur.standing = Broken
		return cur
	}
	ex := c.cfg.Executors[r.target]
	if ex == nil {
		cur.standing = Checked
		if len(cur.suspicions) > 0 {
			cur.standing = Suspect
		}
		return cur
	}
	t0 = time.Now()
	res, err := ex.Exec(r.ctx, query, c.cfg.Exec)
	r.time("execute", t0)
	if err != nil {
		at.Exec = err.Error()
		cur.err, cur.standing = err, Broken
		return cur
	}
	cur.res = res
	at.Rows = len(res.Rows)
	if d, ok := repeatedRows(r.target, query, res, c.cfg.Schema); ok {
		cur.suspicions = append(cur.suspicions, d)
		at.Findings = append(at.Findings, d)
	}
	switch {
	case res.Empty():
		at.Exec, cur.standing = "ok (no rows)", RanEmpty
	case degenerate(res):
		at.Exec, cur.standing, cur.degenerate = "ok, but only zero or null aggregates", RanEmpty, true
	case len(cur.suspicions) > 0:
		at.Exec, cur.standing = "ok", RanSuspect
	default:
		at.Exec, cur.standing = "ok", RanClean
	}
	return cur
}

// next proposes the next candidate: deterministic fixes first, the LLM only
// when none applies, and for a query that ran empty, only with stored values
// to offer for literals that match nothing.
func (r *run) next(cur *candidate, k *int) (string, bool) {
	c := r.c
	canAsk := c.cfg.LLM != nil && *k < c.cfg.MaxRepairs
	ask := func(problem, source string) (string, bool) {
		*k++
		q, err := r.refine(cur.query, problem, source)
		if err != nil {
			r.trace.Notes = append(r.trace.Notes, source+": "+err.Error())
			return "", false
		}
		return q, true
	}
	fix := func(ds []diag.Diagnostic, source string) (string, bool) {
		if r.static >= 3 {
			return "", false
		}
		fixed, ok := applyFixes(cur.query, ds)
		if !ok {
			return "", false
		}
		r.static++
		r.attempt(fixed, source)
		return fixed, true
	}
	valueFix := func() (string, bool) {
		if r.static >= 3 {
			return "", false
		}
		fixed, ok := r.valueFix(cur.query)
		if !ok {
			return "", false
		}
		r.static++
		r.attempt(fixed, "value-fix")
		return fixed, true
	}
	switch cur.standing {
	case Broken:
		if cur.writes {
			return "", false
		}
		if len(cur.errs) > 0 || cur.err == nil {
			if q, ok := fix(cur.errs, "fix"); ok {
				return q, true
			}
			if canAsk {
				return ask("Static check failed:\n"+describe(cur.errs), "refine")
			}
			return "", false
		}
		cls := backends.ClassOf(cur.err)
		if cls == backends.Connection || cls == backends.Refused {
			return "", false
		}
		if q, ok := r.pluginFix(cur); ok {
			return q, true
		}
		if q, ok := valueFix(); ok {
			return q, true
		}
		if canAsk {
			ctx := cur.err.Error()
			if cls == backends.Semantic {
				ctx += r.valueHints(cur.query)
			}
			return ask("Running it failed:\n"+ctx, "repair")
		}
	case RanEmpty:
		if q, ok := valueFix(); ok {
			return q, true
		}
		if q, ok := fix(cur.suspicions, "fix"); ok {
			return q, true
		}
		// A model call needs something concrete to offer: stored values
		// close to literals that match nothing. A suspicion without a fix (a
		// property the schema lacks) is kept as a warning: asking again
		// rarely turns a question the graph cannot answer into one it can.
		hints := r.valueHints(cur.query)
		if canAsk && hints != "" {
			problem := "It ran but returned no rows."
			if len(cur.suspicions) > 0 {
				problem += "\n" + describe(cur.suspicions)
			}
			return ask(problem+hints, "repair")
		}
	case RanSuspect, Suspect:
		if q, ok := fix(cur.suspicions, "fix"); ok {
			return q, true
		}
		if cur.standing == Suspect && canAsk && worthAsking(cur.suspicions) {
			return ask("Static check found problems:\n"+describe(cur.suspicions), "refine")
		}
	}
	return "", false
}

// repeatedRows is a suspicion about an answer that lists the same row more
// than once (a person reached through each of their movies): with a LIMIT
// the repeats take the place of answers ("the first 3 people" naming two).
// Its fix returns each row once; like every candidate it is run, and kept
// only if it stands better.
func repeatedRows(l lang.Lang, query string, res *backends.Result, s *schema.Schema) (diag.Diagnostic, bool) {
	if l != lang.Cypher || res == nil || len(res.Rows) < 2 {
		return diag.Diagnostic{}, false
	}
	seen := map[string]bool{}
	repeats := 0
	for _, row := range res.Rows {
		var k strings.Builder
		for _, v := range row {
			k.WriteString(backends.Canon(v, backends.CompareOptions{OrderedLists: true}))
			k.WriteByte(0x1e)
		}
		if seen[k.String()] {
			repeats++
		}
		seen[k.String()] = true
	}
	if repeats == 0 {
		return diag.Diagnostic{}, false
	}
	if !critic.RowsAreEntities(query, s) {
		return diag.Diagnostic{}, false
	}
	fixed, ok := critic.DistinctReturn(query)
	if !ok {
		return diag.Diagnostic{}, false
	}
	return diag.Diagnostic{Check: "repeated-rows", Severity: diag.Warning, Pos: diag.Pos{Line: 1, Col: 1},
		Summary: fmt.Sprintf("the answer repeats rows (%d of %d are repeats)", repeats, len(res.Rows)),
		Detail:  "The same row more than once usually means one entity reached along several paths; under a LIMIT the repeats take the place of other answers.",
		Fixes:   []diag.Fix{{Span: diag.Span{Start: 0, End: len(query)}, Replacement: fixed, Label: "return each row once: RETURN DISTINCT"}}}, true
}

var unknownFunction = regexp.MustCompile(`Unknown function '([A-Za-z_][\w.]*)'`)

// pluginFix answers a server that does not know a plugin function (no APOC
// installed) with the plain-Cypher equivalent, when gql knows one. Only the
// server's word counts: where the plugin is installed its function runs.
func (r *run) pluginFix(cur *candidate) (string, bool) {
	if r.static >= 3 || r.target != lang.Cypher || cur.err == nil {
		return "", false
	}
	m := unknownFunction.FindStringSubmatch(cur.err.Error())
	if m == nil {
		return "", false
	}
	fixed, ok := critic.PluginFallback(cur.query, m[1])
	if !ok {
		return "", false
	}
	r.static++
	r.attempt(fixed, "fix")
	return fixed, true
}

// worthAsking: a model call on suspicions alone pays only when one of them
// could be the model's slip. A property the schema lacks with no close name
// to offer (votes on a graph without votes) is the question asking for what
// the graph does not hold; asking again returns the same query, as with an
// empty result (see next), so it stays a warning.
func worthAsking(ds []diag.Diagnostic) bool {
	for _, d := range ds {
		if len(d.Fixes) == 0 && !strings.HasSuffix(d.Check, "-unknown-property") {
			return true
		}
	}
	return false
}

func bestOf(cands []*candidate) *candidate {
	var best *candidate
	for _, c := range cands {
		if best == nil || c.standing > best.standing {
			best = c
		}
	}
	return best
}

// weighPlan brings the offline plan in when an LLM wrote the query: as the
// answer when none of the model's candidates could run or pass the critic,
// and otherwise as a second, independent opinion whose agreement sets the
// answer's confidence. It returns the candidate to answer with.
func (r *run) weighPlan(best *candidate, cands *[]*candidate) *candidate {
	if r.c.cfg.LLM == nil || best == nil {
		return best
	}
	if r.plan == nil || r.renderErr != nil || r.trace.Plan == "" {
		r.conf = ModelOnly
		why := r.trace.PlanReason
		if r.renderErr != nil {
			why = "rendering: " + r.renderErr.Error()
		}
		r.confWhy = "the offline compiler refused: " + why
		return best
	}
	if shots.NormalizeQuery(r.trace.Plan) == shots.NormalizeQuery(best.query) {
		r.conf = Agreed
		if best.standing >= RanEmpty {
			r.trace.Agreement = "the offline plan is the same query"
		}
		return best
	}
	ex := r.c.cfg.Executors[r.target]
	cs := questionConstraints(r.ground)
	if best.standing > Broken && ex == nil {
		// Nothing to compare answers with, and the model's query stands.
		r.conf = Unchecked
		r.diff = difference(r.target, best.query, r.trace.Plan, cs, r.c.cfg.Schema)
		r.confWhy = "no backend ran the two queries to compare their rows"
		r.other = &Alternative{Source: "offline", Query: r.trace.Plan}
		return best
	}
	r.attempt(r.trace.Plan, "offline")
	plan := r.evaluate(r.trace.Plan)
	if best.standing == Broken {
		// The model's candidates all failed: the plan may answer instead.
		*cands = append(*cands, plan)
		chosen := bestOf(*cands)
		if chosen == plan {
			r.conf = OfflineOnly
			r.replaced = best
		}
		return chosen
	}
	if best.res == nil || plan.res == nil || plan.standing < RanEmpty {
		r.conf = ModelOnly
		r.confWhy = "the offline plan did not run: " + plan.why()
		return best
	}
	ok, why := rowcheck.Same(best.res, plan.res)
	if ok {
		r.conf = Agreed
		r.trace.Agreement = "agree: the offline plan returns the same answer"
		return best
	}
	if lm := limitOf(best.query); lm != "" && lm == limitOf(plan.query) && tiedCut(best.res, plan.res) {
		// The same ranking cut at the same place, keeping other rows of
		// one rank: bench scores tied rows as interchangeable, so the two
		// agree; which tied rows are kept is the server's choice, an
		// assumption the user must see.
		r.conf = Agreed
		r.ties = "the LIMIT " + lm + " cuts through tied rows: other rows rank the same as the last one kept"
		r.trace.Agreement = "agree: the offline plan ranks the same, keeping other tied rows"
		return best
	}
	r.trace.Agreement = "disagree: the offline plan answers differently (" + why + "); both are in the attempts"
	r.conf = Disagreed
	r.diff = difference(r.target, best.query, r.trace.Plan, cs, r.c.cfg.Schema)
	if r.diff == "" {
		r.diff = "the two return other rows from the same structure"
	}
	// A general rule decides only where one answer uses every constraint
	// of the question the other does and more: the model's query answers
	// a wider question than the one asked. Otherwise the model's answer
	// stands, and the plan's is shown beside it.
	mm, mp := missing(cs, best.query), missing(cs, plan.query)
	if len(minus(mp, mm)) == 0 && len(minus(mm, mp)) > 0 && plan.standing >= best.standing {
		r.other = &Alternative{Source: "llm", Query: best.query, Rows: toTable(best.res)}
		r.planOver = "the model's query does not use " + quoteAll(minus(mm, mp)) + " of the question; the offline plan, which uses every constraint the model's does and these, answers (the model's answer is the other one)"
		return plan
	}
	r.other = &Alternative{Source: "offline", Query: plan.query, Rows: toTable(plan.res)}
	return best
}

// settle turns the best candidate into the translation's verdict and
// records the outcome in the shot repository.
func (r *run) settle(best *candidate, cands []*candidate) {
	if best == nil {
		r.tr.Verdict, r.tr.Reason = Failed, "no candidate query"
		return
	}
	r.trace.Chosen = best.attempt
	r.tr.Query = best.query
	switch best.standing {
	case Broken:
		r.tr.Verdict, r.tr.Reason = Failed, best.why()
		r.lastErr = r.tr.Reason
		r.record(best, false)
		return
	case RanEmpty:
		r.tr.Reason = "the query ran and returned no rows"
		if best.degenerate {
			r.tr.Reason = "the query ran and returned only zero or null aggregates"
		}
	}
	r.tr.Verdict = Valid
	if best.res != nil {
		r.tr.Rows = toTable(best.res)
	}
	r.confide()
	if len(best.suspicions) > 0 {
		r.tr.Warnings = append(r.tr.Warnings, "the critic suspects: "+summarizeAll(best.suspicions))
	}
	if r.c.cfg.LLM == nil || best.source == "offline" {
		// The answer is the offline plan's (or a fix of it): its doubts
		// go with it.
		for _, d := range r.planDiags {
			r.tr.Diagnostics = append(r.tr.Diagnostics, d)
			r.tr.Warnings = append(r.tr.Warnings, "["+d.Check+"] "+d.Summary+": "+d.Detail)
		}
		r.attachValueDiags(r.valueDiags(r.plan))
	} else {
		r.attachValueDiags(r.valueDiags(nil))
	}
	if r.c.cfg.RequireAgreement && !r.tr.Confidence.Trusted() {
		// Both answers stay on the translation (Query and Rows, Other):
		// the refusal shows what each opinion said.
		why := string(r.tr.Confidence)
		if r.tr.Difference != "" {
			why += ": " + r.tr.Difference
		} else if r.confWhy != "" {
			why += ": " + r.confWhy
		}
		r.tr.Verdict, r.tr.Reason = Unanswerable, "require-agreement: "+why
		r.record(nil, false)
		return
	}
	if r.c.cfg.Strict && len(r.tr.Warnings) > 0 {
		r.tr.Verdict, r.tr.Reason = Unanswerable, "strict: "+strings.Join(r.tr.Warnings, "; ")
		r.record(nil, false)
		return
	}
	if d, ok := r.c.cfg.refusingDoubt(r.tr.Diagnostics); ok {
		r.tr.Verdict, r.tr.Reason, r.tr.Rows = Unanswerable, doubtReason(r.tr.Question, r.tr.Query, d), nil
		r.record(nil, false)
		return
	}
	if best.attempt != len(r.trace.Attempts)-1 && len(cands) > 1 {
		r.trace.Notes = append(r.trace.Notes, fmt.Sprintf("returned attempt %d (%s, %s), the best of %d", best.attempt+1, best.source, best.standing, len(cands)))
	}
	r.record(best, true)
}

// confide puts the answer's confidence on the translation, and the
// assumptions behind it among the warnings: a model query replaced by the
// offline plan, the plan preferred to a model query that ran.
func (r *run) confide() {
	tr := r.tr
	switch {
	case r.c.cfg.LLM == nil:
		tr.Confidence = OfflineOnly
	case r.conf != "":
		tr.Confidence = r.conf
	default:
		tr.Confidence = ModelOnly
	}
	tr.Difference, tr.Other = r.diff, r.other
	if b := r.replaced; b != nil {
		tr.Warnings = append(tr.Warnings, "[model-replaced] the model's query was refused ("+b.why()+"); the offline plan answers instead")
	}
	if r.ties != "" {
		tr.Warnings = append(tr.Warnings, "[ties-cut] "+r.ties)
	}
	if r.planOver != "" {
		tr.Warnings = append(tr.Warnings, "[plan-preferred] "+r.planOver)
	}
	if tr.Confidence == Disagreed {
		tr.Warnings = append(tr.Warnings, "[disagreed] the model's query and the offline plan return different rows: "+tr.Difference)
	}
}

// notStored says why a valid translation is not admitted as a shot; ""
// means it is verified: it ran without error, returned rows, the critic has
// no suspicion, and an independent candidate (the offline plan) agrees.
func (r *run) notStored(best *candidate) string {
	switch {
	case r.c.cfg.Executors[r.target] == nil:
		return "not run on a database (no --exec)"
	case best.standing == RanEmpty:
		return "the result is empty, which is as likely a mis-grounded query as a true none"
	case best.standing == RanSuspect:
		return "the critic has suspicions"
	case best.standing != RanClean:
		return "not verified"
	case !strings.HasPrefix(r.trace.Agreement, "agree"):
		return "no independent candidate agrees with it"
	}
	return ""
}

func summarizeAll(ds []diag.Diagnostic) string {
	var parts []string
	for _, d := range ds {
		parts = append(parts, fmt.Sprintf("%d:%d %s", d.Pos.Line, d.Pos.Col, d.Summary))
	}
	if len(parts) > 3 {
		parts = append(parts[:3], fmt.Sprintf("and %d more", len(parts)-3))
	}
	return strings.Join(parts, "; ")
}
