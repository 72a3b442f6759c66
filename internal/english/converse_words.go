package english

// converses pairs a verb and the particle after it with the verbs naming
// the same relationship seen from its other end: "X reports to Y" is "Y
// manages X". A relationship named by one of the converses is read
// reversed when the question uses the verb.
var converses = map[string]struct {
	particle string
	of       []string
}{
	"report":  {"to", []string{"manage", "supervise", "lead"}},
	"answer":  {"to", []string{"manage", "supervise"}},
	"belong":  {"to", []string{"own", "contain", "include"}},
	"work":    {"for", []string{"employ"}},
	"descend": {"from", []string{"parent"}},
}

// ConverseOf is the verbs naming, from the other end, the relationship the
// verb lemma with the particle after it names; nil when it has none.
func ConverseOf(lemma, next string) []string {
	c, ok := converses[lemma]
	if !ok || c.particle != next {
		return nil
	}
	return c.of
}
