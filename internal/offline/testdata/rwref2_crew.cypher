CREATE CONSTRAINT IF NOT EXISTS FOR (s:Sailor) REQUIRE (s.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (b:Boat) REQUIRE (b.name) IS UNIQUE;

CREATE (a:Sailor {name:'Rosa Klein', rank:'captain'})
CREATE (b:Sailor {name:'Tomas Berg', rank:'mate'})
CREATE (c:Sailor {name:'Ilse Nord', rank:'deckhand'})
CREATE (d:Sailor {name:'Piet Vos', rank:'deckhand'})
CREATE (x:Boat {name:'Seagull', length_m:12})
CREATE (b)-[:REPORTS_TO]->(a)
CREATE (c)-[:REPORTS_TO]->(b)
CREATE (d)-[:REPORTS_TO]->(b)
CREATE (a)-[:SAILS]->(x)
CREATE (b)-[:SAILS]->(x)
