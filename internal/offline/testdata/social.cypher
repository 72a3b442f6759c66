CREATE CONSTRAINT IF NOT EXISTS FOR (m:Member) REQUIRE (m.handle) IS UNIQUE;

CREATE (a:Member {handle:'ann', city:'Oslo'})
CREATE (b:Member {handle:'bob', city:'Rome'})
CREATE (c:Member {handle:'cid', city:'Oslo'})
CREATE (d:Member {handle:'dee', city:'Lima'})
CREATE (a)-[:FRIEND_OF]->(b)
CREATE (c)-[:FRIEND_OF]->(a)
CREATE (d)-[:FOLLOWS]->(a)
CREATE (b)-[:FOLLOWS]->(c)
