package english

// AggregateNoun are nouns that say a count after the counted noun, the
// way "number of" says it before: "the order count for every
// restaurant", "the incident tally by severity".
var AggregateNoun = WordList{"count": true, "tally": true}

// GroupBreak are verbs that ask for one row per group of what follows
// "by": "break down the incident count by severity", "split the orders
// by status".
var GroupBreak = WordList{"break": true, "broken": true, "breakdown": true, "split": true}

// NounCountLead are the words that may open a question before "N count":
// a question word or a request ("what is the order count", "give me the
// order count", "show the order count").
var NounCountLead = WordList{"what": true, "what's": true, "give": true, "me": true, "us": true, "show": true, "list": true, "down": true, "please": true}

// HeadcountNoun are aggregate nouns that say what they count: a
// headcount is a count of people ("the headcount of the Payments team",
// "headcount per department"), read as "how many people".
var HeadcountNoun = WordList{"headcount": true, "headcounts": true}
