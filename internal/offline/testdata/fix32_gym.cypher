// A synthetic schema for fix32: a gym's staff, some of them certified
// trainers (a yes/no property named for the role), who run classes; a
// staff member manages others; each has a staff number and a kind
// ('staff' or 'contractor').
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Staff) REQUIRE (s.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Session) REQUIRE (c.code) IS UNIQUE;
CREATE (s1:Staff {name: 'Ines Duarte', certified_trainer: true, hired_on: '2019-03-01', staff_no: 'ST-01', kind: 'staff'}),
       (s2:Staff {name: 'Marek Nowak', certified_trainer: true, hired_on: '2020-06-15', staff_no: 'ST-02', kind: 'staff'}),
       (s3:Staff {name: 'Olu Adebayo', certified_trainer: false, hired_on: '2021-01-10', staff_no: 'ST-03', kind: 'contractor'}),
       (s4:Staff {name: 'Hana Sato', certified_trainer: true, hired_on: '2022-09-01', staff_no: 'ST-04', kind: 'staff'}),
       (c1:Session {code: 'SPIN-1', title: 'Morning spin', minutes: 45}),
       (c2:Session {code: 'YOGA-2', title: 'Evening yoga', minutes: 60}),
       (c3:Session {code: 'HIIT-3', title: 'Lunch HIIT', minutes: 30}),
       (s1)-[:MANAGES]->(s2), (s1)-[:MANAGES]->(s3), (s2)-[:MANAGES]->(s4),
       (s2)-[:TAUGHT]->(c1), (s3)-[:TAUGHT]->(c2), (s1)-[:TAUGHT]->(c3);
