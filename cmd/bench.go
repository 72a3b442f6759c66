package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/bench"
	"github.com/gql-dev/gql/llm"
)

// newBenchCmd builds `gql bench`.
func newBenchCmd() *cobra.Command {
	var f compilerFlags
	var dataset, target, reportDir, ablation, shared, replayGold string
	var offline bool
	var staticK, limit int
	c := &cobra.Command{
		Use:   "bench --dataset D --target T --report DIR",
		Short: "Measure EM, AST match, execution accuracy, twig hit rate and cost on a dataset",
		Long: `bench translates every question of a dataset and scores the queries against the
gold ones: exact match after normalisation (EM), match of the normalised parse
trees of our own parsers (GAM), execution accuracy on the real servers (EX),
twig hit rate, critic and correction activation, prompt tokens and latency.
It writes report.json, report.md and report.html (charts, no server needed)
into --report. docs/bench.md defines the metrics and the dataset formats.

Datasets: aligned (the project's movies set, three languages), company and
company-heldout (the bundled company example, three languages, answers written
by hand; scored on the company set of servers, docs/servers.md), registry (a
package registry, a check set: Cypher gold, answers in every language; make
servers-registry), ops (an IT-operations graph, a tuning set: Cypher gold,
answers in every language; make servers-ops), library (a public-library
network, a second check set: Cypher gold, answers in every language; make
servers-library), flights (an airline route network, a tuning set: Cypher
gold, answers in every language; make servers-flights), campus (a university
course catalogue and enrolments, a tuning set: Cypher gold, answers in every
language; make servers-campus), retail (an online shop's orders, a tuning set:
Cypher gold, answers in every language; make servers-retail), hotel (a hotel
group's bookings, a tuning set: Cypher gold, answers in every language; make
servers-hotel), delivery (a food-delivery platform, a tuning set: Cypher gold,
answers in every language; make servers-delivery), grid (a regional
electricity operator's assets and outages, a tuning set: Cypher gold, answers
in every language; make servers-grid), papers (an academic
publisher's and research office's papers, reviews and grants, a tuning set:
Cypher gold, answers in every language; make servers-papers), bank (a retail bank's accounts,
transfers, cards, staff and loans, a tuning set: Cypher gold, answers in every
language; make servers-bank), insure (an insurance company's policies,
claims, adjusters, agents and repair shops, a tuning set: Cypher gold, answers
in every language; make servers-insure), museum (an art museum's artworks, artists,
exhibitions, loans, gifts and conservation, a tuning set: Cypher gold, answers
in every language; make servers-museum), transit (a city's bus, tram and metro
lines, stops, vehicles, depots, drivers and incidents, a tuning set scored
in every language; make servers-transit), farm (an agricultural co-operative's
farms, fields, crops, harvests, shared machines and supply contracts, a tuning
set: Cypher gold, answers in every language; make servers-farm), logistics (a parcel
carrier's network, a tuning set: Cypher gold, answers in every language; make
servers-logistics), clinic (an outpatient clinic network's scheduling and care
records, a tuning set: Cypher gold, answers in every language; make
servers-clinic), music (a
music-streaming service, Cypher gold, answers in every language;
make servers-music; a check set until 2026-11-27, a tuning set since),
league (an amateur football league, a check set: Cypher gold, answers in every
language; make servers-league), wildlife (a national park's wildlife
monitoring, Cypher gold, answers in every language; make servers-wildlife; a
check set until 2026-11-27, a tuning set since), guild (an online game
studio's live-operations data, a check set: Cypher gold, answers in every
language; make servers-guild), foodbank (a regional food-bank network's
operations, a check set: Cypher gold, answers in every language; make
servers-foodbank), site (a construction firm's project data, a check set:
Cypher gold, answers in every language; make servers-site), brewery (a craft
brewery's production and trade data, a check set: Cypher gold, answers in every
language; make servers-brewery), relational (three relational databases as RDF
in Spider4SPARQL's form with Spider-style questions, from testdata/relational, a
tuning set: graphs loaded into Fuseki), text2cypher
(../shared text2cypher-movies, gold picked by execution on Neo4j),
spider4sparql (../shared Spider4SPARQL, graphs loaded into Fuseki; tuning and
check splits side by side, or one with spider4sparql-tuning / -check), text2gremlin
(../shared Text2Gremlin, English and Chinese questions; its graph replaces what
the Gremlin server named by --backend holds: make servers-text2gremlin), or a
JSONL file in the aligned format. --backend names the EX servers (default: every
server of the target languages).

  gql bench --dataset aligned --target all --offline --report out/aligned
  gql bench --dataset company --target all --offline --report out/company
  gql bench --dataset text2cypher --target cypher --backend neo4j --offline --report out/t2c
  gql bench --dataset spider4sparql --target sparql --offline --report out/s4s
  gql bench --dataset text2gremlin --target gremlin --backend gremlin=ws://127.0.0.1:8186/gremlin --offline --report out/t2g
  gql bench --dataset aligned --target cypher --backend neo4j --exec --model M --base-url URL \
      --ablation zero-shot,static-few-shot,evolutionary,no-correction --report out/llm
  gql bench --replay testdata/replay/gold.jsonl --backend neo4j --exec --report out/replay

--replay GOLD scores recorded model output at answer level against a development
gold (testdata/replay/README.md): per model (--replay-model, default all), each
recorded query as written and through gql (served as the LLM, gql's loop on the
server), with the fixed and broken questions and LLM calls per question.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if replayGold != "" {
				return benchReplay(cmd, &f, replayGold, reportDir)
			}
			if dataset == "" || reportDir == "" {
				return withStatus(exitUsage, fmt.Errorf("--dataset and --report are required"))
			}
			ts, err := targets(target)
			if err != nil {
				return withStatus(exitUsage, err)
			}
			abl, err := bench.ParseAblations(ablation)
			if err != nil {
				return withStatus(exitUsage, err)
			}
			st, _, err := f.setup(cmd)
			if err != nil {
				return withStatus(exitUsage, err)
			}
			if offline {
				st.LLM, st.Chat = llm.Config{}, nil
			}
			if !f.changed("limit") {
				// translate's default of 1,000 rows would cut predictions
				// whose gold was read with bench.RowLimit.
				st.ExecOptions.Limit = 0
			}
			servers := st.Backends
			if len(servers) == 0 {
				servers = bench.DefaultServers(ts, dataset)
			}
			ctx, cancel := interruptible()
			defer cancel()
			ds, err := bench.Load(ctx, dataset, shared, servers)
			if err != nil {
				return withStatus(exitUsage, err)
			}
			st.Backends = servers
			errw := cmd.ErrOrStderr()
			last := time.Now()
			rep, err := bench.Run(ctx, bench.Options{
				Dataset: ds, Targets: ts, Backends: servers, Setup: st, Ablations: abl,
				StaticShots: staticK, Limit: limit, MaxRepairs: f.repairs,
				Exec: st.ExecOptions,
				Progress: func(done, total int) {
					if time.Since(last) > 5*time.Second || done == total {
						last = time.Now()
						fmt.Fprintf(errw, "bench: %d/%d\n", done, total)
					}
				},
			})
			if rep == nil {
				return withStatus(exitFailed, err)
			}
			// An interrupted run still writes what it measured; the
			// report says it was interrupted.
			rep.Command = "gql " + strings.Join(os.Args[1:], " ")
			if werr := rep.Write(reportDir); werr != nil {
				return withStatus(exitFailed, werr)
			}
			if werr := rep.Markdown(cmd.OutOrStdout()); werr != nil {
				return withStatus(exitFailed, werr)
			}
			fmt.Fprintf(errw, "report: %s\n", filepath.Join(reportDir, "report.html"))
			if err != nil {
				return withStatus(exitFailed, err)
			}
			return nil
		},
	}
	fl := c.Flags()
	fl.StringVar(&dataset, "dataset", "", "aligned, company, company-heldout, registry, ops, library, flights, campus, retail, hotel, delivery, grid, papers, bank, insure, museum, transit, farm, logistics, clinic, music, league, wildlife, guild, foodbank, site, brewery, reworded, reworded-check, reworded2, asked3, asked4, asked5, asked6, asked7, asked8, reworded3, reworded4, reworded5, reworded6, relational, text2cypher, spider4sparql[-tuning|-check], text2gremlin, or a JSONL file in the aligned format")
	fl.StringVarP(&target, "target", "t", "all", "cypher, gremlin, sparql, a comma list, or all")
	fl.StringVar(&reportDir, "report", "", "directory for report.json, report.md and report.html")
	fl.StringVar(&ablation, "ablation", "", "comma list of default, zero-shot, static-few-shot, evolutionary, no-correction (LLM path)")
	fl.BoolVar(&offline, "offline", false, "use gql's own compiler even when an LLM is configured")
	fl.StringVar(&shared, "shared", "../shared", "the shared data folder (text2cypher, spider4sparql)")
	fl.IntVar(&staticK, "static-shots", 3, "k of the static few-shot ablation")
	fl.IntVar(&limit, "limit-items", 0, "benchmark only the first N items (0: all)")
	fl.StringVar(&replayGold, "replay", "", "a development gold (JSONL from gql convert --gold; a comma list scores several as one set): score each model's recorded queries as written and through gql")
	f.register(c)
	return c
}

func benchReplay(cmd *cobra.Command, f *compilerFlags, goldPath, reportDir string) error {
	if reportDir == "" {
		return withStatus(exitUsage, fmt.Errorf("--report is required"))
	}
	if f.replay != "" || f.model != "" || f.baseURL != "" {
		return withStatus(exitUsage, fmt.Errorf("--replay serves the gold's recorded queries as the LLM: drop --llm-replay/--model/--base-url"))
	}
	// Several golds (a comma list) are scored as one set: the replay
	// sample and the text2cypher checks cover different questions.
	var items []bench.GoldItem
	for _, p := range strings.Split(goldPath, ",") {
		more, err := bench.LoadGold(strings.TrimSpace(p))
		if err != nil {
			return withStatus(exitUsage, err)
		}
		items = append(items, more...)
	}
	var models []string
	if f.model2 != "" {
		for _, m := range strings.Split(f.model2, ",") {
			models = append(models, strings.TrimSpace(m))
		}
	}
	st := gql.Setup{Schema: f.schema, Backends: f.backends, Exec: f.exec, MaxRepairs: f.repairs, Strict: f.strict, Accept: f.accept, RequireAgreement: f.agree, Annotations: f.annots}
	if f.repairs == 0 {
		st.MaxRepairs = -1
	}
	st.ExecOptions.Timeout, st.ExecOptions.Limit = f.timeout, f.limit
	if len(st.Backends) == 0 {
		st.Backends = []string{"neo4j"}
	}
	ctx, cancel := interruptible()
	defer cancel()
	errw := cmd.ErrOrStderr()
	last := time.Now()
	rep, err := bench.RunReplay(ctx, bench.ReplayOptions{Gold: items, Models: models, Setup: st,
		Progress: func(model string, done, total int) {
			if time.Since(last) > 5*time.Second || done == total {
				last = time.Now()
				fmt.Fprintf(errw, "bench: %s %d/%d\n", model, done, total)
			}
		}})
	if rep == nil {
		return withStatus(exitFailed, err)
	}
	rep.Command = "gql " + strings.Join(os.Args[1:], " ")
	if werr := rep.Write(reportDir); werr != nil {
		return withStatus(exitFailed, werr)
	}
	if werr := rep.Markdown(cmd.OutOrStdout()); werr != nil {
		return withStatus(exitFailed, werr)
	}
	if err != nil {
		return withStatus(exitFailed, err)
	}
	return nil
}
