package english

// WholeAmount names, as a word of a property's name (total_eur), the
// whole amount of money a thing is worth, beside its parts (tip_eur,
// fee_eur): "the value of an order" is its total (fix18).
var WholeAmount = words("total")

// MoneyMass is the mass noun for an amount of money, read as one only
// right after a word that sums or averages ("the total grant money",
// "the average money"); elsewhere money is what moves ("sent money to").
var MoneyMass = words("money")

// SumOrMean are the words before MoneyMass that make it an amount.
var SumOrMean = words("total", "sum", "average", "mean", "avg", "combined", "overall")
