// A bakery, written for the units7 rules' tests: units said in words over
// property names that abbreviate them or put them first (kcal, load_kg,
// minutes_to_bake, price_usd beside deposit_usd), a stored state that is
// also a verb (status 'baked'), a date spelled by a phrasal verb
// (Member.checkin), and ISO date-times on the batches a named baker baked.
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Cake) REQUIRE (c.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (b:Baker) REQUIRE (b.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Batch) REQUIRE (t.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (v:Van) REQUIRE (v.plate) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Member) REQUIRE (m.name) IS UNIQUE;

CREATE (c1:Cake {name:'Lemon Drizzle', kcal:420, price_usd:4.5, deposit_usd:1.0})
CREATE (c2:Cake {name:'Black Forest', kcal:610, price_usd:6.0, deposit_usd:2.5})
CREATE (c3:Cake {name:'Carrot Loaf', kcal:380, price_usd:3.5, deposit_usd:0.5})
CREATE (b1:Baker {name:'Ines Duarte', hired:'2019-02-01'})
CREATE (b2:Baker {name:'Otto Brandt', hired:'2021-09-15'})
CREATE (t1:Batch {code:'B-1', status:'baked', minutes_to_bake:35, started:'2024-11-03T05:10'})
CREATE (t2:Batch {code:'B-2', status:'binned', minutes_to_bake:20, started:'2024-12-20T06:00'})
CREATE (t3:Batch {code:'B-3', status:'baked', minutes_to_bake:55, started:'2025-01-08T04:45'})
CREATE (t4:Batch {code:'B-4', status:'baked', minutes_to_bake:25, started:'2025-03-02T05:30'})
CREATE (v1:Van {plate:'BK-101', load_kg:900})
CREATE (v2:Van {plate:'BK-202', load_kg:2400})
CREATE (m1:Member {name:'Lea Roth', checkin:'2023-02-14', birth_year:1988})
CREATE (m2:Member {name:'Sam Weber', checkin:'2023-07-01', birth_year:1979})
CREATE (m3:Member {name:'Ana Pires', checkin:'2024-03-09', birth_year:1995})
CREATE (b1)-[:BAKED]->(t1)
CREATE (b1)-[:BAKED]->(t3)
CREATE (b2)-[:BAKED]->(t2)
CREATE (b2)-[:BAKED]->(t4)
CREATE (t1)-[:OF_CAKE]->(c1)
CREATE (t2)-[:OF_CAKE]->(c2)
CREATE (t3)-[:OF_CAKE]->(c3)
CREATE (t4)-[:OF_CAKE]->(c1)
CREATE (m1)-[:FAVOURS]->(c2)
CREATE (m3)-[:FAVOURS]->(c1)
