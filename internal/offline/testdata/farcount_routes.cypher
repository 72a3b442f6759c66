// A synthetic schema for the counted-far-end reading: carriers reach
// ports through sailings, several sailings to one port. Written for gql's
// tests: one carrier has the most sailings, another the most ports.
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Carrier) REQUIRE (c.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Port) REQUIRE (p.name) IS UNIQUE;
CREATE (a:Carrier {name:'Northwind Lines'})
CREATE (b:Carrier {name:'Bluewater'})
CREATE (p1:Port {name:'Aarhus'})
CREATE (p2:Port {name:'Bergen'})
CREATE (p3:Port {name:'Cork'})
CREATE (s1:Sailing {code:'NW1', hours:10})
CREATE (s2:Sailing {code:'NW2', hours:11})
CREATE (s3:Sailing {code:'NW3', hours:12})
CREATE (s4:Sailing {code:'BW1', hours:8})
CREATE (s5:Sailing {code:'BW2', hours:9})
CREATE (s1)-[:RUN_BY]->(a)
CREATE (s2)-[:RUN_BY]->(a)
CREATE (s3)-[:RUN_BY]->(a)
CREATE (s4)-[:RUN_BY]->(b)
CREATE (s5)-[:RUN_BY]->(b)
CREATE (s1)-[:CALLS_AT]->(p1)
CREATE (s2)-[:CALLS_AT]->(p1)
CREATE (s3)-[:CALLS_AT]->(p1)
CREATE (s4)-[:CALLS_AT]->(p2)
CREATE (s5)-[:CALLS_AT]->(p3)
