// Meeting rooms, written for the hotelfail rules' tests: a label named by
// a noun in -ing (Meeting), a stored status and year-first dates on it, a
// yes/no flag named by an acronym (Person.wfh), a yes/no flag on a
// relationship (ATTENDS.remote), rooms with a size and a rate whose units
// are in the property names (size_sqm, hourly_rate_usd), and a salary.
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Meeting) REQUIRE (m.code) IS UNIQUE;

CREATE (r1:Room {name:'Harbour View', floor:1, desks_total:10, capacity:12, size_sqm:40, hourly_rate_usd:80})
CREATE (r2:Room {name:'Harbour Nook', floor:1, desks_total:2, capacity:4, size_sqm:12, hourly_rate_usd:25})
CREATE (r3:Room {name:'Garden', floor:2, desks_total:6, capacity:8, size_sqm:25, hourly_rate_usd:50})
CREATE (r4:Room {name:'Attic', floor:3, desks_total:4, capacity:6, size_sqm:20, hourly_rate_usd:30})
CREATE (m1:Meeting {code:'M-1', title:'Budget review', status:'held', starts:'2024-01-10'})
CREATE (m2:Meeting {code:'M-2', title:'Hiring sync', status:'cancelled', starts:'2024-02-01'})
CREATE (m3:Meeting {code:'M-3', title:'Roadmap', status:'held', starts:'2023-11-20'})
CREATE (m4:Meeting {code:'M-4', title:'Retro', status:'cancelled', starts:'2024-03-05'})
CREATE (m5:Meeting {code:'M-5', title:'Offsite plan', status:'planned', starts:'2024-06-01'})
CREATE (p1:Person {name:'Ada Ruiz', wfh:true, role:'lead', salary_usd:98000})
CREATE (p2:Person {name:'Ben Okoro', wfh:false, role:'engineer', salary_usd:76000})
CREATE (p3:Person {name:'Cleo Marsh', wfh:true, role:'engineer', salary_usd:81000})
CREATE (p4:Person {name:'Dev Patel', wfh:false, role:'designer', salary_usd:64000})
CREATE (p5:Person {name:'Eva Lind', wfh:false, role:'designer', salary_usd:64000})
CREATE (m1)-[:BOOKED_IN]->(r1)
CREATE (m2)-[:BOOKED_IN]->(r2)
CREATE (m3)-[:BOOKED_IN]->(r1)
CREATE (m4)-[:BOOKED_IN]->(r3)
CREATE (m5)-[:BOOKED_IN]->(r4)
CREATE (p1)-[:ORGANISED]->(m1)
CREATE (p1)-[:ORGANISED]->(m3)
CREATE (p2)-[:ORGANISED]->(m2)
CREATE (p3)-[:ORGANISED]->(m4)
CREATE (p4)-[:ORGANISED]->(m5)
CREATE (p1)-[:ATTENDS {remote:false}]->(m1)
CREATE (p2)-[:ATTENDS {remote:true}]->(m1)
CREATE (p3)-[:ATTENDS {remote:true}]->(m3)
CREATE (p4)-[:ATTENDS {remote:false}]->(m3)
CREATE (p5)-[:ATTENDS {remote:false}]->(m5)
CREATE (p2)-[:ATTENDS {remote:false}]->(m2)
