// A synthetic schema where a code is kept on two labels: parcels carry
// their zone's code, and zones hold the code with a region name. Written
// for gql's tests of lists of asked columns.
CREATE CONSTRAINT IF NOT EXISTS FOR (z:Zone) REQUIRE (z.zone_code) IS UNIQUE;
CREATE (n:Zone {zone_code:'N1', region:'North'})
CREATE (s:Zone {zone_code:'S2', region:'South'})
CREATE (p1:Parcel {parcel_id:10, zone_code:'N1', weight_kg:2.5})
CREATE (p2:Parcel {parcel_id:11, zone_code:'S2', weight_kg:1.0})
CREATE (p1)-[:SHIPPED_TO]->(n)
CREATE (p2)-[:SHIPPED_TO]->(s)
