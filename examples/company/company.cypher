// The company example: a small organisation written for gql by its developers
// (not taken from anywhere). Employees, departments, projects and skills;
// a Person->Person-like edge (MANAGES) whose direction matters, edge
// properties (role, since, hours, level), names with stop words in them
// (Jan van der Berg, Office of the CEO), ISO dates stored as strings (hired)
// and years and amounts as integers. Regenerate the embedded files with
//   go run ./cmd/gql convert examples/company/company.cypher --name company --out examples/company
CREATE CONSTRAINT IF NOT EXISTS FOR (e:Employee) REQUIRE (e.name) IS UNIQUE;
CREATE INDEX IF NOT EXISTS FOR (e:Employee) ON (e.born);
CREATE CONSTRAINT IF NOT EXISTS FOR (d:Department) REQUIRE (d.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Project) REQUIRE (p.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Skill) REQUIRE (s.name) IS UNIQUE;

CREATE (RnD:Department {name:'Research and Development', budget:900000, floor:3, founded:2009})
CREATE (SnM:Department {name:'Sales and Marketing', budget:600000, floor:2, founded:2010})
CREATE (Fin:Department {name:'Finance', budget:300000, floor:1, founded:2009})
CREATE (CEOOffice:Department {name:'Office of the CEO', budget:200000, floor:5, founded:2008})
CREATE (Support:Department {name:'Customer Support', budget:250000, floor:1, founded:2014})

CREATE (Olivia:Employee {name:'Olivia Grant', title:'Chief Executive Officer', born:1970, hired:'2008-01-15', salary:250000})
CREATE (Marcus:Employee {name:'Marcus Webb', title:'Chief Technology Officer', born:1975, hired:'2009-03-01', salary:210000})
CREATE (Priya:Employee {name:'Priya Raman', title:'Chief Financial Officer', born:1978, hired:'2009-06-10', salary:200000})
CREATE (Daniel:Employee {name:'Daniel Okafor', title:'Head of Sales', born:1980, hired:'2010-02-01', salary:180000})
CREATE (Hannah:Employee {name:'Hannah Schmidt', title:'Engineering Manager', born:1984, hired:'2012-09-17', salary:160000})
CREATE (Lucas:Employee {name:'Lucas Silva', title:'Software Engineer', born:1990, hired:'2015-05-04', salary:120000})
CREATE (Aisha:Employee {name:'Aisha Khan', title:'Software Engineer', born:1993, hired:'2018-01-08', salary:115000})
CREATE (Tom:Employee {name:'Tom Becker', title:'Data Scientist', born:1988, hired:'2016-11-21', salary:215000})
CREATE (Sofia:Employee {name:'Sofia Rossi', title:'QA Engineer', born:1995, hired:'2020-03-16', salary:95000})
CREATE (Jan:Employee {name:'Jan van der Berg', title:'Accountant', born:1976, hired:'2011-07-01', salary:90000})
CREATE (Maria:Employee {name:'Maria de la Cruz', title:'Sales Representative', born:1991, hired:'2017-04-03', salary:85000})
CREATE (Kenji:Employee {name:'Kenji Watanabe', title:'Marketing Specialist', born:1989, hired:'2014-10-13', salary:88000})
CREATE (Emma:Employee {name:'Emma Dubois', title:'Support Lead', born:1979, hired:'2014-05-26', salary:92000})
CREATE (Noah:Employee {name:'Noah Andersen', title:'Support Agent', born:1997, hired:'2021-08-30', salary:60000})
CREATE (Chloe:Employee {name:'Chloe Martin', title:'Support Agent', born:1999, hired:'2023-02-13', salary:58000})
CREATE (Ben:Employee {name:'Ben Carter', title:'Intern', born:2002, hired:'2024-06-03', salary:40000})
CREATE (Grace:Employee {name:'Grace Lee', title:'Executive Assistant', born:1985, hired:'2013-01-07', salary:70000})
CREATE (Ivan:Employee {name:'Ivan Petrov', title:'Financial Analyst', born:1992, hired:'2019-09-09', salary:98000})

