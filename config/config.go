// Package config reads gql's deployment config: named backends with their
// servers, schema and annotations, the shot store, the LLM and embeddings
// endpoints, serve's settings and limits. Secrets are never in the file:
// it names the environment variables that hold them. Commands merge it
// under their flags and the environment (flags > env > file > defaults);
// Go programs may load it too.
package config

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/redact"
)

// File is a deployment config as written.
type File struct {
	// Path is where it was read from ("" when no file was found).
	Path string `yaml:"-" json:"-"`
	// Backends are named graphs: --backend NAME uses all of a name's servers.
	Backends map[string]*Backend `yaml:"backends" json:"backends,omitempty"`
	// Backend is used when neither --backend nor --schema is given.
	Backend string `yaml:"default_backend" json:"default_backend,omitempty"`
	// Shots is the shot store: a path, an etcd URL, "off"; written as
	// that string alone or as a mapping with a wait and credentials.
	Shots      Shots      `yaml:"shots" json:"shots"`
	LLM        LLM        `yaml:"llm" json:"llm"`
	Embeddings Embeddings `yaml:"embeddings" json:"embeddings"`
	Serve      Serve      `yaml:"serve" json:"serve"`
	Limits     Limits     `yaml:"limits" json:"limits"`

	// lines remembers where each key was, for errors and `config show`.
	lines map[string]string
}

// Backend is one named graph.
type Backend struct {
	Neo4j      *Server `yaml:"neo4j" json:"neo4j,omitempty"`
	Gremlin    *Server `yaml:"gremlin" json:"gremlin,omitempty"`
	JanusGraph *Server `yaml:"janusgraph" json:"janusgraph,omitempty"`
	Fuseki     *Server `yaml:"fuseki" json:"fuseki,omitempty"`
	// Schema is a schema.json file or example directory; empty: the first
	// server's schema, introspected.
	Schema string `yaml:"schema" json:"schema,omitempty"`
	// Annotations is the backend's annotations file (synonyms, aliases).
	Annotations string `yaml:"annotations" json:"annotations,omitempty"`
}

// Server is one server of a backend: a URI, or a mapping with credentials.
type Server struct {
	URI  string `yaml:"uri" json:"uri"`
	User string `yaml:"user" json:"user,omitempty"`
	// PasswordEnv names the environment variable holding the password.
	PasswordEnv string `yaml:"password_env" json:"password_env,omitempty"`
}

// UnmarshalYAML accepts `neo4j: bolt://host:7687` as well as a mapping.
func (s *Server) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		s.URI = n.Value
		return nil
	}
	type plain Server
	return n.Decode((*plain)(s))
}

// Shots is the shot store: `shots: /var/lib/gql/shots.db`, or
// `shots: {url: etcd://host:2379/gql, wait: 5s, user: gql, password_env:
// GQL_ETCD_PASSWORD}`. Credentials come from the environment only (an etcd
// URL with user info is refused): the URL is shown and logged.
type Shots struct {
	URL string `yaml:"url" json:"url,omitempty"`
	// Wait bounds waiting for a busy file or a silent etcd.
	Wait Duration `yaml:"wait" json:"wait,omitempty"`
	// User is the etcd user, or UserEnv the variable holding it.
	User    string `yaml:"user" json:"user,omitempty"`
	UserEnv string `yaml:"user_env" json:"user_env,omitempty"`
	// PasswordEnv names the variable holding the etcd password.
	PasswordEnv string `yaml:"password_env" json:"password_env,omitempty"`
}

// UnmarshalYAML accepts `shots: PATH|URL|off` as well as a mapping.
func (s *Shots) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		s.URL = n.Value
		return nil
	}
	type plain Shots
	return n.Decode((*plain)(s))
}

// LLM is the model endpoint; the key comes from APIKeyEnv.
type LLM struct {
	Model     string `yaml:"model" json:"model,omitempty"`
	BaseURL   string `yaml:"base_url" json:"base_url,omitempty"`
	APIKeyEnv string `yaml:"api_key_env" json:"api_key_env,omitempty"`
	// RequireAgreement refuses a model's answer the offline plan does not
	// corroborate (gql.Config.RequireAgreement).
	RequireAgreement bool `yaml:"require_agreement" json:"require_agreement,omitempty"`
}

