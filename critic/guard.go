package critic

import (
	"errors"
	"fmt"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/lang"
)

// guardChecks are checks whose errors the guard refuses besides writes:
// the allow-list checks (cypher-guard, gremlin-guard), lambdas, what makes
// the server reach outside its own store (SERVICE, FROM), and regexes whose
// matching the server could not stop.
var guardChecks = map[string]bool{"sparql-service": true, "sparql-sql-ism": true,
	"cypher-guard": true, "gremlin-guard": true, "gremlin-lambda": true,
	"cypher-regex-backtracking": true, "gremlin-regex-backtracking": true, "sparql-regex-backtracking": true}

// writeChecks are the frontends' read-only classification findings.
var writeChecks = map[string]bool{"cypher-write": true, "gremlin-write": true, "sparql-update": true}

// ReadOnlyGuard is the executor's last word before a query is sent. It fails
// closed: a query the parser cannot fully read is refused, and so is one that
// parses to anything outside the read constructs the critic allows (writes,
// admin and schema commands, USE, procedures off the read list, Gremlin
// source configuration, lambdas, SERVICE). The error names the finding and
// its position.
func ReadOnlyGuard(l lang.Lang, q string) error {
	r := Run(l, q, nil)
	if !r.Parsed {
		for _, d := range r.Diagnostics {
			if d.Severity == diag.Error {
				return fmt.Errorf("the query does not parse, so gql cannot prove it only reads: %s", d.String())
			}
		}
		return errors.New("the query does not parse, so gql cannot prove it only reads")
	}
	for _, d := range r.Diagnostics {
		if d.Severity == diag.Error && (writeChecks[d.Check] || guardChecks[d.Check]) {
			return errors.New(d.String())
		}
	}
	if !r.ReadOnly {
		return errors.New("the query writes")
	}
	return nil
}
