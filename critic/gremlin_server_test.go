package critic_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/grammars/gremlin"
	"github.com/gql-dev/gql/lang"
)

// gremlinParseLevel are the checks whose findings TinkerPop's own
// gremlin-lang parser also rejects: its grammar lists every step and
// signature, so a misspelt step, a closure, a missing () or a wrong
// argument list fail to parse there, while ours parses and explains.
var gremlinParseLevel = map[string]bool{"syntax": true, "gremlin-unknown-step": true,
	"gremlin-lambda": true, "gremlin-missing-parentheses": true, "gremlin-arity": true,
	"gremlin-source": true}

var gremlinWord = regexp.MustCompile(`^\w+$`)

var gremlinTerminal = regexp.MustCompile(`\.(next|toList|toSet|toBulkSet|iterate|hasNext|tryNext|explain)\(\d*\)\s*;?\s*$`)

// TestGremlinLangAgreement sends every seed and corpus query to the real
// gremlin-lang engine of the test Gremlin Server and compares its verdict
// ("does it parse?") with the critic's parse-level findings. Queries are
// sent with .explain() appended, so the server parses and plans them but
// never runs them, through the read-only source.
func TestGremlinLangAgreement(t *testing.T) {
	ws := testenv.GremlinServer(t)
	u, err := url.Parse(ws)
	if err != nil {
		t.Fatal(err)
	}
	endpoint := "http://" + u.Host + "/"
	qs := gremlinSeeds(t)
	if _, err := gremlinCorpusFile(); err == nil {
		corpus, _ := gremlinCorpus(t)
		qs = append(qs, corpus...)
	}
	client := &http.Client{Timeout: 20 * time.Second}
	agree, sent := 0, 0
	var disagreements []string
	seen := map[string]bool{}
	for _, q := range qs {
		q = strings.TrimSpace(q)
		if q == "" || seen[q] {
			continue
		}
		seen[q] = true
		send := q
		if gremlinTerminal.MatchString(q) {
			if strings.Contains(q, "repeat") {
				continue // would run unbounded without explain()
			}
		} else {
			send = strings.TrimRight(q, "; \n") + ".explain()"
		}
		r := critic.Run(lang.Gremlin, q, nil)
		if gremlinHas(r, "gremlin-misplaced-modulator") {
			// Gremlin Server 3.8.1 never answers an HTTP gremlin-lang request
			// whose by() modulates a step that takes none (observed with
			// g.V().out().by('name')), so such queries are not sent.
			continue
		}
		serverRejects, why := gremlinLangRejects(t, client, endpoint, send)
		var ours []string
		for _, d := range r.Diagnostics {
			if gremlinParseLevel[d.Check] {
				ours = append(ours, d.Check)
			}
			// SQL step names and where('a > 1') are also parse errors there;
			// select('*') is not.
			word := q[d.Span.Start:d.Span.End]
			if d.Check == "gremlin-sql-keyword" && (gremlinWord.MatchString(word) && !gremlin.Steps[word] || strings.HasPrefix(d.Summary, "where(")) {
				ours = append(ours, d.Check)
			}
		}
		sent++
		if strings.Contains(why, "VariableResolverException") != gremlinHas(r, "gremlin-unbound-variable") && !serverRejects {
			disagreements = append(disagreements, q+"\n    server: "+why+"\n    critic: unbound-variable finding differs")
		}
		if serverRejects == (len(ours) > 0) {
			agree++
			continue
		}
		disagreements = append(disagreements, q+"\n    server: "+why+"\n    critic: "+strings.Join(ours, " "))
	}
	t.Logf("gremlin-lang agreement: %d/%d queries", agree, sent)
	for _, d := range disagreements {
		t.Errorf("disagreement: %s", d)
	}
}

func gremlinCorpusFile() (string, error) {
	p := gremlinCorpusDir + "/pairs.json"
	_, err := os.Stat(p)
	return p, err
}

