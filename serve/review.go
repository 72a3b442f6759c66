package serve

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/shots"
)

// reviewStore is what serve needs of a shot store beyond what the
// compiler uses: listing and the three review decisions. Both the file
// store and the etcd store have them.
type reviewStore interface {
	gql.ClosableShotStore
	ListPending(fn func(*shots.Pending) error) error
	List(ns *shots.Namespace, fn func(*shots.Shot) error) error
	ListNegatives(ns *shots.Namespace, fn func(*shots.Negative) error) error
	ListRemoved(fn func(*shots.Removed) error) error
	ConfirmBy(id uint64, rv shots.Review) (shots.Admission, error)
	RejectBy(id uint64, rv shots.Review) (uint64, error)
	RemoveBy(id uint64, rv shots.Review) error
}

// ShotEntry is one entry of the review queue or the repository, as
// GET /v1/shots lists it.
type ShotEntry struct {
	ID    uint64 `json:"id"`
	State string `json:"state"` // pending, admitted, negative, removed
	// Backends are this server's backends whose schema the entry belongs
	// to (none: another schema sharing the store).
	Backends []string  `json:"backends"`
	Target   lang.Lang `json:"target"`
	Schema   string    `json:"schema"`
	Question string    `json:"question,omitempty"`
	Query    string    `json:"query"`
	// Why: for a pending pair the evidence it lacks; for a negative the
	// error (or who rejected it, when, and why).
	Why       string     `json:"why,omitempty"`
	At        *time.Time `json:"at,omitempty"`
	RanOn     string     `json:"ran_on,omitempty"`
	Rows      *int       `json:"rows,omitempty"`
	Utility   *float64   `json:"utility,omitempty"`
	Uses      int        `json:"uses,omitempty"`
	Successes int        `json:"successes,omitempty"`
	Failures  int        `json:"failures,omitempty"`
	// Review is who confirmed, rejected or removed the entry, when and
	// why, as the store keeps it (none on entries decided by the pipeline
	// or reviewed before the store kept reviews).
	Review *shots.Review `json:"review,omitempty"`
}

// ShotStates are the values GET /v1/shots?state= takes.
var ShotStates = []string{"pending", "admitted", "negative", "removed", "all"}

// ErrNoStore is returned by the review methods when the server runs with
// --shots off.
var ErrNoStore = errors.New("this server runs without a shot store (--shots off)")

