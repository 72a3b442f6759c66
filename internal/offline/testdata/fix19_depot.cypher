CREATE CONSTRAINT IF NOT EXISTS FOR (p:Parcel) REQUIRE (p.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Clerk) REQUIRE (c.name) IS UNIQUE;
CREATE (P1:Parcel {code:'PC-1', weight_kg:2.5, delivered:'2024-03-02', status:'delivered'})
CREATE (P2:Parcel {code:'PC-2', weight_kg:1.0, status:'in_transit'})
CREATE (P3:Parcel {code:'PC-3', weight_kg:4.0, delivered:'2024-04-11', status:'delivered'})
CREATE (A:Clerk {name:'Ana Costa', hired_year:2010})
CREATE (B:Clerk {name:'Bruno Dias', hired_year:2015})
CREATE (C:Clerk {name:'Carla Reis', hired_year:2020})
CREATE (B)-[:REPORTS_TO]->(A),
(C)-[:REPORTS_TO]->(B),
(C)-[:HANDLED]->(P1),
(B)-[:HANDLED]->(P2),
(A)-[:HANDLED]->(P3);
