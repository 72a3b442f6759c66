// A synthetic course catalogue for the named-echo net: courses keyed by
// a code and shown by a title, and prerequisites between them.
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Course) REQUIRE (c.code) IS UNIQUE;
CREATE (c1:Course {code:'MA101', title:'Calculus I'})
CREATE (c2:Course {code:'MA102', title:'Calculus II'})
CREATE (c3:Course {code:'PH201', title:'Mechanics'})
CREATE (c2)-[:REQUIRES]->(c1)
CREATE (c3)-[:REQUIRES]->(c1)
CREATE (c3)-[:REQUIRES]->(c2);
