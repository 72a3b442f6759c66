package config

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// shots: takes the plain string (a file, "off", an etcd URL) and the
// mapping with a wait and credentials read from the environment.
func TestShotsSection(t *testing.T) {
	clearEnv(t)
	for _, c := range []struct{ text, url string }{
		{"shots: /var/lib/gql/shots.db\n", "/var/lib/gql/shots.db"},
		{"shots: off\n", "off"},
		{"shots: etcd://127.0.0.1:2379/gql\n", "etcd://127.0.0.1:2379/gql"},
	} {
		f, err := Parse("gql.yaml", []byte(c.text))
		if err != nil {
			t.Fatalf("%q: %v", c.text, err)
		}
		s := Resolve(f, Overrides{})
		if s.Shots != c.url || s.ShotsWait != DefaultShotsWait || s.Sources["shots"] != "gql.yaml:1:1" || s.ShotsUser != "" || s.ShotsPassword != "" {
			t.Errorf("%q: shots %q wait %s source %q", c.text, s.Shots, s.ShotsWait, s.Sources["shots"])
		}
	}

	const pw = "etcd-S3cr3t"
	t.Setenv("TEST_ETCD_USER", "gql-team")
	t.Setenv("TEST_ETCD_PW", pw)
	text := "shots:\n  url: etcd://etcd.internal:2379/gql\n  wait: 12s\n  user_env: TEST_ETCD_USER\n  password_env: TEST_ETCD_PW\n"
	f, err := Parse("gql.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	s := Resolve(f, Overrides{})
	if s.Shots != "etcd://etcd.internal:2379/gql" || s.ShotsWait != 12*time.Second || s.ShotsUser != "gql-team" || s.ShotsPassword != pw {
		t.Fatalf("resolved %+v", s)
	}
	if s.Sources["shots"] != "gql.yaml:2:3" || s.Sources["shots.wait"] != "gql.yaml:3:3" || !strings.Contains(s.Sources["shots.password"], "env TEST_ETCD_PW") {
		t.Errorf("sources %v", s.Sources)
	}
	var out bytes.Buffer
	if err := s.Show(&out, f, false); err != nil {
		t.Fatal(err)
	}
	shown := out.String()
	if strings.Contains(shown, pw) {
		t.Errorf("config show prints the etcd password:\n%s", shown)
	}
	for _, want := range []string{"shots: etcd://etcd.internal:2379/gql", "shots.wait: 12s", "shots.user: gql-team", "shots.password: **** (set)"} {
		if !strings.Contains(shown, want) {
			t.Errorf("config show lacks %q:\n%s", want, shown)
		}
	}

	// A flag beats the file; the file's credentials stay with the file's
	// store, and --shots-wait beats wait.
	wait := 2 * time.Second
	s = Resolve(f, Overrides{Shots: "etcd://other:2379/x", ShotsWait: &wait})
	if s.Shots != "etcd://other:2379/x" || s.ShotsWait != wait || s.ShotsUser != "" || s.ShotsPassword != "" || s.Sources["shots.wait"] != "flag --shots-wait" {
		t.Errorf("flags over the file: %q %s %q", s.Shots, s.ShotsWait, s.ShotsUser)
	}
	// GQL_SHOTS too.
	t.Setenv("GQL_SHOTS", "/tmp/x.db")
	if s = Resolve(f, Overrides{}); s.Shots != "/tmp/x.db" || s.ShotsPassword != "" {
		t.Errorf("GQL_SHOTS over the file: %q", s.Shots)
	}
}

// Credentials in the store's URL are refused where they stand, in either
// form, without repeating the password; a bad wait and an unknown key are
// placed too.
func TestShotsCredentialsRefused(t *testing.T) {
	clearEnv(t)
	const pw = "etcd-S3cr3t"
	for _, c := range []struct{ text, at string }{
		{"llm: {model: m}\nshots: etcd://root:" + pw + "@etcd.internal:2379/gql\n", "gql.yaml:2:1: shots: the URL etcd://root:***@etcd.internal:2379/gql carries credentials"},
		{"shots:\n  wait: 5s\n  url: \"etcd://root:" + pw + "@etcd.internal:2379/gql\"\n", "gql.yaml:3:3: shots: the URL etcd://root:***@etcd.internal:2379/gql carries credentials"},
	} {
		_, err := Parse("gql.yaml", []byte(c.text))
		if err == nil {
			t.Fatalf("accepted %q", c.text)
		}
		msg := err.Error()
		if strings.Contains(msg, pw) || !strings.Contains(msg, c.at) || !strings.Contains(msg, "{url: etcd://etcd.internal:2379/gql, user: USER, password_env: GQL_ETCD_PASSWORD}") {
			t.Errorf("%q:\n%s", c.text, msg)
		}
	}
	_, err := Parse("gql.yaml", []byte("shots:\n  url: etcd://h:2379/p\n  wait: 5x\n  pasword_env: X\n"))
	if err == nil || !strings.Contains(err.Error(), "gql.yaml:3:9:") || !strings.Contains(err.Error(), "gql.yaml:4:3: unknown key \"pasword_env\" in 'shots'") {
		t.Errorf("bad wait and misspelt key: %v", err)
	}
}
