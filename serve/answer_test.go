package serve

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/answer"
)

// listing is an Answerer that lists the first column; it records what it
// was given so the test can check the rows it saw are the capped ones.
type listing struct {
	mu    sync.Mutex
	calls []string
	fail  bool
}

func (a *listing) Answer(ctx context.Context, question string, tr *gql.Translation, rows *gql.Table) (string, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.calls = append(a.calls, fmt.Sprintf("%s|%s|%d", question, tr.Target, len(rows.Rows)))
	if a.fail {
		return "", errors.New("no words today")
	}
	var vs []string
	for _, r := range rows.Rows {
		vs = append(vs, fmt.Sprint(r[0]))
	}
	return strings.Join(vs, " and ") + ".", nil
}

func TestAnswerer(t *testing.T) {
	a := &listing{}
	_, ts := start(t, Options{Backends: live(t)[:1], MaxRows: 2, Answerer: a})
	q := "Who acted in The Matrix?"
	var resp struct {
		response
		AnswerFrom  string `json:"answer_from"`
		AnswerError string `json:"answer_error"`
	}
	do(t, "POST", ts.URL+"/v1/ask", "", Request{Question: q, Targets: []string{"cypher", "sparql"}}).json(t, &resp)
	rows := resp.Results[0].Rows
	if rows == nil || len(rows.Rows) != 2 {
		t.Fatalf("rows: %+v", resp.Results[0])
	}
	want := fmt.Sprint(rows.Rows[0][0]) + " and " + fmt.Sprint(rows.Rows[1][0]) + "."
	if resp.Answer != want || resp.AnswerFrom != "cypher" {
		t.Errorf("answer %q from %q, want %q from cypher", resp.Answer, resp.AnswerFrom, want)
	}
	// Once per ask, from the executed target, with the capped rows; the
	// SPARQL result was only checked (no Fuseki here) and has no rows.
	if len(a.calls) != 1 || a.calls[0] != q+"|cypher|2" {
		t.Errorf("answerer calls %v", a.calls)
	}
	// translate never answers.
	var tr response
	do(t, "POST", ts.URL+"/v1/translate", "", Request{Question: q, Targets: []string{"cypher"}}).json(t, &tr)
	if tr.Answer != "" || len(a.calls) != 1 {
		t.Errorf("translate answered %q (%d calls)", tr.Answer, len(a.calls))
	}
	// The page shows it.
	page := do(t, "GET", ts.URL+"/?target=cypher&q="+url.QueryEscape(q), "", nil)
	if !strings.Contains(string(page.body), `<p class="answer" id="answer">`+htmlEscape(want)+`</p>`) {
		t.Errorf("the page lacks the answer %q", want)
	}
	// A failing answerer costs the words, not the rows.
	a.mu.Lock()
	a.fail = true
	a.mu.Unlock()
	r := do(t, "POST", ts.URL+"/v1/ask", "", Request{Question: q, Targets: []string{"cypher"}})
	resp.Answer, resp.AnswerError = "", ""
	r.json(t, &resp)
	if r.status != 200 || resp.Answer != "" || resp.AnswerError != "no words today" || len(resp.Results[0].Rows.Rows) != 2 {
		t.Errorf("failing answerer: %d %s", r.status, r.body)
	}
}

// Offline nothing runs, so there are no rows to answer from.
func TestAnswererOffline(t *testing.T) {
	a := &listing{}
	_, ts := start(t, Options{Backends: offline(), Answerer: a})
	var resp response
	do(t, "POST", ts.URL+"/v1/ask", "", Request{Question: directed}).json(t, &resp)
	if resp.Verdict != "valid" || resp.Answer != "" || len(a.calls) != 0 {
		t.Errorf("offline ask: %+v, calls %v", resp, a.calls)
	}
}

// The answer package's sentence, through /v1/ask, from the real rows.
func TestAskAnswersInWords(t *testing.T) {
	_, ts := start(t, Options{Backends: live(t)[:1], Answerer: &answer.Answerer{}})
	var resp response
	do(t, "POST", ts.URL+"/v1/ask", "", Request{Question: directed, Targets: []string{"cypher"}}).json(t, &resp)
	if !strings.Contains(resp.Answer, "Lana Wachowski") || !strings.HasSuffix(resp.Answer, "directed The Matrix.") {
		t.Errorf("answer %q", resp.Answer)
	}
}
