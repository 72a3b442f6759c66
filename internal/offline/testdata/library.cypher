// A synthetic schema for the rules of asked.go: library branches and the
// books they hold, with identifiers, a yes/no property (is_rare) and two
// sizes. Written for gql's tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (b:Branch) REQUIRE (b.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (k:Book) REQUIRE (k.title) IS UNIQUE;
CREATE (c:Branch {branch_id:1, name:'Central', floor_area:1200, visitors:90000})
CREATE (n:Branch {branch_id:2, name:'Northside', floor_area:400, visitors:30000})
CREATE (w:Branch {branch_id:3, name:'Westgate', floor_area:700, visitors:20000})
CREATE (d:Book {book_id:10, title:'Dune', pages:412, is_rare:'T'})
CREATE (e:Book {book_id:11, title:'Emma', pages:320, is_rare:'F'})
CREATE (f:Book {book_id:12, title:'Faust', pages:500, is_rare:'T'})
CREATE (d)-[:HELD_AT {copies:2}]->(c)
CREATE (e)-[:HELD_AT {copies:1}]->(c)
CREATE (f)-[:HELD_AT {copies:3}]->(n)
CREATE (e)-[:HELD_AT {copies:1}]->(w)
