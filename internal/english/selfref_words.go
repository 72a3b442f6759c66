package english

// Words that say how a role word of a self-junction (a table with two keys
// into one table: mentor_id and mentee_id, seller and buyer) stands to the
// one named thing of that table the question gives.
var (
	// RoleNounLead before a role word makes it a noun naming the thing
	// asked about ("the mentees' names", "their mentors"), not a verb
	// whose subject is the named thing.
	RoleNounLead = WordList{"the": true, "their": true, "its": true, "his": true, "her": true, "a": true, "an": true, "whose": true}
	// RoleNounOf after a role word makes it a noun of the thing after
	// it: "the mentors of X" are not X.
	RoleNounOf = WordList{"of": true}
	// BeForms make a participle passive ("X was mentored by Y").
	BeForms = WordList{"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "being": true}
)
