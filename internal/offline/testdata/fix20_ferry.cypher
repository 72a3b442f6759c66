// A synthetic ferry company for gql's tests of the fix20 nets: ferries
// known by a hull number and kept at harbours with a year and a count of
// berths, routes calling at harbours in a numbered sequence, a yes/no
// property of a route beside a crew's watch of the same word, and fares
// stored in dollars.
CREATE CONSTRAINT IF NOT EXISTS FOR (f:Ferry) REQUIRE (f.hull_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (h:Harbour) REQUIRE (h.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (r:Route) REQUIRE (r.route_code) IS UNIQUE;
CREATE (f1:Ferry {hull_no: 12, vessel_type: 'ferry', capacity: 400, built_year: 2004, hybrid: false})
CREATE (f2:Ferry {hull_no: 2015, vessel_type: 'catamaran', capacity: 250, built_year: 2015, hybrid: true})
CREATE (f3:Ferry {hull_no: 31, vessel_type: 'ferry', capacity: 600, built_year: 2019, hybrid: true})
CREATE (h1:Harbour {name: 'Old Quay', opened_year: 1890, berths: 12, tide_zone: 1})
CREATE (h2:Harbour {name: 'Seal Point', opened_year: 2015, berths: 4, tide_zone: 2})
CREATE (h3:Harbour {name: 'Kelp Bay', opened_year: 1961, berths: 31, tide_zone: 2})
CREATE (r1:Route {route_code: 'R5', name: 'Island Loop', length_km: 12.0, night_crossing: true})
CREATE (r2:Route {route_code: 'R7', name: 'Bay Shuttle', length_km: 31.0, night_crossing: false})
CREATE (s1:Sailor {name: 'Ada Quinn'})
CREATE (s2:Sailor {name: 'Bo Lund'})
CREATE (p1:Fare {fare_name: 'Day Pass', price_usd: 9.5})
CREATE (p2:Fare {fare_name: 'Single', price_usd: 3.0})
CREATE (f1)-[:BERTHED_AT]->(h1)
CREATE (f2)-[:BERTHED_AT]->(h2)
CREATE (f3)-[:BERTHED_AT]->(h3)
CREATE (f1)-[:SAILS]->(r1)
CREATE (f2)-[:SAILS]->(r2)
CREATE (f3)-[:SAILS]->(r2)
CREATE (r1)-[:CALLS_AT {call_seq: 1}]->(h1)
CREATE (r1)-[:CALLS_AT {call_seq: 2}]->(h3)
CREATE (r1)-[:CALLS_AT {call_seq: 3}]->(h2)
CREATE (r2)-[:CALLS_AT {call_seq: 1}]->(h2)
CREATE (r2)-[:CALLS_AT {call_seq: 2}]->(h1)
CREATE (s1)-[:CREWS {watch: 'night'}]->(r1)
CREATE (s2)-[:CREWS {watch: 'day'}]->(r2)
