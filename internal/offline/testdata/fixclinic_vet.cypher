// A synthetic veterinary practice for gql's tests of a counted noun that
// the mapping links to a relationship spelt with its verb (DIAGNOSED)
// while a label is that noun.
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Pet) REQUIRE (p.name) IS UNIQUE;
CREATE (p1:Pet {name:'Biscuit', species:'dog'})
CREATE (p2:Pet {name:'Mochi', species:'cat'})
CREATE (x1:Exam {ref:'EX-1', fee:40})
CREATE (x2:Exam {ref:'EX-2', fee:55})
CREATE (x3:Exam {ref:'EX-3', fee:40})
CREATE (d1:Diagnosis {name:'Otitis', contagious:false})
CREATE (d2:Diagnosis {name:'Kennel cough', contagious:true})
CREATE (d3:Diagnosis {name:'Ringworm', contagious:true})
CREATE (p1)-[:HAD]->(x1)
CREATE (p1)-[:HAD]->(x2)
CREATE (p2)-[:HAD]->(x3)
CREATE (x1)-[:DIAGNOSED]->(d2)
CREATE (x2)-[:DIAGNOSED]->(d2)
CREATE (x3)-[:DIAGNOSED]->(d3)
CREATE (x3)-[:DIAGNOSED]->(d1)
