package gql

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gql-dev/gql/diag"
)

// AcceptAll in Config.Accept answers whatever doubt the answer carries.
const AcceptAll = "all"

// refusedDoubts are the warning codes an answer is refused for unless the
// caller accepts them (Config.Accept, --accept), each with the tuning
// numbers that put it here. The rule that chose them (docs/answers.md,
// *Doubts that refuse*): on the tuning sets only, answers carrying the
// code were wrong at least as often as right, in at least minDoubtCases
// answers. A user is better served then by the plan and the doubt than by
// an answer that looks settled. Nothing names a schema element: a code is
// a kind of assumption, the same on every graph.
var refusedDoubts = map[string]string{
	// Measured at commit aca6a72 on text2cypher, ops, company, text2gremlin,
	// aligned and the Spider4SPARQL tuning graphs: every other code's
	// answers were right more often than wrong, or too few to say.
	"flag-read": "on the tuning sets 4 right / 4 wrong",
}

// compoundDoubts are pairs of warning codes that refuse together though
// each alone answers (issue 23, session 10, docs/offline.md "Session 10:
// tuning wrongs by mechanism"). Each code of a pair is a guess the plan
// made where the question said nothing; the pairs below are those where
// the second guess was built on the first or checked it and disagreed, so
// the two together leave the plan with no word of support:
//   - the relationship between two things of one label was guessed, and
//     the independent structural reading (the top twig) disagrees with
//     the plan: nothing supports the relationship chosen;
//   - one of several relationships was guessed, and a count was read as a
//     stored property: the join the guess added has nothing to count;
//   - "over every X" was read as the set an aggregate ranges over, and a
//     thing named once was joined twice: the set is a join no word names;
//   - a verb was read as the act a label records, and a word was respelt
//     into a schema name: the act rests on a word the question did not
//     write.
//
// On the tuning sets no right answer carried any pair (6 wrong did); a
// caller accepts a pair by accepting either of its codes.
var compoundDoubts = [][2]string{
	{"self-relation-guessed", "twig-disagrees"},
	{"edge-choice-guessed", "stored-count-read"},
	{"aggregate-over-all", "spurious-self-join"},
	{"event-verb-read", "word-corrected"},
}

// inCompound says whether code is one of a compound pair's.
func inCompound(code string) bool {
	for _, p := range compoundDoubts {
		if p[0] == code || p[1] == code {
			return true
		}
	}
	return false
}

// minDoubtCases is the fewest tuning answers a code must have carried for
// its right/wrong split to decide anything.
const minDoubtCases = 5

// neverRefused are codes that state a reading the question asked for
// (every row of a tie, the groups with nothing to count): they say what
// the answer is, not what the plan guessed, so no measure makes them a
// refusal.
var neverRefused = map[string]bool{"ties-kept": true, "zero-groups": true}

// RefusedDoubts lists the warning codes refused by default, each with the
// measure behind it, sorted by code.
func RefusedDoubts() [][2]string {
	var out [][2]string
	for c, why := range refusedDoubts {
		if !neverRefused[c] {
			out = append(out, [2]string{c, why})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0] < out[j][0] })
	return out
}

// checkAccept refuses an Accept entry that names no code refused by
// default: a misspelt code would otherwise accept nothing, silently, and
// the user would take the refusals for the compiler's last word.
func checkAccept(accept []string) error {
	for _, a := range accept {
		if a == AcceptAll {
			continue
		}
		if _, ok := refusedDoubts[a]; ok && !neverRefused[a] {
			continue
		}
		if inCompound(a) {
			continue
		}
		var codes []string
		for _, d := range RefusedDoubts() {
			codes = append(codes, d[0])
		}
		return fmt.Errorf("accept names %q, which no answer is refused for by default (those are: %s; or %s)", a, strings.Join(codes, ", "), AcceptAll)
	}
	return nil
}

func (c *Config) accepts(code string) bool {
	for _, a := range c.Accept {
		if a == code || a == AcceptAll {
			return true
		}
	}
	return false
}

// refusingDoubt is the first warning of the translation that refuses by
// default and was not accepted.
func (c *Config) refusingDoubt(ds []diag.Diagnostic) (diag.Diagnostic, bool) {
	for _, d := range ds {
		if d.Severity != diag.Warning || neverRefused[d.Check] || c.accepts(d.Check) {
			continue
		}
		if _, ok := refusedDoubts[d.Check]; ok {
			return d, true
		}
	}
	return c.compoundDoubt(ds)
}

// compoundDoubt is the second warning of the first compound pair the
// translation carries whole and the caller accepted neither code of; its
// detail names the first.
func (c *Config) compoundDoubt(ds []diag.Diagnostic) (diag.Diagnostic, bool) {
	byCode := map[string]diag.Diagnostic{}
	for _, d := range ds {
		if d.Severity == diag.Warning {
			if _, seen := byCode[d.Check]; !seen {
				byCode[d.Check] = d
			}
		}
	}
	for _, p := range compoundDoubts {
		a, okA := byCode[p[0]]
		b, okB := byCode[p[1]]
		if !okA || !okB || c.accepts(p[0]) || c.accepts(p[1]) {
			continue
		}
		b.Detail = strings.TrimSpace(b.Detail + fmt.Sprintf(" (refused with %s, a guess it compounds: %s)", p[0], a.Summary))
		return b, true
	}
	return diag.Diagnostic{}, false
}

// doubtReason says why an answer was refused for a doubt: the code, the
// words it concerns (byte span in the question), its summary and detail,
// the query the plan would have run, and how to have the answer anyway.
func doubtReason(question, query string, d diag.Diagnostic) string {
	var b strings.Builder
	fmt.Fprintf(&b, "doubt [%s]", d.Check)
	if s := d.Span; s.End > s.Start && s.End <= len(question) {
		fmt.Fprintf(&b, " at bytes %d-%d %q", s.Start, s.End, question[s.Start:s.End])
	}
	fmt.Fprintf(&b, ": %s", d.Summary)
	if d.Detail != "" {
		fmt.Fprintf(&b, ": %s", d.Detail)
	}
	if why := refusedDoubts[d.Check]; why != "" {
		fmt.Fprintf(&b, " (refused by default: %s)", why)
	} else if inCompound(d.Check) {
		fmt.Fprintf(&b, " (refused by default with the guess it compounds; on the tuning sets no right answer carried both)")
	}
	if query != "" {
		fmt.Fprintf(&b, "; the plan's query: %s", strings.Join(strings.Fields(query), " "))
	}
	fmt.Fprintf(&b, "; to answer anyway: --accept %s (Config.Accept)", d.Check)
	return b.String()
}
