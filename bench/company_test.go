package bench

import (
	"context"
	"testing"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// companyExecutors loads the company example into the company set (once:
// IfNeeded) and opens a read-only executor on each server.
func companyExecutors(t *testing.T) (map[backends.Backend]backends.Executor, *schema.Schema) {
	t.Helper()
	eps := testenv.Company(t)
	g, err := examples.Graph("company")
	if err != nil {
		t.Fatal(err)
	}
	s2, err := examples.Schema("company")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	out := map[backends.Backend]backends.Executor{}
	for name, uri := range eps {
		b, err := backends.ParseBackend(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := backends.Load(ctx, uri, g, s2, backends.LoadOptions{Backend: b, IfNeeded: true}); err != nil {
			t.Fatalf("loading the company example into %s at %s: %v", b, uri, err)
		}
		x, err := openExec(ctx, uri, backends.Options{Backend: b, Schema: s2})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { x.Close() })
		out[b] = x
	}
	return out, s2
}

// Every gold query of the company set, in each language on each server,
// gives the answer written by hand before any query ran.
func TestCompanyGoldAnswers(t *testing.T) {
	t.Parallel()
	ds, err := LoadCompany("..")
	if err != nil {
		t.Fatal(err)
	}
	ho, err := LoadCompanyHeldOut("..")
	if err != nil {
		t.Fatal(err)
	}
	if len(ho.Items) < 25 {
		t.Fatalf("the held-out company set has %d questions", len(ho.Items))
	}
	seen := map[string]bool{}
	for _, it := range ds.Items {
		seen[it.ID] = true
	}
	for _, it := range ho.Items {
		if seen[it.ID] {
			t.Errorf("id %s is in both company sets", it.ID)
		}
	}
	if len(ds.Items) < 30 {
		t.Fatalf("the company set has %d questions; issue 11 asks for at least 25, the brief 30", len(ds.Items))
	}
	xs, _ := companyExecutors(t)
	ctx := context.Background()
	for _, it := range append(ds.Items, ho.Items...) {
		if it.Answer == nil {
			t.Errorf("%s: no answer written", it.ID)
			continue
		}
		for b, x := range xs {
			q := it.Gold[b.Lang()]
			if q == "" {
				t.Errorf("%s: no %s gold", it.ID, b.Lang())
				continue
			}
			r, err := x.Exec(ctx, q, backends.ExecOptions{Timeout: 30 * time.Second})
			if err != nil {
				t.Errorf("%s on %s: %v\n%s", it.ID, b, err, q)
				continue
			}
			if err := it.Answer.Check(r, it.Ordered); err != nil {
				t.Errorf("%s on %s: %v\nquestion: %s\ngot: %v", it.ID, b, err, it.Question, r.Rows)
			}
		}
	}
}

// The offline compiler measured at answer level on both company sets:
// every item of every server gets exactly one outcome, refused exactly when
// gql gave no answer or its query fails there, a right answer has the
// written answer's row count — and right answers do not fall below the
// baseline docs/offline.md records (issue 11: "right answers not lower than
// today"; raise the floor when the compiler gets better, never lower it).
func TestCompanyAnswersOffline(t *testing.T) {
	t.Parallel()
	xs, _ := companyExecutors(t)
	eps := testenv.Company(t)
	var servers []string
	for name, uri := range eps {
		servers = append(servers, name+"="+uri)
	}
	for _, set := range []struct {
		load  func(string) (*Dataset, error)
		floor int
	}{{LoadCompany, 23}, {LoadCompanyHeldOut, 17}} {
		ds, err := set.load("..")
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Run(context.Background(), Options{Dataset: ds, Targets: lang.All, Backends: servers})
		if err != nil {
			t.Fatal(err)
		}
		perBackend := map[string]int{}
		for _, r := range rep.Items {
			for _, o := range r.EX {
				perBackend[o.Backend]++
				switch {
				case o.Answer == "":
					t.Errorf("%s on %s: no answer outcome", r.ID, o.Backend)
				case (o.Answer == Refused) != (r.Verdict != gql.Valid || o.PredError != ""):
					t.Errorf("%s on %s: outcome %s with verdict %s, error %q", r.ID, o.Backend, o.Answer, r.Verdict, o.PredError)
				case o.Answer == Right:
					b, _ := backends.ParseBackend(o.Backend)
					res, err := xs[b].Exec(context.Background(), r.Query, backends.ExecOptions{})
					if err != nil {
						t.Errorf("%s on %s: counted right, yet fails: %v", r.ID, o.Backend, err)
					} else if it := itemByID(ds, r.ID); len(res.Rows) != it.Answer.Rows {
						t.Errorf("%s on %s: counted right with %d rows; the written answer has %d", r.ID, o.Backend, len(res.Rows), it.Answer.Rows)
					}
				}
			}
		}
		for _, a := range rep.Aggregates {
			for name, e := range a.EX {
				if e.Right+e.Wrong+e.Refused != len(ds.Items) || e.Answered != len(ds.Items) {
					t.Errorf("%s, %s on %s: %d right + %d wrong + %d refused of %d items", ds.Name, a.Target, name, e.Right, e.Wrong, e.Refused, len(ds.Items))
				}
				if e.Right < set.floor {
					t.Errorf("%s, %s on %s: %d right answers, below the baseline %d (docs/offline.md)", ds.Name, a.Target, name, e.Right, set.floor)
				}
				t.Logf("%s, %s on %s: %d right, %d wrong, %d refused", ds.Name, a.Target, name, e.Right, e.Wrong, e.Refused)
			}
		}
		if len(perBackend) != 4 {
			t.Errorf("%s scored on %v, want the four servers", ds.Name, perBackend)
		}
	}
}

func itemByID(ds *Dataset, id string) Item {
	for _, it := range ds.Items {
		if it.ID == id {
			return it
		}
	}
	return Item{}
}
