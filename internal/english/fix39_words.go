package english

// EdgeValueFiller are the words a question asking for a value stored on
// the relationship between two named things may hold besides the two
// names, the property's words and the relationship's: the asking words,
// auxiliaries, determiners and the prepositions that place the two
// ("What is the distance from LIS-01 to MAD-01?", "Transit time from
// MAD-01 to BCN-01?"). A word outside them (a number, a negation, a
// superlative, a verb no relationship is named by) leaves the question
// to the phases.
var EdgeValueFiller = words("what", "how", "is", "are", "was", "were", "'s", "s", "be", "been",
	"does", "do", "did", "has", "have", "had", "it", "the", "a", "an",
	"from", "to", "at", "on", "in", "of", "for", "with", "by", "into")

// EdgeValueMeasure are the words after "how" that ask for an amount
// ("how many", "how much"): read only when the property asked is a number.
var EdgeValueMeasure = words("many", "much")

// EdgeValueWhen asks for a date ("when did …", "since when …", "since
// what date …"): read as the one date the relationship holds.
var EdgeValueWhen = words("when")

// EdgeValueSince opens "since when", "since what date".
var EdgeValueSince = words("since")

// EdgeValueDateNoun names the date asked for ("since what date").
var EdgeValueDateNoun = words("date")

// EdgeValueFrom and EdgeValueTo place two things of one label on a
// relationship from the label to itself: "from A to B".
var (
	EdgeValueFrom = words("from")
	EdgeValueTo   = words("to")
)

// EdgeValueMoneyVerb asks for an amount of money paid ("What did X pay for
// Y?", "How much has X billed us …?", "spend at"): lemmas, read as the one
// amount of money the relationship holds.
var EdgeValueMoneyVerb = words("pay", "spend", "cost", "bill", "charge")

// EdgeValueSum sums the values over the relationships read ("in total",
// "altogether", "combined"); EdgeValueMean averages them.
var (
	EdgeValueSum  = words("total", "altogether", "combined", "sum")
	EdgeValueMean = words("average", "avg", "mean")
)

// EdgeValueTimes follows "how many" asking for a stored number of times
// ("How many times has leo94 played Frozen Mirror?" over LISTENED.plays).
var EdgeValueTimes = words("times")

// EdgeValueCountNoun names what "how many … of" counts when the amount is
// stored on the relationship ("how many portions of Spaghetti Carbonara
// were on order ORD-88153?"); EdgeValueQuantity are the names of the
// property storing it.
var (
	EdgeValueCountNoun = words("portions", "units", "pieces", "servings", "items")
	EdgeValueQuantity  = words("quantity", "qty", "units", "count")
)

// EdgeValuePronoun may stand for the asker ("billed us").
var EdgeValuePronoun = words("us", "we", "me")

// EdgeValueOf follows a count noun ("portions of").
var EdgeValueOf = words("of")

// EdgeValueWho asks for the things at the relationship's other end
// ("Who owns the Harbor project?").
var EdgeValueWho = words("who", "whom")

// EdgeValueAgentSuffix turns a verb into the noun of the one doing it, as
// a stored role spells it ("own" → "owner", "collaborate" →
// "collaborator").
var EdgeValueAgentSuffix = []string{"er", "or", "r"}

// EdgeValueYesNo opens a yes/no question ("Does the R5 sail at night?"):
// no value is asked, and the reading leaves it.
var EdgeValueYesNo = words("is", "are", "was", "were", "does", "do", "did", "has", "have", "had", "can", "could", "will", "would")

// EdgeValueWhat opens a question asking for things ("what does Hiro Tanaka
// collaborate on?").
var EdgeValueWhat = words("what")
