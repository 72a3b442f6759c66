// A synthetic organisation for gql's fixkinds rules: a hierarchy whose
// relationship is named from the holder's side (CONTAINS: the target is
// the part, unlike PART_OF), people assigned to its units, and a parts
// catalogue whose relationship is a SUB- noun (SUBASSEMBLY_OF).
CREATE CONSTRAINT IF NOT EXISTS FOR (u:Unit) REQUIRE (u.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Person) REQUIRE (p.name) IS UNIQUE;
CREATE (u1:Unit {name:'Operations', budget:900})
CREATE (u2:Unit {name:'Logistics', budget:400})
CREATE (u3:Unit {name:'Fleet', budget:150})
CREATE (u4:Unit {name:'Finance', budget:300})
CREATE (u1)-[:CONTAINS]->(u2)
CREATE (u2)-[:CONTAINS]->(u3)
CREATE (p1:Person {name:'Ida Moss', grade:3})
CREATE (p2:Person {name:'Tom Reed', grade:2})
CREATE (p3:Person {name:'Ana Cruz', grade:1})
CREATE (p4:Person {name:'Raj Patel', grade:2})
CREATE (p1)-[:ASSIGNED_TO]->(u1)
CREATE (p2)-[:ASSIGNED_TO]->(u2)
CREATE (p3)-[:ASSIGNED_TO]->(u3)
CREATE (p4)-[:ASSIGNED_TO]->(u4)
CREATE (a1:Assembly {name:'Gearbox', weight:40})
CREATE (a2:Assembly {name:'Clutch', weight:12})
CREATE (a3:Assembly {name:'Flywheel', weight:8})
CREATE (a2)-[:SUBASSEMBLY_OF]->(a1)
CREATE (a3)-[:SUBASSEMBLY_OF]->(a2)
CREATE (s1:Supplier {name:'Acme Parts'})
CREATE (s2:Supplier {name:'Borg Metal'})
CREATE (s1)-[:SUPPLIES]->(a1)
CREATE (s2)-[:SUPPLIES]->(a3);
