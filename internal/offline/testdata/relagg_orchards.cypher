// A synthetic property graph for the group-unconnected refusal
// (relagg_group.go): districts reach fruit varieties only through the
// orchards in them and the plantings of each orchard. Written for gql's
// tests.
CREATE (d1:District {district_name:'Northvale'})
CREATE (d2:District {district_name:'Southmere'})
CREATE (o1:Orchard {orchard_name:'Elm Rows', trees:400})
CREATE (o2:Orchard {orchard_name:'Brook End', trees:250})
CREATE (o3:Orchard {orchard_name:'Hill Top', trees:90})
CREATE (o1)-[:LOCATED_IN]->(d1)
CREATE (o2)-[:LOCATED_IN]->(d1)
CREATE (o3)-[:LOCATED_IN]->(d2)
CREATE (v1:Variety {variety_name:'Russet'})
CREATE (v2:Variety {variety_name:'Bramley'})
CREATE (p1:Planting {acres:3})
CREATE (p2:Planting {acres:5})
CREATE (p3:Planting {acres:2})
CREATE (p1)-[:AT]->(o1)
CREATE (p1)-[:OF]->(v1)
CREATE (p2)-[:AT]->(o2)
CREATE (p2)-[:OF]->(v2)
CREATE (p3)-[:AT]->(o3)
CREATE (p3)-[:OF]->(v1)
