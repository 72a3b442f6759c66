// A synthetic fund register for gql's tests of values whose stored
// spellings differ by a sign alone (ratings AA+, AA-, BB+) and of pairs of
// things joined to each other (funds that track each other).
CREATE CONSTRAINT IF NOT EXISTS FOR (f:Fund) REQUIRE (f.name) IS UNIQUE;
CREATE (f1:Fund {name:'Harbour Income', rating:'AA+', manager:'Ines Duarte'})
CREATE (f2:Fund {name:'Summit Growth', rating:'AA-', manager:'Tomas Leite'})
CREATE (f3:Fund {name:'Delta Bond', rating:'BB+', manager:'Rita Moura'})
CREATE (f4:Fund {name:'Pine Value', rating:'AA+', manager:'Joel Pinto'})
CREATE (f5:Fund {name:'Orbit Tech', rating:'AA', manager:'Vera Lobo'})
CREATE (f1)-[:TRACKS {closeness:'tight'}]->(f2)
CREATE (f3)-[:TRACKS {closeness:'loose'}]->(f4)
CREATE (f5)-[:TRACKS {closeness:'tight'}]->(f4)
CREATE (s1:Sector {name:'Energy'})
CREATE (s2:Sector {name:'Renewables'})
CREATE (s3:Sector {name:'Solar'})
CREATE (s2)-[:PART_OF]->(s1)
CREATE (s3)-[:PART_OF]->(s2)
CREATE (f2)-[:IN_SECTOR]->(s3)
CREATE (f4)-[:IN_SECTOR]->(s1)
