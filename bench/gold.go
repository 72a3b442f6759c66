package bench

import (
	"bufio"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/lang"
)

// GoldItem is one question of a development gold: the question, the gold
// Cypher written and checked by hand, its result on the graph and the
// answer check derived from it, and what each model wrote for the question
// (so a replay needs nothing outside the repository).
type GoldItem struct {
	ID       string      `json:"id"`
	Line     int         `json:"line"` // line of the source CSV
	Question string      `json:"question"`
	Type     string      `json:"type,omitempty"`
	Cypher   string      `json:"cypher,omitempty"`
	Gremlin  string      `json:"gremlin,omitempty"`
	Columns  []string    `json:"columns,omitempty"`
	Rows     [][]any     `json:"rows,omitempty"`
	Check    AnswerCheck `json:"check"`
	Note     string      `json:"note,omitempty"`
	// CorpusWrong says how the source corpus's own gold query misreads the
	// question, where it does (the Text2Gremlin corpus is template-made).
	CorpusWrong string            `json:"corpus_wrong,omitempty"`
	Recorded    map[string]string `json:"recorded,omitempty"` // model → the query it wrote
}

// GoldSpec is one entry of a hand-written gold source (testdata/replay/
// gold.cypher):
//
//	== 17 Find all actors born in the 1960s.
//	keys: name
//	MATCH (p:Person)-[:ACTED_IN]->() WHERE 1960 <= p.born <= 1969
//	RETURN DISTINCT p.name AS name
//
// The header names the CSV line and repeats the question (checked against
// the CSV). Directives, one a line before the query:
//
//	keys: a, b     columns a right answer must show (default: all but order)
//	limit: N       the question asks for N rows of the query's result
//	order: col     the column the question ranks by (ties interchangeable)
//	ordered        the question asks for the rows in order
//	unanswerable: why   the graph cannot answer it (not scored; no query)
//	note: text     how the gold was decided, for readers
//	corpus-wrong: how the corpus's own gold misreads the question
//
// Cypher holds the gold query whatever its language (a Text2Gremlin
// source holds Gremlin there; BuildGoldAs says which).
type GoldSpec struct {
	Line         int
	Question     string
	Cypher       string
	Keys         []string
	Limit        int
	Order        string
	Ordered      bool
	Unanswerable string
	Note         string
	CorpusWrong  string
	at           int // line in the source
}

// ParseGoldSource reads a gold source; every bad entry is reported, not
// only the first.
func ParseGoldSource(name string, r io.Reader) ([]GoldSpec, error) {
	var out []GoldSpec
	var errs []string
	var cur *GoldSpec
	var query []string
	flush := func() {
		if cur == nil {
			return
		}
		cur.Cypher = strings.TrimSpace(strings.Join(query, "\n"))
		switch {
		case cur.Unanswerable == "" && cur.Cypher == "":
			errs = append(errs, fmt.Sprintf("%s:%d: entry %d has no query and is not marked unanswerable", name, cur.at, cur.Line))
		case cur.Unanswerable != "" && cur.Cypher != "":
			errs = append(errs, fmt.Sprintf("%s:%d: entry %d is unanswerable but has a query", name, cur.at, cur.Line))
		default:
			out = append(out, *cur)
		}
		cur, query = nil, nil
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "== ") {
			flush()
			head := strings.TrimSpace(t[3:])
			num, q, _ := strings.Cut(head, " ")
			ln, err := strconv.Atoi(num)
			if err != nil {
				errs = append(errs, fmt.Sprintf("%s:%d: header %q: want '== <csv line> <question>'", name, n, t))
				continue
			}
			cur = &GoldSpec{Line: ln, Question: strings.TrimSpace(q), at: n}
			continue
		}
		if cur == nil {
			if t != "" && !strings.HasPrefix(t, "#") {
				errs = append(errs, fmt.Sprintf("%s:%d: text before the first '==' header", name, n))
			}
			continue
		}
		if len(query) == 0 {
			if t == "" || strings.HasPrefix(t, "#") {
				continue
			}
			if t == "ordered" {
				cur.Ordered = true
				continue
			}
			if k, v, ok := strings.Cut(t, ":"); ok && !strings.ContainsAny(k, " ({[") {
				v = strings.TrimSpace(v)
				switch k {
				case "keys":
					for _, c := range strings.Split(v, ",") {
						cur.Keys = append(cur.Keys, strings.TrimSpace(c))
					}
				case "limit":
					l, err := strconv.Atoi(v)
					if err != nil || l < 0 {
						errs = append(errs, fmt.Sprintf("%s:%d: limit %q is not a count", name, n, v))
					}
					cur.Limit = l
				case "order":
					cur.Order = v
				case "unanswerable":
					cur.Unanswerable = v
				case "note":
					cur.Note = strings.TrimSpace(cur.Note + " " + v)
				case "corpus-wrong":
					cur.CorpusWrong = strings.TrimSpace(cur.CorpusWrong + " " + v)
				default:
					errs = append(errs, fmt.Sprintf("%s:%d: unknown directive %q", name, n, k))
				}
				continue
			}
		}
		query = append(query, line)
	}
	flush()
	if err := sc.Err(); err != nil {
		errs = append(errs, err.Error())
	}
	if len(errs) > 0 {
		return out, fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	return out, nil
}

