// A synthetic schema whose people and places meet only through a junction
// node no question names (a shift row, as a relational table converts):
// for the counts of related things read through it. Written for gql's
// tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Chef) REQUIRE (c.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (k:Kitchen) REQUIRE (k.name) IS UNIQUE;
CREATE (a:Chef {name:'Ines Roca', city:'Lyon'})
CREATE (b:Chef {name:'Tom Vale', city:'Lyon'})
CREATE (c:Chef {name:'Mia Sand', city:'Porto'})
CREATE (x:Kitchen {name:'North', seats:40, popularity_score:8})
CREATE (y:Kitchen {name:'Harbour', seats:25, popularity_score:8})
CREATE (s1:Shift {shift_id:1, weekday:'Mon'})
CREATE (s2:Shift {shift_id:2, weekday:'Tue'})
CREATE (s3:Shift {shift_id:3, weekday:'Mon'})
CREATE (s1)-[:SHIFT_CHEF]->(a)
CREATE (s1)-[:SHIFT_KITCHEN]->(x)
CREATE (s2)-[:SHIFT_CHEF]->(a)
CREATE (s2)-[:SHIFT_KITCHEN]->(y)
CREATE (s3)-[:SHIFT_CHEF]->(b)
CREATE (s3)-[:SHIFT_KITCHEN]->(x)
