// A synthetic schema where periods are stored as text, season first
// ('summer 2023', the other order from campus's '2024-fall'), on two
// relationships (a festival booking and a rehearsal) beside a number of
// year-sized values that are no years (a hall's seats, a band's fee), and
// dates as ISO text under names that do not say date (formed). Written
// for gql's tests of a season and a year read as one stored period, never
// as a number, of thousands written with separators, and of a verb that
// names both a relationship (SIGNED_WITH) and a date the band holds
// (signed), and of a year said of a relationship holding one date
// (RECORDED_AT.session).
CREATE CONSTRAINT IF NOT EXISTS FOR (b:Band) REQUIRE (b.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (h:Hall) REQUIRE (h.name) IS UNIQUE;
CREATE (a:Band {name:'Copper Owls', fee:2500, formed:'2011-04-02', signed:'2014-06-01'})
CREATE (b:Band {name:'Salt Choir', fee:1800, formed:'2019-09-15', signed:'2020-01-10'})
CREATE (c:Band {name:'Night Ferns', fee:900, formed:'2023-02-20', signed:'2023-11-30'})
CREATE (l:Label {name:'Tidewater Records'})
CREATE (m:Label {name:'Quartz Audio'})
CREATE (a)-[:SIGNED_WITH]->(l)
CREATE (b)-[:SIGNED_WITH]->(m)
CREATE (c)-[:SIGNED_WITH]->(m)
CREATE (x:Hall {name:'Harbour Hall', seats:2024, floor:2})
CREATE (y:Hall {name:'Old Mill', seats:350, floor:1})
CREATE (a)-[:PLAYED_AT {season:'summer 2023'}]->(x)
CREATE (b)-[:PLAYED_AT {season:'winter 2024'}]->(x)
CREATE (c)-[:PLAYED_AT {season:'summer 2024'}]->(y)
CREATE (a)-[:REHEARSED_AT {season:'winter 2024', weekly_hours:6}]->(y)
CREATE (c)-[:REHEARSED_AT {season:'summer 2023', weekly_hours:4}]->(y)
CREATE (a)-[:RECORDED_AT {session:'2019-03-14'}]->(y)
CREATE (b)-[:RECORDED_AT {session:'2021-08-02'}]->(y)
CREATE (c)-[:RECORDED_AT {session:'2024-01-20'}]->(x)
