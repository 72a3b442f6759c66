package batch

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// MergeError is a set of shard outputs that do not add up to one batch: a
// torn or foreign file, a file mixing shards, a shard given twice or missing,
// an input line recorded twice. Nothing is written when it is returned.
type MergeError struct {
	Path    string // the shard output concerned, when there is one
	Summary string
	Fix     string
}

func (e *MergeError) Error() string {
	s := e.Summary
	if e.Path != "" {
		s = e.Path + ": " + s
	}
	if e.Fix != "" {
		s += "; " + e.Fix
	}
	return s
}

// mergeEntry is where one record sits: 24 bytes a record, the only thing a
// merge keeps per item, so memory is a small fraction of the files' size.
type mergeEntry struct {
	line int64
	off  int64
	n    uint32
	file uint32
}

// Merge writes the records of the outputs of the shards 0 … shards−1 of one
// batch (each run with --shard K/shards) into a new file at outPath, in
// input-line order: the order an unsharded run with one worker writes. The
// records are copied byte for byte, so each keeps what its shard measured
// (latency, tokens); a question repeated in two shards was translated in
// both and neither record points at the other.
//
// It refuses, before writing anything, inputs that are not complete shard
// outputs of one split: a file with a torn last line (its shard is still
// running or crashed: rerun it, it resumes), a line that is not a batch
// record, a file whose records belong to different shards of shards (another
// N), two files holding the same shard or the same input line, and missing
// shards (a shard with no items leaves an empty file, which stands for one
// missing shard). The file appears whole or not at all: it is written aside
// and renamed. An existing outPath is refused rather than replaced.
func Merge(outPath string, inputs []string, shards int) (*Summary, error) {
	if shards < 1 {
		return nil, &MergeError{Summary: fmt.Sprintf("--shards %d: the number of shards must be at least 1", shards), Fix: "give the N of the --shard K/N the shards ran with"}
	}
	if len(inputs) == 0 {
		return nil, &MergeError{Summary: "no shard outputs to merge", Fix: "name every shard's --out file"}
	}
	if _, err := os.Stat(outPath); err == nil {
		return nil, &MergeError{Path: outPath, Summary: "the merged output exists already", Fix: "remove it or name another --out; merge never overwrites"}
	}
	files := make([]*os.File, len(inputs))
	defer func() {
		for _, f := range files {
			if f != nil {
				f.Close()
			}
		}
	}()
	acc := newAccount()
	var entries []mergeEntry
	owner := make(map[int]string, shards) // shard → the file holding it
	empty := 0
	for i, path := range inputs {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		files[i] = f
		shard, n, err := scanShardOutput(f, path, uint32(i), shards, acc, &entries)
		if err != nil {
			return nil, err
		}
		if n == 0 {
			empty++
			continue
		}
		if prev, ok := owner[shard]; ok {
			return nil, &MergeError{Path: path, Summary: fmt.Sprintf("holds shard %d/%d, as %s does", shard, shards, prev),
				Fix: "name each shard's output once"}
		}
		owner[shard] = path
	}
	var missing []string
	for k := 0; k < shards; k++ {
		if _, ok := owner[k]; !ok {
			missing = append(missing, fmt.Sprintf("%d/%d", k, shards))
		}
	}
	if len(missing) > empty {
		return nil, &MergeError{Summary: fmt.Sprintf("no output holds shard %s (%d empty files stand for shards without items)", strings.Join(missing, ", "), empty),
			Fix: "run the missing shards (gql batch --shard K/N) and name their --out files, or check --shards"}
	}
	var warnings []string
	if len(missing) > 0 {
		// Nothing in an empty file says which shard wrote it.
		warnings = append(warnings, fmt.Sprintf("no records for shard %s: %d empty outputs were taken as shards without items; if such a shard had items, it did not finish, and they are missing",
			strings.Join(missing, ", "), empty))
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].line < entries[j].line })
	for i := 1; i < len(entries); i++ {
		if a, b := entries[i-1], entries[i]; a.line == b.line {
			where := inputs[a.file]
			if b.file != a.file {
				where += " and " + inputs[b.file]
			}
			return nil, &MergeError{Summary: fmt.Sprintf("input line %d has two records (in %s)", a.line, where),
				Fix: "merge outputs of one split of one input only"}
		}
	}
	if err := writeMerged(outPath, files, entries); err != nil {
		return nil, err
	}
	acc.sum.Items = len(entries)
	acc.sum.Warnings = warnings
	acc.finish()
	return acc.sum, nil
}

// scanShardOutput reads one shard's output, adds its records to entries and
// acc, and says which shard of shards its lines belong to.
func scanShardOutput(f *os.File, path string, file uint32, shards int, acc *account, entries *[]mergeEntry) (shard, n int, err error) {
	br := bufio.NewReaderSize(f, 64<<10)
	var off int64
	first := 0
	for {
		line, err := br.ReadBytes('\n')
		if errors.Is(err, io.EOF) {
			if len(line) > 0 {
				return 0, 0, &MergeError{Path: path, Summary: fmt.Sprintf("the last record (at byte %d) is torn: its shard was interrupted", off),
					Fix: "rerun that shard with the same command; it resumes and repairs the file"}
			}
			return shard, n, nil
		}
		if err != nil {
			return 0, 0, err
		}
		var r Record
		if err := json.Unmarshal(line, &r); err != nil {
			return 0, 0, &MergeError{Path: path, Summary: fmt.Sprintf("the line at byte %d is not a batch record (%v)", off, err),
				Fix: "merge only files gql batch wrote"}
		}
		k := ShardOf(r.Line, shards)
		if n == 0 {
			shard, first = k, r.Line
		} else if k != shard {
			return 0, 0, &MergeError{Path: path, Summary: fmt.Sprintf("input line %d is in shard %d/%d but line %d is in shard %d/%d: the file is not one shard of %d",
				first, shard, shards, r.Line, k, shards, shards), Fix: "check --shards: it must be the N the shards ran with"}
		}
		*entries = append(*entries, mergeEntry{line: int64(r.Line), off: off, n: uint32(len(line)), file: file})
		if r.ReusedFrom != 0 {
			acc.sum.Duplicates++
		}
		acc.add(&r)
		n++
		off += int64(len(line))
	}
}

func writeMerged(outPath string, files []*os.File, entries []mergeEntry) (err error) {
	tmp, err := os.CreateTemp(filepath.Dir(outPath), "."+filepath.Base(outPath)+".merge-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	w := bufio.NewWriterSize(tmp, 256<<10)
	var buf []byte
	for _, e := range entries {
		if cap(buf) < int(e.n) {
			buf = make([]byte, e.n)
		}
		b := buf[:e.n]
		if _, err := files[e.file].ReadAt(b, e.off); err != nil {
			return err
		}
		if _, err := w.Write(b); err != nil {
			return err
		}
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), outPath)
}
