// Package llm talks to any OpenAI-compatible chat endpoint (OpenAI, Ollama,
// vLLM, llama.cpp server ...) through go-openai, with the timeout, retry and
// cancellation behaviour a batch job needs. It knows nothing about queries.
package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"github.com/gql-dev/gql/redact"
)

// Config says which endpoint and model to use. Zero values take defaults.
type Config struct {
	BaseURL    string        `json:"base_url"` // e.g. http://127.0.0.1:11434/v1 for Ollama
	APIKey     string        `json:"api_key"`
	Model      string        `json:"model"`
	Timeout    time.Duration `json:"timeout"`     // per request; default 60s
	MaxRetries int           `json:"max_retries"` // on 429 and 5xx; default 3
	// Deadline bounds one Complete call across all its retries and
	// backoffs (default 90s): a server that stalls each request just under
	// Timeout must not hold a translation for MaxRetries+1 timeouts.
	Deadline time.Duration `json:"deadline"`
	// MaxResponse caps a response body in bytes (default 1 MiB); a longer
	// one is an error, never read into memory or taken as a query.
	MaxResponse int64   `json:"max_response"`
	Temperature float32 `json:"temperature"`
	// PricePrompt and PriceCompletion are currency units per million tokens,
	// for the cost lines of batch and bench reports.
	PricePrompt     float64 `json:"price_prompt_per_mtok"`
	PriceCompletion float64 `json:"price_completion_per_mtok"`
}

// Configured reports whether an LLM was asked for at all; without one gql
// compiles offline.
func (c Config) Configured() bool { return c.Model != "" || c.BaseURL != "" }

// FromEnv fills unset fields from the environment: GQL_LLM_BASE_URL,
// GQL_LLM_MODEL, GQL_LLM_API_KEY, then the conventional OPENAI_API_KEY and
// OPENAI_BASE_URL.
func (c Config) FromEnv() Config {
	first := func(cur string, keys ...string) string {
		if cur != "" {
			return cur
		}
		for _, k := range keys {
			if v := os.Getenv(k); v != "" {
				return v
			}
		}
		return ""
	}
	c.BaseURL = first(c.BaseURL, "GQL_LLM_BASE_URL", "OPENAI_BASE_URL")
	c.Model = first(c.Model, "GQL_LLM_MODEL")
	c.APIKey = first(c.APIKey, "GQL_LLM_API_KEY", "OPENAI_API_KEY")
	return c
}

// ConfigPath is where `gql` looks for a config file by default:
// $XDG_CONFIG_HOME/gql/config.json.
func ConfigPath() string {
	dir := os.Getenv("XDG_CONFIG_HOME")
	if dir == "" {
		home, _ := os.UserHomeDir()
		dir = filepath.Join(home, ".config")
	}
	return filepath.Join(dir, "gql", "config.json")
}

