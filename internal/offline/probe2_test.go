package offline

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/gql-dev/gql/grounding"
)

func TestProbeLinks(t *testing.T) {
	f := os.Getenv("GQL_PROBE_LINKS")
	if f == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(f)
	for _, l := range strings.Split(string(b), "\n") {
		sc, q, ok := strings.Cut(l, "|")
		if !ok {
			continue
		}
		g, s := testGraph(t, sc)
		gr, _ := grounding.New(context.Background(), s, grounding.NewOffline(), grounding.Options{})
		res, _ := gr.Ground(context.Background(), q, grounding.NewMemorySource(g, s))
		ev := EvidenceFrom(res)
		t.Logf("%s", q)
		for _, e := range ev.Elements {
			t.Logf("  %s %s %q %.2f", e.Kind, e.Name, q[e.Span.Start:e.Span.End], e.Score)
		}
		for _, v := range ev.Values {
			t.Logf("  value %s.%s=%v %q %.2f", v.Owner, v.Prop, v.Value, q[v.Span.Start:v.Span.End], v.Score)
		}
	}
}
