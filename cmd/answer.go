package cmd

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/answer"
)

// answerFlags are the flags of answers in words, shared by translate,
// batch and serve.
type answerFlags struct {
	on, withLLM bool
}

func (a *answerFlags) register(c *cobra.Command, always bool) {
	if !always {
		c.Flags().BoolVar(&a.on, "answer", false, "say the rows in words (needs --exec): a sentence built from the question and the rows")
	}
	c.Flags().BoolVar(&a.withLLM, "answer-llm", false, "let the configured LLM summarise the rows; its summary is used only when every value it states is in the rows")
}

// answerer is nil when no answer was asked for. Answers need rows, so
// without --exec asking for one is a usage error rather than silence.
func (a *answerFlags) answerer(st gql.Setup, always bool) (*answer.Answerer, error) {
	if !a.on && !always {
		if a.withLLM {
			return nil, fmt.Errorf("--answer-llm needs --answer")
		}
		return nil, nil
	}
	if !always && !st.Exec {
		return nil, fmt.Errorf("--answer needs --exec and a --backend: an answer is said from the rows of a query that ran")
	}
	out := &answer.Answerer{}
	if a.withLLM {
		c, err := st.ChatClient()
		if err != nil {
			return nil, err
		}
		if c == nil {
			return nil, fmt.Errorf("--answer-llm needs an LLM (--model, --base-url or GQL_LLM_MODEL)")
		}
		out.LLM = c
	}
	return out, nil
}
