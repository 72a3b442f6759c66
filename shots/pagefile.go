package shots

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"strings"
)

// bbolt maps the file and follows page ids without bounds checks, so a
// damaged file makes it read outside the mapping: a fault no recover can
// catch, or a loop through a page that points at itself. Before bbolt sees a
// file, the store reads it here with plain file reads, which cannot fault,
// and refuses it unless every page bbolt could reach is inside the file,
// well formed and reached once. The same reader, told to skip what it cannot
// read instead of stopping, is what `repair` salvages from.
//
// The layout is bbolt's file format version 2 (go.etcd.io/bbolt
// internal/common): 16-byte page headers (id, flags, count, overflow),
// 16-byte branch and leaf elements, meta pages 0 and 1, in the machine's
// byte order.

const (
	pageHeaderSize = 16
	elementSize    = 16
	bucketHeader   = 16 // root page id, sequence

	pageBranch   = 0x01
	pageLeaf     = 0x02
	pageMeta     = 0x04
	pageFreelist = 0x10
	leafIsBucket = 0x01

	boltMagic   = 0xED0CDAED
	boltVersion = 2
	noFreelist  = ^uint64(0)
	// metaSumLen is how many bytes of the meta struct its checksum covers:
	// everything before the checksum field.
	metaSumLen = 56
	// maxTreeDepth bounds B-tree height plus bucket nesting; the store nests
	// buckets three deep and bbolt trees of a few million keys are under
	// ten levels, so anything deeper is a loop.
	maxTreeDepth = 64
	maxProblems  = 20
)

var order = binary.NativeEndian

// boltMeta is a meta page's content.
type boltMeta struct {
	magic, version, pageSize, flags      uint32
	root, sequence, freelist, pgid, txid uint64
	checksum                             uint64
}

func parseMeta(b []byte) (boltMeta, error) {
	if len(b) < pageHeaderSize+metaSumLen+8 {
		return boltMeta{}, errors.New("meta page cut short")
	}
	m := b[pageHeaderSize:]
	bm := boltMeta{
		magic: order.Uint32(m[0:]), version: order.Uint32(m[4:]), pageSize: order.Uint32(m[8:]), flags: order.Uint32(m[12:]),
		root: order.Uint64(m[16:]), sequence: order.Uint64(m[24:]), freelist: order.Uint64(m[32:]),
		pgid: order.Uint64(m[40:]), txid: order.Uint64(m[48:]), checksum: order.Uint64(m[56:]),
	}
	switch {
	case bm.magic != boltMagic:
		return bm, errors.New("not a bbolt meta page (bad magic)")
	case bm.version != boltVersion:
		return bm, fmt.Errorf("bbolt file format %d, want %d", bm.version, boltVersion)
	}
	h := fnv.New64a()
	h.Write(m[:metaSumLen])
	if h.Sum64() != bm.checksum {
		return bm, errors.New("meta page checksum mismatch")
	}
	return bm, nil
}

// pageFile reads a bbolt file page by page, checking every bound.
type pageFile struct {
	r        io.ReaderAt
	size     int64
	pageSize uint64
	metas    [2]boltMeta
	metaErr  [2]error // what bbolt checks: magic, version, checksum
	rangeErr [2]error // what it takes on trust
	use      int      // the meta bbolt would use: the valid one with the higher txid
}

