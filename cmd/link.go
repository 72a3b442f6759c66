package cmd

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/config"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/twig"
)

// newLinkCmd builds `gql link`.
func newLinkCmd() *cobra.Command {
	var schemaArg, backendArg, target, embedURL, embedModel, embedMode, annots string
	var asJSON bool
	var delta, gamma float64
	var k int
	c := &cobra.Command{
		Use:   `link [--schema FILE|movies] [--backend URI] [--target T] [--json] "question"`,
		Short: "Show how a question links to the schema: mapping table, values, top twigs",
		Long: `link runs structural twig linking on one question and prints the atomic
mapping table (span, byte range, schema element, cosine), the values the
question names as stored in the data, the numbers it compares with, and the top
twigs rendered in each target language.

Offline by default: the bundled movies example, its data for value linking and
the built-in embedder. --backend links values against a live server instead
(a URI such as bolt://127.0.0.1:7687, or a backend name for its default URI);
its schema is introspected unless --schema is given; a bare "fuseki" with a
bundled example reads that example's dataset, as translate does. --embed-url adds an
OpenAI-compatible embeddings endpoint (key from $GQL_EMBED_KEY), caching schema
vectors under $XDG_CACHE_HOME/gql/embeddings; the embeddings settings are those
translate uses (flags, GQL_EMBED_*, the config file's embeddings section), so
link shows the grounding translate would get.

  gql link "Which films did Tom Hanks star in after 1995?"
  gql link --target all --json "Who directed the matrix reloaded?"`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, cancel := interruptible()
			defer cancel()
			targets, err := parseTargets(target)
			if err != nil {
				return err
			}
			file, err := loadConfig(cmd)
			if err != nil {
				return withStatus(exitUsage, err)
			}
			// The one assembly translate uses, so link shows the grounding
			// a translation starts from: the same schema, values, Fuseki
			// dataset and embedder.
			st := gql.Setup{Schema: schemaArg, Lookup: file.Lookup(), Annotations: annots, Shots: "off",
				Embed: embedConfig(config.Resolve(file, config.Overrides{EmbedURL: embedURL, EmbedModel: embedModel, EmbedMode: embedMode})),
				Delta: delta, Gamma: gamma, TopTwigs: k}
			if backendArg != "" {
				st.Backends = []string{backendArg}
			}
			b, err := gql.Build(ctx, st)
			if err != nil {
				return withStatus(exitUsage, err)
			}
			defer b.Close()
			lk := b.Linker()
			res, err := lk.Link(ctx, args[0])
			if err != nil {
				return withStatus(exitFailed, err)
			}
			if asJSON {
				return writeLinkJSON(cmd.OutOrStdout(), res, lk, targets)
			}
			writeLinkText(cmd.OutOrStdout(), res, lk, targets)
			return nil
		},
	}
	c.Flags().StringVar(&schemaArg, "schema", "", "schema file (JSON) or bundled example name (default movies)")
	c.Flags().StringVar(&annots, "annotations", "", "annotations file (YAML or JSON): synonyms, value aliases and descriptions (skeleton: gql schema --annotate)")
	c.Flags().StringVar(&backendArg, "backend", "", "link values against this server (URI or backend name)")
	c.Flags().StringVarP(&target, "target", "t", "cypher", "cypher, gremlin, sparql or all")
	c.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	c.Flags().Float64Var(&delta, "delta", 0, "cosine threshold δ of the mapping table (default 0.45)")
	c.Flags().Float64Var(&gamma, "gamma", 0, "weight γ of schema consistency in twig ranking (default 0.8)")
	c.Flags().IntVar(&k, "k", 0, "number of twigs to keep (default 5)")
	c.Flags().StringVar(&embedURL, "embed-url", "", "OpenAI-compatible embeddings base URL, e.g. http://127.0.0.1:8090/v1 (or GQL_EMBED_URL; default: the built-in embedder alone)")
	c.Flags().StringVar(&embedModel, "embed-model", "", "embedding model for --embed-url (or GQL_EMBED_MODEL), e.g. e5-query")
	c.Flags().StringVar(&embedMode, "embed-mode", "", "both (default: the built-in lexicon first, the model fills what it cannot link) or model (the model alone)")
	return c
}

func parseTargets(t string) ([]lang.Lang, error) {
	if strings.EqualFold(t, "all") {
		return lang.All, nil
	}
	l, err := lang.Parse(t)
	if err != nil {
		return nil, err
	}
	return []lang.Lang{l}, nil
}