// Embeddings is an OpenAI-compatible embeddings endpoint. e5-style models
// embed questions and schema text differently: QueryModel and
// PassageModel name the two (default: Model for both), or QueryPrefix and
// PassagePrefix are written before the texts ("query: ", "passage: ").
// Mode is both (the built-in lexicon first, the model fills the gaps) or
// model (the model alone).
type Embeddings struct {
	URL           string `yaml:"url" json:"url,omitempty"`
	Model         string `yaml:"model" json:"model,omitempty"`
	QueryModel    string `yaml:"query_model" json:"query_model,omitempty"`
	PassageModel  string `yaml:"passage_model" json:"passage_model,omitempty"`
	QueryPrefix   string `yaml:"query_prefix" json:"query_prefix,omitempty"`
	PassagePrefix string `yaml:"passage_prefix" json:"passage_prefix,omitempty"`
	Mode          string `yaml:"mode" json:"mode,omitempty"`
	APIKeyEnv     string `yaml:"api_key_env" json:"api_key_env,omitempty"`
}

// Serve configures gql serve; tokens come from TokensEnv.
type Serve struct {
	Addr          string   `yaml:"addr" json:"addr,omitempty"`
	Backends      []string `yaml:"backends" json:"backends,omitempty"`
	TokensEnv     string   `yaml:"tokens_env" json:"tokens_env,omitempty"`
	MaxBody       int64    `yaml:"max_body" json:"max_body,omitempty"`
	MaxConcurrent int      `yaml:"max_concurrent" json:"max_concurrent,omitempty"`
	MaxRows       int      `yaml:"max_rows" json:"max_rows,omitempty"`
	Timeout       Duration `yaml:"timeout" json:"timeout,omitempty"`
}

// Limits bound each query run and the repair loop.
type Limits struct {
	Timeout    Duration `yaml:"timeout" json:"timeout,omitempty"`
	Rows       int      `yaml:"rows" json:"rows,omitempty"`
	MaxRepairs *int     `yaml:"max_repairs" json:"max_repairs,omitempty"`
	// Question bounds a question in characters; longer is refused before
	// any work.
	Question int `yaml:"question" json:"question,omitempty"`
}

// Duration is a time.Duration written as "10s".
type Duration time.Duration

// UnmarshalYAML reads "10s", "2m".
func (d *Duration) UnmarshalYAML(n *yaml.Node) error {
	v, err := time.ParseDuration(n.Value)
	if err != nil || v < 0 {
		return fmt.Errorf("line %d: %q is not a duration", n.Line, n.Value)
	}
	*d = Duration(v)
	return nil
}

// MarshalYAML writes it back as text.
func (d Duration) MarshalYAML() (any, error) { return time.Duration(d).String(), nil }

// MarshalJSON writes it as text.
func (d Duration) MarshalJSON() ([]byte, error) {
	return []byte(`"` + time.Duration(d).String() + `"`), nil
}

// Names are the file names looked for, in order, in the working directory
// and then in $XDG_CONFIG_HOME/gql.
var Names = []string{"gql.yaml", "gql.yml", "gql.json"}

// Find says which file would be read: explicit (--config), else $GQL_CONFIG,
// else the first of Names in the working directory, then in
// $XDG_CONFIG_HOME/gql (~/.config/gql). "" when there is none.
func Find(explicit string) string {
	if explicit != "" {
		return explicit
	}
	if p := os.Getenv("GQL_CONFIG"); p != "" {
		return p
	}
	for _, dir := range []string{".", Dir()} {
		for _, n := range Names {
			p := filepath.Join(dir, n)
			if st, err := os.Stat(p); err == nil && !st.IsDir() {
				return p
			}
		}
	}
	return ""
}

// Dir is $XDG_CONFIG_HOME/gql, or ~/.config/gql.
func Dir() string {
	dir := os.Getenv("XDG_CONFIG_HOME")
	if dir == "" {
		home, _ := os.UserHomeDir()
		dir = filepath.Join(home, ".config")
	}
	return filepath.Join(dir, "gql")
}

// Load reads the file Find picks; no file is an empty config, not an
// error. An explicit path that does not exist is an error.
func Load(explicit string) (*File, error) {
	p := Find(explicit)
	if p == "" {
		return &File{lines: map[string]string{}}, nil
	}
	raw, err := os.ReadFile(p)
	if err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	f, err := Parse(p, raw)
	if err != nil {
		return nil, err
	}
	return f, nil
}

// Error is a problem at a place in the file.
type Error struct {
	File      string
	Line, Col int
	Msg       string
	// Fix is a suggestion ("did you mean 'backends'?").
	Fix string
}

func (e *Error) Error() string {
	s := fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
	if e.Fix != "" {
		s += " (" + e.Fix + ")"
	}
	return s
}

