// A synthetic bike garage whose mechanics and bikes meet only through repair
// rows (a table converted to a graph: no name of its own, one key to each
// side), which questions name by their verb ("repaired"); the workshop
// keeps its staff as a number, not as related nodes. Written for gql's
// tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Mechanic) REQUIRE (m.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (b:Bike) REQUIRE (b.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (w:Garage) REQUIRE (w.name) IS UNIQUE;
CREATE (m1:Mechanic {name:'Ada Lind', hire_year:2015, hourly_rate:30})
CREATE (m2:Mechanic {name:'Bo Kerr', hire_year:2019, hourly_rate:24})
CREATE (b1:Bike {name:'Falcon', purchase_year:2020})
CREATE (b2:Bike {name:'Heron', purchase_year:2021})
CREATE (b3:Bike {name:'Swift', purchase_year:2022})
CREATE (w1:Garage {name:'Quay', num_of_staff:12, founded:1999})
CREATE (w2:Garage {name:'Mill', num_of_staff:7, founded:2008})
CREATE (r1:Repair {repair_id:1, cost:40})
CREATE (r2:Repair {repair_id:2, cost:25})
CREATE (r3:Repair {repair_id:3, cost:60})
CREATE (r1)-[:DONE_BY]->(m1)
CREATE (r1)-[:DONE_ON]->(b1)
CREATE (r2)-[:DONE_BY]->(m1)
CREATE (r2)-[:DONE_ON]->(b2)
CREATE (r3)-[:DONE_BY]->(m2)
CREATE (r3)-[:DONE_ON]->(b3)
CREATE (m1)-[:WORKS_AT]->(w1)
CREATE (m2)-[:WORKS_AT]->(w2);
