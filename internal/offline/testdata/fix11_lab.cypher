// A synthetic research lab for gql's tests of the fix11 nets and readings:
// scientists joined to studies by a relationship with a role of its own
// and to labs by one with years of its own, studies that build on studies
// and belong to fields, fields under fields (a label joined to itself),
// journals with a letter tier, outlets of several kinds with a letter grade, and a numeric score of scientists.
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Scientist) REQUIRE (s.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Study) REQUIRE (t.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (l:Lab) REQUIRE (l.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (f:Field) REQUIRE (f.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (j:Journal) REQUIRE (j.name) IS UNIQUE;
CREATE (s1:Scientist {name:'Ines Vidal', citations: 1200})
CREATE (s2:Scientist {name:'Omar Haddad', citations: 300})
CREATE (s3:Scientist {name:'Kasia Nowak', citations: 80})
CREATE (t1:Study {code:'ST-101', title:'Soil Microbes', budget_usd: 400000})
CREATE (t2:Study {code:'ST-202', title:'Coastal Erosion', budget_usd: 250000})
CREATE (t3:Study {code:'ST-303', title:'Glacier Melt', budget_usd: 900000})
CREATE (l1:Lab {name:'North Lab', city:'Tromso'})
CREATE (l2:Lab {name:'South Lab', city:'Cadiz'})
CREATE (f1:Field {name:'Earth Science'})
CREATE (f2:Field {name:'Geology'})
CREATE (f3:Field {name:'Glaciology'})
CREATE (f4:Field {name:'Microbiology'})
CREATE (j1:Journal {name:'Earth Letters', tier:'A', impact: 7.5})
CREATE (j2:Journal {name:'Field Notes', tier:'B', impact: 2.1})
CREATE (j3:Journal {name:'Rock Review', tier:'B', impact: 3.4})
CREATE (o1:Outlet {name:'Daily Rocks', kind:'magazine', grade:'B', reach: 40})
CREATE (o2:Outlet {name:'Ice Weekly', kind:'magazine', grade:'A', reach: 90})
CREATE (o3:Outlet {name:'Geo Wire', kind:'newsletter', grade:'B', reach: 15})
CREATE (s1)-[:LEADS {role:'principal'}]->(t1)
CREATE (s2)-[:LEADS {role:'deputy'}]->(t1)
CREATE (s2)-[:LEADS {role:'principal'}]->(t2)
CREATE (s3)-[:LEADS {role:'principal'}]->(t3)
CREATE (s1)-[:WORKED_AT {from_year: 2010, to_year: 2018}]->(l1)
CREATE (s2)-[:WORKED_AT {from_year: 2015, to_year: 2020}]->(l2)
CREATE (s3)-[:WORKED_AT {from_year: 2019, to_year: 2023}]->(l1)
CREATE (t2)-[:BUILDS_ON]->(t1)
CREATE (t3)-[:BUILDS_ON]->(t2)
CREATE (f2)-[:WITHIN]->(f1)
CREATE (f3)-[:WITHIN]->(f2)
CREATE (t1)-[:IN_FIELD]->(f4)
CREATE (t2)-[:IN_FIELD]->(f2)
CREATE (t3)-[:IN_FIELD]->(f3)
CREATE (t1)-[:PUBLISHED_IN]->(j1)
CREATE (t2)-[:PUBLISHED_IN]->(j2)
CREATE (t3)-[:PUBLISHED_IN]->(j3);
