// A synthetic schema with dates stored as ISO text ('YYYY-MM-DD'): albums
// and when they came out. Written for gql's tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (a:Album) REQUIRE (a.title) IS UNIQUE;
CREATE (a1:Album {title:'First Light', released_on:'2009-11-02'})
CREATE (a2:Album {title:'Second Wind', released_on:'2014-03-15'})
CREATE (a3:Album {title:'Third Rail', released_on:'2014-10-30'})
CREATE (a4:Album {title:'Fourth Wall', released_on:'2025-06-01'})
