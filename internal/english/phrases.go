package english

// Phrases the compiler finds in a question as a run of words (each word
// as written or as its lemma).

// NumberOfPhrase is "number of" alone (the NumberOf cue also reads "count
// of"): where a plan ranks by a count it names ("ranked by number of
// reviews").
var NumberOfPhrase = []string{"number", "of"}

// AscendingWord is "ascending" as written: an order word after "by X"
// that, unlike the Ascending cue's other words ("increasing"), never
// starts a new phrase.
var AscendingWord = WordList{"ascending": true}

// FullStop ends the sentence right after an order ("sorted by name.").
var FullStop = WordList{".": true}
