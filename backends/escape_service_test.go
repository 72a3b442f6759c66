package backends

import "testing"

// The SERVICE guard reads SPARQL's tokens: every spelling of the keyword the
// grammar allows is refused, and no name, IRI, variable or literal that merely
// contains the word is.
func TestSPARQLServiceSpellings(t *testing.T) {
	refused := []string{
		"SELECT * WHERE { SERVICE <http://x/> { ?s ?p ?o } }",
		"select * where { service <http://x/> { ?s ?p ?o } }",
		"SELECT * WHERE { Service SILENT <http://x/> { ?s ?p ?o } }",
		"SELECT * WHERE { SERVICE silent ?ep { ?s ?p ?o } }",
		"SELECT * WHERE { SERVICE $ep { ?s ?p ?o } }",
		"PREFIX e: <http://x/> SELECT * WHERE { SERVICE e:q { ?s ?p ?o } }",
		"PREFIX : <http://x/> SELECT * WHERE { SERVICE :q { ?s ?p ?o } }",
		"SELECT * WHERE { SERVICE<http://x/>{ ?s ?p ?o } }",
		"SELECT * WHERE { SERVICE?ep { ?s ?p ?o } }",
		"SELECT * WHERE { ?a ?b ?c . { OPTIONAL { { SERVICE <http://x/> { ?s ?p ?o } } } } }",
		"SELECT * WHERE { ?a ?b ?c .SERVICE <http://x/> { ?s ?p ?o } }",
		"SELECT * WHERE { # a comment\n SERVICE # another\n\n <http://x/> { ?s ?p ?o } }",
		"SELECT * WHERE { ?s <http://x/#frag> ?o . SERVICE <http://y/> { ?a ?b ?c } }",
		"SELECT * WHERE { ?s ?p \"\"\"a \"quoted\" b\"\"\" . SERVICE <http://y/> { ?a ?b ?c } }",
		"SELECT * WHERE { ?s ?p 'it\\'s' SERVICE <http://y/> { ?a ?b ?c } }",
		"SELECT * WHERE { FILTER(?x < 3 && ?y > 2) SERVICE <http://y/> { ?a ?b ?c } }",
		"SELECT * WHERE { \\u0053ERVICE <http://x/> { ?s ?p ?o } }",
		"SELECT * WHERE { ?s ?p \"\\u0022\" SERVICE <http://x/> { ?o ?q ?r } \"x\" }",
		"SELECT * WHERE {\n\tSERVICE\n\tSILENT\n\t<http://x/>\n{ ?s ?p ?o } }",
	}
	allowed := []string{
		"PREFIX : <http://x/> SELECT ?service (COUNT(*) AS ?n) WHERE { ?s :service ?service } GROUP BY ?service",
		"PREFIX ex: <http://x/> SELECT * WHERE { ?s ex:service ?o . ?o ex:service_level ?l }",
		"PREFIX service: <http://x/> SELECT * WHERE { ?s service:level ?o }",
		"PREFIX ex: <http://x/> SELECT * WHERE { ?s ex:my-service ?o . ?s ex:a.service ?x }",
		"SELECT * WHERE { ?s <http://x/service> ?service . ?service <http://x/SERVICE> $SERVICE }",
		"SELECT * WHERE { ?s ?p \"SERVICE <http://x/> { }\" } # SERVICE <http://y/>",
		"SELECT * WHERE { ?s ?p '''SERVICE <a> ' '' ''' . ?s ?q \"\"\"SERVICE\"\"\" }",
		"SELECT * WHERE { _:service ?p ?o }",
		"SELECT * WHERE { ?s ?p ?o . FILTER(?o < ?service) }",
		"PREFIX : <http://x/> SELECT * WHERE { ?s :service ?o . }",
		"PREFIX : <http://x/> SELECT * WHERE { ?s :Service ?o ; :customer_service. }",
	}
	for _, q := range refused {
		if outsideReach(Fuseki, q) == nil {
			t.Errorf("not refused: %q", q)
		}
	}
	for _, q := range allowed {
		if err := outsideReach(Fuseki, q); err != nil {
			t.Errorf("refused: %q: %v", q, err)
		}
	}
}
