// A synthetic schema in the shape of tables converted to a graph, where
// two labels are joined two ways: an office refers to its head (a worker)
// and posting rows (a junction with no name) join offices and workers.
// Written for gql's tests of set operations ("both A and B") through a
// junction.
CREATE CONSTRAINT IF NOT EXISTS FOR (o:Office) REQUIRE (o.office_id) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (w:Worker) REQUIRE (w.worker_id) IS UNIQUE;
CREATE (w1:Worker {worker_id:1, name:'Lena Ortiz', grade:3})
CREATE (w2:Worker {worker_id:2, name:'Ravi Menon', grade:5})
CREATE (w3:Worker {worker_id:3, name:'Sara Quist', grade:2})
CREATE (o1:Office {office_id:10, office_name:'Northgate', head_id:2})
CREATE (o2:Office {office_id:11, office_name:'Riverside', head_id:3})
CREATE (p1:Posting {office_id:10, worker_id:1, since:2019})
CREATE (p2:Posting {office_id:11, worker_id:1, since:2021})
CREATE (p3:Posting {office_id:10, worker_id:2, since:2018})
CREATE (o1)-[:REF_HEAD_ID]->(w2)
CREATE (o2)-[:REF_HEAD_ID]->(w3)
CREATE (p1)-[:REF_OFFICE_ID]->(o1)
CREATE (p1)-[:REF_WORKER_ID]->(w1)
CREATE (p2)-[:REF_OFFICE_ID]->(o2)
CREATE (p2)-[:REF_WORKER_ID]->(w1)
CREATE (p3)-[:REF_OFFICE_ID]->(o1)
CREATE (p3)-[:REF_WORKER_ID]->(w2);
