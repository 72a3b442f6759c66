package serve

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/llm"
)

// browser drives a real headless Chromium over the DevTools protocol, so
// a test can sign in, click and read the page as a person would. Only the
// few commands the test needs; one page, one session.
type browser struct {
	t       *testing.T
	ws      *websocket.Conn
	id      int
	session string
}

type cdpMsg struct {
	ID        int             `json:"id"`
	Method    string          `json:"method"`
	Result    json.RawMessage `json:"result"`
	Error     *struct{ Message string }
	SessionID string `json:"sessionId"`
}

func newBrowser(t *testing.T, bin string) *browser {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, bin, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
		"--no-first-run", "--disable-extensions", "--hide-scrollbars", "--remote-debugging-port=0",
		"--user-data-dir="+t.TempDir(), "about:blank")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	var ws *websocket.Conn
	// Chromium is asked to close, so its helper processes are gone before
	// the test removes their profile directory; killed only if it hangs.
	t.Cleanup(func() {
		if ws != nil {
			ws.WriteJSON(map[string]any{"id": 1 << 30, "method": "Browser.close"})
		}
		select {
		case <-exited:
		case <-time.After(15 * time.Second):
			cancel()
			<-exited
		}
		if ws != nil {
			ws.Close()
		}
		cancel()
	})
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if _, u, ok := strings.Cut(sc.Text(), "DevTools listening on "); ok {
				found <- u
			}
		}
	}()
	var wsURL string
	select {
	case wsURL = <-found:
	case <-time.After(60 * time.Second):
		t.Fatal("chromium did not open its DevTools port")
	}
	ws, _, err = websocket.DefaultDialer.Dial(wsURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	b := &browser{t: t, ws: ws}
	var target struct{ TargetID string }
	b.call("Target.createTarget", map[string]any{"url": "about:blank"}, &target)
	var att struct{ SessionID string }
	b.call("Target.attachToTarget", map[string]any{"targetId": target.TargetID, "flatten": true}, &att)
	b.session = att.SessionID
	b.call("Page.enable", nil, nil)
	b.call("Emulation.setDeviceMetricsOverride", map[string]any{"width": 1280, "height": 1000, "deviceScaleFactor": 1, "mobile": false}, nil)
	return b
}

// call sends one command and waits for its answer; events met on the way
// are dropped unless wait names one, which is then awaited after.
func (b *browser) call(method string, params any, out any) {
	b.t.Helper()
	b.send(method, params)
	for {
		m := b.read()
		if m.ID == b.id {
			if m.Error != nil {
				b.t.Fatalf("%s: %s", method, m.Error.Message)
			}
			if out != nil {
				if err := json.Unmarshal(m.Result, out); err != nil {
					b.t.Fatalf("%s: %v", method, err)
				}
			}
			return
		}
	}
}

func (b *browser) send(method string, params any) {
	b.id++
	msg := map[string]any{"id": b.id, "method": method}
	if params != nil {
		msg["params"] = params
	}
	if b.session != "" && !strings.HasPrefix(method, "Target.") {
		msg["sessionId"] = b.session
	}
	if err := b.ws.WriteJSON(msg); err != nil {
		b.t.Fatal(err)
	}
}

func (b *browser) read() cdpMsg {
	b.ws.SetReadDeadline(time.Now().Add(60 * time.Second))
	var m cdpMsg
	if err := b.ws.ReadJSON(&m); err != nil {
		b.t.Fatalf("devtools: %v", err)
	}
	return m
}

// loads runs fn (which makes the page navigate) and waits for the new
// page's load event.
func (b *browser) loads(fn func()) {
	b.t.Helper()
	fn()
	for {
		if m := b.read(); m.Method == "Page.loadEventFired" {
			return
		}
	}
}

func (b *browser) open(u string) {
	b.loads(func() { b.call("Page.navigate", map[string]any{"url": u}, nil) })
}

// eval runs JavaScript in the page (DevTools is not bound by the page's
// script-free CSP) and returns its value as a string.
func (b *browser) eval(js string) string {
	b.t.Helper()
	var r struct {
		Result struct {
			Value any `json:"value"`
		} `json:"result"`
		ExceptionDetails *struct{ Text string } `json:"exceptionDetails"`
	}
	b.call("Runtime.evaluate", map[string]any{"expression": js, "returnByValue": true}, &r)
	if r.ExceptionDetails != nil {
		b.t.Fatalf("%s: %s", js, r.ExceptionDetails.Text)
	}
	return fmt.Sprint(r.Result.Value)
}

