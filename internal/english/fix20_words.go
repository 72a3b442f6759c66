package english

// Words of transit's first run (fix20): the smaller unit of a currency
// asked for ("in cents"), the word that asks for an amount in a unit
// ("in"), the word of a bare "in order", and the words a property's name
// uses for a thing's position in a sequence (stop_seq, position).

// MoneySubunit names the hundredth of a currency: a price asked "in
// cents" is not the stored amount in euros or dollars.
var MoneySubunit = words("cent", "cents", "pence", "penny", "centime", "centimes")

// UnitIn asks for an amount in a unit ("how much … in cents").
var UnitIn = words("in")

// OrderNoun is "order" of "in order".
var OrderNoun = words("order")

// SequenceWord is a word of a property's name that holds a position in a
// sequence: seq, sequence, position, ordinal.
var SequenceWord = words("seq", "sequence", "position", "ordinal", "pos")

// CalendarNoun before a number says the number is a date ("the year
// 1964"), whatever the name of the property that holds it.
var CalendarNoun = words("year", "years", "month", "decade", "century", "date")
