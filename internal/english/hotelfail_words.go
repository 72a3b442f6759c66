package english

import "strings"

// pluralOfIng lemmatises the plural of a noun in -ing ("bookings",
// "meetings", "buildings") as its singular is lemmatised: the singular
// loses its -ing to the verb ("booking" → book), and the plural, losing
// only its -s, kept the -ing ("booking"), so a label named Booking was
// linked by "the booking" and not by "how many bookings".
func pluralOfIng(w string) (string, bool) {
	if len(w) <= 5 || !strings.HasSuffix(w, "ings") {
		return "", false
	}
	return Lemma(w[:len(w)-1]), true
}

var (
	// ExistDo and ExistHave with a request subject between them and
	// ExistAny after open a question of whether such things exist at all
	// ("Do we have any 1-star hotels?", "Do you have any rooms under
	// €100?"): the speaker asks whether, not which. "Do you have a list
	// of …" and "Can we have …" stay requests.
	ExistDo   = words("do", "does")
	ExistHave = words("have", "has")
	ExistAny  = words("any")
)

// AdverbOf: w is the adverb of the adjective adj ("remotely" of remote,
// "anonymously" of anonymous): said of a verb, it describes the act as
// the adjective describes its noun.
func AdverbOf(w, adj string) bool {
	return len(adj) >= 4 && w == adj+"ly"
}

// Amounts of money and of area, which the unit table of lengths, times
// and sizes does not hold: a currency written as a sign or code before
// the number ("€150", "EUR 30") or as a word after it ("30 euros"), and
// an area in two words ("30 square metres") or one ("30 sqm"). Each
// currency is a dimension of its own (no rate converts one into another
// here); a property's name gives its unit by its last part (fee_eur,
// price_usd, size_sqm).
var (
	amountUnits = func() map[string]Unit {
		m := map[string]Unit{}
		add := func(dim string, f float64, name string, ws ...string) {
			for _, w := range ws {
				m[w] = Unit{Dim: dim, Factor: f, Name: name}
			}
		}
		add("euro", 1, "euros", "€", "eur", "euro", "euros")
		add("dollar", 1, "dollars", "$", "usd", "dollar", "dollars")
		add("pound sterling", 1, "pounds sterling", "£", "gbp")
		add("swiss franc", 1, "Swiss francs", "chf", "franc", "francs")
		add("area", 1, "square metres", "sqm", "m2", "m²")
		add("area", 0.09290304, "square feet", "sqft")
		add("area", 10000, "hectares", "ha", "hectare", "hectares")
		return m
	}()
	// squareOf: a length unit after "square" is an area in that unit
	// squared.
	squareOf = map[string]Unit{
		"metre": {Dim: "area", Factor: 1, Name: "square metres"}, "metres": {Dim: "area", Factor: 1, Name: "square metres"},
		"meter": {Dim: "area", Factor: 1, Name: "square metres"}, "meters": {Dim: "area", Factor: 1, Name: "square metres"},
		"foot": {Dim: "area", Factor: 0.09290304, Name: "square feet"}, "feet": {Dim: "area", Factor: 0.09290304, Name: "square feet"},
	}
	// Square opens an area written in two words.
	Square = words("square")
	// RateIntro stands between an amount and the period it is counted
	// per ("€150 a night", "$40 per hour").
	RateIntro = words("a", "an", "per", "each", "every")
	// ratePeriods are the periods an amount is counted per, with the words
	// a property's name gives them by (nightly_rate_eur, hourly_rate_usd).
	ratePeriods = map[string][]string{
		"night": {"night", "nightly"}, "day": {"day", "daily"}, "week": {"week", "weekly"},
		"month": {"month", "monthly"}, "year": {"year", "yearly", "annual", "annually"}, "hour": {"hour", "hourly"},
	}
)

// AmountUnit reads a currency's sign, code or word, or an area's one-word
// unit, as the question writes it.
func AmountUnit(w string) (Unit, bool) {
	u, ok := amountUnits[strings.ToLower(w)]
	return u, ok
}

// SquareUnit reads "square" and a length unit as an area.
func SquareUnit(w1, w2 string) (Unit, bool) {
	if !Square.Is(strings.ToLower(w1)) {
		return Unit{}, false
	}
	u, ok := squareOf[strings.ToLower(w2)]
	return u, ok
}

