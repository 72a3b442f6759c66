package answer

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql"
)

// corpusCase is one question of testdata/answers: the rows a backend
// returned and the sentence a reader should get from them.
type corpusCase struct {
	file string
	line int
	id   string // the aligned gold query, when the live test runs it
	q    string
	t    *gql.Table
	want string
}

// loadCorpus reads the blocks of testdata/answers/*.txt: "q:", "cols:"
// (a JSON array), "row:" (a JSON array per row; a number with a point or
// exponent is a float, as the backends type it), "want:", optional "id:".
func loadCorpus(t testing.TB) []corpusCase {
	t.Helper()
	files, err := filepath.Glob("../testdata/answers/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	var out []corpusCase
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		var c *corpusCase
		n := 0
		flush := func() {
			if c == nil {
				return
			}
			if c.q == "" || c.want == "" || c.t == nil {
				t.Fatalf("%s:%d: a case needs q, cols and want", c.file, c.line)
			}
			out = append(out, *c)
			c = nil
		}
		for sc.Scan() {
			n++
			line := sc.Text()
			if strings.HasPrefix(line, "#") {
				continue
			}
			if strings.TrimSpace(line) == "" {
				flush()
				continue
			}
			key, val, ok := strings.Cut(line, ": ")
			if !ok {
				t.Fatalf("%s:%d: want KEY: VALUE, got %q", f, n, line)
			}
			if c == nil {
				c = &corpusCase{file: filepath.Base(f), line: n}
			}
			switch key {
			case "id":
				c.id = val
			case "q":
				c.q = val
			case "want":
				c.want = val
			case "cols":
				c.t = &gql.Table{}
				if err := json.Unmarshal([]byte(val), &c.t.Columns); err != nil {
					t.Fatalf("%s:%d: %v", f, n, err)
				}
			case "row":
				row, err := decodeRow(val)
				if err != nil || c.t == nil {
					t.Fatalf("%s:%d: row %v (cols first)", f, n, err)
				}
				c.t.Rows = append(c.t.Rows, row)
			default:
				t.Fatalf("%s:%d: unknown key %q", f, n, key)
			}
		}
		flush()
		fh.Close()
	}
	return out
}

func decodeRow(s string) ([]any, error) {
	d := json.NewDecoder(bytes.NewReader([]byte(s)))
	d.UseNumber()
	var row []any
	if err := d.Decode(&row); err != nil {
		return nil, err
	}
	for i := range row {
		row[i] = typed(row[i])
	}
	return row, nil
}

// typed turns json.Number into int64 or float64 the way backends.Value.Go does.
func typed(v any) any {
	switch t := v.(type) {
	case json.Number:
		if !strings.ContainsAny(t.String(), ".eE") {
			if i, err := t.Int64(); err == nil {
				return i
			}
		}
		f, _ := t.Float64()
		return f
	case []any:
		for i := range t {
			t[i] = typed(t[i])
		}
	case map[string]any:
		for k := range t {
			t[k] = typed(t[k])
		}
	}
	return v
}

// TestCorpus says every question of testdata/answers from its rows and
// compares with the sentence written for it.
func TestCorpus(t *testing.T) {
	cases := loadCorpus(t)
	if len(cases) < 100 {
		t.Fatalf("corpus has %d cases, want at least 100", len(cases))
	}
	pass := 0
	for _, c := range cases {
		got := Sentence(c.q, c.t, 8)
		if got == c.want {
			pass++
			continue
		}
		t.Errorf("%s:%d %q\n got %q\nwant %q", c.file, c.line, c.q, got, c.want)
	}
	t.Logf("corpus: %d/%d sentences as written", pass, len(cases))
}
