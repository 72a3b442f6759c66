package bench

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/internal/rowcheck"
	"github.com/gql-dev/gql/lang"
)

// A gold query that ends "ORDER BY DESC(?v) LIMIT N" keeps N rows of a
// ranking, and where its N-th row ties with rows it left out, the server's
// storage order chose which (Spider4SPARQL's SQL-derived golds). Only the
// rows it left out can show the tie, so the bench runs the gold once more
// without its LIMIT, with ?v projected, and scores against the whole
// ranking (rowcheck.Kept's TieKept). Nothing else about the gold changes:
// a gold this reading does not cover exactly is left strict.
//
// A gold that orders its whole answer ("… ORDER BY DESC(?v)", no LIMIT)
// has the same blind spot one step earlier: rows tied on ?v come back in
// storage order, and an answer listing them the other way round is the
// same ranking. The same rewrite projects ?v so the scorer can tell a tie
// (rowcheck.TieOrder) from a wrong order.
var (
	sparqlRankTail = regexp.MustCompile(`(?is)(ORDER\s+BY\s+(?:(?:ASC|DESC)\s*\(\s*\?(\w+)\s*\)|\?(\w+)))\s*(?:LIMIT\s+(\d+)\s*)?$`)
	sparqlSelect   = regexp.MustCompile(`(?is)^\s*((?:PREFIX\s+[^\n]*?<[^>]*>\s*)*)SELECT\s+(DISTINCT\s+|REDUCED\s+)?`)
	sparqlGroupBy  = regexp.MustCompile(`(?i)\bGROUP\s+BY\b`)
	sparqlOffset   = regexp.MustCompile(`(?i)\bOFFSET\b`)
)

// rankedGold is a gold query rewritten to return its whole ranking: the
// query, the column holding the rank value, and whether that column was
// added (so the key pool leaves it out) and the LIMIT it had (0: none, the
// gold orders its whole answer).
type rankedGold struct {
	query string
	rank  string
	added bool
	limit int
}

// fullRanking rewrites a SPARQL gold "… ORDER BY [DESC](?v) [LIMIT N]" into
// the same query without its LIMIT and with ?v among the selected columns.
// ok is false for any other shape (other languages, an OFFSET, several sort
// keys, a projection it cannot extend without changing the rows).
func fullRanking(t lang.Lang, gold string) (rankedGold, bool) {
	if t != lang.SPARQL {
		return rankedGold{}, false
	}
	m := sparqlRankTail.FindStringSubmatchIndex(gold)
	if m == nil {
		return rankedGold{}, false
	}
	sub := func(i int) string {
		if m[2*i] < 0 {
			return ""
		}
		return gold[m[2*i]:m[2*i+1]]
	}
	v := sub(2)
	if v == "" {
		v = sub(3)
	}
	n := 0
	if lim := sub(4); lim != "" {
		var err error
		if n, err = strconv.Atoi(lim); err != nil || n <= 0 {
			return rankedGold{}, false
		}
	}
	head := gold[:m[0]]
	if sparqlOffset.MatchString(head) {
		return rankedGold{}, false
	}
	order := sub(1)
	sel := sparqlSelect.FindStringSubmatchIndex(head)
	if sel == nil {
		return rankedGold{}, false
	}
	rest := head[sel[1]:]
	proj, _, found := strings.Cut(rest, "{")
	if !found {
		return rankedGold{}, false
	}
	projected := strings.HasPrefix(strings.TrimSpace(proj), "*") ||
		regexp.MustCompile(`(?i)\?`+regexp.QuoteMeta(v)+`\b`).MatchString(proj)
	out := rankedGold{rank: v, limit: n}
	if projected {
		out.query = head + order
		return out, true
	}
	// Adding a column to a DISTINCT or grouped projection changes its
	// rows (or is not allowed); those golds stay strict.
	if sel[4] >= 0 || sparqlGroupBy.MatchString(head) {
		return rankedGold{}, false
	}
	out.added = true
	out.query = head[:sel[1]] + "?" + v + " " + rest + order
	return out, true
}

// rankedCheck is the check a whole ranking sets: the gold's keys (every
// scalar of a row, the rank value too when the gold selects it, as KeyOf
// reads them), the rank value as the sort value, and the gold's row count
// as the rows wanted. ok is false when the ranking does not extend the
// gold (fewer rows, or no rank column); for a gold with no LIMIT, when the
// ranking is not exactly the gold's rows again.
func rankedCheck(rg rankedGold, gold, full *backends.Result, ordered bool) (AnswerCheck, bool) {
	ri := -1
	for i, c := range full.Columns {
		if strings.TrimPrefix(c, "?") == rg.rank {
			ri = i
		}
	}
	if ri < 0 || len(gold.Rows) == 0 {
		return AnswerCheck{}, false
	}
	if rg.limit == 0 {
		if !ordered || len(full.Rows) != len(gold.Rows) {
			return AnswerCheck{}, false
		}
	} else if len(full.Rows) <= len(gold.Rows) || len(gold.Rows) > rg.limit {
		return AnswerCheck{}, false
	}
	chk := AnswerCheck{Rows: len(gold.Rows), Ordered: ordered}
	for _, row := range full.Rows {
		keys := row
		if rg.added {
			keys = append(append([]backends.Value(nil), row[:ri]...), row[ri+1:]...)
		}
		chk.Pool = append(chk.Pool, rowcheck.Scalars(keys))
		chk.Sort = append(chk.Sort, row[ri].Go())
	}
	return chk, true
}
