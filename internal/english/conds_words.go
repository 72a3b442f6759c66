package english

// Words the conds rules read (either/or with named ends, absence of a
// property).

// OnRecord follows a property said to be missing ("no hire date on
// record", "no phone number on file"): where the value would be kept, not
// a condition of its own. Two words, joined by one space.
var OnRecord = WordList{"on record": true, "on file": true, "in records": true, "in the records": true}

// NoWord is the determiner that denies a thing outright ("has no hire
// date").
var NoWord = WordList{"no": true}
