package bench

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/lang"
)

// fuzzyCode names a fuzzy value link by the kind of its evidence in the
// doubts table, beside the warning codes: a value read from a close
// spelling is an assumption too, and whether it predicts a wrong answer
// is measured the same way.
const fuzzyCode = "fuzzy-link:"

// doubtCodes are the check codes of a translation's warnings (the offline
// plan's doubts and the critic's suspicions that came with the answer, or
// that a refusal by doubt carried), each once, in order.
func doubtCodes(ds []diag.Diagnostic) []string {
	var out []string
	seen := map[string]bool{}
	for _, d := range ds {
		if d.Severity != diag.Warning || d.Check == "" || seen[d.Check] {
			continue
		}
		seen[d.Check] = true
		out = append(out, d.Check)
	}
	return out
}

// evidenceKinds are the kinds of evidence behind the fuzzy links a
// translation was read with (runners-up left out: they were not read).
func evidenceKinds(fs []FuzzyLink) []string {
	var out []string
	seen := map[string]bool{}
	for _, f := range fs {
		if f.RunnerUp {
			continue
		}
		for _, e := range f.Evidence {
			if k := string(e.Kind); !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	sort.Strings(out)
	return out
}

// DoubtStats counts the answers that carried one warning code (or one
// kind of fuzzy-link evidence, "fuzzy-link:KIND"): right, wrong, refused,
// per ablation, target and split. An answer is one item in one target,
// scored on the first backend of that language that could score it, so a
// language with two servers is not counted twice. Check-split rows are
// totals only: they name no item.
type DoubtStats struct {
	Ablation Ablation  `json:"ablation"`
	Target   lang.Lang `json:"target"`
	Split    string    `json:"split,omitempty"`
	Code     string    `json:"code"`
	Right    int       `json:"right"`
	Wrong    int       `json:"wrong"`
	Refused  int       `json:"refused"`
}

// firstAnswer is the answer outcome of the first backend that scored it.
func firstAnswer(r ItemResult) string {
	for _, o := range r.EX {
		if o.Answer != "" {
			return o.Answer
		}
	}
	return ""
}

// Doubts counts answers per warning code and fuzzy-link evidence kind; an
// item with no warning is counted under "(none)", so each row can be read
// against answers that carried no doubt.
func Doubts(items []ItemResult) []DoubtStats {
	type key struct {
		a     Ablation
		t     lang.Lang
		split string
		code  string
	}
	idx := map[key]int{}
	var out []DoubtStats
	for _, r := range items {
		ans := firstAnswer(r)
		if ans == "" {
			continue
		}
		codes := append([]string(nil), r.Doubts...)
		for _, k := range r.Evidence {
			codes = append(codes, fuzzyCode+k)
		}
		if len(codes) == 0 {
			codes = []string{"(none)"}
		}
		for _, c := range codes {
			k := key{r.Ablation, r.Target, r.Split, c}
			i, ok := idx[k]
			if !ok {
				i = len(out)
				idx[k] = i
				out = append(out, DoubtStats{Ablation: r.Ablation, Target: r.Target, Split: r.Split, Code: c})
			}
			switch ans {
			case Right:
				out[i].Right++
			case Wrong:
				out[i].Wrong++
			case Refused:
				out[i].Refused++
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Ablation != b.Ablation {
			return a.Ablation < b.Ablation
		}
		if a.Target != b.Target {
			return a.Target < b.Target
		}
		if a.Split != b.Split {
			return a.Split > b.Split // tuning before check
		}
		return a.Code < b.Code
	})
	return out
}

// doubtsMarkdown is the "answers by warning" table.
func (r *Report) doubtsMarkdown(b *strings.Builder) {
	if len(r.DoubtRows) == 0 {
		return
	}
	b.WriteString("\nAnswers by warning (per warning code, and per kind of evidence of a fuzzy value link read; one answer per item and target, scored on the first backend of the language; \"(none)\": answers with no warning; the check split in totals only):\n\n| ablation | target | split | warning | right | wrong | refused | wrong / (right + wrong) |\n|---|---|---|---|---|---|---|---|\n")
	for _, d := range r.DoubtRows {
		split := d.Split
		if split == "" {
			split = "all"
		}
		fmt.Fprintf(b, "| %s | %s | %s | %s | %d | %d | %d | %s |\n", d.Ablation, d.Target, split, d.Code, d.Right, d.Wrong, d.Refused, wrongShare(d))
	}
}

func wrongShare(d DoubtStats) string {
	if d.Right+d.Wrong == 0 {
		return "–"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(d.Wrong)/float64(d.Right+d.Wrong))
}
