package critic

// The Cypher checks read the pattern view of grammars/cypher, built once per
// query through Unit.Memo; the short names keep the checks readable.

import (
	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/grammars/cypher"
)

type (
	cyName       = cypher.Name
	cyProp       = cypher.Prop
	cyNode       = cypher.Node
	cyRel        = cypher.Rel
	cyPatterns   = cypher.Patterns
	cyPropAccess = cypher.PropAccess
)

var (
	walk         = cypher.Walk
	unquote      = cypher.Unquote
	varName      = cypher.VarName
	labelNames   = cypher.LabelNames
	mapProps     = cypher.MapProps
	bareVariable = cypher.BareVariable
)

func collect[T antlr.Tree](n antlr.Tree) []T { return cypher.Collect[T](n) }

func ancestor[T antlr.Tree](n antlr.Tree) (T, bool) { return cypher.Ancestor[T](n) }

func cypherTree(u *Unit) *cypher.Tree {
	t, _ := u.Tree.(*cypher.Tree)
	return t
}

func cypherPatterns(u *Unit) *cyPatterns {
	return u.Memo("cypher.patterns", func() any { return cypher.BuildPatterns(cypherTree(u)) }).(*cyPatterns)
}

func cypherPropAccesses(u *Unit) []cyPropAccess {
	return u.Memo("cypher.props", func() any { return cypher.PropAccesses(cypherTree(u)) }).([]cyPropAccess)
}