// gremlinLangRejects reports whether gremlin-lang fails to parse q (parse
// errors and unknown steps surface as GremlinParserException).
func gremlinLangRejects(t *testing.T, c *http.Client, endpoint, q string) (bool, string) {
	body, _ := json.Marshal(map[string]any{"gremlin": q, "language": "gremlin-lang",
		"aliases": map[string]string{"g": "gro"}})
	req, _ := http.NewRequest("POST", endpoint, bytes.NewReader(body))
	req.Header.Set("Accept", "application/vnd.gremlin-v3.0+json;types=false")
	resp, err := c.Do(req)
	if err != nil {
		t.Fatalf("gremlin server on %s: %v", q, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var r struct {
		Message   string `json:"message"`
		Exception string `json:"Exception-Class"`
	}
	_ = json.Unmarshal(b, &r)
	if strings.Contains(r.Exception, "GremlinParserException") {
		return true, r.Message
	}
	if r.Exception != "" {
		return false, r.Exception + ": " + r.Message
	}
	return false, "ok"
}

func gremlinHas(r *critic.Report, check string) bool {
	for _, d := range r.Diagnostics {
		if d.Check == check {
			return true
		}
	}
	return false
}

// TestGremlinVocabularyOnServer checks that every step gql knows is one the
// real gremlin-lang engine parses, with at least one argument shape, so the
// unknown-step check never calls a real step unknown nor a removed one real.
func TestGremlinVocabularyOnServer(t *testing.T) {
	ws := testenv.GremlinServer(t)
	u, err := url.Parse(ws)
	if err != nil {
		t.Fatal(err)
	}
	endpoint := "http://" + u.Host + "/"
	client := &http.Client{Timeout: 20 * time.Second}
	shapes := []string{"()", "('x')", "(1)", "(__.identity())", "('x','y')", "('x',1)", "(local)",
		"(gt(1))", "(1,2)", "('a',__.identity())", "(T.id)", "(true)", "(__.identity(),__.identity())",
		"(local,1)", "('x',gt(1))", "('x','y','z')", "(OUT)", "(DT.day,1)"}
	modulators := map[string]string{"by": "g.V().order().by('x')", "from": "g.V().simplePath().from('a')",
		"to": "g.V().simplePath().to('a')", "option": "g.V().choose(label).option('x', out())",
		"times": "g.V().repeat(out()).times(2)", "until": "g.V().repeat(out()).until(has('x'))",
		"emit": "g.V().repeat(out()).emit()", "with": "g.V().valueMap().with('x')",
		"read": "g.io('x').read()", "write": "g.io('x').write()"}
	terminal := map[string]bool{"next": true, "toList": true, "toSet": true, "toBulkSet": true,
		"iterate": true, "hasNext": true, "tryNext": true, "explain": true}
	for _, name := range gremlin.Sorted(gremlin.Steps) {
		var tries []string
		switch {
		case modulators[name] != "":
			tries = []string{modulators[name] + ".explain()"}
		case terminal[name]:
			for _, sh := range shapes[:3] {
				tries = append(tries, "g.V().limit(1)."+name+sh)
			}
		default:
			for _, sh := range shapes {
				tries = append(tries, "g.V()."+name+sh+".explain()")
			}
		}
		ok := false
		for _, q := range tries {
			if rejects, _ := gremlinLangRejects(t, client, endpoint, q); !rejects {
				ok = true
				break
			}
		}
		if !ok {
			t.Errorf("gremlin-lang parses no form of step %s", name)
		}
	}
	for _, name := range gremlin.Sorted(gremlin.Predicates) {
		ok := false
		for _, args := range []string{"(1)", "('a')", "(1,2)", "(['a'])", "(gt(1))", "(gt(1),lt(2))"} {
			for _, form := range []string{"P." + name, name} {
				if name == "containing" || strings.HasSuffix(name, "With") || strings.HasSuffix(name, "Regex") ||
					name == "regex" || name == "notContaining" {
					form = strings.Replace(form, "P.", "TextP.", 1)
				}
				q := "g.V().has('x', " + form + args + ").explain()"
				if name == "and" || name == "or" {
					q = "g.V().has('x', P.gt(1)." + name + "(P.lt(3))).explain()" // only chained
				}
				if rejects, _ := gremlinLangRejects(t, client, endpoint, q); !rejects {
					ok = true
				}
			}
		}
		if !ok {
			t.Errorf("gremlin-lang parses no form of predicate %s", name)
		}
	}
}