func openPageFile(r io.ReaderAt, size int64) (*pageFile, error) {
	pf := &pageFile{r: r, size: size}
	// bbolt learns the page size from meta 0, else from meta 1 at each
	// power of two from 1 KiB; so does this.
	ps := uint64(0)
	buf := make([]byte, 4096)
	if n, _ := r.ReadAt(buf, 0); n >= pageHeaderSize+metaSumLen+8 {
		if m, err := parseMeta(buf[:n]); err == nil {
			ps = uint64(m.pageSize)
		}
	}
	for i := 0; ps == 0 && i <= 14; i++ {
		pos := int64(1024) << i
		if pos >= size-1024 {
			break
		}
		if n, _ := r.ReadAt(buf, pos); n >= pageHeaderSize+metaSumLen+8 {
			if m, err := parseMeta(buf[:n]); err == nil {
				ps = uint64(m.pageSize)
			}
		}
	}
	if ps == 0 {
		return nil, errors.New("neither meta page is valid (bad magic, version or checksum)")
	}
	if ps < 1024 || ps > 1<<24 || ps&(ps-1) != 0 {
		return nil, fmt.Errorf("meta page gives an impossible page size %d", ps)
	}
	if uint64(size) < 2*ps {
		return nil, fmt.Errorf("file is %d bytes, shorter than its two meta pages of %d bytes", size, ps)
	}
	pf.pageSize = ps
	for i := range pf.metas {
		b := make([]byte, ps)
		if _, err := r.ReadAt(b, int64(uint64(i)*ps)); err != nil && !errors.Is(err, io.EOF) {
			pf.metaErr[i] = err
			continue
		}
		if pf.metas[i], pf.metaErr[i] = parseMeta(b); pf.metaErr[i] == nil {
			pf.rangeErr[i] = pf.checkMeta(pf.metas[i])
		}
	}
	// bbolt's choice (db.meta): the higher txid when it validates, else the
	// other. It validates magic, version and checksum only; a meta that
	// passes those but points outside the file is what crashed it, so such a
	// meta is damage even when the other one is sound.
	a, b := 0, 1
	if pf.metas[1].txid > pf.metas[0].txid {
		a, b = 1, 0
	}
	pf.use = a
	if pf.metaErr[a] != nil {
		pf.use = b
	}
	if err := pf.usable(pf.use); err != nil {
		return pf, fmt.Errorf("meta page %d: %v", pf.use, err)
	}
	return pf, nil
}

// salvageable gives meta i for a tolerant walk: its checksum must hold and
// its root lie in the file; a high-water mark past a truncated end is cut
// to the file, so what remains can still be read.
func (pf *pageFile) salvageable(i int) (boltMeta, bool) {
	m := pf.metas[i]
	if pf.metaErr[i] != nil || uint64(m.pageSize) != pf.pageSize {
		return m, false
	}
	m.pgid = min(m.pgid, uint64(pf.size)/pf.pageSize)
	return m, m.root >= 2 && m.root < m.pgid
}

// usable says why meta i cannot be walked, or nil.
func (pf *pageFile) usable(i int) error {
	if pf.metaErr[i] != nil {
		return pf.metaErr[i]
	}
	return pf.rangeErr[i]
}

// checkMeta checks what bbolt takes on trust: that the root, the freelist
// and the high-water mark lie inside the file.
func (pf *pageFile) checkMeta(m boltMeta) error {
	pages := uint64(pf.size) / pf.pageSize
	switch {
	case uint64(m.pageSize) != pf.pageSize:
		return fmt.Errorf("page size %d differs from the other meta's %d", m.pageSize, pf.pageSize)
	case m.pgid < 3 || m.pgid > pages:
		return fmt.Errorf("high-water mark %d is outside the file's %d pages", m.pgid, pages)
	case m.root < 2 || m.root >= m.pgid:
		return fmt.Errorf("root page %d is outside pages 2..%d", m.root, m.pgid-1)
	case m.freelist != noFreelist && (m.freelist < 2 || m.freelist >= m.pgid):
		return fmt.Errorf("freelist page %d is outside pages 2..%d", m.freelist, m.pgid-1)
	}
	return nil
}

// rawPage is one page with its overflow, bounds already checked.
type rawPage struct {
	id       uint64
	flags    uint16
	count    int
	overflow uint32
	data     []byte // from the page header on
}

func (pf *pageFile) meta() boltMeta { return pf.metas[pf.use] }

