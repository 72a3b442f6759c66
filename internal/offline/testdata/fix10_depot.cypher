// A synthetic depot for gql's tests of the fix10 nets and readings: a job
// joined both to a pump and to the plant the pump stands at (a thing a
// question names once, reachable two ways), a relationship with a date of
// its own beside its member's own date, a property named for a rate
// ("weekly_runs"), firms and plants both holding a city, and buses joined
// to their firm directly and through their routes.
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Mechanic) REQUIRE (m.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Plant) REQUIRE (p.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (f:Firm) REQUIRE (f.name) IS UNIQUE;
CREATE (p1:Plant {name:'Riverton', city:'Leeds'})
CREATE (p2:Plant {name:'Oakfield', city:'York'})
CREATE (u1:Pump {serial:'PU-1'})
CREATE (u2:Pump {serial:'PU-2'})
CREATE (j1:RepairJob {ref:'J1', cost: 300})
CREATE (j2:RepairJob {ref:'J2', cost: 900})
CREATE (m1:Mechanic {name:'Ana Lopes', joined:'2015-03-01'})
CREATE (m2:Mechanic {name:'Ben Otto', joined:'2012-06-10'})
CREATE (f1:Firm {name:'Metro Lines', city:'Leeds'})
CREATE (f2:Firm {name:'Dale Coaches', city:'York'})
CREATE (b1:Bus {fleet_no:'B1', weekly_runs: 20})
CREATE (b2:Bus {fleet_no:'B2', weekly_runs: 12})
CREATE (r1:Route {code:'R1'})
CREATE (u1)-[:INSTALLED_AT]->(p1)
CREATE (u2)-[:INSTALLED_AT]->(p2)
CREATE (j1)-[:FOR]->(u1)
CREATE (j2)-[:FOR]->(p2)
CREATE (m1)-[:WORKED_ON]->(j1)
CREATE (m2)-[:WORKED_ON]->(j2)
CREATE (m1)-[:SERVES {since:'2019-01-01'}]->(p1)
CREATE (m2)-[:SERVES {since:'2021-05-01'}]->(p1)
CREATE (m2)-[:SERVES {since:'2016-02-01'}]->(p2)
CREATE (f1)-[:OWNS]->(p1)
CREATE (b1)-[:RUN_BY]->(f1)
CREATE (b2)-[:RUN_BY]->(f2)
CREATE (b1)-[:ON_ROUTE]->(r1)
CREATE (r1)-[:FRANCHISED_TO]->(f1)
