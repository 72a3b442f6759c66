package serve

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// signIn posts the token to /login and returns the session cookie.
func signIn(t *testing.T, base, token string) *http.Cookie {
	t.Helper()
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.PostForm(base+"/login", url.Values{"token": {token}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	for _, ck := range resp.Cookies() {
		if ck.Name == cookieName {
			return ck
		}
	}
	t.Fatalf("no session cookie: %d", resp.StatusCode)
	return nil
}

func pageWith(t *testing.T, base string, ck *http.Cookie) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", base+"/", nil)
	req.AddCookie(ck)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var b strings.Builder
	buf := make([]byte, 1<<16)
	for {
		n, err := resp.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	return resp.StatusCode, b.String()
}

// TestSessionCookie: the cookie is signed, holds no token, is accepted
// by another replica with the same tokens, not by one without that token,
// and a tampered, expired or API-presented cookie is refused.
func TestSessionCookie(t *testing.T) {
	users := []User{{Name: "alice", Token: "tok-alice-secret"}, {Name: "bob", Token: "tok-bob-secret"}}
	_, a := start(t, Options{Backends: offline(), Users: users})
	_, b := start(t, Options{Backends: offline(), Users: users})
	_, c := start(t, Options{Backends: offline(), Users: users[1:]})
	ck := signIn(t, a.URL, "tok-alice-secret")
	if strings.Contains(ck.Value, "tok-alice") || !ck.HttpOnly || ck.SameSite != http.SameSiteStrictMode {
		t.Fatalf("cookie %+v", ck)
	}
	if code, page := pageWith(t, b.URL, ck); code != 200 || !strings.Contains(page, "signed in as alice") {
		t.Errorf("the other replica: %d", code)
	}
	if code, _ := pageWith(t, c.URL, ck); code != 401 {
		t.Errorf("a replica without alice's token accepted her session: %d", code)
	}
	// Claiming to be bob with alice's signature.
	parts := strings.Split(ck.Value, ".")
	forged := *ck
	forged.Value = "Ym9i." + parts[1] + "." + parts[2]
	if code, _ := pageWith(t, a.URL, &forged); code != 401 {
		t.Errorf("a forged name was accepted: %d", code)
	}
	// A later expiry under the old signature.
	forged.Value = parts[0] + "." + "9999999999" + "." + parts[2]
	if code, _ := pageWith(t, a.URL, &forged); code != 401 {
		t.Errorf("a stretched expiry was accepted: %d", code)
	}
	s, _ := start(t, Options{Backends: offline(), Users: users})
	cr, _ := s.credFor("alice")
	expired := *ck
	expired.Value = sessionValue(cr, time.Now().Add(-time.Minute))
	if code, _ := pageWith(t, a.URL, &expired); code != 401 {
		t.Errorf("an expired session was accepted: %d", code)
	}
	// The API wants the header, never the cookie.
	req, _ := http.NewRequest("GET", a.URL+"/v1/shots", nil)
	req.AddCookie(ck)
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != 401 {
		t.Errorf("the API accepted the page's cookie: %v %v", resp.StatusCode, err)
	}
	// Signing out clears the cookie.
	cl := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := cl.Post(a.URL+"/logout", "application/x-www-form-urlencoded", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	cleared := false
	for _, x := range resp.Cookies() {
		cleared = cleared || (x.Name == cookieName && x.Value == "" && x.MaxAge < 0)
	}
	if resp.StatusCode != 303 || !cleared {
		t.Errorf("sign-out: %d %v", resp.StatusCode, resp.Cookies())
	}
}
