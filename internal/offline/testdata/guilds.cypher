// A synthetic guild graph whose labels are words that also shape queries:
// Group ("group by") and Rank ("ranked") name things here. Players join
// groups, hold ranks and own items (priced and weighed); groups have a
// home city; a chest contains an item. Written for gql's tests of cue words used as schema nouns and
// of what a verb or "where" asks for (ordernoun_test.go).
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Player) REQUIRE (p.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (g:Group) REQUIRE (g.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (r:Rank) REQUIRE (r.title) IS UNIQUE;
CREATE (ada:Player {name:'Ada Quill', level:12, total_points:940})
CREATE (bo:Player {name:'Bo Marsh', level:7, total_points:310})
CREATE (cy:Player {name:'Cy Ember', level:3, total_points:55})
CREATE (red:Group {title:'Red Hand', founded:2019, home_city:'Tarn'})
CREATE (blue:Group {title:'Blue Lantern', founded:2021, home_city:'Veld'})
CREATE (gold:Group {title:'Gold Oak', founded:2022, home_city:'Tarn'})
CREATE (knight:Rank {title:'Knight', tier:2})
CREATE (squire:Rank {title:'Squire', tier:1})
CREATE (ada)-[:MEMBER_OF]->(red)
CREATE (ada)-[:MEMBER_OF]->(blue)
CREATE (bo)-[:MEMBER_OF]->(red)
CREATE (ada)-[:HOLDS]->(knight)
CREATE (bo)-[:HOLDS]->(squire)
CREATE (cy)-[:HOLDS]->(squire)
CREATE (sword:Item {name:'Iron Sword', price:120, weight_kg:3})
CREATE (shield:Item {name:'Oak Shield', price:80, weight_kg:5})
CREATE (ada)-[:OWNS]->(sword)
CREATE (bo)-[:OWNS]->(shield)
CREATE (chest:Chest {name:'Old Chest'})
CREATE (chest)-[:CONTAINS]->(sword);
