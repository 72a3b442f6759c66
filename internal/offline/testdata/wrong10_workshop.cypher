// A synthetic car workshop for gql's tests of the session-10 nets: a
// status that shares its word with a relationship, things named by their
// owner, a service named by a value with a price on the relationship.
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Mechanic) REQUIRE (m.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (j:Job) REQUIRE (j.job_id) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (g:Garage) REQUIRE (g.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (a:Apprentice) REQUIRE (a.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Service) REQUIRE (s.name) IS UNIQUE;
CREATE (m1:Mechanic {name:'Mara Keller'})
CREATE (m2:Mechanic {name:'Tomas Brandt'})
CREATE (a1:Apprentice {name:'Lena Vogt'})
CREATE (a2:Apprentice {name:'Piet Jansen'})
CREATE (g1:Garage {name:'Northside Motors'})
CREATE (g2:Garage {name:'Harbour Autos'})
CREATE (s1:Service {name:'tyres'})
CREATE (s2:Service {name:'brakes'})
CREATE (j1:Job {job_id:'JOB-101', status:'repaired'})
CREATE (j2:Job {job_id:'JOB-102', status:'waiting'})
CREATE (j3:Job {job_id:'JOB-103', status:'repaired'})
CREATE (j4:Job {job_id:'JOB-104', status:'cancelled'})
CREATE (j1)-[:REPAIRED_BY]->(m1)
CREATE (j2)-[:REPAIRED_BY]->(m1)
CREATE (j3)-[:REPAIRED_BY]->(m2)
CREATE (j4)-[:REPAIRED_BY]->(m2)
CREATE (m1)-[:TRAINS]->(a1)
CREATE (m2)-[:TRAINS]->(a2)
CREATE (a1)-[:ASSISTS_ON]->(j3)
CREATE (a2)-[:ASSISTS_ON]->(j1)
CREATE (j1)-[:AT_GARAGE]->(g1)
CREATE (j2)-[:AT_GARAGE]->(g1)
CREATE (j3)-[:AT_GARAGE]->(g2)
CREATE (j4)-[:AT_GARAGE]->(g2)
CREATE (g1)-[:OFFERS {price_eur:80}]->(s1)
CREATE (g2)-[:OFFERS {price_eur:95}]->(s1)
CREATE (g2)-[:OFFERS {price_eur:140}]->(s2);
