// A second synthetic schema for the rules of asked.go: hospital wards and
// their patients, with identifiers and yes/no properties (is_insured,
// has_window). Written for gql's tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (w:Ward) REQUIRE (w.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Patient) REQUIRE (p.name) IS UNIQUE;
CREATE (a:Ward {ward_id:7, name:'Aster', beds:20, has_window:'Y'})
CREATE (b:Ward {ward_id:8, name:'Birch', beds:12, has_window:'N'})
CREATE (p1:Patient {patient_id:101, name:'Noor Haas', age:44, is_insured:'Y'})
CREATE (p2:Patient {patient_id:102, name:'Ivo Lind', age:71, is_insured:'N'})
CREATE (p3:Patient {patient_id:103, name:'Rhea Moss', age:35, is_insured:'Y'})
CREATE (p1)-[:STAYS_IN]->(a)
CREATE (p2)-[:STAYS_IN]->(a)
CREATE (p3)-[:STAYS_IN]->(b)
CREATE (d1:Drug {name:'Penicillin'})
CREATE (d2:Drug {name:'Ibuprofen'})
CREATE (p1)-[:ALLERGIC_TO {severity:3}]->(d1)
CREATE (p2)-[:ALLERGIC_TO {severity:1}]->(d1)
CREATE (p3)-[:ALLERGIC_TO {severity:2}]->(d2)
