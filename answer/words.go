package answer

import (
	"strings"

	"github.com/gql-dev/gql/internal/english"
)

// The frames' words live in internal/english (english.Frame): the
// question is read by the same English layer as the compiler's.
var (
	wh          = english.Frame.Wh
	whoWords    = english.Frame.Who
	whomWord    = english.Frame.Whom
	whichWords  = english.Frame.Which
	whatWord    = english.Frame.What
	howWord     = english.Frame.How
	manyWord    = english.Frame.Many
	whenWord    = english.Frame.When
	sinceWord   = english.Frame.Since
	notWord     = english.Frame.Not
	everWord    = english.Frame.Ever
	thereWord   = english.Frame.There
	theWord     = english.Frame.The
	andWords    = english.Frame.AndOr
	groupWords  = english.Frame.Group
	mostWords   = english.Frame.Most
	dateNouns   = english.Frame.DateNoun
	imperatives = english.Frame.Imperative
	fillers     = english.Frame.Filler
	countedBy   = english.Frame.CountedBy
	auxiliaries = english.Frame.Auxiliary
	copulas     = english.Frame.Copula
	doAux       = english.Frame.DoAux
	haveAux     = english.Frame.HaveAux
	preps       = english.Frame.Preposition
	pronouns    = english.Frame.SubjectPronoun
	determiners = english.Frame.Determiner
)

// has reports whether s holds w in any case.
func has(s english.WordList, w string) bool { return s.Is(strings.ToLower(w)) }

// is reports whether the question's word i is in s.
func (q question) is(i int, s english.WordList) bool {
	if i < 0 || i >= len(q.words) {
		return false
	}
	return has(s, q.words[i])
}
