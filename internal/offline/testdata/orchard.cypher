// A synthetic property graph for the junction-verb rule (relproj_verbs.go):
// orchards and fruits joined by harvests (a node of its own, as a
// junction table converted to a graph), where a fruit's picking_weeks
// shares its stem with the verb "pick". Written for gql's tests.
CREATE (o1:Orchard {name:'Hillside', county:'Kent'})
CREATE (o2:Orchard {name:'Riverbend', county:'Devon'})
CREATE (o3:Orchard {name:'Stonegate', county:'Kent'})
CREATE (f1:Fruit {name:'Apple', picking_weeks:6})
CREATE (f2:Fruit {name:'Pear', picking_weeks:4})
CREATE (f3:Fruit {name:'Plum', picking_weeks:3})
CREATE (h1:Harvest {tons:12})
CREATE (h2:Harvest {tons:5})
CREATE (h3:Harvest {tons:7})
CREATE (h1)-[:AT_ORCHARD]->(o1)
CREATE (h1)-[:OF_FRUIT]->(f1)
CREATE (h2)-[:AT_ORCHARD]->(o2)
CREATE (h2)-[:OF_FRUIT]->(f1)
CREATE (h3)-[:AT_ORCHARD]->(o2)
CREATE (h3)-[:OF_FRUIT]->(f2)
