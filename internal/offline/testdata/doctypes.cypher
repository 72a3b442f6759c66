// A synthetic schema where a code is kept on two labels: templates carry
// their type's code, and the table of types holds the code with its
// description. Written for gql's tests of lists of asked columns.
CREATE CONSTRAINT IF NOT EXISTS FOR (t:TemplateType) REQUIRE (t.type_code) IS UNIQUE;
CREATE (pp:TemplateType {type_code:'PP', type_description:'Paper'})
CREATE (ad:TemplateType {type_code:'AD', type_description:'Advertisement'})
CREATE (t1:Template {template_id:1, type_code:'PP', version_number:4})
CREATE (t2:Template {template_id:2, type_code:'AD', version_number:7})
CREATE (t1)-[:OF_TYPE]->(pp)
CREATE (t2)-[:OF_TYPE]->(ad)
