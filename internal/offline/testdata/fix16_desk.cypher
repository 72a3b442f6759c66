// A synthetic support desk for gql's tests of the fix16 rules: a label
// whose grade property stores the label's own name ('engineer'), a state
// kept as a flag named otherwise (escalated), and grants and loans whose
// one amount of money is named by its currency, and a ticket's date
// named by the verb of the act it dates (opened_on) beside a relationship
// the verb also names (OPENED_BY).
CREATE CONSTRAINT IF NOT EXISTS FOR (e:Engineer) REQUIRE (e.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Ticket) REQUIRE (t.ref) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (g:Grant) REQUIRE (g.title) IS UNIQUE;
CREATE (e1:Engineer {name:'Dana Holt', level:'engineer'})
CREATE (e2:Engineer {name:'Eli Moss', level:'senior'})
CREATE (e3:Engineer {name:'Fay Lund', level:'engineer'})
CREATE (e4:Engineer {name:'Gus Park', level:'lead'})
CREATE (t1:Ticket {ref:'T-1', escalated: true, priority:'high', opened_on:'2023-11-02'})
CREATE (t2:Ticket {ref:'T-2', escalated: false, priority:'low', opened_on:'2024-02-14'})
CREATE (t3:Ticket {ref:'T-3', escalated: false, priority:'high', opened_on:'2024-06-30'})
CREATE (t4:Ticket {ref:'T-4', escalated: true, priority:'low', opened_on:'2025-01-09'})
CREATE (g1:Grant {title:'Open Tools', amount_usd: 120000, years: 2})
CREATE (g2:Grant {title:'Safe Roads', amount_usd: 450000, years: 3})
CREATE (g3:Grant {title:'Clean Air', amount_usd: 80000, years: 1})
CREATE (t1)-[:ASSIGNED_TO]->(e1)
CREATE (t2)-[:ASSIGNED_TO]->(e1)
CREATE (t3)-[:ASSIGNED_TO]->(e2)
CREATE (t4)-[:ASSIGNED_TO]->(e3)
CREATE (t1)-[:OPENED_BY]->(e2)
CREATE (t3)-[:OPENED_BY]->(e4)
CREATE (e4)-[:FUNDED_BY]->(g1)
CREATE (e2)-[:FUNDED_BY]->(g2)
CREATE (e3)-[:FUNDED_BY]->(g3)