// Parse reads a config (YAML, of which JSON is a subset). Every unknown key
// and bad value is reported with its line:col, all at once.
func Parse(path string, raw []byte) (*File, error) {
	f := &File{Path: path, lines: map[string]string{}}
	var doc yaml.Node
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		return nil, syntaxError(path, raw, err)
	}
	if len(doc.Content) == 0 {
		return f, nil
	}
	root := doc.Content[0]
	var errs []error
	walkKeys(path, root, reflect.TypeOf(File{}), "", f.lines, &errs)
	// walkKeys made the values it reported null, so decoding reads every
	// other key and the checks below still run: every mistake is
	// reported at once, none twice.
	if err := root.Decode(f); err != nil {
		errs = append(errs, decodeError(path, root, err))
	}
	f.Path = path
	for name, b := range f.Backends {
		at := f.lines["backends."+name]
		if b == nil || len(b.servers()) == 0 {
			errs = append(errs, fmt.Errorf("%s: backend %q has no server (give neo4j, gremlin, janusgraph or fuseki)", at, name))
			continue
		}
		for _, s := range b.servers() {
			key := "backends." + name + "." + s.key
			if redact.HasCredentials(s.URI) {
				errs = append(errs, credentialsInFile(f, key, s))
				continue
			}
			if _, err := backends.Resolve(string(s.kind)+"="+s.URI, nil); err != nil {
				errs = append(errs, fmt.Errorf("%s: backend %q: %v", f.lines[key], name, err))
			}
		}
	}
	for _, u := range []struct{ key, uri, env string }{
		{"llm.base_url", f.LLM.BaseURL, "api_key_env"}, {"embeddings.url", f.Embeddings.URL, "api_key_env"},
	} {
		if redact.HasCredentials(u.uri) {
			errs = append(errs, fmt.Errorf("%s: %s %s carries credentials: secrets never go in the file; drop the user info and name the variable holding the key in %s",
				f.lines[u.key], u.key, redact.URI(u.uri), strings.SplitN(u.key, ".", 2)[0]+"."+u.env))
		}
	}
	if redact.HasCredentials(f.Shots.URL) {
		at := f.lines["shots.url"]
		if at == "" {
			at = f.lines["shots"]
		}
		errs = append(errs, fmt.Errorf("%s: shots: the URL %s carries credentials, and secrets never go in the file (write shots: {url: %s, user: USER, password_env: GQL_ETCD_PASSWORD} and set GQL_ETCD_PASSWORD in the environment)",
			at, redact.URI(f.Shots.URL), withoutUser(f.Shots.URL)))
	}
	if f.Backend != "" && f.Backends[f.Backend] == nil {
		errs = append(errs, fmt.Errorf("%s: default_backend %q is not one of the backends%s", f.lines["default_backend"], f.Backend, suggest(f.Backend, f.names())))
	}
	for i, name := range f.Serve.Backends {
		if f.Backends[name] != nil {
			continue
		}
		if _, err := backends.Resolve(name, nil); err != nil {
			at := f.lines[fmt.Sprintf("serve.backends[%d]", i)]
			errs = append(errs, fmt.Errorf("%s: serve.backends: %q is neither a configured backend nor a server%s", at, name, suggest(name, f.names())))
		}
	}
	if len(errs) > 0 {
		sortErrors(errs)
		return nil, errors.Join(errs...)
	}
	return f, nil
}

// credentialsInFile refuses a server URI with user info: a password in the
// file would be read by everyone who can read the file, shown by tools
// that print the config, and committed with it. The fix names the
// mechanism that keeps it out: user plus password_env.
func credentialsInFile(f *File, key string, s namedServer) error {
	at := f.lines[key+".uri"]
	if at == "" {
		at = f.lines[key]
	}
	clean, user, pw, ok := redact.Credentials(s.URI)
	if !ok {
		clean = "the URI without user info"
	}
	// User info without a password is often a token standing as the
	// user, so it is not repeated either.
	if user == "" || pw == "" {
		user = "USER"
	}
	env := strings.ToUpper(strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, strings.TrimPrefix(key, "backends.")+"_password"))
	return fmt.Errorf("%s: %s: the URI %s carries credentials, and secrets never go in the file (write %s: {uri: %s, user: %s, password_env: %s} and set %s in the environment)",
		at, key, redact.URI(s.URI), s.key, clean, user, env, env)
}

// withoutUser is a URL with its user info taken out, for a fix to show.
func withoutUser(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "etcd://HOST:PORT/PREFIX"
	}
	u.User = nil
	return u.String()
}

