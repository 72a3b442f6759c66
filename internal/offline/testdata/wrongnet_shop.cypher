// A synthetic shop for the wrong-answer nets: product names that end in
// their category's word (a completed name can read the category too).
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Product) REQUIRE (p.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Category) REQUIRE (c.name) IS UNIQUE;
CREATE (p1:Product {name:'Vela 7 Tablet', price:399})
CREATE (p2:Product {name:'Vela 9 Pro Tablet', price:599})
CREATE (p3:Product {name:'Tablet Sleeve', price:29})
CREATE (c1:Category {name:'Tablets'})
CREATE (c2:Category {name:'Accessories'})
CREATE (o1:Purchase {ref:'PU-1', placed:'2024-01-03'})
CREATE (o2:Purchase {ref:'PU-2', placed:'2024-02-11'})
CREATE (p1)-[:IN_CATEGORY]->(c1)
CREATE (p2)-[:IN_CATEGORY]->(c1)
CREATE (p3)-[:IN_CATEGORY]->(c2)
CREATE (o1)-[:INCLUDES]->(p1)
CREATE (o1)-[:INCLUDES]->(p3)
CREATE (o2)-[:INCLUDES]->(p2)
