// A synthetic schema written for the leftovers rules' tests: a tool
// library whose rentals say whether the tool came back (a yes/no on the
// relationship), and repair tickets that say whether they were resolved
// (a yes/no on the node); makers make the tools, and customers subscribe
// to makers' news (a second way from a customer to a maker).
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Customer) REQUIRE (c.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Tool) REQUIRE (t.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (r:Repair) REQUIRE (r.code) IS UNIQUE;
CREATE (c1:Customer {name:'Omar Haddad'})
CREATE (c2:Customer {name:'Ines Roth'})
CREATE (t1:Tool {name:'Hammer Drill'})
CREATE (t2:Tool {name:'Tile Cutter'})
CREATE (t3:Tool {name:'Pressure Washer'})
CREATE (r1:Repair {code:'R-1', resolved:true})
CREATE (r2:Repair {code:'R-2', resolved:false})
CREATE (c1)-[:RENTED {rented:'2025-01-04', returned:true}]->(t1)
CREATE (c1)-[:RENTED {rented:'2025-02-11', returned:false}]->(t2)
CREATE (c2)-[:RENTED {rented:'2025-02-20', returned:false}]->(t3)
CREATE (r1)-[:FOR_TOOL]->(t1)
CREATE (r2)-[:FOR_TOOL]->(t3)
CREATE (m1:Maker {name:'Bosch'})
CREATE (m2:Maker {name:'Makita'})
CREATE (m1)-[:MAKES]->(t1)
CREATE (m2)-[:MAKES]->(t2)
CREATE (m1)-[:MAKES]->(t3)
CREATE (c1)-[:SUBSCRIBES_TO]->(m2)
