package answer

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/llm"
)

func table(cols []string, rows ...[]any) *gql.Table { return &gql.Table{Columns: cols, Rows: rows} }

// The shapes are read from the question's words; each is tried on the
// movies and the company schema's kind of question.
func TestSentenceShapes(t *testing.T) {
	names := table([]string{"p.name"}, []any{"Lana Wachowski"}, []any{"Lilly Wachowski"})
	one := table([]string{"m.name"}, []any{"Marcus Webb"})
	for _, c := range []struct {
		q    string
		rows *gql.Table
		want string
	}{
		{"Who directed The Matrix?", names, "Lana Wachowski and Lilly Wachowski directed The Matrix."},
		{"Who manages Hannah Schmidt?", one, "Marcus Webb manages Hannah Schmidt."},
		{"Who follows Jessica Thompson?", names, "Lana Wachowski and Lilly Wachowski follow Jessica Thompson."},
		{"Whom does Hannah Schmidt manage?", names, "Hannah Schmidt manages Lana Wachowski and Lilly Wachowski."},
		{"Which movies did Tom Hanks act in?", table([]string{"m.title"}, []any{"Cast Away"}, []any{"Big"}), "Tom Hanks acted in Big and Cast Away."},
		{"Which projects did Aisha Khan star in?", one, "Aisha Khan starred in Marcus Webb."},
		{"Which employees are managed by Daniel Okafor?", one, "Marcus Webb is managed by Daniel Okafor."},
		{"Which movies were released in 1999?", names, "Lana Wachowski and Lilly Wachowski were released in 1999."},
		{"What is Keanu Reeves's year of birth?", table([]string{"born"}, []any{int64(1964)}), "Keanu Reeves's year of birth is 1964."},
		{"Who is Lucas Silva's manager?", one, "Marcus Webb is Lucas Silva's manager."},
		{"How many movies did Tom Hanks act in?", table([]string{"count(m)"}, []any{int64(12)}), "Tom Hanks acted in 12 movies."},
		{"How many employees does Emma Dubois manage?", table([]string{"n"}, []any{int64(2)}), "Emma Dubois manages 2 employees."},
		{"How many movies are there?", table([]string{"n"}, []any{int64(38)}), "There are 38 movies."},
		{"How many employees work in Sales?", table([]string{"n"}, []any{int64(1)}), "1 employee works in Sales."},
		{"How many movies did Lana Wachowski direct?", table([]string{"n"}, []any{int64(1)}), "Lana Wachowski directed 1 movie."},
		{"How many cities are there?", table([]string{"n"}, []any{int64(1)}), "There is 1 city."},
		{"How many projects were started in 2021?", table([]string{"n"}, []any{float64(4)}), "4 projects were started in 2021."},
		{"Did Tom Hanks act in Big?", table([]string{"m.title"}, []any{"Big"}), "Yes, Tom Hanks acted in Big."},
		{"Does Hannah Schmidt manage anyone?", table([]string{"n"}, []any{int64(0)}), "No, Hannah Schmidt does not manage anyone."},
		{"Who reviewed The Replacements?", table([]string{"p.name"}), "Nobody reviewed The Replacements."},
		{"Is Ben Carter a manager?", table([]string{"x"}), "No, Ben Carter is not a manager."},
		{"List the departments and their budgets.", table([]string{"d.name", "d.budget"}, []any{"Sales", 1.5e6}, []any{"R&D", int64(900000)}), "The departments and their budgets: Sales (1,500,000) and R&D (900,000)."},
		{"Average rating of The Matrix", table([]string{"avg"}, []any{7.25}), "The answer is 7.25."},
	} {
		if got := Sentence(c.q, c.rows, 8); got != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.q, got, c.want)
		}
	}
}