func (b *browser) click(selector string) {
	b.loads(func() { b.eval("document.querySelector(" + jsString(selector) + ").click()") })
}

func (b *browser) html() string { return b.eval("document.documentElement.outerHTML") }

func (b *browser) screenshot(path string) {
	b.t.Helper()
	var r struct{ Data string }
	b.call("Page.captureScreenshot", map[string]any{"format": "png", "captureBeyondViewport": true}, &r)
	raw, err := base64.StdEncoding.DecodeString(r.Data)
	if err != nil {
		b.t.Fatal(err)
	}
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		b.t.Fatal(err)
	}
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestPageReviewInChromium: in a real Chromium, sign in with a token, ask
// a question by a link, see the answer and the review queue, confirm a
// held answer with its button, and sign out. The cookie never holds the
// token. Screenshots of the page go to the artifacts.
func TestPageReviewInChromium(t *testing.T) {
	bin := chromium(t)
	var bs []Backend
	for _, b := range live(t) {
		if b.Name != "fuseki" {
			bs = append(bs, b)
		}
	}
	_, ts := start(t, Options{Backends: bs, Shots: filepath.Join(t.TempDir(), "shots.db"),
		Users: []User{{Name: "alice", Token: "tok-alice-0123"}}})
	br := newBrowser(t, bin)

	br.open(ts.URL + "/")
	if !strings.Contains(br.html(), `action="/login"`) {
		t.Fatalf("no sign-in form: %s", tail(br.html(), 2000))
	}
	br.loads(func() {
		br.eval(`document.getElementById("token").value = "tok-alice-0123"; document.querySelector("form").submit()`)
	})
	var cookies struct {
		Cookies []struct{ Name, Value string }
	}
	br.call("Network.getCookies", map[string]any{"urls": []string{ts.URL}}, &cookies)
	if len(cookies.Cookies) != 1 || cookies.Cookies[0].Name != cookieName || strings.Contains(cookies.Cookies[0].Value, "tok-alice") {
		t.Fatalf("the session cookie: %+v", cookies.Cookies)
	}
	page := br.html()
	if !strings.Contains(page, "signed in as alice") || !strings.Contains(page, `id="examples"`) {
		t.Fatalf("signed in page: %s", tail(page, 3000))
	}
	// The examples come from the schema, as links that ask.
	link := br.eval(`document.querySelector("#examples a").getAttribute("href")`)
	if !strings.HasPrefix(link, "/?q=") {
		t.Errorf("example link %q", link)
	}

	br.open(ts.URL + "/?q=" + url.QueryEscape(directed))
	page = br.html()
	for _, want := range []string{`id="result-cypher"`, `id="result-gremlin"`, "ran on neo4j", "Lana Wachowski", `id="queue"`} {
		if !strings.Contains(page, want) {
			t.Errorf("the answer page lacks %s", want)
		}
	}
	// Gremlin is laid out a step per line, not one long line.
	if gq := br.eval(`document.querySelector("#result-gremlin pre.query").textContent`); !strings.Contains(gq, "\n  .") {
		t.Errorf("the Gremlin query is one line: %q", gq)
	}
	ids := regexp.MustCompile(`id="pending-(\d+)"`).FindAllStringSubmatch(page, -1)
	if len(ids) < 2 {
		t.Fatalf("the queue does not list the held answers: %s", tail(page, 4000))
	}
	dir := artifacts(t)
	br.screenshot(filepath.Join(dir, "page-answer-queue.png"))

	first := ids[0][1]
	br.click("#pending-" + first + ` button[value="confirm"]`)
	page = br.html()
	if strings.Contains(page, `id="pending-`+first+`"`) || !strings.Contains(page, `id="pending-`+ids[1][1]+`"`) {
		t.Errorf("after confirming %s the queue is wrong: %s", first, tail(page, 3000))
	}
	var l shotList
	do(t, "GET", ts.URL+"/v1/shots?state=admitted", "tok-alice-0123", nil).json(t, &l)
	if len(l.Shots) != 1 {
		t.Errorf("confirmed on the page, admitted: %s", mustJSON(l))
	}
	br.screenshot(filepath.Join(dir, "page-after-confirm.png"))

	br.click("#signout")
	if page = br.html(); !strings.Contains(page, `action="/login"`) || strings.Contains(page, "signed in as") {
		t.Errorf("after signing out: %s", tail(page, 2000))
	}
	t.Logf("screenshots in %s", dir)
}

