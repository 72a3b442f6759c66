package grounding

import (
	"strings"

	"github.com/gql-dev/gql/internal/english"
)

// A schema word the lexicon does not know is embedded split into two words
// it does ("Playlist" → "play list", splitCompound), so a question saying
// the word whole ("playlists") scored nowhere near it: the word's own
// trigrams are not the parts' units, and the label never linked. A
// question word that is such a schema word — its lemma or its spelling is
// the whole word — is embedded as the split text, as the name is.

// buildRunTogether maps each label named by one word that ElementText
// splits to the split text.
func (g *Grounder) buildRunTogether() {
	g.runTogether = map[string]string{}
	for _, e := range g.elems {
		// Only a label named by one word: a word inside a longer name
		// ("livestock" of livestock_sale, "understudy" of understudy_id)
		// already links through the name's other words, and read split it
		// linked elsewhere.
		if e.Kind != LabelKind || len(SplitName(e.Name)) != 1 {
			continue
		}
		for _, w := range SplitName(e.Name) {
			if _, ok := english.Abbreviation(w); ok {
				continue
			}
			parts := splitCompound(w)
			if len(parts) < 2 {
				continue
			}
			g.runTogether[strings.ToLower(w)] = strings.Join(parts, " ")
		}
	}
}

// runTogetherWord is the split text a question token stands for, or "".
func (g *Grounder) runTogetherWord(t Token) string {
	if t.Stop || t.Cue || t.Quoted || t.POS == NUM || t.POS == PUNCT {
		return ""
	}
	if w, ok := g.runTogether[t.Lower]; ok {
		return w
	}
	return g.runTogether[t.Lemma]
}
