package redact

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"
)

func TestURI(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"bolt://neo4j:hunter2@127.0.0.1:7687", "bolt://neo4j:***@127.0.0.1:7687"},
		{"https://ghp_tok3n@example.com/x", "https://***@example.com/x"},
		{"http://admin:pw@127.0.0.1:3030/ds/query", "http://admin:***@127.0.0.1:3030/ds/query"},
		// An unescaped '/' or '@' in the password must not spill.
		{"bolt://neo4j:pa/ss@host:7687", "bolt://neo4j:***@host:7687"},
		{"bolt://neo4j:p@ss@host:7687", "bolt://neo4j:***@host:7687"},
		{"http://h:3030/ds?password=x&format=json", "http://h:3030/ds?password=***&format=json"},
		{"http://h/v1?api-key=x;Token=y#frag", "http://h/v1?api-key=***;Token=***#frag"},
		{"ws://h:8182/gremlin?access_token=x&timeout=5", "ws://h:8182/gremlin?access_token=***&timeout=5"},
		{"http://h/ds?AUTH%5Fcode=x", "http://h/ds?AUTH%5Fcode=***"},
		{"bolt://127.0.0.1:7687", "bolt://127.0.0.1:7687"},
		{"http://h/ds?format=json&limit=3", "http://h/ds?format=json&limit=3"},
		{"not a uri", "not a uri"},
	} {
		if got := URI(c.in); got != c.want {
			t.Errorf("URI(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestText(t *testing.T) {
	in := `--backend "neo4j=bolt://neo4j:s3cret@h:7687": Get "http://u:s3cret@h/ds?token=s3cret": refused; see <https://x:s3cret@h>`
	got := Text(in)
	if strings.Contains(got, "s3cret") {
		t.Errorf("Text left the secret: %s", got)
	}
	for _, want := range []string{`"neo4j=bolt://neo4j:***@h:7687"`, `Get "http://u:***@h/ds?token=***"`, "<https://x:***@h>"} {
		if !strings.Contains(got, want) {
			t.Errorf("Text(...) lacks %s: %s", want, got)
		}
	}
	if s := "no uri here: neo4j at 7687"; Text(s) != s {
		t.Errorf("Text changed plain text")
	}
}

func TestCredentials(t *testing.T) {
	clean, user, pw, ok := Credentials("bolt://neo4j:p%40ss%2Fw@h:7687/db?x=1")
	if !ok || clean != "bolt://h:7687/db?x=1" || user != "neo4j" || pw != "p@ss/w" {
		t.Errorf("Credentials: %q %q %q %v", clean, user, pw, ok)
	}
	if _, _, _, ok := Credentials("bolt://h:7687"); ok {
		t.Error("no user info read as credentials")
	}
	// url.Parse rejects this one; HasCredentials still sees it.
	if _, _, _, ok := Credentials("bolt://u:pa/ss@h:7687"); ok {
		t.Error("an unreadable URI split")
	}
	if !HasCredentials("bolt://u:pa/ss@h:7687") || HasCredentials("http://h/ds?mail=a@b") || HasCredentials("bolt://h") {
		t.Error("HasCredentials")
	}
}

func TestSecretsAndError(t *testing.T) {
	key := "sk-p/ss w+rd"
	msg := "bad key sk-p/ss w+rd (sk-p%2Fss+w%2Brd, sk-p%2Fss%20w+rd)"
	if got := Secrets(msg, "", key); strings.Contains(got, "ss") {
		t.Errorf("Secrets: %s", got)
	}
	base := fmt.Errorf("dial bolt://u:%s@h: %w", "pw123", fs.ErrNotExist)
	err := Error(base, "pw123")
	if strings.Contains(err.Error(), "pw123") || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Error: %v (Is: %v)", err, errors.Is(err, fs.ErrNotExist))
	}
	if Error(nil) != nil {
		t.Error("Error(nil) is not nil")
	}
	plain := errors.New("nothing secret")
	if Error(plain) != plain {
		t.Error("an error without secrets was wrapped")
	}
}

func TestSecretName(t *testing.T) {
	for _, n := range []string{"password", "db_passwd", "PWD", "api-key", "apikey", "access_token", "client_secret", "X-Auth", "sig", "credentials"} {
		if !SecretName(n) {
			t.Errorf("%s not taken for a secret", n)
		}
	}
	for _, n := range []string{"format", "timeout", "limit", "db", "default-graph-uri"} {
		if SecretName(n) {
			t.Errorf("%s taken for a secret", n)
		}
	}
}
