// A synthetic livestock market: sales are rows of keys naming a seller
// farm and a buyer farm, under a label of two words whose last word is the
// noun questions use ("sales"). Written for gql's tests of a noun read as
// the label its name ends with.
CREATE CONSTRAINT IF NOT EXISTS FOR (f:Farm) REQUIRE (f.name) IS UNIQUE;
CREATE (f1:Farm {name:'Hilltop', acres:120})
CREATE (f2:Farm {name:'Meadowbank', acres:80})
CREATE (f3:Farm {name:'Riverside', acres:45})
CREATE (s1:livestock_sale {sale_id:1, animal_type:'Sheep', head_count:12, price_total:1800.0})
CREATE (s2:livestock_sale {sale_id:2, animal_type:'Cattle', head_count:4, price_total:5200.0})
CREATE (s3:livestock_sale {sale_id:3, animal_type:'Sheep', head_count:20, price_total:2900.0})
CREATE (s1)-[:SALE_SELLER_FARM]->(f1)
CREATE (s1)-[:SALE_BUYER_FARM]->(f2)
CREATE (s2)-[:SALE_SELLER_FARM]->(f2)
CREATE (s2)-[:SALE_BUYER_FARM]->(f3)
CREATE (s3)-[:SALE_SELLER_FARM]->(f1)
CREATE (s3)-[:SALE_BUYER_FARM]->(f3);
