// A synthetic bike-share fleet for gql's tests of the asker's "I" taken
// into a code and of "non-" before a flag: bikes have a code, a
// flag for an electric motor and a colour, and are kept at docks.
CREATE CONSTRAINT IF NOT EXISTS FOR (d:Dock) REQUIRE (d.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (b:Bike) REQUIRE (b.code) IS UNIQUE;
CREATE (d1:Dock {name:'Harbour Gate', capacity:12})
CREATE (d2:Dock {name:'Old Mill', capacity:8})
CREATE (b1:Bike {code:'BK-2041', electric:true, colour:'red', range_km:60, kind:'tandem'})
CREATE (b2:Bike {code:'BK-2042', electric:false, colour:'blue', range_km:0, kind:'tandem'})
CREATE (b3:Bike {code:'BK-2043', electric:true, colour:'green', range_km:45, kind:'roadster'})
CREATE (b4:Bike {code:'BK-2044', electric:false, colour:'red', range_km:0, kind:'roadster'})
CREATE (b1)-[:KEPT_AT]->(d1)
CREATE (b2)-[:KEPT_AT]->(d1)
CREATE (b3)-[:KEPT_AT]->(d2)
CREATE (b4)-[:KEPT_AT]->(d2)
