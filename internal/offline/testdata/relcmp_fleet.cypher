// A small fleet for relcmp's tests: ships with a flag (text), a tonnage
// and a year built, and the ports they call at.
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Ship) REQUIRE (s.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Port) REQUIRE (p.name) IS UNIQUE;

CREATE (Nordic:Ship {name:'Nordic Star', flag:'Norway', tonnage:52000, built:2004, crew:24})
CREATE (Fjord:Ship {name:'Fjord Runner', flag:'Norway', tonnage:31000, built:2011, crew:18})
CREATE (Aegean:Ship {name:'Aegean Dawn', flag:'Greece', tonnage:78000, built:1998, crew:30})
CREATE (Ionian:Ship {name:'Ionian Wave', flag:'Greece', tonnage:45000, built:2015, crew:22})
CREATE (Baltic:Ship {name:'Baltic Pearl', flag:'Malta', tonnage:96000, built:2019, crew:35})
CREATE (Tagus:Ship {name:'Tagus Light', flag:'Portugal', tonnage:12000, built:1990, crew:12})
CREATE (Neptune:Ship {name:'Neptune\'s Gift', flag:'Malta', tonnage:40000, built:2008, crew:20})

CREATE (Oslo:Port {name:'Oslo', country:'Norway', berths:14})
CREATE (Piraeus:Port {name:'Piraeus', country:'Greece', berths:40})
CREATE (Lisbon:Port {name:'Lisbon', country:'Portugal', berths:22})

CREATE
(Nordic)-[:CALLS_AT]->(Oslo),
(Fjord)-[:CALLS_AT]->(Oslo),
(Aegean)-[:CALLS_AT]->(Piraeus),
(Ionian)-[:CALLS_AT]->(Piraeus),
(Baltic)-[:CALLS_AT]->(Lisbon),
(Tagus)-[:CALLS_AT]->(Lisbon),
(Baltic)-[:CALLS_AT]->(Piraeus);
