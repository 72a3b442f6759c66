package shots

import (
	"bytes"
	"encoding/binary"
	"sort"

	bolt "go.etcd.io/bbolt"
)

// Scored is a selected shot with the terms of its Eq. 8 score.
type Scored struct {
	Shot
	Score   float64 // α·Sim + β·Decayed
	Sim     float64 // Jaccard of schema elements
	Decayed float64 // ρ·e^(−λτ)
}

// Select returns up to k shots of the namespace ranked by Eq. 8,
// α·Jaccard(elements, shot elements) + β·ρ·e^(−λτ), with structurally
// identical queries (same text once literals, case and layout are masked) and
// near-duplicates (token-set similarity ≥ DupThreshold) collapsed to their
// best-scoring member.
//
// It reads only the postings of the given elements, in decreasing ρ·e^(−λτ),
// and stops once no unread shot can beat the ones found; shots sharing no
// element are read from the utility index only while they still could.
func (s *Store) Select(ns Namespace, elements []string, k int) ([]Scored, error) {
	if k <= 0 {
		return nil, nil
	}
	if err := ns.validate(); err != nil {
		return nil, err
	}
	q, err := NormalizeElements(elements)
	if err != nil {
		return nil, err
	}
	var out []Scored
	err = s.read(func(tx *bolt.Tx) error {
		nsb, err := nsBucket(tx, ns, false)
		if err != nil || nsb == nil {
			return err
		}
		// Token-set collapsing happens after the structural top list is
		// cut; when it leaves fewer than k and more shots exist, look deeper.
		for n := 2*k + 2; ; n *= 4 {
			top := s.candidates(nsb, q, n)
			if out, err = s.collapse(nsb, ns, top, k); err != nil || len(out) == k || len(top.c) < n {
				return err
			}
		}
	})
	return out, err
}

type cand struct {
	id         uint64
	hash       uint64
	score, sim float64
	util       float64
}

// topN keeps the best n candidates with distinct structural hashes, best first.
type topN struct {
	n int
	c []cand
}

func (t *topN) full() bool { return len(t.c) >= t.n }

func (t *topN) floor() float64 { return t.c[len(t.c)-1].score }

func (t *topN) offer(x cand) {
	if t.full() && x.score <= t.floor() {
		return
	}
	for i := range t.c {
		if t.c[i].hash == x.hash {
			if x.score > t.c[i].score {
				t.c = append(t.c[:i], t.c[i+1:]...)
				break
			}
			return
		}
	}
	i := sort.Search(len(t.c), func(i int) bool { return t.c[i].score < x.score })
	t.c = append(t.c, cand{})
	copy(t.c[i+1:], t.c[i:])
	t.c[i] = x
	if len(t.c) > t.n {
		t.c = t.c[:t.n]
	}
}

// postList walks one element's postings from the highest utility down.
type postList struct {
	c      *bolt.Cursor
	prefix []byte
	k, v   []byte // k without the prefix: utilKey(8) id(8)
}

func (l *postList) step(k, v []byte) {
	if k == nil || !bytes.HasPrefix(k, l.prefix) {
		l.k, l.v = nil, nil
		return
	}
	l.k, l.v = k[4:], v
}

func (s *Store) candidates(nsb *bolt.Bucket, q []string, n int) *topN {
	alpha, beta, lambda := s.opt.Alpha, s.opt.Beta, s.opt.Lambda
	clock := clockOf(nsb)
	top := &topN{n: n}
	qids, _ := elemIDs(nsb, q, false)
	nq := len(q)

	lists := make([]*postList, 0, len(qids))
	post := nsb.Bucket(bPost)
	for _, el := range qids {
		l := &postList{c: post.Cursor(), prefix: make([]byte, 4)}
		binary.BigEndian.PutUint32(l.prefix, el)
		next := make([]byte, 4)
		binary.BigEndian.PutUint32(next, el+1)
		if k, _ := l.c.Seek(next); k == nil {
			l.step(l.c.Last())
		} else {
			l.step(l.c.Prev())
		}
		lists = append(lists, l)
	}
	for {
		var best []byte
		var bv []byte
		for _, l := range lists {
			if l.k != nil && (best == nil || bytes.Compare(l.k, best) > 0) {
				best, bv = l.k, l.v
			}
		}
		if best == nil {
			break
		}
		u := decodeUtil(best[:8], lambda, clock)
		// No unread shot has more utility than u, and it can share at most
		// the elements whose lists are not yet exhausted.
		live := 0
		for _, l := range lists {
			if l.k != nil {
				live++
			}
		}
		if top.full() && top.floor() >= alpha*float64(live)/float64(nq)+beta*u {
			break
		}
		hash, ne, inter, ok := postingOverlap(bv, qids)
		if ok {
			sim := float64(inter) / float64(ne+nq-inter)
			top.offer(cand{id: binary.BigEndian.Uint64(best[8:]), hash: hash,
				score: alpha*sim + beta*u, sim: sim, util: u})
		}
		// The same shot heads every list it is in: move them all past it.
		cur := append([]byte(nil), best...)
		for _, l := range lists {
			if l.k != nil && bytes.Equal(l.k, cur) {
				l.step(l.c.Prev())
			}
		}
	}

	// Shots sharing no element score β·ρ·e^(−λτ) alone.
	c := nsb.Bucket(bByUtil).Cursor()
	for k, v := c.Last(); k != nil; k, v = c.Prev() {
		u := decodeUtil(k[:8], lambda, clock)
		if top.full() && top.floor() >= beta*u {
			break
		}
		hash, _, inter, ok := postingOverlap(v, qids)
		if !ok || inter > 0 {
			continue // overlapping shots were settled above
		}
		top.offer(cand{id: binary.BigEndian.Uint64(k[8:]), hash: hash, score: beta * u, util: u})
	}
	return top
}

// collapse loads the candidates and drops near-duplicates of better ones.
func (s *Store) collapse(nsb *bolt.Bucket, ns Namespace, top *topN, k int) ([]Scored, error) {
	var out []Scored
	var sets []map[string]bool
	for _, c := range top.c {
		if len(out) == k {
			break
		}
		e, err := getShot(nsb, ns, c.id)
		if err != nil {
			return nil, err
		}
		ts := tokenSet(e.Query)
		dup := false
		for _, o := range sets {
			if setJaccard(ts, o) >= s.opt.DupThreshold {
				dup = true
				break
			}
		}
		if dup {
			continue
		}
		sets = append(sets, ts)
		out = append(out, Scored{Shot: *e, Score: c.score, Sim: c.sim, Decayed: c.util})
	}
	return out, nil
}
