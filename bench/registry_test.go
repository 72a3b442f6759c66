package bench

import (
	"context"
	"testing"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/internal/rowcheck"
	"github.com/gql-dev/gql/lang"
)

// The registry set's servers (make servers-registry): its own Neo4j,
// Gremlin Server and JanusGraph, and a dataset of the shared Fuseki, so
// loading the registry never clears the movies or company graph.
var (
	registryNeo4j      = testenv.Endpoint{Name: "neo4j", EnvVar: "GQL_REGISTRY_NEO4J_URI", Default: "bolt://127.0.0.1:7690", Start: "make servers-registry"}
	registryGremlin    = testenv.Endpoint{Name: "gremlin", EnvVar: "GQL_REGISTRY_GREMLIN_URI", Default: "ws://127.0.0.1:8187/gremlin", Start: "make servers-registry"}
	registryJanusGraph = testenv.Endpoint{Name: "janusgraph", EnvVar: "GQL_REGISTRY_JANUSGRAPH_URI", Default: "ws://127.0.0.1:8188/gremlin", Start: "make servers-registry"}
	registryFuseki     = testenv.Endpoint{Name: "fuseki", EnvVar: "GQL_REGISTRY_FUSEKI_URI", Default: "http://127.0.0.1:3030/registry"}
)

var registrySet = domainSet{name: "registry", load: LoadRegistry, schema: RegistrySchema, servers: RegistryServers, floor: registryFloor,
	neo4j: registryNeo4j, gremlin: registryGremlin, janusGraph: registryJanusGraph, fuseki: registryFuseki}

// exampleExecutors loads the example in dir (relative to the repo root)
// into the servers of eps (once: IfNeeded) and opens a read-only executor
// on each.
func exampleExecutors(t *testing.T, dir string, eps ...testenv.Endpoint) map[backends.Backend]backends.Executor {
	t.Helper()
	g, s, err := graph.ReadDir("../" + dir)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	out := map[backends.Backend]backends.Executor{}
	for _, e := range eps {
		uri := testenv.Require(t, e)
		b, err := backends.ParseBackend(e.Name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: b, IfNeeded: true}); err != nil {
			t.Fatalf("loading %s into %s at %s: %v", dir, b, uri, err)
		}
		x, err := openExec(ctx, uri, backends.Options{Backend: b, Schema: s})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { x.Close() })
		out[b] = x
	}
	return out
}

// The registry set is what issue 23 asks of a new-domain graph: at least 45
// questions, each with a written answer and a gold Cypher query, over the
// graph in examples/registry.
func TestRegistrySet(t *testing.T) {
	ds, err := LoadRegistry("..")
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Items) < 45 {
		t.Fatalf("the registry set has %d questions; issue 23 asks for at least 40, the brief 45", len(ds.Items))
	}
	cats := map[string]int{}
	for _, it := range ds.Items {
		if it.Answer == nil || it.Gold[lang.Cypher] == "" {
			t.Errorf("%s: needs a written answer and a gold Cypher query", it.ID)
		}
		cats[it.Category]++
	}
	for _, c := range []string{"negation", "path", "date", "either-or", "pagination", "grouping", "superlative", "two-hop"} {
		if cats[c] == 0 {
			t.Errorf("no %s question", c)
		}
	}
	// A tuning set since 2026-11-26 (its README says why): every item reported.
	if ds.Schema != "../"+RegistrySchema || ds.HeldOut {
		t.Errorf("schema %q, held out %v", ds.Schema, ds.HeldOut)
	}
}

// Every gold Cypher query of the registry set gives the answer written by
// hand before it ran.
func TestRegistryGoldAnswers(t *testing.T) {
	t.Parallel()
	registrySet.checkGoldAnswers(t)
}

// goldAnswers runs every gold Cypher query of ds on the set's Neo4j and
// checks the rows against the answer written before it ran.
func goldAnswers(t *testing.T, ds *Dataset, schemaDir string, neo4j testenv.Endpoint) {
	t.Helper()
	x := exampleExecutors(t, schemaDir, neo4j)[backends.Neo4j]
	for _, it := range ds.Items {
		r, err := x.Exec(context.Background(), it.Gold[lang.Cypher], backends.ExecOptions{Timeout: 30 * time.Second})
		if err != nil {
			t.Errorf("%s: %v\n%s", it.ID, err, it.Gold[lang.Cypher])
			continue
		}
		if err := it.Answer.Check(r, it.Ordered); err != nil {
			t.Errorf("%s: %v\nquestion: %s\ngot: %v", it.ID, err, it.Question, r.Rows)
		}
	}
}

// The offline compiler on the registry set, on all four servers
// (answersOffline).
func TestRegistryAnswersOffline(t *testing.T) {
	t.Parallel()
	registrySet.checkAnswersOffline(t)
}