// CSVQuestion is one row of the text2cypher questions CSV.
type CSVQuestion struct {
	Line     int
	Question string
	Type     string
	Recorded map[string]string
}

// ReadQuestionsCSV reads a text2cypher-style CSV: question, type and one
// cypher_<model> column per model.
func ReadQuestionsCSV(path string) (map[int]CSVQuestion, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(rows) < 2 {
		return nil, fmt.Errorf("%s: no rows", path)
	}
	col := map[string]int{}
	models := map[string]int{}
	for i, h := range rows[0] {
		h = strings.TrimSpace(h)
		col[h] = i
		if m, ok := strings.CutPrefix(h, "cypher_"); ok {
			models[m] = i
		}
	}
	if _, ok := col["question"]; !ok {
		return nil, fmt.Errorf("%s: no question column", path)
	}
	out := map[int]CSVQuestion{}
	for i, r := range rows[1:] {
		if len(r) != len(rows[0]) {
			return nil, fmt.Errorf("%s:%d: %d fields, want %d", path, i+2, len(r), len(rows[0]))
		}
		q := CSVQuestion{Line: i + 2, Question: strings.TrimSpace(r[col["question"]]), Recorded: map[string]string{}}
		if t, ok := col["type"]; ok {
			q.Type = r[t]
		}
		for m, j := range models {
			if s := strings.TrimSpace(r[j]); s != "" {
				q.Recorded[m] = s
			}
		}
		out[i+2] = q
	}
	return out, nil
}

// ReadText2GremlinPairs reads the Text2Gremlin corpus's pairs.json as
// questions keyed by pair index (the index the bench's t2g-NNN item IDs
// carry), the style as the type and the corpus's query as its one recording.
func ReadText2GremlinPairs(path string) (map[int]CSVQuestion, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var corpus struct {
		Pairs []struct{ Text, Gremlin, Style string }
	}
	if err := json.Unmarshal(b, &corpus); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(corpus.Pairs) == 0 {
		return nil, fmt.Errorf("%s: no pairs", path)
	}
	out := map[int]CSVQuestion{}
	for i, p := range corpus.Pairs {
		out[i] = CSVQuestion{Line: i, Question: strings.TrimSpace(p.Text), Type: p.Style,
			Recorded: map[string]string{"corpus": p.Gremlin}}
	}
	return out, nil
}

// BuildGold runs each spec's query on x and derives the answer check. Every
// entry is built; the error lists every entry that could not be (a query
// that fails, a key column the result lacks, a question that differs from
// the CSV's).
func BuildGold(ctx context.Context, specs []GoldSpec, qs map[int]CSVQuestion, x backends.Executor) ([]GoldItem, error) {
	return BuildGoldAs(ctx, specs, qs, x, GoldCypher)
}

// GoldKind names a gold source's language and the ID prefix its items take
// (the bench dataset's item IDs, so the checks attach to its items).
type GoldKind struct {
	Lang   lang.Lang
	Prefix string
}

// The two kinds of gold source: text2cypher's CSV lines and the
// Text2Gremlin corpus's pair indexes.
var (
	GoldCypher  = GoldKind{Lang: lang.Cypher, Prefix: "t2c"}
	GoldGremlin = GoldKind{Lang: lang.Gremlin, Prefix: "t2g"}
)