func writeLinkText(w io.Writer, res *twig.Linked, lk *twig.Linker, targets []lang.Lang) {
	g := res.Grounding
	fmt.Fprintf(w, "question: %s\n", g.Question)
	fmt.Fprintf(w, "filtered: %s\n\n", strings.Join(g.Filtered, " "))
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "mapping (δ=%.2f, %s)\tbytes\telement\tscore\talso\n", lk.Grounder.Opts.Delta, lk.Grounder.Embedder.Name())
	if len(g.Mapping) == 0 {
		fmt.Fprintln(tw, "  (no span reaches δ)\t\t\t\t")
	}
	for _, l := range g.Mapping {
		var also []string
		for _, a := range l.Alternatives {
			also = append(also, fmt.Sprintf("%s %.2f", a.Element, a.Score))
		}
		fmt.Fprintf(tw, "  %q\t%d-%d\t%s\t%.2f\t%s\n", l.Text, l.Span.Start, l.Span.End, l.Element, l.Score, strings.Join(also, ", "))
	}
	tw.Flush()
	if len(g.Values) > 0 {
		fmt.Fprintln(w, "\nvalues:")
		tw = tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
		for _, v := range g.Values {
			b := v.Best()
			var also []string
			for _, c := range v.Candidates[1:] {
				also = append(also, fmt.Sprintf("%q %.2f", c.Value, c.Score))
			}
			fmt.Fprintf(tw, "  %q\t%d-%d\t%s = %q\t%.2f\t%s\t%s\n", v.Text, v.Span.Start, v.Span.End, b.Field, b.Value, b.Score, matchText(g.Question, b), strings.Join(also, ", "))
		}
		tw.Flush()
		for _, v := range g.Values {
			if d, ok := grounding.ValueDiagnostic(g.Question, v, v.Best()); ok && d.Severity >= diag.Warning {
				fmt.Fprintf(w, "warning: [%s] %s: %s\n", d.Check, d.Summary, d.Detail)
			}
		}
	}
	if len(g.Literals) > 0 {
		fmt.Fprintln(w, "\nliterals:")
		tw = tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
		for _, l := range g.Literals {
			var props []string
			for _, p := range l.Props {
				props = append(props, p.ID())
			}
			fmt.Fprintf(tw, "  %q\t%d-%d\t%s %s\t%s\n", l.Text, l.Span.Start, l.Span.End, l.Op, l.Text, strings.Join(props, ", "))
		}
		tw.Flush()
	}
	for _, w2 := range g.Warnings {
		fmt.Fprintf(w, "\nwarning: %s: %s\n", w2.Summary, w2.Detail)
	}
	for _, t := range targets {
		fmt.Fprintf(w, "\ntwigs (%s, top %d of %d candidates):\n", t, len(res.Twigs), res.Candidates)
		for i, r := range res.Twigs {
			text, err := r.Render(t, lk.Schema)
			if err != nil {
				text = "(cannot render: " + err.Error() + ")"
			}
			fmt.Fprintf(w, "  %d. %.3f  [%s; schema %.2f, lexical %.2f]\n     %s\n", i+1, r.Score, r.Template, r.Schema, r.Lexical,
				strings.ReplaceAll(text, "\n", "\n     "))
		}
	}
}

// matchText is a value link's match kind and, when it is not exact, the
// evidence that a value is meant.
func matchText(q string, c grounding.ValueCandidate) string {
	if c.Match == grounding.MatchExact || c.Match == grounding.MatchAlias || len(c.Evidence) == 0 {
		return string(c.Match)
	}
	return fmt.Sprintf("%s; evidence: %s", c.Match, grounding.DescribeEvidence(q, c.Evidence))
}

func writeLinkJSON(w io.Writer, res *twig.Linked, lk *twig.Linker, targets []lang.Lang) error {
	type twigOut struct {
		twig.Ranked
		Text map[lang.Lang]string `json:"text"`
	}
	out := struct {
		*twig.Linked
		Twigs    []twigOut `json:"twigs"`
		Delta    float64   `json:"delta"`
		Embedder string    `json:"embedder"`
	}{Linked: res, Delta: lk.Grounder.Opts.Delta, Embedder: lk.Grounder.Embedder.Name()}
	for _, r := range res.Twigs {
		t := twigOut{Ranked: r, Text: map[lang.Lang]string{}}
		for _, l := range targets {
			text, err := r.Render(l, lk.Schema)
			if err != nil {
				text = "error: " + err.Error()
			}
			t.Text[l] = text
		}
		out.Twigs = append(out.Twigs, t)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
