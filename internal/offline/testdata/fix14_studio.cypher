// A synthetic game studio for gql's tests of fix14's nets: a value stored
// both in a named thing's own property (Game.engine) and as the name of a
// thing two relationships away (Tool.name), and a yes/no property (Game.
// multiplayer) said before the noun of the things asked.
CREATE CONSTRAINT IF NOT EXISTS FOR (g:Game) REQUIRE (g.title) IS UNIQUE;
CREATE (g1:Game {title:'Moonfall', engine:'Godot', multiplayer:true, price:20})
CREATE (g2:Game {title:'Ashen Keep', engine:'Unity', multiplayer:false, price:35})
CREATE (g3:Game {title:'Tidebreak', engine:'Godot', multiplayer:true, price:15})
CREATE (d1:Developer {name:'Rui Campos'})
CREATE (d2:Developer {name:'Lena Ortiz'})
CREATE (t1:Tool {name:'Godot'})
CREATE (t2:Tool {name:'Unity'})
CREATE (t3:Tool {name:'Blender'})
CREATE (d1)-[:WORKS_ON]->(g1)
CREATE (d2)-[:WORKS_ON]->(g2)
CREATE (d2)-[:WORKS_ON]->(g3)
CREATE (d1)-[:USES]->(t1)
CREATE (d2)-[:USES]->(t2)
CREATE (d2)-[:USES]->(t3)
