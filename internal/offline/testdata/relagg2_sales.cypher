// A synthetic chain of shops whose sales are rows of keys (a table
// converted to a graph: no name of their own, one key to the shop and one
// to the product), and whose articles cite each other through citation
// rows (cites) with two keys into one label. Written for gql's tests of counts and
// sums through a junction.
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Shop) REQUIRE (s.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Product) REQUIRE (p.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (a:Article) REQUIRE (a.title) IS UNIQUE;
CREATE (s1:Shop {name:'Harbour Store', district:'North', floor_area:420, staff_count:9})
CREATE (s2:Shop {name:'Mill Lane', district:'South', floor_area:260, staff_count:5})
CREATE (s3:Shop {name:'Station Kiosk', district:'North', floor_area:40, staff_count:2})
CREATE (p1:Product {name:'Lantern', price:30.0, category:'Outdoor', delivery_time:3})
CREATE (p2:Product {name:'Kettle', price:45.0, category:'Kitchen', delivery_time:5})
CREATE (p3:Product {name:'Blanket', price:60.0, category:'Home', delivery_time:2})
CREATE (x1:Sale {sale_id:1, units:3, revenue:90.0})
CREATE (x2:Sale {sale_id:2, units:1, revenue:45.0})
CREATE (x3:Sale {sale_id:3, units:2, revenue:120.0})
CREATE (x4:Sale {sale_id:4, units:5, revenue:150.0})
CREATE (x5:Sale {sale_id:5, units:1, revenue:30.0})
CREATE (x1)-[:SALE_SHOP]->(s1)
CREATE (x1)-[:SALE_PRODUCT]->(p1)
CREATE (x2)-[:SALE_SHOP]->(s1)
CREATE (x2)-[:SALE_PRODUCT]->(p2)
CREATE (x3)-[:SALE_SHOP]->(s1)
CREATE (x3)-[:SALE_PRODUCT]->(p3)
CREATE (x4)-[:SALE_SHOP]->(s2)
CREATE (x4)-[:SALE_PRODUCT]->(p1)
CREATE (x5)-[:SALE_SHOP]->(s3)
CREATE (x5)-[:SALE_PRODUCT]->(p1)
CREATE (a1:Article {title:'Join Orders', year:2019})
CREATE (a2:Article {title:'Graph Views', year:2020})
CREATE (a3:Article {title:'Plan Caches', year:2021})
CREATE (a4:Article {title:'Query Repair', year:2022})
CREATE (c1:Cites {cites_id:1})
CREATE (c2:Cites {cites_id:2})
CREATE (c3:Cites {cites_id:3})
CREATE (c4:Cites {cites_id:4})
CREATE (c1)-[:CITING_ARTICLE]->(a2)
CREATE (c1)-[:CITED_ARTICLE]->(a1)
CREATE (c2)-[:CITING_ARTICLE]->(a3)
CREATE (c2)-[:CITED_ARTICLE]->(a1)
CREATE (c3)-[:CITING_ARTICLE]->(a4)
CREATE (c3)-[:CITED_ARTICLE]->(a1)
CREATE (c4)-[:CITING_ARTICLE]->(a4)
CREATE (c4)-[:CITED_ARTICLE]->(a2);
