package shots

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/gql-dev/gql/lang"
)

// Line is one line of the JSONL exchange format: a shot or a negative example.
type Line struct {
	Kind       string      `json:"kind"` // "shot" or "negative"
	ID         uint64      `json:"id,omitempty"`
	Schema     string      `json:"schema"`
	Target     lang.Lang   `json:"target"`
	Question   string      `json:"question,omitempty"`
	Query      string      `json:"query"`
	Elements   []string    `json:"elements,omitempty"`
	Utility    *float64    `json:"utility,omitempty"`
	Age        int64       `json:"age,omitempty"`
	Uses       int         `json:"uses,omitempty"`
	Successes  int         `json:"successes,omitempty"`
	Failures   int         `json:"failures,omitempty"`
	Provenance *Provenance `json:"provenance,omitempty"`
	Trusted    bool        `json:"trusted,omitempty"`
	Flag       string      `json:"flag,omitempty"`
	Error      string      `json:"error,omitempty"` // negatives: why it failed
	At         *time.Time  `json:"at,omitempty"`    // negatives: when
}

// Export writes every shot and then every negative example (of ns, or all
// when nil) as JSONL and returns how many lines it wrote.
func (s *Store) Export(w io.Writer, ns *Namespace) (int, error) { return export(s, w, ns) }

// Export writes the store as JSONL, in the same format as Store.Export, so
// a repository moves between bbolt and etcd with export and import.
func (s *EtcdStore) Export(w io.Writer, ns *Namespace) (int, error) { return export(s, w, ns) }

// exportSource is what Export reads; both stores have it.
type exportSource interface {
	List(ns *Namespace, fn func(*Shot) error) error
	ListNegatives(ns *Namespace, fn func(*Negative) error) error
}

func export(s exportSource, w io.Writer, ns *Namespace) (int, error) {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	n := 0
	err := s.List(ns, func(e *Shot) error {
		u := e.Utility
		l := Line{Kind: "shot", ID: e.ID, Schema: e.Namespace.Schema, Target: e.Namespace.Target,
			Question: e.Question, Query: e.Query, Elements: e.Elements, Utility: &u, Age: e.Age,
			Uses: e.Uses, Successes: e.Successes, Failures: e.Failures, Trusted: e.Trusted, Flag: e.Flag}
		if e.Provenance.Backend != "" || !e.Provenance.VerifiedAt.IsZero() {
			p := e.Provenance
			l.Provenance = &p
		}
		n++
		return enc.Encode(&l)
	})
	if err == nil {
		err = s.ListNegatives(ns, func(neg *Negative) error {
			at := neg.At
			n++
			return enc.Encode(&Line{Kind: "negative", ID: neg.ID, Schema: neg.Namespace.Schema,
				Target: neg.Namespace.Target, Question: neg.Question, Query: neg.Query,
				Elements: neg.Elements, Error: neg.Error, At: &at})
		})
	}
	if err != nil {
		return n, err
	}
	return n, bw.Flush()
}

// Verifier runs a query on a real backend, read-only, and reports how many
// rows came back. The pipeline and the CLI provide it from `backends`.
type Verifier interface {
	Verify(ctx context.Context, target lang.Lang, query string) (rows int, err error)
}

// ImportOptions say how Import vouches for what it reads.
type ImportOptions struct {
	// Verifier runs every imported shot before admission; Backend names it
	// in the shots' provenance.
	Verifier Verifier
	Backend  string
	// Trust admits shots without running them, keeping the file's provenance.
	Trust bool
	// Target is the language the Verifier's backend speaks; lines in other
	// languages cannot be verified there and are reported, not kept.
	Target lang.Lang
	// Only restricts the import to one namespace's lines.
	Only *Namespace
}

// LineError is one bad line of an import.
type LineError struct {
	Line int
	Err  error
}

