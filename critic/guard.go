package critic

import (
	"errors"

	"github.com/gql-dev/gql/lang"
)

// ReadOnlyGuard refuses, before sending, what the critic proves writes.
// Queries it cannot parse still go to the server, whose own read-only mode
// holds and whose syntax error is the more useful answer.
func ReadOnlyGuard(l lang.Lang, q string) error {
	r := Run(l, q, nil)
	if !r.Parsed || r.ReadOnly {
		return nil
	}
	for _, d := range r.Diagnostics {
		if d.Severity == 2 {
			return errors.New(d.String())
		}
	}
	return errors.New("the query writes")
}
