// A synthetic guild graph whose labels are words that also shape queries:
// Group ("group by"), Rank ("ranked") and Order ("order by") name things
// here. Players join groups, hold ranks and place orders. Written for
// gql's tests of cue words used as schema nouns (ordernoun_test.go).
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Player) REQUIRE (p.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (g:Group) REQUIRE (g.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (r:Rank) REQUIRE (r.title) IS UNIQUE;
CREATE (ada:Player {name:'Ada Quill', level:12})
CREATE (bo:Player {name:'Bo Marsh', level:7})
CREATE (cy:Player {name:'Cy Ember', level:3})
CREATE (red:Group {title:'Red Hand', founded:2019})
CREATE (blue:Group {title:'Blue Lantern', founded:2021})
CREATE (gold:Group {title:'Gold Oak', founded:2022})
CREATE (knight:Rank {title:'Knight', tier:2})
CREATE (squire:Rank {title:'Squire', tier:1})
CREATE (ada)-[:MEMBER_OF]->(red)
CREATE (ada)-[:MEMBER_OF]->(blue)
CREATE (bo)-[:MEMBER_OF]->(red)
CREATE (ada)-[:HOLDS]->(knight)
CREATE (bo)-[:HOLDS]->(squire)
CREATE (cy)-[:HOLDS]->(squire);