// BuildGoldAs is BuildGold for a source of the given kind.
func BuildGoldAs(ctx context.Context, specs []GoldSpec, qs map[int]CSVQuestion, x backends.Executor, kind GoldKind) ([]GoldItem, error) {
	var out []GoldItem
	var errs []string
	seen := map[int]bool{}
	opt := backends.ExecOptions{Limit: 100000}
	for _, sp := range specs {
		q, ok := qs[sp.Line]
		if !ok {
			errs = append(errs, fmt.Sprintf("entry %d: no such line in the CSV", sp.Line))
			continue
		}
		if seen[sp.Line] {
			errs = append(errs, fmt.Sprintf("entry %d: written twice", sp.Line))
			continue
		}
		seen[sp.Line] = true
		if sp.Question != "" && sp.Question != q.Question {
			errs = append(errs, fmt.Sprintf("entry %d: question %q, the CSV says %q", sp.Line, sp.Question, q.Question))
			continue
		}
		it := GoldItem{ID: fmt.Sprintf("%s-%03d", kind.Prefix, sp.Line), Line: sp.Line, Question: q.Question, Type: q.Type,
			Note: sp.Note, CorpusWrong: sp.CorpusWrong, Recorded: q.Recorded}
		if kind.Lang == lang.Gremlin {
			it.Gremlin = sp.Cypher
		} else {
			it.Cypher = sp.Cypher
		}
		if sp.Unanswerable != "" {
			it.Check = AnswerCheck{Unanswerable: sp.Unanswerable}
			out = append(out, it)
			continue
		}
		res, err := x.Exec(ctx, sp.Cypher, opt)
		if err != nil {
			errs = append(errs, fmt.Sprintf("entry %d: the gold query fails: %v", sp.Line, err))
			continue
		}
		chk, err := checkOf(sp, res)
		if err != nil {
			errs = append(errs, fmt.Sprintf("entry %d: %v", sp.Line, err))
			continue
		}
		it.Columns, it.Check = res.Columns, chk
		// The Text2Gremlin golds return up to every edge of the graph; the
		// check's pool already holds the rows' key values, so the rows are
		// not written twice.
		if kind.Lang != lang.Gremlin {
			for _, r := range res.Rows {
				it.Rows = append(it.Rows, goRow(r))
			}
		}
		out = append(out, it)
	}
	if len(errs) > 0 {
		return out, fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	return out, nil
}

func goRow(r []backends.Value) []any {
	out := make([]any, len(r))
	for i, v := range r {
		out[i] = v.Go()
	}
	return out
}

func checkOf(sp GoldSpec, res *backends.Result) (AnswerCheck, error) {
	idx := func(name string) int {
		for i, c := range res.Columns {
			if c == name {
				return i
			}
		}
		return -1
	}
	chk := AnswerCheck{Ordered: sp.Ordered}
	var keys []int
	if len(sp.Keys) > 0 {
		for _, k := range sp.Keys {
			i := idx(k)
			if i < 0 {
				return chk, fmt.Errorf("key column %q is not in the result %v", k, res.Columns)
			}
			keys = append(keys, i)
		}
	} else {
		for i, c := range res.Columns {
			if c != sp.Order {
				keys = append(keys, i)
			}
		}
	}
	for _, i := range keys {
		chk.Keys = append(chk.Keys, res.Columns[i])
	}
	order := -1
	if sp.Order != "" {
		if order = idx(sp.Order); order < 0 {
			return chk, fmt.Errorf("order column %q is not in the result %v", sp.Order, res.Columns)
		}
	}
	for _, r := range res.Rows {
		var p []any
		for _, i := range keys {
			p = append(p, r[i].Go())
		}
		chk.Pool = append(chk.Pool, p)
		if order >= 0 {
			chk.Sort = append(chk.Sort, r[order].Go())
		}
	}
	chk.Rows = len(res.Rows)
	if sp.Limit > 0 && sp.Limit < chk.Rows {
		chk.Rows = sp.Limit
	}
	return chk, nil
}

// WriteGold writes gold items as JSONL, one a line.
func WriteGold(w io.Writer, items []GoldItem) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, it := range items {
		if err := enc.Encode(it); err != nil {
			return err
		}
	}
	return nil
}

// ReadGold reads gold JSONL; a bad line is an error naming it.
func ReadGold(r io.Reader) ([]GoldItem, error) {
	var out []GoldItem
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 16<<20)
	for n := 1; sc.Scan(); n++ {
		b := strings.TrimSpace(sc.Text())
		if b == "" || strings.HasPrefix(b, "#") {
			continue
		}
		var it GoldItem
		if err := json.Unmarshal([]byte(b), &it); err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		if it.Question == "" {
			return nil, fmt.Errorf("line %d: no question", n)
		}
		out = append(out, it)
	}
	return out, sc.Err()
}

// LoadGold reads a gold JSONL file.
func LoadGold(path string) ([]GoldItem, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	items, err := ReadGold(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return items, nil
}
