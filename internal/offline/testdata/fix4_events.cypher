// A synthetic events office for gql's tests of the fix4 readings: a
// grade whose value spells a title with the label's noun, a yes/no
// property said as a manner after a participle, a count said as a noun.
CREATE CONSTRAINT IF NOT EXISTS FOR (e:Engineer) REQUIRE (e.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Project) REQUIRE (p.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (v:Venue) REQUIRE (v.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (w:Seminar) REQUIRE (w.title) IS UNIQUE;
CREATE (e1:Engineer {name:'Ines Duarte', grade:'Senior Engineer'})
CREATE (e2:Engineer {name:'Olek Nowak', grade:'Junior Engineer'})
CREATE (e3:Engineer {name:'Ruth Abebe', grade:'Senior Engineer'})
CREATE (p1:Project {title:'Bridge Survey', budget: 1200})
CREATE (p2:Project {title:'Tunnel Audit', budget: 800})
CREATE (v1:Venue {name:'Dock Hall', city:'Porto'})
CREATE (v2:Venue {name:'Mill Rooms', city:'Leeds'})
CREATE (s1:Seminar {title:'Welding Basics', online:true, seats: 20, minutes_to_start: 5})
CREATE (s2:Seminar {title:'Load Testing', online:false, seats: 12, minutes_to_start: 15})
CREATE (s3:Seminar {title:'Site Safety', online:true, seats: 30})
CREATE (s4:Seminar {title:'Survey Drones', online:true, seats: 8})
CREATE (e1)-[:WORKS_ON {role:'senior'}]->(p1)
CREATE (e2)-[:WORKS_ON {role:'junior'}]->(p1)
CREATE (e3)-[:WORKS_ON {role:'senior'}]->(p2)
CREATE (e1)-[:WORKS_ON {role:'lead'}]->(p2)
CREATE (s1)-[:HOSTED_AT]->(v1)
CREATE (s2)-[:HOSTED_AT]->(v2)
CREATE (s3)-[:HOSTED_AT]->(v1)
CREATE (e1)-[:ATTENDED {stars: 4}]->(s1)
CREATE (e2)-[:ATTENDED]->(s2)
CREATE (e2)-[:ATTENDED]->(s3)
