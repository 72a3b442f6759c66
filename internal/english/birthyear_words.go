package english

// BirthYearName reports whether a property whose name has the words
// nameWords holds when something was born ("birth_year", "born",
// "birthdate"): a year said of an event ("wrote a review in 2023") is no
// value of it.
func BirthYearName(nameWords []string) bool {
	for _, n := range nameWords {
		if BirthWord.Is(Lemma(n)) {
			return true
		}
	}
	return false
}

// BirthWord: the words that say a question is about when something was
// born, or its age, so a year of birth may take the year it gives.
var BirthWord = words("born", "birth", "birthyear", "birthdate", "birthday", "dob", "age", "aged", "old", "older", "oldest", "young", "younger", "youngest")

// AgeWord names an age ("age", "aged"): a number of years, not the year
// of birth some graphs store instead.
var AgeWord = words("age", "aged")

// BirthOnlyWord names birth itself: a question that says it means the
// year of birth, not an age.
var BirthOnlyWord = words("born", "birth", "birthyear", "birthdate", "birthday", "dob")
