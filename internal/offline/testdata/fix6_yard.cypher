// A synthetic boatyard for gql's tests of the fix6 readings: a label
// shown by its title with a code for a key beside a label with names, a
// status stored in its British spelling, a numeric stage, weights in
// grams, and faults that hit boats.
CREATE CONSTRAINT IF NOT EXISTS FOR (b:Boat) REQUIRE (b.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (w:Wharf) REQUIRE (w.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (f:Fault) REQUIRE (f.ref) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (j:Job) REQUIRE (j.ref) IS UNIQUE;
CREATE (w1:Wharf {name:'Harbour'})
CREATE (w2:Wharf {name:'Estuary'})
CREATE (b1:Boat {code:'B-01', title:'Harbour Queen', stage: 1, weight_g: 1200})
CREATE (b2:Boat {code:'B-02', title:'Estuary Wren', stage: 2, weight_g: 1800})
CREATE (b3:Boat {code:'B-03', title:'Grey Harbour Gull', stage: 1, weight_g: 2600})
CREATE (b4:Boat {code:'B-04', title:'Sandpiper', stage: 3, weight_g: 900})
CREATE (j1:Job {ref:'J1', status:'cancelled'})
CREATE (j2:Job {ref:'J2', status:'done'})
CREATE (j3:Job {ref:'J3', status:'cancelled'})
CREATE (j4:Job {ref:'J4', status:'open'})
CREATE (f1:Fault {ref:'F1', severity: 2})
CREATE (f2:Fault {ref:'F2', severity: 1})
CREATE (b1)-[:MOORED_AT]->(w1)
CREATE (b2)-[:MOORED_AT]->(w2)
CREATE (b3)-[:MOORED_AT]->(w1)
CREATE (b4)-[:MOORED_AT]->(w2)
CREATE (j1)-[:ON_BOAT]->(b1)
CREATE (j2)-[:ON_BOAT]->(b2)
CREATE (j3)-[:ON_BOAT]->(b3)
CREATE (j4)-[:ON_BOAT]->(b1)
CREATE (f1)-[:HIT]->(b1)
CREATE (f2)-[:HIT]->(b3)
