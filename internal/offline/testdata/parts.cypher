// A synthetic schema of parts keyed by a part number, each with a name,
// supplied by suppliers keyed by a code. Written for gql's tests of a thing
// looked up by its name on a second schema.
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Part) REQUIRE (p.part_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Supplier) REQUIRE (s.code) IS UNIQUE;
CREATE (p1:Part {part_no:'P-10', name:'hex bolt', weight:12})
CREATE (p2:Part {part_no:'P-11', name:'wing nut', weight:4})
CREATE (s1:Supplier {code:'S1', name:'Acme Fasteners'})
CREATE (s1)-[:SUPPLIES]->(p1)
CREATE (s1)-[:SUPPLIES]->(p2)
