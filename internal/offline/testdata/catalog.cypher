// A synthetic catalogue for superlatives over unnamed properties: films
// with a running time in minutes, people holding both a birth year and an
// age (so "oldest" has two candidates), products with a price and a
// weight. Written for gql's tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (f:Film) REQUIRE (f.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Person) REQUIRE (p.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Product) REQUIRE (p.name) IS UNIQUE;
CREATE (a:Film {title:'Long Night', runtime_minutes:182, year:2001})
CREATE (b:Film {title:'Short Day', runtime_minutes:81, year:2015})
CREATE (c:Film {title:'Middle Hour', runtime_minutes:120, year:2009})
CREATE (d:Film {title:'Quick Dawn', runtime_minutes:95, year:2020})
CREATE (ann:Person {name:'Ann Reel', born:1950, age:74})
CREATE (bob:Person {name:'Bob Frame', born:1980, age:44})
CREATE (kit:Product {name:'Camera Kit', price:899.0, weight_kg:2.5})
CREATE (lens:Product {name:'Prime Lens', price:450.0, weight_kg:0.6})
CREATE (tri:Product {name:'Tripod', price:120.0, weight_kg:1.8})
CREATE (ann)-[:DIRECTED]->(a)
CREATE (ann)-[:DIRECTED]->(c)
CREATE (bob)-[:DIRECTED]->(b)
CREATE (bob)-[:DIRECTED]->(d);
