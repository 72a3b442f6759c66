// A synthetic schema whose label is spelled like a word of the query's
// own sort order: clerks file sorts (batches of mail). Written for gql's
// tests of a label noun the cue tables would read as the sort order
// ("how many sorts", "never filed a sort").
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Clerk) REQUIRE (c.name) IS UNIQUE;
CREATE (a:Clerk {name:'Ann Lee'})
CREATE (b:Clerk {name:'Bo Kim'})
CREATE (c:Clerk {name:'Cy Roe'})
CREATE (s1:Sort {code:'S-1', pieces:120})
CREATE (s2:Sort {code:'S-2', pieces:80})
CREATE (s3:Sort {code:'S-3', pieces:45})
CREATE (a)-[:FILED]->(s1)
CREATE (a)-[:FILED]->(s2)
CREATE (b)-[:FILED]->(s3)
