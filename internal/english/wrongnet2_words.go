package english

// Wrongnet2Perfect are the auxiliaries of the perfect: after "who" they
// leave the subject of the participle after them asked for ("Who has
// placed an order?" asks for the one who placed it), unlike "Who has the
// most orders?", where "has" is the verb and the participle test fails.
var Wrongnet2Perfect = words("has", "have", "had", "'s", "'ve")

// Wrongnet2Article are the articles that open a noun phrase: a literal the
// plan compares with that begins with one, lower case, was cut from the
// question's own words ("starts with the letter M" → 'the letter'), not
// from a name a person would type.
var Wrongnet2Article = words("the", "a", "an")

// Wrongnet2IDSuffix are the endings that, after a label's own noun, name
// the property its owners identify each thing by (test_id of LabTest).
var Wrongnet2IDSuffix = []string{"_id", "_code", "_no", "_number"}

// Wrongnet2NotPerfect are the participles after "who has" that make no
// perfect of an action: "who has been…" is a copula, "who has got…" a
// possession.
var Wrongnet2NotPerfect = words("been", "got", "gotten")

// Wrongnet2NameKey are the keys by which a label shows its things that
// are names a person gives, which several things may share; a code or a
// number chosen as key already tells them apart.
var Wrongnet2NameKey = words("name", "title")
