package english

import "strings"

var (
	// rankPassive are the past participles of the rank verbs a
	// relationship's name may say in the passive ("COORDINATED_BY",
	// "MANAGED_BY", "SUPERVISED_BY"): its source is the one ranked, below
	// its target.
	rankPassive = words("managed", "supervised", "led", "headed", "overseen", "coordinated")
	// rankAgentBy closes a passive name: the agent, the one above, is the
	// target.
	rankAgentBy = words("by")
)

// PassiveRank reads a relationship's name said in the passive: -1 (its
// source stands below its target) when its last word is "by" and a word
// before it is the participle of a rank verb; 0 otherwise.
func PassiveRank(nameWords []string) int {
	if len(nameWords) < 2 || !rankAgentBy.Is(strings.ToLower(nameWords[len(nameWords)-1])) {
		return 0
	}
	for _, w := range nameWords[:len(nameWords)-1] {
		if rankPassive.Is(strings.ToLower(w)) {
			return -1
		}
	}
	return 0
}

// RankBackPronoun after "under"/"above" points back to the one named
// person of the question ("how many people does Katrin Schulz have under
// her", "everyone in Ana Silva's chain of command below her").
var RankBackPronoun = words("her", "him", "them", "herself", "himself", "themselves")

// RankTop before the asked-for noun of "the top-level guild above X" asks
// for the end of the walk upwards (no one above it); RankBottom for the
// end downwards ("the bottom-level categories under X").
var (
	RankTop    = words("top-level", "topmost", "uppermost", "highest-level")
	RankBottom = words("bottom-level", "lowest-level", "bottommost")
)
