// A synthetic volunteers' guild for gql's tests of the fix8 readings: a
// junction named by a phrasal verb (a signup joins helpers and sessions)
// beside a direct relationship between the same two (a session led by a
// helper), a self relationship named "<verb>ed by", a crew with a number
// of its own, and helpers' years of birth.
CREATE CONSTRAINT IF NOT EXISTS FOR (h:Helper) REQUIRE (h.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Session) REQUIRE (s.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Crew) REQUIRE (c.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (u:Signup) REQUIRE (u.ref) IS UNIQUE;
CREATE (c1:Crew {name:'Riverside', budget: 4})
CREATE (c2:Crew {name:'Hilltop', budget: 2})
CREATE (h1:Helper {name:'Ana Lopes', born: 1970})
CREATE (h2:Helper {name:'Ben Otto', born: 1985})
CREATE (h3:Helper {name:'Cleo Park', born: 1962})
CREATE (h4:Helper {name:'Dev Rao', born: 1991})
CREATE (s1:Session {title:'Park Sweep', city:'Leeds'})
CREATE (s2:Session {title:'Food Bank', city:'York'})
CREATE (s3:Session {title:'Book Sale', city:'Leeds'})
CREATE (u1:Signup {ref:'U1', role:'Host'})
CREATE (u2:Signup {ref:'U2', role:'Cook'})
CREATE (u3:Signup {ref:'U3', role:'Host'})
CREATE (u1)-[:OF_HELPER]->(h2)
CREATE (u1)-[:FOR_SESSION]->(s1)
CREATE (u2)-[:OF_HELPER]->(h3)
CREATE (u2)-[:FOR_SESSION]->(s1)
CREATE (u3)-[:OF_HELPER]->(h2)
CREATE (u3)-[:FOR_SESSION]->(s2)
CREATE (s1)-[:LED_BY]->(h1)
CREATE (s2)-[:LED_BY]->(h1)
CREATE (s3)-[:LED_BY]->(h4)
CREATE (h2)-[:REFERRED_BY]->(h1)
CREATE (h3)-[:REFERRED_BY]->(h1)
CREATE (h4)-[:REFERRED_BY]->(h2)
CREATE (h1)-[:IN_CREW]->(c1)
CREATE (h2)-[:IN_CREW]->(c1)
CREATE (h3)-[:IN_CREW]->(c1)
CREATE (h4)-[:IN_CREW]->(c2)
CREATE (s1)-[:WALK {minutes: 12}]->(s2)
