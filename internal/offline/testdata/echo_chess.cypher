// A synthetic chess federation for gql's tests of the echo rules: members
// with a rank and a home town, clubs with a league rank and a city, and
// tournaments with two ranks (seed and final), which no cue noun may pick.
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Member) REQUIRE (m.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Club) REQUIRE (c.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Tournament) REQUIRE (t.name) IS UNIQUE;
CREATE (m1:Member {name:'Vera Lind', fide_rank: 120, home_town:'Uppsala'})
CREATE (m2:Member {name:'Otto Kral', fide_rank: 340, home_town:'Brno'})
CREATE (c1:Club {name:'Knight Riders', league_rank: 'A', city:'Uppsala', living_room_seats: 12})
CREATE (c2:Club {name:'Rook Hall', league_rank: 'B', city:'Brno', living_room_seats: 8})
CREATE (t1:Tournament {name:'Spring Open', seed_rank: 3, final_rank: 1})
CREATE (m1)-[:MEMBER_OF]->(c1)
CREATE (m2)-[:MEMBER_OF]->(c2)
CREATE (m1)-[:PLAYED_IN]->(t1)
