// A synthetic schema whose relationship holds a verb-like state: members
// borrow books, and each loan was returned or lost. Written for gql's test
// of two counts compared per thing where each side is a relationship's
// stored value ("lost more books than they returned"), and of a side with
// no verb of its own between two relationships ("borrowed more books than
// films": films are borrowed or reserved).
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Member) REQUIRE (m.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (b:Book) REQUIRE (b.title) IS UNIQUE;
CREATE (ann:Member {name:'Ann Varga'})
CREATE (bo:Member {name:'Bo Lindqvist'})
CREATE (cy:Member {name:'Cy Okafor'})
CREATE (b1:Book {title:'Salt and Stone'})
CREATE (b2:Book {title:'The Quiet Harbour'})
CREATE (b3:Book {title:'Night Trains'})
CREATE (ann)-[:BORROWED {state:'lost'}]->(b1)
CREATE (ann)-[:BORROWED {state:'lost'}]->(b2)
CREATE (ann)-[:BORROWED {state:'returned'}]->(b3)
CREATE (bo)-[:BORROWED {state:'returned'}]->(b1)
CREATE (cy)-[:BORROWED {state:'returned'}]->(b2)
CREATE (cy)-[:BORROWED {state:'lost'}]->(b3)
CREATE CONSTRAINT IF NOT EXISTS FOR (f:Film) REQUIRE (f.title) IS UNIQUE;
CREATE (f1:Film {title:'Harbour Lights'})
CREATE (f2:Film {title:'Long Division'})
CREATE (bo)-[:BORROWED {state:'returned'}]->(f1)
CREATE (bo)-[:BORROWED {state:'returned'}]->(f2)
CREATE (ann)-[:RESERVED]->(f1)
CREATE (cy)-[:RESERVED]->(f2)
