package english

// PluralSubject is the pronoun that, after "and how many Ys", makes the
// count one per thing listed ("the teachers and how many courses do they
// teach"): each of them is its subject.
var PluralSubject = WordList{"they": true}
