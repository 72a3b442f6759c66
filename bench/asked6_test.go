package bench

import (
	"testing"
)

// asked6 holds more new questions, 15 on each of asked4's six graphs, each
// on its graph's example and servers.
var asked6 = blindSet{name: "asked6", load: LoadAsked6, sources: Asked6Sources, per: 15, idPrefix: "a6-", floor: asked6Floor,
	sets: []domainSet{deliverySet, logisticsSet, clinicSet, gridSet, registrySet, companySet}}

func TestAsked6Set(t *testing.T) { asked6.checkShape(t) }

// TestAsked6NotAskedBefore: asked6 asks about the same graphs as asked4 and
// the reworded tuning sets, so none of its questions may be one of theirs
// in the same words (the graphs' own sets are checked by checkShape).
func TestAsked6NotAskedBefore(t *testing.T) {
	asked6.checkNotAskedBefore(t, LoadAsked3, LoadAsked4, LoadAsked5, LoadReworded, LoadReworded2, LoadReworded3, LoadReworded4, LoadReworded5)
}

func TestAsked6GoldAnswers(t *testing.T) {
	t.Parallel()
	asked6.checkGold(t)
}

func TestAsked6AnswersOffline(t *testing.T) {
	t.Parallel()
	asked6.checkOffline(t)
}

// asked6Floor is the fewest strictly right answers any server may get
// offline: one under the first run's lowest (JanusGraph's 52 of 90, one
// item timed out on the freshly loaded server; the others and a warm rerun
// gave 53; docs/bench.md), to be raised as rules land, never lowered.
// Branch fix9 read two of its wrongs (55 on each server): 54.
// Raised when fix27–fix30 were merged (2026-11-27, out/s19a) to one under the 58 strict right of every server.
// Raised when fix31–fix37 were merged (2026-11-28, out/s20a) to one under the 61 strict right of every server.
// Raised when fix38–fix42 were merged (2026-11-28, out/s21a) to one under the 62 strict right of every server.
// Raised when fix43–fix44 were merged (2026-11-28, out/s21c) to one under the 63 strict right of every server.
const asked6Floor = 62
