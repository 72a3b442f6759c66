// Package redact renders URIs, messages and errors for people without the
// secrets they may carry: the password (or token) in a URI's user info,
// the values of query parameters named like secrets, and secrets the
// caller knows by value. It is a leaf so that every package that prints —
// backends, config, serve, the MCP tools and the LLM client — follows one
// rule; a second copy of the rule would be the one that forgets a case.
package redact

import (
	"net/url"
	"regexp"
	"strings"
)

// Mask stands where a secret was.
const Mask = "***"

// URI renders uri for people: user info with a password keeps its user
// name (`bolt://neo4j:***@host:7687`), user info without one — often a
// token standing as the user — is masked whole (`https://***@host`), and
// every query parameter whose name looks like a secret (password, token,
// key, secret, auth, ...) keeps its name but not its value. Text without a
// scheme is returned as given; use Text for free text.
func URI(uri string) string {
	i := strings.Index(uri, "://")
	if i <= 0 {
		return uri
	}
	head, rest := uri[:i+3], uri[i+3:]
	// The authority and path end where the query or fragment begins. An
	// '@' anywhere before that ends user info: a password holding an
	// unescaped '/' must not spill into what is shown as the path, so a
	// path that merely contains '@' is over-masked, which is harmless.
	end := strings.IndexAny(rest, "?#")
	if end < 0 {
		end = len(rest)
	}
	if at := strings.LastIndex(rest[:end], "@"); at >= 0 {
		info := rest[:at]
		shown := Mask
		if user, _, ok := strings.Cut(info, ":"); ok && user != "" && !strings.ContainsAny(user, "/?#") {
			shown = user + ":" + Mask
		}
		rest = shown + rest[at:]
		end = end - at + len(shown)
	}
	if end < len(rest) && rest[end] == '?' {
		q := rest[end+1:]
		frag := ""
		if h := strings.IndexByte(q, '#'); h >= 0 {
			q, frag = q[:h], q[h:]
		}
		rest = rest[:end+1] + maskParams(q) + frag
	}
	return head + rest
}

// maskParams masks the values of secret-looking parameters in a raw query,
// leaving every other byte as written.
func maskParams(q string) string {
	parts := strings.FieldsFunc(q, func(r rune) bool { return r == '&' || r == ';' })
	if len(parts) == 0 {
		return q
	}
	var b strings.Builder
	pos := 0
	for _, p := range parts {
		at := strings.Index(q[pos:], p) + pos
		b.WriteString(q[pos:at])
		pos = at + len(p)
		name, _, hasValue := strings.Cut(p, "=")
		if hasValue && SecretName(name) {
			b.WriteString(name + "=" + Mask)
			continue
		}
		b.WriteString(p)
	}
	b.WriteString(q[pos:])
	return b.String()
}

// secretWords are the parts of parameter and field names that hold
// secrets: passwd, db_password, api-key, apikey, access_token, X-Auth,
// client_secret, sig and signature, credentials, session ids.
var secretWords = []string{"pass", "pwd", "secret", "token", "key", "auth", "credential", "sig", "session", "cookie"}

// SecretName says whether a parameter or setting name looks like it holds
// a secret. It errs towards yes: masking a harmless value costs a reader a
// little, showing a secret cannot be undone.
func SecretName(name string) bool {
	if n, err := url.QueryUnescape(name); err == nil {
		name = n
	}
	name = strings.ToLower(name)
	for _, w := range secretWords {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// uriInText is anything shaped like scheme://..., up to white space or a
// quote, so a URI inside `"..."`, `'...'` or `<...>` is found whole.
var uriInText = regexp.MustCompile("[A-Za-z][A-Za-z0-9+.-]*://[^\\s\"'<>`]+")

// Text masks every URI in s as URI does: messages that quote a URI, a
// --backend KIND=URI value, a driver's or net/http's error.
func Text(s string) string {
	if !strings.Contains(s, "://") {
		return s
	}
	return uriInText.ReplaceAllStringFunc(s, URI)
}

// Secrets replaces each non-empty secret in s, and its URL-escaped forms,
// with Mask: for text a server or library wrote that may echo a password
// or key it was given.
func Secrets(s string, secrets ...string) string {
	for _, sec := range secrets {
		if sec == "" {
			continue
		}
		for _, form := range []string{sec, url.QueryEscape(sec), url.PathEscape(sec), url.UserPassword("", sec).String()[1:]} {
			if form != "" && form != ":" {
				s = strings.ReplaceAll(s, form, Mask)
			}
		}
	}
	return s
}

// Credentials splits user info off uri: the URI without it, and the user
// and password it held (percent-decoded). ok is false, and clean is uri,
// when uri carries none or is not a URI.
func Credentials(uri string) (clean, user, password string, ok bool) {
	u, err := url.Parse(uri)
	if err != nil || u.User == nil {
		return uri, "", "", false
	}
	user = u.User.Username()
	password, _ = u.User.Password()
	u.User = nil
	return u.String(), user, password, true
}

// HasCredentials says whether uri carries user info, by the rule URI
// masks with — an '@' before the query — so it also catches forms
// url.Parse rejects (a password with an unescaped '/'), and a check built
// on it fails closed.
func HasCredentials(uri string) bool {
	i := strings.Index(uri, "://")
	if i <= 0 {
		return false
	}
	rest := uri[i+3:]
	if end := strings.IndexAny(rest, "?#"); end >= 0 {
		rest = rest[:end]
	}
	return strings.Contains(rest, "@")
}

// Error wraps err so that its text is Text(err.Error()) with the given
// secrets masked. errors.Is and errors.As still reach err, so callers keep
// classifying it; nil stays nil.
func Error(err error, secrets ...string) error {
	if err == nil {
		return nil
	}
	msg := Secrets(Text(err.Error()), secrets...)
	if msg == err.Error() {
		return err
	}
	return &redacted{msg: msg, err: err}
}

type redacted struct {
	msg string
	err error
}

func (r *redacted) Error() string { return r.msg }
func (r *redacted) Unwrap() error { return r.err }
