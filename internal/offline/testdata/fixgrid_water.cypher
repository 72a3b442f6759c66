// A synthetic water utility for gql's fixgrid rules: a label named in two
// words (RepairJob) next to a relationship sharing its first word
// (REPAIRED), a property and a relationship of one word (cause,
// CAUSED_BY), a self-relationship of a plain verb (FEEDS) and one whose
// verb is also a noun for its doer (GUIDES).
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Pump) REQUIRE (p.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (d:Depot) REQUIRE (d.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (r:RepairJob) REQUIRE (r.job_id) IS UNIQUE;
CREATE (p1:Pump {name:'Hilltop', flow_lps:120, rating_kw:90})
CREATE (p2:Pump {name:'Millbrook', flow_lps:80, rating_kw:55})
CREATE (p3:Pump {name:'Stonegate', flow_lps:45, rating_kw:30})
CREATE (p4:Pump {name:'Riverside', flow_lps:60, rating_kw:40})
CREATE (p5:Pump {name:'Mill Wharf', flow_lps:20, rating_kw:15})
CREATE (p1)-[:FEEDS]->(p2)
CREATE (p1)-[:FEEDS]->(p4)
CREATE (p2)-[:FEEDS]->(p3)
CREATE (e1:Engineer {name:'Kim Osei'})
CREATE (e2:Engineer {name:'Lena Hart'})
CREATE (e3:Engineer {name:'Paul Reyes'})
CREATE (e1)-[:GUIDES]->(e2)
CREATE (e1)-[:GUIDES]->(e3)
CREATE (j1:RepairJob {job_id:'RJ-1', priority:1, opened:'2023-02-01', closed:'2023-02-03'})
CREATE (j2:RepairJob {job_id:'RJ-2', priority:2, opened:'2023-05-10'})
CREATE (j3:RepairJob {job_id:'RJ-3', priority:2, opened:'2024-01-15', closed:'2024-01-20'})
CREATE (j4:RepairJob {job_id:'RJ-4', priority:3, opened:'2024-03-02'})
CREATE (e1)-[:REPAIRED]->(j1)
CREATE (e2)-[:REPAIRED]->(j1)
CREATE (e2)-[:REPAIRED]->(j2)
CREATE (e3)-[:REPAIRED]->(j3)
CREATE (i1:Incident {incident_id:'IN-1', cause:'frost', households:300})
CREATE (i2:Incident {incident_id:'IN-2', cause:'flood', households:1200})
CREATE (i3:Incident {incident_id:'IN-3', cause:'frost', households:40})
CREATE (i4:Incident {incident_id:'IN-4', cause:'wear', households:700})
CREATE (i1)-[:CAUSED_BY]->(p2)
CREATE (i2)-[:CAUSED_BY]->(p4)
CREATE (i4)-[:CAUSED_BY]->(p3)
CREATE (d1:Depot {code:'D-1', name:'North Yard'})
CREATE (d2:Depot {code:'D-2', name:'South Yard'})
CREATE (p1)-[:HOUSED_AT]->(d1)
CREATE (p2)-[:HOUSED_AT]->(d1)
CREATE (p3)-[:HOUSED_AT]->(d2)
CREATE (j1)-[:BASED_AT]->(d2)
CREATE (j2)-[:BASED_AT]->(d2)
CREATE (j3)-[:BASED_AT]->(d1)
