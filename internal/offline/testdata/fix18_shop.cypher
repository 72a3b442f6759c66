// A synthetic repair shop for gql's tests of the fix18 rules: a job
// record with no name or title, several text properties and one
// identifier (job_id), booked by a customer and done by a mechanic.
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Customer) REQUIRE (c.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Mechanic) REQUIRE (m.name) IS UNIQUE;
CREATE (c1:Customer {name:'Rosa Vidal', city:'Lyon'})
CREATE (c2:Customer {name:'Ben Okoro', city:'Nantes'})
CREATE (m1:Mechanic {name:'Ivo Rask', salary_eur: 41000})
CREATE (m2:Mechanic {name:'Lena Wirth', salary_eur: 45000})
CREATE (j1:Job {job_id:'J-101', opened:'2024-02-03', status:'done', hours: 3, price_eur: 240.0})
CREATE (j2:Job {job_id:'J-102', opened:'2024-05-19', status:'cancelled', hours: 1})
CREATE (j3:Job {job_id:'J-103', opened:'2025-01-08', status:'done', hours: 5, price_eur: 410.0})
CREATE (j4:Job {job_id:'J-104', opened:'2025-03-30', status:'open', hours: 2, price_eur: 150.0})
CREATE (c1)-[:BOOKED]->(j1)
CREATE (c1)-[:BOOKED]->(j3)
CREATE (c2)-[:BOOKED]->(j2)
CREATE (c2)-[:BOOKED]->(j4)
CREATE (j1)-[:DONE_BY]->(m1)
CREATE (j3)-[:DONE_BY]->(m2)
CREATE (j4)-[:DONE_BY]->(m1)
CREATE (i1:Invoice {no:'INV-1', total_eur: 240.0, tax_eur: 40.0})
CREATE (i2:Invoice {no:'INV-2', total_eur: 410.0, tax_eur: 68.0})
CREATE (c1)-[:PAID {on:'2024-02-04'}]->(i1)
CREATE (c1)-[:PAID {on:'2025-01-09'}]->(i2)
CREATE (j1)-[:BILLED_AS]->(i1)
CREATE (j3)-[:BILLED_AS]->(i2)
