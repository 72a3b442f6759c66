// A synthetic schema for gql's tests of values, units and adjectives: a
// record shop's artists (countries stored in full, a kind), albums with a
// yes/no flag (in_print), a weight in grams and a title, and the stores
// that shelve them with a count on the edge (copies), and critics who
// rate them in stars; stores place orders (a label named like the sorting
// cue "order").
CREATE CONSTRAINT IF NOT EXISTS FOR (a:Artist) REQUIRE (a.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (b:Album) REQUIRE (b.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Store) REQUIRE (s.code) IS UNIQUE;
CREATE (a1:Artist {name:'Nora Vale', country:'United Kingdom', kind:'solo'})
CREATE (a2:Artist {name:'The Pines', country:'United States of America', kind:'band'})
CREATE (a3:Artist {name:'Lumen', country:'Germany', kind:'band'})
CREATE (a4:Artist {name:'Iris Holt', country:'United States of America', kind:'solo'})
CREATE (b1:Album {title:'Salt Water Blues', in_print:true, weight_g:180, length_min:42})
CREATE (b2:Album {title:'Blue Hour', in_print:false, weight_g:140, length_min:38})
CREATE (b3:Album {title:'Northern Lights', in_print:true, weight_g:200, length_min:51})
CREATE (b4:Album {title:'Paper Kites', in_print:false, weight_g:120, length_min:33})
CREATE (s1:Store {code:'LDN-1', city:'London'})
CREATE (s2:Store {code:'NYC-2', city:'New York'})
CREATE (a1)-[:RECORDED]->(b1)
CREATE (a2)-[:RECORDED]->(b2)
CREATE (a3)-[:RECORDED]->(b3)
CREATE (a4)-[:RECORDED]->(b4)
CREATE (b1)-[:SHELVED_AT {copies:7}]->(s1)
CREATE (b3)-[:SHELVED_AT {copies:2}]->(s1)
CREATE (b1)-[:SHELVED_AT {copies:4}]->(s2)
CREATE (b3)-[:SHELVED_AT {copies:9}]->(s2)
CREATE (c1:Critic {name:'Ada Quill'})
CREATE (c2:Critic {name:'Ben Rook'})
CREATE (c1)-[:RATED {stars:5}]->(b1)
CREATE (c2)-[:RATED {stars:2}]->(b1)
CREATE (c1)-[:RATED {stars:1}]->(b2)
CREATE (c2)-[:RATED {stars:4}]->(b3)
CREATE (o1:Order {number:'R-100', delivery_days:3})
CREATE (o2:Order {number:'R-101', delivery_days:12})
CREATE (s1)-[:PLACED]->(o1)
CREATE (s2)-[:PLACED]->(o2)