func TestSentenceListsAndMore(t *testing.T) {
	rows := table([]string{"name"})
	for _, n := range []string{"A1", "B2", "C3", "D4", "E5"} {
		rows.Rows = append(rows.Rows, []any{n})
	}
	got := Sentence("Who acted in X?", rows, 3)
	if want := "A1, B2, C3 and 2 more acted in X."; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func TestValueRendering(t *testing.T) {
	for _, c := range []struct {
		v    any
		want string
	}{
		{int64(3), "3"}, {3.0, "3"}, {2.5, "2.5"}, {true, "yes"}, {nil, "nothing"},
		{[]any{"a", int64(1)}, "a, 1"},
		{map[string]any{"title": "Big", "released": int64(1988)}, "Big"},
		{map[string]any{"b": int64(2), "a": "x"}, "{a: x, b: 2}"},
	} {
		if got := Value(c.v); got != c.want {
			t.Errorf("Value(%#v) = %q, want %q", c.v, got, c.want)
		}
	}
}

func TestUnsupported(t *testing.T) {
	rows := table([]string{"p.name", "rating"}, []any{"Lana Wachowski", 7.25}, []any{"Lilly Wachowski", int64(80)})
	q := "Who directed The Matrix?"
	for _, c := range []struct {
		text string
		bad  string
	}{
		{"The Matrix was directed by Lana Wachowski and Lilly Wachowski.", ""},
		{"Two people: Lana Wachowski and Lilly Wachowski, rated 7.3 and 80.", ""},
		{"There are 2 directors.", ""},
		{"The Matrix was directed by Lana Wachowski and Andy Wachowski.", "Andy"},
		{"It was rated 9.1.", "9.1"},
		{`The director is "Joel Silver".`, "Joel Silver"},
		{"Annabel Wachowski directed it.", "Annabel"},
	} {
		got := strings.Join(Unsupported(c.text, q, rows), ",")
		if !strings.Contains(got, c.bad) || (c.bad == "" && got != "") {
			t.Errorf("%q: unsupported %q, want %q", c.text, got, c.bad)
		}
	}
}

// scripted is an OpenAI-compatible endpoint answering from a script; the
// real go-openai client talks to it.
type scripted struct {
	mu      sync.Mutex
	answers []string
	prompts []string
}

func newScripted(t *testing.T, answers ...string) (*scripted, *llm.Client) {
	s := &scripted{answers: answers}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var req struct {
			Messages []struct{ Role, Content string }
		}
		json.Unmarshal(body, &req)
		s.mu.Lock()
		var all []string
		for _, m := range req.Messages {
			all = append(all, m.Content)
		}
		s.prompts = append(s.prompts, strings.Join(all, "\n"))
		a := s.answers[(len(s.prompts)-1)%len(s.answers)]
		s.mu.Unlock()
		llm.WriteCompletion(w, "scripted", a, llm.Usage{PromptTokens: 50, CompletionTokens: 10})
	}))
	t.Cleanup(srv.Close)
	testenv.Listening(t, srv.URL)
	c, err := llm.New(llm.Config{BaseURL: srv.URL + "/v1", Model: "scripted", APIKey: "k", MaxRetries: 1})
	if err != nil {
		t.Fatal(err)
	}
	return s, c
}

func TestLLMSummaryCheckedAgainstRows(t *testing.T) {
	rows := table([]string{"p.name"}, []any{"Lana Wachowski"}, []any{"Lilly Wachowski"})
	q := "Who directed The Matrix?"
	s, c := newScripted(t,
		"Two people directed The Matrix: Lana Wachowski and Lilly Wachowski.",
		"The Matrix (1999) was directed by Lana Wachowski and Lilly Wachowski.",
	)
	a := &Answerer{LLM: c}
	good := a.Say(context.Background(), q, rows)
	if good.Source != "llm" || !strings.Contains(good.Text, "Two people") {
		t.Fatalf("a summary naming only row values was not used: %+v", good)
	}
	if good.Usage.PromptTokens != 50 {
		t.Errorf("usage not carried: %+v", good.Usage)
	}
	bad := a.Say(context.Background(), q, rows)
	if bad.Source != "rows" || !strings.Contains(bad.Note, "1999") {
		t.Fatalf("an invented year was accepted: %+v", bad)
	}
	if bad.Text != Sentence(q, rows, 8) {
		t.Errorf("fallback is not the sentence from the rows: %q", bad.Text)
	}
	// The model sees the question and the rows, and nothing of the query.
	p := s.prompts[0]
	if !strings.Contains(p, q) || !strings.Contains(p, "Lilly Wachowski") || strings.Contains(p, "MATCH") {
		t.Errorf("prompt: %s", p)
	}
}

func TestLLMRowBoundAndFailure(t *testing.T) {
	rows := table([]string{"n"})
	for i := 0; i < 120; i++ {
		rows.Rows = append(rows.Rows, []any{int64(i)})
	}
	s, c := newScripted(t, "")
	a := &Answerer{LLM: c, MaxRows: 10}
	got := a.Say(context.Background(), "Which numbers are there?", rows)
	if got.Source != "rows" || got.Note == "" {
		t.Fatalf("an empty summary was used: %+v", got)
	}
	if !strings.Contains(s.prompts[0], "the first 10 of 120") || strings.Contains(s.prompts[0], "- 11\n") {
		t.Errorf("rows not bounded: %s", s.prompts[0])
	}
	down, _ := llm.New(llm.Config{BaseURL: "http://127.0.0.1:1/v1", Model: "m", APIKey: "k", MaxRetries: 1})
	got = (&Answerer{LLM: down}).Say(context.Background(), "Which numbers are there?", rows)
	if got.Source != "rows" || !strings.Contains(got.Note, "failed") {
		t.Fatalf("an unreachable model did not fall back: %+v", got)
	}
}
