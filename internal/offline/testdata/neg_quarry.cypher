// A synthetic quarry for gql's tests of negated contractions: weights kept
// in tonnes under a "_t" suffix ("load_t", "stock_t"), so that the "t" of
// "don't" or "aren't" has a property to be mistaken for.
CREATE CONSTRAINT IF NOT EXISTS FOR (d:Driver) REQUIRE (d.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Truck) REQUIRE (t.plate) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Site) REQUIRE (s.name) IS UNIQUE;
CREATE (s1:Site {name:'North Pit', stock_t: 1200.5})
CREATE (s2:Site {name:'Low Bank', stock_t: 80})
CREATE (t1:Truck {plate:'QX-1', load_t: 18.5, odometer_km: 120400})
CREATE (t2:Truck {plate:'QX-2', load_t: 22, odometer_km: 98000})
CREATE (t3:Truck {plate:'QX-3', load_t: 9.5})
CREATE (d1:Driver {name:'Ada Moss'})
CREATE (d2:Driver {name:'Ben Hale'})
CREATE (d3:Driver {name:'Cora Vint'})
CREATE (t1)-[:BASED_AT]->(s1)
CREATE (t2)-[:BASED_AT]->(s2)
CREATE (d1)-[:DRIVES]->(t1)
CREATE (d2)-[:DRIVES]->(t2)
