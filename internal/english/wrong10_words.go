package english

// Wrong10Outnumber are the verbs that compare two counts ("cancellations
// outnumber completed bookings", "returns that outweigh orders"): the
// sentence is true of a thing only by how many of each it has.
var Wrong10Outnumber = words("outnumber", "outnumbers", "outnumbered", "outnumbering",
	"outweigh", "outweighs", "outweighed", "outweighing")