// FromFile fills unset fields from a JSON config file's "llm" object. A
// missing file is not an error; a malformed one is.
func (c Config) FromFile(path string) (Config, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return c, nil
	}
	if err != nil {
		return c, err
	}
	var f struct {
		LLM struct {
			Config
			Timeout string `json:"timeout"`
		} `json:"llm"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		return c, fmt.Errorf("%s: %v", path, err)
	}
	fc := f.LLM.Config
	if f.LLM.Timeout != "" {
		d, err := time.ParseDuration(f.LLM.Timeout)
		if err != nil {
			return c, fmt.Errorf("%s: llm.timeout: %v", path, err)
		}
		fc.Timeout = d
	}
	if c.BaseURL == "" {
		c.BaseURL = fc.BaseURL
	}
	if c.APIKey == "" {
		c.APIKey = fc.APIKey
	}
	if c.Model == "" {
		c.Model = fc.Model
	}
	if c.Timeout == 0 {
		c.Timeout = fc.Timeout
	}
	if c.MaxRetries == 0 {
		c.MaxRetries = fc.MaxRetries
	}
	if c.Temperature == 0 {
		c.Temperature = fc.Temperature
	}
	if c.PricePrompt == 0 {
		c.PricePrompt = fc.PricePrompt
	}
	if c.PriceCompletion == 0 {
		c.PriceCompletion = fc.PriceCompletion
	}
	return c, nil
}

// Message is one chat turn.
type Message struct {
	Role    string `json:"role"` // system, user, assistant
	Content string `json:"content"`
}

// Usage counts tokens as the endpoint reported them.
type Usage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
}

// Add accumulates usage.
func (u *Usage) Add(o Usage) {
	u.PromptTokens += o.PromptTokens
	u.CompletionTokens += o.CompletionTokens
}

// Client is a chat client with retries.
type Client struct {
	cfg Config
	c   *openai.Client
	// sleep is swapped in tests so backoff does not slow them down.
	sleep func(context.Context, time.Duration) error
}

// New builds a client. The model is required: guessing one would bill the
// user for a model they did not choose.
func New(cfg Config) (*Client, error) {
	if cfg.Model == "" {
		return nil, errors.New("no LLM model configured: pass --model or set GQL_LLM_MODEL")
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 60 * time.Second
	}
	if cfg.MaxRetries == 0 {
		cfg.MaxRetries = 3
	}
	if cfg.Deadline <= 0 {
		cfg.Deadline = DefaultDeadline
	}
	if cfg.MaxResponse <= 0 {
		cfg.MaxResponse = DefaultMaxResponse
	}
	oc := openai.DefaultConfig(cfg.APIKey)
	if cfg.BaseURL != "" {
		oc.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	}
	oc.HTTPClient = &http.Client{Timeout: cfg.Timeout, Transport: &capTransport{next: http.DefaultTransport, max: cfg.MaxResponse}}
	return &Client{cfg: cfg, c: openai.NewClientWithConfig(oc), sleep: sleepCtx}, nil
}

// Config returns the effective configuration.
func (c *Client) Config() Config { return c.cfg }

// Complete sends one chat request, retrying 429 and 5xx answers and transport
// failures with exponential backoff and jitter; anything else fails at once.
func (c *Client) Complete(ctx context.Context, msgs []Message) (string, Usage, error) {
	req := openai.ChatCompletionRequest{Model: c.cfg.Model, Temperature: c.cfg.Temperature}
	for _, m := range msgs {
		req.Messages = append(req.Messages, openai.ChatCompletionMessage{Role: m.Role, Content: m.Content})
	}
	ctx, cancel := context.WithTimeoutCause(ctx, c.cfg.Deadline,
		fmt.Errorf("no answer from the LLM at %s within %s across retries (llm deadline)", c.endpoint(), c.cfg.Deadline))
	defer cancel()
	var lastErr error
	for attempt := 0; attempt <= c.cfg.MaxRetries; attempt++ {
		if attempt > 0 {
			backoff := time.Duration(1<<uint(attempt-1)) * 500 * time.Millisecond
			backoff += time.Duration(rand.Int63n(int64(backoff / 2)))
			if err := c.sleep(ctx, backoff); err != nil {
				return "", Usage{}, stopErr(ctx, err)
			}
		}
		resp, err := c.c.CreateChatCompletion(ctx, req)
		if err == nil {
			if len(resp.Choices) == 0 {
				return "", Usage{}, errors.New("LLM answered with no choices")
			}
			u := Usage{PromptTokens: resp.Usage.PromptTokens, CompletionTokens: resp.Usage.CompletionTokens}
			return resp.Choices[0].Message.Content, u, nil
		}
		if ctx.Err() != nil {
			return "", Usage{}, stopErr(ctx, ctx.Err())
		}
		lastErr = err
		if errors.Is(err, ErrResponseTooLarge) {
			// The same prompt would draw the same flood.
			return "", Usage{}, fmt.Errorf("LLM response from %s refused: %w", c.endpoint(), err)
		}
		if !retryable(err) {
			break
		}
	}
	// The endpoint's error may quote the request URL or echo the key.
	return "", Usage{}, redact.Error(fmt.Errorf("LLM request to %s failed: %w", c.endpoint(), lastErr), c.cfg.APIKey)
}

func (c *Client) endpoint() string {
	if c.cfg.BaseURL != "" {
		return redact.URI(c.cfg.BaseURL)
	}
	return "the OpenAI API"
}

func retryable(err error) bool {
	var ae *openai.APIError
	if errors.As(err, &ae) {
		return ae.HTTPStatusCode == 429 || ae.HTTPStatusCode >= 500
	}
	var re *openai.RequestError
	if errors.As(err, &re) {
		return re.HTTPStatusCode == 429 || re.HTTPStatusCode >= 500
	}
	// Transport errors (connection refused, reset, timeout) are worth a retry.
	return true
}

// stopErr keeps ctx's error (so callers can errors.Is it) and adds the
// cause, which says whether the deadline or the caller stopped the call.
func stopErr(ctx context.Context, err error) error {
	if cause := context.Cause(ctx); cause != nil && cause != err {
		return fmt.Errorf("%w: %w", err, cause)
	}
	return err
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// CountTokens estimates the tokens of a text the way BPE tokenizers roughly
// split English and code (about one token per 4 characters, never fewer than
// the word count). It sizes prompt parts when the endpoint reports no usage.
func CountTokens(s string) int {
	words := len(strings.Fields(s))
	est := (len(s) + 3) / 4
	if words > est {
		return words
	}
	return est
}
