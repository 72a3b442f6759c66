package llm

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// Recordings convert from the text2cypher CSV layout, round-trip through
// JSONL, and the replay answers as a chat client: the n-th request about a
// question gets its n-th query, an unknown question a refusal.
func TestReplayServesRecordings(t *testing.T) {
	csvText := "question,type,cypher_gpt4turbo,cypher_claudeopus\n" +
		"Who directed The Matrix?,x,MATCH (p)-[:DIRECTED]->(m) RETURN p,\"MATCH (p:Person)\nRETURN p\"\n" +
		"Which movies?,y,MATCH (m:Movie) RETURN m,\n"
	recs, err := RecordingsFromCSV(strings.NewReader(csvText))
	if err != nil || len(recs) != 3 {
		t.Fatalf("%d recordings: %v", len(recs), err)
	}
	var buf bytes.Buffer
	if err := WriteRecordings(&buf, recs); err != nil {
		t.Fatal(err)
	}
	back, err := ReadRecordings(&buf)
	if err != nil || len(back) != 3 || back[1].Queries[0] != "MATCH (p:Person)\nRETURN p" {
		t.Fatalf("round trip: %+v %v", back, err)
	}
	if _, err := ReadRecordings(strings.NewReader("{\"question\":\"q\"}\n")); err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Fatalf("a recording without queries: %v", err)
	}
	gpt := OfModel(back, "gpt4turbo")
	gpt = append(gpt, Recording{Question: "Who directed The Matrix?", Model: "gpt4turbo", Queries: []string{"MATCH (n) RETURN n"}})
	rp := NewReplay(gpt)
	ask := func(q string) string {
		out, _, err := rp.Complete(context.Background(), []Message{{Role: "system", Content: "write Cypher"}, {Role: "user", Content: "Question: " + q}})
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	if a := ask("Who directed The Matrix?"); !strings.Contains(a, "MATCH (p)-[:DIRECTED]->(m) RETURN p") {
		t.Errorf("first answer %q", a)
	}
	if a := ask("Who directed The Matrix?"); !strings.Contains(a, "MATCH (n) RETURN n") {
		t.Errorf("second answer %q", a)
	}
	if a := ask("Who directed The Matrix?"); !strings.Contains(a, "MATCH (n) RETURN n") {
		t.Errorf("third answer (the last again) %q", a)
	}
	if a := ask("Something else?"); strings.Contains(a, "MATCH") {
		t.Errorf("unknown question answered %q", a)
	}
	if rp.Calls() != 4 {
		t.Errorf("%d calls", rp.Calls())
	}
}
