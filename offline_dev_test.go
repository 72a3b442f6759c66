package gql

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/templates"
)

func TestOfflineDev(t *testing.T) {
	if os.Getenv("GQL_DEV") == "" {
		t.Skip()
	}
	g, s, _ := examples.Movies()
	gr, err := grounding.New(context.Background(), s, grounding.NewOffline(), grounding.Options{})
	if err != nil {
		t.Fatal(err)
	}
	vs := grounding.NewMemorySource(g, s)
	ex, err := backends.Open(context.Background(), "bolt://127.0.0.1:7687", backends.Options{Schema: s})
	if err != nil {
		t.Fatal(err)
	}
	f, _ := os.Open("testdata/movies/aligned/questions.jsonl")
	sc := bufio.NewScanner(f)
	ok, n := 0, 0
	for sc.Scan() {
		var c struct {
			ID, Question, Cypher string
			Ordered              bool
		}
		json.Unmarshal(sc.Bytes(), &c)
		n++
		r, err := gr.Ground(context.Background(), c.Question, vs)
		if err != nil {
			t.Fatal(err)
		}
		ev := EvidenceFrom(r)
		q, err := CompileOffline(ev, s)
		if err != nil {
			fmt.Printf("%-28s UNANSWERABLE %v\n   ev=%+v %+v\n", c.ID, err, ev.Elements, ev.Values)
			continue
		}
		cy, err := templates.Render(q, lang.Cypher, s)
		if err != nil {
			fmt.Printf("%-28s RENDER %v\n", c.ID, err)
			continue
		}
		gold, err1 := ex.Exec(context.Background(), c.Cypher, backends.ExecOptions{})
		got, err2 := ex.Exec(context.Background(), cy, backends.ExecOptions{})
		same := false
		why := ""
		if err1 == nil && err2 == nil {
			same, why = backends.Equal(gold, got, backends.CompareOptions{Ordered: c.Ordered})
		} else {
			why = fmt.Sprint(err1, err2)
		}
		if same {
			ok++
			fmt.Printf("%-28s OK   %s\n", c.ID, cy)
		} else {
			fmt.Printf("%-28s FAIL %s\n   gold %s\n   why %s\n   ev=%+v %+v\n", c.ID, cy, c.Cypher, why, ev.Elements, ev.Values)
		}
	}
	fmt.Printf("EX %d/%d\n", ok, n)
}
