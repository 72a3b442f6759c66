package english

// TerseOf are the prepositions that join a property to the thing it
// belongs to in a question said as a bare noun phrase: "opening date of
// the Harbour Branch?", "kcal for the tantanmen".
var TerseOf = words("of", "for")

// TerseLead are the words a bare noun-phrase question may open with before
// the property it asks for: "the opening date of …".
var TerseLead = words("the")

// agentSynonyms are nouns that name the subject of a verb without its
// spelling, with the verbs they are the agent of: a boss is the one who
// manages or supervises, as a manager or supervisor is. The verbs are
// compared with a relationship's name like the agent noun's own stem
// ("manager" → MANAGES).
var agentSynonyms = map[string][]string{
	"boss":      {"manage", "supervise"},
	"bosses":    {"manage", "supervise"},
	"superior":  {"manage", "supervise"},
	"superiors": {"manage", "supervise"},
}

// AgentSynonymOf is the verbs a noun names the subject of though it is
// spelt otherwise ("boss" → manage, supervise); nil for any other word.
func AgentSynonymOf(w string) []string { return agentSynonyms[w] }

// SaidOfGap are the words that may stand between a property word and the
// noun of the thing it is said of: "incidents of each type", "type of
// boat", "the type of the vehicle".
var SaidOfGap = words("of", "each", "every", "the", "a", "an", "per", "by", "for")

// converseNouns are nouns that name the object of a verb whose converse
// they are the agent noun of: a manager is the one an employee reports
// to, a (direct) report or a subordinate the one a manager manages or
// supervises. Over a relationship named by the listed verb, "X's manager"
// is what X reports to, as "X's dependencies" are what X depends on; over
// one named by the converse verb the noun stays an agent noun.
var converseNouns = map[string][]string{
	"manager":      {"report"},
	"managers":     {"report"},
	"boss":         {"report"},
	"bosses":       {"report"},
	"supervisor":   {"report"},
	"supervisors":  {"report"},
	"report":       {"manage", "supervise"},
	"reports":      {"manage", "supervise"},
	"subordinate":  {"manage", "supervise"},
	"subordinates": {"manage", "supervise"},
}

// ConverseNounOf is the verbs a noun names the object of by being the
// agent of their converse ("manager" → report); nil for any other word.
func ConverseNounOf(w string) []string { return converseNouns[w] }

// ImmediateLead are the adjectives that may stand between a possessor and
// a noun of the one-step relation they narrow to the nearest step: "X's
// direct reports", "X's immediate manager".
var ImmediateLead = words("direct", "immediate")
