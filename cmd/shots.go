package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/user"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/shots"
)

// shotsFlags are the flags every `gql shots` subcommand shares.
type shotsFlags struct {
	path string
	wait time.Duration
	ns   string
}

func (f *shotsFlags) file() (string, error) {
	if f.path != "" {
		return f.path, nil
	}
	return shots.DefaultPath()
}

// shotRepo is what the shots verbs ask of a store; a bbolt file
// (shots.Store) and an etcd prefix (shots.EtcdStore) both have it.
type shotRepo interface {
	Path() string
	Options() shots.Options
	Close() error
	List(ns *shots.Namespace, fn func(*shots.Shot) error) error
	ListPending(fn func(*shots.Pending) error) error
	Get(id uint64) (*shots.Shot, error)
	ConfirmBy(id uint64, rv shots.Review) (shots.Admission, error)
	RejectBy(id uint64, rv shots.Review) (uint64, error)
	RemoveBy(id uint64, rv shots.Review) error
	ListRemoved(fn func(*shots.Removed) error) error
	Export(w io.Writer, ns *shots.Namespace) (int, error)
	Import(ctx context.Context, r io.Reader, o shots.ImportOptions) (shots.ImportReport, error)
	Prune(o shots.PruneOptions) (shots.PruneReport, error)
	Stats() ([]shots.NamespaceStats, error)
}

func (f *shotsFlags) open(readOnly bool) (shotRepo, error) {
	path, err := f.file()
	if err != nil {
		return nil, err
	}
	o := &shots.Options{ReadOnly: readOnly, LockTimeout: f.wait}
	var s shotRepo
	if shots.IsURL(path) {
		s, err = shots.OpenEtcd(path, o)
	} else {
		s, err = shots.Open(path, o)
	}
	if errors.Is(err, shots.ErrDamaged) || errors.Is(err, shots.ErrInUse) || errors.Is(err, shots.ErrUnreachable) {
		// The command was right; the store failed it.
		return nil, withStatus(exitFailed, err)
	}
	if err != nil {
		return nil, err
	}
	return s, nil
}

// namespace parses --ns FINGERPRINT/TARGET; nil means every namespace.
func (f *shotsFlags) namespace() (*shots.Namespace, error) {
	if f.ns == "" {
		return nil, nil
	}
	fp, t, ok := strings.Cut(f.ns, "/")
	if !ok {
		return nil, fmt.Errorf("--ns %q: want SCHEMA-FINGERPRINT/TARGET, as `gql shots stats` prints", f.ns)
	}
	l, err := lang.Parse(t)
	if err != nil {
		return nil, fmt.Errorf("--ns %q: %v", f.ns, err)
	}
	return &shots.Namespace{Schema: fp, Target: l}, nil
}

// readStore opens for reading; a store that does not exist yet reads as
// empty rather than failing.
func (f *shotsFlags) readStore(w io.Writer) (shotRepo, error) {
	s, err := f.open(true)
	if errors.Is(err, shots.ErrNoStore) {
		fmt.Fprintf(w, "no shots yet (%v)\n", err)
		return nil, nil
	}
	return s, err
}

