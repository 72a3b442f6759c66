package english

// Words the fix10 rules read (reworded6's wrongs and wording turns,
// docs/offline.md "reworded6's wrongs and wording turns (fix10)").

// MoreThanOne are the determiners that say "more than one" of the noun
// after them: "collaborators on multiple packages" is "on more than one
// package".
var MoreThanOne = words("multiple")

// VagueMany are the determiners that count the noun after them without a
// number ("several packages", "numerous outages"): more than one, but how
// many more the compiler cannot say, so it may not drop them.
var VagueMany = words("several", "numerous", "multiple")

// TenureSuperlative are the superlatives that rank by how long a thing has
// stood in a relation ("the longest-serving maintainer of X").
var TenureSuperlative = words("longest-serving", "longest-standing", "longest-running", "longest-tenured")

// BackParticle makes a verb say a thing came back ("sent back", "brought
// back", "handed back"): a meaning its verb alone does not have.
var BackParticle = words("back")
