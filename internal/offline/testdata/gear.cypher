CREATE CONSTRAINT IF NOT EXISTS FOR (i:Item) REQUIRE (i.sku) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Shop) REQUIRE (s.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Member) REQUIRE (m.name) IS UNIQUE;

CREATE (a:Item {sku:'TENT-2', name:'Ridge Tent', category:'tent', waterproof:true, grade:2, weight_kg:2.4, price:180.0})
CREATE (b:Item {sku:'TENT-4', name:'Family Tent', category:'tent', waterproof:true, grade:3, weight_kg:6.8, price:320.0})
CREATE (c:Item {sku:'BAG-1', name:'Summer Bag', category:'sleeping bag', waterproof:false, grade:1, weight_kg:0.9, price:60.0})
CREATE (d:Item {sku:'STOVE-1', name:'Trail Stove', category:'stove', waterproof:false, grade:2, weight_kg:0.4, price:45.0})
CREATE (n:Shop {name:'North Depot', floor_area:420, altitude_m:1350, opened:'2011-05-02'})
CREATE (s:Shop {name:'South Depot', floor_area:260, altitude_m:40, opened:'2019-09-14'})
CREATE (m1:Member {name:'Ines Roth', status:'Family Member', tier:1, joined:'2021-03-01'})
CREATE (m2:Member {name:'Omar Haddad', status:'Solo Member', tier:3, joined:'2016-07-20'})
CREATE (m3:Member {name:'Lena Park', status:'Family Member', tier:1, joined:'2023-11-11'})
CREATE (n)-[:STOCKS {units:4}]->(a)
CREATE (n)-[:STOCKS {units:2}]->(b)
CREATE (s)-[:STOCKS {units:7}]->(c)
CREATE (s)-[:STOCKS {units:3}]->(d)
CREATE (m1)-[:RENTED {plan:'family'}]->(a)
CREATE (m2)-[:RENTED {plan:'weekend'}]->(b)
CREATE (m3)-[:RENTED {plan:'family'}]->(c)
