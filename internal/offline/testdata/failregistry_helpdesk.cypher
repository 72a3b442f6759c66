// A helpdesk written for the failregistry rules' tests: tickets whose
// state is stored as a word ('open', 'closed', 'pending') beside a date
// property named after a form of it (opened), a yes/no escalated flag,
// tickets that duplicate other tickets, agents with handle names, and
// the shifts agents logged (a relationship tickets take no part in).
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Ticket) REQUIRE (t.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (a:Agent) REQUIRE (a.handle) IS UNIQUE;

CREATE (t1:Ticket {code:'T-1', title:'Printer offline', state:'open', priority:'urgent', opened:'2024-01-03', escalated:true, views:40})
CREATE (t2:Ticket {code:'T-2', title:'VPN drops', state:'closed', priority:'urgent', opened:'2023-12-11', escalated:false, views:95})
CREATE (t3:Ticket {code:'T-3', title:'Mail quota', state:'open', priority:'low', opened:'2024-02-14', escalated:false, views:12})
CREATE (t4:Ticket {code:'T-4', title:'Printer offline again', state:'pending', priority:'urgent', opened:'2024-03-01', escalated:false, views:12})
CREATE (t5:Ticket {code:'T-5', title:'Laptop fan', state:'closed', priority:'low', opened:'2023-10-09', escalated:true, views:40})
CREATE (a1:Agent {handle:'kim-ops', team:'Field'})
CREATE (a2:Agent {handle:'raj_desk', team:'Remote'})
CREATE (a1)-[:HANDLES]->(t1)
CREATE (a1)-[:HANDLES]->(t2)
CREATE (a2)-[:HANDLES]->(t3)
CREATE (a2)-[:HANDLES]->(t4)
CREATE (a2)-[:HANDLES]->(t5)
CREATE (t4)-[:DUPLICATES]->(t1)
CREATE (t3)-[:DUPLICATES]->(t5)
CREATE (s1:Shift {name:'Night 12', hours:8})
CREATE (s2:Shift {name:'Day 7', hours:6})
CREATE (a1)-[:LOGGED]->(s1)
CREATE (a2)-[:LOGGED]->(s2)