func (e LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

// ImportReport says what Import did; a bad line never stops it.
type ImportReport struct {
	Admitted   int // new shots
	Duplicates int // shots already present, refreshed
	Rejected   int // shots the backend refused (kept as negatives)
	Negatives  int // negative examples read
	Skipped    int // lines outside ImportOptions.Only
	Problems   []LineError
}

// Import reads JSONL written by Export (or by hand: kind defaults to "shot",
// and only schema, target, question and query are required). Each shot is
// run by the Verifier and admitted only if it succeeds, unless Trust is set;
// each line is its own transaction. name labels line errors.
func (s *Store) Import(ctx context.Context, r io.Reader, o ImportOptions) (ImportReport, error) {
	return importJSONL(ctx, s, r, o)
}

// Import reads JSONL as Store.Import does; with Trust, an export of either
// store imports with its utilities, ages and counts.
func (s *EtcdStore) Import(ctx context.Context, r io.Reader, o ImportOptions) (ImportReport, error) {
	return importJSONL(ctx, s, r, o)
}

// importTarget is what Import writes to; both stores have it.
type importTarget interface {
	AddNegative(n Negative) (uint64, error)
	// admitLine admits an imported shot and gives it the utility, age,
	// counts and flag its line carries, in one transaction.
	admitLine(c Candidate, v Verified, l Line) (duplicate bool, err error)
}

func importJSONL(ctx context.Context, s importTarget, r io.Reader, o ImportOptions) (ImportReport, error) {
	var rep ImportReport
	if !o.Trust && o.Verifier == nil {
		return rep, fmt.Errorf("%w: importing shots needs a backend to verify them against, or Trust", ErrUnverified)
	}
	if !o.Trust && o.Backend == "" {
		return rep, errors.New("shots: ImportOptions.Backend must name the verifying backend")
	}
	br := bufio.NewReaderSize(r, 1<<16)
	for lineNo := 1; ; lineNo++ {
		if err := ctx.Err(); err != nil {
			return rep, err
		}
		raw, err := br.ReadBytes('\n')
		if len(bytes.TrimSpace(raw)) > 0 {
			if perr := importLine(ctx, s, raw, o, &rep); perr != nil {
				rep.Problems = append(rep.Problems, LineError{lineNo, perr})
			}
		}
		if err == io.EOF {
			return rep, nil
		}
		if err != nil {
			return rep, err
		}
	}
}

func importLine(ctx context.Context, s importTarget, raw []byte, o ImportOptions, rep *ImportReport) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var l Line
	if err := dec.Decode(&l); err != nil {
		return fmt.Errorf("not a shot line: %v", strings.TrimPrefix(err.Error(), "json: "))
	}
	if t, err := lang.Parse(string(l.Target)); err == nil {
		l.Target = t
	}
	ns := Namespace{Schema: l.Schema, Target: l.Target}
	if err := ns.validate(); err != nil {
		return err
	}
	if o.Only != nil && ns != *o.Only {
		rep.Skipped++
		return nil
	}
	switch l.Kind {
	case "negative":
		neg := Negative{Namespace: ns, Question: l.Question, Query: l.Query, Error: l.Error, Elements: l.Elements}
		if l.At != nil {
			neg.At = *l.At
		}
		if _, err := s.AddNegative(neg); err != nil {
			return err
		}
		rep.Negatives++
		return nil
	case "", "shot":
	default:
		return fmt.Errorf("unknown kind %q: want shot or negative", l.Kind)
	}
	if l.Utility != nil && (*l.Utility < 0 || *l.Utility > 1) {
		return fmt.Errorf("utility %g outside [0,1]", *l.Utility)
	}
	if l.Age < 0 {
		return fmt.Errorf("negative age %d", l.Age)
	}
	c := Candidate{Namespace: ns, Question: l.Question, Query: l.Query, Elements: l.Elements}
	if err := c.normalize(); err != nil {
		return err
	}
	v := Verified{Trust: o.Trust}
	if o.Trust {
		if l.Provenance != nil {
			v.Provenance = *l.Provenance
		}
	} else {
		if o.Target != "" && o.Target != ns.Target {
			return fmt.Errorf("a %s shot cannot be verified on %s (a %s backend); import it against a %s backend or with trust",
				ns.Target, o.Backend, o.Target, ns.Target)
		}
		rows, err := o.Verifier.Verify(ctx, ns.Target, c.Query)
		if err != nil {
			rep.Rejected++
			if _, nerr := s.AddNegative(Negative{Namespace: ns, Question: c.Question, Query: c.Query,
				Elements: c.Elements, Error: err.Error()}); nerr != nil {
				return fmt.Errorf("%s rejected the query (%v), and keeping it as a negative failed: %v", o.Backend, err, nerr)
			}
			return fmt.Errorf("%s rejected the query: %v", o.Backend, err)
		}
		v.Provenance = Provenance{Backend: o.Backend, VerifiedAt: time.Now().UTC(), Rows: rows}
	}
	dup, err := s.admitLine(c, v, l)
	switch {
	case err != nil:
		return err
	case dup:
		rep.Duplicates++
	default:
		rep.Admitted++
	}
	return nil
}

