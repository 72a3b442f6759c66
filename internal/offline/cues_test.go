package offline

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/schema"
)

// cueExample is testdata/cues/NAME.txt: a question and what its offline
// query must contain ("want: fragment", "want: !fragment" must not), or the
// words its refusal must contain ("refuse: words"). "schema: company" runs it
// on testdata/company instead of the bundled movies graph.
type cueExample struct {
	schema, question string
	want             []string
	refuse           string
	warn             string // a warning check the plan must carry
	check            string // the check a refusal must name
	// links are element links added to grounding's ("link: edge WORKS_IN
	// work 0.9"), for plans that depend on a link grounding makes rarely.
	links     []ElementLink
	linkWords []string
}

func readCueExample(t *testing.T, path string) cueExample {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ex := cueExample{schema: "movies"}
	for n, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			t.Fatalf("%s:%d: want key: value", path, n+1)
		}
		v = strings.TrimSpace(v)
		switch k {
		case "schema":
			ex.schema = v
		case "question":
			ex.question = v
		case "want":
			ex.want = append(ex.want, v)
		case "refuse":
			ex.refuse = v
		case "warn":
			ex.warn = v
		case "check":
			ex.check = v
		case "link":
			f := strings.Fields(v)
			if len(f) != 4 {
				t.Fatalf("%s:%d: link: KIND NAME WORD SCORE (WORD with _ for spaces)", path, n+1)
			}
			sc, err := strconv.ParseFloat(f[3], 64)
			if err != nil {
				t.Fatalf("%s:%d: %v", path, n+1, err)
			}
			ex.links = append(ex.links, ElementLink{Kind: f[0], Name: f[1], Span: diag.Span{Start: -1}, Score: sc})
			ex.linkWords = append(ex.linkWords, strings.ReplaceAll(f[2], "_", " "))
		default:
			t.Fatalf("%s:%d: unknown key %q", path, n+1, k)
		}
	}
	if ex.question == "" || (len(ex.want) == 0 && ex.refuse == "" && ex.warn == "") {
		t.Fatalf("%s: needs a question and a want or refuse line", path)
	}
	return ex
}