// newShotsCmd builds `gql shots`.
func newShotsCmd() *cobra.Command {
	var sf shotsFlags
	c := &cobra.Command{
		Use:   "shots",
		Short: "Inspect and manage the evolutionary shot repository",
		Long: `shots manages the repository of execution-verified examples that gql selects
from when it prompts a model (Eq. 8: schema overlap plus utility decayed by age)
and updates after every generation (Eq. 10). The store is a single bbolt file,
by default $XDG_DATA_HOME/gql/shots.db (~/.local/share/gql/shots.db), which one
gql process writes at a time; or keys under a prefix in etcd, which any number
of gql processes (replicas) share: --shots etcd://127.0.0.1:2379/gql, with
credentials in GQL_ETCD_USER and GQL_ETCD_PASSWORD. export and import --trust
move a repository between the two.

  gql shots stats
  gql shots ls --ns 3f2a9c0d11e4b7aa/cypher
  gql shots export shots.jsonl
  gql shots import shots.jsonl --backend neo4j
  gql shots check; gql shots repair
  gql shots export > shots.jsonl; gql shots import --shots etcd://127.0.0.1:2379/gql --trust shots.jsonl`,
	}
	c.PersistentFlags().StringVar(&sf.path, "shots", "", "shot store file, or etcd://HOST:PORT/PREFIX (default $XDG_DATA_HOME/gql/shots.db)")
	c.PersistentFlags().DurationVar(&sf.wait, "wait", shots.DefaultLockTimeout, "wait this long for another gql process to release the store (for etcd: to answer)")
	c.PersistentFlags().StringVar(&sf.ns, "ns", "", "only this namespace, SCHEMA-FINGERPRINT/TARGET")

	var flagged, pending, removed bool
	var by, reason string
	ls := &cobra.Command{
		Use:   "ls",
		Short: "List shots: id, namespace, utility ρ, age τ, uses, question",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ns, err := sf.namespace()
			if err != nil {
				return err
			}
			s, err := sf.readStore(cmd.OutOrStdout())
			if s == nil || err != nil {
				return err
			}
			defer s.Close()
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			if removed {
				fmt.Fprintln(tw, "ID\tNAMESPACE\tWAS\tREVIEW\tQUESTION")
				err := s.ListRemoved(func(r *shots.Removed) error {
					if ns != nil && r.Namespace != *ns {
						return nil
					}
					_, err := fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\n", r.ID, r.Namespace, r.State, reviewLine(&r.Review), clip(r.Question, 60))
					return err
				})
				if err != nil {
					return err
				}
				return tw.Flush()
			}
			if pending {
				fmt.Fprintln(tw, "ID\tNAMESPACE\tROWS\tWHY NOT STORED\tQUESTION")
				err := s.ListPending(func(p *shots.Pending) error {
					if ns != nil && p.Namespace != *ns {
						return nil
					}
					_, err := fmt.Fprintf(tw, "%d\t%s\t%d\t%s\t%s\n", p.ID, p.Namespace, p.Provenance.Rows, clip(p.Why, 40), clip(p.Question, 60))
					return err
				})
				if err != nil {
					return err
				}
				return tw.Flush()
			}
			fmt.Fprintln(tw, "ID\tNAMESPACE\tρ\tτ\tρ·e^(−λτ)\tUSES\tOK/FAIL\tREVIEW\tQUESTION")
			lambda := s.Options().Lambda
			err = s.List(ns, func(e *shots.Shot) error {
				if flagged && e.Flag == "" {
					return nil
				}
				q := clip(e.Question, 60)
				if e.Flag != "" {
					q = "[flagged] " + q
				}
				_, err := fmt.Fprintf(tw, "%d\t%s\t%.3f\t%d\t%.3f\t%d\t%d/%d\t%s\t%s\n", e.ID, e.Namespace, e.Utility, e.Age,
					shots.Decayed(e.Utility, lambda, e.Age), e.Uses, e.Successes, e.Failures, reviewLine(e.Review), q)
				return err
			})
			if err != nil {
				return err
			}
			return tw.Flush()
		},
	}
	ls.Flags().BoolVar(&flagged, "flagged", false, "only shots a schema change could not vouch for")
	ls.Flags().BoolVar(&pending, "pending", false, "pairs that ran but were not verified enough to admit (confirm or reject them)")
	ls.Flags().BoolVar(&removed, "removed", false, "the removal records: what a person removed, who, when and why")

	// idCommand builds a command acting on one shot or pending pair.
	idCommand := func(use, short string, act func(cmd *cobra.Command, s shotRepo, id uint64) error) *cobra.Command {
		return &cobra.Command{
			Use: use, Short: short, Args: cobra.ExactArgs(1),
			RunE: func(cmd *cobra.Command, args []string) error {
				id, err := strconv.ParseUint(args[0], 10, 64)
				if err != nil {
					return withStatus(exitUsage, fmt.Errorf("id %q: want a number, as `gql shots ls` or `gql shots ls --pending` prints", args[0]))
				}
				s, err := sf.open(false)
				if err != nil {
					return err
				}
				defer s.Close()
				if err := act(cmd, s, id); err != nil {
					return withStatus(exitFailed, err)
				}
				return nil
			},
		}
	}
	confirm := idCommand("confirm ID", "Admit a pending pair after checking its answer yourself", func(cmd *cobra.Command, s shotRepo, id uint64) error {
		a, err := s.ConfirmBy(id, reviewBy(by, reason))
		if err == nil {
			fmt.Fprintf(cmd.OutOrStdout(), "admitted as shot %d\n", a.ID)
		}
		return err
	})
	reject := idCommand("reject ID", "Turn a shot or pending pair into a negative example (a mistake shown to the model)", func(cmd *cobra.Command, s shotRepo, id uint64) error {
		n, err := s.RejectBy(id, reviewBy(by, reason))
		if err == nil {
			fmt.Fprintf(cmd.OutOrStdout(), "removed %d; kept as negative %d\n", id, n)
		}
		return err
	})
	rm := idCommand("rm ID", "Delete a shot or pending pair", func(cmd *cobra.Command, s shotRepo, id uint64) error {
		err := s.RemoveBy(id, reviewBy(by, reason))
		if err == nil {
			fmt.Fprintf(cmd.OutOrStdout(), "removed %d\n", id)
		}
		return err
	})

	show := &cobra.Command{
		Use:   "show ID",
		Short: "Show one shot in full",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := strconv.ParseUint(args[0], 10, 64)
			if err != nil {
				return fmt.Errorf("shot id %q: want a number, as `gql shots ls` prints", args[0])
			}
			s, err := sf.readStore(cmd.OutOrStdout())
			if s == nil || err != nil {
				return err
			}
			defer s.Close()
			e, err := s.Get(id)
			if err != nil {
				return withStatus(exitFailed, err)
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "id         %d\nnamespace  %s\nquestion   %s\nelements   %s\n", e.ID, e.Namespace, e.Question, strings.Join(e.Elements, " "))
			fmt.Fprintf(w, "utility    ρ %.4f, age τ %d, ρ·e^(−λτ) %.4f\nuses       %d (%d valid, %d failed)\n",
				e.Utility, e.Age, shots.Decayed(e.Utility, s.Options().Lambda, e.Age), e.Uses, e.Successes, e.Failures)
			switch {
			case e.Trusted:
				fmt.Fprintln(w, "verified   no: admitted on trust")
			default:
				fmt.Fprintf(w, "verified   %s at %s, %d rows\n", e.Provenance.Backend, e.Provenance.VerifiedAt.Format(time.RFC3339), e.Provenance.Rows)
			}
			if e.Flag != "" {
				fmt.Fprintf(w, "flagged    %s\n", e.Flag)
			}
			fmt.Fprintf(w, "query\n%s\n", e.Query)
			return nil
		},
	}

	export := &cobra.Command{
		Use:   "export [FILE]",
		Short: "Write every shot and negative example as JSONL (to stdout without FILE)",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ns, err := sf.namespace()
			if err != nil {
				return err
			}
			s, err := sf.readStore(cmd.ErrOrStderr())
			if s == nil || err != nil {
				return err
			}
			defer s.Close()
			w := cmd.OutOrStdout()
			var f *os.File
			if len(args) == 1 && args[0] != "-" {
				if f, err = os.Create(args[0]); err != nil {
					return err
				}
				w = f
			}
			n, err := s.Export(w, ns)
			if f != nil {
				if cerr := f.Close(); err == nil {
					err = cerr
				}
				if err == nil {
					fmt.Fprintf(cmd.ErrOrStderr(), "wrote %d lines to %s\n", n, args[0])
				}
			}
			return err
		},
	}

	var trust bool
	var backend string
	var timeout time.Duration
	imp := &cobra.Command{
		Use:   "import FILE [--backend NAME|URI | --trust]",
		Short: "Admit shots from JSONL, each verified on a real backend first",
		Long: `import reads JSONL as export writes it (one object per line; kind "shot" or
"negative"; schema, target, question and query are required, elements, utility,
age and counts optional). Every shot is run read-only on the backend given by
--backend (a name such as neo4j, gremlin, janusgraph, fuseki for the server
scripts/servers starts, or its URI) and admitted only if it runs and returns rows;
refused shots are kept as negative examples. --trust admits without running.
Bad lines are reported with their line numbers and skipped.

  gql shots import shots.jsonl --backend bolt://127.0.0.1:7687
  gql shots import curated.jsonl --trust`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !trust && backend == "" {
				return errors.New("import verifies every shot on a real backend before admitting it: " +
					"give --backend NAME|URI (e.g. --backend neo4j), or --trust to admit the file as it is")
			}
			ns, err := sf.namespace()
			if err != nil {
				return err
			}
			in, err := os.Open(args[0])
			if err != nil {
				return err
			}
			defer in.Close()
			ctx, cancel := interruptible()
			defer cancel()
			opt := shots.ImportOptions{Trust: trust, Only: ns}
			if !trust {
				look, err := lookup(cmd)
				if err != nil {
					return err
				}
				x, err := openVerifier(ctx, backend, look)
				if err != nil {
					return withStatus(exitFailed, err)
				}
				defer x.Close()
				opt.Verifier = &execVerifier{x: x, timeout: timeout}
				opt.Backend = x.Endpoint()
				opt.Target = x.Backend().Lang()
			}
			s, err := sf.open(false)
			if err != nil {
				return err
			}
			defer s.Close()
			rep, err := s.Import(ctx, in, opt)
			for _, p := range rep.Problems {
				fmt.Fprintf(cmd.ErrOrStderr(), "%s:%d: %v\n", args[0], p.Line, p.Err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "admitted %d, already present %d, refused by the backend %d, negatives %d, bad lines %d",
				rep.Admitted, rep.Duplicates, rep.Rejected, rep.Negatives, len(rep.Problems)-rep.Rejected)
			if rep.Skipped > 0 {
				fmt.Fprintf(cmd.OutOrStdout(), ", other namespaces %d", rep.Skipped)
			}
			fmt.Fprintln(cmd.OutOrStdout())
			if err != nil {
				return withStatus(exitFailed, err)
			}
			if len(rep.Problems) > 0 {
				return withStatus(exitFailed, nil)
			}
			return nil
		},
	}
	imp.Flags().BoolVar(&trust, "trust", false, "admit without running the queries")
	imp.Flags().StringVar(&backend, "backend", "", "verify on this server: neo4j, gremlin, janusgraph, fuseki, or a URI")
	imp.Flags().DurationVar(&timeout, "timeout", 10*time.Second, "stop each verification query after this long")

	var below float64
	var dry bool
	prune := &cobra.Command{
		Use:   "prune",
		Short: "Remove flagged shots, weak shots (--below) and shots over capacity",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ns, err := sf.namespace()
			if err != nil {
				return err
			}
			s, err := sf.open(false)
			if err != nil {
				return err
			}
			defer s.Close()
			r, err := s.Prune(shots.PruneOptions{Namespace: ns, Below: below, DryRun: dry})
			if err != nil {
				return err
			}
			verb := "removed"
			if dry {
				verb = "would remove"
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s %d flagged, %d below %g, %d over capacity; %d empty namespaces dropped\n",
				verb, r.Flagged, r.Weak, below, r.OverCap, r.Namespaces)
			return nil
		},
	}
	prune.Flags().Float64Var(&below, "below", 0, "also remove shots whose ρ·e^(−λτ) is under this")
	prune.Flags().BoolVar(&dry, "dry-run", false, "count without removing")

	stats := &cobra.Command{
		Use:   "stats",
		Short: "Counts per namespace and the utility distribution",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ns, err := sf.namespace()
			if err != nil {
				return err
			}
			s, err := sf.readStore(cmd.OutOrStdout())
			if s == nil || err != nil {
				return err
			}
			defer s.Close()
			all, err := s.Stats()
			if err != nil {
				return err
			}
			o := s.Options()
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "%s: α %g, β %g, λ %g, η %g, ρ_init %g, capacity %d per namespace\n",
				s.Path(), o.Alpha, o.Beta, o.Lambda, o.Eta, o.RhoInit, o.Capacity)
			shown := 0
			for _, st := range all {
				if ns != nil && st.Namespace != *ns {
					continue
				}
				shown++
				writeStats(w, st)
			}
			if shown == 0 {
				fmt.Fprintln(w, "no shots")
			}
			return nil
		},
	}

	check := &cobra.Command{
		Use:   "check",
		Short: "Look for damage in the shot store without changing it (exit 1 if damaged)",
		Long: `check reads the store file page by page as bbolt would, runs bbolt's
consistency check, and checks the store's own tables (every shot indexed,
counts right). It changes nothing; exit status 1 means damage was found and
` + "`gql shots repair`" + ` can rebuild the store from what is readable.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			path, err := sf.file()
			if err != nil {
				return err
			}
			if shots.IsURL(path) {
				return checkEtcd(cmd.OutOrStdout(), path, sf.wait)
			}
			rep, err := shots.CheckFile(path, sf.wait)
			if errors.Is(err, shots.ErrNoStore) {
				fmt.Fprintf(cmd.OutOrStdout(), "no shots yet (%v)\n", err)
				return nil
			}
			if err != nil {
				return withStatus(exitFailed, err)
			}
			w := cmd.OutOrStdout()
			switch {
			case rep.Empty:
				fmt.Fprintf(w, "%s is empty (0 bytes): no shots; the next gql process that learns sets it up as a new store\n", path)
				return nil
			case len(rep.Problems) == 0:
				fmt.Fprintf(w, "%s: no damage found\n", path)
				return nil
			}
			fmt.Fprintf(w, "%s is damaged:\n", path)
			for _, p := range rep.Problems {
				fmt.Fprintf(w, "  %s\n", p)
			}
			fmt.Fprintf(w, "run `gql shots repair --shots %s` to rebuild it from what can be read (the damaged file is kept aside)\n", path)
			return withStatus(exitFailed, nil)
		},
	}

	var force bool
	repair := &cobra.Command{
		Use:   "repair",
		Short: "Rebuild a damaged shot store from what can be read; the damaged file is kept aside",
		Long: `repair reads the damaged file page by page and bucket by bucket, skipping
what cannot be read (and taking from the previous transaction's tree where
the current one is damaged), writes a new store with the shots, negatives and
pending pairs it found (ids, utilities and ages kept, indexes rebuilt), checks
it, and only then moves the damaged file aside as FILE.damaged-TIMESTAMP and
puts the new store in its place. It reports how many shots were saved and lost.
A store without damage is left alone unless --force.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			path, err := sf.file()
			if err != nil {
				return err
			}
			if shots.IsURL(path) {
				return withStatus(exitUsage, fmt.Errorf("repair rebuilds a damaged bbolt file; %s is kept by etcd, which has no such damage to mend "+
					"(gql shots check --shots %s checks the store's own tables; etcdctl snapshot save/restore backs etcd up)", path, path))
			}
			w := cmd.OutOrStdout()
			if !force {
				rep, err := shots.CheckFile(path, sf.wait)
				if errors.Is(err, shots.ErrNoStore) && !rep.Empty {
					fmt.Fprintf(w, "no shots yet (%v); nothing to repair\n", err)
					return nil
				}
				if err != nil {
					return withStatus(exitFailed, err)
				}
				if !rep.Empty && len(rep.Problems) == 0 {
					fmt.Fprintf(w, "%s: no damage found; nothing to repair (--force rebuilds it anyway)\n", path)
					return nil
				}
			}
			rep, err := shots.Repair(path, &shots.Options{LockTimeout: sf.wait})
			if err != nil {
				return withStatus(exitFailed, err)
			}
			for _, p := range rep.Skipped {
				fmt.Fprintf(cmd.ErrOrStderr(), "skipped: %s\n", p)
			}
			lost := strconv.Itoa(rep.LostShots)
			if !rep.LostExact {
				lost = "at least " + lost + " (the id table was damaged too)"
			}
			fmt.Fprintf(w, "rebuilt %s: saved %d shots, %d negatives, %d pending pairs; lost %s shots", path, rep.Shots, rep.Negatives, rep.Pending, lost)
			if rep.Merged > 0 {
				fmt.Fprintf(w, "; %d duplicates merged", rep.Merged)
			}
			if rep.OlderSnapshot {
				fmt.Fprint(w, "; some came from the previous transaction (the current one was damaged there)")
			}
			fmt.Fprintf(w, "\nthe damaged file is at %s\n", rep.Aside)
			return nil
		},
	}
	repair.Flags().BoolVar(&force, "force", false, "rebuild even when check finds no damage")

	for _, rc := range []*cobra.Command{confirm, reject, rm} {
		rc.Flags().StringVar(&by, "by", "", "who decides, kept in the store with the time (default: your login name)")
		rc.Flags().StringVar(&reason, "reason", "", "why, kept in the store (for reject, also shown to the model)")
	}
	c.AddCommand(ls, show, export, imp, prune, stats, confirm, reject, rm, check, repair)
	return c
}

