CREATE CONSTRAINT IF NOT EXISTS FOR (c:Club) REQUIRE (c.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Member) REQUIRE (m.name) IS UNIQUE;

CREATE (a:Club {name:'Harbour Rovers', wins:14, losses:6, draws:4, founded:1921})
CREATE (b:Club {name:'Mill Lane', wins:7, losses:11, draws:6, founded:1948})
CREATE (c:Club {name:'North Quay', wins:9, losses:9, draws:6, founded:1933})
CREATE (d:Member {name:'Ines Varga', visits:40, bookings:35, fee:30.0, bonus:0.0})
CREATE (e:Member {name:'Tomas Reed', visits:12, bookings:12, fee:45.0, bonus:50.0})
CREATE (f:Member {name:'Lena Ortiz', visits:8, bookings:15, fee:25.0})
CREATE (d)-[:PLAYS_FOR]->(a)
CREATE (e)-[:PLAYS_FOR]->(b)
CREATE (f)-[:PLAYS_FOR]->(a)
CREATE (t1:Trip {code:'T1', delay_minutes:50, duration_minutes:40})
CREATE (t2:Trip {code:'T2', delay_minutes:5, duration_minutes:90})
CREATE (d)-[:BOOKED]->(t1)
CREATE (e)-[:BOOKED]->(t2)
