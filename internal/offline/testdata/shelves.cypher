// A synthetic schema where one name is stored under two fields: a genre's
// name and a book's genre (Horror, Poetry), and readers who enjoy genres
// (ENJOYS ends on Genre only); a reader's nickname may be another's name. Written for gql's tests of undecided values.
CREATE CONSTRAINT IF NOT EXISTS FOR (g:Genre) REQUIRE (g.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (b:Book) REQUIRE (b.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (r:Reader) REQUIRE (r.name) IS UNIQUE;
CREATE (h:Genre {name:'Horror'})
CREATE (p:Genre {name:'Poetry'})
CREATE (b1:Book {title:'Night Shift', genre:'Horror'})
CREATE (b2:Book {title:'Leaves', genre:'Poetry'})
CREATE (b3:Book {title:'The Fog', genre:'Horror'})
CREATE (r1:Reader {name:'Ann'})
CREATE (r2:Reader {name:'Bo'})
CREATE (r3:Reader {name:'Cy', nickname:'Bo'})
CREATE (r1)-[:ENJOYS {since:2019}]->(h)
CREATE (r2)-[:ENJOYS {since:2021}]->(p)
CREATE (r3)-[:ENJOYS {since:2022}]->(h)
CREATE (r1)-[:BORROWED]->(b2)
