package twig

import (
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"strings"
)

// HitStats accumulates twig hit rate: over all questions, the share of
// retrieved twigs whose footprint is contained in a reference query
// (micro-average), plus the per-question mean (macro-average).
type HitStats struct {
	Questions int
	Retrieved int
	Hits      int
	// Structural counts retrieved twigs with at least one edge or shape
	// (not a bare label or property lookup), to show hits are not only
	// trivial twigs.
	Structural, StructuralHits int
	macroSum                   float64
	// Misses keeps a few examples of twigs that were not in the gold query.
	Misses []string
}

// Add records one question's retrieved twigs against its reference
// footprints: a twig is a hit when any reference contains it.
func (h *HitStats) Add(twigs []*Footprint, refs []*Footprint, label string) {
	if len(twigs) == 0 {
		h.Questions++
		return
	}
	hits := 0
	for _, t := range twigs {
		structural := len(t.Edges) > 0 || len(t.Shapes) > 0
		if structural {
			h.Structural++
		}
		ok := false
		for _, r := range refs {
			if Contains(r, t) {
				ok = true
				break
			}
		}
		if ok {
			hits++
			if structural {
				h.StructuralHits++
			}
		} else if len(h.Misses) < 40 {
			h.Misses = append(h.Misses, label+": "+t.String())
		}
	}
	h.Questions++
	h.Retrieved += len(twigs)
	h.Hits += hits
	h.macroSum += float64(hits) / float64(len(twigs))
}

// Rate is the micro-averaged hit rate in percent.
func (h *HitStats) Rate() float64 {
	if h.Retrieved == 0 {
		return 0
	}
	return 100 * float64(h.Hits) / float64(h.Retrieved)
}

// Macro is the mean per-question hit rate in percent.
func (h *HitStats) Macro() float64 {
	if h.Questions == 0 {
		return 0
	}
	return 100 * h.macroSum / float64(h.Questions)
}

func (h *HitStats) String() string {
	return fmt.Sprintf("%.2f%% (%d/%d twigs, %d questions, macro %.2f%%; structural twigs %d/%d hit)",
		h.Rate(), h.Hits, h.Retrieved, h.Questions, h.Macro(), h.StructuralHits, h.Structural)
}

// Text2CypherCase is a question of the text2cypher-movies corpus with the
// Cypher of both models.
type Text2CypherCase struct {
	Question string
	Type     string
	Refs     []string
}

// ReadText2Cypher reads questions.csv of the text2cypher-movies corpus and
// keeps the rows where both GPT-4-turbo's and Claude 3 Opus's Cypher ran
// without syntax error or timeout, returned results, and do not use the
// Movie.votes property our graph lacks. Both queries become references.
func ReadText2Cypher(r io.Reader) ([]Text2CypherCase, error) { return readT2C(r, false) }

// ReadText2CypherSingle reads the other rows: exactly one model's query ran
// and returned rows, without the votes property or a property the schema
// lacks; that query is the reference. The ranking was never tuned on these
// rows, so they serve as a held-out check.
func ReadText2CypherSingle(r io.Reader) ([]Text2CypherCase, error) { return readT2C(r, true) }

func readT2C(r io.Reader, single bool) ([]Text2CypherCase, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	head, err := cr.Read()
	if err != nil {
		return nil, err
	}
	col := map[string]int{}
	for i, h := range head {
		col[h] = i
	}
	need := []string{"question", "type", "cypher_gpt4turbo", "gpt4turbo_syntax_error", "gpt4turbo_timeout",
		"gpt4turbo_returns_results", "cypher_claudeopus", "claudeopus_syntax_error", "claudeopus_timeout",
		"claudeopus_returns_results", "uses_votes_property"}
	for _, n := range need {
		if _, ok := col[n]; !ok {
			return nil, fmt.Errorf("questions.csv: no column %q", n)
		}
	}
	var out []Text2CypherCase
	line := 1
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		line++
		if err != nil {
			return nil, fmt.Errorf("questions.csv:%d: %w", line, err)
		}
		get := func(n string) string {
			if i := col[n]; i < len(rec) {
				return strings.TrimSpace(rec[i])
			}
			return ""
		}
		ran := func(m string) bool {
			return get(m+"_syntax_error") == "False" && get(m+"_timeout") == "False" && get(m+"_returns_results") == "True"
		}
		if get("uses_votes_property") == "True" {
			continue
		}
		g, c := ran("gpt4turbo"), ran("claudeopus")
		switch {
		case !single && g && c:
			out = append(out, Text2CypherCase{Question: get("question"), Type: get("type"),
				Refs: []string{get("cypher_gpt4turbo"), get("cypher_claudeopus")}})
		case single && g && !c && get("gpt4turbo_false_schema") == "":
			out = append(out, Text2CypherCase{Question: get("question"), Type: get("type"), Refs: []string{get("cypher_gpt4turbo")}})
		case single && c && !g && get("claudeopus_false_schema") == "":
			out = append(out, Text2CypherCase{Question: get("question"), Type: get("type"), Refs: []string{get("cypher_claudeopus")}})
		}
	}
	return out, nil
}

// ReadText2CypherFile opens and reads the corpus file.
func ReadText2CypherFile(path string) ([]Text2CypherCase, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadText2Cypher(f)
}
