// Package backends connects gql to real graph databases: Neo4j (Cypher over
// Bolt), TinkerPop Gremlin Server and JanusGraph (Gremlin over WebSocket) and
// Apache Jena Fuseki (SPARQL over HTTP). It runs queries read-only, loads
// example graphs, and introspects schemas, always against a real server.
//
// # Running queries
//
// Open picks the backend from Options.Backend or the URI scheme (one switch:
// bolt/neo4j → Neo4j, ws/wss → Gremlin Server or JanusGraph, http/https →
// a Fuseki dataset) and returns an Executor:
//
//	x, err := backends.Open(ctx, "bolt://127.0.0.1:7687", backends.Options{Schema: s, Guard: g})
//	res, err := x.Exec(ctx, "MATCH (m:Movie) RETURN m", backends.ExecOptions{Timeout: 5 * time.Second, Limit: 100})
//
// Every query is read-only three times over: the Guard (critic.ReadOnlyGuard
// unless another is given) refuses, before anything is sent, every query it
// cannot parse or that is not a plain read; the
// Gremlin executor also refuses text that is not a single traversal; and the
// server enforces it (Neo4j read access mode; Gremlin on the grammar-based
// gremlin-lang engine, never Groovy, through the "gro" traversal source that
// carries ReadOnlyStrategy; SPARQL only on the
// dataset's query service, which cannot run updates). The timeout stops the
// query on the server (transaction timeout, evaluationTimeout, Fuseki's
// timeout parameter) and in the client; the row limit stops reading the
// stream, never fetching the whole result first.
//
// An Executor may be shared by goroutines. The Gremlin executor gives each
// query in flight its own WebSocket from a small pool; the protocol cannot
// cancel a request, so a query cut short by its row limit or timeout closes
// only its own connection.
//
// # Results
//
// A Result is a table of typed Values (string, int, float, bool, list, map,
// null). Nodes, vertices and node IRIs are reduced to the value of their
// label's key property (schema.Key: Movie → title, Person → name); edges to
// their type; paths to the list of their nodes. See
// docs/rdf-and-gremlin-mapping.md for the exact rules per language.
//
// Equal compares two results for execution accuracy: rows as a bag (Ordered
// for questions that ask for an order), columns matched by content in any
// order (names are ignored), integers equal to integral floats (1 == 1.0),
// other floats to 9 significant digits, lists as bags unless OrderedLists.
//
//	ok, why := backends.Equal(gold, got, backends.CompareOptions{Ordered: q.Ordered})
//
// # Errors
//
// Every failure is an *Error with a Class: Syntax, Semantic (unknown schema
// element; CheckEmpty turns an empty result into a Semantic error naming the
// unknown label, edge type or property: Neo4j warns about them itself, the
// Gremlin and SPARQL executors check their names against Options.Schema
// when a result is empty), Runtime (timeout,
// memory), Connection (unreachable server, named in the message, within the
// connect timeout) or Refused (a write). Msg is the server's message; Line
// and Col its position when it gave one; Diagnostic renders the error in the
// shared diag shape.
//
// # Loading and introspection
//
// Load replaces a server's data with a graph.Graph (clearing it first); it
// is the only code that writes. Introspect reads a schema.Schema back with
// the query language and built-in procedures only (no APOC), sampling a
// bounded number of elements, and caches it per endpoint under
// $XDG_CACHE_HOME/gql/schema.
//
// Tests reach the servers through package backends/testenv.
package backends
