// A synthetic sports club whose enrolments are rows of keys (a table
// converted to a graph): each enrolment joins a member to a class, names a
// role (a name of its own) and logs hours; each class
// runs sessions that sell tickets; a member may be coached by another
// (COACHED_BY, a key into the member's own label); members and classes
// both point at a home venue, a second way between them. Written for gql's tests of totals and
// counts through a linking table (relagg3).
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Member) REQUIRE (m.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Class) REQUIRE (c.title) IS UNIQUE;
CREATE (m1:Member {name:'Ines Dalton', city:'Kilbride', joined_year:2019})
CREATE (m2:Member {name:'Owen Marsh', city:'Kilbride', joined_year:2021})
CREATE (m3:Member {name:'Rosa Quint', city:'Ardmore', joined_year:2020})
CREATE (m4:Member {name:'Tariq Bell', city:'Ardmore', joined_year:2022})
CREATE (c1:Class {title:'Rowing Basics', level:'beginner', capacity:12})
CREATE (c2:Class {title:'Open Water', level:'advanced', capacity:8})
CREATE (c3:Class {title:'Core Strength', level:'beginner', capacity:20})
CREATE (u1:Enrolment {enrolment_id:1, role_name:'rower', hours_logged:6})
CREATE (u2:Enrolment {enrolment_id:2, role_name:'rower', hours_logged:4})
CREATE (u3:Enrolment {enrolment_id:3, role_name:'swimmer', hours_logged:9})
CREATE (u4:Enrolment {enrolment_id:4, role_name:'trainee', hours_logged:2})
CREATE (u5:Enrolment {enrolment_id:5, role_name:'trainee', hours_logged:3})
CREATE (u6:Enrolment {enrolment_id:6, role_name:'rower', hours_logged:5})
CREATE (u1)-[:ENROLMENT_MEMBER]->(m1)
CREATE (u1)-[:ENROLMENT_CLASS]->(c1)
CREATE (u2)-[:ENROLMENT_MEMBER]->(m1)
CREATE (u2)-[:ENROLMENT_CLASS]->(c2)
CREATE (u3)-[:ENROLMENT_MEMBER]->(m1)
CREATE (u3)-[:ENROLMENT_CLASS]->(c3)
CREATE (u4)-[:ENROLMENT_MEMBER]->(m2)
CREATE (u4)-[:ENROLMENT_CLASS]->(c1)
CREATE (u5)-[:ENROLMENT_MEMBER]->(m2)
CREATE (u5)-[:ENROLMENT_CLASS]->(c3)
CREATE (u6)-[:ENROLMENT_MEMBER]->(m4)
CREATE (u6)-[:ENROLMENT_CLASS]->(c2)
CREATE (s1:Session {session_id:1, tickets_sold:40, gross_takings:400.0})
CREATE (s2:Session {session_id:2, tickets_sold:25, gross_takings:250.0})
CREATE (s3:Session {session_id:3, tickets_sold:60, gross_takings:600.0})
CREATE (s4:Session {session_id:4, tickets_sold:10, gross_takings:100.0})
CREATE (s1)-[:SESSION_CLASS]->(c1)
CREATE (s2)-[:SESSION_CLASS]->(c1)
CREATE (s3)-[:SESSION_CLASS]->(c2)
CREATE (s4)-[:SESSION_CLASS]->(c3)
CREATE (m2)-[:COACHED_BY]->(m1)
CREATE (m3)-[:COACHED_BY]->(m1)
CREATE (m4)-[:COACHED_BY]->(m3)
CREATE (v1:Venue {venue_name:'North Shed', city:'Kilbride'})
CREATE (v2:Venue {venue_name:'Lake Hall', city:'Ardmore'})
CREATE (m1)-[:MEMBER_VENUE]->(v1)
CREATE (m2)-[:MEMBER_VENUE]->(v1)
CREATE (m3)-[:MEMBER_VENUE]->(v2)
CREATE (m4)-[:MEMBER_VENUE]->(v2)
CREATE (c1)-[:CLASS_VENUE]->(v1)
CREATE (c2)-[:CLASS_VENUE]->(v2)
CREATE (c3)-[:CLASS_VENUE]->(v1);
