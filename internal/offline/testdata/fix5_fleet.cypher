// A synthetic fleet for gql's tests of the fix5 nets: someone who drives
// a thing since a date, a self-relationship with a length on it, a
// division's name that is also a rating's category, and one relationship
// that leaves a parcel to two kinds of things.
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Pilot) REQUIRE (p.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (a:Aircraft) REQUIRE (a.tail) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Tank) REQUIRE (t.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (d:Division) REQUIRE (d.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Team) REQUIRE (t.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (r:Rating) REQUIRE (r.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Parcel) REQUIRE (p.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (v:Van) REQUIRE (v.plate) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (f:Firm) REQUIRE (f.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (h:Hub) REQUIRE (h.code) IS UNIQUE;
CREATE (p1:Pilot {name:'Ana Reis', salary: 52000})
CREATE (p2:Pilot {name:'Bo Lind', salary: 81000})
CREATE (a1:Aircraft {tail:'CS-TTA', model:'A320'})
CREATE (a2:Aircraft {tail:'CS-TTB', model:'E190'})
CREATE (p1)-[:FLIES {since:'2018-03-01'}]->(a1)
CREATE (p2)-[:FLIES {since:'2022-06-01'}]->(a2)
CREATE (t1:Tank {name:'North Tank', litres: 9000})
CREATE (t2:Tank {name:'East Tank', litres: 4000})
CREATE (t3:Tank {name:'South Tank', litres: 2500})
CREATE (t1)-[:DRAINS_INTO {pipe_m: 3}]->(t2)
CREATE (t1)-[:DRAINS_INTO {pipe_m: 1}]->(t3)
CREATE (t2)-[:DRAINS_INTO {pipe_m: 2}]->(t3)
CREATE (t3)-[:LINKED_TO]->(t1)
CREATE (d1:Division {name:'Cargo', floor: 2})
CREATE (d2:Division {name:'Charter', floor: 3})
CREATE (tm1:Team {name:'Night Cargo'})
CREATE (tm2:Team {name:'Island Charter'})
CREATE (tm1)-[:BELONGS_TO]->(d1)
CREATE (tm2)-[:BELONGS_TO]->(d2)
CREATE (r1:Rating {name:'Heavy Lift', category:'Cargo'})
CREATE (r2:Rating {name:'Night Flight', category:'Charter'})
CREATE (p1)-[:ON_TEAM]->(tm1)
CREATE (p2)-[:ON_TEAM]->(tm2)
CREATE (p1)-[:HAS_RATING]->(r1)
CREATE (p2)-[:HAS_RATING]->(r2)
CREATE (h1:Hub {code:'LDS-1', city:'Leeds'})
CREATE (h2:Hub {code:'YRK-1', city:'York'})
CREATE (v1:Van {plate:'VN-01'})
CREATE (v2:Van {plate:'VN-02'})
CREATE (f1:Firm {name:'Swift Haul'})
CREATE (f2:Firm {name:'Moor Freight'})
CREATE (v1)-[:BASED_AT]->(h1)
CREATE (v2)-[:BASED_AT]->(h2)
CREATE (pc1:Parcel {code:'PC-1', weight_g: 1200})
CREATE (pc2:Parcel {code:'PC-2', weight_g: 300})
CREATE (pc1)-[:SHIPPED_BY]->(v1)
CREATE (pc1)-[:SHIPPED_BY]->(f1)
CREATE (pc2)-[:SHIPPED_BY]->(v2)
CREATE (pc2)-[:SHIPPED_BY]->(f2)
CREATE (pc1)-[:BOUND_FOR]->(h1)
CREATE (pc2)-[:BOUND_FOR]->(h2);
