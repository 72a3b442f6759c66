package english

// FlagOpposite maps the first word of a yes/no property's name to the
// words that say its opposite: "in_stock" is denied by "out of stock",
// "on_sale" by "off sale". The rest of the name follows either.
var FlagOpposite = map[string][]string{
	"in": {"out", "of"},
	"on": {"off"},
}

// AmountWord in a relationship property's name says the property holds a
// count of the things the relationship joins ("units" of a product stocked
// at a warehouse, the "quantity" of it on an order line), so "how many X
// are at Y" reads it rather than counting the one relationship.
var AmountWord = WordList{
	"units":    true,
	"quantity": true,
	"qty":      true,
	"copies":   true,
	"seats":    true,
	"pieces":   true,
}

// Units of mass, in grams: "heavier than 1.5 kg" over weight_g. A
// property named with "_g" is read in grams like one named "_kg" in
// kilograms; the one-letter "g" is a unit only after a number or at the
// end of a property's name, where the reader of units looks.
func init() {
	add := func(f float64, name string, words ...string) {
		for _, w := range words {
			units[w] = Unit{Dim: "mass", Factor: f, Name: name}
		}
	}
	add(1, "grams", "g", "gram", "grams", "gramme", "grammes")
	add(1000, "kilograms", "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms")
	add(453.59237, "pounds", "lb", "lbs", "pound", "pounds")
	add(28.349523125, "ounces", "oz", "ounce", "ounces")
}
