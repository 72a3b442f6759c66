package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/llm"
)

const repoRoot = ".."

// servers returns the four servers with the movies graph loaded, by the
// backend names bench.Run takes; a missing server skips (or fails under
// GQL_REQUIRE_SERVERS=1).
func servers(t *testing.T, which ...backends.Backend) []string {
	t.Helper()
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	uris := map[backends.Backend]func(testing.TB) string{
		backends.Neo4j: testenv.Neo4j, backends.GremlinServer: testenv.GremlinServer,
		backends.JanusGraph: testenv.JanusGraph, backends.Fuseki: testenv.Fuseki,
	}
	var out []string
	for _, b := range which {
		uri := uris[b](t)
		if b == backends.Fuseki {
			uri = strings.TrimRight(uri, "/") + "/movies"
		}
		if _, err := backends.Load(context.Background(), uri, g, s, backends.LoadOptions{Backend: b, IfNeeded: true}); err != nil {
			t.Fatal(err)
		}
		out = append(out, string(b)+"="+uri)
	}
	return out
}

// goldenEX counts, from the offline golden files that golden_test.go checks,
// the aligned items whose golden query returns the gold result on x.
func goldenEX(t *testing.T, ds *Dataset, x backends.Executor) int {
	t.Helper()
	ctx := context.Background()
	l := x.Backend().Lang()
	ok := 0
	for _, it := range ds.Items {
		b, err := os.ReadFile(filepath.Join(repoRoot, "testdata", "golden", "offline", it.ID+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		q := goldenQuery(string(b), l)
		if q == "" {
			continue
		}
		gold, err := x.Exec(ctx, it.Gold[l], backends.ExecOptions{})
		if err != nil {
			continue
		}
		got, err := x.Exec(ctx, q, backends.ExecOptions{})
		if err != nil {
			continue
		}
		if same, _ := backends.Equal(gold, got, backends.CompareOptions{Ordered: it.Ordered}); same {
			ok++
		}
	}
	return ok
}

// goldenQuery is the query of one language in a golden file ("" when the
// compiler had none).
func goldenQuery(file string, l lang.Lang) string {
	var cur lang.Lang
	var b strings.Builder
	for _, line := range strings.Split(file, "\n") {
		if strings.HasPrefix(line, "-- ") {
			cur = lang.Lang(strings.TrimPrefix(line, "-- "))
			continue
		}
		if cur == l && !strings.HasPrefix(line, "#") {
			b.WriteString(line + "\n")
		}
	}
	q := strings.TrimSpace(b.String())
	if strings.HasPrefix(q, "unanswerable:") || strings.HasPrefix(q, "failed:") {
		return ""
	}
	return q
}

// TestRunAlignedOffline runs the whole aligned set offline against the four
// real servers and checks the report against an independent count.
func TestRunAlignedOffline(t *testing.T) {
	t.Parallel()
	srv := servers(t, backends.Neo4j, backends.GremlinServer, backends.JanusGraph, backends.Fuseki)
	ds, err := LoadAligned(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	rep, err := Run(ctx, Options{Dataset: ds, Targets: lang.All, Backends: srv, Setup: gql.Setup{Schema: "movies"}})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(rep.Items), 3*len(ds.Items); got != want {
		t.Fatalf("%d item results, want %d", got, want)
	}
	if len(rep.Aggregates) != 3 {
		t.Fatalf("aggregates: %+v", rep.Aggregates)
	}
	// EX per backend equals the count from the golden files on the same server.
	for i, name := range srv {
		ep, err := backends.ResolveOne(name, nil)
		if err != nil {
			t.Fatal(err)
		}
		x, err := openExec(ctx, ep.URI, backends.Options{Backend: ep.Backend})
		if err != nil {
			t.Fatal(err)
		}
		want := goldenEX(t, ds, x)
		bname, l := string(x.Backend()), x.Backend().Lang()
		x.Close()
		var agg *Aggregate
		for j := range rep.Aggregates {
			if rep.Aggregates[j].Target == l {
				agg = &rep.Aggregates[j]
			}
		}
		e := agg.EX[bname]
		if e == nil {
			t.Fatalf("no EX for %s (%d) in %+v", bname, i, agg.EX)
		}
		if e.Correct != want || e.Scored != len(ds.Items) {
			t.Errorf("%s: bench EX %d/%d, golden files give %d/%d", bname, e.Correct, e.Scored, want, len(ds.Items))
		}
		// At answer level (rows and key values from the gold's result) a
		// query with the gold's rows is right: right is at least EX.
		if e.Answered != len(ds.Items) || e.Right < e.Correct || e.Right+e.Wrong+e.Refused != e.Answered {
			t.Errorf("%s: answers %d right, %d wrong, %d refused of %d; EX %d", bname, e.Right, e.Wrong, e.Refused, e.Answered, e.Correct)
		}
		t.Logf("%s %s: EX %d/%d, EM %.1f%%, GAM %.1f%%, twig hit %.1f%%", l, bname, e.Correct, e.Scored, agg.EM, agg.GAM, agg.TwigHitRate)
	}
	// Aggregates agree with the items they sum.
	for _, a := range rep.Aggregates {
		var em, n, valid int
		for _, it := range rep.Items {
			if it.Target == a.Target && it.Ablation == a.Ablation {
				n++
				if it.EM {
					em++
				}
				if it.Verdict == gql.Valid {
					valid++
				}
				if it.PromptTokens != 0 {
					t.Errorf("%s: offline prompt tokens %d, want 0", it.ID, it.PromptTokens)
				}
				if it.EM && !it.GAM {
					t.Errorf("%s/%s: exact match but no AST match:\n%s\n%s", it.ID, it.Target, it.Gold, it.Query)
				}
			}
		}
		if n != a.Items || a.Verdicts[gql.Valid] != valid || int(a.EM*float64(n)/100+0.5) != em {
			t.Errorf("%s: aggregate %+v disagrees with items (n %d, em %d, valid %d)", a.Target, a, n, em, valid)
		}
		if a.LatencyP50 <= 0 || a.LatencyP95 < a.LatencyP50 {
			t.Errorf("%s: latency p50 %v p95 %v", a.Target, a.LatencyP50, a.LatencyP95)
		}
		if a.TwigsPerItem == 0 {
			t.Errorf("%s: no twigs retrieved", a.Target)
		}
	}

	// Categories partition each target's items.
	perTarget := map[lang.Lang]int{}
	for _, c := range rep.Categories {
		perTarget[c.Target] += c.Items
		for b, e := range c.EX {
			if e.Scored != c.Items-e.GoldErrors || e.Correct > e.Scored {
				t.Errorf("%s/%s on %s: %+v", c.Target, c.Category, b, e)
			}
		}
	}
	for _, l := range lang.All {
		if perTarget[l] != len(ds.Items) {
			t.Errorf("%s: categories hold %d items, want %d", l, perTarget[l], len(ds.Items))
		}
	}

	dir := t.TempDir()
	if err := rep.Write(dir); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"report.json", "report.md", "report.html"} {
		if fi, err := os.Stat(filepath.Join(dir, f)); err != nil || fi.Size() == 0 {
			t.Fatalf("%s: %v", f, err)
		}
	}
	var back Report
	b, _ := os.ReadFile(filepath.Join(dir, "report.json"))
	if err := json.Unmarshal(b, &back); err != nil || len(back.Items) != len(rep.Items) {
		t.Fatalf("report.json does not read back: %v", err)
	}
	md, _ := os.ReadFile(filepath.Join(dir, "report.md"))
	if !bytes.Contains(md, []byte("development set")) || !bytes.Contains(md, []byte("| default | gremlin | 45 |")) {
		t.Errorf("report.md lacks the dev-set note or the gremlin row:\n%s", md)
	}
	page, _ := os.ReadFile(filepath.Join(dir, "report.html"))
	checkHTML(t, string(page), 2)
}

var tagRE = regexp.MustCompile(`<(/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*?(/?)>`)

// checkHTML is a structural check of a generated page: tags balance (void
// elements aside), no script, and at least nSVG inline charts.
func checkHTML(t *testing.T, page string, nSVG int) {
	t.Helper()
	void := map[string]bool{"meta": true, "br": true, "img": true, "hr": true, "link": true, "input": true}
	var stack []string
	for _, m := range tagRE.FindAllStringSubmatch(page, -1) {
		name := strings.ToLower(m[2])
		switch {
		case void[name] || m[3] == "/":
		case m[1] == "":
			stack = append(stack, name)
		default:
			if len(stack) == 0 || stack[len(stack)-1] != name {
				t.Fatalf("HTML: </%s> does not close %v", name, stack[max(0, len(stack)-3):])
			}
			stack = stack[:len(stack)-1]
		}
	}
	if len(stack) != 0 {
		t.Fatalf("HTML: unclosed %v", stack)
	}
	if strings.Contains(strings.ToLower(page), "<script") {
		t.Error("the report must not need scripts")
	}
	if n := strings.Count(page, "<svg"); n < nSVG {
		t.Errorf("HTML has %d inline SVG charts, want at least %d", n, nSVG)
	}
	if !strings.Contains(page, "<rect") {
		t.Error("charts without bars")
	}
}

// scriptedChat is an OpenAI-compatible endpoint inside the test: it answers
// each question with the answer a script gives for it (broken first when
// the script says so, then the fix), and keeps every prompt. Its numbers
// are plumbing checks, not model accuracy.
type scriptedChat struct {
	mu      sync.Mutex
	answer  map[string][]string // question -> answers in order
	asked   map[string]int
	prompts []string // first user message of every request
}

func (s *scriptedChat) serve(t *testing.T) string {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var req struct {
			Messages []struct{ Role, Content string }
		}
		json.Unmarshal(body, &req)
		first := ""
		for _, m := range req.Messages {
			if m.Role == "user" {
				first = m.Content
				break
			}
		}
		q := ""
		if i := strings.LastIndex(first, "Question: "); i >= 0 {
			q = strings.TrimSpace(first[i+len("Question: "):])
		}
		s.mu.Lock()
		s.prompts = append(s.prompts, first)
		as := s.answer[q]
		n := s.asked[q]
		s.asked[q]++
		s.mu.Unlock()
		ans := "I cannot answer that."
		if len(as) > 0 {
			ans = "```cypher\n" + as[n%len(as)] + "\n```"
		}
		llm.WriteCompletion(w, "scripted", ans, llm.Usage{PromptTokens: 100, CompletionTokens: 20})
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/v1"
}

// TestRunLLMAblations runs the LLM path of the bench against a scripted
// endpoint and the real Neo4j: it checks what each ablation puts in the
// prompt, that the evolutionary store grows and is plotted, and that
// no-correction stops the repair the default run makes.
func TestRunLLMAblations(t *testing.T) {
	srv := servers(t, backends.Neo4j)
	ds, err := LoadAligned(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	ds.Items = ds.Items[:8]
	sc := &scriptedChat{answer: map[string][]string{}, asked: map[string]int{}}
	broken := ds.Items[1]
	for _, it := range ds.Items {
		sc.answer[it.Question] = []string{it.Gold[lang.Cypher]}
	}
	// A label that does not exist: the critic catches it, a repair round fixes it.
	sc.answer[broken.Question] = []string{strings.ReplaceAll(broken.Gold[lang.Cypher], ":Movie", ":Film"), broken.Gold[lang.Cypher]}
	base := sc.serve(t)
	rep, err := Run(context.Background(), Options{
		Dataset: ds, Targets: []lang.Lang{lang.Cypher}, Backends: srv,
		Setup: gql.Setup{Schema: "movies", Exec: true, LLM: llm.Config{BaseURL: base, Model: "scripted", APIKey: "test"},
			ExecOptions: backends.ExecOptions{Timeout: 5 * time.Second}},
		Ablations: []Ablation{ZeroShot, StaticFewShot, Evolutionary, NoCorrection}, StaticShots: 2,
	})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Mode != "llm" || len(rep.Items) != 4*len(ds.Items) {
		t.Fatalf("mode %s, %d items", rep.Mode, len(rep.Items))
	}
	by := map[Ablation][]ItemResult{}
	for _, it := range rep.Items {
		by[it.Ablation] = append(by[it.Ablation], it)
		if it.PromptTokens == 0 || it.UsagePrompt == 0 {
			t.Errorf("%s/%s: prompt tokens %d, usage %d", it.Ablation, it.ID, it.PromptTokens, it.UsagePrompt)
		}
	}
	for _, it := range by[ZeroShot] {
		if it.ShotsInPrompt != 0 {
			t.Errorf("zero-shot %s had %d shots", it.ID, it.ShotsInPrompt)
		}
	}
	// Static shots: in every static-few-shot prompt, never the question itself.
	static := 0
	for _, p := range sc.prompts {
		if !strings.Contains(p, "Examples:\nQuestion: ") {
			continue
		}
		static++
		ex := p[strings.Index(p, "Examples:"):strings.LastIndex(p, "Question: ")]
		q := strings.TrimSpace(p[strings.LastIndex(p, "Question: ")+len("Question: "):])
		if strings.Contains(ex, "Question: "+q+"\n") {
			t.Errorf("static shots include the question being asked: %q", q)
		}
	}
	if static < len(ds.Items) {
		t.Errorf("%d prompts carried static shots, want at least %d", static, len(ds.Items))
	}
	// Evolutionary: verified queries are admitted, later prompts use them,
	// and the utility curve has a point per step.
	used := 0
	for _, it := range by[Evolutionary] {
		used += it.ShotsInPrompt
	}
	if used == 0 {
		t.Error("the evolutionary store never put a shot in a prompt")
	}
	steps := map[int]bool{}
	for _, p := range rep.Utility {
		if p.Ablation != Evolutionary {
			t.Errorf("utility point for %s, which keeps no store", p.Ablation)
		}
		steps[p.Step] = true
	}
	if len(steps) < len(ds.Items)-1 {
		t.Errorf("utility points at %d steps, want about %d", len(steps), len(ds.Items))
	}
	// Correction: the broken first answer is repaired except under no-correction.
	for _, ab := range []Ablation{ZeroShot, Evolutionary, NoCorrection} {
		for _, it := range by[ab] {
			if it.ID != broken.ID {
				continue
			}
			if !it.Critic {
				t.Errorf("%s: the critic did not flag the unknown label", ab)
			}
			repaired := it.Verdict == gql.Valid && it.EX[0].Match
			if ab == NoCorrection && repaired {
				t.Errorf("no-correction repaired %s: %+v", it.ID, it)
			}
			if ab != NoCorrection && (!repaired || !it.Correction) {
				t.Errorf("%s did not repair %s: %s %s", ab, it.ID, it.Verdict, it.Reason)
			}
		}
	}
	var page bytes.Buffer
	if err := rep.HTML(&page); err != nil {
		t.Fatal(err)
	}
	checkHTML(t, page.String(), 3)
	if !strings.Contains(page.String(), "<polyline") {
		t.Error("no shot utility line in the HTML report")
	}
	// To look at the scripted run's page (its numbers are plumbing, not
	// model accuracy): GQL_BENCH_KEEP=DIR go test ./bench -run LLM
	if dir := os.Getenv("GQL_BENCH_KEEP"); dir != "" {
		rep.Notes = append(rep.Notes, "SCRIPTED TEST ENDPOINT: these numbers check the bench's plumbing; they are not the accuracy of any model.")
		if err := rep.Write(dir); err != nil {
			t.Fatal(err)
		}
	}
}

// TestRunInterrupted: an interrupted run returns what it measured, marked
// as interrupted, and no half-scored item. Offline with no server.
func TestRunInterrupted(t *testing.T) {
	ds, err := LoadAligned(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rep, err := Run(ctx, Options{Dataset: ds, Targets: lang.All, Setup: gql.Setup{Schema: "movies"},
		Progress: func(done, total int) {
			if done == 7 {
				cancel()
			}
		}})
	if err != context.Canceled || rep == nil {
		t.Fatalf("err %v, report %v", err, rep != nil)
	}
	if len(rep.Items) != 7 {
		t.Errorf("%d items after interrupting at 7", len(rep.Items))
	}
	n := 0
	for _, a := range rep.Aggregates {
		n += a.Items
	}
	if n != 7 || !strings.Contains(strings.Join(rep.Notes, " "), "INTERRUPTED after 7 of 135") {
		t.Errorf("aggregates hold %d items; notes %q", n, rep.Notes)
	}
}

// A prediction is read with at least the rows of its gold: 'What keywords do
// we have?' (3,253 gold rows) was wrong when predictions were read with
// translate's 1,000.
func TestReadLimitCoversGold(t *testing.T) {
	big := Item{Check: &AnswerCheck{Rows: 3253}}
	if got := readLimit(big, backends.ExecOptions{Limit: 1000}).Limit; got != 3254 {
		t.Fatalf("limit for a 3,253-row check read at 1,000 = %d, want 3,254 (gold rows + 1)", got)
	}
	if got := readLimit(big, backends.ExecOptions{Limit: RowLimit}).Limit; got != RowLimit {
		t.Fatalf("a limit above the gold's rows changed to %d", got)
	}
	if got := readLimit(big, backends.ExecOptions{Limit: -1}).Limit; got != -1 {
		t.Fatalf("no limit (-1) became %d", got)
	}
	if got := readLimit(Item{}, backends.ExecOptions{Limit: 5}).Limit; got != 5 {
		t.Fatalf("an item without a hand check changed its limit to %d", got)
	}
}
