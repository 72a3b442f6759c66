// A synthetic boat yard for gql's test of a property word said of the
// thing in front of it: owners have a type (private or club), boats a
// kind, so "boat type" is the boat's kind, not an owner's type.
CREATE CONSTRAINT IF NOT EXISTS FOR (o:Owner) REQUIRE (o.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (b:Boat) REQUIRE (b.hull_no) IS UNIQUE;
CREATE (o1:Owner {name:'Marta Vidal', type:'private'})
CREATE (o2:Owner {name:'Tejo Sailing Club', type:'club'})
CREATE (b1:Boat {hull_no:'HN-310', kind:'sloop', length_m:9.5})
CREATE (b2:Boat {hull_no:'HN-311', kind:'ketch', length_m:12.0})
CREATE (b3:Boat {hull_no:'HN-312', kind:'sloop', length_m:7.8})
CREATE (o1)-[:OWNS]->(b1)
CREATE (o2)-[:OWNS]->(b2)
CREATE (o2)-[:OWNS]->(b3)
