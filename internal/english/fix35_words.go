package english

// AllLevels says a walk down or up a hierarchy goes on to every depth
// ("everyone under X, all levels", "how many people, at any level"): two
// words, joined by one space. They name no property called level.
var AllLevels = words("all levels", "any level", "every level")
