package llm

import (
	"regexp"
	"strings"
)

// chatTokens are control tokens that leak from some servers' chat templates.
var chatTokens = regexp.MustCompile(`<\|[a-zA-Z0-9_]+\|>|</?s>|\[/?INST\]|<end_of_turn>|<start_of_turn>(model|user)?`)

var fence = regexp.MustCompile("(?s)```[ \\t]*([A-Za-z0-9_+-]*)[^\\n]*\\n(.*?)(```|$)")

// queryStart recognises the first line of a query in prose-wrapped answers.
var queryStart = regexp.MustCompile(`(?i)^\s*(MATCH|OPTIONAL\s+MATCH|WITH|UNWIND|CALL|RETURN|PREFIX|BASE|SELECT|ASK|CONSTRUCT|DESCRIBE|g\.|g\s*\.)`)

// Candidates pulls every plausible query out of a model's answer, best first:
// fenced blocks (those tagged with the wanted language before others), then
// unfenced query-looking runs of lines. Chat control tokens, "Query:" labels
// and trailing prose are removed.
func Candidates(answer, language string) []string {
	answer = chatTokens.ReplaceAllString(answer, "")
	var tagged, other []string
	for _, m := range fence.FindAllStringSubmatch(answer, -1) {
		body := strings.TrimSpace(m[2])
		if body == "" {
			continue
		}
		tag := strings.ToLower(m[1])
		if tag != "" && (tag == language || strings.HasPrefix(tag, language) ||
			(language == "sparql" && tag == "sql") || (language == "gremlin" && (tag == "groovy" || tag == "java"))) {
			tagged = append(tagged, body)
		} else {
			other = append(other, body)
		}
	}
	out := append(tagged, other...)
	if len(out) > 0 {
		return dedupe(out)
	}
	// No fences: collect runs of lines starting at a query keyword and ending
	// at a blank line or a line of prose.
	lines := strings.Split(answer, "\n")
	for i := 0; i < len(lines); i++ {
		l := stripLabel(lines[i])
		if !queryStart.MatchString(l) {
			continue
		}
		run := []string{l}
		for j := i + 1; j < len(lines); j++ {
			if strings.TrimSpace(lines[j]) == "" || looksLikeProse(lines[j]) {
				break
			}
			run = append(run, lines[j])
			i = j
		}
		out = append(out, strings.TrimSpace(strings.Join(run, "\n")))
	}
	if len(out) == 0 {
		if s := strings.TrimSpace(stripLabel(answer)); s != "" {
			out = append(out, s)
		}
	}
	return dedupe(out)
}

// Extract returns the first candidate that accept approves (for example, that
// our parser accepts), else the first candidate, else "".
func Extract(answer, language string, accept func(string) bool) string {
	cs := Candidates(answer, language)
	for _, c := range cs {
		if accept == nil || accept(c) {
			return c
		}
	}
	if len(cs) > 0 {
		return cs[0]
	}
	return ""
}

var label = regexp.MustCompile(`(?i)^\s*(cypher|gremlin|sparql)?\s*(query|answer)\s*:\s*`)

func stripLabel(s string) string { return label.ReplaceAllString(s, "") }

// looksLikeProse is true for sentences: several words, ending in a full stop,
// and no query punctuation.
func looksLikeProse(l string) bool {
	t := strings.TrimSpace(l)
	if strings.ContainsAny(t, "(){}[]") {
		return false
	}
	return len(strings.Fields(t)) >= 4 && (strings.HasSuffix(t, ".") || strings.HasSuffix(t, ":"))
}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		x = strings.TrimSuffix(strings.TrimSpace(x), ";")
		x = strings.TrimSpace(x)
		if x != "" && !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}