// checkExample compiles an example and checks it, on the schema it names.
func checkExample(t *testing.T, name string, ex cueExample) {
	t.Helper()
	for i, w := range ex.linkWords {
		k := strings.Index(ex.question, w)
		if k < 0 {
			t.Fatalf("%s: link word %q not in the question", name, w)
		}
		ex.links[i].Span = diag.Span{Start: k, End: k + len(w)}
	}
	g, s := testGraph(t, ex.schema)
	cy, warns, err := renderOfflineDiag(t, g, s, ex.question, ex.links...)
	if os.Getenv("GQL_SHOW") != "" {
		t.Logf("%s: %q\n%s\n%v %v", name, ex.question, cy, err, warns)
	}
	if ex.refuse != "" {
		var u *UnanswerableError
		if !errors.As(err, &u) {
			t.Errorf("%s: %q: want a refusal mentioning %q, got %v\n%s", name, ex.question, ex.refuse, err, cy)
			return
		}
		if !strings.Contains(u.Reason, ex.refuse) {
			t.Errorf("%s: %q: refusal %q lacks %q", name, ex.question, u.Reason, ex.refuse)
		}
		if ex.check != "" && u.Diagnostic.Check != ex.check {
			t.Errorf("%s: %q: refused by %s, want %s", name, ex.question, u.Diagnostic.Check, ex.check)
		}
		if sp := u.Diagnostic.Span; sp.Start < 0 || sp.End > len(ex.question) || sp.Start >= sp.End {
			t.Errorf("%s: %q: diagnostic span %v outside the question", name, ex.question, sp)
		}
		return
	}
	if ex.warn != "" {
		found := false
		for _, w := range warns {
			if w.Check == ex.warn {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: %q: want warning %s, got %v (err %v)\n%s", name, ex.question, ex.warn, warns, err, cy)
		}
	}
	if err != nil {
		t.Errorf("%s: %q: %v", name, ex.question, err)
		return
	}
	for _, f := range ex.want {
		if neg, ok := strings.CutPrefix(f, "!"); ok {
			if strings.Contains(cy, neg) {
				t.Errorf("%s: %q:\n%s\nshould not contain %q", name, ex.question, cy, neg)
			}
		} else if !strings.Contains(cy, f) {
			t.Errorf("%s: %q:\n%s\nlacks %q", name, ex.question, cy, f)
		}
	}
}

// TestCueExamples: every cue has an example, and the example compiles to
// what it says.
func TestCueExamples(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Cues() {
		if seen[c.Name] {
			t.Errorf("two cues are named %s", c.Name)
		}
		seen[c.Name] = true
		if c.Doc == "" || len(c.Words) == 0 {
			t.Errorf("cue %s needs words and a doc", c.Name)
		}
		path := filepath.Join("testdata", "cues", c.Name+".txt")
		if _, err := os.Stat(path); err != nil {
			t.Errorf("cue %s has no example: %v", c.Name, err)
			continue
		}
		checkExample(t, c.Name, readCueExample(t, path))
	}
	// No example without a cue.
	files, _ := filepath.Glob(filepath.Join("testdata", "cues", "*.txt"))
	for _, f := range files {
		if n := strings.TrimSuffix(filepath.Base(f), ".txt"); !seen[n] {
			t.Errorf("%s names no cue", f)
		}
	}
}

// sharedWords are cue words that are also element names in a bundled
// example, each with why the cue keeps it: the word is English the
// compiler must read whatever the schema is, and grounding links the same
// word to the element when the question uses it as one.
var sharedWords = map[string]string{
	"name":  "the imperative opener (\"Name 3 movies\"); a name property is linked by grounding",
	"since": "the comparison (\"since 2010\"); a since property is linked by grounding",
}

// TestCuesNameNoSchemaElement: no cue word or phrase is the name of a
// label, edge type or property of a bundled example or of the test
// schemas, so the tables cannot smuggle one graph's vocabulary into rules
// meant for every graph.
func TestCuesNameNoSchemaElement(t *testing.T) {
	names := map[string]string{}
	add := func(ex string, s *schema.Schema) {
		for _, l := range s.Labels {
			names[squash(l.Name)] = ex + " label " + l.Name
			for _, p := range l.Properties {
				names[squash(p.Name)] = ex + " property " + l.Name + "." + p.Name
			}
		}
		for _, e := range s.EdgeTypes {
			names[squash(e.Name)] = ex + " edge type " + e.Name
			for _, p := range e.Properties {
				names[squash(p.Name)] = ex + " property " + e.Name + "." + p.Name
			}
		}
	}
	for _, ex := range examples.Names {
		s, err := examples.Schema(ex)
		if err != nil {
			t.Fatal(err)
		}
		add(ex, s)
	}
	_, cs := testGraph(t, "company")
	add("testdata/company", cs)
	if len(names) < 10 {
		t.Fatalf("only %d schema elements read", len(names))
	}
	for _, c := range Cues() {
		for _, ph := range c.Words {
			keys := append([]string{squash(ph)}, strings.Fields(ph)...)
			for _, k := range keys {
				if el, ok := names[squash(k)]; ok && sharedWords[k] == "" {
					t.Errorf("cue %s: %q names %s", c.Name, k, el)
				}
			}
		}
	}
}

// squash lower-cases a name and drops separators: ACTED_IN, acted in and
// actedIn compare equal.
func squash(n string) string {
	var b strings.Builder
	for _, r := range n {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// TestRefusalExamples: every refusal and warning check has an example in
// testdata/refusals/ID.txt that triggers it.
func TestRefusalExamples(t *testing.T) {
	for _, c := range Checks() {
		path := filepath.Join("testdata", "refusals", c.ID+".txt")
		if _, err := os.Stat(path); err != nil {
			t.Errorf("check %s has no example: %v", c.ID, err)
			continue
		}
		ex := readCueExample(t, path)
		if !c.Warning {
			ex.check = c.ID
		}
		checkExample(t, c.ID, ex)
	}
}

// compileOn grounds a question on a test schema (movies: the bundled
// example; company: testdata/company.cypher) and renders the offline query
// as Cypher on one line.
func compileOn(t *testing.T, schemaName, question string) (string, error) {
	t.Helper()
	if schemaName == "movies" {
		return offlineCypher(t, question)
	}
	g, s := testGraph(t, schemaName)
	return renderOffline(t, g, s, question)
}

// compileDiag is compileOn keeping the plan's warnings.
func compileDiag(t *testing.T, schemaName, question string) (string, []diag.Diagnostic, error) {
	t.Helper()
	g, s := testGraph(t, schemaName)
	return renderOfflineDiag(t, g, s, question)
}

// TestRuleExamples runs testdata/rules/*.txt: each general rule of the
// offline compiler with an example on movies and one on the test company
// graph (RULE-movies.txt, RULE-company.txt).
func TestRuleExamples(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "rules", "*.txt"))
	schemas := map[string]map[string]bool{}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		rule, sc, ok := cutLast(name, "-")
		if !ok {
			t.Errorf("%s: want RULE-SCHEMA.txt", f)
			continue
		}
		if schemas[rule] == nil {
			schemas[rule] = map[string]bool{}
		}
		schemas[rule][sc] = true
		ex := readCueExample(t, f)
		if ex.schema != sc {
			t.Errorf("%s: runs on %s, its name says %s", f, ex.schema, sc)
		}
		checkExample(t, name, ex)
	}
	for rule, sc := range schemas {
		if !sc["movies"] || !sc["company"] {
			t.Errorf("rule %s is not tested on both schemas (have %v)", rule, sc)
		}
	}
}

func cutLast(s, sep string) (string, string, bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}
