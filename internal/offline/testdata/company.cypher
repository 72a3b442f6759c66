CREATE CONSTRAINT IF NOT EXISTS FOR (e:Employee) REQUIRE (e.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (d:Department) REQUIRE (d.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Project) REQUIRE (p.title) IS UNIQUE;

CREATE (Eng:Department {name:'Engineering', budget:900000})
CREATE (Ops:Department {name:'Operations', budget:400000})
CREATE (Fin:Department {name:'Finance', budget:300000})
CREATE (Mkt:Department {name:'Marketing', budget:250000})

CREATE (Ada:Employee {name:'Ada Lovelace', born:1975, salary:150000, hired:2005})
CREATE (Alan:Employee {name:'Alan Turing', born:1980, salary:120000, hired:2010})
CREATE (Grace:Employee {name:'Grace Hopper', born:1970, salary:140000, hired:2003})
CREATE (Linus:Employee {name:'Linus Berg', born:1990, salary:90000, hired:2016})
CREATE (Maria:Employee {name:'Maria Gomez', born:1985, salary:95000, hired:2012})
CREATE (Omar:Employee {name:'Omar Haddad', born:1992, salary:70000, hired:2019})
CREATE (Priya:Employee {name:'Priya Nair', born:1988, salary:105000, hired:2014})
CREATE (Sven:Employee {name:'Sven Olsen', born:1979, salary:98000, hired:2009})
CREATE (Tess:Employee {name:'Tess Ward', born:1995, salary:60000, hired:2021})

CREATE (Atlas:Project {title:'Atlas', started:2018, budget:500000})
CREATE (Beacon:Project {title:'Beacon', started:2020, budget:120000})
CREATE (Comet:Project {title:'Comet Ledger', started:2021, budget:80000})
CREATE (Delta:Project {title:'Delta Migration', started:2016, budget:220000})

CREATE
(Ada)-[:WORKS_IN {since:2005}]->(Eng),
(Alan)-[:WORKS_IN {since:2010}]->(Eng),
(Linus)-[:WORKS_IN {since:2018}]->(Eng),
(Omar)-[:WORKS_IN {since:2019}]->(Eng),
(Grace)-[:WORKS_IN {since:2003}]->(Ops),
(Sven)-[:WORKS_IN {since:2009}]->(Ops),
(Tess)-[:WORKS_IN {since:2021}]->(Ops),
(Maria)-[:WORKS_IN {since:2012}]->(Fin),
(Priya)-[:WORKS_IN {since:2016}]->(Fin)

CREATE
(Ada)-[:MANAGES]->(Alan),
(Ada)-[:MANAGES]->(Linus),
(Alan)-[:MANAGES]->(Omar),
(Grace)-[:MANAGES]->(Sven),
(Sven)-[:MANAGES]->(Tess),
(Maria)-[:MANAGES]->(Priya)

CREATE
(Ada)-[:WORKS_ON {role:'lead', hours:10}]->(Atlas),
(Alan)-[:WORKS_ON {role:'developer', hours:30}]->(Atlas),
(Linus)-[:WORKS_ON {role:'developer', hours:35}]->(Atlas),
(Omar)-[:WORKS_ON {role:'tester', hours:20}]->(Beacon),
(Alan)-[:WORKS_ON {role:'lead', hours:15}]->(Beacon),
(Grace)-[:WORKS_ON {role:'lead', hours:12}]->(Delta),
(Sven)-[:WORKS_ON {role:'developer', hours:25}]->(Delta),
(Priya)-[:WORKS_ON {role:'analyst', hours:18}]->(Comet),
(Maria)-[:WORKS_ON {role:'lead', hours:8}]->(Comet)

CREATE (NewYear:Holiday {name:'New Year', month:1})
CREATE (Midsummer:Holiday {name:'Midsummer', month:6})
