package sparql

import "strings"

// Well-known vocabulary IRIs.
const (
	RDF  = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
	RDFS = "http://www.w3.org/2000/01/rdf-schema#"
	XSD  = "http://www.w3.org/2001/XMLSchema#"
	OWL  = "http://www.w3.org/2002/07/owl#"

	RDFType = RDF + "type"
)

// CommonPrefixes maps conventional prefix names to their namespaces; the
// critic offers these when a query uses a prefix it never declared.
var CommonPrefixes = map[string]string{
	"rdf":     RDF,
	"rdfs":    RDFS,
	"xsd":     XSD,
	"owl":     OWL,
	"foaf":    "http://xmlns.com/foaf/0.1/",
	"schema":  "http://schema.org/",
	"dc":      "http://purl.org/dc/elements/1.1/",
	"dcterms": "http://purl.org/dc/terms/",
	"skos":    "http://www.w3.org/2004/02/skos/core#",
	"wd":      "http://www.wikidata.org/entity/",
	"wdt":     "http://www.wikidata.org/prop/direct/",
	"dbo":     "http://dbpedia.org/ontology/",
	"dbr":     "http://dbpedia.org/resource/",
	"geo":     "http://www.opengis.net/ont/geosparql#",
	"prov":    "http://www.w3.org/ns/prov#",
	"sh":      "http://www.w3.org/ns/shacl#",
	"void":    "http://rdfs.org/ns/void#",
	"vcard":   "http://www.w3.org/2006/vcard/ns#",
}

// LocalName maps an IRI to the schema name it stands for under gql's RDF
// mapping of a property graph: the part after the last '/' or '#'. Classes are
// labels, datatype properties are property keys and object properties are edge
// types, so "http://example.org/movies/ACTED_IN" names the edge type ACTED_IN
// and "http://valuenet/ontop/singer#name" the property name.
func LocalName(iri string) string {
	if i := strings.LastIndexAny(iri, "/#"); i >= 0 {
		return iri[i+1:]
	}
	if i := strings.LastIndexByte(iri, ':'); i >= 0 {
		return iri[i+1:]
	}
	return iri
}

// Namespace is the part of an IRI up to and including the last '/' or '#'.
func Namespace(iri string) string {
	if i := strings.LastIndexAny(iri, "/#"); i >= 0 {
		return iri[:i+1]
	}
	return ""
}

// VocabBase is the vocabulary namespace gql uses when it loads a property
// graph named graph into a triple store: http://example.org/<graph>/.
func VocabBase(graph string) string { return "http://example.org/" + graph + "/" }

// VocabIRI is the IRI of a schema name (label, edge type or property key) in
// the vocabulary of graph.
func VocabIRI(graph, name string) string { return VocabBase(graph) + name }

// NodeIRI is the IRI of a node with the given id in graph.
func NodeIRI(graph, id string) string { return VocabBase(graph) + "id/" + id }

// TermLocal is LocalName for a term as written: the escaped-resolved local
// part of a prefixed name (itself split at '/' or '#', as in Spider4SPARQL's
// :singer\#name), or the local name of a full IRI. "" for other terms.
func TermLocal(t Term) string {
	switch t.Kind {
	case KPName:
		// A prefixed name's local part is the name, escapes resolved:
		// :singer\#name names "singer#name" (Spider4SPARQL's convention).
		if t.Local != "" {
			return t.Local
		}
		return LocalName(t.Local)
	case KIRI:
		return LocalName(t.Value)
	case KA:
		return "type"
	}
	return ""
}
