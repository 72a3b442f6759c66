package gql

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/llm"
	"github.com/gql-dev/gql/shots"
)

// instructions are the system prompts per target.
var instructions = map[lang.Lang]string{
	lang.Cypher: "You translate questions into one read-only Cypher query for Neo4j 5. Use only the labels, " +
		"relationship types, directions and properties in the schema. Return nodes by their identifying " +
		"property. Answer with the query alone in a ```cypher block.",
	lang.Gremlin: "You translate questions into one read-only Gremlin traversal (gremlin-lang syntax, no lambdas, " +
		"start from g). Use only the vertex labels, edge labels, directions and property keys in the schema. " +
		"Answer with the traversal alone in a ```gremlin block.",
	lang.SPARQL: "You translate questions into one SPARQL 1.1 SELECT query. Declare every prefix you use. Use only " +
		"the classes and properties in the schema; relationship properties are on rdf:Statement resources " +
		"(rdf:subject, rdf:predicate, rdf:object). Answer with the query alone in a ```sparql block.",
}

// schemaFor renders the schema pruned to the grounded elements and their
// neighbours, in the target's own syntax.
func (r *run) schemaFor() string {
	var keep []string
	for _, id := range r.elems {
		kind, name, _ := strings.Cut(id, ":")
		switch kind {
		case "label", "edge":
			keep = append(keep, name)
		case "prop":
			owner, _, _ := strings.Cut(name, ".")
			keep = append(keep, owner)
		}
	}
	s := r.c.cfg.Schema
	if len(keep) > 0 {
		s = s.Prune(keep)
	}
	n := r.c.cfg.Samples
	var out string
	switch r.target {
	case lang.Gremlin:
		out = s.RenderGremlin(n)
	case lang.SPARQL:
		out = s.RenderSPARQL(n)
	default:
		out = s.RenderCypher(n)
	}
	// What the user taught about the elements shown: their meaning and the
	// words the team uses, so the model reads "clients" as the label.
	if notes := r.c.cfg.Schema.Annotations.Render(s); notes != "" {
		out += "Notes on the schema:\n" + notes
	}
	return out
}

// selectShots picks the shots for the prompt and remembers their IDs for
// the utility update.
func (r *run) selectShots() []shots.Scored {
	st := r.c.cfg.Shots
	if st == nil {
		return nil
	}
	sel, err := st.Select(shots.Namespace{Schema: r.c.fp, Target: r.target}, r.elems, r.c.cfg.TopShots)
	if err != nil {
		return nil
	}
	for _, s := range sel {
		r.used = append(r.used, s.ID)
		r.trace.Shots = append(r.trace.Shots, UsedShot{ID: s.ID, Question: s.Question, Query: s.Query, Score: s.Score})
	}
	return sel
}

// prompt assembles instruction, pruned schema, twigs, shots, negative
// examples and the question, and counts each part's tokens.
func (r *run) prompt() []llm.Message {
	inst := instructions[r.target]
	sch := r.schemaFor()
	var tw strings.Builder
	if r.trace.Plan != "" {
		fmt.Fprintf(&tw, "A draft built from the question's words (check it; it may be wrong):\n%s\n", r.trace.Plan)
	}
	for _, t := range r.trace.Twigs {
		fmt.Fprintf(&tw, "- %s\n", strings.ReplaceAll(t, "\n", " "))
	}
	var sh strings.Builder
	for _, s := range r.selectShots() {
		fmt.Fprintf(&sh, "Question: %s\nQuery:\n%s\n\n", s.Question, s.Query)
	}
	if st := r.c.cfg.Shots; st != nil {
		if negs, err := st.Negatives(shots.Namespace{Schema: r.c.fp, Target: r.target}, r.elems, 2); err == nil {
			for _, n := range negs {
				fmt.Fprintf(&sh, "Do not write queries like this one, which failed (%s):\n%s\n\n", n.Error, n.Query)
			}
		}
	}
	values := r.valueLines()
	var user strings.Builder
	fmt.Fprintf(&user, "Schema:\n%s\n", sch)
	if values != "" {
		fmt.Fprintf(&user, "Values in the database that the question names:\n%s\n", values)
	}
	if tw.Len() > 0 {
		fmt.Fprintf(&user, "Structural hints:\n%s\n", tw.String())
	}
	if sh.Len() > 0 {
		fmt.Fprintf(&user, "Examples that worked on this database:\n%s", sh.String())
	}
	fmt.Fprintf(&user, "Question: %s\n", r.q)
	size := &PromptSize{
		Instruction: llm.CountTokens(inst), Schema: llm.CountTokens(sch) + llm.CountTokens(values),
		Twigs: llm.CountTokens(tw.String()), Shots: llm.CountTokens(sh.String()), Question: llm.CountTokens(r.q),
	}
	size.Total = size.Instruction + size.Schema + size.Twigs + size.Shots + size.Question
	r.trace.Prompt = size
	return []llm.Message{{Role: "system", Content: inst}, {Role: "user", Content: user.String()}}
}

