// A synthetic schema where a relationship carries a price: gyms offer
// classes, some included in the membership and some charged for. Written
// for gql's test of a "which" question whose plan would show the
// relationship's charge instead of the gyms asked for
// (internal/offline/fix3_test.go).
CREATE CONSTRAINT IF NOT EXISTS FOR (g:Gym) REQUIRE (g.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Class) REQUIRE (c.name) IS UNIQUE;
CREATE (g1:Gym {name:'Core Club', city:'Oslo'})
CREATE (g2:Gym {name:'Iron House', city:'Bergen'})
CREATE (g3:Gym {name:'Pulse', city:'Oslo'})
CREATE (c1:Class {name:'yoga', minutes:60})
CREATE (c2:Class {name:'spin', minutes:45})
CREATE (g1)-[:OFFERS {charge_eur:12.0, included:false}]->(c1)
CREATE (g2)-[:OFFERS {charge_eur:0.0, included:true}]->(c1)
CREATE (g3)-[:OFFERS {charge_eur:8.0, included:false}]->(c2)
CREATE (g1)-[:OFFERS {charge_eur:0.0, included:true}]->(c2);
