package english

// AnyonePronoun after "is there" names no kind of thing to list: "is there
// anyone in sales who knows Go?" asks whether such a one exists.
var AnyonePronoun = words("anyone", "anybody", "someone", "somebody")

// RelativeWho opens the clause that says who the pronoun before it is
// ("anyone who knows Go"), no question of its own.
var RelativeWho = words("who", "that")
