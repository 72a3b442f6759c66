package bench

import (
	"strings"
	"testing"
)

// reworded5 asks questions of the blind sets asked3 and asked4 again in
// other words, 45 from each: 8 on each of ops, library, flights, delivery,
// logistics and clinic, 7 on each of the other six graphs.
var reworded5 = blindSet{name: "reworded5", load: LoadReworded5, sources: Reworded5Sources, floor: reworded5Floor,
	sets: append(append([]domainSet{}, asked3.sets...), asked4.sets...),
	counts: map[string]int{
		"ops": 8, "library": 8, "flights": 8, "campus": 7, "hotel": 7, "retail": 7,
		"delivery": 8, "logistics": 8, "clinic": 8, "grid": 7, "registry": 7, "company": 7,
	},
	origins: []func(string) (*Dataset, error){LoadAsked3, LoadAsked4}}

func TestReworded5Set(t *testing.T) {
	reworded5.checkShape(t)
	// Ids name the graph, and each original comes from the blind set that
	// asks about its graph: 45 from asked3, 45 from asked4.
	from := map[string]int{}
	for _, it := range reworded5.dataset(t).Items {
		if !strings.HasPrefix(it.ID, "rw5-"+it.Graph+"-") {
			t.Errorf("%s: id is not rw5-%s-<n>", it.ID, it.Graph)
		}
		_, in3 := Asked3Sources[it.Graph]
		switch {
		case in3 && strings.HasPrefix(it.Of, "a3-"+it.Graph+"-"):
			from["asked3"]++
		case !in3 && strings.HasPrefix(it.Of, "a4-"+it.Graph+"-"):
			from["asked4"]++
		default:
			t.Errorf("%s: original %s is not an asked3/asked4 item of %s", it.ID, it.Of, it.Graph)
		}
	}
	if from["asked3"] != 45 || from["asked4"] != 45 {
		t.Errorf("%d rewordings of asked3, %d of asked4; want 45 each", from["asked3"], from["asked4"])
	}
}

func TestReworded5GoldAnswers(t *testing.T) {
	t.Parallel()
	reworded5.checkGold(t)
}

func TestReworded5AnswersOffline(t *testing.T) {
	t.Parallel()
	reworded5.checkOffline(t)
}

// reworded5Floor is the fewest strictly right answers any server may get
// offline: one under the 58 of 90 each of the four servers gave at the
// first run (docs/bench.md), to be raised as rules land, never lowered;
// raised by fix8 to one under its 62 (docs/offline.md).
// Raised by branch turns (wording turns) to one under its 68 strict right on every server.
const reworded5Floor = 68
