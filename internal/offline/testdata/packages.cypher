// A synthetic package graph for word-form linking and direction on a
// self-relationship: one label, one edge type between two of its nodes,
// named by a verb phrase (DEPENDS_ON) whose noun forms ("dependency",
// "dependent") the questions use. Written for gql's tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Package) REQUIRE (p.name) IS UNIQUE;
CREATE (lodash:Package {name:'lodash', version:'4.17.21', downloads:50000000})
CREATE (express:Package {name:'express', version:'4.18.2', downloads:30000000})
CREATE (debug:Package {name:'debug', version:'4.3.4', downloads:40000000})
CREATE (ms:Package {name:'ms', version:'2.1.3', downloads:45000000})
CREATE (body:Package {name:'body-parser', version:'1.20.2', downloads:25000000})
CREATE (async:Package {name:'async', version:'3.2.5', downloads:20000000})
CREATE (express)-[:DEPENDS_ON {since:2014}]->(debug)
CREATE (express)-[:DEPENDS_ON {since:2015}]->(body)
CREATE (body)-[:DEPENDS_ON {since:2015}]->(debug)
CREATE (debug)-[:DEPENDS_ON {since:2013}]->(ms)
CREATE (async)-[:DEPENDS_ON {since:2016}]->(lodash);
