// Command gen writes the relational tuning graphs (testdata/relational/kgs)
// from the rows below, in the convention Spider4SPARQL's graphs were made
// with (ontop's direct mapping): a row is the subject
// <http://valuenet/ontop/<table>/<pk>=<v>;...>, typed by its table, with one
// triple per non-null column and, for a foreign key, a <table#ref-<col>>
// link to the referenced row beside the raw column. Column and table names
// are lower-cased on output, as the converter did; the DBA's Mixed_Case is
// kept here so the rows read like the CREATE TABLE they stand for.
//
// Run from the repository root: go run ./testdata/relational/gen
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

const ns = "http://valuenet/ontop/"

type kind int

const (
	integer kind = iota
	text
	decimal
	// numText is a number stored in a text column, as DBAs sometimes do
	// (course_teach's age); it is written as a plain literal.
	numText
)

type col struct {
	name string
	kind kind
	ref  string // referenced table, whose key is one column
}

type table struct {
	name string
	cols []col
	pk   []string
	rows [][]any // nil is SQL NULL: no triple
}

type db struct {
	name   string
	tables []*table
}

func (t *table) idx(c string) int {
	for i, x := range t.cols {
		if x.name == c {
			return i
		}
	}
	panic(t.name + ": no column " + c)
}

func lit(v any, k kind) string {
	switch k {
	case integer:
		return fmt.Sprintf("\"%d\"^^<http://www.w3.org/2001/XMLSchema#integer>", v)
	case decimal:
		return fmt.Sprintf("\"%s\"^^<http://www.w3.org/2001/XMLSchema#decimal>", v)
	}
	s := fmt.Sprint(v)
	s = strings.ReplaceAll(s, `\`, `\\`)
	s = strings.ReplaceAll(s, `"`, `\"`)
	return `"` + s + `"`
}

func (d *db) find(name string) *table {
	for _, t := range d.tables {
		if t.name == name {
			return t
		}
	}
	panic("no table " + name)
}

func subject(t *table, row []any) string {
	var parts []string
	for _, k := range t.pk {
		// A key value with a space is percent-encoded, as an IRI
		// cannot hold one.
		parts = append(parts, strings.ToLower(k)+"="+strings.ReplaceAll(fmt.Sprint(row[t.idx(k)]), " ", "%20"))
	}
	return "<" + ns + strings.ToLower(t.name) + "/" + strings.Join(parts, ";") + ">"
}

func (d *db) turtle() string {
	var b strings.Builder
	for _, t := range d.tables {
		for _, r := range t.rows {
			fmt.Fprintf(&b, "%s a <%s%s> .\n", subject(t, r), ns, strings.ToLower(t.name))
		}
	}
	for _, t := range d.tables {
		for ci, c := range t.cols {
			if c.ref == "" {
				continue
			}
			rt := d.find(c.ref)
			for _, r := range t.rows {
				if r[ci] == nil {
					continue
				}
				target := "<" + ns + strings.ToLower(rt.name) + "/" + strings.ToLower(rt.pk[0]) + "=" + fmt.Sprint(r[ci]) + ">"
				fmt.Fprintf(&b, "%s <%s%s#ref-%s> %s .\n", subject(t, r), ns, strings.ToLower(t.name), strings.ToLower(c.name), target)
			}
		}
	}
	for _, t := range d.tables {
		for ci, c := range t.cols {
			for _, r := range t.rows {
				if r[ci] == nil {
					continue
				}
				fmt.Fprintf(&b, "%s <%s%s#%s> %s .\n", subject(t, r), ns, strings.ToLower(t.name), strings.ToLower(c.name), lit(r[ci], c.kind))
			}
		}
	}
	return b.String()
}

// rng is a fixed linear congruential generator, so the longer fact tables
// are the same on every run without being typed out row by row.
type rng uint32

func (r *rng) next(n int) int {
	*r = *r*1103515245 + 12345
	return int((uint32(*r) >> 16) % uint32(n))
}

func main() {
	out := "testdata/relational/kgs"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	for _, d := range []*db{clinic(), bikeShare(), artMuseum(), academic(), farmCensus(), gymClub(), restaurantInspection(), bugTracker(), chessClub(), theatreCompany(), waterUtility(), volunteerOrg()} {
		p := filepath.Join(out, d.name+"_triples.ttl")
		if err := os.WriteFile(p, []byte(d.turtle()), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
