package offline

import "testing"

// TestUnquotedWordSought: "with/have the word X" with X unquoted is a
// case-folded contains match on the text property named next to it, on
// several schemas; quoted words keep the existing reading.
func TestUnquotedWordSought(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "retail", question: "Which products are named with the word coffee?",
			want: []string{"toLower(p.name) CONTAINS 'coffee'"}, warn: "word-sought-read"},
		{schema: "movies", question: "Which movies have the word love in their tagline?",
			want: []string{"toLower(m.tagline) CONTAINS 'love'"}, warn: "word-sought-read"},
		{schema: "company", question: "List the projects with the word ledger in their title",
			want: []string{"CONTAINS 'ledger'"}, not: []string{"IS NOT NULL"}, warn: "word-sought-read"},
		{schema: "movies", question: "Which movies have the word 'matrix' in their title?",
			want: []string{"toLower(m.title) CONTAINS 'matrix'"}},
	})
}
