package critic

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher/parser"
	"github.com/gql-dev/gql/lang"
)

func init() { Register(cypherUnknownFunction, cypherPluginFunction, cypherLengthNotPath) }

// cypherFunctions are Neo4j 5's built-in functions, lower case (Cypher
// function names are case-insensitive).
var cypherFunctions = func() map[string]bool {
	m := map[string]bool{}
	for _, f := range strings.Fields(`
		avg collect count max min percentilecont percentiledisc stdev stdevp sum
		keys labels nodes range reduce relationships reverse tail tobooleanlist tofloatlist tointegerlist tostringlist
		abs ceil floor isnan rand round sign e exp log log10 sqrt
		acos asin atan atan2 cos cot degrees haversin pi radians sin tan
		all any exists isempty none single
		char_length character_length coalesce elementid endnode head id last length nullif properties
		randomuuid size startnode timestamp toboolean tobooleanornull tofloat tofloatornull tointeger
		tointegerornull type valuetype
		btrim left lower ltrim normalize replace right rtrim split substring tolower tostring
		tostringornull toupper trim upper
		point point.distance point.withinbbox
		date date.realtime date.statement date.transaction date.truncate
		datetime datetime.fromepoch datetime.fromepochmillis datetime.realtime datetime.statement datetime.transaction datetime.truncate
		localdatetime localdatetime.realtime localdatetime.statement localdatetime.transaction localdatetime.truncate
		localtime localtime.realtime localtime.statement localtime.transaction localtime.truncate
		time time.realtime time.statement time.transaction time.truncate
		duration duration.between duration.indays duration.inmonths duration.inseconds
		vector.similarity.euclidean vector.similarity.cosine
		graph.names graph.propertiesbyname graph.byname graph.byelementid db.namefromelementid
		file linenumber`) {
		m[f] = true
	}
	return m
}()

// builtinNamespaces hold only Neo4j's own functions; an unknown name there is
// a mistake, not a plugin.
var builtinNamespaces = map[string]bool{"point": true, "date": true, "datetime": true, "localdatetime": true,
	"localtime": true, "time": true, "duration": true, "vector": true, "graph": true, "db": true}

func functionName(fi *parser.FunctionInvocationContext) string {
	return strings.ReplaceAll(fi.QualifiedFunctionName().GetText(), "`", "")
}

func builtinNames() []string {
	out := make([]string, 0, len(cypherFunctions))
	for f := range cypherFunctions {
		out = append(out, f)
	}
	sort.Strings(out)
	return out
}

// canonicalCase spells a built-in the way the manual does, for fixes.
var canonicalCase = map[string]string{}

func init() {
	for _, f := range strings.Fields(`percentileCont percentileDisc stDev stDevP toBooleanList toFloatList
		toIntegerList toStringList isNaN isEmpty elementId endNode nullIf randomUUID startNode toBoolean
		toBooleanOrNull toFloat toFloatOrNull toInteger toIntegerOrNull valueType toLower toString
		toStringOrNull toUpper point.withinBBox datetime.fromEpoch datetime.fromEpochMillis
		duration.inDays duration.inMonths duration.inSeconds graph.propertiesByName graph.byName
		graph.byElementId db.nameFromElementId`) {
		canonicalCase[strings.ToLower(f)] = f
	}
}

func spell(f string) string {
	if c, ok := canonicalCase[f]; ok {
		return c
	}
	return f
}