// scripted is a model that answers each question with the query given for
// it (llm.Replay, the client the recorded-output replay uses).
func scripted(pairs ...string) gql.Chat {
	var recs []llm.Recording
	for i := 0; i+1 < len(pairs); i += 2 {
		recs = append(recs, llm.Recording{Question: pairs[i], Model: "scripted", Queries: []string{pairs[i+1]}})
	}
	return llm.NewReplay(recs)
}

// TestPageShowsConfidenceInChromium: in a real Chromium, every answer
// carries a confidence badge with its one-line reason, and its assumptions
// are listed beside it with the words of the question they concern
// highlighted: a misspelt title read as the stored one (no model:
// offline-only), a model that agrees with gql's plan, and one that does
// not (both answers and the difference shown). Rows come from the real
// Neo4j; the model is scripted.
func TestPageShowsConfidenceInChromium(t *testing.T) {
	bin := chromium(t)
	var neo Backend
	for _, b := range live(t) {
		if b.Name == "neo4j" {
			neo = b
		}
	}
	const (
		directedQ = "MATCH (p:Person)-[:DIRECTED]->(m:Movie {title: 'The Matrix'}) RETURN p.name AS director"
		actedQ    = "MATCH (p:Person)-[:ACTED_IN]->(m:Movie {title: 'The Matrix'}) RETURN p.name"
	)
	withModel := func(chat gql.Chat) string {
		b := neo
		b.Setup.Chat = chat
		_, ts := start(t, Options{Backends: []Backend{b}})
		return ts.URL
	}
	_, plain := start(t, Options{Backends: []Backend{neo}})
	agrees, differs := withModel(scripted(directed, directedQ)), withModel(scripted(directed, actedQ))
	br := newBrowser(t, bin)
	dir := artifacts(t)
	text := func(sel string) string {
		return br.eval(`(function(){ const e = document.querySelector(` + jsString(sel) + `); return e ? e.textContent : "(none)" })()`)
	}

	misspelt := "Who directed The Matirx?"
	br.open(plain.URL + "/?target=cypher&q=" + url.QueryEscape(misspelt))
	if got := text("#confidence-cypher .badge"); got != "offline-only" {
		t.Errorf("badge %q, want offline-only", got)
	}
	if got := text("#confidence-cypher .why"); got != confidenceWhy[gql.OfflineOnly] {
		t.Errorf("badge explanation %q", got)
	}
	if got := text(`#assumptions-cypher li[data-check="value-corrected"] mark`); got != "The Matirx" {
		t.Errorf("the highlighted words of the value-corrected assumption: %q\n%s", got, tail(br.html(), 3000))
	}
	if got := text(`#assumptions-cypher li[data-check="value-corrected"]`); !strings.Contains(got, "Assumed: a name read as the closest stored value") || !strings.Contains(got, "'The Matrix'") {
		t.Errorf("the assumption in words: %q", got)
	}
	if !strings.Contains(text("#result-cypher table.rows"), "Lana Wachowski") {
		t.Errorf("the corrected title's answer is missing")
	}
	br.screenshot(filepath.Join(dir, "page-assumption.png"))

	br.open(agrees + "/?target=cypher&q=" + url.QueryEscape(directed))
	if got, why := text("#confidence-cypher .badge"), text("#confidence-cypher .why"); got != "agreed" || why != "the model's query and gql's own plan return the same rows" {
		t.Errorf("agreed badge %q: %q", got, why)
	}
	if got := text("#other-cypher"); got != "(none)" {
		t.Errorf("an agreed answer shows another: %q", got)
	}

	br.open(differs + "/?target=cypher&q=" + url.QueryEscape(directed))
	if got := text("#confidence-cypher .badge"); got != "disagreed" {
		t.Errorf("disagreed badge %q", got)
	}
	diff := text("#result-cypher .difference")
	if !strings.Contains(diff, "ACTED_IN") || !strings.Contains(diff, "DIRECTED") {
		t.Errorf("the difference line: %q", diff)
	}
	// Both answers: the model's (chosen) rows and gql's own plan's.
	if q := text("#result-cypher > pre.query"); !strings.Contains(q, "ACTED_IN") {
		t.Errorf("the chosen query: %q", q)
	}
	other := text("#other-cypher")
	if !strings.Contains(other, "gql's own plan") || !strings.Contains(other, "DIRECTED") || !strings.Contains(other, "Lana Wachowski") {
		t.Errorf("the other answer: %q", other)
	}
	if got := text(`#assumptions-cypher li[data-check="disagreed"] strong`); got != "Assumed: the two answers differ" {
		t.Errorf("the disagreement among the assumptions: %q", got)
	}
	br.screenshot(filepath.Join(dir, "page-disagreed.png"))
	t.Logf("screenshots in %s", dir)
}
