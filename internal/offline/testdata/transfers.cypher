// A synthetic schema in the shape of tables converted to a graph, where
// one table has two keys to the same table: a transfer row names the club
// that sold and the club that bought. Written for gql's tests of
// negations whose verb names the row ("have not transferred") and so
// one of the two keys, never both.
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Club) REQUIRE (c.club_id) IS UNIQUE;
CREATE (c1:Club {club_id:1, name:'Harbour United', city:'Portvale'})
CREATE (c2:Club {club_id:2, name:'Eastbrook Rovers', city:'Eastbrook'})
CREATE (c3:Club {club_id:3, name:'Millbank Athletic', city:'Millbank'})
CREATE (t1:Transfer {transfer_id:10, fee:200000, season:2021})
CREATE (t2:Transfer {transfer_id:11, fee:50000, season:2022})
CREATE (t1)-[:REF_SELLER_ID]->(c1)
CREATE (t1)-[:REF_BUYER_ID]->(c2)
CREATE (t2)-[:REF_SELLER_ID]->(c2)
CREATE (t2)-[:REF_BUYER_ID]->(c1);
