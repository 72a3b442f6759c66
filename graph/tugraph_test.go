package graph

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadTuGraph(t *testing.T) {
	g, cons, err := ReadTuGraph(filepath.Join("testdata", "tugraph", "import.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Nodes) != 3 || len(g.Edges) != 4 {
		t.Fatalf("got %d nodes, %d edges; want 3, 4", len(g.Nodes), len(g.Edges))
	}
	se := g.Nodes[1]
	if se.ID != "city:2" || se.Props["name"] != "Saint-Étienne, Loire" || se.Props["id"] != int64(2) {
		t.Errorf("quoted field or key: %+v", se)
	}
	if _, ok := se.Props["population"]; ok {
		t.Errorf("an empty optional column became a property: %+v", se.Props)
	}
	road := g.Edges[0]
	if road.From != "city:1" || road.To != "city:2" || road.Props["km"] != 62.5 || len(road.Props) != 1 {
		t.Errorf("SKIP column or edge property: %+v", road)
	}
	if g.Edges[1].Props["km"] != float64(112) {
		t.Errorf("a DOUBLE written without a point is a float: %#v", g.Edges[1].Props["km"])
	}
	// twinned.csv has no header lines although the configuration declares
	// two: its rows are data, not skipped.
	if g.Edges[2].Type != "twinned" || g.Edges[3].From != "city:3" {
		t.Errorf("headerless file lost rows: %+v", g.Edges[2:])
	}
	if len(cons) != 1 || cons[0].Label != "city" || cons[0].Properties[0] != "id" {
		t.Errorf("constraints: %+v", cons)
	}
	s, err := g.DeriveSchema(cons)
	if err != nil {
		t.Fatal(err)
	}
	if et := s.EdgeType("road"); et == nil || et.Endpoints[0].From != "city" {
		t.Errorf("derived schema: %+v", s.EdgeTypes)
	}
}

func TestReadTuGraphBadRows(t *testing.T) {
	dir := t.TempDir()
	cfg, _ := os.ReadFile(filepath.Join("testdata", "tugraph", "import.json"))
	os.WriteFile(filepath.Join(dir, "import.json"), cfg, 0o644)
	os.MkdirAll(filepath.Join(dir, "data"), 0o755)
	os.WriteFile(filepath.Join(dir, "data", "city.csv"), []byte("LABEL=city\nid:INT32:ID,name:STRING\n1,Lyon,5\nx,Nowhere,1\n2,Paris\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "data", "road.csv"), []byte("1,Lyon,9,3.0\n"), 0o644)
	g, _, err := ReadTuGraph(filepath.Join(dir, "import.json"))
	var es Errors
	if !errors.As(err, &es) {
		t.Fatalf("want Errors, got %v", err)
	}
	msg := err.Error()
	for _, want := range []string{"city.csv:4: column id", "city.csv:5: 2 fields", "road.csv:1: road edge refers to unknown vertex city:9", "twinned.csv not found"} {
		if !strings.Contains(msg, want) {
			t.Errorf("errors lack %q:\n%s", want, msg)
		}
	}
	if len(g.Nodes) != 1 {
		t.Errorf("the good row is kept: %d nodes", len(g.Nodes))
	}
}
