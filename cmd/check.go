package cmd

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// newCheckCmd builds `gql check`.
func newCheckCmd() *cobra.Command {
	var target, schemaArg string
	var asJSON, list bool
	c := &cobra.Command{
		Use:   "check --target cypher|gremlin|sparql [--schema FILE|movies] [--json] [QUERY | -]",
		Short: "Check a query statically: syntax, error base, schema, read-only",
		Long: `check parses a query with gql's own grammar, runs the error base of
anti-patterns and, with --schema, the schema checks, and reports each finding as
<input>:line:col: severity: message, with the machine-applicable fixes. The query
is the argument, or standard input when the argument is "-" or missing.
Exit status is 1 when any error is found, 0 otherwise.

  gql check --target cypher --schema movies "MATCH (m:Movie)-[:ACTED_IN]->(p:Person) RETURN p"
  echo 'g.V().hasLabel("Movie").values("titel")' | gql check --target gremlin --schema movies -
  gql check --target sparql --list`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := lang.Parse(target)
			if err != nil {
				return withStatus(exitUsage, err)
			}
			if list {
				for _, ch := range critic.Checks(l) {
					fmt.Fprintf(cmd.OutOrStdout(), "%s (%s)\n    %s\n", ch.ID, ch.Severity, ch.Doc)
				}
				return nil
			}
			var s *schema.Schema
			if schemaArg != "" {
				if s, _, err = examples.Resolve(schemaArg); err != nil {
					return withStatus(exitUsage, err)
				}
			}
			input, text := "<query>", ""
			if len(args) == 0 || args[0] == "-" {
				b, err := io.ReadAll(cmd.InOrStdin())
				if err != nil {
					return withStatus(exitUsage, err)
				}
				input, text = "<stdin>", string(b)
			} else {
				text = args[0]
			}
			r := critic.Run(l, text, s)
			if asJSON {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				if err := enc.Encode(struct {
					Input string `json:"input"`
					*critic.Report
					OK bool `json:"ok"`
				}{input, r, r.OK()}); err != nil {
					return withStatus(exitUsage, err)
				}
			} else {
				writeFindings(cmd.OutOrStdout(), input, text, r.Diagnostics)
			}
			if diag.HasErrors(r.Diagnostics) {
				return withStatus(exitFailed, nil)
			}
			return nil
		},
	}
	c.Flags().StringVarP(&target, "target", "t", "cypher", "query language: cypher, gremlin or sparql")
	c.Flags().StringVar(&schemaArg, "schema", "", "schema file, or a bundled example by name (movies); without it schema checks are skipped")
	c.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	c.Flags().BoolVar(&list, "list", false, "list the checks for the target and exit")
	return c
}

// writeFindings prints diagnostics compiler-style, each with the offending
// source line, a caret under the span, the detail and the fixes.
func writeFindings(w io.Writer, input, text string, ds []diag.Diagnostic) {
	if len(ds) == 0 {
		fmt.Fprintf(w, "%s: ok\n", input)
		return
	}
	lines := strings.Split(text, "\n")
	for _, d := range ds {
		fmt.Fprintf(w, "%s:%d:%d: %s: %s", input, d.Pos.Line, d.Pos.Col, d.Severity, d.Summary)
		if d.Check != "" {
			fmt.Fprintf(w, " [%s]", d.Check)
		}
		fmt.Fprintln(w)
		if d.Pos.Line >= 1 && d.Pos.Line <= len(lines) {
			src := strings.TrimRight(lines[d.Pos.Line-1], "\r")
			width := 1
			if n := len([]rune(text[min(d.Span.Start, len(text)):min(max(d.Span.End, d.Span.Start), len(text))])); n > 1 {
				width = n
			}
			if rest := len([]rune(src)) - (d.Pos.Col - 1); width > rest && rest > 0 {
				width = rest
			}
			fmt.Fprintf(w, "    %s\n    %s%s\n", src, strings.Repeat(" ", max(d.Pos.Col-1, 0)), strings.Repeat("^", width))
		}
		if d.Detail != "" {
			fmt.Fprintf(w, "  %s\n", d.Detail)
		}
		for _, f := range d.Fixes {
			old := ""
			if f.Span.Start >= 0 && f.Span.End <= len(text) && f.Span.Start <= f.Span.End {
				old = text[f.Span.Start:f.Span.End]
			}
			switch {
			case old == "":
				fmt.Fprintf(w, "  fix: insert %q at %d", f.Replacement, f.Span.Start)
			case f.Replacement == "":
				fmt.Fprintf(w, "  fix: delete %q", old)
			default:
				fmt.Fprintf(w, "  fix: replace %q with %q", old, f.Replacement)
			}
			if f.Label != "" {
				fmt.Fprintf(w, " (%s)", f.Label)
			}
			fmt.Fprintln(w)
		}
	}
}
