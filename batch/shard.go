package batch

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is the part of a question log one machine translates: shard Index
// of Count, Index counting from 0 so that Kubernetes' JOB_COMPLETION_INDEX
// (0 … completions−1) is usable as it is. The zero Shard is the whole log.
//
// An item belongs to shard mix(line) mod Count, where line is the item's
// input line number and mix is the splitmix64 finaliser. The line, not the
// question, is the key so that repeated questions spread like any others and
// every machine agrees on the split without seeing the others' items. The
// mix, not line mod Count, because logs have strides (a question every
// other line, a CSV record every three lines) that would leave plain modulo
// shards empty. Hashing rather than contiguous ranges, because a range split
// needs the item count before reading, which a pipe does not give, and a
// rerun must split the same way to resume. The function is fixed: changing it
// would make every existing shard output unresumable (TestShardOfIsPinned).
type Shard struct {
	Index, Count int
}

// ParseShard reads "K/N" (0 ≤ K < N). The error says what was wrong and
// what to write instead.
func ParseShard(s string) (Shard, error) {
	k, n, ok := strings.Cut(strings.TrimSpace(s), "/")
	if !ok {
		return Shard{}, fmt.Errorf("--shard %q: want K/N, e.g. 0/4 for the first of four shards", s)
	}
	ki, err1 := strconv.Atoi(strings.TrimSpace(k))
	ni, err2 := strconv.Atoi(strings.TrimSpace(n))
	if err1 != nil || err2 != nil {
		return Shard{}, fmt.Errorf("--shard %q: K and N must be whole numbers, as in 0/4", s)
	}
	if ni < 1 {
		return Shard{}, fmt.Errorf("--shard %q: N, the number of shards, must be at least 1", s)
	}
	if ki < 0 || ki >= ni {
		return Shard{}, fmt.Errorf("--shard %q: K counts from 0, so with N=%d it must be 0…%d (Kubernetes' JOB_COMPLETION_INDEX counts from 0 too)", s, ni, ni-1)
	}
	return Shard{Index: ki, Count: ni}, nil
}

// All reports whether the shard is the whole log.
func (s Shard) All() bool { return s.Count <= 1 }

// Has reports whether the item at an input line belongs to the shard.
func (s Shard) Has(line int) bool { return s.All() || ShardOf(line, s.Count) == s.Index }

func (s Shard) String() string {
	if s.All() {
		return "0/1"
	}
	return fmt.Sprintf("%d/%d", s.Index, s.Count)
}

// ShardOf is the shard (0 … n−1) of n that owns an input line.
func ShardOf(line, n int) int {
	if n <= 1 {
		return 0
	}
	return int(mix64(uint64(line)) % uint64(n))
}

// mix64 is splitmix64's output for the state x: every input bit moves about
// half the output bits, so nearby and strided lines scatter.
func mix64(x uint64) uint64 {
	z := x + 0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}
