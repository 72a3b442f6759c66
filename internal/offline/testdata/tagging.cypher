// A synthetic schema where things are keyed by an identifier and also
// carry a name, and one name is stored on two labels. Written for gql's
// tests of a thing looked up by its name ("Find the keyword named X").
CREATE CONSTRAINT IF NOT EXISTS FOR (k:Keyword) REQUIRE (k.kid) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (a:Author) REQUIRE (a.aid) IS UNIQUE;
CREATE (k1:Keyword {kid:101, name:'future'})
CREATE (k2:Keyword {kid:102, name:'orion'})
CREATE (k3:Keyword {kid:103, name:'class conflict'})
CREATE (a1:Author {aid:7, name:'Mira Castell'})
CREATE (a2:Author {aid:8, name:'orion'})
CREATE (a1)-[:USES]->(k1)
CREATE (a2)-[:USES]->(k3)
