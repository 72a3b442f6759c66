package config

import (
	"os"
	"strings"
	"time"
)

// Overrides are what flags gave; zero values (and nil pointers) mean the
// flag was not given, so the environment, then the file, then the default
// decide.
type Overrides struct {
	Backends               []string
	Schema, Annotations    string
	Shots                  string
	ShotsWait              *time.Duration
	Model, BaseURL, APIKey string
	EmbedURL, EmbedModel   string
	EmbedMode              string
	Addr                   string
	Tokens                 []string
	Timeout                *time.Duration
	Rows, MaxRepairs       *int
	Question               *int
	MaxRows, MaxConcurrent *int
	ServeTimeout           *time.Duration
	MaxBody                *int64
	RequireAgreement       *bool
}

// Settings are the resolved values and, for each, where it came from.
type Settings struct {
	Backends []string `json:"backends"`
	// ServeBackends are the graphs gql serve and gql mcp offer: --backend
	// or GQL_BACKEND, else serve.backends, else what Backends holds (the
	// default_backend). serve.backends wins over default_backend, which
	// names the one graph of the other commands.
	ServeBackends []string `json:"serve_backends"`
	Schema        string   `json:"schema"`
	Annotations   string   `json:"annotations"`
	Shots         string   `json:"shots"`
	// ShotsWait bounds waiting for the shot store; ShotsUser and
	// ShotsPassword are an etcd store's credentials, read from the
	// environment the file names.
	ShotsWait     time.Duration `json:"shots_wait"`
	ShotsUser     string        `json:"shots_user,omitempty"`
	ShotsPassword string        `json:"-"`

	Model            string `json:"llm_model"`
	BaseURL          string `json:"llm_base_url"`
	APIKey           string `json:"-"`
	RequireAgreement bool   `json:"require_agreement"`

	EmbedURL, EmbedQueryModel, EmbedPassageModel    string
	EmbedQueryPrefix, EmbedPassagePrefix, EmbedMode string
	EmbedKey                                        string `json:"-"`

	Addr          string
	Tokens        []string `json:"-"`
	MaxRows       int
	MaxConcurrent int
	MaxBody       int64
	ServeTimeout  time.Duration

	Timeout    time.Duration
	Rows       int
	MaxRepairs int
	// MaxQuestion is the question length limit in characters.
	MaxQuestion int

	// Sources maps each key of Show to "flag --x", "env NAME",
	// "file:line:col" or "default".
	Sources map[string]string `json:"sources"`
}

// Defaults of the settings no layer gives.
const (
	DefaultAddr          = "127.0.0.1:8080"
	DefaultTimeout       = 10 * time.Second
	DefaultRows          = 1000
	DefaultMaxRepairs    = 2
	DefaultMaxRows       = 1000
	DefaultMaxConcurrent = 16
	DefaultMaxBody       = 1 << 20
	DefaultServeTimeout  = 60 * time.Second
	// DefaultShotsWait is shots.DefaultLockTimeout.
	DefaultShotsWait = 5 * time.Second
	// DefaultQuestion is gql.DefaultMaxQuestion (characters).
	DefaultQuestion = 2000
)

