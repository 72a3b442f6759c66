// A synthetic schema in the shape of tables converted to a graph, for the
// column-of-neighbour net (s4s11_nets.go): a trip row has its own
// description and refers to a route, which has none but refers to an
// operator that has one. Written for gql's tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (r:Route) REQUIRE (r.route_id) IS UNIQUE;
CREATE (o1:Operator {operator_code:'NB', operator_description:'Northbay Coaches'})
CREATE (o2:Operator {operator_code:'RL', operator_description:'Riverline Ferries'})
CREATE (r1:Route {route_id:1, name:'Harbour Loop', operator_code:'NB'})
CREATE (r2:Route {route_id:2, name:'Estuary Run', operator_code:'RL'})
CREATE (t1:Trip {trip_id:10, route_id:1, trip_description:'morning run'})
CREATE (t2:Trip {trip_id:11, route_id:2, trip_description:'late crossing'})
CREATE (r1)-[:REF_OPERATOR_CODE]->(o1)
CREATE (r2)-[:REF_OPERATOR_CODE]->(o2)
CREATE (t1)-[:REF_ROUTE_ID]->(r1)
CREATE (t2)-[:REF_ROUTE_ID]->(r2);