CREATE (Phoenix:Project {name:'Phoenix', status:'active', started:2022, budget:500000})
CREATE (Ledger:Project {name:'Return of the Ledger', status:'completed', started:2019, budget:150000})
CREATE (Voice:Project {name:'Voice of the Customer', status:'active', started:2023, budget:120000})
CREATE (Atlas:Project {name:'Atlas Data Lake', status:'active', started:2021, budget:400000})
CREATE (Harbor:Project {name:'Harbor', status:'on hold', started:2020, budget:80000})
CREATE (Bridge:Project {name:'Bridge to Asia', status:'completed', started:2018, budget:220000})
CREATE (Nightingale:Project {name:'Nightingale', status:'planned', started:2025, budget:60000})

CREATE (Go:Skill {name:'Go', category:'programming'})
CREATE (Python:Skill {name:'Python', category:'programming'})
CREATE (ML:Skill {name:'Machine Learning', category:'data'})
CREATE (SQL:Skill {name:'SQL', category:'data'})
CREATE (Speaking:Skill {name:'Public Speaking', category:'communication'})
CREATE (Negotiation:Skill {name:'Negotiation', category:'communication'})
CREATE (Accounting:Skill {name:'Accounting', category:'finance'})
CREATE (PM:Skill {name:'Project Management', category:'management'})
CREATE (Rust:Skill {name:'Rust', category:'programming'})

CREATE
(Olivia)-[:WORKS_IN {since:2008}]->(CEOOffice),
(Marcus)-[:WORKS_IN {since:2009}]->(RnD),
(Priya)-[:WORKS_IN {since:2009}]->(Fin),
(Daniel)-[:WORKS_IN {since:2010}]->(SnM),
(Hannah)-[:WORKS_IN {since:2012}]->(RnD),
(Lucas)-[:WORKS_IN {since:2015}]->(RnD),
(Aisha)-[:WORKS_IN {since:2018}]->(RnD),
(Tom)-[:WORKS_IN {since:2016}]->(RnD),
(Sofia)-[:WORKS_IN {since:2020}]->(RnD),
(Jan)-[:WORKS_IN {since:2011}]->(Fin),
(Maria)-[:WORKS_IN {since:2017}]->(SnM),
(Kenji)-[:WORKS_IN {since:2014}]->(SnM),
(Emma)-[:WORKS_IN {since:2014}]->(Support),
(Noah)-[:WORKS_IN {since:2021}]->(Support),
(Chloe)-[:WORKS_IN {since:2023}]->(Support),
(Ben)-[:WORKS_IN {since:2024}]->(RnD),
(Grace)-[:WORKS_IN {since:2013}]->(CEOOffice),
(Ivan)-[:WORKS_IN {since:2019}]->(Fin)

CREATE
(Olivia)-[:MANAGES]->(Marcus),
(Olivia)-[:MANAGES]->(Priya),
(Olivia)-[:MANAGES]->(Daniel),
(Olivia)-[:MANAGES]->(Grace),
(Marcus)-[:MANAGES]->(Hannah),
(Marcus)-[:MANAGES]->(Tom),
(Hannah)-[:MANAGES]->(Lucas),
(Hannah)-[:MANAGES]->(Aisha),
(Hannah)-[:MANAGES]->(Sofia),
(Hannah)-[:MANAGES]->(Ben),
(Priya)-[:MANAGES]->(Jan),
(Priya)-[:MANAGES]->(Ivan),
(Daniel)-[:MANAGES]->(Maria),
(Daniel)-[:MANAGES]->(Kenji),
(Daniel)-[:MANAGES]->(Emma),
(Emma)-[:MANAGES]->(Noah),
(Emma)-[:MANAGES]->(Chloe)

CREATE
(Phoenix)-[:BELONGS_TO]->(RnD),
(Ledger)-[:BELONGS_TO]->(Fin),
(Voice)-[:BELONGS_TO]->(Support),
(Atlas)-[:BELONGS_TO]->(RnD),
(Harbor)-[:BELONGS_TO]->(SnM),
(Bridge)-[:BELONGS_TO]->(SnM),
(Nightingale)-[:BELONGS_TO]->(CEOOffice)

