package english

// Words of branch fix12 (bank's wrongs, docs/offline.md "bank's wrongs
// (fix12)").

// YearWord is a length of time said in calendar years ("a term longer
// than 5 years"). It is no unit of UnitWord: a year of days is 365 or 366,
// so it converts exactly only into months (12 to the year).
var YearWord = words("year", "years", "yr", "yrs")

// MonthsPerYear converts calendar years into months.
const MonthsPerYear = 12

// WithTheirOpen and TheirWord open the columns a listing asks for beside
// its things ("the transfers … with their amounts").
var (
	WithTheirOpen = words("with")
	TheirWord     = words("their", "its")
)
