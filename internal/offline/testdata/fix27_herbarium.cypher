// A synthetic schema for fix27: a herbarium's plants keyed by their
// botanical name, with a common name beside it, placed in groups that
// belong to groups of a higher level (genus → family → order) by the one
// relationship; collectors who collected specimens of plants.
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Plant) REQUIRE (p.botanical_name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (g:Clade) REQUIRE (g.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Specimen) REQUIRE (s.code) IS UNIQUE;
CREATE (p1:Plant {botanical_name: 'Quercus robur', common_name: 'english oak', status: 'native'}),
       (p2:Plant {botanical_name: 'Quercus ilex', common_name: 'holm oak', status: 'introduced'}),
       (p3:Plant {botanical_name: 'Fagus sylvatica', common_name: 'european beech', status: 'native'}),
       (p4:Plant {botanical_name: 'Rosa canina', common_name: 'dog rose', status: 'native'}),
       (g1:Clade {title: 'Quercus', level: 'genus'}),
       (g2:Clade {title: 'Fagus', level: 'genus'}),
       (g3:Clade {title: 'Rosa', level: 'genus'}),
       (f1:Clade {title: 'Fagaceae', level: 'family'}),
       (f2:Clade {title: 'Rosaceae', level: 'family'}),
       (o1:Clade {title: 'Fagales', level: 'order'}),
       (o2:Clade {title: 'Rosales', level: 'order'}),
       (p1)-[:PART_OF]->(g1), (p2)-[:PART_OF]->(g1), (p3)-[:PART_OF]->(g2), (p4)-[:PART_OF]->(g3),
       (g1)-[:PART_OF]->(f1), (g2)-[:PART_OF]->(f1), (g3)-[:PART_OF]->(f2),
       (f1)-[:PART_OF]->(o1), (f2)-[:PART_OF]->(o2),
       (c1:Collector {name: 'Ida Berg'}), (c2:Collector {name: 'Olle Lind'}),
       (s1:Specimen {code: 'S-1', collected_on: '2021-05-01', altitude_m: 1800}), (s2:Specimen {code: 'S-2', collected_on: '2022-06-11', altitude_m: 420}),
       (s1)-[:OF_PLANT]->(p1), (s2)-[:OF_PLANT]->(p4),
       (c1)-[:PRESSED {reason: 'survey'}]->(s1), (c2)-[:PRESSED {reason: 'teaching'}]->(s2);
