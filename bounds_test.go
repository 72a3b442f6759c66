package gql

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/llm"
)

// compilerFor builds an offline compiler on a bundled example, so each rule
// is tried on movies and on company.
func compilerFor(t testing.TB, name string, opts ...func(*Config)) *Compiler {
	t.Helper()
	s, g, err := examples.Resolve(name)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Schema: s, Values: grounding.NewMemorySource(g, s)}
	for _, o := range opts {
		o(&cfg)
	}
	c, err := New(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

var boundsQuestions = map[string]string{
	"movies":  "Who directed The Matrix?",
	"company": "Who manages Hannah Schmidt?",
}

// The probe's 120 KB question took 65 s; it must be refused at once, with
// the byte where the limit falls.
func TestQuestionTooLongRefusedAtOnce(t *testing.T) {
	for name, q := range boundsQuestions {
		c := compilerFor(t, name)
		// Varied words, so it is not a repeat that would be read once.
		var b strings.Builder
		for i := 0; b.Len() < 120_000; i++ {
			b.WriteString(q[:len(q)-1])
			b.WriteString(" and number ")
			b.WriteString(strconv.Itoa(i))
			b.WriteString(" ")
		}
		long := b.String()
		t0 := time.Now()
		tr := c.Translate(context.Background(), long, lang.Cypher)
		took := time.Since(t0)
		if tr.Verdict != Unanswerable || !strings.Contains(tr.Reason, "limit of 2000") {
			t.Fatalf("%s: %s %q", name, tr.Verdict, tr.Reason)
		}
		if took > time.Second {
			t.Errorf("%s: refusing took %s", name, took)
		}
		if len(tr.Diagnostics) != 1 || tr.Diagnostics[0].Check != "question.too-long" || tr.Diagnostics[0].Span.Start != 2000 || tr.Diagnostics[0].Span.End != len(strings.TrimSpace(long)) {
			t.Fatalf("%s: diagnostics %+v", name, tr.Diagnostics)
		}
		// The limit is the caller's to raise.
		c2 := compilerFor(t, name, func(c *Config) { c.MaxQuestion = 10 })
		tr = c2.Translate(context.Background(), q, lang.Cypher)
		if tr.Verdict != Unanswerable || !strings.Contains(tr.Reason, "limit of 10") {
			t.Fatalf("%s with a limit of 10: %s %q", name, tr.Verdict, tr.Reason)
		}
	}
}

func TestCheckQuestionCountsCharactersNotBytes(t *testing.T) {
	q := strings.Repeat("é", 2000)
	if err := CheckQuestion(q, 0); err != nil {
		t.Fatalf("2000 characters (4000 bytes) refused: %v", err)
	}
	err := CheckQuestion(q+"ü", 0)
	var qe *QuestionError
	if !errors.As(err, &qe) || qe.Diagnostic.Span.Start != 4000 || qe.Diagnostic.Span.End != 4002 {
		t.Fatalf("%v", err)
	}
}

// The probe's question pasted 25 times ran into the database timeout; it
// is read once and compiles to what the single question compiles to.
func TestRepeatedQuestionReadOnce(t *testing.T) {
	for name, q := range boundsQuestions {
		c := compilerFor(t, name)
		want := c.Translate(context.Background(), q, lang.Cypher)
		if want.Verdict != Valid {
			t.Fatalf("%s: the single question is %s: %s", name, want.Verdict, want.Reason)
		}
		pasted := strings.TrimSpace(strings.Repeat(q+" \n", 25))
		got := c.Translate(context.Background(), pasted, lang.Cypher)
		if got.Verdict != Valid || got.Query != want.Query {
			t.Fatalf("%s: pasted 25 times: %s %q, want %q", name, got.Verdict, got.Query, want.Query)
		}
		var found bool
		for _, d := range got.Diagnostics {
			if d.Check == "question.repeated" {
				found = true
				if d.Span.Start != len(q)+2 || d.Span.End != len(pasted) || !strings.Contains(d.Summary, "25 times") {
					t.Errorf("%s: %+v", name, d)
				}
			}
		}
		if !found || len(got.Warnings) == 0 {
			t.Errorf("%s: no repeat warning: %v", name, got.Warnings)
		}
	}
}

func TestReduceRepeatsLeavesOtherTextAlone(t *testing.T) {
	for _, q := range []string{
		"Who directed The Matrix?",
		"very very",           // a word said twice is not a sentence
		"Tom Hanks Tom Hanks", // nor is a name
		"Who directed The Matrix? Who directed Speed?",                   // two questions
		"Who directed The Matrix? Who directed The Matrix? Who directed", // a copy cut short
	} {
		if got, _, ok := ReduceRepeats(q); ok {
			t.Errorf("%q read as %q", q, got)
		}
	}
	got, d, ok := ReduceRepeats("who manages hannah schmidt WHO MANAGES HANNAH SCHMIDT")
	if !ok || got != "who manages hannah schmidt" || d.Span.Start != 27 {
		t.Errorf("%q %+v %v", got, d, ok)
	}
}

// A model server that stalls: the context's deadline stops the
// translation, not the stall.
func TestCancellationStopsTranslate(t *testing.T) {
	stall := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-stall:
		}
	}))
	defer srv.Close()
	defer close(stall)
	testenv.Listening(t, srv.URL)
	chat, err := llm.New(llm.Config{BaseURL: srv.URL + "/v1", Model: "stall", APIKey: "test"})
	if err != nil {
		t.Fatal(err)
	}
	for name, q := range boundsQuestions {
		c := compilerFor(t, name, func(c *Config) { c.LLM = chat })
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		t0 := time.Now()
		tr := c.Translate(ctx, q, lang.Cypher)
		cancel()
		if took := time.Since(t0); took > 3*time.Second {
			t.Errorf("%s: stopped after %s", name, took)
		}
		if tr.Verdict != Failed {
			t.Fatalf("%s: %s %q", name, tr.Verdict, tr.Reason)
		}
		// Canceled before it starts: no work at all.
		ctx, cancel = context.WithCancel(context.Background())
		cancel()
		tr = c.Translate(ctx, q, lang.Cypher)
		if tr.Verdict != Failed || !strings.HasPrefix(tr.Reason, "stopped: canceled") || tr.Trace.Grounding != nil {
			t.Fatalf("%s: canceled: %s %q", name, tr.Verdict, tr.Reason)
		}
	}
}

// BenchmarkLongQuestionRefused is the speed target of the length limit: a
// 120 KB question (65 s before the limit) is refused in about 2 ms, most
// of it looking for a repeat.
func BenchmarkLongQuestionRefused(b *testing.B) {
	c := compilerFor(b, "movies")
	var sb strings.Builder
	for i := 0; sb.Len() < 120_000; i++ {
		sb.WriteString("Who directed The Matrix and film ")
		sb.WriteString(strconv.Itoa(i))
		sb.WriteByte(' ')
	}
	q := sb.String()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if tr := c.Translate(context.Background(), q, lang.Cypher); tr.Verdict != Unanswerable {
			b.Fatal(tr.Reason)
		}
	}
}

// BenchmarkReduceRepeats reads a question pasted 25 times.
func BenchmarkReduceRepeats(b *testing.B) {
	q := strings.Repeat("Which movies did Tom Hanks act in and who directed them? ", 25)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, _, ok := ReduceRepeats(q); !ok {
			b.Fatal("not read as a repeat")
		}
	}
}
