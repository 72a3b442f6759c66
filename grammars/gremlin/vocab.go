package gremlin

import "sort"

// The vocabulary of Gremlin (TinkerPop 3.7/3.8), used to give names their
// meaning: the grammar itself accepts any name.

// Steps are the GraphTraversal steps and modulators (including terminal
// steps such as next and toList) that TinkerPop 3.8's gremlin-lang accepts;
// store() and Order.incr/decr are gone from it, program() was never in it.
var Steps = set(
	// map, flatMap, filter, side-effect and branch steps
	"V", "E", "addE", "addV", "aggregate", "all", "and", "any", "as", "asBool", "asDate", "asNumber",
	"asString", "barrier", "both", "bothE", "bothV", "branch", "call", "cap", "choose", "coalesce", "coin",
	"combine", "concat", "conjoin", "connectedComponent", "constant", "count", "cyclicPath", "dateAdd",
	"dateDiff", "dedup", "difference", "discard", "disjunct", "drop", "element", "elementMap", "emit",
	"fail", "filter", "flatMap", "fold", "format", "group", "groupCount", "has", "hasId", "hasKey",
	"hasLabel", "hasNot", "hasValue", "id", "identity", "in", "inE", "inV", "index", "inject",
	"intersect", "is", "key", "label", "length", "limit", "local", "loops", "lTrim", "map", "match",
	"math", "max", "mean", "merge", "mergeE", "mergeV", "min", "none", "not", "optional", "or",
	"order", "otherV", "out", "outE", "outV", "pageRank", "path", "peerPressure", "product", "profile",
	"project", "properties", "property", "propertyMap", "range", "read", "repeat",
	"replace", "reverse", "rTrim", "sack", "sample", "select", "shortestPath", "sideEffect",
	"simplePath", "skip", "split", "subgraph", "substring", "sum", "tail", "timeLimit",
	"to", "toE", "toLower", "toUpper", "toV", "tree", "trim", "unfold", "union", "value", "valueMap",
	"values", "where", "write",
	// modulators
	"by", "from", "option", "times", "until", "with",
	// terminal steps
	"next", "toList", "toSet", "toBulkSet", "iterate", "hasNext", "tryNext", "explain",
)

// SourceSteps may follow a traversal source such as g.
var SourceSteps = set(
	"withBulk", "withPath", "withSack", "withSideEffect", "withStrategies", "withoutStrategies",
	"withComputer", "with", "tx",
	"V", "E", "addV", "addE", "inject", "mergeV", "mergeE", "call", "union", "io",
)

// SpawnSteps start a traversal from a source.
var SpawnSteps = set("V", "E", "addV", "addE", "inject", "mergeV", "mergeE", "call", "union", "io")

// Predicates are the members of P and TextP, also usable bare (gt(3)).
var Predicates = set(
	"eq", "neq", "lt", "lte", "gt", "gte", "inside", "outside", "between", "within", "without",
	"not", "and", "or",
	"containing", "notContaining", "startingWith", "notStartingWith", "endingWith", "notEndingWith",
	"regex", "notRegex",
)

// Enums maps each enum class to its constants.
var Enums = map[string]map[string]bool{
	"T":           set("id", "label", "key", "value"),
	"Order":       set("asc", "desc", "shuffle"),
	"Column":      set("keys", "values"),
	"Scope":       set("local", "global"),
	"Pop":         set("first", "last", "all", "mixed"),
	"Cardinality": set("single", "list", "set"),
	"Direction":   set("OUT", "IN", "BOTH", "from", "to"),
	"Operator":    set("sum", "minus", "mult", "div", "min", "max", "assign", "and", "or", "addAll", "sumLong"),
	"Barrier":     set("normSack"),
	"Pick":        set("any", "none"),
	"Merge":       set("onCreate", "onMatch", "outV", "inV"),
	"DT":          set("second", "minute", "hour", "day"),
	"GType": set("BIGDECIMAL", "BIGINT", "BINARY", "BOOLEAN", "BYTE", "CHAR", "DATETIME", "DOUBLE",
		"DURATION", "EDGE", "FLOAT", "GRAPH", "INT", "LIST", "LONG", "MAP", "NULL", "NUMBER", "PATH",
		"PROPERTY", "SET", "SHORT", "STRING", "TREE", "UUID", "VERTEX", "VPROPERTY"),
}

// BareEnums are the constants gremlin-lang accepts without their class
// (order().by('x', desc), select(keys), count(local)).
var BareEnums = func() map[string]bool {
	m := map[string]bool{}
	for class, cs := range Enums {
		if class == "GType" || class == "DT" || class == "Operator" {
			continue
		}
		for c := range cs {
			m[c] = true
		}
	}
	return m
}()

// Functions are called names that build values rather than traversals.
var Functions = set("datetime", "UUID", "single", "list", "set")

// Strategies are the traversal strategy names withStrategies accepts bare.
var Strategies = set(
	"ReadOnlyStrategy", "PartitionStrategy", "SubgraphStrategy", "SeedStrategy", "OptionsStrategy",
	"ConnectiveStrategy", "ElementIdStrategy", "EventStrategy", "HaltedTraverserStrategy",
	"ProductiveByStrategy", "ReservedKeysVerificationStrategy", "EdgeLabelVerificationStrategy",
	"LambdaRestrictionStrategy", "VertexProgramStrategy", "MatchAlgorithmStrategy",
)

// Sorted returns the names of a vocabulary set in order.
func Sorted(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func set(xs ...string) map[string]bool {
	m := make(map[string]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}
