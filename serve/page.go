package serve

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"html/template"
	"net/http"
	"time"

	"github.com/gql-dev/gql/lang"
)

//go:embed page.html
var pageHTML string

// The page is rendered on the server with html/template, which escapes
// every value by its context; it needs no JavaScript.
var pageTmpl = template.Must(template.New("page").Funcs(template.FuncMap{
	"cell": cell,
	"ms":   func(d time.Duration) string { return d.Round(100 * time.Microsecond).String() },
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
	if len(s.tokens) == 0 {
		http.Redirect(w, r, "/", http.StatusSeeOther)
		return
	}
	if err := r.ParseForm(); err != nil || !s.validToken(r.PostForm.Get("token")) {
		info(r).verdict = "unauthorized"
		s.renderLogin(w, r, http.StatusUnauthorized, "That token is not accepted.")
		return
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: r.PostForm.Get("token"), Path: "/",
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: r.TLS != nil, MaxAge: 7 * 24 * 3600})
	http.Redirect(w, r, "/", http.StatusSeeOther)
}