func (pf *pageFile) page(id uint64, m boltMeta) (*rawPage, error) {
	if id < 2 || id >= m.pgid {
		return nil, fmt.Errorf("page %d is outside pages 2..%d", id, m.pgid-1)
	}
	var h [pageHeaderSize]byte
	off := int64(id * pf.pageSize)
	if _, err := pf.r.ReadAt(h[:], off); err != nil {
		return nil, fmt.Errorf("page %d: %v", id, err)
	}
	p := &rawPage{id: order.Uint64(h[0:]), flags: order.Uint16(h[8:]), count: int(order.Uint16(h[10:])), overflow: order.Uint32(h[12:])}
	if p.id != id {
		return nil, fmt.Errorf("page %d: header says page %d", id, p.id)
	}
	if uint64(p.overflow) >= m.pgid-id {
		return nil, fmt.Errorf("page %d: %d overflow pages run past the high-water mark %d", id, p.overflow, m.pgid)
	}
	n := (uint64(p.overflow) + 1) * pf.pageSize
	if off+int64(n) > pf.size {
		return nil, fmt.Errorf("page %d: runs past the end of the file", id)
	}
	p.data = make([]byte, n)
	if _, err := pf.r.ReadAt(p.data, off); err != nil {
		return nil, fmt.Errorf("page %d: %v", id, err)
	}
	return p, nil
}

// freelist reads the free page ids the meta records.
func (pf *pageFile) freelist(m boltMeta) ([]uint64, error) {
	if m.freelist == noFreelist {
		return nil, nil
	}
	p, err := pf.page(m.freelist, m)
	if err != nil {
		return nil, fmt.Errorf("freelist: %v", err)
	}
	if p.flags != pageFreelist {
		return nil, fmt.Errorf("freelist page %d has page type %#x", m.freelist, p.flags)
	}
	start, n := pageHeaderSize, uint64(p.count)
	if p.count == 0xFFFF {
		if len(p.data) < pageHeaderSize+8 {
			return nil, fmt.Errorf("freelist page %d cut short", m.freelist)
		}
		n, start = order.Uint64(p.data[pageHeaderSize:]), pageHeaderSize+8
	}
	if n > uint64(len(p.data)-start)/8 {
		return nil, fmt.Errorf("freelist page %d claims %d ids, more than it holds", m.freelist, n)
	}
	ids := make([]uint64, n)
	for i := range ids {
		ids[i] = order.Uint64(p.data[start+8*i:])
		if ids[i] < 2 || ids[i] >= m.pgid {
			return nil, fmt.Errorf("freelist page %d lists page %d, outside pages 2..%d", m.freelist, ids[i], m.pgid-1)
		}
	}
	return ids, nil
}

// walker visits every bucket and key reachable from a meta's root. Strict,
// it records each problem and does not descend past it; either way it never
// reads outside the file and never visits a page twice.
type walker struct {
	pf       *pageFile
	m        boltMeta
	seen     map[uint64]bool
	problems []string
	// damaged holds the bucket paths under which something was skipped.
	damaged map[string]bool
	// leaf receives each key and value that is not a bucket, with the path
	// of buckets it lies in; bucket receives each nested bucket's sequence.
	leaf   func(path []string, k, v []byte)
	bucket func(path []string, sequence uint64)
}

func newWalker(pf *pageFile, m boltMeta) *walker {
	return &walker{pf: pf, m: m, seen: map[uint64]bool{}, damaged: map[string]bool{}}
}

func (w *walker) problem(path []string, format string, a ...any) {
	w.damaged[strings.Join(path, "/")] = true
	if len(w.problems) < maxProblems {
		where := "root"
		if len(path) > 0 {
			where = "bucket " + strings.Join(path, "/")
		}
		w.problems = append(w.problems, where+": "+fmt.Sprintf(format, a...))
	}
}

// run walks from the meta's root bucket.
func (w *walker) run() { w.tree(nil, w.m.root, 0) }

