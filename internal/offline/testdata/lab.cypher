CREATE CONSTRAINT IF NOT EXISTS FOR (r:Researcher) REQUIRE (r.name) IS UNIQUE;

CREATE (x:Researcher {name:'Xu Wei', field:'optics'})
CREATE (y:Researcher {name:'Yara Diaz', field:'optics'})
CREATE (z:Researcher {name:'Zoe King', field:'chemistry'})
CREATE (x)-[:COLLEAGUE_OF]->(y)
CREATE (z)-[:COLLEAGUE_OF]->(x)
CREATE (x)-[:SUPERVISES]->(z)
