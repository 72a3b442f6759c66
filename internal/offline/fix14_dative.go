package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// Kind of question read here (fix14): a count asked by a request verb with
// the asker as its object — "give me the number of hotels for each brand",
// "tell us the total number of books". "show me …" was read right because
// the tagger sees "show" as a verb and dativePronoun sets "me" aside; it
// tags "give", "tell" and "get" at the question's start as no verb, so "me"
// stayed between the opener and "the number of", the count was not read
// from the opening, and a later reading grouped by the counted things and
// counted the groups (every hotel with its brands counted: a silent wrong
// on every schema). Dropping "me" at the start instead moved every later
// reading of such questions (a check answer went wrong, session of turns);
// here the pronoun is only let stand among the words that may lead to the
// count, so the group after "for each" is read as "show me" reads it and
// nothing else of the question moves.

func init() {
	checks = append(checks,
		Check{ID: "request-dative-count", Warning: true, Summary: "\"give me the number of …\" is read as a count, as \"show me …\" is",
			Doc: "A request verb opening the question (english.OpeningRequest: give, get, tell, find, bring), the asker as its object (english.DativePronoun: me, us) and only count leads (\"the\", \"total\") before \"number of\"/\"count of\" ask for the count as \"show me the number of …\" does; the pronoun says for whom and is no condition. Before, the count was read from elsewhere and the group turned round (the brands of each hotel counted for \"the number of hotels for each brand\")."})
}

// requestDativeLead: the words before the count phrase at i are a request
// verb opening the question, the asker as its object, then count leads
// only ("give me the number of …", "tell us the total number of …").
func (o *readCtx) requestDativeLead(i int) bool {
	f := o.firstWord()
	if f+2 > i || !english.OpeningRequest.Is(o.word(f)) || !english.DativePronoun.Is(o.word(f+1)) {
		return false
	}
	for k := f + 2; k < i; k++ {
		if !english.CountLead.Is(o.word(k)) {
			return false
		}
	}
	return true
}

// requestDativeWarned says the reading when the count was read through
// requestDativeLead.
func (o *offline) requestDativeWarned(sh shape, warns *sink) {
	if !sh.count || o.find(english.HowMany) >= 0 {
		return
	}
	if i := o.find(english.NumberOf); i >= 0 && o.requestDativeLead(i) {
		f := o.firstWord()
		warns.add(o.diagnostic("request-dative-count", o.tokSpan(f+1),
			fmt.Sprintf("%q after %q says for whom: %q is read as the count asked for", o.toks[f+1].Text, o.toks[f].Text, o.toks[i].Text+" "+o.toks[i+1].Text)))
	}
}