// bucketValue follows a bucket's header: a root page, or (root 0) a leaf
// page stored inline after the header.
func (w *walker) bucketValue(path []string, v []byte, depth int) {
	if len(v) < bucketHeader {
		w.problem(path, "bucket header cut short (%d bytes)", len(v))
		return
	}
	if w.bucket != nil {
		w.bucket(path, order.Uint64(v[8:]))
	}
	root := order.Uint64(v[0:])
	if root != 0 {
		w.tree(path, root, depth+1)
		return
	}
	in := v[bucketHeader:]
	if len(in) < pageHeaderSize {
		w.problem(path, "inline bucket cut short")
		return
	}
	p := &rawPage{flags: order.Uint16(in[8:]), count: int(order.Uint16(in[10:])), data: in}
	if p.flags != pageLeaf {
		w.problem(path, "inline bucket has page type %#x, want a leaf", p.flags)
		return
	}
	w.leafElements(path, p, depth+1)
}

func (w *walker) tree(path []string, id uint64, depth int) {
	if depth > maxTreeDepth {
		w.problem(path, "page %d is nested %d deep: a loop", id, depth)
		return
	}
	if w.seen[id] {
		w.problem(path, "page %d is reached twice", id)
		return
	}
	p, err := w.pf.page(id, w.m)
	if err != nil {
		w.problem(path, "%v", err)
		return
	}
	for i := uint64(0); i <= uint64(p.overflow); i++ {
		if w.seen[id+i] {
			w.problem(path, "page %d overlaps page %d", id, id+i)
			return
		}
	}
	for i := uint64(0); i <= uint64(p.overflow); i++ {
		w.seen[id+i] = true
	}
	switch p.flags {
	case pageBranch:
		if p.count == 0 {
			w.problem(path, "branch page %d is empty", id)
			return
		}
		if pageHeaderSize+p.count*elementSize > len(p.data) {
			w.problem(path, "page %d: %d elements do not fit", id, p.count)
			return
		}
		for i := 0; i < p.count; i++ {
			e := pageHeaderSize + i*elementSize
			pos, ks := uint64(order.Uint32(p.data[e:])), uint64(order.Uint32(p.data[e+4:]))
			if uint64(e)+pos+ks > uint64(len(p.data)) {
				w.problem(path, "page %d: key %d runs past the page", id, i)
				continue
			}
			w.tree(path, order.Uint64(p.data[e+8:]), depth+1)
		}
	case pageLeaf:
		w.leafElements(path, p, depth)
	default:
		w.problem(path, "page %d has page type %#x where a branch or leaf belongs", id, p.flags)
	}
}

func (w *walker) leafElements(path []string, p *rawPage, depth int) {
	if pageHeaderSize+p.count*elementSize > len(p.data) {
		w.problem(path, "page %d: %d elements do not fit", p.id, p.count)
		return
	}
	for i := 0; i < p.count; i++ {
		e := pageHeaderSize + i*elementSize
		fl := order.Uint32(p.data[e:])
		pos, ks, vs := uint64(order.Uint32(p.data[e+4:])), uint64(order.Uint32(p.data[e+8:])), uint64(order.Uint32(p.data[e+12:]))
		start := uint64(e) + pos
		if start+ks+vs > uint64(len(p.data)) {
			w.problem(path, "page %d: element %d runs past the page", p.id, i)
			continue
		}
		k, v := p.data[start:start+ks], p.data[start+ks:start+ks+vs]
		if fl&leafIsBucket != 0 {
			w.bucketValue(append(path[:len(path):len(path)], string(k)), v, depth)
			continue
		}
		if w.leaf != nil {
			w.leaf(path, k, v)
		}
	}
}

// verifyFile reads the whole file as bbolt would and lists what would make
// bbolt read outside it, loop, or hand out a page still in use.
func verifyFile(r io.ReaderAt, size int64) []string {
	pf, err := openPageFile(r, size)
	if err != nil {
		return []string{err.Error()}
	}
	w := newWalker(pf, pf.meta())
	free, err := pf.freelist(pf.meta())
	if err != nil {
		w.problems = append(w.problems, err.Error())
	}
	w.run()
	for _, id := range free {
		if w.seen[id] && len(w.problems) < maxProblems {
			w.problems = append(w.problems, fmt.Sprintf("page %d is both in use and on the freelist", id))
		}
	}
	return w.problems
}
