package english

// StoredCountVerb: after "how many <things> does X …", a verb of having
// asks for the number X stores of those things ("How many rooms does the
// hotel have?" over rooms_total), where a verb of doing ("were booked at")
// asks for a count of related rows.
var StoredCountVerb = words("have", "has", "had", "contain", "contains", "hold", "holds", "offer", "offers")

// CapacityVerb: "How many people fit in room X?", "How many guests can the
// suite sleep?" ask for how many the thing can take, a number it stores,
// not a count of what is related to it now.
var CapacityVerb = words("fit", "fits", "hold", "holds", "seat", "seats", "accommodate", "accommodates", "sleep", "sleeps")

// CapacityInName are the words a property's name says a capacity by
// (capacity, capacity_persons, seats, seating, max_occupancy, berths).
var CapacityInName = words("capacity", "seats", "seating", "occupancy", "berths")