// Shots lists the store's entries in a state (pending, admitted, negative
// or all; default pending): pending oldest first, then shots and negatives
// by id.
func (s *Server) Shots(state string) ([]ShotEntry, error) {
	if state == "" {
		state = "pending"
	}
	ok := false
	for _, st := range ShotStates {
		ok = ok || st == state
	}
	if !ok {
		return nil, fmt.Errorf("unknown state %q: want one of %s", state, strings.Join(ShotStates, ", "))
	}
	if s.store == nil {
		return nil, ErrNoStore
	}
	out := []ShotEntry{}
	if state == "pending" || state == "all" {
		if err := s.store.ListPending(func(p *shots.Pending) error {
			at, rows := p.At, p.Provenance.Rows
			out = append(out, s.entry(ShotEntry{ID: p.ID, State: "pending", Question: p.Question, Query: p.Query,
				Why: p.Why, At: &at, RanOn: kindOf(p.Provenance.Backend), Rows: &rows}, p.Namespace))
			return nil
		}); err != nil {
			return nil, err
		}
	}
	if state == "admitted" || state == "all" {
		if err := s.store.List(nil, func(e *shots.Shot) error {
			u := e.Utility
			at := e.Provenance.VerifiedAt
			en := ShotEntry{ID: e.ID, State: "admitted", Question: e.Question, Query: e.Query, Why: e.Flag,
				RanOn: kindOf(e.Provenance.Backend), Utility: &u, Uses: e.Uses, Successes: e.Successes, Failures: e.Failures, Review: e.Review}
			if !at.IsZero() {
				en.At = &at
			}
			out = append(out, s.entry(en, e.Namespace))
			return nil
		}); err != nil {
			return nil, err
		}
	}
	if state == "negative" || state == "all" {
		if err := s.store.ListNegatives(nil, func(n *shots.Negative) error {
			at := n.At
			out = append(out, s.entry(ShotEntry{ID: n.ID, State: "negative", Question: n.Question, Query: n.Query, Why: n.Error, At: &at, Review: n.Review}, n.Namespace))
			return nil
		}); err != nil {
			return nil, err
		}
	}
	if state == "removed" || state == "all" {
		if err := s.store.ListRemoved(func(r *shots.Removed) error {
			rv, at := r.Review, r.Review.At
			out = append(out, s.entry(ShotEntry{ID: r.ID, State: "removed", Question: r.Question, Query: r.Query,
				Why: "was " + r.State, At: &at, Review: &rv}, r.Namespace))
			return nil
		}); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// kindOf keeps the server kind of a provenance ("neo4j bolt://…"): the
// endpoint may carry credentials and is not shown.
func kindOf(backend string) string {
	kind, _, _ := strings.Cut(backend, " ")
	return kind
}

func (s *Server) entry(e ShotEntry, ns shots.Namespace) ShotEntry {
	e.Target, e.Schema, e.Backends = ns.Target, ns.Schema, []string{}
	// The backends that run the entry's language come first: they are
	// where it was (or would be) run; others with the schema follow.
	var others []string
	for _, d := range s.deps {
		if sc := d.schema(); sc != nil && sc.Fingerprint() == ns.Schema {
			if d.runs(ns.Target) {
				e.Backends = append(e.Backends, d.name)
			} else {
				others = append(others, d.name)
			}
		}
	}
	if len(e.Backends) == 0 {
		e.Backends = others
	}
	return e
}

// Review is a decision on a shot or a pending pair and who made it when.
type Review struct {
	ID     uint64    `json:"id"`
	Action string    `json:"action"` // confirm, reject, remove
	By     string    `json:"by"`
	At     time.Time `json:"at"`
	// Shot is the admitted shot's id (confirm); Duplicate: it was already
	// a shot, which was re-verified instead.
	Shot      uint64 `json:"shot,omitempty"`
	Duplicate bool   `json:"duplicate,omitempty"`
	// Negative is the negative example's id (reject).
	Negative uint64 `json:"negative,omitempty"`
	Reason   string `json:"reason,omitempty"`
}

// ReviewActions are the decisions Review takes.
var ReviewActions = []string{"confirm", "reject", "remove"}

// errNoReviewer refuses a review nobody can be held to.
var errNoReviewer = errors.New("a review needs a signed-in user, and this server has no tokens: start it with --token or --user")

// Review applies a decision by user `by` to an entry: confirm admits a
// pending pair, reject turns a pending pair or a shot into a negative
// example (its error names the reviewer, the time and the reason), remove
// deletes either. The store keeps who, when and why on the shot, the
// negative or a removal record; every review is also logged.
func (s *Server) Review(id uint64, action, by, reason string) (*Review, error) {
	if by == "" {
		return nil, errNoReviewer
	}
	if s.store == nil {
		return nil, ErrNoStore
	}
	rv := &Review{ID: id, Action: action, By: by, At: time.Now().UTC(), Reason: strings.TrimSpace(reason)}
	kept := shots.Review{By: by, At: rv.At, Reason: rv.Reason}
	switch action {
	case "confirm":
		a, err := s.store.ConfirmBy(id, kept)
		if err != nil {
			return nil, err
		}
		rv.Shot, rv.Duplicate = a.ID, a.Duplicate
	case "reject":
		neg, err := s.store.RejectBy(id, kept)
		if err != nil {
			return nil, err
		}
		rv.Negative = neg
	case "remove":
		if err := s.store.RemoveBy(id, kept); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("unknown review action %q: want one of %s", action, strings.Join(ReviewActions, ", "))
	}
	// The store keeps the review on what the entry became; the log line
	// is for whoever watches the service.
	s.log.Info("review", "action", action, "id", id, "by", by, "at", rv.At, "shot", rv.Shot, "negative", rv.Negative, "reason", rv.Reason)
	s.metrics.reviews.WithLabelValues(action).Inc()
	return rv, nil
}

func (s *Server) handleShots(w http.ResponseWriter, r *http.Request) {
	list, err := s.Shots(r.URL.Query().Get("state"))
	if errors.Is(err, ErrNoStore) {
		// Nothing is held without a store: an empty list, and why.
		writeJSON(w, http.StatusOK, map[string]any{"shots": []ShotEntry{}, "warning": err.Error()})
		return
	}
	if err != nil {
		s.reviewFail(w, r, false, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"shots": list})
}

// handleReview is POST /v1/shots/{id}/{action} with an optional body
// {"reason": "..."}.
func (s *Server) handleReview(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseUint(r.PathValue("id"), 10, 64)
	if err != nil {
		s.fail(w, r, false, http.StatusBadRequest, "bad_request", fmt.Sprintf("%q is not a shot id", r.PathValue("id")))
		return
	}
	var body struct {
		Reason string `json:"reason"`
	}
	if r.ContentLength != 0 && !s.decode(w, r, &body) {
		return
	}
	rv, err := s.Review(id, r.PathValue("action"), who(r), body.Reason)
	if err != nil {
		s.reviewFail(w, r, false, err)
		return
	}
	writeJSON(w, http.StatusOK, rv)
}

// handlePageReview is the page's review buttons: a form post, answered by
// going back to the queue.
func (s *Server) handlePageReview(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, true, http.StatusBadRequest, "bad_request", "the form could not be read: "+err.Error())
		return
	}
	id, err := strconv.ParseUint(r.PostForm.Get("id"), 10, 64)
	if err != nil {
		s.fail(w, r, true, http.StatusBadRequest, "bad_request", fmt.Sprintf("%q is not a shot id", r.PostForm.Get("id")))
		return
	}
	if _, err := s.Review(id, r.PostForm.Get("action"), who(r), r.PostForm.Get("reason")); err != nil {
		s.reviewFail(w, r, true, err)
		return
	}
	http.Redirect(w, r, "/#queue", http.StatusSeeOther)
}

func (s *Server) reviewFail(w http.ResponseWriter, r *http.Request, page bool, err error) {
	switch {
	case errors.Is(err, errNoReviewer):
		s.fail(w, r, page, http.StatusUnauthorized, "unauthorized", err.Error())
	case errors.Is(err, ErrNoStore):
		s.fail(w, r, page, http.StatusNotFound, "not_found", err.Error())
	case errors.Is(err, shots.ErrNotFound):
		s.fail(w, r, page, http.StatusNotFound, "not_found", err.Error())
	case errors.Is(err, shots.ErrUnreachable):
		s.fail(w, r, page, http.StatusServiceUnavailable, "unavailable", "the shot store does not answer: "+err.Error())
	case strings.HasPrefix(err.Error(), "unknown "):
		s.fail(w, r, page, http.StatusBadRequest, "bad_request", err.Error())
	default:
		s.log.Error("shot store", "err", err)
		s.fail(w, r, page, http.StatusInternalServerError, "internal", "the shot store failed: "+err.Error())
	}
}
