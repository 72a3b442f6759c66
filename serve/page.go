package serve

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"html/template"
	"net/http"
	"strings"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/lang"
)

//go:embed page.html
var pageHTML string

// The page is rendered on the server with html/template, which escapes
// every value by its context; it needs no JavaScript.
var pageTmpl = template.Must(template.New("page").Funcs(template.FuncMap{
	"cell":        cell,
	"query":       showQuery,
	"assumptions": assumptions,
	"confWhy":     func(c gql.Confidence) string { return confidenceWhy[c] },
	"ms":          func(d time.Duration) string { return d.Round(100 * time.Microsecond).String() },
}).Parse(pageHTML))

// cell shows a row value: strings as they are, everything else as JSON.
func cell(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case nil:
		return "null"
	}
	b, err := json.Marshal(v)
	if err != nil {
		return "?"
	}
	return string(b)
}

type pageData struct {
	Question  string
	Targets   []choice
	Backends  []choice
	NeedLogin bool
	Error     string
	Resp      *Response
	Took      time.Duration
	// User is who is signed in (empty on a server without tokens, where
	// there is no one to sign out and reviews are refused).
	User string
	// Examples are links to questions drawn from the schemas.
	Examples []string
	// Queue is the pending pairs awaiting review; QueueError says why it
	// could not be read. HasStore: the server keeps shots at all.
	Queue      []ShotEntry
	QueueMore  int
	QueueError string
	HasStore   bool
	// Reviewed are the latest decisions the store keeps: who confirmed,
	// rejected or removed what, and when.
	Reviewed []ShotEntry
}

// reviewedShown bounds the decisions the page lists.
const reviewedShown = 10

// queueShown bounds the pending pairs the page lists.
const queueShown = 50

// showQuery lays a Gremlin traversal out one step per line once it is
// long: as one line it runs off the page. Other languages keep the
// line breaks they came with; the page wraps what is still too long.
func showQuery(target any, q string) string {
	if fmt.Sprint(target) != "gremlin" || len(q) <= 70 || strings.Contains(q, "\n") {
		return q
	}
	var b strings.Builder
	depth := 0
	var quote rune
	escaped := false
	for i, r := range q {
		switch {
		case quote != 0:
			if escaped {
				escaped = false
			} else if r == '\\' {
				escaped = true
			} else if r == quote {
				quote = 0
			}
		case r == '\'' || r == '"':
			quote = r
		case r == '(' || r == '[':
			depth++
		case r == ')' || r == ']':
			depth--
		case r == '.' && depth == 0 && i > 0 && strings.TrimSpace(b.String()) != "g":
			// g.V() stays whole: the source and its first step read as one.
			b.WriteString("\n  ")
		}
		b.WriteRune(r)
	}
	return b.String()
}

type choice struct {
	Value, Label string
	Checked      bool
}

// handlePage shows the form, and with a question (a GET with ?q=, so
// answers can be linked, or the form's POST) the answer.
func (s *Server) handlePage(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, true, http.StatusBadRequest, "bad_request", "the form could not be read: "+err.Error())
		return
	}
	req := Request{Question: r.Form.Get("q"), Targets: r.Form["target"], Backends: r.Form["backend"], Explain: true}
	if r.Method == http.MethodGet && !r.Form.Has("q") {
		s.renderPage(w, r, http.StatusOK, &pageData{})
		return
	}
	j, err := s.plan(req, true)
	if err != nil {
		info(r).verdict = "bad_request"
		s.renderPage(w, r, http.StatusBadRequest, &pageData{Question: req.Question, Error: err.Error()})
		return
	}
	start := time.Now()
	resp := s.execute(w, r, j, true)
	if resp == nil {
		return
	}
	d := &pageData{Question: req.Question, Resp: resp, Took: time.Since(start).Round(time.Millisecond)}
	// The form keeps what was asked.
	for _, l := range j.targets {
		d.Targets = append(d.Targets, choice{Value: string(l), Checked: true})
	}
	for _, n := range req.Backends {
		d.Backends = append(d.Backends, choice{Value: n, Checked: true})
	}
	s.renderPage(w, r, http.StatusOK, d)
}