var cypherUnknownFunction = Check{
	ID: "cypher-unknown-function", Lang: lang.Cypher, Severity: diag.Error,
	Doc: `A function Neo4j 5 does not have (a misspelling, a SQL or Python name, or one removed in ` +
		`Neo4j 5 such as distance()). The fix uses the closest built-in function.`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, fi := range collect[*parser.FunctionInvocationContext](t.Script) {
			name := functionName(fi)
			low := strings.ToLower(name)
			if cypherFunctions[low] {
				continue
			}
			if i := strings.IndexByte(low, '.'); i >= 0 && !builtinNamespaces[low[:i]] {
				continue // a plugin: cypher-plugin-function
			}
			s, e := t.Span(fi.QualifiedFunctionName())
			d := u.Diag(checkByID("cypher-unknown-function"), s, e, "unknown function "+name+"()", "")
			if alt, ok := renamedFunctions[low]; ok {
				d.Summary += "; use " + alt + "()"
				d.Fixes = []diag.Fix{{Span: diag.Span{Start: s, End: e}, Replacement: alt, Label: "use " + alt + "()"}}
			} else if sug := suggest(low, builtinNames()); sug != "" {
				d.Summary += fmt.Sprintf("; did you mean %s()?", spell(sug))
				d.Fixes = []diag.Fix{{Span: diag.Span{Start: s, End: e}, Replacement: spell(sug), Label: "did you mean " + spell(sug) + "()?"}}
			}
			out = append(out, d)
		}
		return out
	},
}

// renamedFunctions maps names models borrow from SQL, Python or older Neo4j
// to the Neo4j 5 function with the same meaning.
var renamedFunctions = map[string]string{
	"distance": "point.distance", "len": "size", "lcase": "toLower", "ucase": "toUpper",
	"str": "toString", "int": "toInteger", "float": "toFloat", "tolowercase": "toLower",
	"touppercase": "toUpper", "concat": "", "substr": "substring", "ifnull": "coalesce",
	"isnull": "", "strlen": "size", "char_len": "char_length", "stddev": "stDev", "average": "avg",
	"mean": "avg", "contains": "", "startswith": "", "endswith": "",
}

func init() {
	for k, v := range renamedFunctions {
		if v == "" {
			delete(renamedFunctions, k)
		}
	}
}

var cypherPluginFunction = Check{
	ID: "cypher-plugin-function", Lang: lang.Cypher, Severity: diag.Warning,
	Doc: `A function from a plugin namespace (apoc.*, gds.* ...). It fails on a Neo4j without that ` +
		`plugin (the server gql starts has none); prefer a built-in where one exists.`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, fi := range collect[*parser.FunctionInvocationContext](t.Script) {
			name := functionName(fi)
			low := strings.ToLower(name)
			i := strings.IndexByte(low, '.')
			if cypherFunctions[low] || i < 0 || builtinNamespaces[low[:i]] {
				continue
			}
			s, e := t.Span(fi.QualifiedFunctionName())
			out = append(out, u.Diag(checkByID("cypher-plugin-function"), s, e,
				name+"() needs the "+name[:i]+" plugin", ""))
		}
		return out
	},
}

var cypherLengthNotPath = Check{
	ID: "cypher-length-not-path", Lang: lang.Cypher, Severity: diag.Error,
	Doc: `length() of a string, list or property. In Neo4j 5 length() only takes a path; the size of ` +
		`a string or list is size(). The fix renames the call.`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, fi := range collect[*parser.FunctionInvocationContext](t.Script) {
			if strings.ToLower(functionName(fi)) != "length" || len(fi.AllExpression()) != 1 {
				continue
			}
			notPath := false
			switch a := fi.Expression(0).(type) {
			case *parser.PropertyExprContext, *parser.AddExprContext:
				notPath = true // properties cannot hold paths
			case *parser.AtomExprContext:
				switch at := a.Atom().(type) {
				case *parser.LiteralAtomContext, *parser.ListComprehensionAtomContext, *parser.PatternComprehensionAtomContext:
					notPath = true
				case *parser.FunctionAtomContext:
					switch strings.ToLower(functionName(at.FunctionInvocation().(*parser.FunctionInvocationContext))) {
					case "collect", "tostring", "nodes", "relationships", "keys", "labels", "split", "trim",
						"tolower", "toupper", "lower", "upper", "substring", "replace", "range", "tail":
						notPath = true
					}
				}
			}
			if !notPath {
				continue
			}
			s, e := t.Span(fi.QualifiedFunctionName())
			out = append(out, u.Diag(checkByID("cypher-length-not-path"), s, e,
				"length() takes a path in Neo4j 5; use size() for strings and lists", "",
				diag.Fix{Span: diag.Span{Start: s, End: e}, Replacement: "size", Label: "use size()"}))
		}
		return out
	},
}
