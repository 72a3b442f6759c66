package english

// LeadPerson opens a question with no question word and stands for whom
// it asks about: "anyone on more than one project?", "people with 3 or
// more skills" ask what "who is on more than one project?" asks.
var LeadPerson = words("anyone", "anybody", "people")

// LeadPersonAsk is the question word LeadPerson is read as.
const LeadPersonAsk = "who"

// CountCue marks a count compared with a number near a LeadPerson
// opener: "more than one", "at least 3", "3 or more", "fewer than 2",
// "multiple".
var CountCue = words("more", "least", "fewer", "less", "multiple")