// answersOffline runs the offline compiler on a set with written answers on
// the four servers of eps: Gremlin and SPARQL have no gold query and are
// scored at answer level only, so every item of every server still gets
// exactly one outcome, none of them in EX, and right answers do not fall
// below floor, what docs/bench.md records.
func answersOffline(t *testing.T, ds *Dataset, dir string, floor int, eps ...testenv.Endpoint) {
	t.Helper()
	xs := exampleExecutors(t, dir, eps...)
	var servers []string
	for _, e := range eps {
		servers = append(servers, e.Name+"="+e.URI())
	}
	// keepCheck: the invariants below need the item results; the test
	// prints an item only when the scoring itself is inconsistent.
	rep, err := Run(context.Background(), Options{Dataset: ds, Targets: lang.All, Backends: servers, keepCheck: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Items {
		for _, o := range r.EX {
			switch {
			case o.Answer == "":
				t.Errorf("%s on %s: no answer outcome", r.ID, o.Backend)
			case (o.Answer == Refused) != (r.Verdict != gql.Valid || o.PredError != ""):
				t.Errorf("%s on %s: outcome %s with verdict %s, error %q", r.ID, o.Backend, o.Answer, r.Verdict, o.PredError)
			case o.NoGold != (r.Target != lang.Cypher):
				t.Errorf("%s on %s: no gold %v for %s", r.ID, o.Backend, o.NoGold, r.Target)
			case o.Answer == Right:
				b, _ := backends.ParseBackend(o.Backend)
				// Sent again past the memo (backends.Unwrapped): the check
				// is that the server gives these rows again.
				res, err := backends.Unwrapped(xs[b]).Exec(context.Background(), r.Query, backends.ExecOptions{Timeout: execTimeout})
				if err != nil {
					t.Errorf("%s on %s: counted right, yet fails: %v", r.ID, o.Backend, err)
					break
				}
				// Scored again from a fresh run: a right answer is in the
				// rows, not an accident of the run that counted it (the
				// scorer's tolerance included: a path's list is its rows).
				it := itemByID(ds, r.ID)
				out, why := ScoreAnswer(it.Answer.AsCheck(it.Ordered), res, nil)
				if out != Right && o.Kept != "" && rowcheck.Kept(it.Answer.AsCheck(it.Ordered), res, rowcheck.Reading{CountPerGroup: true}) == o.Kept {
					out = Right
				}
				if out != Right {
					t.Errorf("%s on %s: counted right, yet a rerun scores %s: %s", r.ID, o.Backend, out, why)
				}
			}
		}
	}
	seen := map[string]bool{}
	for _, a := range rep.Aggregates {
		for name, e := range a.EX {
			seen[name] = true
			if e.Right+e.Wrong+e.Refused != len(ds.Items) || e.Answered != len(ds.Items) {
				t.Errorf("%s on %s: %d right + %d wrong + %d refused of %d items", a.Target, name, e.Right, e.Wrong, e.Refused, len(ds.Items))
			}
			if a.Target != lang.Cypher && (e.Scored != 0 || a.NoGold != len(ds.Items)) {
				t.Errorf("%s on %s: %d items in EX, %d without gold; want answers only", a.Target, name, e.Scored, a.NoGold)
			}
			// The floor is strict: an answer right only with a tie or
			// empty groups kept (ExOutcome.Kept) does not hold it up.
			if e.StrictRight != e.Right-e.TiesKept-e.ZerosListed || e.StrictWrong != e.Wrong+e.TiesKept+e.ZerosListed {
				t.Errorf("%s on %s: strict %d / %d does not add up to %d / %d with %d ties and %d zero groups kept", a.Target, name, e.StrictRight, e.StrictWrong, e.Right, e.Wrong, e.TiesKept, e.ZerosListed)
			}
			if e.StrictRight < floor {
				t.Errorf("%s on %s: %d strictly right answers, below the baseline %d (docs/bench.md)", a.Target, name, e.StrictRight, floor)
			}
			t.Logf("%s, %s on %s: %d right, %d wrong, %d refused", ds.Name, a.Target, name, e.Right, e.Wrong, e.Refused)
			if a.Items != len(ds.Items) {
				t.Errorf("%s: %d items", a.Target, a.Items)
			}
		}
	}
	if len(seen) != 4 {
		t.Errorf("scored on %v, want the four servers", seen)
	}
}

// registryFloor is the fewest right answers any server may get offline:
// what docs/bench.md records (25 of 59 at commit 619241e), to be raised when
// the compiler gets better, never lowered. 39: one under the 40 of the end of
// the 2026-11-26 session, for the same run-to-run plan choice.
// Raised in the second session of 2026-11-26 to one under the lowest server's
// strict right after its rules (docs/offline.md, "Where issue 23 stands").
// Raised at the merge of hotelfail, leftovers and relagg2 (branch merge7) to
// one under the 57 strict right on each of the four servers (docs/offline.md).
const registryFloor = 56

// checkDomainSet checks what a new-domain set promises: each question has
// a written answer and a gold Cypher query, ids are unique, every item is in
// the set's split, each category asked for has a question, and the set
// reads its own schema, held out or not as its split says.
func checkDomainSet(t *testing.T, ds *Dataset, name, split, schema string, heldOut bool, categories []string) {
	t.Helper()
	cats := map[string]int{}
	ids := map[string]bool{}
	for _, it := range ds.Items {
		if it.Answer == nil || it.Gold[lang.Cypher] == "" {
			t.Errorf("%s: needs a written answer and a gold Cypher query", it.ID)
		}
		if ids[it.ID] {
			t.Errorf("%s: id used twice", it.ID)
		}
		ids[it.ID] = true
		if it.Split != split {
			t.Errorf("%s: split %q; every %s item is %s", it.ID, it.Split, name, split)
		}
		cats[it.Category]++
	}
	for _, c := range categories {
		if cats[c] == 0 {
			t.Errorf("no %s question", c)
		}
	}
	if ds.Schema != schema || ds.HeldOut != heldOut {
		t.Errorf("schema %q, held out %v; want %q, held out %v", ds.Schema, ds.HeldOut, schema, heldOut)
	}
}