// PropertyAmountUnit reads the currency or area unit a property's name
// ends with (fee_eur, price_usd, size_sqm).
func PropertyAmountUnit(name string) (Unit, bool) {
	n := strings.ToLower(name)
	if i := strings.LastIndexAny(n, "#./:"); i >= 0 {
		n = n[i+1:]
	}
	i := strings.LastIndexAny(n, "_-")
	if i < 0 {
		return Unit{}, false
	}
	u, ok := amountUnits[n[i+1:]]
	if !ok || u.Name == "" || len(n[i+1:]) < 2 {
		return Unit{}, false
	}
	return u, true
}

// RatePeriod reads a period an amount is counted per ("night"), giving
// the words a property's name says it by; ok is false for other words.
func RatePeriod(w string) ([]string, bool) {
	p, ok := ratePeriods[strings.ToLower(w)]
	return p, ok
}

// CountInName are the words a property's name adds to a noun when it
// stores how many of them a thing has (rooms_total, seat_count,
// num_floors, number_of_beds).
var CountInName = words("total", "count", "number", "num", "qty")

// Pay: "the best paid receptionist", "the highest-paid staff", "who earns
// the most" rank people by what they are paid, held by a property named
// for it (salary_eur, annual_pay, wage).
var (
	payWords = []string{"salary", "salaries", "pay", "wage", "wages", "earnings", "income", "compensation", "payroll"}
	// "highest paid" and "lowest paid" are read by the superlative and
	// the link of "paid" to the pay property; "most paid" may count
	// payments, and a hyphenated superlative is read where it stands.
	paidHigh  = words("best", "better", "top")
	paidLow   = words("worst", "poorest")
	paidWords = words("paid")
	earnVerbs = words("earn", "earns", "earned", "earning", "make", "makes", "made")
)

// payAt reads, at index i of a sentence's words, "best paid", "worst
// paid" over two words, and "most" / "least" after an earning verb and
// "the" ("earns the most") over one: the pay measure, highest first after
// best/top/most.
func payAt(words []string, i int) (Measure, int, bool) {
	w := words[i]
	if i+1 < len(words) && paidWords.Is(words[i+1]) {
		if paidHigh.Is(w) {
			return Measure{Dim: "pay", More: true, Direct: payWords, Fallback: payFallback}, 2, true
		}
		if paidLow.Is(w) {
			return Measure{Dim: "pay", More: false, Direct: payWords, Fallback: payFallback}, 2, true
		}
	}
	if i >= 2 && words[i-1] == "the" && earnVerbs.Is(words[i-2]) && (w == "most" || w == "least") && (i+1 == len(words) || !isWordy(words[i+1])) {
		return Measure{Dim: "pay", More: w == "most", Direct: payWords}, 1, true
	}
	return Measure{}, 0, false
}

// isWordy: w holds a letter (not punctuation closing the sentence).
func isWordy(w string) bool {
	for _, r := range w {
		if r >= 'a' && r <= 'z' {
			return true
		}
	}
	return false
}

var (
	// CopulaDenied is a copula and its denial in one word ("aren't").
	CopulaDenied = words("isn't", "aren't", "wasn't", "weren't", "ain't", "isnt", "arent")
	// CopulaNot denies a copula after it ("are not", "is never").
	CopulaNot = words("not", "never")
)

var (
	// VerbDenied is an auxiliary and its denial in one word, or a denial
	// of the verb after it ("don't have", "never offered").
	VerbDenied = words("don't", "doesn't", "didn't", "dont", "doesnt", "didnt", "never", "haven't", "hasn't", "hadn't")
	// DoAuxNot are the auxiliaries "not" denies the verb after ("do not
	// have", "does not offer").
	DoAuxNot = words("do", "does", "did", "have", "has", "had")
)

var (
	// GroupBy groups an aggregate by what follows it at the end of a
	// question ("average salary by role"), as "per" does.
	GroupBy = words("by")
	// PerWord is the grouping word "by" is read as.
	PerWord = "per"
)

var (
	// MoneyNoun names the amount of money a thing is worth or brings in
	// ("booking value", "revenue from bookings"), held by the one property
	// whose name gives a currency.
	MoneyNoun = words("value", "revenue", "revenues", "turnover", "takings", "spend", "spending")
	// PayNoun names what people are paid, summed or averaged ("the total
	// payroll"), held by the property named for pay.
	PayNoun = words("payroll", "wages", "salaries", "pay", "earnings")
)

