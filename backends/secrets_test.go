package backends_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/graph"
)

// plantedSecret is a password no server, fixture or message could hold by
// chance, so finding it anywhere means it leaked.
func plantedSecret(t *testing.T) string {
	t.Helper()
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return "S3cr3t-" + hex.EncodeToString(b)
}

// deadAddr is a loopback port nobody listens on: connecting fails at once.
func deadAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// leakCheck collects everything a caller could print and reports where the
// secret shows.
type leakCheck struct {
	t      *testing.T
	secret string
	seen   int
}

func (c *leakCheck) text(where, s string) {
	c.t.Helper()
	c.seen++
	for _, form := range []string{c.secret, url.QueryEscape(c.secret)} {
		if strings.Contains(s, form) {
			c.t.Errorf("%s shows the password: %s", where, s)
			return
		}
	}
}

func (c *leakCheck) err(where string, err error, query string) {
	c.t.Helper()
	if err == nil {
		return
	}
	c.text(where, err.Error())
	var be *backends.Error
	if errors.As(err, &be) {
		raw, _ := json.Marshal(be)
		c.text(where+" (as JSON)", string(raw))
		d, _ := json.Marshal(be.Diagnostic(query))
		c.text(where+" (diagnostic)", string(d))
	}
}

// TestCredentialsNeverInBackendErrors plants a password in the URI of every
// kind of server, as user info and as a query parameter, on a live server
// (when it runs) and on a dead port, and reads every name, endpoint and
// error the backends package hands back: none may carry it.
func TestCredentialsNeverInBackendErrors(t *testing.T) {
	pw := plantedSecret(t)
	c := &leakCheck{t: t, secret: pw}
	dead := deadAddr(t)
	kinds := []struct {
		kind       backends.Backend
		scheme     string
		path       string
		live       testenv.Endpoint
		bad, probe string
	}{
		{backends.Neo4j, "bolt", "", testenv.Neo4jEndpoint, "MATCH (n RETURN n", "RETURN 1 AS ok"},
		{backends.GremlinServer, "ws", "/gremlin", testenv.GremlinEndpoint, "g.V().foo(", "g.inject(1)"},
		{backends.JanusGraph, "ws", "/gremlin", testenv.JanusGraphEndpoint, "g.V().foo(", "g.inject(1)"},
		{backends.Fuseki, "http", "/movies", testenv.FusekiEndpoint, "SELECT ?x WHERE { ?x ", "ASK {}"},
	}
	ctx := context.Background()
	tiny := &graph.Graph{Name: "leak"}
	for _, k := range kinds {
		hosts := []string{dead}
		if testing.Short() {
			// -short runs no server: the dead port alone still fires
			// every connection error path.
		} else if testenv.Reachable(k.live.URI(), testenv.DialTimeout) == nil {
			u, _ := url.Parse(k.live.URI())
			hosts = append(hosts, u.Host)
		} else if testenv.Required() {
			t.Errorf("%s is not running [%s=1]", k.kind, testenv.RequireEnv)
		}
		for _, host := range hosts {
			uris := []string{
				k.scheme + "://gqluser:" + pw + "@" + host + k.path,
				k.scheme + "://" + pw + "@" + host + k.path,
				k.scheme + "://" + host + k.path + "?password=" + pw,
				k.scheme + "://" + host + k.path + "?access_token=" + pw + "&x=1",
			}
			for _, uri := range uris {
				where := string(k.kind) + " " + strings.Replace(uri, pw, "PW", -1)
				spec := string(k.kind) + "=" + uri
				eps, err := backends.Resolve(spec, nil)
				c.err(where+": Resolve", err, "")
				var ep backends.Endpoint
				if len(eps) == 1 {
					ep = eps[0]
					c.text(where+": the endpoint's name", ep.Name)
				}
				if _, err := backends.Resolve(uri, nil); err != nil {
					c.err(where+": Resolve URI", err, "")
				}
				opens := []struct {
					label string
					uri   string
					opt   backends.Options
				}{
					{"Open", uri, backends.Options{Backend: k.kind, ConnectTimeout: 2 * time.Second}},
					{"Open(resolved)", ep.URI, backends.Options{Backend: k.kind, ConnectTimeout: 2 * time.Second, User: ep.User, Password: ep.Password}},
				}
				for _, o := range opens {
					if o.uri == "" {
						continue
					}
					x, err := backends.Open(ctx, o.uri, o.opt)
					c.err(where+": "+o.label, err, "")
					if err != nil {
						continue
					}
					c.text(where+": Endpoint()", x.Endpoint())
					_, err = x.Exec(ctx, k.bad, backends.ExecOptions{Timeout: 5 * time.Second})
					c.err(where+": a failing query", err, k.bad)
					_, err = x.Exec(ctx, "CREATE (n) RETURN n", backends.ExecOptions{Timeout: 5 * time.Second})
					c.err(where+": a refused query", err, "CREATE (n) RETURN n")
					x.Close()
					// A closed connection fails the next query with the
					// connection's own error.
					_, err = x.Exec(ctx, k.probe, backends.ExecOptions{Timeout: 5 * time.Second})
					c.err(where+": a query on a closed connection", err, k.probe)
				}
				if host != dead {
					continue
				}
				_, err = backends.Introspect(ctx, uri, backends.Options{Backend: k.kind, ConnectTimeout: 2 * time.Second}, backends.IntrospectOptions{NoCache: true})
				c.err(where+": Introspect", err, "")
				// Only a dead port is loaded: a live one would lose its graph.
				_, err = backends.Load(ctx, uri, tiny, nil, backends.LoadOptions{Backend: k.kind, Timeout: 5 * time.Second})
				c.err(where+": Load", err, "")
			}
		}
	}
	if c.seen < 4*4*4 {
		t.Errorf("only %d texts read; the test did not reach the paths it means to", c.seen)
	}
}
