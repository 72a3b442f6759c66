package backends

import (
	"fmt"
	"regexp"
)

// Reading is not always harmless: a read-mode Neo4j session still runs LOAD
// CSV, which reads local files and fetches URLs, and TERMINATE TRANSACTIONS,
// which kills other clients' work (both checked on Neo4j 5.26); Fuseki's query service
// runs SERVICE clauses, which make the server call any endpoint. Both leave
// the database unchanged, so the servers' read-only enforcement lets them
// through; the executors refuse them, whatever the guard said.
var (
	cypherLoadCSV   = regexp.MustCompile(`(?i)\bLOAD\s+CSV\b`)
	cypherTerminate = regexp.MustCompile(`(?i)\bTERMINATE\s+TRANSACTIONS?\b`)
	sparqlService   = regexp.MustCompile(`(?i)\bSERVICE\s+(?:SILENT\s+)?(?:<|\?|\$|[A-Za-z_][\w.-]*:|:)`)
)

func outsideReach(b Backend, q string) error {
	code := stripStrings(q)
	switch b.Lang() {
	case "cypher":
		code = stripLineComments(code, "//")
		if cypherLoadCSV.MatchString(code) {
			return fmt.Errorf("LOAD CSV reads files and URLs on the server; gql does not run it")
		}
		if cypherTerminate.MatchString(code) {
			return fmt.Errorf("TERMINATE TRANSACTIONS stops other clients' queries; gql does not run it")
		}
	case "sparql":
		if sparqlService.MatchString(stripLineComments(code, "#")) {
			return fmt.Errorf("SERVICE makes the server query another endpoint; gql does not run it")
		}
	}
	return nil
}

// stripLineComments blanks from marker to the end of each line (strings are
// already blanked, so a marker inside one is gone).
func stripLineComments(q, marker string) string {
	b := []byte(q)
	for i := 0; i+len(marker) <= len(b); i++ {
		if string(b[i:i+len(marker)]) == marker {
			for ; i < len(b) && b[i] != '\n'; i++ {
				b[i] = ' '
			}
		}
	}
	return string(b)
}