// PayMeasure is the measure of what people are paid, for reading the
// property named for it.
func PayMeasure() Measure { return Measure{Dim: "pay", More: true, Direct: payWords} }

var (
	// AmountFrom after a noun for money says whose amount it is ("revenue
	// from completed bookings"), as "of" does.
	AmountFrom = words("from")
	// OfWord is the word AmountFrom is read as.
	OfWord = "of"
)

// DayOn puts a thing on one day ("checked in on 31 December 2023").
var DayOn = words("on", "in", "during")

// DayOfMonth reads a day of the month as written ("31", "31st", "2nd"):
// 1 to 31; ok is false for any other word.
func DayOfMonth(w string) (int, bool) {
	w = strings.TrimRight(strings.ToLower(w), ".")
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		if strings.HasSuffix(w, suf) && len(w) > len(suf) {
			w = strings.TrimSuffix(w, suf)
			break
		}
	}
	if w == "" || len(w) > 2 {
		return 0, false
	}
	n := 0
	for _, r := range w {
		if r < '0' || r > '9' {
			return 0, false
		}
		n = n*10 + int(r-'0')
	}
	return n, n >= 1 && n <= 31
}

var (
	// SinceWhen opens a question for the moment something began ("Since
	// when has X worked at Y?").
	SinceWhen = [2]string{"since", "when"}
	// startWords name a relationship's or thing's start date (since,
	// start_date, started, from).
	startWords = words("since", "start", "started", "starting", "from", "begin", "began", "begun", "joined", "hired")
)

// StartNamed: a word of a property's name says it holds when something
// began.
func StartNamed(nameWords []string) bool {
	for _, w := range nameWords {
		if startWords.Is(strings.ToLower(w)) {
			return true
		}
	}
	return false
}

var (
	// PriceCopula after "how much" asks what something costs ("How much
	// is the spa at X?").
	PriceCopula = words("is", "are", "was", "were")
	// WhatWord is the question word "how much" is read as when it asks
	// for a price.
	WhatWord = "what"
)

// PriceNamed: a word of a property's name says it holds a price (price,
// cost, fee, fare, charge, rate).
func PriceNamed(nameWords []string) bool {
	for _, w := range nameWords {
		w = strings.ToLower(w)
		for _, p := range priceWords {
			if w == p {
				return true
			}
		}
		if w == "rate" {
			return true
		}
	}
	return false
}

// DateComma stands between a day and its year ("December 31, 2023").
var DateComma = words(",")

// OrArticle may stand after the "or" joining two values of one property
// ("a spa or a sauna"): it joins them as "or" alone does.
var OrArticle = words("a", "an", "the")

var (
	// RankBelow and RankAbove place someone in a hierarchy relative to a
	// named one ("who's under X", "who is above X").
	RankBelow = words("under", "below", "beneath", "underneath")
	RankAbove = words("above", "over")
	// supervisesDown are words of a relationship's name saying its source
	// stands above its target (MANAGES, SUPERVISES, PARENT_OF);
	// reportsUp that its source stands below (REPORTS_TO, CHILD_OF).
	supervisesDown = words("manages", "manage", "supervises", "supervise", "leads", "lead", "heads", "head", "oversees", "oversee", "parent", "boss")
	reportsUp      = words("reports", "report", "subordinate", "child", "underling")
)

// HierarchyDirection reads a relationship's name words: +1 when its source
// is above its target, -1 when below, 0 when the name says neither.
func HierarchyDirection(nameWords []string) int {
	if d := PassiveRank(nameWords); d != 0 {
		return d // COORDINATED_BY: the coordinator, the target, is above (fix40)
	}
	for _, w := range nameWords {
		w = strings.ToLower(w)
		if supervisesDown.Is(w) {
			return 1
		}
		if reportsUp.Is(w) {
			return -1
		}
	}
	return 0
}

// personProps are words of property names only people have (an email, a
// birth year, a salary, a hire date, a first name), telling a label of
// people from one of things that also have names.
var personProps = words("email", "born", "birth", "birthday", "birthdate", "salary", "wage", "hired", "age", "gender", "phone", "first", "last", "surname", "nationality")

// PersonProperty: a word of a property's name is one only people have.
func PersonProperty(nameWords []string) bool {
	for _, w := range nameWords {
		if personProps.Is(strings.ToLower(w)) {
			return true
		}
	}
	return false
}
