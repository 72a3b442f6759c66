package templates

// Leaves calls f on every operand of a filter that is not itself a
// conjunction, disjunction or negation: the comparisons, existence tests
// and other conditions the filter is built from.
func Leaves(e Expr, f func(Expr)) {
	switch x := e.(type) {
	case nil:
	case *And:
		for _, a := range x.Args {
			Leaves(a, f)
		}
	case *Or:
		for _, a := range x.Args {
			Leaves(a, f)
		}
	case *Not:
		Leaves(x.X, f)
	default:
		f(e)
	}
}
