// A synthetic schema for property lists that start with an order word
// ("the first, middle, and last names"): students split their names over
// three fields and enrol in programs (club.cypher is the second schema).
// Written for gql's tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Program) REQUIRE (p.name) IS UNIQUE;
CREATE (bs:Program {name:'Bachelors'})
CREATE (ms:Program {name:'Masters'})
CREATE (s1:Student {student_id:1, first_name:'Ada', middle_name:'May', last_name:'Byron', registered:'2019-09-01'})
CREATE (s2:Student {student_id:2, first_name:'Ivo', middle_name:'Jan', last_name:'Lind', registered:'2020-09-01'})
CREATE (s3:Student {student_id:3, first_name:'Rhea', middle_name:'Ann', last_name:'Moss', registered:'2018-09-01'})
CREATE (s1)-[:ENROLLED_IN]->(bs)
CREATE (s2)-[:ENROLLED_IN]->(ms)
CREATE (s3)-[:ENROLLED_IN]->(bs)
