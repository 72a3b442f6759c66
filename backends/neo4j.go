package backends

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j/config"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j/dbtype"

	"github.com/gql-dev/gql/redact"
	"github.com/gql-dev/gql/schema"
)

type neo4jExec struct {
	uri    string
	driver neo4j.DriverWithContext
	opt    Options
}

func openNeo4j(ctx context.Context, uri string, opt Options) (*neo4jExec, error) {
	auth := neo4j.NoAuth()
	if opt.User != "" {
		auth = neo4j.BasicAuth(opt.User, opt.Password, "")
	}
	drv, err := neo4j.NewDriverWithContext(uri, auth, func(c *config.Config) {
		c.SocketConnectTimeout = opt.ConnectTimeout
		c.ConnectionAcquisitionTimeout = opt.ConnectTimeout
		c.Log = nil
	})
	if err != nil {
		return nil, &Error{Class: Connection, Backend: Neo4j, Endpoint: uri, Msg: err.Error(), Err: err}
	}
	cctx, cancel := context.WithTimeout(ctx, opt.ConnectTimeout)
	defer cancel()
	if err := drv.VerifyConnectivity(cctx); err != nil {
		drv.Close(context.Background())
		return nil, &Error{Class: Connection, Backend: Neo4j, Endpoint: uri,
			Msg: fmt.Sprintf("cannot reach Neo4j within %s: %v", opt.ConnectTimeout, err), Err: err}
	}
	return &neo4jExec{uri: uri, driver: drv, opt: opt}, nil
}

func (e *neo4jExec) Backend() Backend { return Neo4j }
func (e *neo4jExec) Endpoint() string { return redact.URI(e.uri) }
func (e *neo4jExec) Close() error     { return e.driver.Close(context.Background()) }

// Exec runs the query in a read-access session: the server itself rejects
// writes (Neo.ClientError.Statement.AccessMode) even if the guard let one
// through. The transaction timeout makes the server stop the query; the
// context stops the client; rows are pulled in batches of at most limit+1 so
// a huge result is never fetched whole.
func (e *neo4jExec) Exec(ctx context.Context, q string, opt ExecOptions) (_ *Result, err error) {
	defer func() { err = scrub(err, e.opt.Password) }()
	opt = opt.norm()
	if err := guard(e.opt.Guard, Neo4j, e.Endpoint(), q); err != nil {
		return nil, err
	}
	if err := outsideReach(Neo4j, q); err != nil {
		return nil, &Error{Class: Refused, Backend: Neo4j, Endpoint: e.Endpoint(), Code: "OutsideReach", Msg: err.Error()}
	}
	return e.run(ctx, q, nil, opt, neo4j.AccessModeRead)
}

func (e *neo4jExec) run(ctx context.Context, q string, params map[string]any, opt ExecOptions, mode neo4j.AccessMode) (*Result, error) {
	ctx, cancel := context.WithTimeout(ctx, opt.Timeout+time.Second)
	defer cancel()
	fetch := 1000
	if opt.Limit > 0 && opt.Limit < fetch {
		fetch = opt.Limit + 1
	}
	sess := e.driver.NewSession(ctx, neo4j.SessionConfig{AccessMode: mode, FetchSize: fetch})
	defer sess.Close(context.Background())
	res, err := sess.Run(ctx, q, params, neo4j.WithTxTimeout(opt.Timeout))
	if err != nil {
		return nil, e.classify(ctx, err, opt.Timeout)
	}
	keys, err := res.Keys()
	if err != nil {
		return nil, e.classify(ctx, err, opt.Timeout)
	}
	out := &Result{Columns: keys}
	for res.Next(ctx) {
		if opt.Limit > 0 && len(out.Rows) == opt.Limit {
			out.Truncated = true
			return out, nil
		}
		rec := res.Record()
		row := make([]Value, len(rec.Values))
		for i, v := range rec.Values {
			row[i] = e.value(v)
		}
		out.Rows = append(out.Rows, row)
	}
	if err := res.Err(); err != nil {
		return nil, e.classify(ctx, err, opt.Timeout)
	}
	sum, err := res.Consume(ctx)
	if err == nil {
		for _, n := range sum.Notifications() {
			if n.RawSeverityLevel() != "WARNING" {
				continue
			}
			nt := Notice{Code: n.Code(), Message: n.Description()}
			if p := n.Position(); p != nil {
				nt.Line, nt.Col = p.Line(), p.Column()
			}
			out.Notices = append(out.Notices, nt)
		}
	}
	return out, nil
}