// valueLines lists the stored values the question was linked to, so a model
// writes "Tom Hanks" and not "tom hanks".
func (r *run) valueLines() string {
	var b strings.Builder
	for _, v := range r.ground.Values {
		if len(v.Candidates) == 0 {
			continue
		}
		c := v.Best()
		fmt.Fprintf(&b, "- %q is %s = %q\n", v.Text, c.Field, c.Value)
	}
	return b.String()
}

// generate asks the LLM for a first query.
func (r *run) generate() (string, error) {
	msgs := r.prompt()
	return r.ask(msgs, "llm")
}

func (r *run) ask(msgs []llm.Message, source string) (string, error) {
	t0 := time.Now()
	answer, u, err := r.c.cfg.LLM.Complete(r.ctx, msgs)
	r.time(source, t0)
	if u.PromptTokens == 0 {
		for _, m := range msgs {
			u.PromptTokens += llm.CountTokens(m.Content)
		}
		u.CompletionTokens = llm.CountTokens(answer)
	}
	r.tr.Usage.Add(u)
	if err != nil {
		return "", err
	}
	q := llm.Extract(answer, string(r.target), func(q string) bool {
		_, ds, err := critic.Parse(r.target, q)
		return err == nil && !diag.HasErrors(ds)
	})
	if q == "" {
		return "", fmt.Errorf("the model's answer holds no query")
	}
	r.attempt(q, source)
	return q, nil
}

// refine asks the model to fix a query given what went wrong.
func (r *run) refine(query, problem, source string) (string, error) {
	msgs := r.prompt()
	msgs = append(msgs,
		llm.Message{Role: "assistant", Content: "```" + string(r.target) + "\n" + query + "\n```"},
		llm.Message{Role: "user", Content: problem + "\nWrite the corrected query for the same question."})
	return r.ask(msgs, source)
}

// valueCand is a stored value near a literal of a query.
type valueCand struct {
	field, value string
	score        float64
}

// nearValues looks up the stored strings sharing a word prefix with lit,
// best first, distinct, and says whether lit itself is stored.
func (r *run) nearValues(lit string) (cands []valueCand, exact bool) {
	seen := map[string]bool{}
	for _, f := range grounding.StringFields(r.c.cfg.Schema) {
		for _, w := range strings.Fields(grounding.Normalize(lit)) {
			if len(w) < 2 {
				continue
			}
			vals, err := r.c.cfg.Values.Values(r.ctx, f, w[:min(len(w), 3)], 200)
			if err != nil {
				continue
			}
			for _, v := range vals {
				if v == lit {
					exact = true
				}
				if !seen[v] {
					seen[v] = true
					cands = append(cands, valueCand{f.String(), v, grounding.ValueScore(lit, v)})
				}
			}
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].score > cands[j].score })
	return cands, exact
}

// valueHints lists, for an empty result, stored values close to the
// literals the query used: the entity-verification idea.
func (r *run) valueHints(query string) string {
	if r.c.cfg.Values == nil {
		return ""
	}
	var b strings.Builder
	for _, lit := range quotedLiterals(query) {
		cands, _ := r.nearValues(lit)
		n := 0
		for _, c := range cands {
			if n == 3 || c.score < 0.5 {
				break
			}
			if c.value == lit {
				continue
			}
			n++
			if n == 1 {
				fmt.Fprintf(&b, "\nThe literal %q matches nothing; stored values that are close:", lit)
			}
			fmt.Fprintf(&b, " %q (%s)", c.value, c.field)
		}
	}
	return b.String()
}

// valueFix replaces each string literal that matches no stored value by the
// one stored value equal to it after normalisation (case, accents, spacing)
// or, failing that, the single clearly closest one (a typo).
func (r *run) valueFix(query string) (string, bool) {
	if r.c.cfg.Values == nil {
		return "", false
	}
	out, changed := query, false
	for _, lit := range quotedLiterals(query) {
		cands, exact := r.nearValues(lit)
		if exact || len(cands) == 0 || cands[0].score < 0.85 {
			continue
		}
		if len(cands) > 1 && cands[0].score-cands[1].score < 0.05 {
			continue
		}
		best := cands[0].value
		for _, q := range []string{"'", `"`} {
			if strings.Contains(out, q+lit+q) && !strings.Contains(best, q) {
				out = strings.ReplaceAll(out, q+lit+q, q+best+q)
				changed = true
			}
		}
	}
	return out, changed
}

// quotedLiterals finds the string literals of a query in any of the three
// languages.
func quotedLiterals(q string) []string {
	var out []string
	for i := 0; i < len(q); i++ {
		c := q[i]
		if c != '\'' && c != '"' {
			continue
		}
		j := i + 1
		for j < len(q) && q[j] != c {
			if q[j] == '\\' {
				j++
			}
			j++
		}
		if j < len(q) {
			out = append(out, q[i+1:j])
		}
		i = j
	}
	return out
}
