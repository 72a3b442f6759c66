// A synthetic schema in the shape of tables converted to a graph: people
// split their names over two columns, and a lesson row keeps two keys
// into people (the tutor and the pupil) beside its links. Written for
// gql's tests of self-junction roles and split names.
CREATE (p1:Person {person_id:1, first_name:'Ines', last_name:'Moreau', age:41})
CREATE (p2:Person {person_id:2, first_name:'Tariq', last_name:'Osei', age:19})
CREATE (p3:Person {person_id:3, first_name:'Lena', last_name:'Varga', age:22})
CREATE (p4:Person {person_id:4, first_name:'Ines', last_name:'Osei', age:35})
CREATE (t1:Lesson {lesson_id:10, tutor_id:1, pupil_id:2})
CREATE (t2:Lesson {lesson_id:11, tutor_id:1, pupil_id:3})
CREATE (t3:Lesson {lesson_id:12, tutor_id:4, pupil_id:2})
CREATE (t1)-[:REF_TUTOR_ID]->(p1)
CREATE (t1)-[:REF_PUPIL_ID]->(p2)
CREATE (t2)-[:REF_TUTOR_ID]->(p1)
CREATE (t2)-[:REF_PUPIL_ID]->(p3)
CREATE (t3)-[:REF_TUTOR_ID]->(p4)
CREATE (t3)-[:REF_PUPIL_ID]->(p2);
