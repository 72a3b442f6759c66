// A label named by an agent noun of its own relationship: "each
// publisher" is every Publisher, Quire Press (no books) included.
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Publisher) REQUIRE (p.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (b:Book) REQUIRE (b.title) IS UNIQUE;
CREATE (a:Publisher {name:'Alder House'})
CREATE (b:Publisher {name:'Birch Books'})
CREATE (q:Publisher {name:'Quire Press'})
CREATE (b1:Book {title:'Salt Roads'})
CREATE (b2:Book {title:'Low Tide'})
CREATE (b3:Book {title:'Night Ferry'})
CREATE (a)-[:PUBLISHED]->(b1)
CREATE (a)-[:PUBLISHED]->(b2)
CREATE (b)-[:PUBLISHED]->(b3)
