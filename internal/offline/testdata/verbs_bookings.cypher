// A synthetic schema where an act is kept as a node: members make
// bookings for rooms, and also rate rooms directly (a relationship no
// booking verb names), and one member invites another. Written for gql's
// tests of a verb read through its act's node ("which rooms has Ann
// booked?" walks MADE and FOR, never RATED) and of a passive participle
// before a noun ("invited members" are the ones invited).
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Member) REQUIRE (m.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (r:Room) REQUIRE (r.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (h:Hotel) REQUIRE (h.name) IS UNIQUE;
CREATE (ann:Member {name:'Ann Lee', city:'Oslo'})
CREATE (bob:Member {name:'Bob Stone', city:'Bergen'})
CREATE (cy:Member {name:'Cy Park', city:'Oslo'})
CREATE (h1:Hotel {name:'Harbour Hotel'})
CREATE (h2:Hotel {name:'Hill Lodge'})
CREATE (r1:Room {title:'Sea Room', beds:2})
CREATE (r2:Room {title:'Garden Room', beds:1})
CREATE (r3:Room {title:'Loft Room', beds:3})
CREATE (r1)-[:IN]->(h1)
CREATE (r2)-[:IN]->(h1)
CREATE (r3)-[:IN]->(h2)
CREATE (b1:Booking {ref:'B-1', nights:3})
CREATE (b2:Booking {ref:'B-2', nights:1})
CREATE (b3:Booking {ref:'B-3', nights:2})
CREATE (ann)-[:MADE]->(b1)
CREATE (ann)-[:MADE]->(b2)
CREATE (bob)-[:MADE]->(b3)
CREATE (b1)-[:FOR]->(r1)
CREATE (b2)-[:FOR]->(r3)
CREATE (b3)-[:FOR]->(r2)
CREATE (ann)-[:RATED {stars:4}]->(r2)
CREATE (cy)-[:RATED {stars:5}]->(r1)
CREATE (ann)-[:INVITED]->(bob)
CREATE (bob)-[:INVITED]->(cy)
