// A synthetic schema in the shape of tables converted to a graph, for
// s4s11_keys.go: a friend row pairs two members by member_id and
// friend_id, a key named after the row's own label, which names a role
// (the friend), not the member table the key points to. Written for gql's
// tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Member) REQUIRE (m.member_id) IS UNIQUE;
CREATE (m1:Member {member_id:1, name:'Ola Berg', age:31})
CREATE (m2:Member {member_id:2, name:'Kai Lind', age:27})
CREATE (m3:Member {member_id:3, name:'Rut Holm', age:45})
CREATE (f1:Friend {member_id:1, friend_id:2})
CREATE (f2:Friend {member_id:2, friend_id:3})
CREATE (f1)-[:REF_MEMBER_ID]->(m1)
CREATE (f1)-[:REF_FRIEND_ID]->(m2)
CREATE (f2)-[:REF_MEMBER_ID]->(m2)
CREATE (f2)-[:REF_FRIEND_ID]->(m3);
