// A synthetic schema where "steps" is a property of the schema: gql's
// test that "how many steps" is read as a path's length only when the
// word names nothing of the graph (internal/offline/connect.go).
CREATE CONSTRAINT IF NOT EXISTS FOR (r:Recipe) REQUIRE (r.name) IS UNIQUE;
CREATE (anna:Chef {name:'Anna Rossi'})
CREATE (leo:Chef {name:'Leo Marsh'})
CREATE (r1:Recipe {name:'Pasta Carbonara', steps:6})
CREATE (r2:Recipe {name:'Lemon Tart', steps:9})
CREATE (anna)-[:WROTE]->(r1)
CREATE (leo)-[:WROTE]->(r2)
CREATE (anna)-[:KNOWS]->(leo)
