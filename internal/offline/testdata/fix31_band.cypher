// A synthetic schema for fix31: a band school's pupils and the instruments
// each plays (PLAYS), an instrument holding how many years it has been
// played (played_years, a property a verb of the question links by
// meaning), and the teachers who teach the pupils.
CREATE (p1:Pupil {name: 'Mira Stone', age: 14}),
       (p2:Pupil {name: 'Theo Quill', age: 16}),
       (i1:Instrument {name: 'Cello', played_years: 5}),
       (i2:Instrument {name: 'Oboe', played_years: 2}),
       (i3:Instrument {name: 'Harp', played_years: 7}),
       (t1:Teacher {name: 'Ada Finch'}),
       (p1)-[:PLAYS]->(i1), (p1)-[:PLAYS]->(i2), (p2)-[:PLAYS]->(i3),
       (t1)-[:TEACHES]->(p1), (t1)-[:TEACHES]->(p2);
