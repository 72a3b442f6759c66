package serve

import (
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// User is a named token: reviews made with it are recorded under Name.
type User struct {
	Name  string
	Token string
}

// cred is an accepted token, kept only as its SHA-256, and who holds it.
type cred struct {
	hash [32]byte
	name string
}

// sessionTTL is how long a page sign-in lasts.
const sessionTTL = 7 * 24 * time.Hour

type whoKey struct{}

// who is the signed-in user of a request ("" when the server has no
// tokens: nobody can be told apart, and reviews are then refused).
func who(r *http.Request) string {
	if u, ok := r.Context().Value(whoKey{}).(string); ok {
		return u
	}
	return ""
}

// identify returns who a token belongs to. Every configured token is
// compared, in constant time, so the time taken says nothing about which
// one (or how much of one) matched.
func (s *Server) identify(tok string) (string, bool) {
	if tok == "" {
		return "", false
	}
	h := sha256.Sum256([]byte(tok))
	name := ""
	for _, c := range s.creds {
		if subtle.ConstantTimeCompare(h[:], c.hash[:]) == 1 {
			name = c.name
		}
	}
	return name, name != ""
}

// sessionValue signs name and an expiry with the token's hash: the cookie
// never holds the token, a replica with the same tokens accepts it, and
// removing the token ends its sessions.
func sessionValue(c cred, exp time.Time) string {
	n := base64.RawURLEncoding.EncodeToString([]byte(c.name))
	e := strconv.FormatInt(exp.Unix(), 10)
	return n + "." + e + "." + base64.RawURLEncoding.EncodeToString(sessionMAC(c, n, e))
}

func sessionMAC(c cred, name, exp string) []byte {
	m := hmac.New(sha256.New, c.hash[:])
	fmt.Fprintf(m, "gql-session\x00%s\x00%s", name, exp)
	return m.Sum(nil)
}

// session reads a session cookie's value: who, when it is genuine and
// not expired.
func (s *Server) session(v string, now time.Time) (string, bool) {
	parts := strings.Split(v, ".")
	if len(parts) != 3 {
		return "", false
	}
	raw, err := base64.RawURLEncoding.DecodeString(parts[0])
	if err != nil {
		return "", false
	}
	exp, err := strconv.ParseInt(parts[1], 10, 64)
	if err != nil || now.Unix() >= exp {
		return "", false
	}
	mac, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil {
		return "", false
	}
	for _, c := range s.creds {
		if c.name == string(raw) && hmac.Equal(mac, sessionMAC(c, parts[0], parts[1])) {
			return c.name, true
		}
	}
	return "", false
}

func (s *Server) credFor(name string) (cred, bool) {
	for _, c := range s.creds {
		if c.name == name {
			return c, true
		}
	}
	return cred{}, false
}

// handleLogout ends the page's session: the cookie is overwritten with an
// expired one. The signature cannot be revoked server-side (replicas share
// no session table); it expires after sessionTTL, or at once for every
// session of a token that is removed.
func (s *Server) handleLogout(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: r.TLS != nil})
	http.Redirect(w, r, "/", http.StatusSeeOther)
}
