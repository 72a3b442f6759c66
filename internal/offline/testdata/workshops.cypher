// A synthetic schema with two ways from a person to a workshop: mentors
// run workshops and advise trainees, who join workshops. "The workshops
// Nora Lind's advisees are taking" are the ones her trainees joined, not
// the ones she runs. Written for gql's tests of verbs that link to nothing
// (internal/offline/connectverb.go).
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Mentor) REQUIRE (m.name) IS UNIQUE;
CREATE (nora:Mentor {name:'Nora Lind'})
CREATE (per:Mentor {name:'Per Holm'})
CREATE (t1:Trainee {name:'Ida Berg'})
CREATE (t2:Trainee {name:'Jon Dahl'})
CREATE (w1:Workshop {title:'Welding'})
CREATE (w2:Workshop {title:'Carpentry'})
CREATE (w3:Workshop {title:'Masonry'})
CREATE (v1:Venue {name:'North Hall'})
CREATE (v2:Venue {name:'South Hall'})
CREATE (nora)-[:ADVISES]->(t1)
CREATE (nora)-[:ADVISES]->(t2)
CREATE (nora)-[:RUNS]->(w1)
CREATE (per)-[:RUNS]->(w2)
CREATE (per)-[:RUNS]->(w3)
CREATE (t1)-[:JOINED]->(w2)
CREATE (t2)-[:JOINED]->(w3)
CREATE (w1)-[:HELD_AT]->(v1)
CREATE (w2)-[:HELD_AT]->(v2)
CREATE (w3)-[:HELD_AT]->(v2)
