package gql

import (
	"context"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
)

// TestPromptSize measures the prompt the LLM path builds for every aligned
// question (instruction, pruned schema with samples, twigs, question; no
// shots yet) and keeps it small. The size does not depend on the model's
// answer, so a scripted endpoint that echoes the gold query is enough.
func TestPromptSize(t *testing.T) {
	g, s, _ := examples.Movies()
	for _, l := range lang.All {
		cases := readAligned(t)
		var answers []string
		for _, c := range cases {
			answers = append(answers, "```\n"+c.gold(l)+"\n```")
		}
		_, chat := newScriptedLLM(t, answers...)
		c, err := New(context.Background(), Config{Schema: s, Values: grounding.NewMemorySource(g, s), LLM: chat})
		if err != nil {
			t.Fatal(err)
		}
		total, parts := 0, PromptSize{}
		for _, ac := range cases {
			tr := c.Translate(context.Background(), ac.Question, l)
			p := tr.Trace.Prompt
			if p == nil {
				t.Fatalf("%s: no prompt recorded", ac.ID)
			}
			if tr.Verdict != Valid {
				t.Errorf("%s/%s: the gold query as the model's answer was judged %s: %s", ac.ID, l, tr.Verdict, tr.Reason)
			}
			total += p.Total
			parts.Instruction += p.Instruction
			parts.Schema += p.Schema
			parts.Twigs += p.Twigs
			parts.Question += p.Question
		}
		n := len(cases)
		avg := float64(total) / float64(n)
		t.Logf("%s: average prompt %.1f tokens (instruction %d, schema %d, twigs %d, question %d)", l, avg,
			parts.Instruction/n, parts.Schema/n, parts.Twigs/n, parts.Question/n)
		if avg > 1200 {
			t.Errorf("%s: average prompt %.0f tokens; pruning should keep it under 1200", l, avg)
		}
	}
}
