// A synthetic help desk for the wrong-answer nets (wrongnet_test.go):
// tickets with long numbered codes, so a code one digit off is close in
// spelling to a stored one, agents who handle them and agents who opened
// them (two relationships between the same labels).
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Ticket) REQUIRE (t.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (a:Agent) REQUIRE (a.name) IS UNIQUE;
CREATE (t1:Ticket {code:'TCK-50211', status:'open', hours_spent:3})
CREATE (t2:Ticket {code:'TCK-50212', status:'closed', hours_spent:5})
CREATE (t3:Ticket {code:'TCK-50230', status:'open', hours_spent:1})
CREATE (a1:Agent {name:'Mira Solberg', team:'north'})
CREATE (a2:Agent {name:'Oskar Lind', team:'south'})
CREATE (a1)-[:HANDLED]->(t1)
CREATE (a1)-[:HANDLED]->(t2)
CREATE (a2)-[:HANDLED]->(t3)
CREATE (a2)-[:OPENED]->(t1)
