// A synthetic market fair for gql's tests of the fix7 readings: shops of
// chains, both storing a country; a yes/no flag on shops; units on a
// stocking relationship; people who work at shops and visit markets; and
// ferries with a weekly number of trips, leaving from and arriving at
// ports.
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Chain) REQUIRE (c.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Shop) REQUIRE (s.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Market) REQUIRE (m.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (i:Item) REQUIRE (i.sku) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Person) REQUIRE (p.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (f:Ferry) REQUIRE (f.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (l:Line) REQUIRE (l.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Port) REQUIRE (p.name) IS UNIQUE;
CREATE (c1:Chain {name:'Fjord Foods', home_country:'Norway'})
CREATE (c2:Chain {name:'Baltic Bites', home_country:'Latvia'})
CREATE (s1:Shop {name:'Fjord Foods Bergen', country:'Norway', vegan: true})
CREATE (s2:Shop {name:'Baltic Bites Oslo', country:'Norway', vegan: false})
CREATE (s3:Shop {name:'Baltic Bites Riga', country:'Latvia', vegan: true})
CREATE (m1:Market {name:'Old Town Market'})
CREATE (m2:Market {name:'Harbour Market'})
CREATE (i1:Item {sku:'I-1', name:'Rye Bread'})
CREATE (i2:Item {sku:'I-2', name:'Smoked Fish'})
CREATE (p1:Person {name:'Ilze Ozola', wage: 41000})
CREATE (p2:Person {name:'Ola Berg', wage: 52000})
CREATE (p3:Person {name:'Kari Lunde', wage: 38000})
CREATE (l1:Line {name:'Blue Line'})
CREATE (o1:Port {name:'Tallinn Port', city:'Tallinn'})
CREATE (o2:Port {name:'Helsinki Port', city:'Helsinki'})
CREATE (o3:Port {name:'Turku Port', city:'Turku'})
CREATE (f1:Ferry {code:'BL1', weekly_trips: 14})
CREATE (f2:Ferry {code:'BL2', weekly_trips: 7})
CREATE (f3:Ferry {code:'BL3', weekly_trips: 3})
CREATE (s1)-[:PART_OF]->(c1)
CREATE (s2)-[:PART_OF]->(c2)
CREATE (s3)-[:PART_OF]->(c2)
CREATE (s1)-[:IN_MARKET]->(m1)
CREATE (s2)-[:IN_MARKET]->(m1)
CREATE (s3)-[:IN_MARKET]->(m2)
CREATE (i1)-[:STOCKED_AT {units: 40}]->(s1)
CREATE (i1)-[:STOCKED_AT {units: 15}]->(s3)
CREATE (i2)-[:STOCKED_AT {units: 22}]->(s2)
CREATE (p1)-[:WORKS_AT]->(s3)
CREATE (p2)-[:WORKS_AT]->(s2)
CREATE (p3)-[:WORKS_AT]->(s1)
CREATE (p1)-[:VISITED]->(m2)
CREATE (p2)-[:VISITED]->(m1)
CREATE (f1)-[:RUN_BY]->(l1)
CREATE (f2)-[:RUN_BY]->(l1)
CREATE (f3)-[:RUN_BY]->(l1)
CREATE (f1)-[:LEAVES_FROM]->(o1)
CREATE (f1)-[:ARRIVES_AT]->(o2)
CREATE (f2)-[:LEAVES_FROM]->(o2)
CREATE (f2)-[:ARRIVES_AT]->(o3)
CREATE (f3)-[:LEAVES_FROM]->(o3)
CREATE (f3)-[:ARRIVES_AT]->(o1);
