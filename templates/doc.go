// Package templates is gql's one catalogue of structural query patterns
// ("twigs") and the small query IR they are written in, with renderers that
// emit the same query as Cypher (Neo4j 5), Gremlin (gremlin-lang: no
// lambdas) and SPARQL 1.1 over the project's RDF mapping (vocabulary
// schema.Vocab, else VocabBase(schema.Name); local names with punctuation
// are escaped, names no prefixed name can hold become percent-encoded IRIs).
//
// # The IR
//
// A Query is a connected pattern (Match: linear Paths of Nodes and Hops, each
// later path starting at an already bound variable), an optional filter
// (Where: Cmp, And, Or, Not, Exists), result columns (Return: Proj, with
// implicit grouping by the non-aggregate columns), Distinct, Order (by column
// name), Skip and Limit, Ties (a top-N that keeps rows tied with the N-th),
// StableOrder, Shortest (a shortest path from the pattern's node), and Than
// (a node's property compared with another node's, found apart by its key:
// "more seats than the A330-300"; with Agg, the average, least or greatest
// of a property over every node of a label: "older than the average age"),
// and Cols (two properties of one node compared: "farms with more pigs than
// cows"). A Hop
// may carry alternatives (Or: other edge types, each in its own direction)
// and a length range (Min..Max, or Max = Unbounded for the transitive
// closure). Literals are plain Go values. Build it directly:
//
//	q := &templates.Query{
//		Match:  []templates.Path{templates.P(templates.N("p", "Person"),
//			templates.OutE("ACTED_IN", templates.N("m", "Movie")))},
//		Where:  templates.C("m", "released", templates.Lt, 1990),
//		Return: []templates.Proj{templates.Col("p", "")},
//	}
//	text, err := templates.Render(q, lang.Gremlin, schema)
//
// Caveats lists what a compiler should warn about for a query: pages whose
// order the renderers completed (or left to the server), top-Ns that cut
// ties, closures Cypher and Gremlin cap at ClosureCap steps while SPARQL
// follows them to any depth, bounded paths SPARQL writes as alternatives,
// and shortest paths, which SPARQL cannot return (Render gives an
// *Unsupported error there).
//
// Render validates the query against the schema first (labels, edge
// domains and ranges, property types, operator/literal fit) and reports what
// is wrong. Normalize fills defaults (a node column projects the label's key
// property; columns get names) and Columns lists the final column names.
//
// # Same table in three languages
//
// The renderings of one query return the same columns, named and ordered
// alike, and the same rows on data loaded by the project's conventions
// (docs/rdf-and-gremlin-mapping.md): nodes are returned by their key
// property; a list property projected without aggregate gives one row per
// element (Cypher UNWIND, Gremlin unfold(), one RDF triple per element); a
// property a column reads must be present (SPARQL triple semantics; Cypher
// adds IS NOT NULL, Gremlin has(key)); negation keeps Cypher's three-valued
// logic (Gremlin pushes NOT down to negated predicates, SPARQL binds
// properties only compared inside OR/NOT with OPTIONAL); two single hops of
// one edge type never bind the same (source, target) pair, which is what
// Cypher's relationship uniqueness means on a simple graph. Engine quirks
// handled: JanusGraph refuses TextP inside has(), so text predicates are
// where(values(k).is(TextP…)); Jena rewrites a string equality inside a
// disjunction into a UNION that duplicates rows, so such equalities compare
// STR(?x). Known limits: SPARQL has no bounded
// path quantifier, so a hop *min..max (max ≤ MaxHops) renders as the
// alternative of fixed-length sequence paths — with DISTINCT (which every
// variable-length template uses) the reachable pairs equal Cypher's; Collect
// renders as GROUP_CONCAT in SPARQL (a string, not a list); average types
// differ (xsd:decimal vs double), so compare numbers numerically. A page
// (SKIP or LIMIT) whose Order does not rank every column keeps whichever
// rows each engine meets first; StableOrder has the renderers append the
// columns Order leaves out, so each engine keeps the same rows (the
// catalogue always orders fully). Alternatives render as Cypher
// [:A|B] (undirected plus a type/direction test when directions differ),
// Gremlin out('A','B') or union(), SPARQL (:A|^:B) property paths, or a
// UNION of reified statements when the edge variable is read; two hops that
// could walk one type are refused when either has alternatives, since
// relationship uniqueness would then depend on the alternative taken. Edge
// variables are allowed only on edge types with properties, the only edges
// RDF reifies.
//
// Aggregates over no rows agree too: Gremlin wraps mean/min/max/sum in
// coalesce(…, constant(null|0)) and SPARQL writes a global average as
// SUM/COUNT (AVG of nothing is 0 in SPARQL, null in Cypher). The Gremlin
// executor (package backends) receives project() rows as Go maps, so it
// reports their keys sorted and a lone key as "value"; compare Gremlin
// tables with column permutation allowed.
//
// # Catalogue and twigs
//
// Catalogue lists the templates as values: ID, category, lexical tags (the
// words a question uses for the pattern), slots and a builder. Instantiate
// fills every template with the grounded elements (labels, edge types,
// properties, value literals tied to a label and property), keeping only
// combinations the schema allows (edge domains and ranges respected,
// properties only on the labels or edges that have them), pruned to the
// grounded elements first and hard-capped so large schemas stay bounded.
//
// The templates (IDs): node, property-lookup, property-filter,
// range-filter, text-filter (node group); edge, variable-length-path,
// edge-property-filter, edge-property (relationship group); chain, star,
// star-same, exists, negation, edge-negation (complex group); count, avg,
// sum, min, max, grouped-count, top-k-count, top-k-desc, top-k-asc, sorted
// (aggregation group); distinct (node group). Options bound the output
// (defaults: 48 twigs per template, 600 in all, 4 label pairs per edge
// type, 6 fallback edge types, k = 10, hops 1..3). Chain, star, star-same and edge-negation
// only combine edge types the question named; single-edge templates fall
// back to the edges touching grounded labels when none was named.
//
// Grounded input: Labels, EdgeTypes, Props (PropElem{Owner, Prop, Edge}),
// Values (Value{Owner, Prop, Edge, Op, Value}: Op Eq pins a node, other ops
// are conditions; HasElem for list properties) and Limit (top-k). Elements
// not in the schema, and values whose type does not fit the property, are
// ignored.
//
// For the grounding/twig ranker: score a Twig with γ·|Twig.Elements ∩
// grounded| / |Twig.Elements| + (1−γ)·Σ IDF(tag)·[tag in question] over
// Twig.Template.Tags (multi-word tags such as "how many" match as phrases).
// Twig.Render(l) and Twig.RenderAll give the twig's text. For offline
// generation, build a Query from grounded values (the Twig's Query is a
// good starting point: copy it and set literals) and Render it.
//
// # Tests
//
// Golden renderings (testdata/twigs.golden, GQL_UPDATE_GOLDEN=1 rewrites);
// every twig and every random query passes our parsers and critic; with the
// servers up, every twig and hundreds of random queries (GQL_RANDOM_SEED,
// GQL_RANDOM_QUERIES) return the same table on Neo4j, Gremlin Server,
// JanusGraph and Fuseki; with an oracle grounding some twig reproduces the
// gold result of every aligned-benchmark question.
package templates