func (s *Store) admitLine(c Candidate, v Verified, l Line) (bool, error) {
	dup := false
	err := s.write(func(tx *bolt.Tx) error {
		a, err := s.admit(tx, c, v)
		if err != nil || a.Duplicate {
			dup = a.Duplicate
			return err
		}
		return s.restore(tx, c.Namespace, a.ID, l)
	})
	return dup, err
}

func (s *EtcdStore) admitLine(c Candidate, v Verified, l Line) (bool, error) {
	dup := false
	err := s.update(func(t *etx) error {
		a, err := s.admit(t, c, v)
		dup = a.Duplicate
		if err != nil || a.Duplicate {
			return err
		}
		return s.restore(t, c.Namespace, a.ID, l)
	})
	return dup, err
}

// restore gives a freshly imported shot what its line carries (see
// Store.restore).
func (s *EtcdStore) restore(t *etx, ns Namespace, id uint64, l Line) error {
	h, _, err := t.head(ns)
	if err != nil {
		return err
	}
	e, err := t.shot(ns, id, h.Clock)
	if err != nil || e == nil {
		return err // evicted on admission: nothing to restore
	}
	if l.Utility != nil {
		e.Utility = *l.Utility
	}
	e.Stamp = h.Clock - l.Age
	e.Uses, e.Successes, e.Failures = l.Uses, l.Successes, l.Failures
	if l.Flag != "" {
		e.Flag = l.Flag
		h.Active--
		h.Flagged++
		t.touch(ns)
		return t.putShot(e)
	}
	if err := t.putShot(e); err != nil {
		return err
	}
	_, err = s.evict(t, ns, h)
	return err
}

// restore gives a freshly imported shot the utility, age, counts and flag
// its line carries.
func (s *Store) restore(tx *bolt.Tx, ns Namespace, id uint64, l Line) error {
	nsb, err := nsBucket(tx, ns, false)
	if err != nil || nsb == nil {
		return err // evicted on admission: nothing to restore
	}
	e, err := getShot(nsb, ns, id)
	if errors.Is(err, ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := s.unindex(nsb, e); err != nil {
		return err
	}
	if l.Utility != nil {
		e.Utility = *l.Utility
	}
	e.Stamp = clockOf(nsb) - l.Age
	e.Uses, e.Successes, e.Failures = l.Uses, l.Successes, l.Failures
	meta := nsb.Bucket(bMeta)
	if l.Flag != "" {
		e.Flag = l.Flag
		if err := addInt(meta, kActive, -1); err != nil {
			return err
		}
		if err := addInt(meta, kFlagged, 1); err != nil {
			return err
		}
		return putShot(nsb, e)
	}
	if err := putShot(nsb, e); err != nil {
		return err
	}
	if err := s.index(nsb, e); err != nil {
		return err
	}
	_, err = s.evict(tx, ns, nsb)
	return err
}
