// A synthetic schema in the shape of tables converted to a graph: every
// label keeps its numeric identifier and the identifiers it refers to,
// and enrolment is a junction (a student in a course in a semester) with
// no name of its own. Written for gql's tests of identifiers asked for,
// junctions named through their ends and negation through a junction.
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Student) REQUIRE (s.student_id) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Course) REQUIRE (c.course_id) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Semester) REQUIRE (m.semester_id) IS UNIQUE;
CREATE (s1:Student {student_id:1, first_name:'Ada', last_name:'Byron'})
CREATE (s2:Student {student_id:2, first_name:'Ben', last_name:'Okri'})
CREATE (s3:Student {student_id:3, first_name:'Cleo', last_name:'Moss'})
CREATE (c1:Course {course_id:10, course_name:'Algebra'})
CREATE (c2:Course {course_id:11, course_name:'Botany'})
CREATE (c3:Course {course_id:12, course_name:'Chemistry'})
CREATE (m1:Semester {semester_id:100, semester_name:'Spring'})
CREATE (m2:Semester {semester_id:101, semester_name:'Autumn'})
CREATE (m3:Semester {semester_id:102, semester_name:'Summer'})
CREATE (e1:Enrolment {student_id:1, course_id:10, semester_id:100})
CREATE (e2:Enrolment {student_id:2, course_id:10, semester_id:101})
CREATE (e3:Enrolment {student_id:1, course_id:11, semester_id:101})
CREATE (e1)-[:REF_STUDENT]->(s1)
CREATE (e1)-[:REF_COURSE]->(c1)
CREATE (e1)-[:REF_SEMESTER]->(m1)
CREATE (e2)-[:REF_STUDENT]->(s2)
CREATE (e2)-[:REF_COURSE]->(c1)
CREATE (e2)-[:REF_SEMESTER]->(m2)
CREATE (e3)-[:REF_STUDENT]->(s1)
CREATE (e3)-[:REF_COURSE]->(c2)
CREATE (e3)-[:REF_SEMESTER]->(m2)
CREATE (d1:Document {document_id:5, document_name:'Welcome', template_id:7})
CREATE (d2:Document {document_id:6, document_name:'Notes', template_id:8})
CREATE (p1:Paragraph {paragraph_id:50, paragraph_text:'Hello', document_id:5})
CREATE (p2:Paragraph {paragraph_id:51, paragraph_text:'World', document_id:5})
CREATE (p3:Paragraph {paragraph_id:52, paragraph_text:'Memo', document_id:6})
CREATE (p1)-[:REF_DOCUMENT]->(d1)
CREATE (p2)-[:REF_DOCUMENT]->(d1)
CREATE (p3)-[:REF_DOCUMENT]->(d2)