func (f *File) names() []string {
	var out []string
	for n := range f.Backends {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// At is where a key (a dotted path, e.g. "llm.model") was written:
// "file:line:col", or "" when the file does not set it.
func (f *File) At(key string) string { return f.lines[key] }

type namedServer struct {
	key  string
	kind backends.Backend
	*Server
}

func (b *Backend) servers() []namedServer {
	var out []namedServer
	for _, s := range []namedServer{
		{"neo4j", backends.Neo4j, b.Neo4j}, {"gremlin", backends.GremlinServer, b.Gremlin},
		{"janusgraph", backends.JanusGraph, b.JanusGraph}, {"fuseki", backends.Fuseki, b.Fuseki},
	} {
		if s.Server != nil && s.URI != "" {
			out = append(out, s)
		}
	}
	return out
}

// Lookup resolves the config's backend names for backends.Resolve; a
// password is read from the variable the config names, at lookup time.
func (f *File) Lookup() backends.Lookup {
	return func(name string) ([]backends.Endpoint, bool) {
		b := f.Backends[name]
		if b == nil {
			return nil, false
		}
		var eps []backends.Endpoint
		for _, s := range b.servers() {
			ep := backends.Endpoint{Name: name, Backend: s.kind, URI: s.URI, User: s.User}
			if s.PasswordEnv != "" {
				ep.Password = os.Getenv(s.PasswordEnv)
			}
			eps = append(eps, ep)
		}
		return eps, true
	}
}

// BackendNamed is a configured backend, or nil.
func (f *File) BackendNamed(name string) *Backend {
	if f == nil {
		return nil
	}
	return f.Backends[name]
}

// walkKeys checks every mapping key against the struct fields it decodes
// into, recording where each key is; unknown keys get a suggestion.
func walkKeys(file string, n *yaml.Node, t reflect.Type, prefix string, lines map[string]string, errs *[]error) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if n.Kind != yaml.MappingNode {
		return
	}
	switch t.Kind() {
	case reflect.Map:
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			key := join(prefix, k.Value)
			lines[key] = fmt.Sprintf("%s:%d:%d", file, k.Line, k.Column)
			if v.Kind != yaml.MappingNode {
				if err := valueError(file, v, t.Elem()); err != nil {
					*errs = append(*errs, err)
					drop(v)
				}
				continue
			}
			walkKeys(file, v, t.Elem(), key, lines, errs)
		}
	case reflect.Struct:
		fields := map[string]reflect.Type{}
		var names []string
		for i := 0; i < t.NumField(); i++ {
			tag := strings.Split(t.Field(i).Tag.Get("yaml"), ",")[0]
			if tag == "" || tag == "-" {
				continue
			}
			fields[tag] = t.Field(i).Type
			names = append(names, tag)
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			key := join(prefix, k.Value)
			ft, ok := fields[k.Value]
			if !ok {
				where := "the top level"
				if prefix != "" {
					where = "'" + prefix + "'"
				}
				*errs = append(*errs, &Error{File: file, Line: k.Line, Col: k.Column,
					Msg: fmt.Sprintf("unknown key %q in %s", k.Value, where), Fix: strings.TrimPrefix(suggest(k.Value, names), "; ")})
				continue
			}
			lines[key] = fmt.Sprintf("%s:%d:%d", file, k.Line, k.Column)
			if v.Kind == yaml.SequenceNode {
				for j, item := range v.Content {
					lines[fmt.Sprintf("%s[%d]", key, j)] = fmt.Sprintf("%s:%d:%d", file, item.Line, item.Column)
				}
			}
			if et := deref(ft); v.Kind != yaml.MappingNode || et.Kind() != reflect.Struct && et.Kind() != reflect.Map {
				if err := valueError(file, v, ft); err != nil {
					*errs = append(*errs, err)
					drop(v)
				}
				continue
			}
			walkKeys(file, v, ft, key, lines, errs)
		}
	}
}

// drop makes a value already reported null, so decoding the rest of the
// file goes on and the checks after it see every other key.
func drop(v *yaml.Node) {
	*v = yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Line: v.Line, Column: v.Column}
}

func deref(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

func join(prefix, k string) string {
	if prefix == "" {
		return k
	}
	return prefix + "." + k
}

// decodeError places a value error (a duration, a number) at its line.
func decodeError(file string, root *yaml.Node, err error) error {
	var te *yaml.TypeError
	if errors.As(err, &te) {
		var out []error
		for _, m := range te.Errors {
			out = append(out, &Error{File: file, Line: diag.LineOf(errors.New(m)), Col: 1, Msg: strings.TrimPrefix(m, "yaml: ")})
		}
		return errors.Join(out...)
	}
	msg := err.Error()
	if line := diag.LineOf(err); strings.HasPrefix(msg, "line ") {
		_, rest, _ := strings.Cut(msg, ": ")
		return &Error{File: file, Line: line, Col: 1, Msg: rest}
	}
	return &Error{File: file, Line: root.Line, Col: root.Column, Msg: msg}
}

// suggest is "; did you mean 'x'?" for the closest name within two edits.
func suggest(got string, names []string) string {
	best, bestD := "", 3
	for _, n := range names {
		if d := diag.EditDistance(strings.ToLower(got), n); d < bestD {
			best, bestD = n, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf("; did you mean '%s'?", best)
}
