package bench

import (
	"testing"
)

// asked7 holds more new questions, 15 on each of asked3's six graphs, each
// on its graph's example and servers.
var asked7 = blindSet{name: "asked7", load: LoadAsked7, sources: Asked7Sources, per: 15, idPrefix: "a7-", floor: asked7Floor,
	sets: []domainSet{opsSet, librarySet, flightsSet, campusSet, hotelSet, retailSet}}

func TestAsked7Set(t *testing.T) { asked7.checkShape(t) }

// TestAsked7NotAskedBefore: asked7 asks about the same graphs as asked3,
// asked5 and the reworded tuning sets, so none of its questions may be one
// of theirs in the same words (the graphs' own sets are checked by
// checkShape).
func TestAsked7NotAskedBefore(t *testing.T) {
	asked7.checkNotAskedBefore(t, LoadAsked3, LoadAsked4, LoadAsked5, LoadAsked6, LoadReworded, LoadReworded2, LoadReworded3, LoadReworded4, LoadReworded5, LoadReworded6)
}

func TestAsked7GoldAnswers(t *testing.T) {
	t.Parallel()
	asked7.checkGold(t)
}

func TestAsked7AnswersOffline(t *testing.T) {
	t.Parallel()
	asked7.checkOffline(t)
}

// asked7Floor is the fewest strictly right answers any server may get
// offline: one under the first run's strict right (37 of 90 on each of the
// four servers, compiler of main 1d3377d; docs/bench.md), to be raised as
// rules land, never lowered. fix13 raised it to one under its 39.
// Raised when fix31–fix37 were merged (2026-11-28, out/s20a) to one under the 43 strict right of every server.
const asked7Floor = 42
