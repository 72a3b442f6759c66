package backends

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strconv"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/redact"
)

// Class is what kind of failure a query met; the repair loop reacts to each
// differently (fix the text, fix a schema name, simplify, give up).
type Class int

const (
	// Syntax: the server could not parse the query.
	Syntax Class = iota + 1
	// Semantic: it parsed but names something the graph does not have, or
	// returned nothing while the server warned about an unknown element
	// (EmptyResult also reports here, see CheckEmpty).
	Semantic
	// Runtime: timeout, memory or another failure while running.
	Runtime
	// Connection: the server could not be reached or dropped the connection.
	Connection
	// Refused: the query would write; refused before sending (guard) or by
	// the server's read-only enforcement.
	Refused
)

func (c Class) String() string {
	switch c {
	case Syntax:
		return "syntax"
	case Semantic:
		return "semantic"
	case Runtime:
		return "runtime"
	case Connection:
		return "connection"
	case Refused:
		return "refused"
	}
	return "unknown"
}

// MarshalText makes JSON carry the class name.
func (c Class) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// Error is every failure an executor reports. Msg is the server's own message;
// Line and Col are 1-based when the server gave a position. Endpoint is
// the server's URI as people may see it (redact.URI); its text is
// redacted again when printed, so an Error built anywhere cannot show a
// credential.
type Error struct {
	Class    Class
	Backend  Backend
	Endpoint string
	// Code is the server's error code when it has one
	// (Neo.ClientError.Statement.SyntaxError, 597, HTTP 400, ...), or
	// "EmptyResult", "Timeout", "Guard".
	Code string
	Msg  string
	Line int
	Col  int
	// Err is the driver's error, for errors.Is and errors.As; it is kept
	// out of JSON because its text is the driver's, not ours to vouch for.
	Err error `json:"-"`
}

func (e *Error) Error() string {
	s := fmt.Sprintf("%s error from %s at %s", e.Class, e.Backend, e.Endpoint)
	if e.Line > 0 {
		s += fmt.Sprintf(" (line %d, col %d)", e.Line, e.Col)
	}
	if e.Code != "" {
		s += " [" + e.Code + "]"
	}
	return redact.Text(s + ": " + e.Msg)
}

func (e *Error) Unwrap() error { return e.Err }

// Diagnostic renders the error in the shared diagnostic shape, placed in the
// query text when the server gave a position.
func (e *Error) Diagnostic(query string) diag.Diagnostic {
	d := diag.Diagnostic{
		Check:    "exec." + e.Class.String(),
		Severity: diag.Error,
		Summary:  redact.Text(e.Msg),
		Detail:   fmt.Sprintf("%s at %s", e.Backend, redact.URI(e.Endpoint)),
	}
	if e.Code != "" {
		d.Detail += " [" + e.Code + "]"
	}
	// Without a server position the finding is about the whole query.
	d.Pos = diag.Pos{Line: 1, Col: 1}
	d.Span = diag.Span{Start: 0, End: len(query)}
	if e.Line > 0 {
		off := diag.OffsetAt(query, e.Line, e.Col-1)
		d.Pos = diag.PosAt(query, off)
		d.Span = diag.Span{Start: off, End: off}
	}
	return d
}

// ClassOf returns the class of an executor error, 0 if err is not one.
func ClassOf(err error) Class {
	var e *Error
	if errors.As(err, &e) {
		return e.Class
	}
	return 0
}

// CheckEmpty turns an empty result into a Semantic error, keeping the
// server's unknown-element warning when there was one; nil otherwise.
func CheckEmpty(b Backend, endpoint string, r *Result) error {
	if !r.Empty() {
		return nil
	}
	e := &Error{Class: Semantic, Backend: b, Endpoint: endpoint, Code: "EmptyResult", Msg: "the query returned no rows"}
	for _, n := range r.Notices {
		e.Msg += "; " + n.Message
		if e.Line == 0 {
			e.Line, e.Col = n.Line, n.Col
		}
	}
	return e
}

// scrub makes an error leaving the package safe to show: URIs in its text
// lose user info and secret parameters, and the secrets this call was
// given (a password) are masked wherever a driver or server echoed them.
// An *Error stays an *Error, so callers still read its class.
func scrub(err error, secrets ...string) error {
	if err == nil {
		return nil
	}
	if e, ok := err.(*Error); ok {
		e.Endpoint = redact.URI(e.Endpoint)
		e.Msg = redact.Secrets(redact.Text(e.Msg), secrets...)
		return e
	}
	return redact.Error(err, secrets...)
}

// timeoutError is shared by every executor so callers see one wording.
func timeoutError(b Backend, endpoint string, d fmt.Stringer, err error) *Error {
	return &Error{Class: Runtime, Backend: b, Endpoint: endpoint, Code: "Timeout",
		Msg: "query stopped by the timeout of " + d.String(), Err: err}
}

func isTimeout(ctx context.Context, err error) bool {
	return errors.Is(err, context.DeadlineExceeded) || ctx.Err() == context.DeadlineExceeded
}

// Servers word positions differently; these cover Neo4j ("line 1, column 8"),
// Jena ("at line 1, column 8") and Groovy/ANTLR ("@ line 1, column 8",
// "line 1:7").
var (
	posLineColumn = regexp.MustCompile(`line (\d+), column (\d+)`)
	posLineColon  = regexp.MustCompile(`line (\d+):(\d+)`)
)

// findPos extracts a 1-based line and column from a server message. ANTLR's
// "line L:C" counts columns from 0.
func findPos(msg string) (int, int) {
	if m := posLineColumn.FindStringSubmatch(msg); m != nil {
		l, _ := strconv.Atoi(m[1])
		c, _ := strconv.Atoi(m[2])
		return l, c
	}
	if m := posLineColon.FindStringSubmatch(msg); m != nil {
		l, _ := strconv.Atoi(m[1])
		c, _ := strconv.Atoi(m[2])
		return l, c + 1
	}
	return 0, 0
}