// renderPage fills the form's choices (checked as d says, or the defaults)
// and writes the page.
func (s *Server) renderPage(w http.ResponseWriter, r *http.Request, status int, d *pageData) {
	checkedT := map[string]bool{}
	for _, c := range d.Targets {
		checkedT[c.Value] = true
	}
	checkedB := map[string]bool{}
	for _, c := range d.Backends {
		checkedB[c.Value] = true
	}
	if len(checkedT) == 0 {
		if j, err := s.plan(Request{Question: "-"}, false); err == nil {
			for _, l := range j.targets {
				checkedT[string(l)] = true
			}
		}
	}
	d.User = who(r)
	if d.Examples == nil {
		seen := map[string]bool{}
		for _, dep := range s.deps {
			for _, q := range exampleQuestions(dep.schema(), 4) {
				if !seen[q] && len(d.Examples) < 6 {
					seen[q] = true
					d.Examples = append(d.Examples, q)
				}
			}
		}
	}
	if d.HasStore = s.store != nil; d.HasStore && !d.NeedLogin {
		if all, err := s.Shots("all"); err != nil {
			d.QueueError = err.Error()
		} else {
			var q []ShotEntry
			for _, e := range all {
				if e.State == "pending" {
					q = append(q, e)
				}
			}
			if len(q) > queueShown {
				d.QueueMore, q = len(q)-queueShown, q[:queueShown]
			}
			d.Queue, d.Reviewed = q, recentReviews(all, reviewedShown)
		}
	}
	d.Targets, d.Backends = nil, nil
	for _, l := range lang.All {
		d.Targets = append(d.Targets, choice{Value: string(l), Label: targetLabel[l], Checked: checkedT[string(l)]})
	}
	for _, dep := range s.deps {
		label := dep.name
		bi := dep.info()
		if len(bi.Servers) == 0 {
			label += " (offline: " + bi.Schema + " schema)"
		} else if len(bi.Servers) > 1 || bi.Servers[0].Kind != dep.name {
			label += " ("
			for i, sv := range bi.Servers {
				if i > 0 {
					label += ", "
				}
				label += sv.Kind
			}
			label += ")"
		}
		d.Backends = append(d.Backends, choice{Value: dep.name, Label: label, Checked: len(checkedB) == 0 || checkedB[dep.name]})
	}
	var buf bytes.Buffer
	if err := pageTmpl.Execute(&buf, d); err != nil {
		s.log.Error("page template", "err", err)
		writeJSON(w, http.StatusInternalServerError, apiError{errorBody{"internal", "the page could not be rendered"}})
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	// No script runs on the page; the policy says so to the browser.
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
	h.Set("Referrer-Policy", "no-referrer")
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

var targetLabel = map[lang.Lang]string{lang.Cypher: "Cypher", lang.Gremlin: "Gremlin", lang.SPARQL: "SPARQL"}

func (s *Server) renderLogin(w http.ResponseWriter, r *http.Request, status int, msg string) {
	s.renderPage(w, r, status, &pageData{NeedLogin: true, Error: msg})
}

// handleLogin checks a token typed into the page and keeps it in a cookie
// the browser sends to the page only from this site (SameSite=Strict), so
// another site cannot submit questions with it.
func (s *Server) handleLogin(w http.ResponseWriter, r *http.Request) {
	if len(s.creds) == 0 {
		http.Redirect(w, r, "/", http.StatusSeeOther)
		return
	}
	var name string
	ok := r.ParseForm() == nil
	if ok {
		name, ok = s.identify(strings.TrimSpace(r.PostForm.Get("token")))
	}
	if !ok {
		info(r).verdict = "unauthorized"
		s.renderLogin(w, r, http.StatusUnauthorized, "That token is not accepted.")
		return
	}
	c, _ := s.credFor(name)
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: sessionValue(c, time.Now().Add(sessionTTL)), Path: "/",
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: r.TLS != nil, MaxAge: int(sessionTTL / time.Second)})
	http.Redirect(w, r, "/", http.StatusSeeOther)
}
