// A synthetic software catalogue for gql's tests of "who" over a
// relationship that people and bots both have (MAINTAINS).
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Project) REQUIRE (p.name) IS UNIQUE;
CREATE (p1:Project {name:'Quill', has_website:true})
CREATE (p2:Project {name:'Lantern', has_website:false})
CREATE (m1:Maintainer {name:'Irene Vaz'})
CREATE (m2:Maintainer {name:'Hugo Brandao'})
CREATE (r1:Release {tag:'v1.0', stable:true})
CREATE (r2:Release {tag:'v1.1-rc', stable:false})
CREATE (r3:Release {tag:'v2.0', stable:true})
CREATE (p1)-[:RELEASED]->(r1)
CREATE (p1)-[:RELEASED]->(r2)
CREATE (p2)-[:RELEASED]->(r3)
CREATE (m1)-[:MAINTAINS]->(p1)
CREATE (m2)-[:MAINTAINS]->(p2)
CREATE (b1:Bot {name:'depbot'})
CREATE (b1)-[:MAINTAINS]->(p1)
