// A synthetic schema where a year is held twice: a course's start year and
// a student's enrolment year on the relationship (beside a grade, which is
// no year, and hours, an amount); and phone numbers, text without words.
// Written for gql's tests of a year said of one thing through another's
// property (number-on-relationship), of a name kept on a field of no words
// and of "the most hours".
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Student) REQUIRE (s.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Course) REQUIRE (c.title) IS UNIQUE;
CREATE (a:Student {name:'Ada', phone:'555-0101'})
CREATE (b:Student {name:'Ben', phone:'555-0102'})
CREATE (c:Student {name:'Cleo', phone:'(555)0103'})
CREATE (x:Course {title:'Algebra', started:2010})
CREATE (y:Course {title:'Botany', started:2021})
CREATE (a)-[:ENROLLED_IN {since:2019, grade:4, hours:40}]->(x)
CREATE (b)-[:ENROLLED_IN {since:2022, grade:2, hours:25}]->(x)
CREATE (c)-[:ENROLLED_IN {since:2023, grade:5, hours:60}]->(y)