CREATE
(Hannah)-[:WORKS_ON {role:'owner', since:2022, hours:10}]->(Phoenix),
(Lucas)-[:WORKS_ON {role:'developer', since:2022, hours:30}]->(Phoenix),
(Aisha)-[:WORKS_ON {role:'developer', since:2023, hours:25}]->(Phoenix),
(Sofia)-[:WORKS_ON {role:'tester', since:2023, hours:20}]->(Phoenix),
(Tom)-[:WORKS_ON {role:'owner', since:2021, hours:20}]->(Atlas),
(Lucas)-[:WORKS_ON {role:'developer', since:2021, hours:8}]->(Atlas),
(Marcus)-[:WORKS_ON {role:'sponsor', since:2021, hours:2}]->(Atlas),
(Priya)-[:WORKS_ON {role:'owner', since:2019, hours:5}]->(Ledger),
(Jan)-[:WORKS_ON {role:'analyst', since:2019, hours:30}]->(Ledger),
(Ivan)-[:WORKS_ON {role:'analyst', since:2019, hours:15}]->(Ledger),
(Emma)-[:WORKS_ON {role:'owner', since:2023, hours:15}]->(Voice),
(Noah)-[:WORKS_ON {role:'tester', since:2023, hours:10}]->(Voice),
(Kenji)-[:WORKS_ON {role:'analyst', since:2023, hours:12}]->(Voice),
(Daniel)-[:WORKS_ON {role:'owner', since:2018, hours:10}]->(Bridge),
(Maria)-[:WORKS_ON {role:'member', since:2018, hours:20}]->(Bridge),
(Olivia)-[:WORKS_ON {role:'sponsor', since:2018, hours:1}]->(Bridge),
(Kenji)-[:WORKS_ON {role:'owner', since:2020, hours:5}]->(Harbor)

CREATE
(Marcus)-[:HAS_SKILL {level:4}]->(Go),
(Marcus)-[:HAS_SKILL {level:4}]->(PM),
(Marcus)-[:HAS_SKILL {level:3}]->(Speaking),
(Hannah)-[:HAS_SKILL {level:5}]->(Go),
(Hannah)-[:HAS_SKILL {level:4}]->(PM),
(Lucas)-[:HAS_SKILL {level:5}]->(Go),
(Lucas)-[:HAS_SKILL {level:3}]->(SQL),
(Lucas)-[:HAS_SKILL {level:2}]->(Python),
(Aisha)-[:HAS_SKILL {level:3}]->(Go),
(Aisha)-[:HAS_SKILL {level:4}]->(Python),
(Tom)-[:HAS_SKILL {level:5}]->(Python),
(Tom)-[:HAS_SKILL {level:5}]->(ML),
(Tom)-[:HAS_SKILL {level:4}]->(SQL),
(Sofia)-[:HAS_SKILL {level:3}]->(Python),
(Olivia)-[:HAS_SKILL {level:5}]->(Speaking),
(Olivia)-[:HAS_SKILL {level:4}]->(Negotiation),
(Priya)-[:HAS_SKILL {level:5}]->(Accounting),
(Priya)-[:HAS_SKILL {level:2}]->(SQL),
(Daniel)-[:HAS_SKILL {level:5}]->(Negotiation),
(Daniel)-[:HAS_SKILL {level:4}]->(Speaking),
(Jan)-[:HAS_SKILL {level:4}]->(Accounting),
(Maria)-[:HAS_SKILL {level:3}]->(Negotiation),
(Kenji)-[:HAS_SKILL {level:2}]->(Speaking),
(Emma)-[:HAS_SKILL {level:3}]->(PM),
(Noah)-[:HAS_SKILL {level:1}]->(SQL),
(Grace)-[:HAS_SKILL {level:2}]->(PM),
(Ivan)-[:HAS_SKILL {level:3}]->(Accounting),
(Ivan)-[:HAS_SKILL {level:4}]->(SQL),
(Ivan)-[:HAS_SKILL {level:2}]->(Python);
