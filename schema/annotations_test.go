package schema

import (
	"errors"
	"strings"
	"testing"
)

func testSchema() *Schema {
	return &Schema{Name: "shop",
		Labels: []Label{{Name: "Customer", Properties: []Property{{Name: "name", Type: String}, {Name: "age", Type: Int}}},
			{Name: "Order", Properties: []Property{{Name: "total", Type: Float}}}},
		EdgeTypes: []EdgeType{{Name: "PLACED", Endpoints: []Endpoint{{From: "Customer", To: "Order"}},
			Properties: []Property{{Name: "channel", Type: String}}}},
	}
}

func TestParseAnnotations(t *testing.T) {
	src := `labels:
  Customer:
    synonyms: [client, buyer]
    description: someone who bought something
edges:
  PLACED:
    synonyms: ordered
properties:
  PLACED.channel:
    description: where the order came from
values:
  - text: web shop
    property: PLACED.channel
    value: online
`
	a, err := ParseAnnotations([]byte(src), "shop.yaml", testSchema())
	if err != nil {
		t.Fatal(err)
	}
	if got := a.Synonyms("label", "Customer"); strings.Join(got, ",") != "client,buyer" {
		t.Errorf("label synonyms %v", got)
	}
	if got := a.Synonyms("edge", "PLACED"); len(got) != 1 || got[0] != "ordered" {
		t.Errorf("edge synonyms %v", got)
	}
	if len(a.Values) != 1 || a.Values[0].Value != "online" {
		t.Errorf("values %+v", a.Values)
	}
	r := a.Render(testSchema())
	for _, want := range []string{"Customer: someone who bought something (also called: client, buyer)", `"web shop" means PLACED.channel = "online"`, "PLACED.channel: where the order came from"} {
		if !strings.Contains(r, want) {
			t.Errorf("render lacks %q:\n%s", want, r)
		}
	}
	// JSON is YAML too.
	if _, err := ParseAnnotations([]byte(`{"labels": {"Customer": {"synonyms": ["client"]}}}`), "a.json", testSchema()); err != nil {
		t.Errorf("JSON: %v", err)
	}
}

// Every mistake is reported at its line and column, all in one pass, with a
// suggestion where the name is close.
func TestAnnotationErrors(t *testing.T) {
	src := `labels:
  Custmer:
    synonyms: [client]
  Order:
    synonym: [purchase]
properties:
  Customer.agee: {synonyms: [years]}
  total: {}
values:
  - text: adults
    property: Customer.age
    value: "18"
  - text: x
    value: y
    property: PLACED.channel
stuff: 1
`
	_, err := ParseAnnotations([]byte(src), "bad.yaml", testSchema())
	var es AnnotationErrors
	if !errors.As(err, &es) {
		t.Fatalf("want AnnotationErrors, got %v", err)
	}
	want := []string{
		"bad.yaml:2:3: the schema has no label \"Custmer\"; did you mean Customer?",
		"bad.yaml:5:5: unknown field \"synonym\" (synonyms, description); did you mean synonyms?",
		"bad.yaml:7:3: Customer has no property \"agee\"; did you mean Customer.age?",
		"bad.yaml:8:3: a property is named Owner.property",
		"bad.yaml:11:15: Customer.age holds int values; aliases name stored text",
		"bad.yaml:16:1: unknown section \"stuff\"",
	}
	msg := err.Error()
	for _, w := range want {
		if !strings.Contains(msg, w) {
			t.Errorf("missing %q in\n%s", w, msg)
		}
	}
	if len(es) != len(want) {
		t.Errorf("%d errors, want %d:\n%s", len(es), len(want), msg)
	}
	if _, err := ParseAnnotations([]byte("labels: [\n"), "syn.yaml", nil); err == nil || !strings.HasPrefix(err.Error(), "syn.yaml:") {
		t.Errorf("syntax error: %v", err)
	}
}

// The skeleton names every element and parses back with nothing taught.
func TestAnnotationSkeleton(t *testing.T) {
	s := testSchema()
	sk := AnnotationSkeleton(s)
	a, err := ParseAnnotations(sk, "skeleton.yaml", s)
	if err != nil {
		t.Fatalf("%v\n%s", err, sk)
	}
	if len(a.Labels) != 2 || len(a.Edges) != 1 || len(a.Properties) != 4 || len(a.Values) != 0 {
		t.Errorf("skeleton read back as %+v\n%s", a, sk)
	}
	if a.Render(s) != "" {
		t.Errorf("an empty skeleton teaches nothing, yet renders %q", a.Render(s))
	}
}
