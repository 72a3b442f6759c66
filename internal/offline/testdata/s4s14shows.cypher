// A synthetic schema for column words matched in part (s4s14): cartoons
// keep their original_air_date while episodes of series keep an air_date,
// and stations keep two amounts beside their name. Written for gql's
// tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Cartoon) REQUIRE (c.title) IS UNIQUE;
CREATE (c1:Cartoon {title:'Moon Cats', directed_by:'Ana Lind', original_air_date:'2010-03-01'})
CREATE (c2:Cartoon {title:'Sea Dogs', directed_by:'Ben Roy', original_air_date:'2008-09-12'})
CREATE (e1:Episode {episode:'Pilot', air_date:'2011-01-01', rating:7.5})
CREATE (e2:Episode {episode:'Finale', air_date:'2012-05-05', rating:8.1})
CREATE (s1:Station {name:'North', capacity:40, revenue:1200.5})
CREATE (s2:Station {name:'South', capacity:25, revenue:800.0})