// checkEtcd checks an etcd store's tables (counts, id and duplicate
// tables, bounds); exit status 1 when any is wrong.
func checkEtcd(w io.Writer, url string, wait time.Duration) error {
	s, err := shots.OpenEtcd(url, &shots.Options{ReadOnly: true, LockTimeout: wait})
	if errors.Is(err, shots.ErrNoStore) {
		fmt.Fprintf(w, "no shots yet (%v)\n", err)
		return nil
	}
	if err != nil {
		return withStatus(exitFailed, err)
	}
	defer s.Close()
	if err := s.Check(); err != nil {
		fmt.Fprintf(w, "%s has inconsistent tables:\n", url)
		for _, line := range strings.Split(err.Error(), "\n") {
			fmt.Fprintf(w, "  %s\n", line)
		}
		return withStatus(exitFailed, nil)
	}
	fmt.Fprintf(w, "%s: no problems found\n", url)
	return nil
}

func writeStats(w io.Writer, st shots.NamespaceStats) {
	fmt.Fprintf(w, "\n%s  shots %d", st.Namespace, st.Active)
	if st.Flagged > 0 {
		fmt.Fprintf(w, " (+%d flagged)", st.Flagged)
	}
	fmt.Fprintf(w, "  negatives %d  clock %d  mean ρ %.3f  uses %d (%d failed)\n",
		st.Negatives, st.Clock, st.MeanRho, st.Uses, st.Failures)
	peak := 1
	for _, n := range st.Utility {
		peak = max(peak, n)
	}
	fmt.Fprintln(w, "  ρ          shots  ρ·e^(−λτ)")
	for i := 9; i >= 0; i-- {
		bar := strings.Repeat("#", (st.Utility[i]*30+peak-1)/peak)
		fmt.Fprintf(w, "  %.1f–%.1f  %6d  %6d  %s\n", float64(i)/10, float64(i+1)/10, st.Utility[i], st.Decayed[i], bar)
	}
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// openVerifier connects to the backend named by NAME (at the address
// scripts/servers uses) or by its URI.
func openVerifier(ctx context.Context, arg string, look backends.Lookup) (backends.Executor, error) {
	ep, err := backends.ResolveOne(arg, look)
	if err != nil {
		return nil, err
	}
	return backends.Open(ctx, ep.URI, backends.Options{Backend: ep.Backend, Guard: critic.ReadOnlyGuard, User: ep.User, Password: ep.Password})
}

// execVerifier verifies a shot by running it: it must run read-only and
// return rows, since an empty answer is as likely a mis-grounded query as a
// true "none".
type execVerifier struct {
	x       backends.Executor
	timeout time.Duration
}

func (v *execVerifier) Verify(ctx context.Context, target lang.Lang, query string) (int, error) {
	if want := v.x.Backend().Lang(); target != want {
		return 0, fmt.Errorf("%s speaks %s, not %s", v.x.Endpoint(), want, target)
	}
	res, err := v.x.Exec(ctx, query, backends.ExecOptions{Timeout: v.timeout})
	if err != nil {
		return 0, err
	}
	if err := backends.CheckEmpty(v.x.Backend(), v.x.Endpoint(), res); err != nil {
		return 0, err
	}
	return len(res.Rows), nil
}

// reviewBy is the review a command records: --by, else the login name,
// so a decision made at the terminal is as attributable as one made on
// the page.
func reviewBy(by, reason string) shots.Review {
	if by = strings.TrimSpace(by); by == "" {
		if u, err := user.Current(); err == nil {
			by = u.Username
		}
	}
	if by == "" {
		by = "unknown"
	}
	return shots.Review{By: by, At: time.Now().UTC(), Reason: strings.TrimSpace(reason)}
}

// reviewLine is a review in one column: "confirm by alice 2026-11-25".
func reviewLine(r *shots.Review) string {
	if r == nil {
		return "-"
	}
	line := r.Action + " by " + r.By + " " + r.At.UTC().Format("2006-01-02T15:04Z")
	if r.Reason != "" {
		line += ": " + clip(r.Reason, 30)
	}
	return line
}
