package english

// Words the fixrw rules read: closed classes of English a rewording moves
// a meaning into (a possessive said with "have", a filler around the
// question).

// HaveForm are the forms of "have" that say possession: "X has Y" is
// "X's Y".
var HaveForm = WordList{"have": true, "has": true, "had": true, "having": true}

// HaveObjectLead may stand between a form of "have" and the noun it owns:
// the determiners and question determiners of English ("has which
// dependencies", "have any prerequisites", "has its own …").
var HaveObjectLead = WordList{"which": true, "what": true, "whichever": true, "whatever": true,
	"the": true, "a": true, "an": true, "any": true, "some": true, "many": true, "several": true,
	"its": true, "their": true, "his": true, "her": true, "our": true, "your": true, "own": true,
	"all": true, "each": true, "every": true, "these": true, "those": true, "this": true, "that": true}

// AgentVerbAux are the auxiliaries that may stand between "who" and the
// verb it asks the subject of ("who has owned", "who does own", "who will
// maintain"): the forms of "have", "do" and the modals.
var AgentVerbAux = WordList{"has": true, "have": true, "had": true, "does": true, "do": true, "did": true,
	"will": true, "would": true, "can": true, "could": true, "may": true, "might": true, "shall": true, "should": true, "must": true}

// NumberScale are the words that multiply the number before them: "1.5
// million", "two hundred", "3 thousand". Read as a unit or a noun they
// leave the number a thousandth or a millionth of what was said.
var NumberScale = map[string]float64{"hundred": 1e2, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12,
	"hundreds": 1e2, "thousands": 1e3, "millions": 1e6, "billions": 1e9}
