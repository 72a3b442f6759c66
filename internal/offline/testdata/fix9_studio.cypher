// A synthetic art studio for gql's tests of the fix9 nets: critiques of
// paintings with a score, trucks with a capacity, artists mentored by
// artists, grades written with a sign, shows of a duration in minutes
// exhibiting paintings for a number of days, galleries linked by lines
// with a year and a length, and artists working at galleries in a role.
CREATE CONSTRAINT IF NOT EXISTS FOR (a:Artist) REQUIRE (a.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Painting) REQUIRE (p.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Truck) REQUIRE (t.reg) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (g:Gallery) REQUIRE (g.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Show) REQUIRE (s.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Critique) REQUIRE (c.ref) IS UNIQUE;
CREATE (a1:Artist {name:'Ana Sousa', grade:'B+'})
CREATE (a2:Artist {name:'Rui Costa', grade:'A-'})
CREATE (a3:Artist {name:'Ines Mota', grade:'A+'})
CREATE (a1)-[:MENTORED_BY]->(a2)
CREATE (a2)-[:MENTORED_BY]->(a3)
CREATE (p1:Painting {title:'Dawn'})
CREATE (p2:Painting {title:'Dusk'})
CREATE (c1:Critique {ref:'C1', score: 2})
CREATE (c2:Critique {ref:'C2', score: 5})
CREATE (c1)-[:ON]->(p1)
CREATE (c2)-[:ON]->(p2)
CREATE (t1:Truck {reg:'T-1', capacity_kg: 400})
CREATE (t2:Truck {reg:'T-2', capacity_kg: 900})
CREATE (p1)-[:SHIPPED_BY]->(t1)
CREATE (s1:Show {title:'Spring Lights', season:'summer', duration_min: 90})
CREATE (s2:Show {title:'Night Forms', season:'winter', duration_min: 45})
CREATE (s1)-[:EXHIBITED {days: 3}]->(p1)
CREATE (s2)-[:EXHIBITED {days: 12}]->(p2)
CREATE (g1:Gallery {name:'North Hall'})
CREATE (g2:Gallery {name:'South Hall'})
CREATE (s1)-[:HELD_AT]->(g1)
CREATE (s2)-[:HELD_AT]->(g2)
CREATE (g1)-[:FEEDS {built_year: 2018, length_km: 3}]->(g2)
CREATE (a1)-[:WORKS_AT {role:'curator'}]->(g1)
CREATE (a2)-[:WORKS_AT {role:'guide'}]->(g2)
