// A synthetic schema for property lists that start with an order word:
// club members split their names over three fields and belong to clubs
// (roster.cypher is the first schema). Written for gql's tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Club) REQUIRE (c.title) IS UNIQUE;
CREATE (chess:Club {title:'Chess', level:1})
CREATE (rowing:Club {title:'Rowing', level:2})
CREATE (m1:Member {first_name:'Noor', middle_name:'Lea', last_name:'Haas', joined:2015})
CREATE (m2:Member {first_name:'Tess', middle_name:'Ivy', last_name:'Ward', joined:2021})
CREATE (m1)-[:BELONGS_TO]->(chess)
CREATE (m2)-[:BELONGS_TO]->(rowing)
CREATE (p1:Person {name:'Ola Berg'})
CREATE (p1)-[:VISITED]->(chess)
