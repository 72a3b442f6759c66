package english

// Times said relative to today ("last year", "this month", "in the past 30
// days", "two weeks ago", "yesterday"): a graph holds calendar dates, and
// the offline compiler does not know today's date, so such a phrase can
// only be applied by a clock the question does not give.
var (
	// RelativeDay names a day by today: "yesterday", "today", "tonight".
	RelativeDay = words("yesterday", "today", "tonight", "tomorrow")
	// RelativeLead opens a period counted from today: "last year", "this
	// month", "the past 30 days", "the previous quarter".
	RelativeLead = words("last", "this", "past", "previous", "current", "next", "coming", "recent")
	// CalendarPeriod is a period of the calendar a relative phrase counts.
	CalendarPeriod = words("year", "years", "month", "months", "week", "weeks", "day", "days", "quarter", "quarters",
		"decade", "decades", "hour", "hours", "weekend", "fortnight", "semester", "season")
	// Ago counts back from today: "two weeks ago".
	Ago = words("ago")
)

// LastInTime asks for the latest of things ("the last person to review
// X", "which book was borrowed last", "the last 5 orders"): an order by
// time the plan must apply.
var LastInTime = words("last", "latest")
