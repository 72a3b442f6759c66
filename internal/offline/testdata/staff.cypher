// A synthetic schema with a start date stored as ISO text: club members
// and the day they joined. Written for gql's tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Member) REQUIRE (m.name) IS UNIQUE;
CREATE (m1:Member {name:'Ines Vale', joined_at:'2008-02-11'})
CREATE (m2:Member {name:'Omar Reyes', joined_at:'2012-07-19'})
CREATE (m3:Member {name:'Lea Brandt', joined_at:'2021-01-04'})
