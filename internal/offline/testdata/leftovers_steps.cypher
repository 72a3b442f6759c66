// A synthetic schema written for the leftovers rules' tests: the stages of
// a release process, each stage pointing at the one it precedes (the
// source comes first, the opposite of a SEQUEL_OF), and the teams that run
// them.
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Stage) REQUIRE (s.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Team) REQUIRE (t.name) IS UNIQUE;
CREATE (s1:Stage {name:'Design Review', days:3})
CREATE (s2:Stage {name:'Build', days:5})
CREATE (s3:Stage {name:'Staging Soak', days:2})
CREATE (s4:Stage {name:'Rollout', days:1})
CREATE (t1:Team {name:'Architecture'})
CREATE (t2:Team {name:'Delivery'})
CREATE (s1)-[:PRECEDES]->(s2)
CREATE (s2)-[:PRECEDES]->(s3)
CREATE (s3)-[:PRECEDES]->(s4)
CREATE (t1)-[:RUNS]->(s1)
CREATE (t2)-[:RUNS]->(s2)
CREATE (t2)-[:RUNS]->(s3)
CREATE (t2)-[:RUNS]->(s4)
