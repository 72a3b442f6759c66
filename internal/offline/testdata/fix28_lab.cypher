// A synthetic schema for fix28: a lab's scientists, each mentored by
// another (MENTORED_BY, named in the passive: the source is the one
// mentored), the papers they write, and how many times each checked a
// paper and for how many hours (numbers on a relationship).
CREATE (s1:Scientist {name: 'Ines Roth', field: 'chemistry'}),
       (s2:Scientist {name: 'Omar Vale', field: 'physics'}),
       (s3:Scientist {name: 'Lea Brandt', field: 'chemistry'}),
       (p1:Paper {title: 'Cold Catalysis', year: 2021}),
       (p2:Paper {title: 'Bright Lattices', year: 2023}),
       (s2)-[:MENTORED_BY]->(s1), (s3)-[:MENTORED_BY]->(s2),
       (s1)-[:WROTE]->(p1), (s2)-[:WROTE]->(p2),
       (s1)-[:CHECKED {reviews: 3, hours: 5}]->(p2), (s3)-[:CHECKED {reviews: 1, hours: 2}]->(p2),
       (s2)-[:CHECKED {reviews: 4, hours: 9}]->(p1);