// value normalises a driver value; nodes become their key property,
// relationships their type, paths the list of their nodes.
func (e *neo4jExec) value(v any) Value {
	switch x := v.(type) {
	case dbtype.Node:
		return nodeValue(e.opt.Schema, x.Labels, x.Props, x.ElementId)
	case dbtype.Relationship:
		return S(x.Type)
	case dbtype.Path:
		out := make([]Value, len(x.Nodes))
		for i, n := range x.Nodes {
			out[i] = e.value(n)
		}
		return L(out...)
	case []any:
		out := make([]Value, len(x))
		for i, el := range x {
			out[i] = e.value(el)
		}
		return L(out...)
	case map[string]any:
		out := make(map[string]Value, len(x))
		for k, el := range x {
			out[k] = e.value(el)
		}
		return M(out)
	case dbtype.Date:
		return S(x.Time().Format("2006-01-02"))
	case dbtype.LocalDateTime:
		return S(x.Time().Format("2006-01-02T15:04:05.999999999"))
	case time.Time:
		return S(x.Format(time.RFC3339Nano))
	}
	return FromGo(v)
}

func nodeValue(s *schema.Schema, labels []string, props map[string]any, id string) Value {
	if k := keyOf(s, labels, props); k != "" {
		return FromGo(props[k])
	}
	return S(id)
}

var semanticMsg = regexp.MustCompile(`not defined|Unknown function|Unknown procedure|Type mismatch|is not a known|already declared|cannot be used|Invalid use of aggregating`)

func (e *neo4jExec) classify(ctx context.Context, err error, timeout time.Duration) error {
	var ne *neo4j.Neo4jError
	if errors.As(err, &ne) {
		out := &Error{Backend: Neo4j, Endpoint: e.Endpoint(), Code: ne.Code, Msg: ne.Msg, Err: err}
		out.Line, out.Col = findPos(ne.Msg)
		switch {
		case strings.Contains(ne.Code, "TransactionTimedOut") || strings.Contains(ne.Code, "Transaction.Terminated"):
			out.Class = Runtime
		case strings.HasSuffix(ne.Code, "Statement.AccessMode") || strings.Contains(ne.Code, "Security.Forbidden"):
			out.Class = Refused
		case strings.HasSuffix(ne.Code, "Statement.SyntaxError") && semanticMsg.MatchString(ne.Msg):
			// Neo4j files scoping and typing mistakes under SyntaxError.
			out.Class = Semantic
		case strings.HasSuffix(ne.Code, "Statement.SyntaxError"):
			out.Class = Syntax
		case strings.Contains(ne.Code, "ClientError.Statement") || strings.Contains(ne.Code, "ClientError.Procedure") ||
			strings.Contains(ne.Code, "ClientError.Schema"):
			out.Class = Semantic
		default:
			out.Class = Runtime
		}
		return out
	}
	if isTimeout(ctx, err) {
		return timeoutError(Neo4j, e.Endpoint(), timeout, err)
	}
	if neo4j.IsConnectivityError(err) {
		return &Error{Class: Connection, Backend: Neo4j, Endpoint: e.Endpoint(), Msg: err.Error(), Err: err}
	}
	return &Error{Class: Runtime, Backend: Neo4j, Endpoint: e.Endpoint(), Msg: err.Error(), Err: err}
}