// Resolve merges flags > environment > file > defaults.
func Resolve(f *File, ov Overrides) *Settings {
	if f == nil {
		f = &File{lines: map[string]string{}}
	}
	s := &Settings{Sources: map[string]string{}}
	pick := func(key, flag, flagVal, env, fileKey, fileVal, def string) string {
		switch {
		case flagVal != "":
			s.Sources[key] = "flag --" + flag
			return flagVal
		case env != "" && os.Getenv(env) != "":
			s.Sources[key] = "env " + env
			return os.Getenv(env)
		case fileVal != "":
			s.Sources[key] = f.At(fileKey)
			return fileVal
		}
		s.Sources[key] = "default"
		return def
	}

	switch {
	case len(ov.Backends) > 0:
		s.Backends, s.Sources["backends"] = ov.Backends, "flag --backend"
	case os.Getenv("GQL_BACKEND") != "":
		s.Backends, s.Sources["backends"] = splitList(os.Getenv("GQL_BACKEND")), "env GQL_BACKEND"
	case f.Backend != "" && ov.Schema == "":
		s.Backends, s.Sources["backends"] = []string{f.Backend}, f.At("default_backend")
	default:
		s.Sources["backends"] = "default"
	}
	s.ServeBackends, s.Sources["serve.backends"] = s.Backends, s.Sources["backends"]
	if len(ov.Backends) == 0 && os.Getenv("GQL_BACKEND") == "" && len(f.Serve.Backends) > 0 {
		s.ServeBackends, s.Sources["serve.backends"] = f.Serve.Backends, f.At("serve.backends")
	}
	// A single configured backend brings its schema and annotations.
	var own *Backend
	ownKey := ""
	if len(s.Backends) == 1 {
		own = f.BackendNamed(s.Backends[0])
		ownKey = "backends." + s.Backends[0]
	}
	ownSchema, ownAnn := "", ""
	if own != nil {
		ownSchema, ownAnn = own.Schema, own.Annotations
	}
	s.Schema = pick("schema", "schema", ov.Schema, "GQL_SCHEMA", ownKey+".schema", ownSchema, "")
	s.Annotations = pick("annotations", "annotations", ov.Annotations, "GQL_ANNOTATIONS", ownKey+".annotations", ownAnn, "")
	shotsKey := "shots"
	if f.At("shots.url") != "" {
		shotsKey = "shots.url"
	}
	s.Shots = pick("shots", "shots", ov.Shots, "GQL_SHOTS", shotsKey, f.Shots.URL, "")
	s.ShotsWait = pickNum(s, "shots.wait", "shots-wait", ov.ShotsWait, f, time.Duration(f.Shots.Wait), DefaultShotsWait)
	// The file's credentials belong to the file's store: a store named by
	// a flag or the environment takes GQL_ETCD_USER/GQL_ETCD_PASSWORD.
	s.Sources["shots.user"], s.Sources["shots.password"] = "default", "default"
	if strings.HasPrefix(s.Sources["shots"], f.Path+":") || s.Sources["shots"] == "default" {
		switch {
		case f.Shots.User != "":
			s.ShotsUser, s.Sources["shots.user"] = f.Shots.User, f.At("shots.user")
		case f.Shots.UserEnv != "" && os.Getenv(f.Shots.UserEnv) != "":
			s.ShotsUser, s.Sources["shots.user"] = os.Getenv(f.Shots.UserEnv), f.At("shots.user_env")+" (env "+f.Shots.UserEnv+")"
		}
		if f.Shots.PasswordEnv != "" && os.Getenv(f.Shots.PasswordEnv) != "" {
			s.ShotsPassword, s.Sources["shots.password"] = os.Getenv(f.Shots.PasswordEnv), f.At("shots.password_env")+" (env "+f.Shots.PasswordEnv+")"
		}
	}

	s.Model = pick("llm.model", "model", ov.Model, "GQL_LLM_MODEL", "llm.model", f.LLM.Model, "")
	s.BaseURL = pick("llm.base_url", "base-url", ov.BaseURL, "GQL_LLM_BASE_URL", "llm.base_url", f.LLM.BaseURL, "")
	s.APIKey = pick("llm.api_key", "api-key", ov.APIKey, "GQL_LLM_API_KEY", "llm.api_key_env", envOf(f.LLM.APIKeyEnv), "")
	if s.APIKey == "" && os.Getenv("OPENAI_API_KEY") != "" {
		s.APIKey, s.Sources["llm.api_key"] = os.Getenv("OPENAI_API_KEY"), "env OPENAI_API_KEY"
	}

	s.RequireAgreement, s.Sources["llm.require_agreement"] = false, "default"
	switch {
	case ov.RequireAgreement != nil:
		s.RequireAgreement, s.Sources["llm.require_agreement"] = *ov.RequireAgreement, "flag --require-agreement"
	case f.LLM.RequireAgreement:
		s.RequireAgreement, s.Sources["llm.require_agreement"] = true, f.At("llm.require_agreement")
	}

	e := f.Embeddings
	s.EmbedURL = pick("embeddings.url", "embed-url", ov.EmbedURL, "GQL_EMBED_URL", "embeddings.url", e.URL, "")
	model := pick("embeddings.model", "embed-model", ov.EmbedModel, "GQL_EMBED_MODEL", "embeddings.model", e.Model, "")
	s.EmbedQueryModel, s.EmbedPassageModel = model, model
	if ov.EmbedModel == "" && os.Getenv("GQL_EMBED_MODEL") == "" {
		if e.QueryModel != "" {
			s.EmbedQueryModel, s.Sources["embeddings.query_model"] = e.QueryModel, f.At("embeddings.query_model")
		}
		if e.PassageModel != "" {
			s.EmbedPassageModel, s.Sources["embeddings.passage_model"] = e.PassageModel, f.At("embeddings.passage_model")
		}
	}
	s.EmbedQueryPrefix = pick("embeddings.query_prefix", "", "", "", "embeddings.query_prefix", e.QueryPrefix, "")
	s.EmbedPassagePrefix = pick("embeddings.passage_prefix", "", "", "", "embeddings.passage_prefix", e.PassagePrefix, "")
	s.EmbedMode = pick("embeddings.mode", "embed-mode", ov.EmbedMode, "GQL_EMBED_MODE", "embeddings.mode", e.Mode, "both")
	s.EmbedKey = pick("embeddings.api_key", "", "", "GQL_EMBED_KEY", "embeddings.api_key_env", envOf(e.APIKeyEnv), "")

	sv := f.Serve
	s.Addr = pick("serve.addr", "addr", ov.Addr, "GQL_SERVE_ADDR", "serve.addr", sv.Addr, DefaultAddr)
	switch {
	case len(ov.Tokens) > 0:
		s.Tokens, s.Sources["serve.tokens"] = ov.Tokens, "flag --token"
	case os.Getenv("GQL_SERVE_TOKENS") != "":
		s.Tokens, s.Sources["serve.tokens"] = splitList(os.Getenv("GQL_SERVE_TOKENS")), "env GQL_SERVE_TOKENS"
	case sv.TokensEnv != "" && os.Getenv(sv.TokensEnv) != "":
		s.Tokens, s.Sources["serve.tokens"] = splitList(os.Getenv(sv.TokensEnv)), f.At("serve.tokens_env")+" (env "+sv.TokensEnv+")"
	default:
		s.Sources["serve.tokens"] = "default"
	}
	s.MaxRows = pickNum(s, "serve.max_rows", "max-rows", ov.MaxRows, f, sv.MaxRows, DefaultMaxRows)
	s.MaxConcurrent = pickNum(s, "serve.max_concurrent", "max-concurrent", ov.MaxConcurrent, f, sv.MaxConcurrent, DefaultMaxConcurrent)
	s.MaxBody = pickNum(s, "serve.max_body", "max-body", ov.MaxBody, f, sv.MaxBody, DefaultMaxBody)
	s.ServeTimeout = pickNum(s, "serve.timeout", "timeout", ov.ServeTimeout, f, time.Duration(sv.Timeout), DefaultServeTimeout)

	l := f.Limits
	s.Timeout = pickNum(s, "limits.timeout", "timeout", ov.Timeout, f, time.Duration(l.Timeout), DefaultTimeout)
	s.Rows = pickNum(s, "limits.rows", "limit", ov.Rows, f, l.Rows, DefaultRows)
	s.MaxQuestion = pickNum(s, "limits.question", "question-limit", ov.Question, f, l.Question, DefaultQuestion)
	repairs := 0
	if l.MaxRepairs != nil {
		repairs = *l.MaxRepairs
	}
	s.MaxRepairs = DefaultMaxRepairs
	s.Sources["limits.max_repairs"] = "default"
	if ov.MaxRepairs != nil {
		s.MaxRepairs, s.Sources["limits.max_repairs"] = *ov.MaxRepairs, "flag --max-repairs"
	} else if l.MaxRepairs != nil {
		s.MaxRepairs, s.Sources["limits.max_repairs"] = repairs, f.At("limits.max_repairs")
	}
	return s
}

// pickNum is flag > file (when positive) > default for a number.
func pickNum[T ~int | ~int64](s *Settings, key, flag string, ov *T, f *File, file, def T) T {
	switch {
	case ov != nil:
		s.Sources[key] = "flag --" + flag
		return *ov
	case file > 0:
		s.Sources[key] = f.At(key)
		return file
	}
	s.Sources[key] = "default"
	return def
}

func envOf(name string) string {
	if name == "" {
		return ""
	}
	return os.Getenv(name)
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// SchemaFor is the schema and annotations one served backend uses: those
// a flag or the environment gave, else the configured backend's own (none
// for a backend that is not configured). Without it every backend of
// serve.backends would get the default backend's schema.
func (s *Settings) SchemaFor(f *File, name string) (schema, annotations string) {
	given := func(key string) bool {
		src := s.Sources[key]
		return strings.HasPrefix(src, "flag ") || strings.HasPrefix(src, "env ")
	}
	if b := f.BackendNamed(name); b != nil {
		schema, annotations = b.Schema, b.Annotations
	}
	if given("schema") {
		schema = s.Schema
	}
	if given("annotations") {
		annotations = s.Annotations
	}
	return schema, annotations
}
