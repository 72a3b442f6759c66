package config

import (
	"bytes"
	"strings"
	"testing"
)

// A password written into a server URI is refused where it stands, and the
// message names the mechanism that keeps it out of the file — without
// repeating the password.
func TestCredentialsInFileRefused(t *testing.T) {
	clearEnv(t)
	const pw = "S3cr3t-in-the-file"
	text := "backends:\n" +
		"  hr:\n" +
		"    neo4j: bolt://neo4j:" + pw + "@db.example:7687\n" +
		"    fuseki: {uri: \"http://admin:" + pw + "@db.example:3030/hr\"}\n" +
		"  sales:\n" +
		"    janusgraph: ws://" + pw + "@g.example:8182/gremlin\n" +
		"llm: {model: m, base_url: \"https://key:" + pw + "@llm.example/v1\"}\n"
	_, err := Parse("gql.yaml", []byte(text))
	if err == nil {
		t.Fatal("a config with passwords in its URIs was accepted")
	}
	msg := err.Error()
	if strings.Contains(msg, pw) {
		t.Errorf("the error repeats the password:\n%s", msg)
	}
	for _, want := range []string{
		"gql.yaml:3:5: backends.hr.neo4j: the URI bolt://neo4j:***@db.example:7687 carries credentials",
		"password_env: HR_NEO4J_PASSWORD} and set HR_NEO4J_PASSWORD",
		"{uri: bolt://db.example:7687, user: neo4j,",
		"gql.yaml:4:14: backends.hr.fuseki: the URI http://admin:***@db.example:3030/hr",
		"gql.yaml:6:5: backends.sales.janusgraph: the URI ws://***@g.example:8182/gremlin",
		"user: USER, password_env: SALES_JANUSGRAPH_PASSWORD}",
		"llm.base_url https://key:***@llm.example/v1 carries credentials",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error lacks %q:\n%s", want, msg)
		}
	}
	// The same servers written the way the file wants are fine.
	ok := "backends:\n  hr:\n    neo4j: {uri: bolt://db.example:7687, user: neo4j, password_env: HR_NEO4J_PASSWORD}\n"
	if _, err := Parse("gql.yaml", []byte(ok)); err != nil {
		t.Errorf("user and password_env refused: %v", err)
	}
}

// config show masks secrets from flags, the
// environment and URIs typed on the command line are masked.
func TestShowMasksTypedCredentials(t *testing.T) {
	clearEnv(t)
	const pw, key, tok, emb = "S3cr3t-pw", "sk-S3cr3t-key", "S3cr3t-token", "S3cr3t-embed"
	t.Setenv("GQL_EMBED_KEY", emb)
	t.Setenv("TEST_HR_PW", pw)
	f, err := Parse("gql.yaml", []byte("backends:\n  hr:\n    neo4j: {uri: \"bolt://db.example:7687?x=1&token="+tok+"\", user: neo4j, password_env: TEST_HR_PW}\n"))
	if err != nil {
		t.Fatal(err)
	}
	s := Resolve(f, Overrides{
		Backends: []string{"hr", "neo4j=bolt://neo4j:" + pw + "@127.0.0.1:7687", "http://127.0.0.1:3030/ds?apikey=" + key},
		APIKey:   key, BaseURL: "https://llm.example/v1?api-key=" + key, EmbedURL: "http://u:" + emb + "@127.0.0.1:8090/v1",
		Tokens: []string{tok},
	})
	for _, asJSON := range []bool{false, true} {
		var out bytes.Buffer
		if err := s.Show(&out, f, asJSON); err != nil {
			t.Fatal(err)
		}
		for _, secret := range []string{pw, key, tok, emb} {
			if strings.Contains(out.String(), secret) {
				t.Errorf("config show (json %v) shows %s:\n%s", asJSON, secret, out.String())
			}
		}
		if !strings.Contains(out.String(), "neo4j=bolt://neo4j:***@127.0.0.1:7687") || !strings.Contains(out.String(), "api-key=***") {
			t.Errorf("config show (json %v) hides more than the secrets:\n%s", asJSON, out.String())
		}
	}
}
